// The migration history runs forward on an empty database and backs out completely.
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.js';
import { DICTIONARY_EXERCISES } from '../seed/dictionary-exercises.js';
import { NO_MIGRATIONS } from 'kysely/migration';
import { createMigrator, migrateToLatest, migrations, pendingMigrations, unwrap } from './index.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await database.drop();
});

const ALL = ['0001-initial-schema', '0002-seed-dictionary-exercises', '0003-sets-weight-in-lbs'];

const tables = async () =>
  (
    await sql<{
      table_name: string;
    }>`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely%' ORDER BY table_name`.execute(
      database.db,
    )
  ).rows.map((r) => r.table_name);

test('up to the latest schema, idempotently', async () => {
  expect(await pendingMigrations(database.db)).toEqual(ALL);
  expect(await migrateToLatest(database.db)).toEqual(ALL);
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
    'sets_exercise_number_idx ON public.sets USING btree (exercise_id, set_number) INCLUDE (weight_lbs, reps)',
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
  const session = await db
    .insertInto('sessions')
    .values({ user_id: user.id, session_date: '2026-01-01', session_type: 'push', notes: null })
    .returning(['id', 'updated_at'])
    .executeTakeFirstOrThrow();
  const exercise = await db
    .insertInto('exercises')
    .values({ session_id: session.id, user_id: user.id, name: 'Bench', variation: null, notes: null, type: 'weighted', dictionary_exercise_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('sets')
    .values({ exercise_id: exercise.id, set_number: 1, weight: 135.5, weight_unit: 'lbs', reps: 8, duration_ms: 90_000, notes: null })
    .execute();
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

test('the dictionary is seeded with the whole list: unique names (case-insensitive), every one categorised', async () => {
  const rows = await database.db.selectFrom('dictionary_exercises').select(['name', 'category']).orderBy('id').execute();
  expect(rows).toEqual(DICTIONARY_EXERCISES.map(({ name, category }) => ({ name, category })));
  expect(rows.length).toBeGreaterThanOrEqual(150);
  expect(new Set(rows.map((r) => r.name.toLowerCase())).size).toBe(rows.length);
  for (const { name, category } of rows) {
    expect(name).toBe(name.trim().replace(/\s+/g, ' '));
    expect(category).not.toBe('');
  }
  expect(rows).toEqual(
    expect.arrayContaining([
      { name: 'Bench Press', category: 'Chest' },
      { name: 'Deadlift', category: 'Back' },
    ]),
  );
});

test('the seed is idempotent and its down removes only the seeded rows', async () => {
  const db = database.db;
  const seed = migrations['0002-seed-dictionary-exercises']!;
  const count = async () =>
    (
      await db
        .selectFrom('dictionary_exercises')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  await seed.up(db);
  expect(await count()).toBe(DICTIONARY_EXERCISES.length);

  // An exercise logged from the dictionary keeps its name when the entry goes (SET NULL).
  const user = await db.insertInto('users').values({ issuer: 'i', subject: 'seed', name: null, email: null }).returning('id').executeTakeFirstOrThrow();
  const session = await db
    .insertInto('sessions')
    .values({ user_id: user.id, session_date: '2026-01-01', session_type: 'x', notes: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bench = await db.selectFrom('dictionary_exercises').select('id').where('name', '=', 'Bench Press').executeTakeFirstOrThrow();
  await db
    .insertInto('exercises')
    .values({ session_id: session.id, user_id: user.id, name: 'Bench Press', variation: null, notes: null, type: 'weighted', dictionary_exercise_id: bench.id })
    .execute();
  await db.insertInto('dictionary_exercises').values({ name: 'Added By Hand', category: 'Other' }).execute();

  // Down to the schema alone: the seed's down runs last, after those of later migrations.
  const migrator = createMigrator(db);
  const afterSchema = ALL.slice(1);
  expect(unwrap(await migrator.migrateTo('0001-initial-schema'))).toEqual([...afterSchema].reverse());
  expect(await db.selectFrom('dictionary_exercises').select('name').execute()).toEqual([{ name: 'Added By Hand' }]);
  expect(await db.selectFrom('exercises').select(['name', 'dictionary_exercise_id']).execute()).toEqual([
    { name: 'Bench Press', dictionary_exercise_id: null },
  ]);
  expect(await migrateToLatest(db)).toEqual(afterSchema);
  expect(await count()).toBe(DICTIONARY_EXERCISES.length + 1);
  await db.deleteFrom('users').execute();
  await db.deleteFrom('dictionary_exercises').where('name', '=', 'Added By Hand').execute();
});

test('0003: every set carries its weight in lbs, in the sets index with the reps; its down restores both', async () => {
  const db = database.db;
  const setsIndexes = async () =>
    (await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes WHERE tablename = 'sets' ORDER BY indexname`.execute(db)).rows.map((r) => r.indexdef);
  const user = await db.insertInto('users').values({ issuer: 'i', subject: 'lbs', name: null, email: null }).returning('id').executeTakeFirstOrThrow();
  const session = await db
    .insertInto('sessions')
    .values({ user_id: user.id, session_date: '2026-01-01', session_type: 'x', notes: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const exercise = await db
    .insertInto('exercises')
    .values({ session_id: session.id, user_id: user.id, name: 'Squat', variation: null, notes: null, type: 'weighted', dictionary_exercise_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const logged = [
    [100, 'kg'],
    [225.5, 'lbs'],
    [135, null],
    [null, null],
  ] as const;
  await db
    .insertInto('sets')
    .values(
      logged.map(([weight, weight_unit], i) => ({ exercise_id: exercise.id, set_number: i + 1, weight, weight_unit, reps: 5, duration_ms: null, notes: null })),
    )
    .execute();
  const lbs = async () => (await db.selectFrom('sets').select('weight_lbs').orderBy('set_number').execute()).map((r) => r.weight_lbs);
  expect(await lbs()).toEqual([100 * 2.20462, 225.5, 135, null]);
  await db.updateTable('sets').set({ weight_unit: 'lbs' }).where('set_number', '=', 1).execute();
  expect((await lbs())[0]).toBe(100); // kept by PostgreSQL on every write

  const migrator = createMigrator(db);
  expect(unwrap(await migrator.migrateTo('0002-seed-dictionary-exercises'))).toEqual([...ALL.slice(2)].reverse());
  expect(await setsIndexes()).toEqual([
    'CREATE INDEX sets_exercise_number_idx ON public.sets USING btree (exercise_id, set_number)',
    'CREATE UNIQUE INDEX sets_pkey ON public.sets USING btree (id)',
  ]);
  expect(await migrateToLatest(db)).toEqual(ALL.slice(2));
  expect(await setsIndexes()).toContain(
    'CREATE INDEX sets_exercise_number_idx ON public.sets USING btree (exercise_id, set_number) INCLUDE (weight_lbs, reps)',
  );
  expect(await lbs()).toEqual([100, 225.5, 135, null]);
  await db.deleteFrom('users').where('id', '=', user.id).execute();
});

test('down removes everything it created', async () => {
  const migrator = createMigrator(database.db);
  expect(unwrap(await migrator.migrateTo(NO_MIGRATIONS))).toEqual([...ALL].reverse());
  expect(await tables()).toEqual([]);
  expect(await migrateToLatest(database.db)).toEqual(ALL);
});
