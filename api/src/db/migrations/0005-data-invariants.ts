// The database guards its own invariants, whatever code path writes:
// - set numbers are unique per exercise. DEFERRABLE INITIALLY IMMEDIATE: checked at the end of
//   each statement (not row by row), so deleting a set and renumbering the rest 1..n in one UPDATE
//   works (sets/queries.ts deleteSetAndRenumber), while two INSERTs of one number still fail;
// - an exercise belongs to its session's user: exercises (session_id, user_id) references
//   sessions (id, user_id), so the denormalised user_id every query filters on cannot disagree with
//   the session's. It replaces the plain session_id foreign key (same ON DELETE CASCADE).
// Existing rows are brought in line first (duplicated numbers renumbered in their order, an
// exercise's user_id set to its session's), so the migration never fails on old data.
import { sql, type Migration } from 'kysely';
import { statementsMigration } from './statements.js';

const up = [
  sql`UPDATE sets SET set_number = numbered.n
      FROM (SELECT id, row_number() OVER (PARTITION BY exercise_id ORDER BY set_number, id) AS n FROM sets) AS numbered
      WHERE sets.id = numbered.id AND sets.set_number <> numbered.n
        AND sets.exercise_id IN (SELECT exercise_id FROM sets GROUP BY exercise_id, set_number HAVING count(*) > 1)`,
  // The unique constraint's index serves every read the plain index did (same columns).
  sql`DROP INDEX sets_exercise_number_idx`,
  // INCLUDE keeps 0003's covering columns: progress and records read a lift's sets from this index alone.
  sql`ALTER TABLE sets ADD CONSTRAINT sets_exercise_number_unique UNIQUE (exercise_id, set_number) INCLUDE (weight_lbs, reps) DEFERRABLE INITIALLY IMMEDIATE`,

  sql`UPDATE exercises SET user_id = sessions.user_id FROM sessions WHERE sessions.id = exercises.session_id AND exercises.user_id <> sessions.user_id`,
  sql`ALTER TABLE sessions ADD CONSTRAINT sessions_id_user_unique UNIQUE (id, user_id)`,
  sql`ALTER TABLE exercises DROP CONSTRAINT exercises_session_id_fkey`,
  sql`ALTER TABLE exercises ADD CONSTRAINT exercises_session_owner_fkey FOREIGN KEY (session_id, user_id)
      REFERENCES sessions (id, user_id) ON DELETE CASCADE ON UPDATE CASCADE`,
];

const down = [
  sql`ALTER TABLE exercises DROP CONSTRAINT exercises_session_owner_fkey`,
  sql`ALTER TABLE exercises ADD CONSTRAINT exercises_session_id_fkey FOREIGN KEY (session_id) REFERENCES sessions (id) ON DELETE CASCADE`,
  sql`ALTER TABLE sessions DROP CONSTRAINT sessions_id_user_unique`,
  sql`ALTER TABLE sets DROP CONSTRAINT sets_exercise_number_unique`,
  sql`CREATE INDEX sets_exercise_number_idx ON sets (exercise_id, set_number) INCLUDE (weight_lbs, reps)`,
];

export const dataInvariants: Migration = statementsMigration(up, down);
