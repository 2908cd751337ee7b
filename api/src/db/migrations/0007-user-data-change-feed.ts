// The change feed behind the api's response cache (cache/): whenever a statement inserts, updates
// or deletes sessions, exercises or sets, PostgreSQL sends NOTIFY liftbook_user_data with the id
// of each user whose data it touched. Notifications go out when the transaction commits (none
// for a rollback), in commit order, to every api process listening; identical ones within a
// transaction are sent once.
//
// Statement-level triggers with transition tables: one notification per user per statement, not
// per row (a batch of 10 sets is one join, not 10 lookups). Every code path that writes is
// covered (routes, cascades, a migration, psql by hand), which is why this lives in the database
// and not in the routes. A set's user is its exercise's; a set deleted by its exercise's cascade
// finds no exercise any more, and needs none: the exercise's own trigger has told. TRUNCATE of
// any of the three tables says '*' (everyone's data changed).
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely';

export const USER_DATA_CHANNEL = 'liftbook_user_data';
/** The payload of a change to everyone's data (a TRUNCATE). */
export const EVERY_USER = '*';

const TABLES = ['sessions', 'exercises', 'sets'] as const;
const EVENTS = [
  ['INSERT', 'REFERENCING NEW TABLE AS new_rows'],
  ['UPDATE', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ['DELETE', 'REFERENCING OLD TABLE AS old_rows'],
] as const;

const triggerName = (table: string, event: string) => `${table}_${event.toLowerCase()}_notify_user_data`;

async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_user_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      users bigint[];
    BEGIN
      IF TG_TABLE_NAME = 'sets' THEN
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(DISTINCT e.user_id) INTO users FROM new_rows AS r JOIN exercises AS e ON e.id = r.exercise_id;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(DISTINCT e.user_id) INTO users FROM old_rows AS r JOIN exercises AS e ON e.id = r.exercise_id;
        ELSE
          SELECT array_agg(DISTINCT e.user_id) INTO users
          FROM (SELECT exercise_id FROM new_rows UNION SELECT exercise_id FROM old_rows) AS r JOIN exercises AS e ON e.id = r.exercise_id;
        END IF;
      ELSIF TG_OP = 'INSERT' THEN
        SELECT array_agg(DISTINCT user_id) INTO users FROM new_rows;
      ELSIF TG_OP = 'DELETE' THEN
        SELECT array_agg(DISTINCT user_id) INTO users FROM old_rows;
      ELSE
        SELECT array_agg(DISTINCT user_id) INTO users FROM (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows) AS r;
      END IF;
      PERFORM pg_notify('${sql.raw(USER_DATA_CHANNEL)}', u::text) FROM unnest(users) AS u;
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE FUNCTION notify_all_user_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('${sql.raw(USER_DATA_CHANNEL)}', '${sql.raw(EVERY_USER)}');
      RETURN NULL;
    END
    $$`.execute(db);
  for (const table of TABLES) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_truncate_notify_user_data`)} AFTER TRUNCATE ON ${sql.raw(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_all_user_data_changed()`.execute(db);
    for (const [event, referencing] of EVENTS) {
      await sql`CREATE TRIGGER ${sql.raw(triggerName(table, event))} AFTER ${sql.raw(event)} ON ${sql.raw(table)}
        ${sql.raw(referencing)} FOR EACH STATEMENT EXECUTE FUNCTION notify_user_data_changed()`.execute(db);
    }
  }
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    for (const [event] of EVENTS) await sql`DROP TRIGGER ${sql.raw(triggerName(table, event))} ON ${sql.raw(table)}`.execute(db);
    await sql`DROP TRIGGER ${sql.raw(`${table}_truncate_notify_user_data`)} ON ${sql.raw(table)}`.execute(db);
  }
  await sql`DROP FUNCTION notify_user_data_changed()`.execute(db);
  await sql`DROP FUNCTION notify_all_user_data_changed()`.execute(db);
}

export const userDataChangeFeed: Migration = { up, down };
