// The group feed (issue 31): cheers and comments on members' workouts, and a workout's own
// privacy. Cheers and comments belong to a group as well as a session: a workout seen in two
// groups is cheered in each, and what one group said is never read in the other. A member cheers
// a workout once (unique). A comment outlives its author: deleting the account keeps the text
// without an author (SET NULL); a member who left keeps their comments, shown without a name
// (decided when read, from membership). A private session never appears in any group; the feed's
// index skips them, and carries the order the feed reads (newest day, then id, per lifter).
import { sql, type Migration } from 'kysely';
import { statementsMigration } from './statements.js';

export const COMMENT_MAX = 500;

const up = [
  sql`ALTER TABLE sessions ADD COLUMN private boolean NOT NULL DEFAULT false`,
  sql`CREATE INDEX sessions_feed_idx ON sessions (user_id, session_date DESC, id DESC) WHERE NOT private`,
  sql`CREATE TABLE session_cheers (
      id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      group_id    integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
      session_id  integer NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
      user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at  timestamptz NOT NULL DEFAULT now(),
      updated_at  timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT session_cheers_one_per_member UNIQUE (group_id, session_id, user_id)
    )`,
  sql`CREATE INDEX session_cheers_user_idx ON session_cheers (user_id)`,
  sql`CREATE TRIGGER session_cheers_set_updated_at BEFORE UPDATE ON session_cheers FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,
  sql`CREATE TABLE session_comments (
      id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      group_id    integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
      session_id  integer NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
      author_id   integer REFERENCES users (id) ON DELETE SET NULL,
      body        text NOT NULL CONSTRAINT session_comments_body_length_check CHECK (char_length(body) BETWEEN 1 AND ${sql.lit(COMMENT_MAX)}),
      created_at  timestamptz NOT NULL DEFAULT now(),
      updated_at  timestamptz NOT NULL DEFAULT now()
    )`,
  sql`CREATE INDEX session_comments_session_idx ON session_comments (group_id, session_id, id)`,
  sql`CREATE INDEX session_comments_author_idx ON session_comments (author_id)`,
  sql`CREATE TRIGGER session_comments_set_updated_at BEFORE UPDATE ON session_comments FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,
];

const down = [
  sql`DROP TABLE session_comments`,
  sql`DROP TABLE session_cheers`,
  sql`DROP INDEX sessions_feed_idx`,
  sql`ALTER TABLE sessions DROP COLUMN private`,
];

export const feed: Migration = statementsMigration(up, down);
