// The response cache end to end: the real app, its change feed LISTENing on the test database, and
// writes through the api, through a second connection (another api instance, psql) and by the
// triggers' every path. A hit runs no SQL at all; what matters is that no answer is ever stale
// after a write the reader could know of, and that nothing of one user reaches another.
import { sql } from 'kysely';
import pg from 'pg';
import { createTestApi, type TestApi } from '../../test/harness.js';
import { USER_DATA_CHANNEL } from '../db/migrations/0007-user-data-change-feed.js';
import { CACHE_STATUS_HEADER } from './install.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ userDataCacheBytes: 4 * 1_048_576 });
});
afterAll(() => api.close());

const get = (sub: string, url: string, headers: Record<string, string> = {}) => api.as(sub, { method: 'GET', url, headers });
const post = (sub: string, url: string, payload: object) => api.as(sub, { method: 'POST', url, payload });

/** A session of `sub` on `date` with one exercise of `sets` sets of 100 × 5; ids. */
async function logSession(sub: string, date: string, sets = 2): Promise<{ sessionId: number; exerciseId: number }> {
  const session = (await post(sub, '/api/sessions', { session_date: date, session_type: 'push' })).json() as { id: number };
  const exercise = await post(sub, `/api/sessions/${session.id}/exercises`, {
    type: 'weighted',
    name: 'Bench Press',
    sets: Array.from({ length: sets }, () => ({ weight: 100, reps: 5 })),
  });
  return { sessionId: session.id, exerciseId: (exercise.json() as { id: number }).id };
}

/** Polls until `check` passes (a notification from another connection takes a moment). */
async function eventually(check: () => Promise<void>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe.each([
  ['the sessions list', () => '/api/sessions'],
  ['a page of the list', () => '/api/sessions?limit=5'],
  ['the calendar', () => '/api/sessions/calendar?start_date=2026-03-01&end_date=2026-03-31'],
])('%s', (_name, url) => {
  test('the second read is served from the cache without SQL; a write through the api shows at once', async () => {
    const sub = `lister-${_name}`;
    const { sessionId } = await logSession(sub, '2026-03-10');
    const first = await get(sub, url());
    expect(first.headers[CACHE_STATUS_HEADER]).toBe('miss');
    const { result: second, queries } = await api.recordQueries(() => get(sub, url()));
    expect(second.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(queries).toEqual([]);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['cache-control']).toBe('no-store');

    await logSession(sub, '2026-03-11');
    const after = await get(sub, url());
    expect(after.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect((after.json() as unknown[]).length).toBe(2);
    expect(await api.as(sub, { method: 'DELETE', url: `/api/sessions/${sessionId}` })).toMatchObject({ statusCode: 204 });
    expect((await get(sub, url())).json()).toHaveLength(1);
  });
});

test('a session and its exercises: every write to its sets, exercises or itself shows on the next read', async () => {
  const sub = 'detail-reader';
  const { sessionId, exerciseId } = await logSession(sub, '2026-04-01', 1);
  const detail = () => get(sub, `/api/sessions/${sessionId}`);
  const exercises = async () => (await get(sub, `/api/sessions/${sessionId}/exercises`)).json() as Array<{ name: string; sets: Array<{ weight: number }> }>;
  await detail();
  await detail();
  expect((await detail()).headers[CACHE_STATUS_HEADER]).toBe('hit');
  await exercises();

  await api.as(sub, { method: 'PUT', url: `/api/sessions/${sessionId}`, payload: { session_date: '2026-04-02', session_type: 'legs' } });
  expect((await detail()).json()).toMatchObject({ session_type: 'legs' });

  const added = await post(sub, `/api/exercises/${exerciseId}/sets`, { weight: 120, reps: 3 });
  expect((await exercises())[0]!.sets.map((s) => s.weight)).toEqual([100, 120]);
  const setId = (added.json() as { id: number }).id;
  await api.as(sub, { method: 'PUT', url: `/api/exercises/${exerciseId}/sets/${setId}`, payload: { weight: 125, reps: 3 } });
  expect((await exercises())[0]!.sets.map((s) => s.weight)).toEqual([100, 125]);
  await api.as(sub, { method: 'DELETE', url: `/api/exercises/${exerciseId}/sets/${setId}` });
  expect((await exercises())[0]!.sets.map((s) => s.weight)).toEqual([100]);
  await api.as(sub, { method: 'PUT', url: `/api/exercises/${exerciseId}`, payload: { type: 'weighted', variation: 'paused' } });
  expect((await exercises())[0]).toMatchObject({ variation: 'paused' });
  await api.as(sub, { method: 'DELETE', url: `/api/exercises/${exerciseId}` });
  expect(await exercises()).toEqual([]);
});

test('another user never gets an answer cached for someone else, not even at the same URL', async () => {
  const { sessionId } = await logSession('owner', '2026-05-01');
  expect((await get('owner', `/api/sessions/${sessionId}`)).statusCode).toBe(200);
  expect((await get('owner', `/api/sessions/${sessionId}`)).headers[CACHE_STATUS_HEADER]).toBe('hit');
  const intruder = await get('intruder', `/api/sessions/${sessionId}`);
  expect(intruder.statusCode).toBe(404);
  expect(intruder.headers[CACHE_STATUS_HEADER]).toBeUndefined();
  await get('owner', '/api/sessions');
  expect((await get('intruder', '/api/sessions')).json()).toEqual([]);
  // A refused token never reaches the cache.
  const anonymous = await api.app.inject({ method: 'GET', url: `/api/sessions/${sessionId}` });
  expect(anonymous.statusCode).toBe(401);
});

test('a write by another connection (another api instance, psql) shows once its notification arrives', async () => {
  const sub = 'elsewhere';
  const { sessionId } = await logSession(sub, '2026-06-01');
  await get(sub, `/api/sessions/${sessionId}`);
  expect((await get(sub, `/api/sessions/${sessionId}`)).headers[CACHE_STATUS_HEADER]).toBe('hit');
  const other = new pg.Client({ connectionString: api.url });
  await other.connect();
  try {
    await other.query(`UPDATE sessions SET notes = 'changed elsewhere' WHERE id = $1`, [sessionId]);
  } finally {
    await other.end();
  }
  await eventually(async () => expect((await get(sub, `/api/sessions/${sessionId}`)).json()).toMatchObject({ notes: 'changed elsewhere' }));
});

test("TRUNCATE of the sessions data (everyone's) empties the cache", async () => {
  const sub = 'truncated';
  await logSession(sub, '2026-10-01');
  await get(sub, '/api/sessions');
  expect((await get(sub, '/api/sessions')).headers[CACHE_STATUS_HEADER]).toBe('hit');
  await sql`TRUNCATE sessions CASCADE`.execute(api.db);
  await eventually(async () => expect((await get(sub, '/api/sessions')).json()).toEqual([]));
});

test('Cache-Control: no-cache reads the database and refreshes the stored answer', async () => {
  const sub = 'fresh-reader';
  const { sessionId } = await logSession(sub, '2026-07-01');
  await get(sub, '/api/sessions');
  expect((await get(sub, '/api/sessions')).headers[CACHE_STATUS_HEADER]).toBe('hit');
  const fresh = await get(sub, '/api/sessions', { 'cache-control': 'no-cache' });
  expect(fresh.headers[CACHE_STATUS_HEADER]).toBe('miss');
  const { queries } = await api.recordQueries(() => get(sub, '/api/sessions', { 'cache-control': 'no-cache' }));
  expect(queries).toHaveLength(1);
  expect((await get(sub, '/api/sessions')).headers[CACHE_STATUS_HEADER]).toBe('hit');
  expect((await get(sub, `/api/sessions/${sessionId}`, { pragma: 'no-cache' })).headers[CACHE_STATUS_HEADER]).toBe('miss');
});

test('the change feed losing its connection turns the cache off at once; it comes back empty when listening again', async () => {
  const sub = 'through-a-restart';
  await logSession(sub, '2026-08-01');
  await get(sub, '/api/sessions');
  expect((await get(sub, '/api/sessions')).headers[CACHE_STATUS_HEADER]).toBe('hit');
  const admin = new pg.Client({ connectionString: api.url });
  await admin.connect();
  try {
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'liftbook-api change feed' AND datname = current_database()`,
    );
    await eventually(async () => expect(api.userDataCache!.isLive()).toBe(false), 2000);
    const { result, queries } = await api.recordQueries(() => get(sub, '/api/sessions'));
    expect(result.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    expect(queries).toHaveLength(1);
    // While it was away, a change it could not hear of:
    await admin.query(`UPDATE sessions SET session_type = 'changed while deaf' WHERE user_id = (SELECT id FROM users WHERE subject = $1)`, [sub]);
  } finally {
    await admin.end();
  }
  await eventually(async () => expect(api.userDataCache!.isLive()).toBe(true), 3000);
  expect((await get(sub, '/api/sessions')).json()).toEqual([expect.objectContaining({ session_type: 'changed while deaf' })]);
  expect((await get(sub, '/api/sessions')).headers[CACHE_STATUS_HEADER]).toBe('hit');
});

test('the triggers notify the user of every insert, update and delete of sessions, exercises and sets, once per statement', async () => {
  const listener = new pg.Client({ connectionString: api.url });
  await listener.connect();
  const heard: string[] = [];
  listener.on('notification', (message) => {
    if (message.channel === USER_DATA_CHANNEL) heard.push(message.payload ?? '');
  });
  await listener.query(`LISTEN ${USER_DATA_CHANNEL}`);
  try {
    const sub = 'notified';
    const { sessionId, exerciseId } = await logSession(sub, '2026-09-01', 3);
    const { id: userId } = await api.db.selectFrom('users').select('id').where('subject', '=', sub).executeTakeFirstOrThrow();
    const expectHeard = async (statement: () => Promise<unknown>) => {
      heard.length = 0;
      await statement();
      await eventually(async () => expect(heard).toEqual([String(userId)]));
    };
    const { db } = api;
    await expectHeard(() => db.updateTable('sets').set({ reps: 4 }).where('exercise_id', '=', exerciseId).execute()); // 3 rows, one notification
    await expectHeard(() => db.deleteFrom('sets').where('exercise_id', '=', exerciseId).where('set_number', '=', 3).execute());
    await expectHeard(() => db.insertInto('sets').values({ exercise_id: exerciseId, set_number: 3, weight: 1, weight_unit: 'lbs', reps: 1 }).execute());
    await expectHeard(() => db.updateTable('exercises').set({ notes: 'x' }).where('id', '=', exerciseId).execute());
    await expectHeard(() => db.updateTable('sessions').set({ notes: 'y' }).where('id', '=', sessionId).execute());
    await expectHeard(() => db.deleteFrom('sessions').where('id', '=', sessionId).execute()); // cascades to exercises and sets
    // A rolled-back change tells nobody; a statement touching no row tells nobody.
    heard.length = 0;
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('sessions').values({ user_id: userId, session_date: '2026-09-02', session_type: 'x', notes: null }).execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await db.updateTable('sessions').set({ notes: 'z' }).where('id', '=', -1).execute();
    await sql`SELECT pg_sleep(0.1)`.execute(db);
    expect(heard).toEqual([]);
  } finally {
    await listener.end();
  }
});
