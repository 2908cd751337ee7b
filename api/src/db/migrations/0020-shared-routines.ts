// Shared routines (issue 31): a member shares one of their routines to a group they belong to.
// What is stored is a snapshot of the routine as it was at the moment of sharing (its name and
// its exercises with their planned sets, rules and training maxes, as jsonb), not a link: editing
// or deleting the original later changes nothing of what the group sees or copies. The sharer is
// kept (SET NULL when their account goes); whether their name shows is decided when read, from
// membership, as for comments: a member who left or was removed keeps their shares in the group,
// shown without a name. A group holds a bounded number of them (the api's SHARED_ROUTINES_MAX).
import { sql, type Migration } from 'kysely';
import { statementsMigration } from './statements.js';

const up = [
  sql`CREATE TABLE shared_routines (
      id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      group_id    integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
      shared_by   integer REFERENCES users (id) ON DELETE SET NULL,
      name        text NOT NULL CONSTRAINT shared_routines_name_check CHECK (char_length(name) BETWEEN 1 AND 100),
      exercises   jsonb NOT NULL CONSTRAINT shared_routines_exercises_check CHECK (
                    jsonb_typeof(exercises) = 'array' AND jsonb_array_length(exercises) BETWEEN 1 AND 30),
      created_at  timestamptz NOT NULL DEFAULT now(),
      updated_at  timestamptz NOT NULL DEFAULT now()
    )`,
  // The group's list, newest first.
  sql`CREATE INDEX shared_routines_group_idx ON shared_routines (group_id, created_at DESC, id DESC)`,
  // Deleting an account sets these null: found through this, not a scan.
  sql`CREATE INDEX shared_routines_shared_by_idx ON shared_routines (shared_by) WHERE shared_by IS NOT NULL`,
  sql`CREATE TRIGGER shared_routines_set_updated_at BEFORE UPDATE ON shared_routines FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,
];

const down = [sql`DROP TABLE shared_routines`];

export const sharedRoutines: Migration = statementsMigration(up, down);
