// SQL of routines (issue 30). A routine carries its owner's user_id; its exercises and sets are
// reached through it, so every query here is scoped by (routine id, user id): another lifter's
// routine is simply not found. Reads let PostgreSQL build the nested JSON (one statement per
// routine however many exercises and sets it holds); writes send the whole list as one jsonb
// parameter and expand it with jsonb_to_recordset, so saving 30 exercises of 30 sets is a handful
// of statements, not hundreds.
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { ExerciseType, Routine, RoutineListItem, WeightUnit } from '@liftbook/shared/contract';
import type { Database } from '../../db/schema.js';
import { isoTimestamp } from '../exercises/queries.js';
import { createSession, sessionColumns, type SessionRecord } from '../sessions/queries.js';
import { LOADABLE_STEP } from '@liftbook/shared/set-rules';
import type { SetValues } from '../sets/schemas.js';
import type { RoutineExerciseValues, RoutineValues } from './schemas.js';

/** A routine exercise ready to store: its name resolved as exercises resolve theirs, its unit the lifter's when it gave none. */
export type ResolvedRoutineExercise = Omit<RoutineExerciseValues, 'source' | 'weight_unit'> & {
  name: string;
  dictionary_exercise_id: number | null;
  weight_unit: WeightUnit;
};

const routineSetJson = (s: string) => {
  const c = (name: string) => sql.ref(`${s}.${name}`);
  return sql`json_build_object(
    'kind', ${c('kind')}, 'reps_min', ${c('reps_min')}, 'reps_max', ${c('reps_max')}, 'weight', ${c('weight')},
    'percent_of_tm', ${c('percent_of_tm')}, 'duration', ${c('duration_ms')}, 'distance', ${c('distance_m')},
    'rpe', ${c('rpe')}, 'rest_seconds', ${c('rest_seconds')}
  )`;
};

/** The routine row aliased `alias` as the wire Routine, its exercises and their sets in order. */
function routineJson(alias: string): RawBuilder<Routine> {
  const r = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<Routine>`json_build_object(
    'id', ${r('id')},
    'name', ${r('name')},
    'exercises', coalesce((
      SELECT json_agg(json_build_object(
        'id', re.id, 'position', re.position, 'name', re.name, 'type', re.type,
        'dictionary_exercise_id', re.dictionary_exercise_id, 'variation', re.variation, 'note', re.note,
        'superset_group', re.superset_group, 'weight_unit', re.weight_unit, 'training_max', re.training_max,
        'progression', re.progression, 'failures', re.failures, 'cycle_week', re.cycle_week,
        'sets', coalesce((
          SELECT json_agg(${routineSetJson('rs')} ORDER BY rs.position)
          FROM routine_sets AS rs WHERE rs.routine_exercise_id = re.id
        ), '[]'::json)
      ) ORDER BY re.position)
      FROM routine_exercises AS re WHERE re.routine_id = ${r('id')}
    ), '[]'::json),
    'created_at', ${isoTimestamp(`${alias}.created_at`)},
    'updated_at', ${isoTimestamp(`${alias}.updated_at`)}
  )`;
}

/** The user's routines, the most recently changed first, each in a line. Served by routines_user_updated_idx. */
export async function listRoutines(db: Kysely<Database>, userId: number): Promise<RoutineListItem[]> {
  const { rows } = await sql<RoutineListItem>`
    SELECT r.id, r.name,
           (SELECT count(*)::int FROM routine_exercises AS re WHERE re.routine_id = r.id) AS exercise_count,
           (SELECT count(*)::int FROM routine_exercises AS re JOIN routine_sets AS rs ON rs.routine_exercise_id = re.id WHERE re.routine_id = r.id) AS set_count,
           ${isoTimestamp('r.updated_at')} AS updated_at
    FROM routines AS r
    WHERE r.user_id = ${userId}
    ORDER BY r.updated_at DESC, r.id DESC`.execute(db);
  return rows;
}

/** The user's routine as the wire Routine; undefined when it is not theirs. */
export async function findRoutine(db: Kysely<Database>, userId: number, routineId: number): Promise<Routine | undefined> {
  const { rows } = await sql<{ routine: Routine }>`
    SELECT ${routineJson('r')} AS routine FROM routines AS r WHERE r.id = ${routineId} AND r.user_id = ${userId}`.execute(db);
  return rows[0]?.routine;
}

/** Locks the user's routine until the transaction ends (writers of one routine go one at a time); false when it is not theirs. */
export async function lockRoutine(trx: Transaction<Database>, userId: number, routineId: number): Promise<boolean> {
  const row = await trx.selectFrom('routines').select('id').where('id', '=', routineId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/**
 * A new routine of the user's; undefined when they already have `max` (each routine may hold 900
 * sets: no lifter stores without bound). Counted under a lock on the user's row, so two creates at
 * once cannot both pass the limit.
 */
export async function insertRoutine(trx: Transaction<Database>, userId: number, name: string, max: number): Promise<number | undefined> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  const { n } = await trx
    .selectFrom('routines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= max) return undefined;
  const row = await trx.insertInto('routines').values({ user_id: userId, name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Renames the routine; its updated_at moves (the trigger), so an edit lists it first. */
export async function renameRoutine(trx: Transaction<Database>, routineId: number, name: string): Promise<void> {
  await trx.updateTable('routines').set({ name }).where('id', '=', routineId).execute();
}

/** Where a routine exercise's name comes from: a dictionary exercise's id, or a typed name. */
export type RoutineNameSource = { kind: 'dictionary'; id: number } | { kind: 'name'; name: string };

/**
 * Every exercise name of a routine resolved at once, as an exercise resolves its own (a dictionary
 * id to its entry; a typed name, any case, to the dictionary's exercise of that name, else the
 * lifter's custom one, else a custom one made now): one statement whatever the routine's size,
 * where one lookup per exercise made saving 30 exercises take hundreds of round trips. Answers
 * each source's naming in order; null for a dictionary id that is not in the dictionary. A custom
 * name made at the same moment by another request keeps the spelling typed here.
 */
export async function resolveRoutineNames(
  trx: Transaction<Database>,
  userId: number,
  sources: readonly RoutineNameSource[],
): Promise<Array<{ name: string; dictionary_exercise_id: number | null } | null>> {
  if (sources.length === 0) return [];
  const wanted = sources.map((source, i) => (source.kind === 'dictionary' ? { i, id: source.id, name: null } : { i, id: null, name: source.name }));
  const { rows } = await sql<{ i: number; name: string | null; dictionary_exercise_id: number | null }>`
    WITH wanted AS MATERIALIZED (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) AS w(i integer, id integer, name text)
    ),
    by_name AS MATERIALIZED (
      SELECT w.i, w.name, d.id AS dictionary_id, d.name AS dictionary_name, c.name AS custom_name
      FROM wanted AS w
      LEFT JOIN LATERAL (SELECT id, name FROM dictionary_exercises WHERE lower(name) = lower(w.name) ORDER BY id LIMIT 1) AS d ON true
      LEFT JOIN LATERAL (
        SELECT name FROM custom_exercises WHERE user_id = ${userId} AND lower(name) = lower(w.name) ORDER BY id LIMIT 1
      ) AS c ON d.id IS NULL
      WHERE w.name IS NOT NULL
    ),
    made AS (
      INSERT INTO custom_exercises (user_id, name)
      SELECT DISTINCT ON (lower(b.name)) ${userId}::integer, b.name FROM by_name AS b
      WHERE b.dictionary_id IS NULL AND b.custom_name IS NULL
      ORDER BY lower(b.name), b.i
      ON CONFLICT DO NOTHING
      RETURNING name
    )
    SELECT w.i, coalesce(d.id, b.dictionary_id) AS dictionary_exercise_id,
           coalesce(d.name, b.dictionary_name, b.custom_name, m.name, b.name) AS name
    FROM wanted AS w
    LEFT JOIN dictionary_exercises AS d ON w.id IS NOT NULL AND d.id = w.id
    LEFT JOIN by_name AS b ON b.i = w.i
    LEFT JOIN made AS m ON lower(m.name) = lower(b.name)
    ORDER BY w.i`.execute(trx);
  return rows.map((row) => (row.name === null ? null : { name: row.name, dictionary_exercise_id: row.dictionary_exercise_id }));
}

/** The routine's exercises as they are, for matching an edit to them. */
export async function currentExercises(
  trx: Transaction<Database>,
  routineId: number,
): Promise<Array<{ id: number; name: string; variation: string | null; type: ExerciseType }>> {
  return trx.selectFrom('routine_exercises').select(['id', 'name', 'variation', 'type']).where('routine_id', '=', routineId).orderBy('position').execute();
}

/**
 * Makes the routine's exercises exactly `exercises`, in that order: those with an id (the
 * routine's own, checked by the caller) are rewritten in place and keep their progression state
 * and id (sessions started from them stay linked); the others are inserted; the routine's other
 * exercises go. Every set is rewritten. Positions are unique per routine, checked at commit, so
 * a reorder can move exercises past each other. Call with the routine locked.
 */
export async function writeRoutineExercises(trx: Transaction<Database>, routineId: number, exercises: readonly ResolvedRoutineExercise[]): Promise<void> {
  const rows = exercises.map(({ sets, ...exercise }, index) => ({ ...exercise, position: index + 1 }));
  const recordset = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(
    id integer, position integer, name text, dictionary_exercise_id integer, type text, variation text, note text,
    superset_group integer, weight_unit text, training_max numeric, progression jsonb, failures integer, cycle_week integer)`;
  const kept = rows.filter((r) => r.id !== null).map((r) => r.id!);
  await trx
    .deleteFrom('routine_exercises')
    .where('routine_id', '=', routineId)
    .$if(kept.length > 0, (q) => q.where('id', 'not in', kept))
    .execute();
  await sql`DELETE FROM routine_sets WHERE routine_exercise_id IN (SELECT id FROM routine_exercises WHERE routine_id = ${routineId})`.execute(trx);
  await sql`
    UPDATE routine_exercises AS re
    SET position = v.position, name = v.name, dictionary_exercise_id = v.dictionary_exercise_id, type = v.type, variation = v.variation,
        note = v.note, superset_group = v.superset_group, weight_unit = v.weight_unit, training_max = v.training_max, progression = v.progression
    FROM ${recordset}
    WHERE v.id IS NOT NULL AND re.id = v.id AND re.routine_id = ${routineId}`.execute(trx);
  await sql`
    INSERT INTO routine_exercises (routine_id, position, name, dictionary_exercise_id, type, variation, note, superset_group, weight_unit, training_max,
                                   progression, failures, cycle_week)
    SELECT ${routineId}::integer, v.position, v.name, v.dictionary_exercise_id, v.type, v.variation, v.note, v.superset_group, v.weight_unit, v.training_max,
           v.progression, coalesce(v.failures, 0), coalesce(v.cycle_week, 1)
    FROM ${recordset}
    WHERE v.id IS NULL`.execute(trx);
  const sets = exercises.flatMap((e, index) => e.sets.map((s, j) => ({ exercise_position: index + 1, position: j + 1, ...s })));
  await sql`
    INSERT INTO routine_sets (routine_exercise_id, position, kind, reps_min, reps_max, weight, percent_of_tm, duration_ms, distance_m, rpe, rest_seconds)
    SELECT re.id, v.position, v.kind, v.reps_min, v.reps_max, v.weight, v.percent_of_tm, v.duration_ms, v.distance_m, v.rpe, v.rest_seconds
    FROM jsonb_to_recordset(${JSON.stringify(sets)}::jsonb) AS v(
      exercise_position integer, position integer, kind text, reps_min integer, reps_max integer, weight numeric, percent_of_tm numeric,
      duration_ms bigint, distance_m numeric, rpe numeric, rest_seconds integer)
    JOIN routine_exercises AS re ON re.routine_id = ${routineId} AND re.position = v.exercise_position`.execute(trx);
}

/** Deletes the user's routine with its exercises and sets; sessions started from it stay (SET NULL). */
export async function deleteRoutine(db: Kysely<Database>, userId: number, routineId: number): Promise<boolean> {
  const result = await db.deleteFrom('routines').where('id', '=', routineId).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * A copy of the user's routine named `name`: every exercise (with its rule and its state) and
 * set, in order. Undefined when the routine is not theirs; 'full' when they have `max` routines.
 */
export async function duplicateRoutine(
  trx: Transaction<Database>,
  userId: number,
  routineId: number,
  name: (from: string) => string,
  max: number,
): Promise<number | 'full' | undefined> {
  const source = await trx.selectFrom('routines').select(['id', 'name']).where('id', '=', routineId).where('user_id', '=', userId).executeTakeFirst();
  if (source === undefined) return undefined;
  const copy = await insertRoutine(trx, userId, name(source.name), max);
  if (copy === undefined) return 'full';
  await sql`
    INSERT INTO routine_exercises (routine_id, position, name, dictionary_exercise_id, type, variation, note, superset_group, weight_unit,
                                   training_max, progression, failures, cycle_week)
    SELECT ${copy}::integer, position, name, dictionary_exercise_id, type, variation, note, superset_group, weight_unit,
           training_max, progression, failures, cycle_week
    FROM routine_exercises WHERE routine_id = ${source.id}`.execute(trx);
  await sql`
    INSERT INTO routine_sets (routine_exercise_id, position, kind, reps_min, reps_max, weight, percent_of_tm, duration_ms, distance_m, rpe, rest_seconds)
    SELECT copy.id, rs.position, rs.kind, rs.reps_min, rs.reps_max, rs.weight, rs.percent_of_tm, rs.duration_ms, rs.distance_m, rs.rpe, rs.rest_seconds
    FROM routine_exercises AS original
    JOIN routine_sets AS rs ON rs.routine_exercise_id = original.id
    JOIN routine_exercises AS copy ON copy.routine_id = ${copy} AND copy.position = original.position
    WHERE original.routine_id = ${source.id}`.execute(trx);
  return copy;
}

/** What "Save as routine" reads of a session's exercise: what it is, and its sets (logged, else planned). */
export interface SessionExerciseForRoutine {
  name: string;
  dictionary_exercise_id: number | null;
  type: ExerciseType;
  variation: string | null;
  notes: string | null;
  superset_group: number | null;
  sets: Array<Omit<SetValues, 'notes'> & { reps_max: number | null; rest_seconds: number | null }>;
}

/**
 * The user's session's exercises by position, each with its logged sets by number, or, when it
 * has none logged, its planned sets still to log by position. Undefined when the session is not
 * theirs. One statement.
 */
export async function sessionExercisesForRoutine(db: Kysely<Database>, userId: number, sessionId: number): Promise<SessionExerciseForRoutine[] | undefined> {
  const session = await db.selectFrom('sessions').select('id').where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
  if (session === undefined) return undefined;
  const { rows } = await sql<SessionExerciseForRoutine>`
    SELECT e.name, e.dictionary_exercise_id, e.type, e.variation, e.notes, e.superset_group,
           coalesce(
             (SELECT json_agg(json_build_object('kind', s.kind, 'weight', s.weight, 'weight_unit', s.weight_unit, 'reps', s.reps,
                       'duration_ms', s.duration_ms, 'distance_m', s.distance_m, 'rpe', s.rpe, 'reps_max', NULL, 'rest_seconds', NULL)
                     ORDER BY s.set_number, s.id)
              FROM sets AS s WHERE s.exercise_id = e.id),
             (SELECT json_agg(json_build_object('kind', p.kind, 'weight', p.weight, 'weight_unit', p.weight_unit, 'reps', p.reps,
                       'duration_ms', p.duration_ms, 'distance_m', p.distance_m, 'rpe', p.rpe, 'reps_max', p.reps_max, 'rest_seconds', p.rest_seconds)
                     ORDER BY p.position)
              FROM planned_sets AS p WHERE p.exercise_id = e.id AND p.logged_set_id IS NULL),
             '[]'::json
           ) AS sets
    FROM exercises AS e
    WHERE e.session_id = ${sessionId} AND e.user_id = ${userId}
    ORDER BY e.position, e.id`.execute(db);
  return rows;
}

/** The routine exercises' names as stored, for Start to resolve custom names as exercises do. */
export async function routineExerciseNames(
  trx: Transaction<Database>,
  routineId: number,
): Promise<Array<{ id: number; name: string; dictionary_exercise_id: number | null }>> {
  return trx.selectFrom('routine_exercises').select(['id', 'name', 'dictionary_exercise_id']).where('routine_id', '=', routineId).orderBy('position').execute();
}

/**
 * A % of the training max as a weight a lifter can load: rounded down to the unit's step
 * (numeric arithmetic: 72.5% of 102.5 kg is 74.3125 -> 74.25 kg exactly), never over the api's
 * 2000.
 */
const step = sql`(CASE re.weight_unit WHEN 'kg' THEN ${LOADABLE_STEP.kg}::numeric ELSE ${LOADABLE_STEP.lbs}::numeric END)`;
const plannedWeight = sql`CASE WHEN rs.percent_of_tm IS NULL OR re.training_max IS NULL THEN rs.weight
  ELSE least(floor(rs.percent_of_tm * re.training_max / 100 / ${step}) * ${step}, 2000) END`;

/**
 * Start: the user's routine as a new session on `sessionDate` (type: the routine's name), its
 * exercises in the routine's order (each linked to its routine exercise, with the routine's note as
 * its notes and its superset group), and their planned sets: reps the target's bottom, reps_max
 * its top, the weight absolute or worked out from the training max, rest, RPE and kind. Names
 * are `names` (resolved by the caller as exercises resolve theirs). Call in a transaction with the
 * routine locked; undefined when the routine is not the user's.
 */
export async function startRoutine(
  trx: Transaction<Database>,
  userId: number,
  routineId: number,
  sessionDate: string,
  names: ReadonlyMap<number, { name: string; dictionary_exercise_id: number | null }>,
): Promise<SessionRecord | undefined> {
  const routine = await trx.selectFrom('routines').select(['id', 'name']).where('id', '=', routineId).where('user_id', '=', userId).executeTakeFirst();
  if (routine === undefined) return undefined;
  const created = await createSession(trx, userId, { session_date: sessionDate, session_type: routine.name, notes: null });
  const session = await trx
    .updateTable('sessions')
    .set({ routine_id: routine.id })
    .where('id', '=', created.id)
    .returning(sessionColumns)
    .executeTakeFirstOrThrow();
  const naming = [...names].map(([id, n]) => ({ id, ...n }));
  await sql`
    INSERT INTO exercises (session_id, user_id, session_date, name, variation, notes, type, dictionary_exercise_id, position, routine_exercise_id, superset_group)
    SELECT s.id, s.user_id, s.session_date, coalesce(n.name, re.name), re.variation, re.note, re.type,
           CASE WHEN n.id IS NULL THEN re.dictionary_exercise_id ELSE n.dictionary_exercise_id END,
           re.position, re.id, re.superset_group
    FROM routine_exercises AS re
    JOIN sessions AS s ON s.id = ${session.id} AND s.user_id = ${userId}
    LEFT JOIN jsonb_to_recordset(${JSON.stringify(naming)}::jsonb) AS n(id integer, name text, dictionary_exercise_id integer) ON n.id = re.id
    WHERE re.routine_id = ${routine.id}`.execute(trx);
  await sql`
    INSERT INTO planned_sets (exercise_id, position, kind, weight, weight_unit, reps, reps_max, duration_ms, distance_m, rpe, rest_seconds)
    SELECT e.id, rs.position, rs.kind, w.weight, CASE WHEN w.weight IS NULL THEN NULL ELSE re.weight_unit END,
           rs.reps_min, rs.reps_max, rs.duration_ms, rs.distance_m, rs.rpe, rs.rest_seconds
    FROM exercises AS e
    JOIN routine_exercises AS re ON re.id = e.routine_exercise_id
    JOIN routine_sets AS rs ON rs.routine_exercise_id = re.id
    CROSS JOIN LATERAL (SELECT ${plannedWeight} AS weight) AS w
    WHERE e.session_id = ${session.id}`.execute(trx);
  return session;
}

/** The routines an import staged (a Liftbook export's), in the file's order. */
export async function stagedRoutines(trx: Transaction<Database>, importId: number): Promise<RoutineValues[]> {
  // The programs staged beside them (tagged `program`, imports/queries.ts) are not routines.
  const { rows } = await sql<{ routines: RoutineValues[] }>`
    SELECT coalesce(jsonb_agg(r.value ORDER BY r.n) FILTER (WHERE NOT r.value ? 'program'), '[]'::jsonb) AS routines
    FROM imports AS i CROSS JOIN LATERAL jsonb_array_elements(i.staged_routines) WITH ORDINALITY AS r(value, n)
    WHERE i.id = ${importId}`.execute(trx);
  return rows[0]?.routines ?? [];
}

/** Whether the user has a routine of this name (any case). */
export async function hasRoutineNamed(trx: Transaction<Database>, userId: number, name: string): Promise<boolean> {
  const there = await trx
    .selectFrom('routines')
    .select('id')
    .where('user_id', '=', userId)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst();
  return there !== undefined;
}

/** Marks a routine as written by an import (its undo removes it, unless edited since). */
export async function markRoutineImported(trx: Transaction<Database>, routineId: number, importId: number): Promise<void> {
  await trx.updateTable('routines').set({ import_id: importId }).where('id', '=', routineId).execute();
}
