// What one lifter may keep staged: at most OPEN_IMPORTS_MAX open imports (a 429 saying when the
// oldest goes) and STAGED_BYTES_MAX bytes of staged workouts (a 413, the chunk not kept); and
// abandoned staging purged on a schedule, whoever it belongs to, not only at its lifter's next start.
import { sql } from 'kysely';
import { createTestApi, type TestApi } from '../../../test/harness.js';
import { purgeAbandonedImports } from './queries.js';
import { OPEN_IMPORTS_MAX, STAGED_BYTES_MAX } from './routes.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const start = (sub: string, checksum: string) =>
  api.as(sub, { method: 'POST', url: '/api/imports', payload: { source: 'strong', layout: 'Strong', file_name: 'strong.csv', checksum } });
const workout = {
  session_date: '2024-01-01',
  session_type: 'Push',
  notes: null,
  exercises: [
    {
      name: 'Bench Press',
      type: 'weighted',
      notes: null,
      variation: null,
      sets: [{ kind: 'normal', weight: 100, weight_unit: 'lbs', reps: 5, duration: null, distance: null, rpe: null, notes: null }],
    },
  ],
};
const openImports = async (sub: string) =>
  Number(
    (
      await sql<{
        count: string;
      }>`SELECT count(*) AS count FROM imports i JOIN users u ON u.id = i.user_id WHERE u.subject = ${sub} AND i.status = 'open'`.execute(api.db)
    ).rows[0]?.count,
  );

test(`at most ${OPEN_IMPORTS_MAX} open imports per lifter: the next start is a 429 saying when the oldest goes; the same file again replaces its attempt`, async () => {
  for (let i = 0; i < OPEN_IMPORTS_MAX; i += 1) expect((await start('hoarder', String(i).repeat(64))).statusCode).toBe(201);
  const refused = await start('hoarder', 'f'.repeat(64));
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({
    statusCode: 429,
    message: `You already have ${OPEN_IMPORTS_MAX} imports in progress (at most ${OPEN_IMPORTS_MAX}). Finish one, or try again in 60 min when the oldest is dropped.`,
  });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
  // A retry of a file already in progress drops its earlier attempt first.
  expect((await start('hoarder', '0'.repeat(64))).statusCode).toBe(201);
  expect(await openImports('hoarder')).toBe(OPEN_IMPORTS_MAX);
  // Another lifter is not affected.
  expect((await start('neighbour', 'f'.repeat(64))).statusCode).toBe(201);
});

test('staged bytes are bounded per lifter: the chunk that passes the bound is a 413 and is not kept', async () => {
  const { id } = (await start('bulky', 'b'.repeat(64))).json() as { id: number };
  // Some earlier chunks' worth of staging, written directly: 1 MB workouts up to 50 KB under the bound.
  const rows = Math.floor(STAGED_BYTES_MAX / 1_000_100) - 1;
  await sql`
    INSERT INTO import_workouts (import_id, seq, fingerprint, set_count, workout)
    SELECT ${id}, n, 'seed-' || n, 0, jsonb_build_object('notes', repeat('x', 1000000)) FROM generate_series(1, ${rows}) n`.execute(api.db);
  // Then one to leave 50 KB of room.
  const { bytes } = (
    await sql<{ bytes: number }>`SELECT sum(pg_column_size(workout))::int AS bytes FROM import_workouts WHERE import_id = ${id}`.execute(api.db)
  ).rows[0]!;
  await sql`
    INSERT INTO import_workouts (import_id, seq, fingerprint, set_count, workout)
    VALUES (${id}, ${rows + 1}, 'filler', 0, jsonb_build_object('notes', repeat('x', ${STAGED_BYTES_MAX - bytes - 50_000})))`.execute(api.db);
  const small = await api.as('bulky', { method: 'POST', url: `/api/imports/${id}/workouts`, payload: { workouts: [workout] } });
  expect([small.statusCode, small.body]).toEqual([204, '']);
  const large = { ...workout, session_date: '2024-01-02', notes: 'n'.repeat(2000) };
  const refused = await api.as('bulky', {
    method: 'POST',
    url: `/api/imports/${id}/workouts`,
    payload: { workouts: Array.from({ length: 100 }, (_, i) => ({ ...large, session_date: `2024-02-${String((i % 28) + 1).padStart(2, '0')}` })) },
  });
  expect(refused.statusCode).toBe(413);
  expect(refused.json()).toMatchObject({ statusCode: 413, message: expect.stringContaining(`(at most ${STAGED_BYTES_MAX / 1024 / 1024} MB)`) });
  const staged = await sql<{ count: string }>`SELECT count(*) AS count FROM import_workouts WHERE import_id = ${id}`.execute(api.db);
  expect(Number(staged.rows[0]?.count)).toBe(rows + 2);
});

test('the purge drops every lifter’s open imports older than an hour with their staging; recent and finished ones stay', async () => {
  const { id: old } = (await start('forgetful', 'a'.repeat(64))).json() as { id: number };
  const { id: recent } = (await start('busy', 'a'.repeat(64))).json() as { id: number };
  await api.as('forgetful', { method: 'POST', url: `/api/imports/${old}/workouts`, payload: { workouts: [workout] } });
  await sql`UPDATE imports SET created_at = now() - interval '61 minutes' WHERE id = ${old}`.execute(api.db);
  expect(await purgeAbandonedImports(api.db)).toBeGreaterThanOrEqual(1);
  const left = await sql<{ id: number }>`SELECT id FROM imports WHERE id IN (${old}, ${recent})`.execute(api.db);
  expect(left.rows.map((row) => row.id)).toEqual([recent]);
  const staging = await sql<{ count: string }>`SELECT count(*) AS count FROM import_workouts WHERE import_id = ${old}`.execute(api.db);
  expect(Number(staging.rows[0]?.count)).toBe(0);
});

test('the purge runs when the api starts, without anyone importing', async () => {
  const { id } = (await start('gone', 'c'.repeat(64))).json() as { id: number };
  await sql`UPDATE imports SET created_at = now() - interval '2 hours' WHERE id = ${id}`.execute(api.db);
  const { buildApp } = await import('../../app.js');
  const { createLocalJWKSet } = await import('jose');
  const second = await buildApp({
    db: api.db,
    auth: {
      issuer: 'https://idp.liftbook.test',
      audience: ['api://liftbook'],
      scope: 'api://liftbook/access',
      keySet: createLocalJWKSet({ keys: [api.key.publicJwk] }),
    },
  });
  await second.ready();
  try {
    const started = Date.now();
    for (;;) {
      const found = await sql`SELECT 1 FROM imports WHERE id = ${id}`.execute(api.db);
      if (found.rows.length === 0) break;
      if (Date.now() - started > 10_000) throw new Error('the purge did not run at start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await second.close();
  }
});
