// The migration history runs forward on an empty database and backs out completely.
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.js';
import { createMigrator, migrateToLatest, pendingMigrations, unwrap } from './index.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await database.drop();
});

const tables = async () =>
  (
    await sql<{ table_name: string }>`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely%' ORDER BY table_name`.execute(database.db)
  ).rows.map((r) => r.table_name);

test('up to the latest schema, idempotently', async () => {
  expect(await pendingMigrations(database.db)).toEqual(['0001-initial-schema']);
  expect(await migrateToLatest(database.db)).toEqual(['0001-initial-schema']);
  expect(await migrateToLatest(database.db)).toEqual([]);
  expect(await pendingMigrations(database.db)).toEqual([]);
  expect(await tables()).toEqual([
    'custom_exercises',
    'dictionary_exercises',
    'exercises',
    'goals',
    'group_invites',
    'group_members',
    'groups',
    'sessions',
    'sets',
    'users',
  ]);
});

test('the indexes the real queries need exist', async () => {
  const { rows } = await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes WHERE schemaname = 'public'`.execute(database.db);
  const definitions = rows.map((r) => r.indexdef).join('\n');
  for (const expected of [
    'ON public.sessions USING btree (user_id, session_date DESC, id DESC)',
    'ON public.exercises USING btree (session_id, "position")',
    'ON public.exercises USING btree (user_id, lower(name))',
    'ON public.sets USING btree (exercise_id, set_number)',
    'ON public.goals USING btree (user_id)',
    'ON public.group_members USING btree (user_id)',
    'ON public.group_invites USING btree (invited_user_id, status)',
    'UNIQUE INDEX custom_exercises_user_name_unique ON public.custom_exercises USING btree (user_id, lower(name))',
  ]) {
    expect(definitions).toContain(expected);
  }
});

test('constraints guard the data: types, uniqueness, cascades, updated_at', async () => {
  const db = database.db;
  const user = await db.insertInto('users').values({ issuer: 'i', subject: 's', name: null, email: null }).returning('id').executeTakeFirstOrThrow();
  await expect(db.insertInto('users').values({ issuer: 'i', subject: 's', name: null, email: null }).execute()).rejects.toMatchObject({ code: '23505' });
  const session = await db.insertInto('sessions').values({ user_id: user.id, session_date: '2026-01-01', session_type: 'push', notes: null }).returning(['id', 'updated_at']).executeTakeFirstOrThrow();
  const exercise = await db
    .insertInto('exercises')
    .values({ session_id: session.id, user_id: user.id, name: 'Bench', variation: null, notes: null, type: 'weighted', dictionary_exercise_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('sets').values({ exercise_id: exercise.id, set_number: 1, weight: 135.5, weight_unit: 'lbs', reps: 8, duration_ms: 90_000, notes: null }).execute();
  const set = await db.selectFrom('sets').select(['weight', 'duration_ms']).executeTakeFirstOrThrow();
  expect(set).toEqual({ weight: 135.5, duration_ms: 90_000 }); // numbers, not strings

  await expect(
    sql`INSERT INTO exercises (session_id, user_id, name, type) VALUES (${session.id}, ${user.id}, 'Plank', 'isometric')`.execute(db),
  ).rejects.toMatchObject({ code: '23514' });
  await db.insertInto('custom_exercises').values({ user_id: user.id, name: 'Zercher Squat' }).execute();
  await expect(db.insertInto('custom_exercises').values({ user_id: user.id, name: 'zercher squat' }).execute()).rejects.toMatchObject({ code: '23505' });

  await new Promise((resolve) => setTimeout(resolve, 5));
  const updated = await db.updateTable('sessions').set({ notes: 'edited' }).where('id', '=', session.id).returning('updated_at').executeTakeFirstOrThrow();
  expect(updated.updated_at.getTime()).toBeGreaterThan(session.updated_at.getTime());

  await db.deleteFrom('users').where('id', '=', user.id).execute();
  expect(await db.selectFrom('sets').select('id').execute()).toEqual([]);
  expect(await db.selectFrom('custom_exercises').select('id').execute()).toEqual([]);
});

test('down removes everything it created', async () => {
  const migrator = createMigrator(database.db);
  expect(unwrap(await migrator.migrateDown())).toEqual(['0001-initial-schema']);
  expect(await tables()).toEqual([]);
  expect(await migrateToLatest(database.db)).toEqual(['0001-initial-schema']);
});
