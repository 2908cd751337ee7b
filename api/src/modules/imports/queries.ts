// SQL of imports. Every query is scoped by the lifter's user id. The finish and the undo are
// set-based: PostgreSQL turns the staged jsonb workouts into sessions, exercises and sets (and
// removes them again) a few statements per batch of workouts, whatever their number, so a
// three-year history neither crosses the wire twice nor sits in the api's memory.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ImportChangedWorkout, ImportCheck, ImportFinishInput, ImportProgramInput, ImportSource, ImportUndoResult } from '@liftbook/shared/contract';
import type { Database } from '../../db/schema.js';
import type { GoalValues } from '../goals/schemas.js';
import { addImportedRoutines } from '../routines/from-import.js';
import type { RoutineValues } from '../routines/schemas.js';
import { workoutDifferences, type ComparedWorkout } from './differences.js';
import { loggedWorkouts, sessionWorkout, workoutKey, workoutLifts } from './fingerprint.js';
import { importRecordSchema, type CheckedWorkout } from './schemas.js';

/**
 * The finish writes staged workouts in batches of about this many sets (whole workouts, at most
 * FINISH_BATCH_WORKOUTS): each statement stays far below the statement timeout whatever the file.
 */
export const FINISH_BATCH_SETS = 5000;
export const FINISH_BATCH_WORKOUTS = 500;
/** An open import left this long is abandoned: the purge (and the lifter's next start) drops it with its staged workouts. */
export const STALE_OPEN_IMPORT = '1 hour';
export const STALE_OPEN_IMPORT_MS = 60 * 60 * 1000;

/** The columns of an ImportRecord, as its response schema requires them. */
const RECORD_COLUMNS = importRecordSchema.required;

export async function findDoneImportByChecksum(db: Kysely<Database>, userId: number, checksum: string) {
  return db
    .selectFrom('imports')
    .select(RECORD_COLUMNS)
    .where('user_id', '=', userId)
    .where('checksum', '=', checksum)
    .where('status', '=', 'done')
    .executeTakeFirst();
}

/** Drops the lifter's abandoned open imports (stale ones, and earlier attempts at the same file) with their staged rows. */
export async function dropAbandonedImports(db: Kysely<Database>, userId: number, checksum: string): Promise<void> {
  await db
    .deleteFrom('imports')
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .where((eb) => eb.or([eb('checksum', '=', checksum), eb('created_at', '<', sql<Date>`now() - ${STALE_OPEN_IMPORT}::interval`)]))
    .execute();
}

/** Every lifter's abandoned open imports (older than STALE_OPEN_IMPORT), with their staged rows; how many went. */
export async function purgeAbandonedImports(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('imports')
    .where('status', '=', 'open')
    .where('created_at', '<', sql<Date>`now() - ${STALE_OPEN_IMPORT}::interval`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The lifter's open imports: how many, and when the oldest started. */
export async function openImportsOf(db: Kysely<Database>, userId: number): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('imports')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest === null ? null : new Date(row.oldest as unknown as string) };
}

/** Bytes the lifter's open imports hold staged (their workouts' stored jsonb, which is kept uncompressed). */
export async function stagedBytesOf(db: Kysely<Database>, userId: number): Promise<number> {
  const result = await sql<{ bytes: number | null }>`
    SELECT sum(pg_column_size(w.workout)) AS bytes
    FROM imports AS i JOIN import_workouts AS w ON w.import_id = i.id
    WHERE i.user_id = ${userId} AND i.status = 'open'`.execute(db);
  return Number(result.rows[0]?.bytes ?? 0);
}

export async function insertImport(
  db: Kysely<Database>,
  userId: number,
  values: { source: ImportSource; layout: string; file_name: string; checksum: string },
) {
  return db
    .insertInto('imports')
    .values({ user_id: userId, ...values })
    .returning(RECORD_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function listDoneImports(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('imports')
    .select(RECORD_COLUMNS)
    .where('user_id', '=', userId)
    .where('status', '=', 'done')
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Locks the lifter's import until the transaction ends: chunks and the finish of one import run one at a time. */
export async function lockImport(trx: Transaction<Database>, userId: number, importId: number) {
  return trx.selectFrom('imports').select(['id', 'status']).where('id', '=', importId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

/** Appends a chunk's checked workouts after those staged so far; answers how many workouts and sets the import now holds. */
export async function stageWorkouts(trx: Transaction<Database>, importId: number, workouts: CheckedWorkout[]): Promise<{ workouts: number; sets: number }> {
  const staged = workouts.map(({ workout }) => ({
    set_count: workout.exercises.reduce((sum, exercise) => sum + exercise.sets.length, 0),
    workout,
  }));
  const { rows } = await sql<{ workouts: number; sets: number }>`
    WITH base AS (SELECT coalesce(max(seq), 0) AS last, coalesce(sum(set_count), 0) AS sets FROM import_workouts WHERE import_id = ${importId}),
    inserted AS (
      INSERT INTO import_workouts (import_id, seq, fingerprint, set_count, workout)
      SELECT ${importId}, base.last + w.n, ${workoutKey(sql`w.value->'workout'`)}, (w.value->>'set_count')::integer, w.value->'workout'
      FROM base, jsonb_array_elements(${JSON.stringify(staged)}::jsonb) WITH ORDINALITY AS w(value, n)
      RETURNING seq, set_count
    )
    SELECT (base.last + (SELECT count(*) FROM inserted))::integer AS workouts,
           (base.sets + (SELECT coalesce(sum(set_count), 0) FROM inserted))::integer AS sets
    FROM base`.execute(trx);
  return rows[0] ?? { workouts: 0, sets: 0 };
}

/** Splits staged workouts (seq and set count, in order) into ranges of whole workouts of about FINISH_BATCH_SETS sets. */
export function finishBatches(staged: { seq: number; set_count: number }[]): { from: number; to: number }[] {
  const batches: { from: number; to: number }[] = [];
  let current: { from: number; to: number; sets: number; workouts: number } | undefined;
  for (const { seq, set_count: sets } of staged) {
    if (current !== undefined && (current.sets + sets > FINISH_BATCH_SETS || current.workouts === FINISH_BATCH_WORKOUTS)) {
      batches.push({ from: current.from, to: current.to });
      current = undefined;
    }
    current =
      current === undefined ? { from: seq, to: seq, sets, workouts: 1 } : { ...current, to: seq, sets: current.sets + sets, workouts: current.workouts + 1 };
  }
  if (current !== undefined) batches.push({ from: current.from, to: current.to });
  return batches;
}

/**
 * Adds a Liftbook export's custom exercise names, goals, routines and programs to the import's
 * staged extras. Programs have no column of their own: they ride in staged_routines, each tagged
 * `program` (the routines' reader leaves them out), since a program is only an order of routines.
 */
export async function stageExtras(
  trx: Transaction<Database>,
  importId: number,
  customExercises: string[],
  goals: GoalValues[],
  routines: RoutineValues[] = [],
  programs: ImportProgramInput[] = [],
): Promise<void> {
  if (customExercises.length === 0 && goals.length === 0 && routines.length === 0 && programs.length === 0) return;
  await sql`
    UPDATE imports SET
      staged_custom_exercises = staged_custom_exercises || ${JSON.stringify(customExercises.map((name) => ({ name })))}::jsonb,
      staged_goals = staged_goals || ${JSON.stringify(goals)}::jsonb,
      staged_routines = staged_routines || ${JSON.stringify([...routines, ...programs.map((program) => ({ program }))])}::jsonb
    WHERE id = ${importId}`.execute(trx);
}

/**
 * A Liftbook export's programs, after its routines: each with the lifter's routines of its names
 * (any case; the first made), in order, and its next; not one of a name the lifter already has,
 * nor one none of whose routines the lifter has. One statement per program, whatever its size.
 */
async function addImportedPrograms(trx: Transaction<Database>, userId: number, importId: number): Promise<void> {
  const { rows } = await sql<{ program: ImportProgramInput }>`
    SELECT r.value->'program' AS program
    FROM imports AS i CROSS JOIN LATERAL jsonb_array_elements(i.staged_routines) WITH ORDINALITY AS r(value, n)
    WHERE i.id = ${importId} AND r.value ? 'program'
    ORDER BY r.n`.execute(trx);
  for (const { program } of rows) {
    await sql`
      WITH named AS (
        SELECT DISTINCT ON (x.n) x.n, r.id
        FROM unnest(${program.routines}::text[]) WITH ORDINALITY AS x(name, n)
        JOIN routines AS r ON r.user_id = ${userId} AND lower(r.name) = lower(x.name)
        ORDER BY x.n, r.created_at, r.id
      ),
      made AS (
        INSERT INTO programs (user_id, name, built_in, next_routine_id)
        SELECT ${userId}, ${program.name}, ${program.built_in},
               (SELECT r.id FROM routines AS r WHERE r.user_id = ${userId} AND lower(r.name) = lower(${program.next}::text) ORDER BY r.created_at, r.id LIMIT 1)
        WHERE EXISTS (SELECT 1 FROM named)
          AND NOT EXISTS (SELECT 1 FROM programs AS p WHERE p.user_id = ${userId} AND lower(p.name) = lower(${program.name}))
        RETURNING id
      )
      INSERT INTO program_routines (program_id, position, routine_id)
      SELECT made.id, row_number() OVER (ORDER BY named.n), named.id FROM made CROSS JOIN named`.execute(trx);
  }
}

/**
 * One statement for staged workouts `from`..`to` that are to be written (new, or changed and the
 * lifter chose to add theirs): their sessions (each given its id first, which ties it to its
 * workout: a file may hold two identical ones), then the exercises of the sessions just made (each
 * workout's jsonb expanded once), then their sets. The sets' statement-level triggers (lift days,
 * the change feed) fire once, after all three.
 */
async function writeBatch(trx: Transaction<Database>, userId: number, importId: number, from: number, to: number): Promise<{ sessions: number; sets: number }> {
  const { rows } = await sql<{ sessions: number; sets: number }>`
    WITH staged AS MATERIALIZED (
      -- Ids drawn in the file's order: two sessions of one day keep their order.
      SELECT w.seq, w.workout, nextval(pg_get_serial_sequence('sessions', 'id')) AS session_id
      FROM (
        SELECT seq, workout FROM import_workouts
        WHERE import_id = ${importId} AND seq BETWEEN ${from} AND ${to} AND (match = 'new' OR add_theirs)
        ORDER BY seq
      ) AS w
    ),
    new_sessions AS (
      INSERT INTO sessions (id, user_id, session_date, session_type, notes, started_at, finished_at, routine_id, import_id) OVERRIDING SYSTEM VALUE
      SELECT w.session_id, ${userId}, (w.workout->>'date')::date, w.workout->>'type', w.workout->>'notes',
             (w.workout->>'started_at')::timestamptz, (w.workout->>'finished_at')::timestamptz,
             -- A Liftbook export's routine, by name: the lifter's of that name (any case; the first made), else none.
             (SELECT r.id FROM routines AS r WHERE r.user_id = ${userId} AND lower(r.name) = lower(w.workout->>'routine') ORDER BY r.created_at, r.id LIMIT 1),
             ${importId}
      FROM staged AS w ORDER BY w.seq
      RETURNING id, session_date
    ),
    source_exercises AS MATERIALIZED (
      SELECT s.id AS session_id, s.session_date, x.ordinality::integer AS position, x.value AS exercise, lower(x.value->>'name') AS lift
      FROM new_sessions AS s
      JOIN staged AS w ON w.session_id = s.id
      CROSS JOIN LATERAL jsonb_array_elements(w.workout->'exercises') WITH ORDINALITY AS x
    ),
    -- Each lift once: the dictionary's spelling and id, else the lifter's custom exercise (made above).
    names AS (
      SELECT n.lift, coalesce(d.name, c.name, n.name) AS name, d.id AS dictionary_exercise_id
      FROM (SELECT DISTINCT ON (lift) lift, exercise->>'name' AS name FROM source_exercises ORDER BY lift) AS n
      LEFT JOIN dictionary_exercises AS d ON lower(d.name) = n.lift
      LEFT JOIN custom_exercises AS c ON d.id IS NULL AND c.user_id = ${userId} AND lower(c.name) = n.lift
    ),
    new_exercises AS (
      INSERT INTO exercises (session_id, user_id, session_date, name, notes, variation, type, dictionary_exercise_id, position, superset_group, import_id)
      SELECT x.session_id, ${userId}, x.session_date, n.name, x.exercise->>'notes', x.exercise->>'variation', x.exercise->>'type', n.dictionary_exercise_id, x.position,
             (x.exercise->>'superset_group')::integer, ${importId}
      FROM source_exercises AS x JOIN names AS n ON n.lift = x.lift
      ORDER BY x.session_id, x.position
      RETURNING id, session_id, user_id, lift, session_date, position
    ),
    new_sets AS (
      -- Each set carries its exercise's lifter, lift and day (migration 0021), as sets/queries.ts insertSets writes them.
      INSERT INTO sets (exercise_id, session_id, user_id, lift, session_date, set_number, weight, weight_unit, reps, duration_ms, notes, kind, rpe, distance_m, import_id)
      SELECT e.id, e.session_id, e.user_id, e.lift, e.session_date, st.ordinality, (st.value->>'weight')::numeric, st.value->>'weight_unit', (st.value->>'reps')::integer,
             (st.value->>'duration_ms')::bigint, st.value->>'notes', st.value->>'kind', (st.value->>'rpe')::numeric,
             (st.value->>'distance_m')::numeric, ${importId}
      FROM new_exercises AS e
      JOIN source_exercises AS x ON x.session_id = e.session_id AND x.position = e.position
      CROSS JOIN LATERAL jsonb_array_elements(x.exercise->'sets') WITH ORDINALITY AS st
      ORDER BY e.id, st.ordinality
      RETURNING 1
    ),
    -- A Liftbook export's plan still to log: planned sets (counted nowhere), by position; a skipped
    -- one is kept skipped as of the session's Finish.
    new_planned AS (
      INSERT INTO planned_sets (exercise_id, position, kind, weight, weight_unit, reps, reps_max, duration_ms, distance_m, rpe, rest_seconds, skipped_at)
      SELECT e.id, ps.ordinality, ps.value->>'kind', (ps.value->>'weight')::numeric, ps.value->>'weight_unit', (ps.value->>'reps')::integer,
             (ps.value->>'reps_max')::integer, (ps.value->>'duration_ms')::bigint, (ps.value->>'distance_m')::numeric, (ps.value->>'rpe')::numeric,
             (ps.value->>'rest_seconds')::integer,
             CASE WHEN (ps.value->>'skipped')::boolean THEN coalesce((w.workout->>'finished_at')::timestamptz, now()) END
      FROM new_exercises AS e
      JOIN source_exercises AS x ON x.session_id = e.session_id AND x.position = e.position
      JOIN staged AS w ON w.session_id = e.session_id
      CROSS JOIN LATERAL jsonb_array_elements(coalesce(x.exercise->'planned_sets', '[]'::jsonb)) WITH ORDINALITY AS ps
      ORDER BY e.id, ps.ordinality
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM new_sessions)::integer AS sessions, (SELECT count(*) FROM new_sets)::integer AS sets,
           (SELECT count(*) FROM new_planned)::integer AS planned`.execute(trx);
  return rows[0] ?? { sessions: 0, sets: 0 };
}

/**
 * Compares an import's staged workouts with the lifter's log, in the caller's transaction, and
 * marks each (docs/product.md §2.12):
 * - already_there: a session of that day holds exactly that workout (fingerprint.ts). Each session
 *   stands for one workout: the n-th identical workout of a day needs an n-th identical session.
 * - changed: not exactly there, but a session of that day not already standing for one, of the same
 *   type (any case), shares at least half the lifts of the larger of the two (the one sharing the
 *   most, then the oldest). That session is "mine" to the lifter.
 * - new: anything else.
 * Choices made earlier are cleared: the finish asks again with what the lifter chose.
 */
export async function matchStagedWorkouts(trx: Transaction<Database>, userId: number, importId: number): Promise<void> {
  await sql`
    WITH staged AS MATERIALIZED (
      SELECT w.seq, (w.workout->>'date')::date AS day, lower(w.workout->>'type') AS type, w.fingerprint AS key, ${workoutLifts(sql`w.workout`)} AS lifts
      FROM import_workouts AS w WHERE w.import_id = ${importId}
    ),
    logged AS MATERIALIZED (
      SELECT l.id, l.day, lower(l.type) AS type, ${workoutKey(sql`l.workout`)} AS key, ${workoutLifts(sql`l.workout`)} AS lifts
      FROM ${loggedWorkouts(userId, importId)} AS l
    ),
    exact AS (
      SELECT st.seq, lg.id
      FROM (SELECT seq, day, key, row_number() OVER (PARTITION BY day, key ORDER BY seq) AS n FROM staged) AS st
      JOIN (SELECT id, day, key, row_number() OVER (PARTITION BY day, key ORDER BY id) AS n FROM logged) AS lg
        ON lg.day = st.day AND lg.key = st.key AND lg.n = st.n
    ),
    changed AS (
      SELECT DISTINCT ON (st.seq) st.seq, lg.id
      FROM staged AS st
      JOIN logged AS lg ON lg.day = st.day AND lg.type = st.type
      CROSS JOIN LATERAL (SELECT cardinality(ARRAY(SELECT unnest(st.lifts) INTERSECT SELECT unnest(lg.lifts))) AS shared) AS o
      WHERE NOT EXISTS (SELECT 1 FROM exact WHERE exact.seq = st.seq) AND NOT EXISTS (SELECT 1 FROM exact WHERE exact.id = lg.id)
        AND o.shared * 2 >= greatest(cardinality(st.lifts), cardinality(lg.lifts))
      ORDER BY st.seq, o.shared DESC, lg.id
    )
    UPDATE import_workouts AS w
    SET match = CASE WHEN e.seq IS NOT NULL THEN 'already_there' WHEN c.seq IS NOT NULL THEN 'changed' ELSE 'new' END,
        matched_session_id = coalesce(e.id, c.id),
        add_theirs = false
    FROM staged AS st LEFT JOIN exact AS e ON e.seq = st.seq LEFT JOIN changed AS c ON c.seq = st.seq
    WHERE w.import_id = ${importId} AND w.seq = st.seq`.execute(trx);
}

/** At most this many changed workouts are listed in a check (the rest are counted, and take the choice "for all"). */
export const CHECK_CHANGED_LISTED = 200;

/** What the check answers: how many workouts are new, already there and changed, and the first changed ones with the session each resembles. */
export async function checkSummary(trx: Transaction<Database>, importId: number): Promise<ImportCheck> {
  const { rows: counts } = await sql<{ new: number; already_there: number; changed: number }>`
    SELECT count(*) FILTER (WHERE match = 'new')::integer AS new, count(*) FILTER (WHERE match = 'already_there')::integer AS already_there,
           count(*) FILTER (WHERE match = 'changed')::integer AS changed
    FROM import_workouts WHERE import_id = ${importId}`.execute(trx);
  const { rows } = await sql<Omit<ImportChangedWorkout, 'differences'> & { theirs: ComparedWorkout; mine_workout: ComparedWorkout }>`
    SELECT w.seq, w.workout->>'date' AS session_date, w.workout->>'type' AS session_type,
      jsonb_array_length(w.workout->'exercises')::integer AS exercises, w.set_count AS sets,
      ARRAY(SELECT x->>'name' FROM jsonb_array_elements(w.workout->'exercises') AS x) AS lifts,
      jsonb_build_object('session_id', s.id, 'session_type', s.session_type,
        'exercises', (SELECT count(*) FROM exercises AS e WHERE e.session_id = s.id),
        'sets', (SELECT count(*) FROM sets AS st JOIN exercises AS e ON e.id = st.exercise_id WHERE e.session_id = s.id),
        'lifts', ARRAY(SELECT e.name FROM exercises AS e WHERE e.session_id = s.id ORDER BY e.position, e.id)) AS mine,
      w.workout AS theirs, ${sessionWorkout('s')} AS mine_workout
    FROM import_workouts AS w JOIN sessions AS s ON s.id = w.matched_session_id
    WHERE w.import_id = ${importId} AND w.match = 'changed'
    ORDER BY w.seq LIMIT ${CHECK_CHANGED_LISTED}`.execute(trx);
  const changed = rows.map(({ theirs, mine_workout: mineWorkout, ...workout }) => ({ ...workout, differences: workoutDifferences(theirs, mineWorkout) }));
  const total = counts[0] ?? { new: 0, already_there: 0, changed: 0 };
  return { workouts_new: total.new, workouts_already_there: total.already_there, workouts_changed: total.changed, changed };
}

/** Marks the changed workouts the lifter chose to add: every one for "add theirs" for all, except those named (and the reverse). */
export async function applyChoices(trx: Transaction<Database>, importId: number, choice: ImportFinishInput): Promise<void> {
  const addAll = choice.changed === 'add_theirs';
  const except = choice.except ?? [];
  await sql`
    UPDATE import_workouts SET add_theirs = (${addAll}::boolean <> (seq = ANY(${except}::integer[])))
    WHERE import_id = ${importId} AND match = 'changed'`.execute(trx);
}

export interface FinishCounts {
  workouts_added: number;
  sets_added: number;
  workouts_already_there: number;
  workouts_kept_mine: number;
}

/**
 * Writes an open import's staged workouts into the lifter's log, in the caller's transaction:
 * they are compared with the log again (it may have changed since the check) and the lifter's
 * choices for changed ones applied; then the custom exercises the written workouts' names need (and
 * a Liftbook export's own), per batch the sessions of new workouts and of changed ones the lifter
 * chose to add, their exercises (by position) and sets (by set_number), then the export's goals;
 * finally the staging rows go. Everything written carries the import's id.
 */
export async function finishImport(trx: Transaction<Database>, userId: number, importId: number, choice: ImportFinishInput = {}): Promise<FinishCounts> {
  await matchStagedWorkouts(trx, userId, importId);
  await applyChoices(trx, importId, choice);
  // Names: the dictionary's spelling, else the lifter's custom exercise, else a new custom exercise.
  await sql`
    INSERT INTO custom_exercises (user_id, name, import_id)
    SELECT DISTINCT ON (lower(n.name)) ${userId}::integer, n.name, ${importId}::integer
    FROM (
      SELECT x.value->>'name' AS name, w.seq, x.ordinality AS pos
      FROM import_workouts AS w CROSS JOIN LATERAL jsonb_array_elements(w.workout->'exercises') WITH ORDINALITY AS x
      WHERE w.import_id = ${importId} AND (w.match = 'new' OR w.add_theirs)
      UNION ALL
      SELECT c.value->>'name', 0, c.ordinality
      FROM imports AS i CROSS JOIN LATERAL jsonb_array_elements(i.staged_custom_exercises) WITH ORDINALITY AS c
      WHERE i.id = ${importId}
    ) AS n
    WHERE NOT EXISTS (SELECT 1 FROM dictionary_exercises AS d WHERE lower(d.name) = lower(n.name))
    ORDER BY lower(n.name), n.seq, n.pos
    ON CONFLICT (user_id, lower(name)) DO NOTHING`.execute(trx);

  // A Liftbook export's routines first (not one of a name the lifter already has), so its sessions
  // link to them by name, then its programs, which order them.
  await addImportedRoutines(trx, userId, importId);
  await addImportedPrograms(trx, userId, importId);

  const staged = await trx.selectFrom('import_workouts').select(['seq', 'set_count']).where('import_id', '=', importId).orderBy('seq').execute();
  let workoutsAdded = 0;
  let setsAdded = 0;
  for (const { from, to } of finishBatches(staged)) {
    const written = await writeBatch(trx, userId, importId, from, to);
    workoutsAdded += written.sessions;
    setsAdded += written.sets;
  }

  // A Liftbook export's goals, but not one the lifter already has (same lift, day and targets).
  await sql`
    INSERT INTO goals (user_id, exercise_name, current_weight, current_reps, target_weight, target_reps, target_date, status, import_id)
    SELECT ${userId}, g.exercise_name, g.current_weight, g.current_reps, g.target_weight, g.target_reps, g.target_date, coalesce(g.status, 'active'), ${importId}
    FROM imports AS i
    CROSS JOIN LATERAL jsonb_to_recordset(i.staged_goals) AS g(exercise_name text, current_weight numeric, current_reps integer,
      target_weight numeric, target_reps integer, target_date date, status text)
    WHERE i.id = ${importId}
      AND NOT EXISTS (
        SELECT 1 FROM goals AS o
        WHERE o.user_id = ${userId} AND lower(o.exercise_name) = lower(g.exercise_name) AND o.target_date = g.target_date
          AND o.target_weight IS NOT DISTINCT FROM g.target_weight AND o.target_reps IS NOT DISTINCT FROM g.target_reps
      )`.execute(trx);

  const { rows } = await sql<{ already_there: number; kept_mine: number }>`
    SELECT count(*) FILTER (WHERE match = 'already_there')::integer AS already_there,
           count(*) FILTER (WHERE match = 'changed' AND NOT add_theirs)::integer AS kept_mine
    FROM import_workouts WHERE import_id = ${importId}`.execute(trx);
  await trx.deleteFrom('import_workouts').where('import_id', '=', importId).execute();
  return {
    workouts_added: workoutsAdded,
    sets_added: setsAdded,
    workouts_already_there: rows[0]?.already_there ?? 0,
    workouts_kept_mine: rows[0]?.kept_mine ?? 0,
  };
}

/** Marks the import done with its counts, its staged extras emptied; answers the record. */
export async function markImportDone(trx: Transaction<Database>, importId: number, counts: FinishCounts) {
  return trx
    .updateTable('imports')
    .set({ ...counts, status: 'done', finished_at: sql<Date>`now()`, staged_custom_exercises: '[]', staged_goals: '[]', staged_routines: '[]' })
    .where('id', '=', importId)
    .returning(RECORD_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Undoes an import in the caller's transaction: what it added and the lifter has not changed
 * since (a row whose updated_at moved was changed): its sets; its exercises and sessions left with
 * nothing in them; its custom exercises no exercise or goal of the lifter names any more; its goals;
 * then the import itself (with anything still staged). Its sessions and sets that stay (the lifter
 * added to or changed them) are counted in the answer, and lose the import's id with it. Undefined
 * when the import is not the lifter's.
 */
export async function undoImport(trx: Transaction<Database>, userId: number, importId: number): Promise<ImportUndoResult | undefined> {
  const found = await lockImport(trx, userId, importId);
  if (found === undefined) return undefined;
  const count = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0);
  const sets = await sql`DELETE FROM sets WHERE import_id = ${importId} AND updated_at = created_at`.execute(trx);
  await sql`
    DELETE FROM exercises AS e WHERE e.import_id = ${importId} AND e.updated_at = e.created_at
      AND NOT EXISTS (SELECT 1 FROM sets AS s WHERE s.exercise_id = e.id)`.execute(trx);
  const sessions = await sql`
    DELETE FROM sessions AS s WHERE s.import_id = ${importId} AND s.updated_at = s.created_at
      AND NOT EXISTS (SELECT 1 FROM exercises AS e WHERE e.session_id = s.id)`.execute(trx);
  const goals = await sql`DELETE FROM goals WHERE import_id = ${importId} AND user_id = ${userId}`.execute(trx);
  // Its routines the lifter has not edited since (an edit moves updated_at); an edited one stays theirs.
  await sql`DELETE FROM routines WHERE import_id = ${importId} AND user_id = ${userId} AND updated_at = created_at`.execute(trx);
  // A program left ordering none of the lifter's routines (the import's, just removed) goes with them.
  await sql`
    DELETE FROM programs AS p WHERE p.user_id = ${userId}
      AND NOT EXISTS (SELECT 1 FROM program_routines AS pr WHERE pr.program_id = p.id)`.execute(trx);
  const customs = await sql`
    DELETE FROM custom_exercises AS c WHERE c.import_id = ${importId} AND c.user_id = ${userId}
      AND NOT EXISTS (SELECT 1 FROM exercises AS e WHERE e.user_id = ${userId} AND lower(e.name) = lower(c.name))
      AND NOT EXISTS (SELECT 1 FROM goals AS g WHERE g.user_id = ${userId} AND lower(g.exercise_name) = lower(c.name))`.execute(trx);
  const { rows } = await sql<{ sessions: number; sets: number }>`
    SELECT (SELECT count(*) FROM sessions WHERE import_id = ${importId})::integer AS sessions,
           (SELECT count(*) FROM sets WHERE import_id = ${importId})::integer AS sets`.execute(trx);
  // What stays is the lifter's now: the import's id goes with the import (ON DELETE SET NULL).
  await trx.deleteFrom('imports').where('id', '=', importId).execute();
  return {
    sessions_removed: count(sessions),
    sets_removed: count(sets),
    custom_exercises_removed: count(customs),
    goals_removed: count(goals),
    sessions_kept: rows[0]?.sessions ?? 0,
    sets_kept: rows[0]?.sets ?? 0,
  };
}
