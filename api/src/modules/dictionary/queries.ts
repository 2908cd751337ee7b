// SQL of the dictionary of lifts: shared, read-only reference data seeded by migration 0002.
// The one read here has no acting user: every lifter sees the same dictionary, and it holds
// nobody's rows.
import type { Kysely } from 'kysely';
import type { DictionaryExercise } from '@liftbook/shared/contract';
import type { Database } from '../../db/schema.js';

/** By category, then name: the order pickers group them in. */
export async function listDictionaryExercises(db: Kysely<Database>): Promise<DictionaryExercise[]> {
  return db.selectFrom('dictionary_exercises').select(['id', 'name', 'category', 'type']).orderBy('category').orderBy('name').execute();
}
