// SQL of a lifter's custom exercises. Names are unique per user case-insensitively: the unique
// index on (user_id, lower(name)) decides, so concurrent creates of one name cannot both win.
import { sql, type Kysely } from 'kysely';
import type { CustomExercise } from '@liftbook/shared/contract';
import type { Database } from '../../db/schema.js';
import { sameExerciseName } from '../../lib/exercise-name.js';

const columns = ['id', 'name', 'user_id'] as const;
const UNIQUE_VIOLATION = '23505';

/** Alphabetical, ignoring case. Served by custom_exercises_user_name_unique. */
export async function listCustomExercises(db: Kysely<Database>, userId: number): Promise<CustomExercise[]> {
  return db
    .selectFrom('custom_exercises')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

/** The user's custom exercise of that name (any case), other than `exceptId`. */
export async function findCustomExerciseByName(db: Kysely<Database>, userId: number, name: string, exceptId?: number): Promise<CustomExercise | undefined> {
  let query = db.selectFrom('custom_exercises').select(columns).where('user_id', '=', userId).where(sameExerciseName(name));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

/** The dictionary's spelling of that name (any case), if it has it. */
/** (The dictionary is everyone's reference data, not a user's rows: no user id here.) */
export async function findDictionaryName(db: Kysely<Database>, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('dictionary_exercises').select('name').where(sameExerciseName(name)).executeTakeFirst();
  return row?.name;
}

/** Creates it; undefined when the user already has that name (the unique index said so). */
export async function insertCustomExercise(db: Kysely<Database>, userId: number, name: string): Promise<CustomExercise | undefined> {
  return db
    .insertInto('custom_exercises')
    .values({ user_id: userId, name })
    .onConflict((oc) => oc.doNothing())
    .returning(columns)
    .executeTakeFirst();
}

/**
 * Renames it; undefined when it is not the user's, 'duplicate' when the user has another
 * exercise of that name (checked first by the caller; this catches a concurrent rename).
 */
export async function renameCustomExercise(db: Kysely<Database>, userId: number, id: number, name: string): Promise<CustomExercise | undefined | 'duplicate'> {
  try {
    return await db.updateTable('custom_exercises').set({ name }).where('id', '=', id).where('user_id', '=', userId).returning(columns).executeTakeFirst();
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return 'duplicate';
    throw error;
  }
}

/** Removes it from the list; exercises already logged under the name keep it (they store it). */
export async function deleteCustomExercise(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('custom_exercises').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
