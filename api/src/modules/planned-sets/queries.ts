// SQL of planned sets. A planned set is reached through its exercise, whose row carries the
// owner's user_id: every query here is scoped by (exercise id, user id), so another lifter's plan
// is simply not found. Planned sets live in their own table (migration 0013): no reader of `sets`
// can count one.
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { PlannedSet, SetKind } from '@liftbook/shared/contract';
import { MAX_SET_DISTANCE_M, MAX_SET_DURATION_MS, MAX_SET_REPS, MAX_SET_WEIGHT } from '@liftbook/shared/set-rules';
import type { Database } from '../../db/schema.js';

/** The figures of a planned set as the wire PlannedSet, built by PostgreSQL. */
const plannedSetObject = (p: string) =>
  sql`json_build_object(
    'id', ${sql.ref(`${p}.id`)},
    'position', ${sql.ref(`${p}.position`)},
    'kind', ${sql.ref(`${p}.kind`)},
    'weight', ${sql.ref(`${p}.weight`)},
    'weight_unit', ${sql.ref(`${p}.weight_unit`)},
    'reps', ${sql.ref(`${p}.reps`)},
    'duration', ${sql.ref(`${p}.duration_ms`)},
    'distance', ${sql.ref(`${p}.distance_m`)},
    'rpe', ${sql.ref(`${p}.rpe`)},
    'reps_max', ${sql.ref(`${p}.reps_max`)},
    'rest_seconds', ${sql.ref(`${p}.rest_seconds`)}
  )`;

/** The planned sets still to log of the exercise whose id is `exerciseId` (not logged, not skipped at Finish), by position, as JSON. */
export function plannedSetsJson(exerciseId: ReturnType<typeof sql.ref>): RawBuilder<PlannedSet[]> {
  return sql<PlannedSet[]>`coalesce((
      SELECT json_agg(${plannedSetObject('p')} ORDER BY p.position)
      FROM planned_sets AS p WHERE p.exercise_id = ${exerciseId} AND p.logged_set_id IS NULL AND p.skipped_at IS NULL
    ), '[]'::json)`;
}

export interface LockedPlannedSet {
  planned: PlannedSet;
  logged_set_id: number | null;
}

/** The planned set of the user's exercise, locked until the transaction ends; undefined when there is none. */
export async function lockPlannedSet(trx: Transaction<Database>, exerciseId: number, plannedSetId: number): Promise<LockedPlannedSet | undefined> {
  const row = await trx
    .selectFrom('planned_sets')
    .select(['id', 'position', 'kind', 'weight', 'weight_unit', 'reps', 'duration_ms', 'distance_m', 'rpe', 'logged_set_id'])
    .where('id', '=', plannedSetId)
    .where('exercise_id', '=', exerciseId)
    .forUpdate()
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const { duration_ms, distance_m, logged_set_id, ...rest } = row;
  return { planned: { ...rest, duration: duration_ms, distance: distance_m }, logged_set_id };
}

/** Marks the planned set as done by `setId`: it is no longer a plan. */
export async function markPlannedSetLogged(trx: Transaction<Database>, plannedSetId: number, setId: number): Promise<void> {
  await trx.updateTable('planned_sets').set({ logged_set_id: setId }).where('id', '=', plannedSetId).execute();
}

/**
 * A set logged onto an exercise fulfils the first of its planned sets still to log of the same
 * sort (a warm-up a planned warm-up, any other set a planned working set), so the plan shrinks as
 * the lifter logs, whichever way they log. Call with the exercise locked.
 */
export async function fulfilNextPlannedSet(trx: Transaction<Database>, exerciseId: number, setId: number, kind: SetKind): Promise<void> {
  await sql`
    UPDATE planned_sets SET logged_set_id = ${setId}
    WHERE id = (
      SELECT id FROM planned_sets
      WHERE exercise_id = ${exerciseId} AND logged_set_id IS NULL AND skipped_at IS NULL AND (kind = 'warmup') = (${kind}::text = 'warmup')
      ORDER BY position LIMIT 1
    )`.execute(trx);
}

/** Removes a planned set not yet logged of the user's exercise; false when there is none. */
export async function deletePlannedSet(db: Kysely<Database>, userId: number, exerciseId: number, plannedSetId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('planned_sets')
    .where('id', '=', plannedSetId)
    .where('logged_set_id', 'is', null)
    .where('exercise_id', 'in', db.selectFrom('exercises').select('id').where('id', '=', exerciseId).where('user_id', '=', userId))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Plans on `targetExerciseId` what the user's exercise `sourceExerciseId` holds: its logged sets,
 * or, when it has none, its planned sets still to log (a plan repeated stays a plan, its rep ranges and rests too). Figures
 * keep their unit (a weight without one is lbs, as the api stores it); a set whose figures a
 * planned set cannot hold (beyond the api's bounds: an old or imported set) is left out rather than changed; a 0 ms duration is no duration; at
 * most 100. One statement.
 */
export async function planFromExercise(trx: Transaction<Database>, userId: number, sourceExerciseId: number, targetExerciseId: number): Promise<void> {
  await sql`
    INSERT INTO planned_sets (exercise_id, position, kind, weight, weight_unit, reps, duration_ms, distance_m, rpe, reps_max, rest_seconds)
    SELECT ${targetExerciseId}::integer, row_number() OVER (ORDER BY ord), kind, weight,
           CASE WHEN weight IS NULL THEN NULL ELSE coalesce(weight_unit, 'lbs') END, reps, duration_ms, distance_m, rpe, reps_max, rest_seconds
    FROM (
      SELECT ord, kind, weight, weight_unit, reps, duration_ms, distance_m, rpe, reps_max, rest_seconds FROM (
        SELECT s.set_number AS ord, s.kind, s.weight, s.weight_unit, s.reps, nullif(s.duration_ms, 0) AS duration_ms, s.distance_m, s.rpe,
               NULL::integer AS reps_max, NULL::integer AS rest_seconds
        FROM sets AS s JOIN exercises AS e ON e.id = s.exercise_id
        WHERE e.id = ${sourceExerciseId} AND e.user_id = ${userId}
        UNION ALL
        SELECT p.position, p.kind, p.weight, p.weight_unit, p.reps, p.duration_ms, p.distance_m, p.rpe, p.reps_max, p.rest_seconds
        FROM planned_sets AS p JOIN exercises AS e ON e.id = p.exercise_id
        WHERE e.id = ${sourceExerciseId} AND e.user_id = ${userId} AND p.logged_set_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM sets WHERE sets.exercise_id = e.id)
      ) AS figures
      WHERE (weight IS NULL OR weight <= ${sql.lit(MAX_SET_WEIGHT)}) AND (reps IS NULL OR reps <= ${sql.lit(MAX_SET_REPS)})
        AND (duration_ms IS NULL OR duration_ms <= ${sql.lit(MAX_SET_DURATION_MS)}) AND (distance_m IS NULL OR distance_m <= ${sql.lit(MAX_SET_DISTANCE_M)})
      ORDER BY ord LIMIT 100
    ) AS plan`.execute(trx);
}
