// SQL of Finish. Every statement is scoped to the acting user's id (the session's and the
// routine's rows), and runs inside the caller's transaction with the session locked, so two
// Finishes at once are one Finish.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ProgressionChange, ProgressionRule, SetKind, WeightUnit } from '@liftbook/shared/contract';
import type { TargetSet } from '@liftbook/shared/training';
import type { Database } from '../../db/schema.js';
import { countedSet, lbsInUnit, liftedE1rm, liftedLbs, roundedLbs } from '../../lifted/sql.js';
import { sessionColumns, type SessionRecord } from '../sessions/queries.js';

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

/** A record a session set, as the records statement answers it (figures rounded by PostgreSQL). */
export interface RecordRow {
  session_id: number;
  set_id: number;
  /** The exercise's name as logged. */
  exercise: string;
  kind: 'e1rm' | 'weight_for_reps' | 'reps_at_weight';
  /** In the set's unit: the estimate to 0.01 (e1rm), the weight as logged (weight_for_reps), the reps (reps_at_weight). */
  value: number;
  unit: WeightUnit | null;
  /** The set's weight in lbs, to 0.01; null without one. */
  weight_lbs: number | null;
  reps: number | null;
  /** The estimate in lbs, to 0.01, for e1rm; null otherwise. */
  e1rm_lbs: number | null;
}

/** Below every rep count a set can hold (sets_reps_check: reps ≥ 0): the walk's next step after the sets without reps. */
const REPS_BELOW_ANY = sql.raw('(-1)');

/** Float noise between two conversions of one weight is no record. */
const EPSILON = sql.raw('1e-6::float8');

/** `h` is a counted set of the same lifter's same lift as `of`'s, in a session before `of`'s (by day, then id). */
function earlierSet(h: string, of: string) {
  const [hr, o] = [(c: string) => sql.ref(`${h}.${c}`), (c: string) => sql.ref(`${of}.${c}`)];
  return sql`${hr('user_id')} = ${o('user_id')} AND ${hr('lift')} = ${o('lift')}
    AND (${hr('session_date')}, ${hr('session_id')}) < (${o('session_date')}, ${o('session_id')}) AND ${countedSet(h)}`;
}

/**
 * The personal records each of `sessionIds` set, decided in one statement whatever their number
 * (the rules: records.test.ts, whose TypeScript oracle holds this statement to them). Each of the
 * session's counted sets (never a warm-up) is judged against the counted sets of the same lift in
 * the same lifter's sessions before it (by day, then id; a lift ignores case):
 * - e1rm: the session's best estimated 1RM of the lift (lifted/sql.ts liftedE1rm), above every
 *   earlier estimate;
 * - weight_for_reps: the session's heaviest set of a rep count, heavier than any earlier set of as
 *   many reps or more, and than the session's own sets of more reps;
 * - reps_at_weight: the session's set of most reps at a weight (to 0.01 lbs), more reps than any
 *   earlier set at that weight or heavier, and than the session's own heavier sets.
 * A lift with no earlier counted set sets no record; a tie is no record (1e-6 lbs of float noise
 * between two conversions of one weight is a tie), and within the session the earliest of equal
 * sets holds it. Records come lift by lift (by first logged set), then e1rm, weight_for_reps by
 * reps, reps_at_weight by weight.
 *
 * In one statement: the sessions' counted sets (each read once), each (session, lift) numbered by
 * its first exercise (`lift_key`, so the steps after it partition by an integer, not by text); per
 * (session, lift) the heaviest earlier weight of each rep count, a walk of sets_lift_reps_idx
 * (migration 0022) that reads one index entry per rep count; each set judged once, whatever it is
 * a candidate for: what the session's own sets hold against it (window functions) and what its
 * lift's few history rows hold against it (one aggregate); then the candidates (per lift the best
 * estimate, per rep count the heaviest set, per weight the set of most reps) take the verdict of
 * their set. The rows carried through are narrow (ids and figures): the name, weight and unit are
 * joined back for the records found. The work grows with the page's sets and their lifts' rep
 * counts, never with the history.
 * The caller decides who may see which session (Finish and the badges the lifter's own, the group
 * views a member's visible ones).
 */
export async function sessionRecordRows(db: Db, sessionIds: readonly number[]): Promise<RecordRow[]> {
  if (sessionIds.length === 0) return [];
  const { rows } = await sql<RecordRow>`
    WITH s AS MATERIALIZED (
      SELECT st.id, e.lift_key, st.reps, coalesce(${liftedLbs('st')}, 0) AS lbs, ${liftedE1rm('st')} AS e1rm,
        row_number() OVER (ORDER BY e.session_id, e.position, e.id, st.set_number) AS ord,
        e.session_id, e.user_id, e.session_date, e.lift, e.name AS exercise, st.weight, st.weight_unit, ${liftedLbs('st')} AS weight_lbs
      FROM (
        SELECT e.*, min(e.id) OVER (PARTITION BY e.session_id, e.lift) AS lift_key
        FROM exercises AS e WHERE e.session_id = ANY (${sql.val([...sessionIds])}::int[])
      ) AS e
      JOIN sets AS st ON st.exercise_id = e.id
      WHERE ${countedSet('st')}
    ),
    -- Per (session, lift) and rep count (timed sets' none among them), the heaviest earlier
    -- counted set: a walk of sets_lift_reps_idx (migration 0022), by rep count then weight, whose
    -- every step is the first earlier entry after the previous rep count. One descent per
    -- (session, lift, rep count), however long the history.
    l AS (SELECT DISTINCT lift_key, session_id, user_id, session_date, lift FROM s),
    history AS (
      WITH RECURSIVE walk AS (
        SELECT l.lift_key, l.session_id, l.user_id, l.session_date, l.lift, f.reps, f.weight_lbs FROM l
        CROSS JOIN LATERAL (
          SELECT st.reps, st.weight_lbs FROM sets AS st WHERE ${earlierSet('st', 'l')}
          ORDER BY st.reps NULLS FIRST, st.weight_lbs DESC NULLS LAST LIMIT 1
        ) AS f
        UNION ALL
        SELECT prev.lift_key, prev.session_id, prev.user_id, prev.session_date, prev.lift, f.reps, f.weight_lbs FROM walk AS prev
        CROSS JOIN LATERAL (
          SELECT st.reps, st.weight_lbs FROM sets AS st WHERE ${earlierSet('st', 'prev')} AND st.reps > coalesce(prev.reps, ${REPS_BELOW_ANY})
          ORDER BY st.reps NULLS FIRST, st.weight_lbs DESC NULLS LAST LIMIT 1
        ) AS f
      )
      SELECT lift_key, reps, weight_lbs FROM walk
    ),
    -- Every set judged once, for whichever record it is a candidate for: against the session's own
    -- sets of its lift (o: frames of offsets, whose head never moves, so no frame is aggregated
    -- twice) and its lift's history (h: NULL aggregates, nothing earlier qualifies).
    judged AS MATERIALIZED (
      SELECT o.id, o.lift_key, o.reps, o.lbs, o.e1rm, o.ord, o.lift_first, o.top_e1rm, o.top_of_reps,
        o.e1rm > h.e1rm_before + ${EPSILON} AS e1rm_beats,
        h.earlier > 0 AND o.lbs > greatest(h.lbs_before, o.lbs_of_more_reps) + ${EPSILON} AS weight_beats,
        -- At no weight, every earlier set is at that weight or heavier (a set without one weighs 0):
        -- the lift's most reps before is the bar. Else an earlier set at that weight or heavier
        -- must exist, none of them of as many reps.
        CASE WHEN o.lbs - ${EPSILON} <= 0 THEN h.reps_before < o.reps
          ELSE h.lbs_before_any >= o.lbs - ${EPSILON} AND NOT coalesce(h.lbs_before >= o.lbs - ${EPSILON}, false) END
          AND (o.reps_of_heavier IS NULL OR o.reps > o.reps_of_heavier) AS reps_beat
      FROM (
        SELECT s.id, s.lift_key, s.reps, s.lbs, s.e1rm, s.ord,
          min(ord) OVER lift AS lift_first,
          max(e1rm) FILTER (WHERE e1rm > 0) OVER lift AS top_e1rm,
          max(lbs) FILTER (WHERE lbs > 0) OVER same_reps AS top_of_reps,
          max(lbs) OVER more_reps AS lbs_of_more_reps,
          max(reps) OVER heavier AS reps_of_heavier
        FROM s
        WINDOW lift AS (PARTITION BY lift_key),
          by_reps AS (PARTITION BY lift_key ORDER BY reps DESC NULLS LAST),
          -- Rep counts are integers: 1 PRECEDING (by reps, descending) is every greater rep count.
          more_reps AS (by_reps RANGE BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING),
          same_reps AS (by_reps RANGE BETWEEN CURRENT ROW AND CURRENT ROW),
          heavier AS (PARTITION BY lift_key ORDER BY lbs DESC RANGE BETWEEN UNBOUNDED PRECEDING AND ${EPSILON} PRECEDING)
      ) AS o JOIN (
        SELECT s.id, count(h.lift_key) AS earlier,
          max(${liftedE1rm('h')}) FILTER (WHERE h.weight_lbs > 0) AS e1rm_before,
          max(h.weight_lbs) FILTER (WHERE h.reps >= s.reps) AS lbs_before,
          max(h.weight_lbs) FILTER (WHERE h.reps IS NOT NULL) AS lbs_before_any,
          max(h.reps) AS reps_before
        FROM s LEFT JOIN history AS h ON h.lift_key = s.lift_key
        GROUP BY s.id
      ) AS h ON h.id = o.id
    ),
    record AS (
      (SELECT DISTINCT ON (lift_key) 0 AS kind_order, 0::float8 AS place, id, lift_first, e1rm_beats AS beats FROM judged
        WHERE e1rm > 0 AND e1rm >= top_e1rm - ${EPSILON}
        ORDER BY lift_key, ord)
      UNION ALL
      (SELECT DISTINCT ON (lift_key, reps) 1, reps, id, lift_first, weight_beats FROM judged
        WHERE reps >= 1 AND lbs > 0 AND lbs >= top_of_reps - ${EPSILON}
        ORDER BY lift_key, reps, ord)
      UNION ALL
      (SELECT DISTINCT ON (k.lift_key, k.weight) 2, k.weight, j.id, j.lift_first, j.reps_beat
        FROM (SELECT DISTINCT lift_key, floor(lbs * 100 + 0.5) / 100 AS weight FROM judged WHERE reps >= 1) AS k
        JOIN judged AS j ON j.lift_key = k.lift_key AND j.reps >= 1 AND abs(j.lbs - k.weight) < 0.005
        ORDER BY k.lift_key, k.weight, j.reps DESC, j.ord)
    )
    SELECT c.session_id, c.id AS set_id, c.exercise,
      (ARRAY['e1rm', 'weight_for_reps', 'reps_at_weight'])[r.kind_order + 1] AS kind,
      CASE r.kind_order
        WHEN 0 THEN ${roundedLbs(lbsInUnit(sql`c.e1rm`, sql`c.weight_unit`))}
        WHEN 1 THEN c.weight
        ELSE c.reps
      END AS value,
      CASE WHEN r.kind_order = 2 THEN NULL ELSE coalesce(c.weight_unit, 'lbs') END AS unit,
      ${roundedLbs(sql`c.weight_lbs`)} AS weight_lbs, c.reps,
      CASE WHEN r.kind_order = 0 THEN ${roundedLbs(sql`c.e1rm`)} END AS e1rm_lbs
    FROM record AS r JOIN s AS c ON c.id = r.id
    WHERE r.beats
    ORDER BY c.session_id, r.lift_first, r.kind_order, r.place`.execute(db);
  return rows;
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
