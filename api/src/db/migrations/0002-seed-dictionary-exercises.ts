// The dictionary of common lifts (db/seed/dictionary-exercises.ts) into dictionary_exercises,
// which 0001 creates empty. One multi-row INSERT; ON CONFLICT makes it safe to run over rows a
// deployment already has (an entry added by hand keeps its id, so logged exercises stay linked).
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely';
import { DICTIONARY_EXERCISES } from '../seed/dictionary-exercises.js';

const rows = () => sql.join(DICTIONARY_EXERCISES.map(({ name, category }) => sql`(${name}, ${category})`));
const names = () => sql.join(DICTIONARY_EXERCISES.map(({ name }) => sql`${name}`));

export const seedDictionaryExercises: Migration = {
  up: async (db: Kysely<unknown>) => {
    await sql`INSERT INTO dictionary_exercises (name, category) VALUES ${rows()} ON CONFLICT (name) DO NOTHING`.execute(db);
  },
  // Only the seeded names: logged exercises that pointed at them keep their names (SET NULL).
  down: async (db: Kysely<unknown>) => {
    await sql`DELETE FROM dictionary_exercises WHERE name IN (${names()})`.execute(db);
  },
};
