// The records' history by rep count (issue 31): what a workout is judged against is, per lift and
// rep count, the heaviest earlier counted set (finish/queries.ts sessionRecordRows). Read as a
// range of sets_lift_history_idx (by day), that was every earlier set of the lift, ~200 index
// entries per lift of a year's lifter and ~20,000 for a feed page, the most of its time. Ordered
// by rep count, then weight (heaviest first), the heaviest earlier set of each rep count is the
// first earlier entry of its rep count, and the next rep count is one descent away: a page reads
// one entry per (lift, rep count) instead of the whole history. Rep counts without reps (timed
// sets) come first, so the one walk finds them too. The day and session are carried so "earlier"
// is decided in the index. It replaces sets_lift_history_idx, which nothing else reads.
import { sql, type Migration } from 'kysely';
import { statementsMigration } from './statements.js';

const up = [
  sql`CREATE INDEX sets_lift_reps_idx ON sets (user_id, lift, reps NULLS FIRST, weight_lbs DESC NULLS LAST) INCLUDE (session_date, session_id)
      WHERE kind <> 'warmup'`,
  sql`DROP INDEX sets_lift_history_idx`,
];

const down = [
  sql`CREATE INDEX sets_lift_history_idx ON sets (user_id, lift, session_date, session_id) INCLUDE (reps, weight_lbs) WHERE kind <> 'warmup'`,
  sql`DROP INDEX sets_lift_reps_idx`,
];

export const setsLiftRepsIndex: Migration = statementsMigration(up, down);
