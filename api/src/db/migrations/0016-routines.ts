// Routines (issue 30): a lifter's plans kept for reuse, stored apart from what was logged (as
// planned sets are, migration 0013). A routine holds ordered exercises; each exercise holds its
// planned sets (the target: kind, reps or a rep range, an absolute weight or a % of the exercise's
// training max, RPE, the rest after it), its progression rule (jsonb, its shape checked by the api)
// and the rule's state (failures in a row, the week of a training-max cycle).
//
// A Liftbook export carries routines; importing it stages them on the import and writes them at
// its finish, marked with its id (undo removes those not changed since).
//
// Starting a routine makes a session (`sessions.routine_id`) whose exercises point back at the
// routine exercise they came from (`exercises.routine_exercise_id`, so Finish can move that
// exercise's targets) and keep its superset group; their planned sets carry the rep range's top
// and the rest. A session records when its first set was logged (`started_at`) and when the lifter
// pressed Finish (`finished_at`). Deleting a routine or one of its exercises never touches a
// session: the links become null.
//
// The CHECKs repeat the api's bounds (modules/routines/schemas.ts) so no other path can store a
// routine the api would refuse.
import { sql, type Migration } from 'kysely';
import { statementsMigration } from './statements.js';

const up = [
  sql`CREATE TABLE routines (
      id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name       text NOT NULL CONSTRAINT routines_name_check CHECK (char_length(name) BETWEEN 1 AND 100),
      -- The import that wrote it (a Liftbook export's routines); null when the lifter made it.
      import_id  integer REFERENCES imports (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
  // The list: a lifter's routines, newest updated first.
  sql`CREATE INDEX routines_user_updated_idx ON routines (user_id, updated_at DESC, id DESC)`,
  sql`CREATE INDEX routines_import_idx ON routines (import_id) WHERE import_id IS NOT NULL`,
  sql`CREATE TRIGGER routines_set_updated_at BEFORE UPDATE ON routines FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,

  sql`CREATE TABLE routine_exercises (
      id                     integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      routine_id             integer NOT NULL REFERENCES routines (id) ON DELETE CASCADE,
      position               integer NOT NULL CONSTRAINT routine_exercises_position_check CHECK (position BETWEEN 1 AND 30),
      name                   text NOT NULL CONSTRAINT routine_exercises_name_check CHECK (char_length(name) BETWEEN 1 AND 100),
      dictionary_exercise_id integer REFERENCES dictionary_exercises (id) ON DELETE SET NULL,
      type                   text NOT NULL CONSTRAINT routine_exercises_type_check CHECK (type IN ('weighted', 'reps', 'duration')),
      variation              text CONSTRAINT routine_exercises_variation_check CHECK (char_length(variation) BETWEEN 1 AND 100),
      note                   text CONSTRAINT routine_exercises_note_check CHECK (char_length(note) BETWEEN 1 AND 2000),
      superset_group         integer CONSTRAINT routine_exercises_superset_group_check CHECK (superset_group BETWEEN 1 AND 30),
      weight_unit            text NOT NULL CONSTRAINT routine_exercises_weight_unit_check CHECK (weight_unit IN ('lbs', 'kg')),
      training_max           numeric(8, 2) CONSTRAINT routine_exercises_training_max_check CHECK (training_max > 0 AND training_max <= 2000),
      progression            jsonb CONSTRAINT routine_exercises_progression_check CHECK (
                               jsonb_typeof(progression) = 'object' AND progression->>'kind' IN ('linear', 'double', 'training_max')),
      failures               integer NOT NULL DEFAULT 0 CONSTRAINT routine_exercises_failures_check CHECK (failures BETWEEN 0 AND 1000),
      cycle_week             integer NOT NULL DEFAULT 1 CONSTRAINT routine_exercises_cycle_week_check CHECK (cycle_week BETWEEN 1 AND 52),
      created_at             timestamptz NOT NULL DEFAULT now(),
      updated_at             timestamptz NOT NULL DEFAULT now(),
      -- Deferred: an edit that reorders moves positions past each other within one transaction.
      CONSTRAINT routine_exercises_position_unique UNIQUE (routine_id, position) DEFERRABLE INITIALLY DEFERRED
    )`,
  // Removing a dictionary entry sets these null: found through this, not a scan.
  sql`CREATE INDEX routine_exercises_dictionary_idx ON routine_exercises (dictionary_exercise_id) WHERE dictionary_exercise_id IS NOT NULL`,
  sql`CREATE TRIGGER routine_exercises_set_updated_at BEFORE UPDATE ON routine_exercises FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,

  sql`CREATE TABLE routine_sets (
      id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      routine_exercise_id integer NOT NULL REFERENCES routine_exercises (id) ON DELETE CASCADE,
      position            integer NOT NULL CONSTRAINT routine_sets_position_check CHECK (position BETWEEN 1 AND 30),
      kind                text NOT NULL DEFAULT 'normal' CONSTRAINT routine_sets_kind_check CHECK (kind IN ('normal', 'warmup')),
      reps_min            integer CONSTRAINT routine_sets_reps_min_check CHECK (reps_min BETWEEN 1 AND 1000),
      reps_max            integer CONSTRAINT routine_sets_reps_max_check CHECK (reps_max BETWEEN 1 AND 1000),
      weight              numeric(8, 2) CONSTRAINT routine_sets_weight_check CHECK (weight >= 0 AND weight <= 2000),
      percent_of_tm       numeric(5, 2) CONSTRAINT routine_sets_percent_of_tm_check CHECK (percent_of_tm >= 1 AND percent_of_tm <= 150),
      duration_ms         bigint CONSTRAINT routine_sets_duration_check CHECK (duration_ms > 0 AND duration_ms <= 86400000),
      distance_m          numeric(10, 2) CONSTRAINT routine_sets_distance_check CHECK (distance_m >= 0 AND distance_m <= 1000000),
      rpe                 numeric(3, 1) CONSTRAINT routine_sets_rpe_check CHECK (rpe BETWEEN 1 AND 10 AND rpe * 2 = trunc(rpe * 2)),
      rest_seconds        integer CONSTRAINT routine_sets_rest_check CHECK (rest_seconds BETWEEN 0 AND 3600),
      created_at          timestamptz NOT NULL DEFAULT now(),
      updated_at          timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT routine_sets_reps_range_check CHECK (reps_max IS NULL OR (reps_min IS NOT NULL AND reps_max >= reps_min)),
      CONSTRAINT routine_sets_one_weight_check CHECK (weight IS NULL OR percent_of_tm IS NULL),
      CONSTRAINT routine_sets_position_unique UNIQUE (routine_exercise_id, position) DEFERRABLE INITIALLY DEFERRED
    )`,
  sql`CREATE TRIGGER routine_sets_set_updated_at BEFORE UPDATE ON routine_sets FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,

  sql`ALTER TABLE sessions
      ADD COLUMN routine_id  integer REFERENCES routines (id) ON DELETE SET NULL,
      ADD COLUMN started_at  timestamptz,
      ADD COLUMN finished_at timestamptz`,
  // A routine's sessions (its last time, Finish's progression; and the SET NULL of a delete).
  sql`CREATE INDEX sessions_routine_idx ON sessions (routine_id, session_date DESC, id DESC) WHERE routine_id IS NOT NULL`,

  sql`ALTER TABLE exercises
      ADD COLUMN routine_exercise_id integer REFERENCES routine_exercises (id) ON DELETE SET NULL,
      ADD COLUMN superset_group      integer CONSTRAINT exercises_superset_group_check CHECK (superset_group BETWEEN 1 AND 30)`,
  sql`CREATE INDEX exercises_routine_exercise_idx ON exercises (routine_exercise_id) WHERE routine_exercise_id IS NOT NULL`,

  // A Liftbook export's routines wait here, checked, for the import's finish (as its goals do).
  sql`ALTER TABLE imports ADD COLUMN staged_routines jsonb NOT NULL DEFAULT '[]'`,

  sql`ALTER TABLE planned_sets
      ADD COLUMN reps_max     integer CONSTRAINT planned_sets_reps_max_check CHECK (reps_max BETWEEN 1 AND 1000 AND (reps IS NULL OR reps_max >= reps)),
      ADD COLUMN rest_seconds integer CONSTRAINT planned_sets_rest_check CHECK (rest_seconds BETWEEN 0 AND 3600)`,
];

const down = [
  sql`ALTER TABLE planned_sets DROP COLUMN reps_max, DROP COLUMN rest_seconds`,
  sql`ALTER TABLE imports DROP COLUMN staged_routines`,
  sql`ALTER TABLE exercises DROP COLUMN routine_exercise_id, DROP COLUMN superset_group`,
  sql`ALTER TABLE sessions DROP COLUMN routine_id, DROP COLUMN started_at, DROP COLUMN finished_at`,
  sql`DROP TABLE routine_sets`,
  sql`DROP TABLE routine_exercises`,
  sql`DROP TABLE routines`,
];

export const routines: Migration = statementsMigration(up, down);
