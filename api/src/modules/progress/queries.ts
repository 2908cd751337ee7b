// SQL of progress and personal records. Each answer is ONE statement, so the count of round trips
// does not grow with years of history (README "Progress and records are one statement each" has
// the numbers, on a three-year lift: 600 days, 3 000 sets). What a set lifted (lbs, volume, the
// estimated 1RM, which sets count) comes from lifted/sql.ts, as for every other reader.
//
// Both read the lift's sets:
// - `lift`: the lifter's exercises of that name with their session's day, found through
//   exercises_user_name_idx (user_id, lower(name)) and only the lifter's own sessions. The user id
//   is in both conditions, so another lifter's sets never count.
// - Their sets in ONE index scan (exercise_id = ANY of the lift's ids) of
//   sets_exercise_number_unique, which carries each set's weight in lbs and its reps (migrations
//   0003, 0005): no probe per exercise, no visit to the table for history the visibility map
//   knows, never a scan of every lifter's sets, and no kg conversion per set (PostgreSQL stored it
//   when the set was written).
// - lbs are rounded to 0.01 by PostgreSQL (lifted/sql.ts roundedLbs) on the answered values only,
//   after aggregation; the api writes the dates.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ExerciseType, ProgressPoint } from '@liftbook/shared/contract';
import type { Database } from '../../db/schema.js';
import { countedSet, liftedE1rm, liftedLbs, liftedVolume, roundedLbs } from '../../lifted/sql.js';

/**
 * The `lift` CTE: id, day (session_date, 'YYYY-MM-DD') and stored type of the user's exercises named `name`
 * (tidied; compared with lower(), as the index is), from `since` on ('YYYY-MM-DD', or null for
 * all time). MATERIALIZED: it is read twice (the sets' ids, the days), and computed once.
 */
function liftCte(userId: number, name: string, since: string | null): RawBuilder<unknown> {
  return sql`lift AS MATERIALIZED (
    SELECT e.id, s.session_date AS day, e.type
    FROM exercises AS e
    JOIN sessions AS s ON s.id = e.session_id
    WHERE e.user_id = ${userId} AND s.user_id = ${userId} AND lower(e.name) = lower(${name})
    ${since === null ? sql`` : sql`AND s.session_date >= ${since}::date`})`;
}

/**
 * The lift's counted sets (a subquery over `lift`): set id, exercise id, reps, the weight in lbs,
 * the set's volume and its estimated 1RM, unrounded float8. The array's size is unknown to the
 * planner (it assumes 10 ids): what reads these rows hashes or aggregates them, which stays right
 * at any size.
 */
const liftSets = sql`(
  SELECT st.id, st.exercise_id, st.reps, st.duration_ms, ${liftedLbs('st')} AS lbs, ${liftedVolume('st')} AS volume, ${liftedE1rm('st')} AS estimate
  FROM sets AS st WHERE st.exercise_id = ANY (ARRAY(SELECT id FROM lift)) AND ${countedSet('st')})`;

/** A day of the lift as the statement answers it: the ProgressPoint of that 'YYYY-MM-DD' (the pool reads DATE as text). */
export type ProgressRow = Omit<ProgressPoint, 'date'> & { day: string };

/**
 * One row per session day (UTC date) with a counted set of the lift, oldest first, lbs to 0.01 (rounded once, on the day's values).
 * Each exercise's sets are summed up first (one pass of the index scan), then the exercises of a
 * day: every number is a max or a sum, so the two steps give the day's values.
 */
export async function progressByDay(db: Kysely<Database>, userId: number, name: string, since: string | null): Promise<ProgressRow[]> {
  const { rows } = await sql<ProgressRow>`
    WITH ${liftCte(userId, name, since)},
    by_exercise AS (
      SELECT exercise_id, max(lbs) AS max_weight, max(reps) AS max_reps, sum(volume) AS volume, max(estimate) AS e1rm,
        sum(reps) AS reps, max(duration_ms) AS longest, sum(duration_ms) AS duration
      FROM ${liftSets} AS st
      GROUP BY exercise_id
    )
    SELECT lift.day, ${roundedLbs(sql`max(max_weight)`)} AS max_weight, max(max_reps) AS max_reps, ${roundedLbs(sql`sum(volume)`)} AS total_volume,
      ${roundedLbs(sql`nullif(max(e1rm), 0)`)} AS best_e1rm,
      sum(reps)::int AS total_reps, max(longest)::int AS longest_duration, sum(duration)::int AS total_duration,
      (array_agg(lift.type ORDER BY lift.id DESC))[1] AS type
    FROM by_exercise JOIN lift ON lift.id = by_exercise.exercise_id
    GROUP BY lift.day
    ORDER BY lift.day`.execute(db);
  return rows;
}

export type RecordKind = 'heaviest_set' | 'best_e1rm' | 'most_reps' | 'best_session_volume' | 'rep_max' | 'longest_duration';

/** One personal record as the statement answers it; see personalRecordRows. */
export interface RecordRow {
  record: RecordKind;
  /** The set's reps; for rep_max, N. */
  reps: number | null;
  /** lbs, to 0.01. */
  weight: number | null;
  /** best_e1rm: the estimate; best_session_volume: the volume (lbs to 0.01); longest_duration: ms. */
  value: number | null;
  /** 'YYYY-MM-DD'. */
  day: string;
  /** The type the lift is stored as in its latest session (the same on every row). */
  lift_type: ExerciseType;
}

/**
 * The user's personal records for the exercise named `name`, all time, in one statement: at most
 * one row per record (none when nothing qualifies), rep_max rows for N = 1..`repMaxCount`.
 *
 * Ties go to the earliest day (when the record was set), then the earliest logged set. Sets of
 * 0 lbs set no weight record; most reps counts any set. Rather than sorting every set once per
 * record, one pass finds the best weight of each rep count (and the best estimate), and only the
 * sets that equal it can hold a record: the heaviest set, the rep maxes and the most reps all
 * weigh the most among the sets of their rep count, and the best estimate is kept by value. The
 * records are then picked, with the full tie rules, from those few candidates.
 */
export async function personalRecordRows(db: Kysely<Database>, userId: number, name: string, repMaxCount: number): Promise<RecordRow[]> {
  const { rows } = await sql<RecordRow>`
    WITH ${liftCte(userId, name, null)},
    lifted AS MATERIALIZED (
      SELECT lift.day, st.id AS set_id, st.reps, st.duration_ms, st.lbs, st.volume, st.estimate
      FROM ${liftSets} AS st JOIN lift ON lift.id = st.exercise_id
    ),
    by_reps AS MATERIALIZED (
      SELECT coalesce(reps, -1) AS reps_key, max(lbs) AS best_lbs, max(estimate) AS best_estimate FROM lifted GROUP BY 1
    ),
    candidates AS MATERIALIZED (
      SELECT lifted.* FROM lifted JOIN by_reps ON by_reps.reps_key = coalesce(lifted.reps, -1)
      WHERE lifted.lbs IS NOT DISTINCT FROM by_reps.best_lbs OR lifted.estimate = (SELECT max(best_estimate) FROM by_reps)
    )
    SELECT records.record, records.reps, ${roundedLbs(sql`records.weight`)} AS weight,
      CASE WHEN records.record = 'longest_duration' THEN records.value ELSE ${roundedLbs(sql`records.value`)} END AS value, records.day,
      (SELECT type FROM lift WHERE EXISTS (SELECT 1 FROM sets WHERE sets.exercise_id = lift.id) ORDER BY day DESC, id DESC LIMIT 1) AS lift_type FROM (
    (SELECT 'heaviest_set' AS record, reps, lbs AS weight, NULL::float8 AS value, day FROM candidates
      WHERE lbs > 0 ORDER BY lbs DESC, reps DESC NULLS LAST, day, set_id LIMIT 1)
    UNION ALL
    (SELECT 'best_e1rm', reps, lbs, estimate, day FROM candidates
      WHERE estimate > 0 ORDER BY estimate DESC, day, set_id LIMIT 1)
    UNION ALL
    (SELECT 'most_reps', reps, lbs, NULL, day FROM candidates
      WHERE reps > 0 ORDER BY reps DESC, lbs DESC NULLS LAST, day, set_id LIMIT 1)
    UNION ALL
    (SELECT 'best_session_volume', NULL, NULL, sum(volume), day FROM lifted
      GROUP BY day HAVING sum(volume) > 0 ORDER BY sum(volume) DESC, day LIMIT 1)
    UNION ALL
    (SELECT 'longest_duration', NULL, NULL, duration_ms, day FROM lifted
      WHERE duration_ms > 0 ORDER BY duration_ms DESC, day, set_id LIMIT 1)
    UNION ALL
    (SELECT 'rep_max', n, best.lbs, NULL, best.day FROM generate_series(1, ${repMaxCount}) AS n
      CROSS JOIN LATERAL (SELECT lbs, day FROM candidates WHERE reps >= n AND lbs > 0 ORDER BY lbs DESC, day LIMIT 1) AS best)
    ) AS records`.execute(db);
  return rows;
}

export interface LoggedLiftRow {
  name: string;
  /** 'YYYY-MM-DD' */
  last_day: string;
  days: number;
}

/**
 * The lifts the user has logged (at least one counted set), one row per name ignoring case (the
 * name of its latest exercise), most recent first, then by name; at most `limit` rows. One
 * statement: the user's exercises by exercises_user_name_idx, their sessions' days, and an
 * existence probe of a counted set per exercise through the sets' exercise index.
 */
export async function loggedLifts(db: Kysely<Database>, userId: number, limit: number): Promise<LoggedLiftRow[]> {
  const { rows } = await sql<LoggedLiftRow>`
    SELECT (array_agg(e.name ORDER BY s.session_date DESC, e.id DESC))[1] AS name,
      max(s.session_date) AS last_day, count(DISTINCT s.session_date)::int AS days
    FROM exercises AS e
    JOIN sessions AS s ON s.id = e.session_id
    WHERE e.user_id = ${userId} AND s.user_id = ${userId}
      AND EXISTS (SELECT 1 FROM sets AS st WHERE st.exercise_id = e.id AND ${countedSet('st')})
    GROUP BY lower(e.name)
    ORDER BY last_day DESC, name
    LIMIT ${limit}`.execute(db);
  return rows;
}
