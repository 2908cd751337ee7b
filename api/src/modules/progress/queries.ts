// SQL of progress and personal records. Both read one lifter's sets of one exercise name through
// exercises_user_name_idx (user_id, lower(name)): the user id is in the WHERE clause, so another
// lifter's sets never count. Each answer is ONE statement: PostgreSQL converts, groups and picks
// the records, so the count of round trips does not grow with years of history.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { PersonalRecords } from '@liftbook/shared/contract';
import type { Database } from '../../db/schema.js';
import { E1RM_MAX_REPS, LBS_PER_KG, REP_MAX_COUNT } from './schemas.js';

/**
 * The sets of the user's exercises named `name` (tidied; compared with lower() as the index is),
 * from `since` on ('YYYY-MM-DD', or null for all time): day, set id, reps, and the weight in lbs
 * (kg × 2.20462; a weight without a unit is lbs, spec §3), unrounded. float8, not numeric: the
 * arithmetic over years of sets is several times cheaper, and every answer is rounded to 0.01.
 */
function liftedSets(userId: number, name: string, since: string | null): RawBuilder<unknown> {
  return sql`
    SELECT s.session_date AS day, st.id AS set_id, st.reps,
           CASE WHEN st.weight_unit = 'kg' THEN st.weight::float8 * ${sql.lit(LBS_PER_KG)} ELSE st.weight::float8 END AS lbs
    FROM exercises AS e
    JOIN sessions AS s ON s.id = e.session_id
    JOIN sets AS st ON st.exercise_id = e.id
    WHERE e.user_id = ${userId} AND lower(e.name) = lower(${name})
    ${since === null ? sql`` : sql`AND s.session_date >= ${since}::date`}`;
}

/**
 * Epley's estimated 1RM of a set in lbs: the weight itself for a single, weight × (1 + reps / 30)
 * for 2–12 reps; null outside 1–12 reps or without a weight above 0.
 */
const e1rm = sql`CASE
    WHEN lbs > 0 AND reps = 1 THEN lbs
    WHEN lbs > 0 AND reps BETWEEN 2 AND ${sql.lit(E1RM_MAX_REPS)} THEN lbs * (1 + reps::float8 / 30)
  END`;

/** A DATE in the wire form of a calendar day ("2026-11-20T00:00:00.000Z"). */
const isoDay = (column: string) => sql`to_char(${sql.ref(column)}, 'YYYY-MM-DD"T00:00:00.000Z"')`;

export interface ProgressRow {
  /** 'YYYY-MM-DD' (the pool reads DATE as text). */
  day: string;
  max_weight: number | null;
  max_reps: number | null;
  total_volume: number | null;
  best_e1rm: number | null;
}

/** One row per session day (UTC date), oldest first; lbs rounded to 0.01 after summing. */
export async function progressByDay(db: Kysely<Database>, userId: number, name: string, since: string | null): Promise<ProgressRow[]> {
  const { rows } = await sql<ProgressRow>`
    WITH lifted AS (${liftedSets(userId, name, since)})
    SELECT day,
           round(max(lbs)::numeric, 2) AS max_weight,
           max(reps) AS max_reps,
           round(sum(lbs * reps)::numeric, 2) AS total_volume,
           round(max(${e1rm})::numeric, 2) AS best_e1rm
    FROM lifted
    GROUP BY day
    ORDER BY day`.execute(db);
  return rows;
}

/**
 * The user's personal records for the exercise named `name`, all time, in one statement (the CTE
 * is read five times and computed once). Ties go to the earliest day (when the record was set),
 * then the earliest logged set. Sets of 0 lbs set no weight record; most reps counts any set.
 */
export async function personalRecords(db: Kysely<Database>, userId: number, name: string): Promise<PersonalRecords> {
  const { rows } = await sql<PersonalRecords>`
    WITH lifted AS MATERIALIZED (${liftedSets(userId, name, null)}),
    -- The best set of each rep count, counts of 10 and more together: the nRM is the best of the
    -- buckets n and above (reps >= n), so the ten rep maxes read 10 rows, not the history 10 times.
    rep_buckets AS MATERIALIZED (
      SELECT DISTINCT ON (least(reps, ${sql.lit(REP_MAX_COUNT)})) least(reps, ${sql.lit(REP_MAX_COUNT)}) AS bucket, lbs, day, set_id
      FROM lifted WHERE lbs > 0 AND reps > 0
      ORDER BY least(reps, ${sql.lit(REP_MAX_COUNT)}), lbs DESC, day, set_id
    )
    SELECT
      (SELECT json_build_object('weight', round(lbs::numeric, 2), 'reps', reps, 'date', ${isoDay('day')})
         FROM lifted WHERE lbs > 0
         ORDER BY lbs DESC, reps DESC NULLS LAST, day, set_id LIMIT 1) AS heaviest_set,
      (SELECT json_build_object('e1rm', round(estimate::numeric, 2), 'weight', round(lbs::numeric, 2), 'reps', reps, 'date', ${isoDay('day')})
         FROM (SELECT lifted.*, ${e1rm} AS estimate FROM lifted) AS estimated WHERE estimate IS NOT NULL
         ORDER BY estimate DESC, day, set_id LIMIT 1) AS best_e1rm,
      (SELECT json_build_object('reps', reps, 'weight', round(lbs::numeric, 2), 'date', ${isoDay('day')})
         FROM lifted WHERE reps > 0
         ORDER BY reps DESC, lbs DESC NULLS LAST, day, set_id LIMIT 1) AS most_reps,
      (SELECT json_build_object('volume', round(volume::numeric, 2), 'date', ${isoDay('day')})
         FROM (SELECT day, sum(lbs * reps) AS volume FROM lifted GROUP BY day) AS days WHERE volume > 0
         ORDER BY volume DESC, day LIMIT 1) AS best_session_volume,
      (SELECT json_agg(json_build_object('reps', n, 'weight', round(best.lbs::numeric, 2), 'date', ${isoDay('best.day')}) ORDER BY n)
         FROM generate_series(1, ${sql.lit(REP_MAX_COUNT)}) AS n
         LEFT JOIN LATERAL (
           SELECT lbs, day FROM rep_buckets WHERE bucket >= n ORDER BY lbs DESC, day, set_id LIMIT 1
         ) AS best ON true) AS rep_maxes`.execute(db);
  return rows[0]!;
}
