// Programs (issue 30): a lifter's sequence of routines (A/B alternating, push/pull/legs, 5/3/1's
// four days) and which of them is next, for the home page's "Next: Workout B — Squat 3×5 @
// 102.5 kg". The routines themselves are ordinary routines (migration 0016) with their own rules;
// a program only orders them. Finishing a session of one of its routines moves `next_routine_id`
// to the routine after it. Deleting a routine takes it out of its programs (and a next pointing
// at it falls back to the first).
import { sql, type Migration } from 'kysely';
import { statementsMigration } from './statements.js';

const up = [
  sql`CREATE TABLE programs (
      id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name            text NOT NULL CONSTRAINT programs_name_check CHECK (char_length(name) BETWEEN 1 AND 100),
      built_in        text CONSTRAINT programs_built_in_check CHECK (built_in IN ('five-by-five', 'push-pull-legs', 'five-three-one')),
      next_routine_id integer REFERENCES routines (id) ON DELETE SET NULL,
      created_at      timestamptz NOT NULL DEFAULT now(),
      updated_at      timestamptz NOT NULL DEFAULT now()
    )`,
  // The home page's "Next": the lifter's latest program.
  sql`CREATE INDEX programs_user_created_idx ON programs (user_id, created_at DESC, id DESC)`,
  sql`CREATE TRIGGER programs_set_updated_at BEFORE UPDATE ON programs FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,
  sql`CREATE TABLE program_routines (
      program_id integer NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
      position   integer NOT NULL CONSTRAINT program_routines_position_check CHECK (position BETWEEN 1 AND 30),
      routine_id integer NOT NULL REFERENCES routines (id) ON DELETE CASCADE,
      PRIMARY KEY (program_id, position)
    )`,
  // Finish finds the programs of the session's routine through this.
  sql`CREATE INDEX program_routines_routine_idx ON program_routines (routine_id)`,
];

const down = [sql`DROP TABLE program_routines`, sql`DROP TABLE programs`];

export const programs: Migration = statementsMigration(up, down);
