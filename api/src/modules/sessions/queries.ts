// SQL of sessions. Every query is scoped to the acting user's id: none can see another's rows.
import { sql, type Kysely } from 'kysely';
import type { CalendarExercise } from '@liftbook/shared/contract';
import type { Database, SessionRow } from '../../db/schema.js';
import { calendarExercisesJson } from '../exercises/queries.js';
import type { SessionValues } from './schemas.js';

const sessionColumns = ['id', 'session_date', 'session_type', 'notes', 'created_at', 'updated_at'] as const;
export type SessionRecord = Omit<SessionRow, 'user_id' | 'import_id' | 'import_fingerprint'>;

/**
 * A page of the user's sessions, newest first: by day, then by creation (id) within a day.
 * `before` is the id of the previous page's last session: the page continues after it in that
 * order (keyset paging, like a group member's sessions; an id that is not the user's gives an
 * empty page). An index range scan of sessions_user_date_idx, however deep the page.
 */
export async function listSessions(db: Kysely<Database>, userId: number, before: number | undefined, limit: number): Promise<SessionRecord[]> {
  let query = db.selectFrom('sessions').select(sessionColumns).where('user_id', '=', userId);
  if (before !== undefined) {
    query = query.where(sql<boolean>`(session_date, id) < (SELECT c.session_date, c.id FROM sessions AS c WHERE c.id = ${before} AND c.user_id = ${userId})`);
  }
  return query.orderBy('session_date', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function createSession(db: Kysely<Database>, userId: number, values: SessionValues): Promise<SessionRecord> {
  return db
    .insertInto('sessions')
    .values({ user_id: userId, ...values })
    .returning(sessionColumns)
    .executeTakeFirstOrThrow();
}

export async function findSession(db: Kysely<Database>, userId: number, sessionId: number): Promise<SessionRecord | undefined> {
  return db.selectFrom('sessions').select(sessionColumns).where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
}

/** Rewrites a session's own fields; its exercises and sets stay as they are (a new date included). */
export async function updateSession(db: Kysely<Database>, userId: number, sessionId: number, values: SessionValues): Promise<SessionRecord | undefined> {
  return db.updateTable('sessions').set(values).where('id', '=', sessionId).where('user_id', '=', userId).returning(sessionColumns).executeTakeFirst();
}

/**
 * Deletes a session with its exercises and their sets: one statement (ON DELETE CASCADE), so
 * all of it goes or none of it does.
 */
export async function deleteSession(db: Kysely<Database>, userId: number, sessionId: number): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export type CalendarSessionRecord = SessionRecord & { exercises: CalendarExercise[] };

/**
 * The user's sessions from `start` to `end` (inclusive, 'YYYY-MM-DD'), oldest first, each with its
 * exercises as summaries (set count, volume in lbs): one query, the nesting built by PostgreSQL
 * (json_agg), so the number of round trips does not grow with what the month holds. Served by
 * sessions_user_date_idx.
 */
export async function listSessionsBetween(db: Kysely<Database>, userId: number, start: string, end: string): Promise<CalendarSessionRecord[]> {
  return db
    .selectFrom('sessions')
    .select([...sessionColumns, calendarExercisesJson('sessions.id').as('exercises')])
    .where('user_id', '=', userId)
    .where('session_date', '>=', start)
    .where('session_date', '<=', end)
    .orderBy('session_date')
    .orderBy('id')
    .execute();
}
