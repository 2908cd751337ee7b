// Logging like a lifter: every set gets a kind (normal, warmup, drop or failure), an
// optional RPE (1 to 10 in steps of 0.5) and an optional distance in metres; every lifter a
// preferred weight unit (lbs or kg). Defaults make existing data read as before: every set is
// 'normal' with no RPE and no distance, every lifter 'lbs'. The database checks the same ranges
// the api's schemas do, whatever path writes.
//
// Warm-up sets never count towards what was lifted (api/src/lifted: sql.ts countedSet is
// `kind <> 'warmup'`). Progress and records read a lift's counted sets: the partial index below
// carries exactly those sets with the columns they read, so those reads stay index-only.
import { sql, type Migration } from 'kysely';
import { statementsMigration } from './statements.js';

const up = [
  sql`ALTER TABLE sets
      ADD COLUMN kind text NOT NULL DEFAULT 'normal' CONSTRAINT sets_kind_check CHECK (kind IN ('normal', 'warmup', 'drop', 'failure')),
      ADD COLUMN rpe numeric(3, 1) CONSTRAINT sets_rpe_check CHECK (rpe BETWEEN 1 AND 10 AND rpe * 2 = trunc(rpe * 2)),
      ADD COLUMN distance_m numeric(10, 2) CONSTRAINT sets_distance_check CHECK (distance_m >= 0 AND distance_m <= 1000000)`,
  sql`CREATE INDEX sets_counted_idx ON sets (exercise_id) INCLUDE (id, weight_lbs, reps) WHERE kind <> 'warmup'`,
  sql`ALTER TABLE users
      ADD COLUMN weight_unit text NOT NULL DEFAULT 'lbs' CONSTRAINT users_weight_unit_check CHECK (weight_unit IN ('lbs', 'kg'))`,
];

const down = [
  sql`ALTER TABLE users DROP COLUMN weight_unit`,
  sql`DROP INDEX sets_counted_idx`,
  sql`ALTER TABLE sets DROP COLUMN distance_m, DROP COLUMN rpe, DROP COLUMN kind`,
];

export const setKindsRpeDistanceWeightUnit: Migration = statementsMigration(up, down);
