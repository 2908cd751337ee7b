// lift_days: every lifter's progress points, one row per (user, lift, day), kept exact by the
// database itself. The all-time progress of a three-year lift read 3 000 sets through 600
// exercises and their sessions and aggregated them twice (about 5 ms of PostgreSQL's 7); it now
// reads its 600 rows from one index (README "Progress and records are one statement each").
//
// A row holds what GET /api/exercises/progress answers for that day, unrounded, computed exactly
// as the statement did: each exercise's sets summed up first (max weight in lbs, max reps, Σ lbs ×
// reps, best Epley estimate over 1–12 reps), then the exercises of the day (lift = lower(name),
// day = the session's date). A day has a row when at least one set of that lift was logged on it.
//
// How it stays exact: AFTER ... FOR EACH STATEMENT triggers on sets, exercises and sessions
// (transition tables, so a bulk write refreshes each day once) recompute every lift row of each
// affected (user, day) from the sets, which makes deleting a day's heaviest set, moving a session
// to another date, renaming an exercise or a cascade from a deleted session or lifter right by
// construction. A refresh joins sessions → exercises → sets, so rows a cascade has not reached
// yet never count (their parent is already gone), whatever order the triggers fire in.
//
// Concurrent writers (READ COMMITTED, the api's level): two transactions writing the same user's
// day would each recompute it without the other's uncommitted set. So before reading, a refresh
// takes a transaction-level advisory lock per (user, day) (the two-int form: user id, days since
// 2000-01-01; nothing else in the api uses that form), in key order; the second writer waits for
// the first to commit, and its recompute (a new statement, so a new snapshot) sees the first
// one's sets. The keys are derived again after locking, until no new one appears: a concurrent
// move of the session (or exercise) to another day shows up then, and that day is refreshed too.
// Under REPEATABLE READ or SERIALIZABLE the snapshot would predate the lock; the api never writes
// at those levels.
//
// TRUNCATE of any of the three tables empties lift_days. The backfill runs after the triggers
// are created: CREATE TRIGGER holds a lock that keeps writers out until the migration commits.
import type { Migration } from 'kysely';
import { statementsMigration } from './statements.js';

/** Epley's factors by reps, float8 ([1] = 1, [r] = 1 + r / 30 up to 12): the progress statement's. */
const EPLEY = `(ARRAY[1::float8, ${Array.from({ length: 11 }, (_, i) => `1 + ${i + 2} / 30::float8`).join(', ')}])`;

/**
 * The lift_days rows of the (user_id, day) pairs that `keys` (a relation) names: user_id, lift,
 * day, max_weight, max_reps, total_volume, best_e1rm.
 */
const rowsOf = (keys: string) => `
  SELECT s.user_id, lower(e.name) AS lift, s.session_date AS day,
         max(x.max_weight) AS max_weight, max(x.max_reps) AS max_reps, sum(x.volume) AS total_volume, nullif(max(x.e1rm), 0) AS best_e1rm
  FROM ${keys} AS k
  JOIN sessions AS s ON s.user_id = k.user_id AND s.session_date = k.day
  JOIN exercises AS e ON e.session_id = s.id AND e.user_id = s.user_id
  CROSS JOIN LATERAL (
    SELECT max(weight_lbs) AS max_weight, max(reps) AS max_reps, sum(weight_lbs * reps) AS volume,
           max(weight_lbs * ${EPLEY}[reps]) AS e1rm, count(*) AS sets
    FROM sets WHERE sets.exercise_id = e.id
  ) AS x
  WHERE x.sets > 0
  GROUP BY s.user_id, lower(e.name), s.session_date`;

const up = [
  `CREATE TABLE lift_days (
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    lift text NOT NULL,
    day date NOT NULL,
    max_weight float8,
    max_reps integer,
    total_volume float8,
    best_e1rm float8,
    -- Covering: a lift's points come from the index alone, in day order.
    CONSTRAINT lift_days_pkey PRIMARY KEY (user_id, lift, day) INCLUDE (max_weight, max_reps, total_volume, best_e1rm)
  )`,
  // A refresh replaces a user's day: every lift row of it.
  `CREATE INDEX lift_days_user_day_idx ON lift_days (user_id, day)`,

  // Recomputes one (user, day): every lift row of it, from the sets. The caller holds its lock.
  // Both functions keep generic plans (planned once per connection, and again whenever ANALYZE
  // updates a table's statistics): left to choose, PostgreSQL re-planned the refresh at every
  // write, about 1.5 ms of a write's 2.5. Its arguments are scalars, so the generic plan is the
  // custom one: the indexes of sessions (user, date), exercises (session), sets (exercise) and
  // lift_days (user, day).
  `CREATE FUNCTION lift_days_refresh(key_user integer, key_day date) RETURNS void
  LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
  BEGIN
    WITH fresh AS (${rowsOf('(SELECT key_user AS user_id, key_day AS day)')}),
    gone AS (
      DELETE FROM lift_days AS old
      WHERE old.user_id = key_user AND old.day = key_day AND old.lift NOT IN (SELECT lift FROM fresh)
    )
    INSERT INTO lift_days AS ld (user_id, lift, day, max_weight, max_reps, total_volume, best_e1rm)
    SELECT user_id, lift, day, max_weight, max_reps, total_volume, best_e1rm FROM fresh
    ON CONFLICT (user_id, lift, day) DO UPDATE
      SET max_weight = excluded.max_weight, max_reps = excluded.max_reps, total_volume = excluded.total_volume, best_e1rm = excluded.best_e1rm
      WHERE (ld.max_weight, ld.max_reps, ld.total_volume, ld.best_e1rm)
        IS DISTINCT FROM (excluded.max_weight, excluded.max_reps, excluded.total_volume, excluded.best_e1rm);
  END $$`,

  // Locks and recomputes the days anchored by the arguments: sets' exercises, exercises'
  // sessions, and (user, day) pairs. See the header for the locking.
  `CREATE FUNCTION lift_days_sync(exercise_ids integer[], session_ids integer[], user_ids integer[], days date[]) RETURNS void
  LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
  DECLARE
    locked_users integer[] := '{}';
    locked_days date[] := '{}';
    new_users integer[];
    new_days date[];
    pair record;
  BEGIN
    IF exercise_ids IS NULL AND session_ids IS NULL AND user_ids IS NULL THEN
      RETURN; -- the statement changed nothing that counts (a note, a set's number)
    END IF;
    LOOP
      SELECT array_agg(user_id ORDER BY user_id, day), array_agg(day ORDER BY user_id, day) INTO new_users, new_days
      FROM (
        SELECT u AS user_id, d AS day FROM unnest(user_ids, days) AS k(u, d) WHERE u IS NOT NULL AND d IS NOT NULL
        -- Index conditions on sessions' primary key (a join could be planned as a scan of sessions).
        UNION SELECT s.user_id, s.session_date FROM sessions AS s
        WHERE s.id = ANY (session_ids) OR s.id = ANY (ARRAY(SELECT e.session_id FROM exercises AS e WHERE e.id = ANY (exercise_ids)))
        EXCEPT SELECT u, d FROM unnest(locked_users, locked_days) AS l(u, d)
      ) AS derived;
      EXIT WHEN new_users IS NULL;
      FOR pair IN SELECT u, d FROM unnest(new_users, new_days) AS n(u, d) LOOP
        PERFORM pg_advisory_xact_lock(pair.u, pair.d - DATE '2000-01-01');
      END LOOP;
      locked_users := locked_users || new_users;
      locked_days := locked_days || new_days;
    END LOOP;
    FOR pair IN SELECT u, d FROM unnest(locked_users, locked_days) AS k(u, d) LOOP
      PERFORM lift_days_refresh(pair.u, pair.d);
    END LOOP;
  END $$`,

  // A set counts through its exercise: inserted, deleted, or changed in weight, unit, reps or exercise.
  `CREATE FUNCTION lift_days_sets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM lift_days_sync(array_agg(DISTINCT exercise_id), NULL, NULL, NULL) FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM lift_days_sync(array_agg(DISTINCT exercise_id), NULL, NULL, NULL) FROM old_rows;
    ELSE
      PERFORM lift_days_sync(array_agg(DISTINCT c.exercise_id), NULL, NULL, NULL)
      FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.exercise_id), (n.exercise_id)) AS c(exercise_id)
      WHERE (o.exercise_id, o.weight_lbs, o.reps) IS DISTINCT FROM (n.exercise_id, n.weight_lbs, n.reps);
    END IF;
    RETURN NULL;
  END $$`,

  // An exercise counts through its session: deleted, or renamed (other than in letter case) or moved.
  // A new exercise has no sets yet.
  `CREATE FUNCTION lift_days_exercises_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      PERFORM lift_days_sync(NULL, array_agg(DISTINCT session_id), NULL, NULL) FROM old_rows;
    ELSE
      PERFORM lift_days_sync(NULL, array_agg(DISTINCT c.session_id), NULL, NULL)
      FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.session_id), (n.session_id)) AS c(session_id)
      WHERE (lower(o.name), o.session_id, o.user_id) IS DISTINCT FROM (lower(n.name), n.session_id, n.user_id);
    END IF;
    RETURN NULL;
  END $$`,

  // A session is its own key: deleted, or moved to another day or lifter. A new one has no sets yet.
  `CREATE FUNCTION lift_days_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      -- A deleted lifter's rows go with them (the foreign key): no day to lock or recompute.
      PERFORM lift_days_sync(NULL, NULL, array_agg(user_id), array_agg(session_date)) FROM old_rows
      WHERE EXISTS (SELECT FROM users WHERE users.id = old_rows.user_id);
    ELSE
      PERFORM lift_days_sync(NULL, NULL, array_agg(c.user_id), array_agg(c.day))
      FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.user_id, o.session_date), (n.user_id, n.session_date)) AS c(user_id, day)
      WHERE (o.user_id, o.session_date) IS DISTINCT FROM (n.user_id, n.session_date);
    END IF;
    RETURN NULL;
  END $$`,

  `CREATE FUNCTION lift_days_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    TRUNCATE lift_days;
    RETURN NULL;
  END $$`,

  ...(['sets', 'exercises', 'sessions'] as const).flatMap((table) => [
    ...(table === 'sets'
      ? [
          `CREATE TRIGGER lift_days_on_insert AFTER INSERT ON sets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lift_days_sets_changed()`,
        ]
      : []),
    `CREATE TRIGGER lift_days_on_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lift_days_${table}_changed()`,
    `CREATE TRIGGER lift_days_on_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lift_days_${table}_changed()`,
    `CREATE TRIGGER lift_days_on_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION lift_days_truncated()`,
  ]),

  // The history so far (writers wait for this migration's commit; see the header).
  `INSERT INTO lift_days (user_id, lift, day, max_weight, max_reps, total_volume, best_e1rm)
   ${rowsOf('(SELECT DISTINCT user_id, session_date AS day FROM sessions)')}`,
];

const down = [
  ...(['sets', 'exercises', 'sessions'] as const).flatMap((table) => [
    `DROP TRIGGER IF EXISTS lift_days_on_insert ON ${table}`,
    `DROP TRIGGER lift_days_on_update ON ${table}`,
    `DROP TRIGGER lift_days_on_delete ON ${table}`,
    `DROP TRIGGER lift_days_on_truncate ON ${table}`,
  ]),
  `DROP FUNCTION lift_days_truncated()`,
  `DROP FUNCTION lift_days_sessions_changed()`,
  `DROP FUNCTION lift_days_exercises_changed()`,
  `DROP FUNCTION lift_days_sets_changed()`,
  `DROP FUNCTION lift_days_sync(integer[], integer[], integer[], date[])`,
  `DROP FUNCTION lift_days_refresh(integer, date)`,
  `DROP TABLE lift_days`,
];

export const liftDays: Migration = statementsMigration(up, down);
