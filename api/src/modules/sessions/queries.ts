// SQL of sessions. Every query is scoped to the acting user's id: none can see another's rows.
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { CalendarExercise, SessionSummary } from '@liftbook/shared/contract';
import type { Database, SessionRow } from '../../db/schema.js';
import { countedSet, liftedVolume, roundedLbs } from '../../lifted/sql.js';
import { calendarExercisesJson } from '../exercises/queries.js';
import { planFromExercise } from '../planned-sets/queries.js';
import type { SessionValues } from './schemas.js';

export const sessionColumns = [
  'id',
  'session_date',
  'session_type',
  'notes',
  'private',
  'routine_id',
  'started_at',
  'finished_at',
  'created_at',
  'updated_at',
] as const;
type SessionTimes = 'routine_id' | 'started_at' | 'finished_at';
/** A session as answered; a group member's sessions leave out the routine and the clock. */
export type SessionRecord = Omit<SessionRow, 'user_id' | 'import_id' | 'finish_progression' | SessionTimes> & Partial<Pick<SessionRow, SessionTimes>>;

/**
 * What the session referenced by `sessionIdColumn` holds, as JSON: its exercises with a logged set
 * (a planned or empty exercise counts nowhere), every set, and
 * the volume of the sets that count (lifted/sql.ts, as the calendar and progress count it),
 * rounded to 0.01 by PostgreSQL. A subquery of the page's statement, through the exercises and
 * sets indexes: no round trip per session.
 */
function sessionSummaryJson(sessionIdColumn: string): RawBuilder<SessionSummary> {
  // Per exercise first (as the calendar sums them), then the session: no count(DISTINCT) sort.
  return sql<SessionSummary>`(
    SELECT json_build_object(
      'exercise_count', count(*) FILTER (WHERE st.set_count > 0),
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

/** One session's summary (the list's card figures); Finish answers its volume and set count. */
export async function sessionSummary(db: Kysely<Database>, userId: number, sessionId: number): Promise<SessionSummary | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(sessionSummaryJson('sessions.id').as('summary'))
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.summary;
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
 * "Repeat this workout" on `sessionDate` (the lifter's today): last time's sets become today's plan.
 *
 * - Today's session is the user's latest session of that day; when there is none, one is made
 *   with the source's type (or `sessionType`). A second session of the day is never made, so a
 *   repeat after Start today, a second repeat, or a repeat of another workout fills the one card
 *   list the lifter is looking at.
 * - Each exercise of the source, in order, gets its plan (planFromExercise: its logged sets, in
 *   their unit) on today's card of the same lift (name, variation and type), made at the end when
 *   there is none (a superset's group kept). A card that already holds logged or planned sets keeps them and gets no plan:
 *   nothing is planned twice, and repeating again changes nothing.
 * - Repeating today's session itself changes nothing.
 *
 * One transaction (the caller's), serialised per lifter by a lock on their user row, so two
 * repeats at once (two tabs, a retry racing the first try) make one session. Undefined when the
 * source is not the user's; `created` says whether the session is new.
 */
export async function repeatSession(
  trx: Transaction<Database>,
  userId: number,
  sourceId: number,
  sessionDate: string,
  sessionType: string | undefined,
): Promise<{ session: SessionRecord; created: boolean } | undefined> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  const source = await trx.selectFrom('sessions').select(['id', 'session_type']).where('id', '=', sourceId).where('user_id', '=', userId).executeTakeFirst();
  if (source === undefined) return undefined;
  const today = await trx
    .selectFrom('sessions')
    .select(sessionColumns)
    .where('user_id', '=', userId)
    .where('session_date', '=', sessionDate)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (today?.id === source.id) return { session: today, created: false };
  const session = today ?? (await createSession(trx, userId, { session_date: sessionDate, session_type: sessionType ?? source.session_type, notes: null }));

  const [sourceExercises, todayExercises] = await Promise.all([
    trx
      .selectFrom('exercises')
      .select(['id', 'name', 'variation', 'type', 'dictionary_exercise_id', 'superset_group'])
      .where('session_id', '=', source.id)
      .where('user_id', '=', userId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    trx
      .selectFrom('exercises as e')
      .select([
        'e.id',
        'e.name',
        'e.variation',
        'e.type',
        sql<boolean>`EXISTS (SELECT 1 FROM sets WHERE sets.exercise_id = e.id) OR EXISTS (SELECT 1 FROM planned_sets AS p WHERE p.exercise_id = e.id)`.as(
          'held',
        ),
      ])
      .where('e.session_id', '=', session.id)
      .where('e.user_id', '=', userId)
      .orderBy('e.position')
      .orderBy('e.id')
      .execute(),
  ]);
  const sameLift = (a: { name: string; variation: string | null; type: string }, b: typeof a) =>
    a.name.toLowerCase() === b.name.toLowerCase() && a.variation === b.variation && a.type === b.type;
  const planned = new Set<number>();
  for (const exercise of sourceExercises) {
    const card = todayExercises.find((t) => sameLift(t, exercise) && !planned.has(t.id));
    if (card !== undefined) {
      planned.add(card.id);
      if (!card.held) await planFromExercise(trx, userId, exercise.id, card.id);
      continue;
    }
    const { rows } = await sql<{ id: number }>`
      INSERT INTO exercises (session_id, user_id, session_date, name, variation, type, dictionary_exercise_id, superset_group, position)
      SELECT s.id, s.user_id, s.session_date, ${exercise.name}, ${exercise.variation}, ${exercise.type}, ${exercise.dictionary_exercise_id}::integer,
             ${exercise.superset_group}::integer, coalesce((SELECT max(position) FROM exercises WHERE session_id = s.id), 0) + 1
      FROM sessions AS s WHERE s.id = ${session.id} AND s.user_id = ${userId}
      RETURNING id`.execute(trx);
    planned.add(rows[0]!.id);
    await planFromExercise(trx, userId, exercise.id, rows[0]!.id);
  }
  return { session, created: today === undefined };
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
