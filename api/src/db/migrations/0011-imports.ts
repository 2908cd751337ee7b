// Imports of other apps' exports (and Liftbook's own). An import is started with its file's
// SHA-256, filled with chunks of workouts that are checked and staged (one jsonb row per
// workout, with its content fingerprint), then finished in one transaction that turns the staged
// workouts into sessions, exercises and sets and deletes the staging rows.
//
// What an import writes carries its id (sessions, exercises, sets, custom exercises, goals), so
// "Undo import" removes exactly that and nothing the lifter logged since. An imported session also
// keeps the fingerprint of the workout it came from, unique per lifter: importing the same
// workout again (the same file, or an overlapping one) finds it and skips it. Sessions typed by
// hand have no fingerprint and are never mistaken for an imported workout. A done import of a
// file (by checksum) exists at most once per lifter.
import { sql, type Migration } from 'kysely';
import { statementsMigration } from './statements.js';

const MARKED = ['sessions', 'exercises', 'sets', 'custom_exercises', 'goals'] as const;

const up = [
  sql`CREATE TABLE imports (
      id                     integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id                integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      source                 text NOT NULL CONSTRAINT imports_source_check CHECK (source IN ('strong', 'hevy', 'fitnotes', 'liftbook')),
      layout                 text NOT NULL,
      file_name              text NOT NULL,
      checksum               text NOT NULL CONSTRAINT imports_checksum_check CHECK (checksum ~ '^[0-9a-f]{64}$'),
      status                 text NOT NULL DEFAULT 'open' CONSTRAINT imports_status_check CHECK (status IN ('open', 'done')),
      workouts_added         integer NOT NULL DEFAULT 0,
      sets_added             integer NOT NULL DEFAULT 0,
      workouts_already_there integer NOT NULL DEFAULT 0,
      -- A Liftbook export's custom exercises and goals, staged until the finish.
      staged_custom_exercises jsonb NOT NULL DEFAULT '[]',
      staged_goals           jsonb NOT NULL DEFAULT '[]',
      created_at             timestamptz NOT NULL DEFAULT now(),
      finished_at            timestamptz
    )`,
  sql`CREATE UNIQUE INDEX imports_user_checksum_done_unique ON imports (user_id, checksum) WHERE status = 'done'`,
  sql`CREATE INDEX imports_user_created_idx ON imports (user_id, created_at DESC, id DESC)`,
  // Staging only: unlogged (a crash loses open imports, which the page then starts again) and
  // stored uncompressed (each workout is written once and read once).
  sql`CREATE UNLOGGED TABLE import_workouts (
      import_id   integer NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
      seq         integer NOT NULL,
      fingerprint text NOT NULL,
      set_count   integer NOT NULL,
      workout     jsonb NOT NULL,
      CONSTRAINT import_workouts_pkey PRIMARY KEY (import_id, seq)
    )`,
  sql`ALTER TABLE import_workouts ALTER COLUMN workout SET STORAGE EXTERNAL`,
  // The finish keeps the first of a file's identical workouts.
  sql`CREATE INDEX import_workouts_fingerprint_idx ON import_workouts (import_id, fingerprint)`,
  ...MARKED.flatMap((table) => [
    sql`ALTER TABLE ${sql.table(table)} ADD COLUMN import_id integer REFERENCES imports (id) ON DELETE SET NULL`,
    sql`CREATE INDEX ${sql.raw(`${table}_import_idx`)} ON ${sql.table(table)} (import_id) WHERE import_id IS NOT NULL`,
  ]),
  sql`ALTER TABLE sessions ADD COLUMN import_fingerprint text`,
  sql`CREATE UNIQUE INDEX sessions_user_import_fingerprint_unique ON sessions (user_id, import_fingerprint) WHERE import_fingerprint IS NOT NULL`,
];

const down = [
  sql`DROP INDEX sessions_user_import_fingerprint_unique`,
  sql`ALTER TABLE sessions DROP COLUMN import_fingerprint`,
  ...MARKED.map((table) => sql`ALTER TABLE ${sql.table(table)} DROP COLUMN import_id`),
  sql`DROP TABLE import_workouts`,
  sql`DROP TABLE imports`,
];

export const imports: Migration = statementsMigration(up, down);
