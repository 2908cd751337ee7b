// SQL of a lifter's custom exercises. Names are unique per user case-insensitively: the unique
// index on (user_id, lower(name)) decides, so concurrent creates of one name cannot both win.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { CustomExercise, CustomExerciseUsage } from '@liftbook/shared/contract';
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
 * Renames it and carries its history: the lifter's logged exercises of the old name (those not from
 * the dictionary) and goals for it take the new name, in one transaction, so sessions, progress,
 * records and goals follow. undefined when it is not the user's, 'duplicate' when the user has
 * another exercise of that name (checked first by the caller; this catches a concurrent rename).
 */
export async function renameCustomExercise(db: Kysely<Database>, userId: number, id: number, name: string): Promise<CustomExercise | undefined | 'duplicate'> {
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('custom_exercises').select('name').where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
      if (before === undefined) return undefined;
      const renamed = await trx
        .updateTable('custom_exercises')
        .set({ name })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning(columns)
        .executeTakeFirst();
      await renameLiftHistory(trx, userId, before.name, name);
      return renamed;
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return 'duplicate';
    throw error;
  }
}

/**
 * The lifter's history of a lift of their own under a new name: logged exercises (not the
 * dictionary's) and goals whose name is `from` (any case) are renamed to `to`.
 */
export async function renameLiftHistory(trx: Transaction<Database>, userId: number, from: string, to: string): Promise<void> {
  await trx
    .updateTable('exercises')
    .set({ name: to, updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('dictionary_exercise_id', 'is', null)
    .where(sameExerciseName(from))
    .execute();
  await trx
    .updateTable('goals')
    .set({ exercise_name: to, updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .where(sql<boolean>`lower(exercise_name) = lower(${from})`)
    .execute();
}

/**
 * Renames a lift of the lifter's own from a session's exercise (PUT /api/exercises/{id} with a
 * name no lift has): its custom exercise (created if it was deleted) and its whole history.
 */
export async function renameOwnLift(
  trx: Transaction<Database>,
  userId: number,
  from: string,
  to: string,
): Promise<{ name: string; dictionary_exercise_id: null }> {
  const renamed = await trx.updateTable('custom_exercises').set({ name: to }).where('user_id', '=', userId).where(sameExerciseName(from)).executeTakeFirst();
  if (renamed.numUpdatedRows === 0n) await insertCustomExercise(trx, userId, to);
  await renameLiftHistory(trx, userId, from, to);
  return { name: to, dictionary_exercise_id: null };
}

/**
 * Every lift of the lifter's own with its logged sets: their custom exercises (0 sets too) and the
 * names of logged exercises not from the dictionary whose custom exercise was deleted.
 */
export async function listCustomExerciseUsage(db: Kysely<Database>, userId: number): Promise<CustomExerciseUsage[]> {
  const rows = await sql<{ name: string; logged_sets: string | number; custom_exercise_id: number | null }>`
    WITH logged AS (
      SELECT lower(e.name) AS lift, min(e.name) AS name, count(s.id) AS logged_sets
      FROM exercises e LEFT JOIN sets s ON s.exercise_id = e.id
      WHERE e.user_id = ${userId} AND e.dictionary_exercise_id IS NULL
      GROUP BY lower(e.name)
    )
    SELECT coalesce(c.name, l.name) AS name, coalesce(l.logged_sets, 0) AS logged_sets, c.id AS custom_exercise_id
    FROM (SELECT id, name FROM custom_exercises WHERE user_id = ${userId}) c
    FULL JOIN logged l ON l.lift = lower(c.name)
    ORDER BY lower(coalesce(c.name, l.name)), c.id
  `.execute(db);
  return rows.rows.map((row) => ({ name: row.name, logged_sets: Number(row.logged_sets), custom_exercise_id: row.custom_exercise_id }));
}

/**
 * Removes it from the list. What was logged under it stays: the exercises store the name, so their
 * sets stay in sessions and charts (and in the usage list, as a lift without a custom exercise).
 */
export async function deleteCustomExercise(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('custom_exercises').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
