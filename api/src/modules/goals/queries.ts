// SQL of goals. Every query is scoped to the acting user's id: none can see another's rows.
//
// Reads of a goal bring its candidate sets in the same statement: a correlated subquery (run
// per goal row, like a LATERAL join) gathers the lifter's sets of the goal's exercise (name
// matched ignoring case, served by exercises_user_name_idx) logged in sessions dated on or after
// the goal's creation day (UTC), converts kg to lbs, and keeps only the Pareto frontier of
// (weight, reps): a pair another pair beats on both weight and reps can never score higher,
// since progress never falls as weight or reps rise (see progress.ts). So the list of goals is
// one statement however many goals there are, and what travels is a handful of pairs per goal.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, GoalsTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import { LBS_PER_KG, type LoggedSet } from './progress.js';
import type { GoalValues } from './schemas.js';

const goalColumns = [
  'id',
  'exercise_name',
  'current_weight',
  'current_reps',
  'target_weight',
  'target_reps',
  'target_date',
  'status',
  'created_at',
  'updated_at',
] as const;

export type GoalRecord = Omit<Selectable<GoalsTable>, 'user_id'>;
export type GoalWithSetsRecord = GoalRecord & { sets: LoggedSet[] };

/**
 * The frontier of (weight in lbs, reps) pairs logged for the goal row aliased `goals`, as a JSON
 * array of LoggedSet, heaviest first; each pair with the first day it was logged since the goal
 * began. Sets with neither weight nor reps (timed sets) are not candidates.
 */
function candidateSetsJson(): RawBuilder<LoggedSet[]> {
  return sql<LoggedSet[]>`coalesce((
    SELECT json_agg(json_build_object('weight', f.weight, 'reps', f.reps, 'day', f.day) ORDER BY f.weight DESC, f.reps DESC)
    FROM (
      SELECT p.weight, p.reps, p.day,
        max(p.reps) OVER (ORDER BY p.weight DESC, p.reps DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS best_reps_at_or_above
      FROM (
        SELECT
          coalesce(s.weight * CASE WHEN s.weight_unit = 'kg' THEN ${LBS_PER_KG}::numeric ELSE 1 END, 0) AS weight,
          coalesce(s.reps, 0) AS reps,
          to_char(min(se.session_date), 'YYYY-MM-DD') AS day
        FROM exercises AS e
        JOIN sessions AS se ON se.id = e.session_id
        JOIN sets AS s ON s.exercise_id = e.id
        WHERE e.user_id = goals.user_id
          AND lower(e.name) = lower(goals.exercise_name)
          AND se.session_date >= (goals.created_at AT TIME ZONE 'UTC')::date
          AND (s.weight IS NOT NULL OR s.reps IS NOT NULL)
        GROUP BY 1, 2
      ) AS p
    ) AS f
    WHERE f.best_reps_at_or_above IS NULL OR f.reps > f.best_reps_at_or_above
  ), '[]'::json)`;
}

/** The user's goals by target date (then creation), each with its candidate sets: one statement. */
export async function listGoalsWithSets(db: Kysely<Database>, userId: number): Promise<GoalWithSetsRecord[]> {
  return db
    .selectFrom('goals')
    .select([...goalColumns, candidateSetsJson().as('sets')])
    .where('user_id', '=', userId)
    .orderBy('target_date')
    .orderBy('id')
    .execute();
}

/** One of the user's goals with its candidate sets: one statement; undefined when not theirs. */
export async function findGoalWithSets(db: Kysely<Database>, userId: number, goalId: number): Promise<GoalWithSetsRecord | undefined> {
  return db
    .selectFrom('goals')
    .select([...goalColumns, candidateSetsJson().as('sets')])
    .where('id', '=', goalId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findGoal(db: Kysely<Database>, userId: number, goalId: number): Promise<GoalRecord | undefined> {
  return db.selectFrom('goals').select(goalColumns).where('id', '=', goalId).where('user_id', '=', userId).executeTakeFirst();
}

export async function createGoal(db: Kysely<Database>, userId: number, values: GoalValues): Promise<GoalRecord> {
  return db
    .insertInto('goals')
    .values({ user_id: userId, ...values })
    .returning(goalColumns)
    .executeTakeFirstOrThrow();
}

/** Rewrites a goal's fields (its status too when given); undefined when it is not the user's. */
export async function updateGoal(db: Kysely<Database>, userId: number, goalId: number, values: GoalValues): Promise<GoalRecord | undefined> {
  return db
    .updateTable('goals')
    .set(values)
    .where('id', '=', goalId)
    .where('user_id', '=', userId)
    .returning(goalColumns)
    .executeTakeFirst();
}

export async function updateGoalStatus(db: Kysely<Database>, userId: number, goalId: number, status: GoalRecord['status']): Promise<GoalRecord | undefined> {
  return db
    .updateTable('goals')
    .set({ status })
    .where('id', '=', goalId)
    .where('user_id', '=', userId)
    .returning(goalColumns)
    .executeTakeFirst();
}

export async function deleteGoal(db: Kysely<Database>, userId: number, goalId: number): Promise<boolean> {
  const result = await db.deleteFrom('goals').where('id', '=', goalId).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
