// SQL of sessions. Every query is scoped to the acting user's id: none can see another's rows.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CalendarExercise, SessionSummary } from '@liftbook/shared/contract';
import type { Database, SessionRow } from '../../db/schema.js';
import { countedSet, liftedVolume, roundedLbs } from '../../lifted/sql.js';
import { calendarExercisesJson } from '../exercises/queries.js';
import type { SessionValues } from './schemas.js';

const sessionColumns = ['id', 'session_date', 'session_type', 'notes', 'created_at', 'updated_at'] as const;
export type SessionRecord = Omit<SessionRow, 'user_id' | 'import_id'>;

/**
 * What the session referenced by `sessionIdColumn` holds, as JSON: its exercises, every set, and
 * the volume of the sets that count (lifted/sql.ts, as the calendar and progress count it),
 * rounded to 0.01 by PostgreSQL. A subquery of the page's statement, through the exercises and
 * sets indexes: no round trip per session.
 */
function sessionSummaryJson(sessionIdColumn: string): RawBuilder<SessionSummary> {
  // Per exercise first (as the calendar sums them), then the session: no count(DISTINCT) sort.
  return sql<SessionSummary>`(
    SELECT json_build_object(
      'exercise_count', count(*),
      'set_count', coalesce(sum(st.set_count), 0),
      'volume_lbs', ${roundedLbs(sql`coalesce(sum(st.volume), 0)`)}
    )
    FROM exercises AS e
    CROSS JOIN LATERAL (
      SELECT count(*) AS set_count, sum(${liftedVolume('s')}) FILTER (WHERE ${countedSet('s')}) AS volume
      FROM sets AS s WHERE s.exercise_id = e.id
    ) AS st
    WHERE e.session_id = ${sql.ref(sessionIdColumn)}
  )`;
}

export type SessionListRecord = SessionRecord & { summary: SessionSummary };

/**
 * A page of the user's sessions, newest first: by day, then by creation (id) within a day, each
 * with its summary. `before` is the id of the previous page's last session: the page continues
 * after it in that order (keyset paging, like a group member's sessions; an id that is not the
 * user's gives an empty page). One statement: an index range scan of sessions_user_date_idx,
 * however deep the page, and the summaries of the page's sessions.
 */
export async function listSessions(db: Kysely<Database>, userId: number, before: number | undefined, limit: number): Promise<SessionListRecord[]> {
  let query = db
    .selectFrom('sessions')
    .select([...sessionColumns, sessionSummaryJson('sessions.id').as('summary')])
    .where('user_id', '=', userId);
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
 * "Repeat this workout": a new session of the user on `sessionDate` with the type of their session
 * `sourceId` (or `sessionType`) and the same exercises in the same order (name, variation, type, dictionary link),
 * without sets or notes. One statement, so the session and its exercises are made together or not
 * at all. Undefined when the source is not the user's.
 */
export async function repeatSession(
  db: Kysely<Database>,
  userId: number,
  sourceId: number,
  sessionDate: string,
  sessionType: string | undefined,
): Promise<SessionRecord | undefined> {
  const { rows } = await sql<SessionRecord>`
    WITH source AS (
      SELECT id, session_type FROM sessions WHERE id = ${sourceId} AND user_id = ${userId}
    ), made AS (
      INSERT INTO sessions (user_id, session_date, session_type)
      SELECT ${userId}::integer, ${sessionDate}::date, coalesce(${sessionType ?? null}::text, session_type) FROM source
      RETURNING id, session_date, session_type, notes, created_at, updated_at
    ), copied AS (
      INSERT INTO exercises (session_id, user_id, name, variation, type, dictionary_exercise_id, position)
      SELECT made.id, e.user_id, e.name, e.variation, e.type, e.dictionary_exercise_id, row_number() OVER (ORDER BY e.position, e.id)
      FROM exercises AS e CROSS JOIN made
      WHERE e.session_id = ${sourceId} AND e.user_id = ${userId}
    )
    SELECT * FROM made`.execute(db);
  return rows[0];
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
