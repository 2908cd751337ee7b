// SQL of an export: everything one lifter owns. The sessions, with their exercises and sets, are
// read in keyset pages of PAGE_SESSIONS sessions (date, then id, after the last one sent), each
// page one statement on a connection taken from the pool and given back at once. The client's pace
// decides when the next page is asked for, and nothing is held while it waits: an export never
// keeps a pooled connection, a transaction or a cursor open across a slow or stalled download
// (ten unread downloads used to hold the whole pool). Memory stays one page whatever the history.
//
// What that gives up: the file is not one snapshot of the log. Each page is (one statement), and a
// page holds whole sessions, so every session comes out whole with its exercises and sets as they
// were at one moment. A session logged, edited or deleted while the file downloads may or may not
// be in it, like one logged a second after the download ended; an export is read while the lifter
// is not logging.
import { sql, type Kysely } from 'kysely';
import type { WeightUnit } from '@liftbook/shared/contract';
import type { Database } from '../../db/schema.js';
import type { ExportGoal, ExportProgram, ExportRoutine, ExportRow } from './export-format.js';

/** Sessions per page: a lifter's few hundred sets, some tens of KB of text. */
export const PAGE_SESSIONS = 100;

export interface OpenExport {
  weightUnit: WeightUnit;
  customExercises: string[];
  goals: ExportGoal[];
  routines: ExportRoutine[];
  programs: ExportProgram[];
  /**
   * Every session, oldest first (date, then id), with its exercises by position and their sets by
   * number: one row per set, and one row for a session without exercises or an exercise without
   * sets. Handed out a page (PAGE_SESSIONS whole sessions) at a time, each read when asked for.
   */
  batches(): AsyncGenerator<ExportRow[]>;
}

/** The page of sessions after (date, id), whole, in export order; one statement. */
async function page(db: Kysely<Database>, userId: number, after: { date: string; id: number } | undefined, size: number): Promise<ExportRow[]> {
  const afterClause = after === undefined ? sql`` : sql`AND (s.session_date, s.id) > (${after.date}::date, ${after.id})`;
  // The exercises' user_id is in the join too: a row of another lifter can never come along.
  const result = await sql<ExportRow>`
    WITH page AS (
      SELECT s.id FROM sessions AS s
      WHERE s.user_id = ${userId} ${afterClause}
      ORDER BY s.session_date, s.id
      LIMIT ${size}
    )
    SELECT s.id AS session_id, s.session_date, s.session_type, s.notes AS session_notes,
           to_char(s.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started_at,
           to_char(s.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finished_at,
           r.name AS routine,
           e.id AS exercise_id, e.name AS exercise_name, e.variation, e.type AS exercise_type, e.notes AS exercise_notes, e.superset_group,
           p.planned_sets,
           t.set_number, t.kind, t.weight, t.weight_unit, t.reps, t.duration_ms, t.distance_m, t.rpe, t.notes AS set_notes
    FROM page
    JOIN sessions AS s ON s.id = page.id AND s.user_id = ${userId}
    LEFT JOIN routines AS r ON r.id = s.routine_id AND r.user_id = s.user_id
    LEFT JOIN exercises AS e ON e.session_id = s.id AND e.user_id = s.user_id
    -- The exercise's plan still to log (a plan, not a log: never a set row), on each of its rows.
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object(
        'kind', ps.kind, 'weight', ps.weight, 'weight_unit', ps.weight_unit, 'reps', ps.reps, 'reps_max', ps.reps_max,
        'duration_ms', ps.duration_ms, 'distance_m', ps.distance_m, 'rpe', ps.rpe, 'rest_seconds', ps.rest_seconds,
        'skipped', ps.skipped_at IS NOT NULL
      ) ORDER BY ps.position) AS planned_sets
      FROM planned_sets AS ps WHERE ps.exercise_id = e.id AND ps.logged_set_id IS NULL
    ) AS p ON true
    LEFT JOIN sets AS t ON t.exercise_id = e.id
    ORDER BY s.session_date, s.id, e.position, e.id, t.set_number`.execute(db);
  return result.rows;
}

/** Opens the lifter's export: the small parts read now, the sessions a page at a time as they are asked for. */
export async function openExport(db: Kysely<Database>, userId: number, pageSessions = PAGE_SESSIONS): Promise<OpenExport> {
  const user = await db.selectFrom('users').select('weight_unit').where('id', '=', userId).executeTakeFirst();
  const customExercises = await db
    .selectFrom('custom_exercises')
    .select('name')
    .where('user_id', '=', userId)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  const goals = await db
    .selectFrom('goals')
    .select(['exercise_name', 'current_weight', 'current_reps', 'target_weight', 'target_reps', 'target_date', 'status'])
    .where('user_id', '=', userId)
    .orderBy('target_date')
    .orderBy('id')
    .execute();
  // Each routine with its exercises and sets in order, built by PostgreSQL: one statement.
  const routines = await sql<{ routine: ExportRoutine }>`
    SELECT json_build_object('name', r.name, 'exercises', coalesce((
      SELECT json_agg(json_build_object(
        'name', re.name, 'type', re.type, 'variation', re.variation, 'note', re.note, 'superset_group', re.superset_group,
        'weight_unit', re.weight_unit, 'training_max', re.training_max, 'progression', re.progression,
        'failures', re.failures, 'cycle_week', re.cycle_week,
        'sets', coalesce((
          SELECT json_agg(json_build_object(
            'kind', rs.kind, 'reps_min', rs.reps_min, 'reps_max', rs.reps_max, 'weight', rs.weight, 'percent_of_tm', rs.percent_of_tm,
            'duration', rs.duration_ms, 'distance', rs.distance_m, 'rpe', rs.rpe, 'rest_seconds', rs.rest_seconds
          ) ORDER BY rs.position)
          FROM routine_sets AS rs WHERE rs.routine_exercise_id = re.id
        ), '[]'::json)
      ) ORDER BY re.position)
      FROM routine_exercises AS re WHERE re.routine_id = r.id
    ), '[]'::json)) AS routine
    FROM routines AS r
    WHERE r.user_id = ${userId}
    ORDER BY r.created_at, r.id`.execute(db);
  // Each program with its routines by name in order (ids do not travel), and the one next.
  const programs = await sql<{ program: ExportProgram }>`
    SELECT json_build_object('name', p.name, 'built_in', p.built_in, 'next', n.name, 'routines', coalesce((
      SELECT json_agg(r.name ORDER BY pr.position)
      FROM program_routines AS pr JOIN routines AS r ON r.id = pr.routine_id AND r.user_id = p.user_id
      WHERE pr.program_id = p.id
    ), '[]'::json)) AS program
    FROM programs AS p
    LEFT JOIN routines AS n ON n.id = p.next_routine_id AND n.user_id = p.user_id
    WHERE p.user_id = ${userId}
    ORDER BY p.created_at, p.id`.execute(db);
  return {
    weightUnit: user?.weight_unit ?? 'lbs',
    programs: programs.rows.map((row) => row.program),
    customExercises: customExercises.map((row) => row.name),
    goals,
    routines: routines.rows.map((row) => row.routine),
    batches: async function* batches() {
      let after: { date: string; id: number } | undefined;
      for (;;) {
        const rows = await page(db, userId, after, pageSessions);
        const last = rows.at(-1);
        if (last === undefined) return;
        yield rows;
        // A short page was the last one: no statement to learn that nothing follows.
        if (new Set(rows.map((row) => row.session_id)).size < pageSessions) return;
        after = { date: last.session_date, id: last.session_id };
      }
    },
  };
}
