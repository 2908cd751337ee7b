// The migration history runs forward on an empty database and backs out completely.
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase, nextMillisecond } from '../../../test/harness.js';
import { DICTIONARY_EXERCISES } from '../seed/dictionary-exercises.js';
import { NO_MIGRATIONS } from 'kysely';
import { createMigrator, migrateToLatest, migrations, pendingMigrations, unwrap } from './index.js';
import { insertSets } from '../../modules/sets/queries.js';
import { ADDED_WITH_TYPES } from './0012-dictionary-exercise-types.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await database.drop();
});

const ALL = [
  '0001-initial-schema',
  '0002-seed-dictionary-exercises',
  '0003-sets-weight-in-lbs',
  '0004-idempotency-keys',
  '0005-data-invariants',
  '0006-lift-days',
  '0007-user-data-change-feed',
  '0008-plain-reads',
  '0009-set-kinds-rpe-distance-weight-unit',
  '0010-invite-codes',
  '0011-imports',
  '0012-dictionary-exercise-types',
  '0013-planned-sets',
  '0014-import-content-matching',
  '0015-named-invites',
  '0016-routines',
  '0017-finish',
  '0018-programs',
  '0019-feed',
  '0020-shared-routines',
  '0021-sets-carry-lift-and-day',
  '0022-sets-lift-reps-index',
];

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
    'idempotency_keys',
    'import_workouts',
    'imports',
    'planned_sets',
    'program_routines',
    'programs',
    'routine_exercises',
    'routine_sets',
    'routines',
    'session_cheers',
    'session_comments',
    'sessions',
    'sets',
    'shared_routines',
    'users',
  ]);
});

test('the indexes the real queries need exist', async () => {
  const { rows } = await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes WHERE schemaname = 'public'`.execute(database.db);
  const definitions = rows.map((r) => r.indexdef).join('\n');
  for (const expected of [
    'ON public.sessions USING btree (user_id, session_date DESC, id DESC)',
    'INDEX sessions_feed_idx ON public.sessions USING btree (user_id, session_date DESC, id DESC) WHERE (NOT private)',
    'ON public.session_comments USING btree (group_id, session_id, id)',
    'ON public.exercises USING btree (session_id, "position")',
    'ON public.exercises USING btree (user_id, lower(name))',
    'UNIQUE INDEX sets_exercise_number_unique ON public.sets USING btree (exercise_id, set_number) INCLUDE (weight_lbs, reps)',
    'ON public.goals USING btree (user_id)',
    'ON public.group_members USING btree (user_id)',
    'ON public.group_invites USING btree (invited_user_id, status)',
    'UNIQUE INDEX group_invites_code_hash_unique ON public.group_invites USING btree (code_hash) WHERE (code_hash IS NOT NULL)',
    'ON public.group_invites USING btree (invited_by, created_at)',
    'ON public.group_invites USING btree (group_id, created_at)',
    "UNIQUE INDEX group_invites_pending_named_unique ON public.group_invites USING btree (group_id, invited_as) WHERE ((status = 'pending'::text) AND (invited_as IS NOT NULL))",
    'UNIQUE INDEX custom_exercises_user_name_unique ON public.custom_exercises USING btree (user_id, lower(name))',
    "INDEX sets_counted_idx ON public.sets USING btree (exercise_id) INCLUDE (id, weight_lbs, reps) WHERE (kind <> 'warmup'::text)",
    'ON public.routines USING btree (user_id, updated_at DESC, id DESC)',
    'UNIQUE INDEX routine_exercises_position_unique ON public.routine_exercises USING btree (routine_id, "position")',
    'UNIQUE INDEX routine_sets_position_unique ON public.routine_sets USING btree (routine_exercise_id, "position")',
    'ON public.sessions USING btree (routine_id, session_date DESC, id DESC) WHERE (routine_id IS NOT NULL)',
    'ON public.exercises USING btree (routine_exercise_id) WHERE (routine_exercise_id IS NOT NULL)',
    'ON public.programs USING btree (user_id, created_at DESC, id DESC)',
    'ON public.program_routines USING btree (routine_id)',
    'ON public.shared_routines USING btree (group_id, created_at DESC, id DESC)',
    "INDEX sets_lift_reps_idx ON public.sets USING btree (user_id, lift, reps NULLS FIRST, weight_lbs DESC NULLS LAST) INCLUDE (session_date, session_id) WHERE (kind <> 'warmup'::text)",
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
    .values({
      session_id: session.id,
      user_id: user.id,
      session_date: '2026-01-01',
      name: 'Bench',
      variation: null,
      notes: null,
      type: 'weighted',
      dictionary_exercise_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertSets(db, [{ exercise_id: exercise.id, set_number: 1, weight: 135.5, weight_unit: 'lbs', reps: 8, duration_ms: 90_000, notes: null }]).execute();
  const set = await db.selectFrom('sets').select(['weight', 'duration_ms']).executeTakeFirstOrThrow();
  expect(set).toEqual({ weight: 135.5, duration_ms: 90_000 }); // numbers, not strings

  await expect(
    sql`INSERT INTO exercises (session_id, user_id, session_date, name, type) VALUES (${session.id}, ${user.id}, '2026-01-01', 'Plank', 'isometric')`.execute(
      db,
    ),
  ).rejects.toMatchObject({ code: '23514' });
  await db.insertInto('custom_exercises').values({ user_id: user.id, name: 'Zercher Squat' }).execute();
  await expect(db.insertInto('custom_exercises').values({ user_id: user.id, name: 'zercher squat' }).execute()).rejects.toMatchObject({ code: '23505' });

  await nextMillisecond();
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
    .values({
      session_id: session.id,
      user_id: user.id,
      session_date: '2026-01-01',
      name: 'Bench Press',
      variation: null,
      notes: null,
      type: 'weighted',
      dictionary_exercise_id: bench.id,
    })
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

test('0012: every seeded lift gets its type, a database seeded before gains the new lifts; its down undoes both', async () => {
  const db = database.db;
  const before = ALL[ALL.indexOf('0012-dictionary-exercise-types') - 1]!;
  const typeColumn = async () =>
    (
      await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'dictionary_exercises' AND column_name = 'type'`.execute(db)
    ).rows[0]!.n;
  unwrap(await createMigrator(db).migrateTo(before));
  expect(await typeColumn()).toBe(0);
  // As a database seeded before the list had them; and a lift someone added by hand.
  await db
    .deleteFrom('dictionary_exercises')
    .where('name', 'in', [...ADDED_WITH_TYPES])
    .execute();
  await db.insertInto('dictionary_exercises').values({ name: 'Added By Hand', category: 'Other' }).execute();

  expect(await migrateToLatest(db)).toEqual(ALL.slice(ALL.indexOf(before) + 1));
  const rows = await db.selectFrom('dictionary_exercises').select(['name', 'type']).execute();
  const typeOf = new Map(rows.map((r) => [r.name, r.type]));
  for (const seeded of DICTIONARY_EXERCISES) expect([seeded.name, typeOf.get(seeded.name)]).toEqual([seeded.name, seeded.type]);
  expect(typeOf.get('Added By Hand')).toBe('weighted');
  expect(typeOf.get('Hanging Leg Raise')).toBe('reps');
  await expect(
    db
      .updateTable('dictionary_exercises')
      .set({ type: 'hold' as never })
      .where('name', '=', 'Plank')
      .execute(),
  ).rejects.toThrow(/type_check/);

  unwrap(await createMigrator(db).migrateTo(before));
  expect(await typeColumn()).toBe(0);
  expect(
    await db
      .selectFrom('dictionary_exercises')
      .select('name')
      .where('name', 'in', [...ADDED_WITH_TYPES])
      .execute(),
  ).toEqual([]);
  await migrateToLatest(db);
  await db.deleteFrom('dictionary_exercises').where('name', '=', 'Added By Hand').execute();
  expect(
    await db
      .selectFrom('dictionary_exercises')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ).toEqual({
    n: DICTIONARY_EXERCISES.length,
  });
});

/** A lifter (`subject`) with one session on `day` holding one weighted Squat: their ids (`beforeCarried`: on a schema before 0021). */
async function squatOf(subject: string, day: string, { beforeCarried = false } = {}): Promise<{ user: { id: number }; exercise: { id: number } }> {
  const db = database.db;
  const user = await db.insertInto('users').values({ issuer: 'i', subject, name: null, email: null }).returning('id').executeTakeFirstOrThrow();
  const session = await db
    .insertInto('sessions')
    .values({ user_id: user.id, session_date: day, session_type: 'legs', notes: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const {
    rows: [exercise],
  } = await sql<{ id: number }>`
    INSERT INTO exercises (session_id, user_id, name, type${beforeCarried ? sql`` : sql`, session_date`})
    VALUES (${session.id}, ${user.id}, 'Squat', 'weighted'${beforeCarried ? sql`` : sql`, ${day}`}) RETURNING id`.execute(db);
  return { user, exercise: exercise! };
}

test('0003: every set carries its weight in lbs, in the sets index with the reps; its down restores both', async () => {
  const db = database.db;
  const setsIndexes = async () =>
    (await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes WHERE tablename = 'sets' ORDER BY indexname`.execute(db)).rows.map((r) => r.indexdef);
  const { user, exercise } = await squatOf('lbs', '2026-01-01');
  const logged = [
    [100, 'kg'],
    [225.5, 'lbs'],
    [135, null],
    [null, null],
  ] as const;
  await insertSets(
    db,
    logged.map(([weight, weight_unit], i) => ({ exercise_id: exercise.id, set_number: i + 1, weight, weight_unit, reps: 5, duration_ms: null, notes: null })),
  ).execute();
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
  // 0005 turns that index into the unique (deferrable) constraint's, keeping the covering columns.
  expect(await setsIndexes()).toContain(
    'CREATE UNIQUE INDEX sets_exercise_number_unique ON public.sets USING btree (exercise_id, set_number) INCLUDE (weight_lbs, reps)',
  );
  expect(await lbs()).toEqual([100, 225.5, 135, null]);
  await db.deleteFrom('users').where('id', '=', user.id).execute();
});

/** The public schema's triggers (other than constraint triggers) and functions, by name. */
async function triggersAndFunctions(): Promise<{ triggers: string[]; functions: string[] }> {
  const triggers = await sql<{ name: string }>`
    SELECT DISTINCT tgname AS name FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1`.execute(database.db);
  const functions = await sql<{ name: string }>`
    SELECT p.proname AS name FROM pg_proc AS p JOIN pg_namespace AS n ON n.oid = p.pronamespace WHERE n.nspname = 'public' ORDER BY 1`.execute(database.db);
  return { triggers: triggers.rows.map((r) => r.name), functions: functions.rows.map((r) => r.name) };
}

test('0008: no lift_days, no change feed: the only triggers keep updated_at; its down puts both back, filled', async () => {
  const db = database.db;
  const plain = await triggersAndFunctions();
  expect(plain.triggers.every((name) => name.includes('updated_at'))).toBe(true);
  expect(plain.functions.filter((name) => /lift_days|notify/.test(name))).toEqual([]);
  const bodies = await sql<{ body: string }>`
    SELECT prosrc AS body FROM pg_proc AS p JOIN pg_namespace AS n ON n.oid = p.pronamespace WHERE n.nspname = 'public'`.execute(db);
  expect(bodies.rows.filter((r) => /notify|advisory/i.test(r.body))).toEqual([]);

  const { user, exercise } = await squatOf(`lift-${Math.random()}`, '2026-02-03');
  await insertSets(db, [{ exercise_id: exercise.id, set_number: 1, weight: 100, weight_unit: 'kg', reps: 5 }]).execute();

  const migrator = createMigrator(db);
  const since0008 = ALL.slice(ALL.indexOf('0008-plain-reads'));
  expect(unwrap(await migrator.migrateTo('0007-user-data-change-feed'))).toEqual([...since0008].reverse());
  expect(await tables()).toContain('lift_days');
  const restored = await sql<{ lift: string; max_reps: number }>`SELECT lift, max_reps FROM lift_days WHERE user_id = ${user.id}`.execute(db);
  expect(restored.rows).toEqual([{ lift: 'squat', max_reps: 5 }]);
  expect((await triggersAndFunctions()).functions).toEqual(expect.arrayContaining(['lift_days_refresh', 'notify_user_data_changed']));

  expect(await migrateToLatest(db)).toEqual(since0008);
  expect(await tables()).not.toContain('lift_days');
  expect(await triggersAndFunctions()).toEqual(plain);
  await db.deleteFrom('users').where('id', '=', user.id).execute();
});

test('0011: imports, staged workouts and the import marks; its down removes them and keeps the log', async () => {
  const columns = async () =>
    (
      await sql<{ name: string }>`
        SELECT table_name || '.' || column_name AS name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name <> 'import_workouts' AND column_name IN ('import_id', 'import_fingerprint') ORDER BY 1`.execute(
        database.db,
      )
    ).rows.map((r) => r.name);
  await migrateToLatest(database.db);
  expect(await columns()).toEqual([
    'custom_exercises.import_id',
    'exercises.import_id',
    'goals.import_id',
    'routines.import_id',
    'sessions.import_id',
    'sets.import_id',
  ]);
  const migrator = createMigrator(database.db);
  const after = ALL.slice(ALL.indexOf('0011-imports'));
  expect(unwrap(await migrator.migrateTo('0010-invite-codes'))).toEqual([...after].reverse());
  expect(await columns()).toEqual([]);
  expect(await tables()).not.toContain('imports');
  expect(await migrateToLatest(database.db)).toEqual(after);
});

test('0013: planned sets refuse figures a set could not have, and go with their exercise or their logged set', async () => {
  const db = database.db;
  const user = await db.insertInto('users').values({ issuer: 'i', subject: 'planner' }).returning('id').executeTakeFirstOrThrow();
  const session = await db
    .insertInto('sessions')
    .values({ user_id: user.id, session_date: '2026-11-20', session_type: 'Push' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const exercise = await db
    .insertInto('exercises')
    .values({ session_id: session.id, user_id: user.id, session_date: '2026-11-20', name: 'Bench Press', type: 'weighted', position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const plan = (values: string) =>
    sql
      .raw(`INSERT INTO planned_sets (exercise_id, position, weight, weight_unit, reps, duration_ms, distance_m, rpe, kind) VALUES (${exercise.id}, ${values})`)
      .execute(db);
  await plan(`1, 100, 'kg', 5, NULL, NULL, 8, 'normal'`);
  for (const [bad, constraint] of [
    [`2, 2000.01, 'kg', 5, NULL, NULL, NULL, 'normal'`, 'planned_sets_weight_check'],
    [`2, 100, NULL, 5, NULL, NULL, NULL, 'normal'`, 'planned_sets_weight_has_unit'],
    [`2, 100, 'stone', 5, NULL, NULL, NULL, 'normal'`, 'planned_sets_weight_unit_check'],
    [`2, NULL, NULL, 1001, NULL, NULL, NULL, 'normal'`, 'planned_sets_reps_check'],
    [`2, NULL, NULL, NULL, 0, NULL, NULL, 'normal'`, 'planned_sets_duration_check'],
    [`2, NULL, NULL, NULL, 86400001, NULL, NULL, 'normal'`, 'planned_sets_duration_check'],
    [`2, NULL, NULL, NULL, NULL, 1000001, NULL, 'normal'`, 'planned_sets_distance_check'],
    [`2, NULL, NULL, 5, NULL, NULL, 8.3, 'normal'`, 'planned_sets_rpe_check'],
    [`2, NULL, NULL, 5, NULL, NULL, NULL, 'cooldown'`, 'planned_sets_kind_check'],
    [`101, NULL, NULL, 5, NULL, NULL, NULL, 'normal'`, 'planned_sets_position_check'],
    [`1, NULL, NULL, 5, NULL, NULL, NULL, 'normal'`, 'planned_sets_exercise_position_unique'],
  ] as const) {
    await expect(plan(bad)).rejects.toMatchObject({ constraint });
  }
  const set = await insertSets(db, [{ exercise_id: exercise.id, set_number: 1, weight: 100, weight_unit: 'kg', reps: 5 }])
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`UPDATE planned_sets SET logged_set_id = ${set.id} WHERE exercise_id = ${exercise.id}`.execute(db);
  await plan(`2, 100, 'kg', 5, NULL, NULL, NULL, 'normal'`);
  await db.deleteFrom('sets').where('id', '=', set.id).execute();
  expect((await sql<{ position: number }>`SELECT position FROM planned_sets`.execute(db)).rows).toEqual([{ position: 2 }]);
  await db.deleteFrom('exercises').where('id', '=', exercise.id).execute();
  expect((await sql`SELECT 1 FROM planned_sets`.execute(db)).rows).toEqual([]);
  await db.deleteFrom('users').where('id', '=', user.id).execute();
});

test('0014: stored session fingerprints are dropped (the log is compared by content), open imports with old staged rows go, done ones stay', async () => {
  const db = database.db;
  unwrap(await createMigrator(db).migrateTo('0013-planned-sets'));
  const { user } = await squatOf(`fp-${Math.random()}`, '2026-03-01', { beforeCarried: true });
  const insertImport = (status: string, checksum: string) =>
    sql<{ id: number }>`INSERT INTO imports (user_id, source, layout, file_name, checksum, status)
      VALUES (${user.id}, 'strong', 'l', 'f.csv', ${checksum}, ${status}) RETURNING id`.execute(db);
  const done = (await insertImport('done', 'a'.repeat(64))).rows[0]!.id;
  const open = (await insertImport('open', 'b'.repeat(64))).rows[0]!.id;
  await sql`INSERT INTO import_workouts (import_id, seq, fingerprint, set_count, workout) VALUES (${open}, 1, 'old', 0, '{}')`.execute(db);
  await sql`UPDATE sessions SET import_id = ${done}, import_fingerprint = 'old' WHERE user_id = ${user.id}`.execute(db);

  expect(await migrateToLatest(db)).toEqual(ALL.slice(ALL.indexOf('0014-import-content-matching')));
  const imports = await sql<{ id: number }>`SELECT id FROM imports WHERE user_id = ${user.id}`.execute(db);
  expect(imports.rows.map((r) => r.id)).toEqual([done]);
  const fingerprintColumns = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'sessions' AND column_name = 'import_fingerprint'`.execute(db);
  expect(fingerprintColumns.rows[0]!.n).toBe(0);
  const sessions = await sql<{ import_id: number }>`SELECT import_id FROM sessions WHERE user_id = ${user.id}`.execute(db);
  expect(sessions.rows).toEqual([{ import_id: done }]);

  expect(unwrap(await createMigrator(db).migrateTo('0013-planned-sets'))).toEqual(ALL.slice(ALL.indexOf('0014-import-content-matching')).reverse());
  const restored = await sql<{ import_fingerprint: string | null }>`SELECT import_fingerprint FROM sessions WHERE user_id = ${user.id}`.execute(db);
  expect(restored.rows).toEqual([{ import_fingerprint: null }]);
  expect(await migrateToLatest(db)).toEqual(ALL.slice(ALL.indexOf('0014-import-content-matching')));
  await db.deleteFrom('users').where('id', '=', user.id).execute();
});

test('0015: an invite by user ID from before keeps its ID as typed; invites that reach nobody go on the way down', async () => {
  const db = database.db;
  unwrap(await createMigrator(db).migrateTo('0014-import-content-matching'));
  const [admin, invitee] = await Promise.all(
    ['inviter', 'invited'].map((who) =>
      db
        .insertInto('users')
        .values({ issuer: 'i', subject: `${who}-${Math.random()}` })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ),
  );
  const group = await db.insertInto('groups').values({ name: 'Old Crew', created_by: admin!.id }).returning('id').executeTakeFirstOrThrow();
  const old = await sql<{ id: number }>`INSERT INTO group_invites (group_id, invited_user_id, invited_by)
    VALUES (${group.id}, ${invitee!.id}, ${admin!.id}) RETURNING id`.execute(db);
  expect(await migrateToLatest(db)).toEqual(ALL.slice(ALL.indexOf('0015-named-invites')));
  const stored = await db.selectFrom('group_invites').select(['id', 'invited_as']).where('group_id', '=', group.id).execute();
  expect(stored).toEqual([{ id: old.rows[0]!.id, invited_as: String(invitee!.id) }]);
  // A second pending invite of the same typed value is refused by the index; nobody's, it is stored.
  const named = (invitedAs: string, userId: number | null) =>
    db
      .insertInto('group_invites')
      .values({ group_id: group.id, invited_by: admin!.id, invited_as: invitedAs, invited_user_id: userId, expires_at: new Date() })
      .execute();
  await expect(named(String(invitee!.id), invitee!.id)).rejects.toMatchObject({ constraint: 'group_invites_pending_named_unique' });
  await named('nobody@example.com', null);
  await expect(db.insertInto('group_invites').values({ group_id: group.id, invited_by: admin!.id }).execute()).rejects.toMatchObject({
    constraint: 'group_invites_named_or_code_check',
  });
  expect(unwrap(await createMigrator(db).migrateTo('0014-import-content-matching'))).toEqual(ALL.slice(ALL.indexOf('0015-named-invites')).reverse());
  expect((await sql<{ id: number }>`SELECT id FROM group_invites WHERE group_id = ${group.id}`.execute(db)).rows).toEqual([{ id: old.rows[0]!.id }]);
  expect(await migrateToLatest(db)).toEqual(ALL.slice(ALL.indexOf('0015-named-invites')));
  await db.deleteFrom('groups').where('id', '=', group.id).execute();
  await db.deleteFrom('users').where('id', 'in', [admin!.id, invitee!.id]).execute();
});

test('0019: one cheer per member and workout in a group, comments of 1-500 characters outlive their author; its down removes them', async () => {
  const db = database.db;
  const [lifter, friend] = await Promise.all(
    ['lifter', 'friend'].map((who) =>
      db
        .insertInto('users')
        .values({ issuer: 'i', subject: `${who}-${Math.random()}` })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ),
  );
  const group = await db.insertInto('groups').values({ name: 'Crew', created_by: lifter!.id }).returning('id').executeTakeFirstOrThrow();
  const session = await db
    .insertInto('sessions')
    .values({ user_id: lifter!.id, session_date: '2026-03-02', session_type: 'Push' })
    .returning(['id', 'private'])
    .executeTakeFirstOrThrow();
  expect(session.private).toBe(false);
  const cheer = { group_id: group.id, session_id: session.id, user_id: friend!.id };
  await db.insertInto('session_cheers').values(cheer).execute();
  await expect(db.insertInto('session_cheers').values(cheer).execute()).rejects.toMatchObject({ constraint: 'session_cheers_one_per_member' });
  const comment = (body: string) =>
    db.insertInto('session_comments').values({ group_id: group.id, session_id: session.id, author_id: friend!.id, body }).execute();
  for (const body of ['', 'x'.repeat(501)]) await expect(comment(body)).rejects.toMatchObject({ constraint: 'session_comments_body_length_check' });
  await comment('x'.repeat(500));
  await db.deleteFrom('users').where('id', '=', friend!.id).execute();
  expect(await db.selectFrom('session_comments').select('author_id').where('session_id', '=', session.id).execute()).toEqual([{ author_id: null }]);
  expect(await db.selectFrom('session_cheers').select('id').where('session_id', '=', session.id).execute()).toEqual([]);
  expect(unwrap(await createMigrator(db).migrateTo('0018-programs'))).toEqual(ALL.slice(ALL.indexOf('0019-feed')).reverse());
  expect(await tables()).not.toContain('session_comments');
  expect(await migrateToLatest(db)).toEqual(ALL.slice(ALL.indexOf('0019-feed')));
  await db.deleteFrom('groups').where('id', '=', group.id).execute();
  await db.deleteFrom('users').where('id', '=', lifter!.id).execute();
});

test('0020: a shared routine is a bounded snapshot that outlives its sharer and goes with its group; its down removes it', async () => {
  const db = database.db;
  const [owner, sharer] = await Promise.all(
    ['owner', 'sharer'].map((who) =>
      db
        .insertInto('users')
        .values({ issuer: 'i', subject: `${who}-${Math.random()}` })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ),
  );
  const group = await db.insertInto('groups').values({ name: 'Crew', created_by: owner!.id }).returning('id').executeTakeFirstOrThrow();
  const exercise = { name: 'Bench Press', type: 'weighted', sets: [] };
  const share = (name: string, exercises: unknown) =>
    sql`INSERT INTO shared_routines (group_id, shared_by, name, exercises) VALUES (${group.id}, ${sharer!.id}, ${name}, ${JSON.stringify(exercises)}::jsonb)`.execute(
      db,
    );
  for (const name of ['', 'x'.repeat(101)]) await expect(share(name, [exercise])).rejects.toMatchObject({ constraint: 'shared_routines_name_check' });
  for (const exercises of [[], Array.from({ length: 31 }, () => exercise), { exercise }]) {
    await expect(share('Push A', exercises)).rejects.toMatchObject({ constraint: 'shared_routines_exercises_check' });
  }
  await share('Push A', [exercise]);
  await db.deleteFrom('users').where('id', '=', sharer!.id).execute();
  expect(await db.selectFrom('shared_routines').select(['name', 'shared_by']).where('group_id', '=', group.id).execute()).toEqual([
    { name: 'Push A', shared_by: null },
  ]);
  expect(unwrap(await createMigrator(db).migrateTo('0019-feed'))).toEqual(ALL.slice(ALL.indexOf('0020-shared-routines')).reverse());
  expect(await tables()).not.toContain('shared_routines');
  expect(await migrateToLatest(db)).toEqual(ALL.slice(ALL.indexOf('0020-shared-routines')));
  await db.deleteFrom('groups').where('id', '=', group.id).execute();
  await db.deleteFrom('users').where('id', '=', owner!.id).execute();
});

test('0021: sets carry their session, lifter, lift and day, kept by keys that cascade and refuse a wrong value; its down removes them', async () => {
  const db = database.db;
  const carried = async (exerciseId: number) =>
    (
      await sql<{ exercise: { session_date: string; lift: string }; sets: unknown[] }>`
        SELECT (SELECT json_build_object('session_date', e.session_date, 'lift', e.lift) FROM exercises AS e WHERE e.id = ${exerciseId}) AS exercise,
               (SELECT coalesce(json_agg(json_build_array(st.session_id, st.user_id, st.lift, st.session_date) ORDER BY st.set_number), '[]')
                FROM sets AS st WHERE st.exercise_id = ${exerciseId}) AS sets`.execute(db)
    ).rows[0]!;
  // Rows written before 0021 are filled in by it.
  expect(unwrap(await createMigrator(db).migrateTo('0020-shared-routines'))).toEqual(ALL.slice(ALL.indexOf('0021-sets-carry-lift-and-day')).reverse());
  const user = (await sql<{ id: number }>`INSERT INTO users (issuer, subject) VALUES ('i', ${`carried-${Math.random()}`}) RETURNING id`.execute(db)).rows[0]!
    .id;
  const session = (
    await sql<{ id: number }>`INSERT INTO sessions (user_id, session_date, session_type) VALUES (${user}, '2026-05-04', 'legs') RETURNING id`.execute(db)
  ).rows[0]!.id;
  const old = (
    await sql<{
      id: number;
    }>`INSERT INTO exercises (session_id, user_id, name, type) VALUES (${session}, ${user}, 'Back Squat', 'weighted') RETURNING id`.execute(db)
  ).rows[0]!.id;
  await sql`INSERT INTO sets (exercise_id, set_number, weight, weight_unit, reps) VALUES (${old}, 1, 100, 'kg', 5)`.execute(db);
  expect(await migrateToLatest(db)).toEqual(ALL.slice(ALL.indexOf('0021-sets-carry-lift-and-day')));
  expect(await carried(old)).toEqual({
    exercise: { session_date: '2026-05-04', lift: 'back squat' },
    sets: [[session, user, 'back squat', '2026-05-04']],
  });

  // New sets take them from their exercise; a rename and a new day reach them by the keys' cascade.
  const exercise = (
    await sql<{ id: number }>`
      INSERT INTO exercises (session_id, user_id, session_date, name, type) VALUES (${session}, ${user}, '2026-05-04', 'Bench Press', 'weighted') RETURNING id`.execute(
      db,
    )
  ).rows[0]!.id;
  await insertSets(
    db,
    [1, 2].map((n) => ({ exercise_id: exercise, set_number: n, weight: 60, weight_unit: 'kg' as const, reps: 5 })),
  ).execute();
  await sql`UPDATE exercises SET name = 'Incline BENCH Press' WHERE id = ${exercise}`.execute(db);
  await sql`UPDATE sessions SET session_date = '2026-04-30' WHERE id = ${session}`.execute(db);
  expect(await carried(exercise)).toEqual({
    exercise: { session_date: '2026-04-30', lift: 'incline bench press' },
    sets: [1, 2].map(() => [session, user, 'incline bench press', '2026-04-30']),
  });
  expect((await carried(old)).sets).toEqual([[session, user, 'back squat', '2026-04-30']]);

  // A wrong value is refused, whoever writes it.
  const insertRaw = (lift: string, day: string) =>
    sql`INSERT INTO sets (exercise_id, session_id, user_id, lift, session_date, set_number, reps) VALUES (${exercise}, ${session}, ${user}, ${lift}, ${day}, 9, 5)`.execute(
      db,
    );
  await expect(insertRaw('bench press', '2026-04-30')).rejects.toMatchObject({ code: '23503', constraint: 'sets_exercise_fkey' });
  await expect(insertRaw('incline bench press', '2026-05-04')).rejects.toMatchObject({ code: '23503', constraint: 'sets_exercise_fkey' });
  await expect(sql`UPDATE sets SET session_date = '2026-01-01' WHERE exercise_id = ${exercise}`.execute(db)).rejects.toMatchObject({ code: '23503' });
  await expect(sql`UPDATE exercises SET session_date = '2026-01-01' WHERE id = ${exercise}`.execute(db)).rejects.toMatchObject({
    code: '23503',
    constraint: 'exercises_session_owner_fkey',
  });
  await expect(sql`UPDATE sets SET lift = 'squat' WHERE exercise_id = ${exercise}`.execute(db)).rejects.toMatchObject({ code: '23503' });

  // Deleting still cascades; the down takes the columns and keys away.
  await sql`DELETE FROM sessions WHERE id = ${session}`.execute(db);
  expect((await sql`SELECT 1 FROM sets WHERE exercise_id IN (${old}, ${exercise})`.execute(db)).rows).toEqual([]);
  expect(unwrap(await createMigrator(db).migrateTo('0020-shared-routines'))).toEqual(ALL.slice(ALL.indexOf('0021-sets-carry-lift-and-day')).reverse());
  const columns = await sql<{ name: string }>`
    SELECT table_name || '.' || column_name AS name FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name IN ('sets', 'exercises') AND column_name IN ('lift', 'session_date', 'session_id', 'user_id') ORDER BY 1`.execute(
    db,
  );
  expect(columns.rows.map((r) => r.name)).toEqual(['exercises.session_id', 'exercises.user_id']);
  expect(await migrateToLatest(db)).toEqual(ALL.slice(ALL.indexOf('0021-sets-carry-lift-and-day')));
  await sql`DELETE FROM users WHERE id = ${user}`.execute(db);
});

test('down removes everything it created', async () => {
  const migrator = createMigrator(database.db);
  expect(unwrap(await migrator.migrateTo(NO_MIGRATIONS))).toEqual([...ALL].reverse());
  expect(await tables()).toEqual([]);
  const functions = await sql<{ name: string }>`
    SELECT p.proname AS name FROM pg_proc AS p JOIN pg_namespace AS n ON n.oid = p.pronamespace WHERE n.nspname = 'public'`.execute(database.db);
  expect(functions.rows).toEqual([]);
  expect(await migrateToLatest(database.db)).toEqual(ALL);
});

describe('the database guards its invariants (0005)', () => {
  // `beforeCarried`: the schema before 0021, whose exercises do not carry their day.
  const world = async ({ beforeCarried = false } = {}) => {
    const db = database.db;
    const [ana, ben] = await db
      .insertInto('users')
      .values([
        { issuer: 'i', subject: `ana-${Math.random()}`, name: null, email: null },
        { issuer: 'i', subject: `ben-${Math.random()}`, name: null, email: null },
      ])
      .returning('id')
      .execute();
    const session = await db
      .insertInto('sessions')
      .values({ user_id: ana!.id, session_date: '2026-01-01', session_type: 'push', notes: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const day = beforeCarried ? sql`` : sql`, '2026-01-01'`;
    const {
      rows: [exercise],
    } = await sql<{ id: number }>`
      INSERT INTO exercises (session_id, user_id, name, type${beforeCarried ? sql`` : sql`, session_date`})
      VALUES (${session.id}, ${ana!.id}, 'Bench', 'reps'${day}) RETURNING id`.execute(db);
    return { db, ana: ana!.id, ben: ben!.id, session: session.id, exercise: exercise!.id };
  };

  test('two sets of one exercise cannot share a number', async () => {
    const { db, exercise } = await world();
    await insertSets(db, [{ exercise_id: exercise, set_number: 1, reps: 5 }]).execute();
    await expect(insertSets(db, [{ exercise_id: exercise, set_number: 1, reps: 6 }]).execute()).rejects.toMatchObject({
      code: '23505',
      constraint: 'sets_exercise_number_unique',
    });
  });

  test('renumbering in one statement works (checked at the end of the statement), and in a transaction once deferred', async () => {
    const { db, exercise } = await world();
    await insertSets(
      db,
      [1, 2, 3].map((n) => ({ exercise_id: exercise, set_number: n, reps: n })),
    ).execute();
    // Shift every number down after deleting set 1: rows pass through each other's numbers.
    await sql`DELETE FROM sets WHERE exercise_id = ${exercise} AND set_number = 1`.execute(db);
    await sql`UPDATE sets SET set_number = set_number - 1 WHERE exercise_id = ${exercise}`.execute(db);
    // Swapping two numbers takes two statements: legal once the check is deferred to COMMIT.
    await db.transaction().execute(async (trx) => {
      await sql`SET CONSTRAINTS sets_exercise_number_unique DEFERRED`.execute(trx);
      await sql`UPDATE sets SET set_number = 2 WHERE exercise_id = ${exercise} AND reps = 2`.execute(trx);
      await sql`UPDATE sets SET set_number = 1 WHERE exercise_id = ${exercise} AND reps = 3`.execute(trx);
    });
    const rows = await db.selectFrom('sets').select(['set_number', 'reps']).where('exercise_id', '=', exercise).orderBy('set_number').execute();
    expect(rows).toEqual([
      { set_number: 1, reps: 3 },
      { set_number: 2, reps: 2 },
    ]);
    // ...but a duplicate still fails at COMMIT.
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`SET CONSTRAINTS sets_exercise_number_unique DEFERRED`.execute(trx);
        await sql`UPDATE sets SET set_number = 1 WHERE exercise_id = ${exercise}`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '23505' });
  });

  test("an exercise always belongs to its session's user: inserting or moving it to another user fails", async () => {
    const { db, ben, session, exercise } = await world();
    await expect(
      sql`INSERT INTO exercises (session_id, user_id, session_date, name, type) VALUES (${session}, ${ben}, '2026-01-01', 'Row', 'reps')`.execute(db),
    ).rejects.toMatchObject({
      code: '23503',
      constraint: 'exercises_session_owner_fkey',
    });
    await expect(sql`UPDATE exercises SET user_id = ${ben} WHERE id = ${exercise}`.execute(db)).rejects.toMatchObject({ code: '23503' });
    // A session handed to another user takes its exercises with it; deleting it still cascades.
    await sql`UPDATE sessions SET user_id = ${ben} WHERE id = ${session}`.execute(db);
    expect(await db.selectFrom('exercises').select('user_id').where('id', '=', exercise).executeTakeFirstOrThrow()).toEqual({ user_id: ben });
    await sql`DELETE FROM sessions WHERE id = ${session}`.execute(db);
    expect(await db.selectFrom('exercises').select('id').where('id', '=', exercise).execute()).toEqual([]);
  });

  test('old rows are brought in line when the migration runs', async () => {
    const db = database.db;
    const migrator = createMigrator(db);
    const since0005 = ALL.slice(ALL.indexOf('0005-data-invariants'));
    expect(unwrap(await migrator.migrateTo('0004-idempotency-keys'))).toEqual([...since0005].reverse());
    const { ben, session, exercise } = await world({ beforeCarried: true });
    await sql`INSERT INTO sets (exercise_id, set_number, reps) VALUES (${exercise}, 1, 1), (${exercise}, 1, 2), (${exercise}, 3, 3)`.execute(db);
    const stray = await sql<{
      id: number;
    }>`INSERT INTO exercises (session_id, user_id, name, type) VALUES (${session}, ${ben}, 'Stray', 'reps') RETURNING id`.execute(db);
    expect(await migrateToLatest(db)).toEqual(since0005);
    const rows = await db.selectFrom('sets').select(['set_number', 'reps']).where('exercise_id', '=', exercise).orderBy('set_number').execute();
    expect(rows).toEqual([
      { set_number: 1, reps: 1 },
      { set_number: 2, reps: 2 },
      { set_number: 3, reps: 3 },
    ]);
    const owner = await db.selectFrom('sessions').select('user_id').where('id', '=', session).executeTakeFirstOrThrow();
    expect(await db.selectFrom('exercises').select('user_id').where('id', '=', stray.rows[0]!.id).executeTakeFirstOrThrow()).toEqual(owner);
  });
});

test('0009: sets and lifters logged before it read as before (normal sets, lbs); the database refuses a bad kind or RPE', async () => {
  const db = database.db;
  const migrator = createMigrator(db);
  const since0009 = ALL.slice(ALL.indexOf('0009-set-kinds-rpe-distance-weight-unit'));
  expect(unwrap(await migrator.migrateTo('0008-plain-reads'))).toEqual([...since0009].reverse());
  const user = await sql<{ id: number }>`INSERT INTO users (issuer, subject) VALUES ('old', 'lifter') RETURNING id`.execute(db);
  const userId = user.rows[0]!.id;
  const session = await sql<{
    id: number;
  }>`INSERT INTO sessions (user_id, session_date, session_type) VALUES (${userId}, '2026-01-02', 'legs') RETURNING id`.execute(db);
  const exercise = await sql<{
    id: number;
  }>`INSERT INTO exercises (session_id, user_id, name, type) VALUES (${session.rows[0]!.id}, ${userId}, 'Squat', 'weighted') RETURNING id`.execute(db);
  const exerciseId = exercise.rows[0]!.id;
  await sql`INSERT INTO sets (exercise_id, set_number, weight, weight_unit, reps) VALUES (${exerciseId}, 1, 225, 'lbs', 5)`.execute(db);
  expect(await migrateToLatest(db)).toEqual(since0009);
  expect(await db.selectFrom('sets').select(['kind', 'rpe', 'distance_m', 'weight']).where('exercise_id', '=', exerciseId).execute()).toEqual([
    { kind: 'normal', rpe: null, distance_m: null, weight: 225 },
  ]);
  expect(await db.selectFrom('users').select('weight_unit').where('id', '=', userId).executeTakeFirstOrThrow()).toEqual({ weight_unit: 'lbs' });
  for (const bad of [sql`kind = 'heavy'`, sql`rpe = 7.3`, sql`rpe = 11`, sql`distance_m = -1`]) {
    await expect(sql`UPDATE sets SET ${bad} WHERE exercise_id = ${exerciseId}`.execute(db)).rejects.toMatchObject({ code: '23514' });
  }
  await expect(sql`UPDATE users SET weight_unit = 'stone' WHERE id = ${userId}`.execute(db)).rejects.toMatchObject({ code: '23514' });
});

test('0016: routines refuse what the api refuses, go with their lifter, and leave sessions when deleted; its down removes them', async () => {
  const db = database.db;
  const user = await db
    .insertInto('users')
    .values({ issuer: 'i', subject: `routine-${Math.random()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const routine = await db.insertInto('routines').values({ user_id: user.id, name: 'Push A' }).returning('id').executeTakeFirstOrThrow();
  const exercise = await db
    .insertInto('routine_exercises')
    .values({ routine_id: routine.id, position: 1, name: 'Bench Press', type: 'weighted', weight_unit: 'kg', training_max: 100 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const plan = (values: string) =>
    sql
      .raw(
        `INSERT INTO routine_sets (routine_exercise_id, position, kind, reps_min, reps_max, weight, percent_of_tm, rpe, rest_seconds) VALUES (${exercise.id}, ${values})`,
      )
      .execute(db);
  await plan(`1, 'normal', 8, 12, 60, NULL, 8.5, 120`);
  for (const [bad, constraint] of [
    [`2, 'drop', 5, NULL, NULL, NULL, NULL, NULL`, 'routine_sets_kind_check'],
    [`2, 'normal', 0, NULL, NULL, NULL, NULL, NULL`, 'routine_sets_reps_min_check'],
    [`2, 'normal', 8, 6, NULL, NULL, NULL, NULL`, 'routine_sets_reps_range_check'],
    [`2, 'normal', NULL, 6, NULL, NULL, NULL, NULL`, 'routine_sets_reps_range_check'],
    [`2, 'normal', 5, NULL, 60, 80, NULL, NULL`, 'routine_sets_one_weight_check'],
    [`2, 'normal', 5, NULL, NULL, 151, NULL, NULL`, 'routine_sets_percent_of_tm_check'],
    [`2, 'normal', 5, NULL, 2000.01, NULL, NULL, NULL`, 'routine_sets_weight_check'],
    [`2, 'normal', 5, NULL, NULL, NULL, 7.3, NULL`, 'routine_sets_rpe_check'],
    [`2, 'normal', 5, NULL, NULL, NULL, NULL, 3601`, 'routine_sets_rest_check'],
    [`31, 'normal', 5, NULL, NULL, NULL, NULL, NULL`, 'routine_sets_position_check'],
  ] as const) {
    await expect(plan(bad)).rejects.toMatchObject({ constraint });
  }
  await expect(plan(`1, 'normal', 5, NULL, NULL, NULL, NULL, NULL`)).rejects.toMatchObject({ constraint: 'routine_sets_position_unique' });
  for (const [bad, constraint] of [
    [sql`progression = '{"kind":"steady"}'`, 'routine_exercises_progression_check'],
    [sql`progression = '[1]'`, 'routine_exercises_progression_check'],
    [sql`superset_group = 0`, 'routine_exercises_superset_group_check'],
    [sql`weight_unit = 'stone'`, 'routine_exercises_weight_unit_check'],
    [sql`position = 31`, 'routine_exercises_position_check'],
  ] as const) {
    await expect(sql`UPDATE routine_exercises SET ${bad} WHERE id = ${exercise.id}`.execute(db)).rejects.toMatchObject({ constraint });
  }
  await sql`UPDATE routine_exercises SET progression = '{"kind":"double","increment":2.5}' WHERE id = ${exercise.id}`.execute(db);

  const session = await db
    .insertInto('sessions')
    .values({ user_id: user.id, session_date: '2026-11-20', session_type: 'Push A', routine_id: routine.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const started = await db
    .insertInto('exercises')
    .values({
      session_id: session.id,
      user_id: user.id,
      session_date: '2026-11-20',
      name: 'Bench Press',
      type: 'weighted',
      routine_exercise_id: exercise.id,
      superset_group: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await expect(sql`INSERT INTO planned_sets (exercise_id, position, reps, reps_max) VALUES (${started.id}, 1, 8, 6)`.execute(db)).rejects.toMatchObject({
    constraint: 'planned_sets_reps_max_check',
  });
  await sql`INSERT INTO planned_sets (exercise_id, position, reps, reps_max, rest_seconds) VALUES (${started.id}, 1, 8, 12, 90)`.execute(db);

  await db.deleteFrom('routines').where('id', '=', routine.id).execute();
  expect(await db.selectFrom('routine_sets').select('id').execute()).toEqual([]);
  expect(await db.selectFrom('sessions').select(['routine_id']).where('id', '=', session.id).execute()).toEqual([{ routine_id: null }]);
  expect(await db.selectFrom('exercises').select(['routine_exercise_id', 'superset_group']).where('id', '=', started.id).execute()).toEqual([
    { routine_exercise_id: null, superset_group: 1 },
  ]);
  await db.insertInto('routines').values({ user_id: user.id, name: 'Pull A' }).execute();
  await db.deleteFrom('users').where('id', '=', user.id).execute();
  expect(await db.selectFrom('routines').select('id').execute()).toEqual([]);

  const since0016 = ALL.slice(ALL.indexOf('0016-routines'));
  expect(unwrap(await createMigrator(db).migrateTo('0015-named-invites'))).toEqual([...since0016].reverse());
  expect(await tables()).not.toContain('routines');
  expect(await migrateToLatest(db)).toEqual(since0016);
});

test('0017: a session keeps what Finish changed (an array), a planned set its skip, a routine set its bottom; its down removes them', async () => {
  const db = database.db;
  const user = await db
    .insertInto('users')
    .values({ issuer: 'i', subject: `finish-${Math.random()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await db
    .insertInto('sessions')
    .values({ user_id: user.id, session_date: '2026-11-27', session_type: 'Push A' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await expect(sql`UPDATE sessions SET finish_progression = '{"exercise":"Bench"}' WHERE id = ${session.id}`.execute(db)).rejects.toMatchObject({
    constraint: 'sessions_finish_progression_check',
  });
  await sql`UPDATE sessions SET finish_progression = '[{"exercise":"Bench Press","summary":"60 → 62.5 kg"}]' WHERE id = ${session.id}`.execute(db);
  expect(await db.selectFrom('sessions').select('finish_progression').where('id', '=', session.id).executeTakeFirstOrThrow()).toEqual({
    finish_progression: [{ exercise: 'Bench Press', summary: '60 → 62.5 kg' }],
  });
  const exercise = await db
    .insertInto('exercises')
    .values({ session_id: session.id, user_id: user.id, session_date: '2026-11-27', name: 'Bench Press', type: 'weighted' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`INSERT INTO planned_sets (exercise_id, position, reps, skipped_at) VALUES (${exercise.id}, 1, 5, now())`.execute(db);
  const routine = await db.insertInto('routines').values({ user_id: user.id, name: 'Push A' }).returning('id').executeTakeFirstOrThrow();
  const routineExercise = await db
    .insertInto('routine_exercises')
    .values({ routine_id: routine.id, position: 1, name: 'Bench Press', type: 'weighted', weight_unit: 'kg' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await expect(
    sql`INSERT INTO routine_sets (routine_exercise_id, position, reps_min, reps_max, reps_bottom) VALUES (${routineExercise.id}, 1, 9, 12, 0)`.execute(db),
  ).rejects.toMatchObject({
    constraint: 'routine_sets_reps_bottom_check',
  });
  await sql`INSERT INTO routine_sets (routine_exercise_id, position, reps_min, reps_max, reps_bottom) VALUES (${routineExercise.id}, 1, 9, 12, 8)`.execute(db);
  await db.deleteFrom('users').where('id', '=', user.id).execute();

  const since0017 = ALL.slice(ALL.indexOf('0017-finish'));
  expect(unwrap(await createMigrator(db).migrateTo('0016-routines'))).toEqual([...since0017].reverse());
  const columns = await sql<{ column_name: string }>`
    SELECT column_name FROM information_schema.columns WHERE column_name IN ('finish_progression', 'skipped_at', 'reps_bottom')`.execute(db);
  expect(columns.rows).toEqual([]);
  expect(await migrateToLatest(db)).toEqual(since0017);
});

test('0018: a program orders its lifter’s routines; a deleted routine leaves it, and the next falls back; its down removes them', async () => {
  const db = database.db;
  const user = await db
    .insertInto('users')
    .values({ issuer: 'i', subject: `program-${Math.random()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [a, b] = await db
    .insertInto('routines')
    .values([
      { user_id: user.id, name: 'Workout A' },
      { user_id: user.id, name: 'Workout B' },
    ])
    .returning('id')
    .execute();
  await expect(sql`INSERT INTO programs (user_id, name, built_in) VALUES (${user.id}, '5×5', 'starting-strength')`.execute(db)).rejects.toMatchObject({
    constraint: 'programs_built_in_check',
  });
  const program = await db
    .insertInto('programs')
    .values({ user_id: user.id, name: '5×5', built_in: 'five-by-five', next_routine_id: b!.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('program_routines')
    .values([
      { program_id: program.id, position: 1, routine_id: a!.id },
      { program_id: program.id, position: 2, routine_id: b!.id },
    ])
    .execute();
  await expect(sql`INSERT INTO program_routines (program_id, position, routine_id) VALUES (${program.id}, 31, ${a!.id})`.execute(db)).rejects.toMatchObject({
    constraint: 'program_routines_position_check',
  });
  await db.deleteFrom('routines').where('id', '=', b!.id).execute();
  expect(await db.selectFrom('program_routines').select('routine_id').where('program_id', '=', program.id).execute()).toEqual([{ routine_id: a!.id }]);
  expect(await db.selectFrom('programs').select('next_routine_id').where('id', '=', program.id).executeTakeFirstOrThrow()).toEqual({ next_routine_id: null });
  await db.deleteFrom('users').where('id', '=', user.id).execute();
  expect(await db.selectFrom('programs').select('id').where('id', '=', program.id).execute()).toEqual([]);

  const since0018 = ALL.slice(ALL.indexOf('0018-programs'));
  expect(unwrap(await createMigrator(db).migrateTo('0017-finish'))).toEqual([...since0018].reverse());
  expect(await tables()).not.toContain('programs');
  expect(await migrateToLatest(db)).toEqual(since0018);
});
