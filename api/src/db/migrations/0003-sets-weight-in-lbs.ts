// Every set's weight in lbs, kept by PostgreSQL (a stored generated column: kg × 2.20462, a weight
// without a unit is lbs, docs/product.md §3), and the sets index by exercise widened to carry it with the
// reps. Progress and personal records read years of a lift's sets: they now come from the index
// alone (no visit to the table for pages the visibility map knows) and need no conversion per set
// (the numeric → float8 cast is most of a set's cost). float8, as the statements computed it
// before, so every number they answer is unchanged. Same index name and key (exercise_id,
// set_number): the session detail and the calendar order sets by it as before. Adding the column
// rewrites the sets table once.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely';

export const setsWeightInLbs: Migration = {
  up: async (db: Kysely<unknown>) => {
    await sql`ALTER TABLE sets ADD COLUMN weight_lbs float8
      GENERATED ALWAYS AS (CASE WHEN weight_unit = 'kg' THEN weight::float8 * 2.20462 ELSE weight::float8 END) STORED`.execute(db);
    await sql`DROP INDEX sets_exercise_number_idx`.execute(db);
    await sql`CREATE INDEX sets_exercise_number_idx ON sets (exercise_id, set_number) INCLUDE (weight_lbs, reps)`.execute(db);
  },
  down: async (db: Kysely<unknown>) => {
    await sql`DROP INDEX sets_exercise_number_idx`.execute(db);
    await sql`ALTER TABLE sets DROP COLUMN weight_lbs`.execute(db);
    await sql`CREATE INDEX sets_exercise_number_idx ON sets (exercise_id, set_number)`.execute(db);
  },
};
