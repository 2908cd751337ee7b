// The whole data model of docs/architecture.md §7 in one first migration. Plain PostgreSQL DDL, so it
// reads (and reviews) as what the database gets. Kysely runs each migration in a transaction.
import { sql, type Migration } from 'kysely';
import { statementsMigration } from './statements.js';

const up = [
  // updated_at is kept by the database, so no code path can forget it.
  sql`CREATE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN NEW.updated_at := now(); RETURN NEW; END $$`,

  sql`CREATE TABLE users (
      id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      issuer     text NOT NULL,
      subject    text NOT NULL,
      name       text,
      email      text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT users_identity_unique UNIQUE (issuer, subject)
    )`,

  sql`CREATE TABLE sessions (
      id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      session_date date NOT NULL,
      session_type text NOT NULL,
      notes        text,
      created_at   timestamptz NOT NULL DEFAULT now(),
      updated_at   timestamptz NOT NULL DEFAULT now()
    )`,
  // The sessions list (newest first) and a month of a user (calendar) are range scans of this.
  sql`CREATE INDEX sessions_user_date_idx ON sessions (user_id, session_date DESC, id DESC)`,

  // Seeded and read-only: a later migration fills it (see migrations/index.ts).
  sql`CREATE TABLE dictionary_exercises (
      id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name       text NOT NULL CONSTRAINT dictionary_exercises_name_unique UNIQUE,
      category   text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,

  sql`CREATE TABLE exercises (
      id                     integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      session_id             integer NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
      user_id                integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name                   text NOT NULL,
      variation              text,
      notes                  text,
      type                   text NOT NULL CONSTRAINT exercises_type_check CHECK (type IN ('weighted', 'reps', 'duration')),
      -- The dictionary does not own logged exercises: removing an entry must not erase history.
      dictionary_exercise_id integer REFERENCES dictionary_exercises (id) ON DELETE SET NULL,
      position               integer NOT NULL DEFAULT 0,
      created_at             timestamptz NOT NULL DEFAULT now(),
      updated_at             timestamptz NOT NULL DEFAULT now()
    )`,
  sql`CREATE INDEX exercises_session_position_idx ON exercises (session_id, position)`,
  // One exercise's history for a user (progress charts match names case-insensitively).
  sql`CREATE INDEX exercises_user_name_idx ON exercises (user_id, lower(name))`,

  sql`CREATE TABLE sets (
      id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      exercise_id integer NOT NULL REFERENCES exercises (id) ON DELETE CASCADE,
      set_number  integer NOT NULL CONSTRAINT sets_set_number_check CHECK (set_number >= 1),
      weight      numeric(8, 2) CONSTRAINT sets_weight_check CHECK (weight >= 0),
      weight_unit text CONSTRAINT sets_weight_unit_check CHECK (weight_unit IN ('lbs', 'kg')),
      reps        integer CONSTRAINT sets_reps_check CHECK (reps >= 0),
      duration_ms bigint CONSTRAINT sets_duration_check CHECK (duration_ms >= 0),
      notes       text,
      created_at  timestamptz NOT NULL DEFAULT now(),
      updated_at  timestamptz NOT NULL DEFAULT now()
    )`,
  sql`CREATE INDEX sets_exercise_number_idx ON sets (exercise_id, set_number)`,

  sql`CREATE TABLE custom_exercises (
      id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name       text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
  // "Bench" and "bench" are the same exercise to a lifter; also serves the per-user list.
  sql`CREATE UNIQUE INDEX custom_exercises_user_name_unique ON custom_exercises (user_id, lower(name))`,

  sql`CREATE TABLE goals (
      id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      exercise_name  text NOT NULL,
      current_weight numeric(8, 2) CONSTRAINT goals_current_weight_check CHECK (current_weight >= 0),
      current_reps   integer CONSTRAINT goals_current_reps_check CHECK (current_reps >= 0),
      target_weight  numeric(8, 2) CONSTRAINT goals_target_weight_check CHECK (target_weight >= 0),
      target_reps    integer CONSTRAINT goals_target_reps_check CHECK (target_reps >= 0),
      target_date    date NOT NULL,
      status         text NOT NULL DEFAULT 'active' CONSTRAINT goals_status_check CHECK (status IN ('active', 'paused', 'completed')),
      created_at     timestamptz NOT NULL DEFAULT now(),
      updated_at     timestamptz NOT NULL DEFAULT now()
    )`,
  sql`CREATE INDEX goals_user_idx ON goals (user_id)`,

  sql`CREATE TABLE groups (
      id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name        text NOT NULL,
      description text,
      created_by  integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at  timestamptz NOT NULL DEFAULT now(),
      updated_at  timestamptz NOT NULL DEFAULT now()
    )`,
  sql`CREATE INDEX groups_created_by_idx ON groups (created_by)`,

  sql`CREATE TABLE group_members (
      id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      group_id   integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
      user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      role       text NOT NULL DEFAULT 'member' CONSTRAINT group_members_role_check CHECK (role IN ('member', 'admin')),
      joined_at  timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT group_members_group_user_unique UNIQUE (group_id, user_id)
    )`,
  // "My groups": the unique constraint above serves lookups by group.
  sql`CREATE INDEX group_members_user_idx ON group_members (user_id)`,

  sql`CREATE TABLE group_invites (
      id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      group_id        integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
      invited_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      invited_by      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      role            text NOT NULL DEFAULT 'member' CONSTRAINT group_invites_role_check CHECK (role IN ('member', 'admin')),
      status          text NOT NULL DEFAULT 'pending' CONSTRAINT group_invites_status_check CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled')),
      created_at      timestamptz NOT NULL DEFAULT now(),
      updated_at      timestamptz NOT NULL DEFAULT now()
    )`,
  // "My invites" (pending ones of a user).
  sql`CREATE INDEX group_invites_invitee_status_idx ON group_invites (invited_user_id, status)`,
  // At most one pending invite per person and group; also serves a group's invite list.
  sql`CREATE UNIQUE INDEX group_invites_pending_unique ON group_invites (group_id, invited_user_id) WHERE status = 'pending'`,

  ...['users', 'sessions', 'dictionary_exercises', 'exercises', 'sets', 'custom_exercises', 'goals', 'groups', 'group_members', 'group_invites'].map(
    (table) =>
      sql`CREATE TRIGGER ${sql.raw(`${table}_set_updated_at`)} BEFORE UPDATE ON ${sql.table(table)}
          FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,
  ),
];

const down = [
  sql`DROP TABLE group_invites, group_members, groups, goals, custom_exercises, sets, exercises, dictionary_exercises, sessions, users`,
  sql`DROP FUNCTION set_updated_at()`,
];

export const initialSchema: Migration = statementsMigration(up, down);
