// Imports compare a file's workouts with the lifter's log by their full content (names, notes and
// every set's values, not just the figures), computed from both sides when an import is checked or
// finished (modules/imports/fingerprint.ts). Nothing about a session's content is stored any more:
// the fingerprint sessions kept since 0011 described what was imported, not what is there now, so
// a session the lifter changed, or one that survived an undo, still claimed to hold the file's
// workout. The column and its unique index go (every old fingerprint is dropped, none recomputed:
// the log itself is now the reference).
//
// Staged workouts gain how they compare (new, already there, changed, with the lifter's session
// they match) and whether the lifter chose to add a changed one; imports count the changed
// workouts the lifter kept their own session for. Open imports are dropped with their staged rows:
// their fingerprints were computed the old way, and the page starts an import again anyway.
import { sql, type Migration } from 'kysely';
import { statementsMigration } from './statements.js';

const up = [
  sql`DELETE FROM imports WHERE status = 'open'`,
  sql`DROP INDEX sessions_user_import_fingerprint_unique`,
  sql`ALTER TABLE sessions DROP COLUMN import_fingerprint`,
  // Two identical workouts of one file are two workouts now: nothing looks fingerprints up in the file.
  sql`DROP INDEX import_workouts_fingerprint_idx`,
  sql`ALTER TABLE import_workouts
      ADD COLUMN match text CONSTRAINT import_workouts_match_check CHECK (match IN ('new', 'already_there', 'changed')),
      ADD COLUMN matched_session_id integer,
      ADD COLUMN add_theirs boolean NOT NULL DEFAULT false`,
  sql`ALTER TABLE imports ADD COLUMN workouts_kept_mine integer NOT NULL DEFAULT 0`,
];

const down = [
  sql`DELETE FROM imports WHERE status = 'open'`,
  sql`ALTER TABLE imports DROP COLUMN workouts_kept_mine`,
  sql`ALTER TABLE import_workouts DROP COLUMN match, DROP COLUMN matched_session_id, DROP COLUMN add_theirs`,
  sql`CREATE INDEX import_workouts_fingerprint_idx ON import_workouts (import_id, fingerprint)`,
  // Fingerprints of the old kind cannot be rebuilt: every session reads as typed by hand.
  sql`ALTER TABLE sessions ADD COLUMN import_fingerprint text`,
  sql`CREATE UNIQUE INDEX sessions_user_import_fingerprint_unique ON sessions (user_id, import_fingerprint) WHERE import_fingerprint IS NOT NULL`,
];

export const importContentMatching: Migration = statementsMigration(up, down);
