// SQL of goals. Every query is scoped to the acting user's id: none can see another's rows.
//
// Reads of goals bring each goal's candidate sets in the same statement, set-based so its cost
// does not multiply by the number of goals: one pass joins the goals to the lifter's sets of
// each goal's exercise (name matched ignoring case) logged in sessions dated on or after the
// goal's creation day (UTC), in lbs as lifted/sql.ts defines them (the sets that count, the
// weight every other reader uses); a window then keeps, per goal, only the
// Pareto frontier of (weight, reps): a pair another pair beats on both weight and reps can never
// score higher, since progress never falls as weight or reps rise (see progress.ts). So the list
// is one statement however many goals there are, and what travels is a handful of pairs a goal.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, GoalsTable } from '../../db/schema.js';
import { countedSet, liftedLbs } from '../../lifted/sql.js';
import type { LoggedSet } from './progress.js';
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

export type GoalRecord = Omit<Selectable<GoalsTable>, 'user_id' | 'import_id'>;
/** A goal with its candidate sets: the frontier of (lbs, reps) pairs, heaviest first. */
export type GoalWithSetsRecord = GoalRecord & { sets: LoggedSet[] };

/**
 * The user's goals (all, or the one `goalId`) by target date then creation, each with its
 * candidate sets: one statement. Sets with neither weight nor reps (timed sets) are no
 * candidates; each pair carries the first day it was logged since the goal began.
 */
async function goalsWithSets(db: Kysely<Database>, userId: number, goalId?: number): Promise<GoalWithSetsRecord[]> {
  const oneGoal = goalId === undefined ? sql`` : sql`AND id = ${goalId}`;
  const { rows } = await sql<GoalWithSetsRecord>`
    WITH g AS (
      SELECT id, user_id, exercise_name, current_weight, current_reps, target_weight, target_reps, target_date, status,
             created_at, updated_at, (created_at AT TIME ZONE 'UTC')::date AS since
      FROM goals WHERE user_id = ${userId} ${oneGoal}
    ),
    logged AS (
      SELECT g.id AS goal_id,
             coalesce(${liftedLbs('s')}, 0) AS weight,
             coalesce(s.reps, 0) AS reps,
             min(se.session_date) AS day
      FROM g
      JOIN exercises AS e ON e.user_id = g.user_id AND lower(e.name) = lower(g.exercise_name)
      JOIN sessions AS se ON se.id = e.session_id AND se.session_date >= g.since
      JOIN sets AS s ON s.exercise_id = e.id AND ${countedSet('s')} AND (s.weight IS NOT NULL OR s.reps IS NOT NULL)
      GROUP BY 1, 2, 3
    ),
    ranked AS (
      SELECT goal_id, weight, reps, day,
             max(reps) OVER (PARTITION BY goal_id ORDER BY weight DESC, reps DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS best_reps_at_or_above
      FROM logged
    ),
    frontier AS (
      SELECT goal_id, json_agg(json_build_object('weight', weight, 'reps', reps, 'day', to_char(day, 'YYYY-MM-DD')) ORDER BY weight DESC, reps DESC) AS sets
      FROM ranked
      WHERE best_reps_at_or_above IS NULL OR reps > best_reps_at_or_above
      GROUP BY goal_id
    )
    SELECT g.id, g.exercise_name, g.current_weight, g.current_reps, g.target_weight, g.target_reps, g.target_date, g.status,
           g.created_at, g.updated_at, coalesce(frontier.sets, '[]'::json) AS sets
    FROM g LEFT JOIN frontier ON frontier.goal_id = g.id
    ORDER BY g.target_date, g.id`.execute(db);
  return rows;
}

/** The user's goals by target date (then creation), each with its candidate sets: one statement. */
export async function listGoalsWithSets(db: Kysely<Database>, userId: number): Promise<GoalWithSetsRecord[]> {
  return goalsWithSets(db, userId);
}

/** One of the user's goals with its candidate sets: one statement; undefined when not theirs. */
export async function findGoalWithSets(db: Kysely<Database>, userId: number, goalId: number): Promise<GoalWithSetsRecord | undefined> {
  return (await goalsWithSets(db, userId, goalId))[0];
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
  return db.updateTable('goals').set(values).where('id', '=', goalId).where('user_id', '=', userId).returning(goalColumns).executeTakeFirst();
}

export async function updateGoalStatus(db: Kysely<Database>, userId: number, goalId: number, status: GoalRecord['status']): Promise<GoalRecord | undefined> {
  return db.updateTable('goals').set({ status }).where('id', '=', goalId).where('user_id', '=', userId).returning(goalColumns).executeTakeFirst();
}

export async function deleteGoal(db: Kysely<Database>, userId: number, goalId: number): Promise<boolean> {
  const result = await db.deleteFrom('goals').where('id', '=', goalId).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
