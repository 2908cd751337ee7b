// Idempotent creates: a retried POST with the same Idempotency-Key replays the first answer and
// writes nothing twice, on every POST route of the api; the same key with another body is a 422;
// keys are per user; concurrent duplicates execute once; failures store nothing; answers expire.
import { sql } from 'kysely';
import { createTestApi, type TestApi } from '../../test/harness.js';
import { canonicalJson } from './install.js';
import { deleteExpiredKeys } from './queries.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const post = (sub: string, url: string, payload: object, key?: string) =>
  api.as(sub, { method: 'POST', url, payload, headers: key === undefined ? {} : { 'idempotency-key': key } });
const count = async (table: 'sessions' | 'exercises' | 'sets' | 'idempotency_keys') =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(api.db)).rows[0]!.n);
const newSession = async (sub: string) => (await post(sub, '/api/sessions', { session_date: '2026-05-01', session_type: 'push' })).json<{ id: number }>().id;
const userId = async (sub: string) => (await api.as(sub, { method: 'GET', url: '/api/user/profile' })).json<{ id: number }>().id;

describe('a retried create', () => {
  test('replays the first answer (status, body) with Idempotent-Replayed, and writes once', async () => {
    const before = await count('sessions');
    const body = { session_date: '2026-06-01', session_type: 'legs', notes: 'heavy' };
    const first = await post('retrier', '/api/sessions', body, 'key-session-1');
    const again = await post('retrier', '/api/sessions', { notes: 'heavy', session_type: 'legs', session_date: '2026-06-01' }, 'key-session-1');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.body).toBe(first.body);
    expect(await count('sessions')).toBe(before + 1);
  });

  test('the same key with a different body is a 422 that says so, and writes nothing', async () => {
    await post('retrier', '/api/sessions', { session_date: '2026-06-02', session_type: 'push' }, 'key-reused');
    const before = await count('sessions');
    const response = await post('retrier', '/api/sessions', { session_date: '2026-06-02', session_type: 'pull' }, 'key-reused');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'This Idempotency-Key was already used for a different request; send a new key for a new write',
      field: 'Idempotency-Key',
    });
    expect(await count('sessions')).toBe(before);
  });

  test('the same key on another route is a different request (422)', async () => {
    const sessionId = await newSession('retrier');
    await post('retrier', `/api/sessions/${sessionId}/exercises`, { name: 'Curl', type: 'reps' }, 'key-route');
    const other = await newSession('retrier');
    expect((await post('retrier', `/api/sessions/${other}/exercises`, { name: 'Curl', type: 'reps' }, 'key-route')).statusCode).toBe(422);
  });

  test('keys are per user: another lifter with the same key gets their own write', async () => {
    const body = { session_date: '2026-06-03', session_type: 'push' };
    const mine = await post('owner-a', '/api/sessions', body, 'shared-key');
    const theirs = await post('owner-b', '/api/sessions', body, 'shared-key');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json<{ id: number }>().id).not.toBe(mine.json<{ id: number }>().id);
  });

  test('a request that failed stores nothing: the key stays free (even when it failed inside the transaction)', async () => {
    const stranger = await newSession('someone-else');
    const sessionId = await newSession('retrier');
    // 404 from inside the keyed transaction (the session is not theirs): rolled back with its key.
    expect((await post('retrier', `/api/sessions/${stranger}/exercises`, { name: 'Row', type: 'reps' }, 'key-after-failure')).statusCode).toBe(404);
    // 400 before it: nothing either.
    expect((await post('retrier', `/api/sessions/${sessionId}/exercises`, { name: 'Row' }, 'key-after-failure')).statusCode).toBe(400);
    const response = await post('retrier', `/api/sessions/${sessionId}/exercises`, { name: 'Row', type: 'reps', sets: [{ reps: 10 }] }, 'key-after-failure');
    expect(response.statusCode).toBe(201);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
  });

  test('concurrent duplicates execute once: ten at once give one exercise with its sets, and ten equal answers', async () => {
    const sessionId = await newSession('impatient');
    const body = {
      name: 'Squat',
      type: 'weighted',
      sets: [
        { weight: 225, reps: 5 },
        { weight: 225, reps: 5 },
        { weight: 225, reps: 5 },
      ],
    };
    const responses = await Promise.all(Array.from({ length: 10 }, () => post('impatient', `/api/sessions/${sessionId}/exercises`, body, 'key-storm')));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    const exercises = (await api.as('impatient', { method: 'GET', url: `/api/sessions/${sessionId}/exercises` })).json<Array<{ sets: unknown[] }>>();
    expect(exercises).toHaveLength(1);
    expect(exercises[0]!.sets).toHaveLength(3);
  });

  test('without a key nothing changes: two posts, two writes', async () => {
    const before = await count('sessions');
    await post('keyless', '/api/sessions', { session_date: '2026-06-04', session_type: 'push' });
    await post('keyless', '/api/sessions', { session_date: '2026-06-04', session_type: 'push' });
    expect(await count('sessions')).toBe(before + 2);
  });

  test.each([
    ['empty', ''],
    ['with a space', 'two words'],
    ['over 255 characters', 'k'.repeat(256)],
  ])('a key that is %s: 400 naming the header', async (_case, key) => {
    const before = await count('sessions');
    const response = await post('retrier', '/api/sessions', { session_date: '2026-06-05', session_type: 'push' }, key);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ field: string }>().field).toBe('idempotency-key');
    expect(await count('sessions')).toBe(before);
  });

  test('an answer is replayed for a day; after that the key is free again, and the sweep deletes it', async () => {
    const body = { session_date: '2026-06-06', session_type: 'push' };
    await post('slow-retrier', '/api/sessions', body, 'key-old');
    const id = await userId('slow-retrier');
    await sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE user_id = ${id} AND key = 'key-old'`.execute(api.db);
    const later = await post('slow-retrier', '/api/sessions', body, 'key-old');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();

    await post('slow-retrier', '/api/sessions', body, 'key-older');
    await sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE user_id = ${id} AND key = 'key-older'`.execute(api.db);
    expect(await deleteExpiredKeys(api.db)).toBe(1);
    const left = await api.db.selectFrom('idempotency_keys').select('key').where('user_id', '=', id).execute();
    expect(left.map((k) => k.key)).toEqual(['key-old']);
  });
});

describe('every POST route takes part', () => {
  // One valid body per POST route of the api. A new POST route without an entry fails the first
  // test, so no create can ship without idempotency being tried on it.
  const routes: Record<string, (sub: string) => Promise<{ url: string; payload: object; status?: number }>> = {
    '/api/sessions': async () => ({ url: '/api/sessions', payload: { session_date: '2026-07-01', session_type: 'push' } }),
    '/api/sessions/{id}/exercises': async (sub) => ({
      url: `/api/sessions/${await newSession(sub)}/exercises`,
      payload: { name: 'Dip', type: 'reps', sets: [{ reps: 12 }] },
    }),
    '/api/sessions/{id}/repeat': async (sub) => ({
      url: `/api/sessions/${await newSession(sub)}/repeat`,
      payload: { session_date: '2026-11-24' },
    }),
    '/api/exercises/{id}/sets': async (sub) => {
      const exercise = await post(sub, `/api/sessions/${await newSession(sub)}/exercises`, { name: 'Dip', type: 'reps' });
      return { url: `/api/exercises/${exercise.json<{ id: number }>().id}/sets`, payload: { reps: 10 } };
    },
    '/api/exercises/{id}/planned_sets/{plannedSetId}/log': async (sub) => {
      const exercise = (await post(sub, `/api/sessions/${await newSession(sub)}/exercises`, { name: 'Dip', type: 'reps', sets: [{ reps: 8 }] })).json<{
        session_id: number;
      }>();
      const today = (await post(sub, `/api/sessions/${exercise.session_id}/repeat`, { session_date: '2026-05-02' })).json<{ id: number }>();
      const [dip] = (await api.as(sub, { method: 'GET', url: `/api/sessions/${today.id}/exercises` })).json<
        Array<{ id: number; planned_sets: Array<{ id: number }> }>
      >();
      return { url: `/api/exercises/${dip!.id}/planned_sets/${dip!.planned_sets[0]!.id}/log`, payload: {} };
    },
    '/api/routines': async () => ({ url: '/api/routines', payload: ROUTINE }),
    '/api/routines/{id}/duplicate': async (sub) => ({ url: `/api/routines/${await newRoutine(sub)}/duplicate`, payload: {} }),
    '/api/routines/{id}/start': async (sub) => ({ url: `/api/routines/${await newRoutine(sub)}/start`, payload: { session_date: '2026-05-03' } }),
    '/api/sessions/{id}/routine': async (sub) => {
      const exercise = (await post(sub, `/api/sessions/${await newSession(sub)}/exercises`, { name: 'Dip', type: 'reps', sets: [{ reps: 8 }] })).json<{
        session_id: number;
      }>();
      return { url: `/api/sessions/${exercise.session_id}/routine`, payload: { name: 'Dips' } };
    },
    '/api/sessions/{id}/finish': async (sub) => {
      const exercise = (await post(sub, `/api/sessions/${await newSession(sub)}/exercises`, { name: 'Dip', type: 'reps', sets: [{ reps: 8 }] })).json<{
        session_id: number;
      }>();
      return { url: `/api/sessions/${exercise.session_id}/finish`, payload: { unchecked: 'drop' }, status: 200 };
    },
    '/api/programs': async () => ({ url: '/api/programs', payload: { key: 'five-by-five' } }),
    '/api/groups/{id}/sessions/{sessionId}/comments': async (sub) => {
      const group = (await post(sub, '/api/groups', { name: 'Talkers' })).json<{ id: number }>();
      return { url: `/api/groups/${group.id}/sessions/${await newSession(sub)}/comments`, payload: { body: 'Strong day' } };
    },
    '/api/groups/{id}/routines': async (sub) => {
      const group = (await post(sub, '/api/groups', { name: 'Sharers' })).json<{ id: number }>();
      return { url: `/api/groups/${group.id}/routines`, payload: { routine_id: await newRoutine(sub) } };
    },
    '/api/groups/{id}/routines/{sharedId}/copy': async (sub) => {
      const group = (await post(sub, '/api/groups', { name: 'Copiers' })).json<{ id: number }>();
      const shared = (await post(sub, `/api/groups/${group.id}/routines`, { routine_id: await newRoutine(sub) })).json<{ id: number }>();
      return { url: `/api/groups/${group.id}/routines/${shared.id}/copy`, payload: {} };
    },
    '/api/custom_exercises': async () => ({ url: '/api/custom_exercises', payload: { name: 'Zombie Squat' } }),
    '/api/goals': async () => ({
      url: '/api/goals',
      payload: { exercise_name: 'Squat', target_weight: 300, target_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) },
    }),
    '/api/groups': async () => ({ url: '/api/groups', payload: { name: 'Early Birds' } }),
    '/api/groups/{id}/invites': async (sub) => {
      const group = (await post(sub, '/api/groups', { name: 'Inviters' })).json<{ id: number }>();
      return { url: `/api/groups/${group.id}/invites`, payload: {} };
    },
    '/api/groups/{id}/members/{userId}': async (sub) => {
      const group = (await post(sub, '/api/groups', { name: 'Adders' })).json<{ id: number }>();
      return { url: `/api/groups/${group.id}/members/${encodeURIComponent('friend@example.com')}`, payload: { role: 'member' }, status: 202 };
    },
    '/api/invites/join': async (sub) => {
      const owner = `${sub}-owner`;
      const group = (await post(owner, '/api/groups', { name: 'Joiners' })).json<{ id: number }>();
      const made = (await post(owner, `/api/groups/${group.id}/invites`, {})).json<{ code: string }>();
      return { url: '/api/invites/join', payload: { code: made.code }, status: 200 }; // joining answers the group
    },
    '/api/imports': async () => ({
      url: '/api/imports',
      payload: { source: 'fitnotes', layout: 'FitNotes', file_name: 'fitnotes.csv', checksum: 'c'.repeat(64) },
    }),
    '/api/imports/{id}/workouts': async (sub) => ({
      url: `/api/imports/${await newImport(sub)}/workouts`,
      payload: { workouts: [{ session_date: '2025-05-01', session_type: 'Legs', notes: null, exercises: [] }] },
      status: 204,
    }),
    '/api/imports/{id}/check': async (sub) => ({ url: `/api/imports/${await newImport(sub)}/check`, payload: {}, status: 200 }),
    '/api/imports/{id}/finish': async (sub) => ({ url: `/api/imports/${await newImport(sub)}/finish`, payload: {}, status: 200 }),
  };
  const ROUTINE = { name: 'Legs', exercises: [{ name: 'Squat', type: 'weighted', sets: [{ reps_min: 5, weight: 100 }] }] };
  const newRoutine = async (sub: string) => (await post(sub, '/api/routines', ROUTINE)).json<{ id: number }>().id;
  const newImport = async (sub: string) =>
    (await post(sub, '/api/imports', { source: 'strong', layout: 'Strong', file_name: 'strong.csv', checksum: 'd'.repeat(64) })).json<{ id: number }>().id;

  test('the table covers every POST route, and each documents the header', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
    }>();
    const posts = Object.entries(document.paths).filter(([, operations]) => operations.post !== undefined);
    expect(posts.map(([path]) => path).sort()).toEqual(Object.keys(routes).sort());
    for (const [, operations] of posts) {
      expect(operations.post!.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]));
    }
  });

  test.each(Object.keys(routes))('POST %s: the retry replays the answer and writes nothing more', async (route) => {
    const sub = `route-${route.replace(/\W+/g, '-')}`;
    const { url, payload, status = 201 } = await routes[route]!(sub);
    const first = await post(sub, url, payload, 'route-key');
    expect(first.statusCode).toBe(status);
    const snapshot = async () =>
      Promise.all(
        [
          'sessions',
          'exercises',
          'sets',
          'planned_sets',
          'custom_exercises',
          'goals',
          'groups',
          'group_members',
          'group_invites',
          'imports',
          'import_workouts',
          'routines',
          'routine_exercises',
          'routine_sets',
          'programs',
          'program_routines',
          'session_comments',
          'shared_routines',
        ].map((t) => sql`SELECT count(*) FROM ${sql.table(t)}`.execute(api.db).then((r) => r.rows)),
      );
    const before = await snapshot();
    const again = await post(sub, url, payload, 'route-key');
    expect(again.statusCode).toBe(status);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await snapshot()).toEqual(before);
  });
});

test('canonicalJson: key order does not matter, array order does, undefined drops', () => {
  expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
  expect(canonicalJson({ a: undefined, b: 'x' })).toBe('{"b":"x"}');
  expect(canonicalJson([{ y: 1, x: 2 }])).toBe('[{"x":2,"y":1}]');
});
