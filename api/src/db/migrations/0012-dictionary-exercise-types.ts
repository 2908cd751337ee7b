// Dictionary lifts carry a type: the type a new exercise of that lift starts with (Manual Add and
// the session page take it, so a Hanging Leg Raise is logged as reps and a Plank as a hold).
// One upsert from the seed list (db/seed/dictionary-exercises.ts) sets every seeded lift's type and
// adds the lifts the list gained with it (Dead Hang, Wall Sit) to a database seeded before. A lift
// added by hand keeps the default, weighted, until someone says otherwise.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely';
import { DICTIONARY_EXERCISES } from '../seed/dictionary-exercises.js';

/** The lifts this migration added to the list (its down removes them again). */
export const ADDED_WITH_TYPES = ['Dead Hang', 'Wall Sit'] as const;

const rows = () => sql.join(DICTIONARY_EXERCISES.map(({ name, category, type }) => sql`(${name}, ${category}, ${type})`));

export const dictionaryExerciseTypes: Migration = {
  up: async (db: Kysely<unknown>) => {
    await sql`ALTER TABLE dictionary_exercises
      ADD COLUMN type text NOT NULL DEFAULT 'weighted' CONSTRAINT dictionary_exercises_type_check CHECK (type IN ('weighted', 'reps', 'duration'))`.execute(db);
    await sql`INSERT INTO dictionary_exercises (name, category, type) VALUES ${rows()}
      ON CONFLICT (name) DO UPDATE SET type = EXCLUDED.type`.execute(db);
  },
  down: async (db: Kysely<unknown>) => {
    await sql`DELETE FROM dictionary_exercises WHERE name IN (${sql.join(ADDED_WITH_TYPES.map((name) => sql`${name}`))})`.execute(db);
    await sql`ALTER TABLE dictionary_exercises DROP COLUMN type`.execute(db);
  },
};
