// Planned sets: a plan is not a log. "Repeat this workout" (and, later, routines) put last time's
// sets on today's exercises as planned sets, stored apart from the logged `sets` (as wger keeps
// slot entries apart from its logs, and Liftosaur prescribed from completed values), so no reader
// of `sets` (records, progress, goals, volume, calendar, summaries, groups) can count a plan.
//
// A planned set mirrors a set's figures, checked with the same bounds the api's schemas use:
// kind, weight with its unit (both or neither), reps, duration, distance, RPE, and its position
// among the exercise's planned sets. Logging it inserts the real set and points `logged_set_id`
// at it in the same transaction: the plan row is then consumed (not shown as planned), a second
// log of it answers the same set, and the set keeps the target it was logged against. Deleting
// the logged set deletes that record with it (ON DELETE CASCADE).
import { sql, type Migration } from 'kysely';
import { statementsMigration } from './statements.js';

const up = [
  sql`CREATE TABLE planned_sets (
      id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      exercise_id   integer NOT NULL REFERENCES exercises (id) ON DELETE CASCADE,
      position      integer NOT NULL CONSTRAINT planned_sets_position_check CHECK (position BETWEEN 1 AND 100),
      kind          text NOT NULL DEFAULT 'normal' CONSTRAINT planned_sets_kind_check CHECK (kind IN ('normal', 'warmup', 'drop', 'failure')),
      weight        numeric(8, 2) CONSTRAINT planned_sets_weight_check CHECK (weight >= 0 AND weight <= 2000),
      weight_unit   text CONSTRAINT planned_sets_weight_unit_check CHECK (weight_unit IN ('lbs', 'kg')),
      reps          integer CONSTRAINT planned_sets_reps_check CHECK (reps >= 0 AND reps <= 1000),
      duration_ms   bigint CONSTRAINT planned_sets_duration_check CHECK (duration_ms > 0 AND duration_ms <= 86400000),
      distance_m    numeric(10, 2) CONSTRAINT planned_sets_distance_check CHECK (distance_m >= 0 AND distance_m <= 1000000),
      rpe           numeric(3, 1) CONSTRAINT planned_sets_rpe_check CHECK (rpe BETWEEN 1 AND 10 AND rpe * 2 = trunc(rpe * 2)),
      logged_set_id integer CONSTRAINT planned_sets_logged_set_unique UNIQUE REFERENCES sets (id) ON DELETE CASCADE,
      created_at    timestamptz NOT NULL DEFAULT now(),
      updated_at    timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT planned_sets_weight_has_unit CHECK ((weight IS NULL) = (weight_unit IS NULL)),
      CONSTRAINT planned_sets_exercise_position_unique UNIQUE (exercise_id, position)
    )`,
  sql`CREATE TRIGGER planned_sets_set_updated_at BEFORE UPDATE ON planned_sets FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,
];

const down = [sql`DROP TABLE planned_sets`];

export const plannedSets: Migration = statementsMigration(up, down);
