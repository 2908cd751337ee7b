// SQL of exercises within a session. Exercises carry their owner's user_id (denormalised from
// the session), so every query is scoped by it. Reads that return exercises with their sets let
// PostgreSQL build the JSON (json_agg), so a session's whole detail, or a month of sessions, is
// one query however many exercises and sets it holds.
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { CalendarExercise, Exercise, ExerciseType, LastTime, WorkoutSet } from '@liftbook/shared/contract';
import type { Database } from '../../db/schema.js';
import { sameExerciseName } from '../../lib/exercise-name.js';
import { countedSet, liftedVolume, roundedLbs } from '../../lifted/sql.js';
import { findCustomExerciseByName, insertCustomExercise } from '../custom-exercises/queries.js';
import { plannedSetsJson } from '../planned-sets/queries.js';

/** A timestamptz in the api's wire form ("2026-11-20T18:03:07.123Z"), formatted by PostgreSQL. */
export function isoTimestamp(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The exercise row aliased `alias` as the wire Exercise, its sets inside ordered by set_number.
 * Numbers stay JSON numbers (numeric weight, bigint duration), exactly like the row path.
 */
/** The sets of the exercise whose id is `exerciseId`, by set_number, as a JSON array of WorkoutSet. */
export function setsJson(exerciseId: ReturnType<typeof sql.ref>): RawBuilder<WorkoutSet[]> {
  return sql<WorkoutSet[]>`coalesce((
      SELECT json_agg(json_build_object(
        'id', s.id,
        'set_number', s.set_number,
        'weight', s.weight,
        'weight_unit', s.weight_unit,
        'reps', s.reps,
        'duration', s.duration_ms,
        'notes', s.notes,
        'kind', s.kind,
        'rpe', s.rpe,
        'distance', s.distance_m,
        'created_at', ${isoTimestamp('s.created_at')},
        'updated_at', ${isoTimestamp('s.updated_at')}
      ) ORDER BY s.set_number, s.id)
      FROM sets AS s WHERE s.exercise_id = ${exerciseId}
    ), '[]'::json)`;
}

export function exerciseJson(alias: string): RawBuilder<Exercise> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<Exercise>`json_build_object(
    'id', ${column('id')},
    'session_id', ${column('session_id')},
    'name', ${column('name')},
    'variation', ${column('variation')},
    'notes', ${column('notes')},
    'type', ${column('type')},
    'dictionary_exercise_id', ${column('dictionary_exercise_id')},
    'position', ${column('position')},
    'superset_group', ${column('superset_group')},
    'sets', ${setsJson(column('id'))},
    'planned_sets', ${plannedSetsJson(column('id'))},
    'created_at', ${isoTimestamp(`${alias}.created_at`)},
    'updated_at', ${isoTimestamp(`${alias}.updated_at`)}
  )`;
}

/** The exercises of the session referenced by `sessionIdColumn`, by position, as a JSON array. */
export function sessionExercisesJson(sessionIdColumn: string): RawBuilder<Exercise[]> {
  return sql<Exercise[]>`coalesce((
    SELECT json_agg(${exerciseJson('e')} ORDER BY e.position, e.id)
    FROM exercises AS e WHERE e.session_id = ${sql.ref(sessionIdColumn)}
  ), '[]'::json)`;
}

/**
 * The exercises of the session referenced by `sessionIdColumn` that hold a logged set (an exercise
 * with only a plan, or nothing, is not something the lifter did: it counts nowhere), by position,
 * as a JSON array of summaries: no sets, only how many (every set, warm-ups too), and their volume in lbs (lifted/sql.ts:
 * the same sets and numbers as progress, records and goals), rounded to 0.01 by PostgreSQL. The calendar answers these: a month of a heavy
 * lifter is 15 KB instead of 120 KB with every set, and PostgreSQL builds much less JSON.
 */
export function calendarExercisesJson(sessionIdColumn: string): RawBuilder<CalendarExercise[]> {
  return sql<CalendarExercise[]>`coalesce((
    SELECT json_agg(json_build_object(
      'id', e.id,
      'name', e.name,
      'variation', e.variation,
      'type', e.type,
      'set_count', st.set_count,
      'volume_lbs', st.volume_lbs
    ) ORDER BY e.position, e.id)
    FROM exercises AS e
    CROSS JOIN LATERAL (
      SELECT count(*) AS set_count, ${roundedLbs(sql`coalesce(sum(${liftedVolume('s')}) FILTER (WHERE ${countedSet('s')}), 0)`)} AS volume_lbs
      FROM sets AS s WHERE s.exercise_id = e.id
    ) AS st
    WHERE e.session_id = ${sql.ref(sessionIdColumn)} AND st.set_count > 0
  ), '[]'::json)`;
}

/** A session's exercises with their sets, in one query; undefined when the session is not the user's. */
export async function listSessionExercises(db: Kysely<Database>, userId: number, sessionId: number): Promise<Exercise[] | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(sessionExercisesJson('sessions.id').as('exercises'))
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.exercises;
}

/**
 * Locks the user's session until the transaction ends; false when it is not theirs. Adding
 * exercises takes this lock, so concurrent adds get distinct positions.
 */
export async function lockSession(trx: Transaction<Database>, userId: number, sessionId: number): Promise<boolean> {
  const row = await trx.selectFrom('sessions').select('id').where('id', '=', sessionId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

export interface DictionaryEntry {
  id: number;
  name: string;
}

export async function findDictionaryExercise(db: Kysely<Database>, id: number): Promise<DictionaryEntry | undefined> {
  return db.selectFrom('dictionary_exercises').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** What an exercise is called, and whether that name comes from the dictionary. */
export interface ExerciseNaming {
  name: string;
  dictionary_exercise_id: number | null;
}

/**
 * A typed name (tidied) to the exercise it means, case-insensitively: a dictionary exercise if
 * one has exactly that name; else the user's custom exercise of that name (its spelling); else a
 * new custom exercise of the user, so the lift can be charted later. The insert is safe against a
 * concurrent one of the same name (DO NOTHING, then read the winner's row).
 */
export async function resolveExerciseName(trx: Transaction<Database>, userId: number, name: string): Promise<ExerciseNaming> {
  const found = await findExistingLift(trx, userId, name);
  if (found !== undefined) return found;

  const custom = (await insertCustomExercise(trx, userId, name)) ?? (await findCustomExerciseByName(trx, userId, name));
  if (custom === undefined) throw new Error(`custom exercise ${name} was neither inserted nor found`);
  return { name: custom.name, dictionary_exercise_id: null };
}

/** The dictionary exercise of that name (any case), else the user's custom one; undefined when neither exists. */
export async function findExistingLift(trx: Transaction<Database>, userId: number, name: string): Promise<ExerciseNaming | undefined> {
  const found = await trx
    .selectFrom('dictionary_exercises')
    .select((eb) => [eb.ref('id').$castTo<number | null>().as('dictionary_exercise_id'), 'name', sql<number>`1`.as('rank')])
    .where(sameExerciseName(name))
    .unionAll((eb) =>
      eb
        .selectFrom('custom_exercises')
        .select([sql<number | null>`NULL::integer`.as('dictionary_exercise_id'), 'name', sql<number>`2`.as('rank')])
        .where('user_id', '=', userId)
        .where(sameExerciseName(name)),
    )
    .orderBy('rank')
    .limit(1)
    .executeTakeFirst();
  return found === undefined ? undefined : { name: found.name, dictionary_exercise_id: found.dictionary_exercise_id };
}

export interface ExerciseValues extends ExerciseNaming {
  type: ExerciseType;
  variation: string | null;
  notes: string | null;
}

/** Appends an exercise to the user's session at the next position. Call with the session locked. */
export async function insertExercise(trx: Transaction<Database>, userId: number, sessionId: number, values: ExerciseValues): Promise<Exercise | undefined> {
  const { rows } = await sql<{ exercise: Exercise }>`
    WITH inserted AS (
      INSERT INTO exercises (session_id, user_id, session_date, name, variation, notes, type, dictionary_exercise_id, position)
      SELECT sessions.id, sessions.user_id, sessions.session_date, ${values.name}, ${values.variation}, ${values.notes}, ${values.type}, ${values.dictionary_exercise_id},
             coalesce((SELECT max(position) FROM exercises WHERE session_id = sessions.id), 0) + 1
      FROM sessions WHERE sessions.id = ${sessionId} AND sessions.user_id = ${userId}
      RETURNING *
    )
    SELECT ${exerciseJson('inserted')} AS exercise FROM inserted`.execute(trx);
  return rows[0]?.exercise;
}

/**
 * The exercise of the user's session that is the same lift as one about to be added: the same
 * name (any case), variation (none equal to none) and type; the first by position, locked until
 * the transaction ends. Quick Log and Manual Add fill it instead of adding a second card.
 */
export async function lockSameLift(
  trx: Transaction<Database>,
  userId: number,
  sessionId: number,
  values: Pick<ExerciseValues, 'name' | 'variation' | 'type'>,
): Promise<number | undefined> {
  const row = await trx
    .selectFrom('exercises')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .where(sql<boolean>`lower(name) = lower(${values.name})`)
    .where(sql<boolean>`variation IS NOT DISTINCT FROM ${values.variation}`)
    .where('type', '=', values.type)
    .orderBy('position')
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  return row?.id;
}

/** The user's exercise with its sets, as the wire Exercise (one query). */
export async function findExerciseJson(db: Kysely<Database>, userId: number, exerciseId: number): Promise<Exercise | undefined> {
  const { rows } = await sql<{ exercise: Exercise }>`
    SELECT ${exerciseJson('e')} AS exercise FROM exercises AS e WHERE e.id = ${exerciseId} AND e.user_id = ${userId}`.execute(db);
  return rows[0]?.exercise;
}

/** An exercise by id with what it is called (routes check it exists and is the user's). */
export interface ExerciseRef extends ExerciseNaming {
  id: number;
}

export async function findExercise(db: Kysely<Database>, userId: number, exerciseId: number): Promise<ExerciseRef | undefined> {
  return db
    .selectFrom('exercises')
    .select(['id', 'name', 'dictionary_exercise_id'])
    .where('id', '=', exerciseId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Writes an exercise's values and answers it with its sets; undefined when it is not the user's. */
export async function updateExercise(db: Kysely<Database>, userId: number, exerciseId: number, values: ExerciseValues): Promise<Exercise | undefined> {
  const { rows } = await sql<{ exercise: Exercise }>`
    WITH updated AS (
      UPDATE exercises
      SET name = ${values.name}, variation = ${values.variation}, notes = ${values.notes}, type = ${values.type},
          dictionary_exercise_id = ${values.dictionary_exercise_id}
      WHERE id = ${exerciseId} AND user_id = ${userId}
      RETURNING *
    )
    SELECT ${exerciseJson('updated')} AS exercise FROM updated`.execute(db);
  return rows[0]?.exercise;
}

/** Deletes the user's exercise; its sets go with it (ON DELETE CASCADE, one statement). */
export async function deleteExercise(db: Kysely<Database>, userId: number, exerciseId: number): Promise<boolean> {
  const result = await db.deleteFrom('exercises').where('id', '=', exerciseId).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * "Last time" for each exercise of the user's session (or, given `lift`, for that lift name only:
 * Manual Add asks before the exercise is in the session): per lift (lower-cased name), the latest
 * earlier session holding that lift with at least one set, and that exercise's sets. Earlier is by
 * date, then by start (created_at; the id when two started at once, as one import's do): a second
 * session of the same day is never the first one's last time (docs/product.md §2.5). Undefined
 * when the session is not the user's.
 */
export async function listLastTimes(db: Kysely<Database>, userId: number, sessionId: number, lift?: string): Promise<LastTime[] | undefined> {
  const session = await db.selectFrom('sessions').select('id').where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
  if (session === undefined) return undefined;
  const lifts =
    lift === undefined ? sql`SELECT name FROM exercises WHERE session_id = ${sessionId} AND user_id = ${userId}` : sql`SELECT ${lift}::text AS name`;
  const { rows } = await sql<LastTime>`
    SELECT DISTINCT ON (lower(cur.name))
           lower(cur.name) AS lift, prev.name, prev.session_id, to_char(ps.session_date, 'YYYY-MM-DD"T00:00:00.000Z"') AS session_date, ${setsJson(sql.ref('prev.id'))} AS sets
    FROM (${lifts}) AS cur
    CROSS JOIN (SELECT session_date, created_at, id FROM sessions WHERE id = ${sessionId}) AS here
    JOIN exercises AS prev ON prev.user_id = ${userId} AND lower(prev.name) = lower(cur.name) AND prev.session_id <> ${sessionId}
    JOIN sessions AS ps ON ps.id = prev.session_id
      AND (ps.session_date, ps.created_at, ps.id) < (here.session_date, here.created_at, here.id)
    WHERE EXISTS (SELECT 1 FROM sets WHERE sets.exercise_id = prev.id)
    ORDER BY lower(cur.name), ps.session_date DESC, ps.created_at DESC, ps.id DESC, prev.position DESC, prev.id DESC`.execute(db);
  return rows;
}
