// SQL of sets. A set is reached through its exercise, and the exercise row carries the owner's
// user_id, so every query here is scoped by (exercise id, user id): another user's sets are
// simply not found.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ExerciseType } from '@liftbook/shared/contract';
import type { Database, SetsTable } from '../../db/schema.js';
import type { SetValues } from './schemas.js';

const setColumns = [
  'id',
  'set_number',
  'weight',
  'weight_unit',
  'reps',
  'duration_ms',
  'notes',
  'kind',
  'rpe',
  'distance_m',
  'created_at',
  'updated_at',
] as const;
/** A set as answered (weight_lbs is PostgreSQL's derived copy for progress; the api answers the weight as logged). */
export type SetRecord = Omit<Selectable<SetsTable>, 'exercise_id' | 'weight_lbs' | 'import_id' | 'session_id' | 'user_id' | 'lift' | 'session_date'>;

interface OwnedExercise {
  id: number;
  type: ExerciseType;
}

/** The user's exercise, as a query to select from; another user's exercise is not in it. */
function ownedExercise(db: Kysely<Database>, userId: number, exerciseId: number) {
  return db.selectFrom('exercises').where('id', '=', exerciseId).where('user_id', '=', userId);
}

/** The user's exercise (its type decides what a set needs), or undefined. */
export async function findExerciseForSets(db: Kysely<Database>, userId: number, exerciseId: number): Promise<OwnedExercise | undefined> {
  return ownedExercise(db, userId, exerciseId).select(['id', 'type']).executeTakeFirst();
}

/**
 * The user's exercise, locked until the transaction ends. Writers that number sets (add,
 * delete and renumber) take this lock first, so they run one after another per exercise and
 * "the next set_number" is never handed out twice.
 */
export async function lockExercise(trx: Transaction<Database>, userId: number, exerciseId: number): Promise<OwnedExercise | undefined> {
  return ownedExercise(trx, userId, exerciseId).select(['id', 'type']).forUpdate().executeTakeFirst();
}

/**
 * The workout clock starts with the first set logged (issue 30): the session of the exercise gets
 * `started_at` once, in the transaction that logs the set. Every writer of a lifter's set calls it
 * (these helpers do); an import's sets are history, not a workout under way, and never start one.
 */
async function markSessionStarted(trx: Transaction<Database>, exerciseId: number): Promise<void> {
  await sql`
    UPDATE sessions SET started_at = coalesce(started_at, now())
    WHERE started_at IS NULL AND id = (SELECT session_id FROM exercises WHERE id = ${exerciseId})`.execute(trx);
}

/** Appends a set as number max+1 (1 for the first). Call with the exercise locked. */
export async function insertSet(trx: Transaction<Database>, userId: number, exerciseId: number, values: SetValues): Promise<SetRecord | undefined> {
  const inserted = await insertNextSet(trx, userId, exerciseId, values);
  if (inserted !== undefined) await markSessionStarted(trx, exerciseId);
  return inserted;
}

/** What a set carries from its exercise (migration 0021), in the exercise's column names. */
const CARRIED = ['session_id', 'user_id', 'lift', 'session_date'] as const;

/** A set to insert: its exercise, its number and what was lifted (an import also names itself). */
export type NewSet = { exercise_id: number; set_number: number; import_id?: number | null } & Partial<SetValues>;

/**
 * The one way a set is inserted: INSERT … SELECT from its exercise, which supplies what the set
 * carries (session, lifter, lift, day: migration 0021) so no caller can pass them wrong; the key
 * to the exercise would refuse a wrong one anyway. Rows go in the order given (returning follows
 * it); a row whose exercise does not exist is not inserted. Add `.returning(...)` as needed.
 */
export function insertSets(db: Kysely<Database> | Transaction<Database>, rows: readonly NewSet[]) {
  const json = JSON.stringify(rows.map((row, i) => ({ ...row, i })));
  return db
    .insertInto('sets')
    .columns([...CARRIED, 'exercise_id', 'set_number', 'weight', 'weight_unit', 'reps', 'duration_ms', 'notes', 'kind', 'rpe', 'distance_m', 'import_id'])
    .expression(
      sql`SELECT e.session_id, e.user_id, e.lift, e.session_date, e.id, v.set_number, v.weight, v.weight_unit, v.reps, v.duration_ms, v.notes,
                 coalesce(v.kind, 'normal'), v.rpe, v.distance_m, v.import_id
          FROM jsonb_to_recordset(${json}::jsonb) AS v(i integer, exercise_id integer, set_number integer, weight numeric, weight_unit text, reps integer,
                 duration_ms bigint, notes text, kind text, rpe numeric, distance_m numeric, import_id integer)
          JOIN exercises AS e ON e.id = v.exercise_id
          ORDER BY v.i`,
    );
}

async function insertNextSet(trx: Transaction<Database>, userId: number, exerciseId: number, values: SetValues): Promise<SetRecord | undefined> {
  // insertSets's shape in one statement with the next number (the exercise is locked).
  return trx
    .insertInto('sets')
    .columns([...CARRIED, 'exercise_id', 'set_number', 'weight', 'weight_unit', 'reps', 'duration_ms', 'notes', 'kind', 'rpe', 'distance_m'])
    .expression((eb) =>
      eb
        .selectFrom('exercises')
        .leftJoin('sets', 'sets.exercise_id', 'exercises.id')
        .select([
          ...CARRIED.map((column) => `exercises.${column}` as const),
          'exercises.id',
          sql<number>`coalesce(max(sets.set_number), 0) + 1`.as('set_number'),
          eb.val(values.weight).as('weight'),
          eb.val(values.weight_unit).as('weight_unit'),
          eb.val(values.reps).as('reps'),
          eb.val(values.duration_ms).as('duration_ms'),
          eb.val(values.notes).as('notes'),
          eb.val(values.kind).as('kind'),
          eb.val(values.rpe).as('rpe'),
          eb.val(values.distance_m).as('distance_m'),
        ])
        .where('exercises.id', '=', exerciseId)
        .where('exercises.user_id', '=', userId)
        .groupBy('exercises.id'),
    )
    .returning(setColumns)
    .executeTakeFirst();
}

/** One set of the exercise by id (the exercise already checked as the user's). */
export async function findSet(db: Kysely<Database>, exerciseId: number, setId: number): Promise<SetRecord | undefined> {
  return db.selectFrom('sets').select(setColumns).where('id', '=', setId).where('exercise_id', '=', exerciseId).executeTakeFirst();
}

/**
 * The sets of an exercise created in this transaction, numbered 1..n in the order given: one
 * INSERT. Call with the exercise just inserted (it has no sets yet) and still uncommitted.
 */
export async function insertNewExerciseSets(trx: Transaction<Database>, exerciseId: number, sets: readonly SetValues[]): Promise<void> {
  if (sets.length === 0) return;
  await insertSets(
    trx,
    sets.map((values, index) => ({ exercise_id: exerciseId, set_number: index + 1, ...values })),
  ).execute();
  await markSessionStarted(trx, exerciseId);
}

/**
 * Sets added in one go onto an exercise that may already have sets: numbered after its last, in
 * the order given (one INSERT). Call with the exercise locked. Answers each new set's id and kind.
 */
export async function appendSets(
  trx: Transaction<Database>,
  exerciseId: number,
  sets: readonly SetValues[],
): Promise<Array<{ id: number; kind: SetValues['kind'] }>> {
  if (sets.length === 0) return [];
  const last = await trx
    .selectFrom('sets')
    .select(sql<number>`coalesce(max(set_number), 0)`.as('n'))
    .where('exercise_id', '=', exerciseId)
    .executeTakeFirstOrThrow();
  const added = await insertSets(
    trx,
    sets.map((values, index) => ({ exercise_id: exerciseId, set_number: last.n + index + 1, ...values })),
  )
    .returning(['id', 'kind'])
    .execute();
  await markSessionStarted(trx, exerciseId);
  return added;
}

/** Replaces a set's values; undefined when the user's exercise holds no such set. */
export async function updateSet(db: Kysely<Database>, userId: number, exerciseId: number, setId: number, values: SetValues): Promise<SetRecord | undefined> {
  return db
    .updateTable('sets')
    .set(values)
    .where('id', '=', setId)
    .where('exercise_id', 'in', ownedExercise(db, userId, exerciseId).select('id'))
    .returning(setColumns)
    .executeTakeFirst();
}

/**
 * Deletes a set and closes the gap: the remaining sets become 1..n in their order. Call with the
 * exercise locked. Only sets whose number changes are written. False when there was no such set.
 */
export async function deleteSetAndRenumber(trx: Transaction<Database>, userId: number, exerciseId: number, setId: number): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('sets')
    .where('id', '=', setId)
    .where('exercise_id', 'in', ownedExercise(trx, userId, exerciseId).select('id'))
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) return false;
  await sql`
    UPDATE sets SET set_number = numbered.n
    FROM (
      SELECT sets.id, row_number() OVER (ORDER BY sets.set_number, sets.id) AS n
      FROM sets JOIN exercises ON exercises.id = sets.exercise_id
      WHERE exercises.id = ${exerciseId} AND exercises.user_id = ${userId}
    ) AS numbered
    WHERE sets.id = numbered.id AND sets.set_number <> numbered.n`.execute(trx);
  return true;
}
