// Finish (issue 30): what stays of a workout when the lifter presses Finish.
//
// - planned_sets.skipped_at: a planned set the lifter chose to keep as "skipped" at Finish rather
//   than drop. It is no longer a plan still to log (the exercises' answer leaves it out, logging
//   never fulfils it), and like every plan it counts nowhere; it stays as a record of what was
//   planned and not done.
// - routine_sets.reps_bottom: double progression climbs a set's target reps (reps_min) within its
//   range and, once every set reached the top, adds weight and returns the reps to the bottom: the
//   bottom is kept here while the target climbs (null: reps_min is the bottom). The api's own
//   bookkeeping, not part of the routine as the lifter edits it.
// - sessions.finish_progression: what Finish changed in the routine's plan, as answered
//   (ProgressionChange[]), so a second Finish (a retry without its key, a second device) answers
//   the same summary and never progresses the routine twice.
import { sql, type Migration } from 'kysely';
import { statementsMigration } from './statements.js';

const up = [
  sql`ALTER TABLE planned_sets ADD COLUMN skipped_at timestamptz`,
  sql`ALTER TABLE routine_sets ADD COLUMN reps_bottom integer CONSTRAINT routine_sets_reps_bottom_check CHECK (reps_bottom BETWEEN 1 AND 1000)`,
  sql`ALTER TABLE sessions ADD COLUMN finish_progression jsonb
      CONSTRAINT sessions_finish_progression_check CHECK (jsonb_typeof(finish_progression) = 'array')`,
];

const down = [
  sql`ALTER TABLE sessions DROP COLUMN finish_progression`,
  sql`ALTER TABLE routine_sets DROP COLUMN reps_bottom`,
  sql`ALTER TABLE planned_sets DROP COLUMN skipped_at`,
];

export const finish: Migration = statementsMigration(up, down);
