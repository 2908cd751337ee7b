// SQL of Finish. Every statement is scoped to the acting user's id (the session's and the
// routine's rows), and runs inside the caller's transaction with the session locked, so two
// Finishes at once are one Finish.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ProgressionChange, ProgressionRule, SetKind, WeightUnit } from '@liftbook/shared/contract';
import type { TargetSet } from '@liftbook/shared/training';
import type { Database } from '../../db/schema.js';
import { countedSet } from '../../lifted/sql.js';
import { sessionColumns, type SessionRecord } from '../sessions/queries.js';
import type { HistoryRow, SessionSet } from './records.js';

export type Db = Kysely<Database> | Transaction<Database>;

export type FinishSessionRecord = SessionRecord & { user_id: number; finish_progression: ProgressionChange[] | null };

/** The user's session, locked until the transaction ends; undefined when there is none. */
export async function lockSession(trx: Transaction<Database>, userId: number, sessionId: number): Promise<FinishSessionRecord | undefined> {
  return trx
    .selectFrom('sessions')
    .select([...sessionColumns, 'user_id', 'finish_progression'])
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** The planned sets still to log of the session: gone ('drop') or kept as skipped ('skip'). */
export async function settleUnchecked(trx: Transaction<Database>, userId: number, sessionId: number, unchecked: 'drop' | 'skip'): Promise<void> {
  const ofSession = trx.selectFrom('exercises').select('id').where('session_id', '=', sessionId).where('user_id', '=', userId);
  if (unchecked === 'drop') {
    await trx.deleteFrom('planned_sets').where('exercise_id', 'in', ofSession).where('logged_set_id', 'is', null).where('skipped_at', 'is', null).execute();
  } else {
    await trx
      .updateTable('planned_sets')
      .set({ skipped_at: sql<Date>`now()` })
      .where('exercise_id', 'in', ofSession)
      .where('logged_set_id', 'is', null)
      .where('skipped_at', 'is', null)
      .execute();
  }
}

/**
 * Marks the session finished now, with what Finish changed in its routine. Its clock starts at its
 * first logged set when nothing recorded it earlier (a session logged before the clock existed).
 */
export async function markFinished(trx: Transaction<Database>, userId: number, sessionId: number, changes: ProgressionChange[]): Promise<FinishSessionRecord> {
  return trx
    .updateTable('sessions')
    .set({
      finished_at: sql<Date>`now()`,
      started_at: sql<Date | null>`coalesce(started_at, (
        SELECT min(st.created_at) FROM sets AS st JOIN exercises AS e ON e.id = st.exercise_id WHERE e.session_id = ${sessionId} AND e.user_id = ${userId}))`,
      finish_progression: JSON.stringify(changes),
    })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .returning([...sessionColumns, 'user_id', 'finish_progression'])
    .executeTakeFirstOrThrow();
}

/** What records.ts needs of one session: its counted sets and its lifts' history before it. */
export interface RecordInputs {
  sets: SessionSet[];
  history: HistoryRow[];
}

/**
 * The inputs of the records of each of `sessionIds`, in two statements whatever their number:
 * - the session's counted sets (never warm-ups), exercise by exercise in order, each in logged
 *   order;
 * - per lift of the session (its exercises' names, ignoring case) and rep count, the heaviest
 *   weight (lbs) of the counted sets of the same lifter's sessions before it (by day, then id).
 * The history is one range of sets_lift_history_idx per (session, lift): sets carry their lifter,
 * lift, day and session (migration 0021), so "this lifter's counted sets of this lift before this
 * workout" is (user_id, lift) and (session_date, session_id) below the workout's, read index-only
 * and grouped by reps. A page's work is its lifts, each one index range, never a probe per earlier
 * exercise or set.
 * Each session is compared with its own lifter's history: the caller decides who may see which
 * session (Finish and the badges the lifter's own, the group views a member's visible ones).
 */
export async function recordInputs(db: Db, sessionIds: readonly number[]): Promise<Map<number, RecordInputs>> {
  const inputs = new Map<number, RecordInputs>(sessionIds.map((id) => [id, { sets: [], history: [] }]));
  if (sessionIds.length === 0) return inputs;
  const ids = sql.val([...sessionIds]);
  const sets = await sql<SessionSet & { session_id: number }>`
    SELECT e.session_id, st.id, e.name AS exercise, e.lift, st.weight, st.weight_unit, st.reps
    FROM exercises AS e JOIN sets AS st ON st.exercise_id = e.id
    WHERE e.session_id = ANY (${ids}::int[]) AND ${countedSet('st')}
    ORDER BY e.session_id, e.position, e.id, st.set_number`.execute(db);
  const history = await sql<HistoryRow & { session_id: number }>`
    SELECT l.session_id, l.lift, h.reps, h.lbs
    FROM (
      SELECT DISTINCT e.session_id, e.user_id, e.session_date, e.lift
      FROM exercises AS e
      WHERE e.session_id = ANY (${ids}::int[])
    ) AS l
    CROSS JOIN LATERAL (
      SELECT st.reps, max(st.weight_lbs) AS lbs
      FROM sets AS st
      WHERE st.user_id = l.user_id AND st.lift = l.lift AND (st.session_date, st.session_id) < (l.session_date, l.session_id)
        AND ${countedSet('st')}
      GROUP BY st.reps
    ) AS h`.execute(db);
  for (const { session_id: id, ...set } of sets.rows) inputs.get(id)!.sets.push(set);
  for (const { session_id: id, ...row } of history.rows) inputs.get(id)!.history.push(row);
  return inputs;
}

/** A session exercise started from a routine exercise with a rule: the routine exercise's plan and state, locked. */
export interface ProgressingExercise {
  exercise_id: number;
  name: string;
  routine_exercise_id: number;
  weight_unit: WeightUnit;
  training_max: number | null;
  progression: ProgressionRule;
  failures: number;
  cycle_week: number;
  sets: (TargetSet & { id: number })[];
  logged: { kind: SetKind; weight: number | null; weight_unit: WeightUnit | null; reps: number | null }[];
}

/**
 * The session's exercises that came from one of the user's routine exercises with a progression
 * rule (the first card of each), with that routine exercise's sets and the exercise's logged sets:
 * the routine exercises locked, so progression reads and writes them once.
 */
export async function progressingExercises(trx: Transaction<Database>, userId: number, sessionId: number): Promise<ProgressingExercise[]> {
  const { rows } = await sql<ProgressingExercise>`
    SELECT e.id AS exercise_id, e.name, re.id AS routine_exercise_id, re.weight_unit, re.training_max, re.progression, re.failures, re.cycle_week,
      coalesce((SELECT json_agg(json_build_object(
          'id', rs.id, 'kind', rs.kind, 'reps_min', rs.reps_min, 'reps_max', rs.reps_max, 'weight', rs.weight::float8,
          'percent_of_tm', rs.percent_of_tm::float8, 'duration', rs.duration_ms, 'distance', rs.distance_m::float8, 'rpe', rs.rpe::float8,
          'rest_seconds', rs.rest_seconds, 'reps_bottom', rs.reps_bottom) ORDER BY rs.position)
        FROM routine_sets AS rs WHERE rs.routine_exercise_id = re.id), '[]'::json) AS sets,
      coalesce((SELECT json_agg(json_build_object('kind', st.kind, 'weight', st.weight::float8, 'weight_unit', st.weight_unit, 'reps', st.reps) ORDER BY st.set_number)
        FROM sets AS st WHERE st.exercise_id = e.id), '[]'::json) AS logged
    FROM exercises AS e
    JOIN routine_exercises AS re ON re.id = e.routine_exercise_id
    JOIN routines AS r ON r.id = re.routine_id
    WHERE e.session_id = ${sessionId} AND e.user_id = ${userId} AND r.user_id = ${userId} AND re.progression IS NOT NULL
    ORDER BY e.position, e.id
    FOR UPDATE OF re`.execute(trx);
  // A routine exercise progresses once, from its first card (a lift added twice is still one plan).
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.routine_exercise_id) && seen.add(row.routine_exercise_id));
}

/** Writes a routine exercise's next targets and state (its sets by id: only their targets change). */
export async function saveProgression(
  trx: Transaction<Database>,
  routineExerciseId: number,
  state: { training_max: number | null; failures: number; cycle_week: number },
  sets: (TargetSet & { id: number })[],
): Promise<void> {
  await trx
    .updateTable('routine_exercises')
    .set({ training_max: state.training_max, failures: state.failures, cycle_week: state.cycle_week })
    .where('id', '=', routineExerciseId)
    .execute();
  for (const set of sets) {
    await trx
      .updateTable('routine_sets')
      .set({ weight: set.weight, percent_of_tm: set.percent_of_tm, reps_min: set.reps_min, reps_max: set.reps_max, reps_bottom: set.reps_bottom ?? null })
      .where('id', '=', set.id)
      .where('routine_exercise_id', '=', routineExerciseId)
      .execute();
  }
}
