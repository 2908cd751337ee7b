// The route × identity matrix: generated from the api's own route table (buildApp's
// onRoute), so a route added without an entry here fails the first test. Every authenticated
// route is called with eight refused identities (no token, expired, wrong audience, wrong issuer,
// missing scope, an ID token, a tampered signature, `alg: none`): each is a 401 and leaves every
// table exactly as it was. Then another user: a 404 for the owner's rows (nothing changed), or
// their own data for "self" routes (none of the owner's in it). Then the owner, with the route's
// success status. Group routes take their per-role statuses from GROUP_ROUTES
// (test/groups-world.ts), which permissions.test.ts runs for the creator, an admin, a member, an
// invitee and a stranger; here each must have an entry there.
import type { InjectOptions } from 'fastify';
import { UnsecuredJWT } from 'jose';
import { sql } from 'kysely';
import { buildWorld, emailOf, GROUP_ROUTES, nameOf, PEOPLE, userIds, type Person, type World } from '../../test/groups-world.js';
import { createTestApi, TEST_AUDIENCE, TEST_ISSUER, type TestApi } from '../../test/harness.js';

interface MatrixWorld extends World {
  /** member2's (the owner's) rows besides World's session: */
  exerciseId: number;
  setId: number;
  /** A planned set of that exercise, not logged. */
  plannedSetId: number;
  customExerciseId: number;
  goalId: number;
  /** An open import of the owner's. */
  importId: number;
  /** A routine of the owner's, with one exercise and one set. */
  routineId: number;
  /** A program of the owner's, ordering that routine. */
  programId: number;
}

/** Text only the owner's rows hold: another user's answer must never contain it. */
const MARKERS = ['heavy day', 'Zercher Marker', 'Marker Goal Lift', 'Marker Routine', 'Marker Program'];
const OWNER: Person = 'member2';
const OTHER: Person = 'stranger';
/** A person's valid token, with the name and email claims their user row holds (so signing in changes nothing). */
const tokenOf = (sub: Person) => api.token({ sub, name: nameOf(sub), email: emailOf(sub) });

interface Entry {
  /** Answers without a token. */
  public?: number;
  request?: (w: MatrixWorld) => { url: string; payload?: object };
  /** The owner's status. */
  owner?: number;
  /** Another user's: a status (404: the owner's row is not theirs), or 'self' (acts on their own data). */
  other?: number | 'self';
  /** Statuses per role come from GROUP_ROUTES. */
  groups?: true;
}

const future = `${new Date().getUTCFullYear() + 1}-06-01`;
const session = (w: MatrixWorld) => `/api/sessions/${w.sessionId}`;
const exercise = (w: MatrixWorld) => `/api/exercises/${w.exerciseId}`;
const routine = (w: MatrixWorld) => `/api/routines/${w.routineId}`;

const MATRIX: Record<string, Entry> = {
  'GET /api/health': { public: 200 },
  'GET /api/openapi.json': { public: 200 },
  'GET /api/user/profile': { request: () => ({ url: '/api/user/profile' }), owner: 200, other: 'self' },
  'GET /api/sessions': { request: () => ({ url: '/api/sessions' }), owner: 200, other: 'self' },
  'POST /api/sessions': { request: () => ({ url: '/api/sessions', payload: { session_date: '2026-03-04', session_type: 'legs' } }), owner: 201, other: 'self' },
  'GET /api/sessions/calendar': { request: () => ({ url: '/api/sessions/calendar?start_date=2026-03-01&end_date=2026-03-31' }), owner: 200, other: 'self' },
  'GET /api/sessions/:id': { request: (w) => ({ url: session(w) }), owner: 200, other: 404 },
  'PUT /api/sessions/:id': { request: (w) => ({ url: session(w), payload: { session_date: '2026-03-03', session_type: 'pull' } }), owner: 200, other: 404 },
  'DELETE /api/sessions/:id': { request: (w) => ({ url: session(w) }), owner: 204, other: 404 },
  'POST /api/sessions/:id/repeat': { request: (w) => ({ url: `${session(w)}/repeat`, payload: { session_date: '2026-03-06' } }), owner: 201, other: 404 },
  'GET /api/sessions/:id/records': { request: (w) => ({ url: `${session(w)}/records` }), owner: 200, other: 404 },
  // The session page in one request (issue 33).
  'GET /api/sessions/:id/page': { request: (w) => ({ url: `${session(w)}/page` }), owner: 200, other: 404 },
  'POST /api/programs': { request: () => ({ url: '/api/programs', payload: { key: 'five-by-five' } }), owner: 201, other: 'self' },
  'GET /api/programs/next': { request: () => ({ url: '/api/programs/next' }), owner: 200, other: 'self' },
  'GET /api/programs': { request: () => ({ url: '/api/programs' }), owner: 200, other: 'self' },
  'GET /api/programs/:id': { request: (w) => ({ url: `/api/programs/${w.programId}` }), owner: 200, other: 404 },
  'POST /api/sessions/:id/finish': { request: (w) => ({ url: `${session(w)}/finish`, payload: { unchecked: 'skip' } }), owner: 200, other: 404 },
  'PUT /api/user/profile': { request: () => ({ url: '/api/user/profile', payload: { weight_unit: 'kg' } }), owner: 200, other: 'self' },
  'GET /api/sessions/:id/exercises': { request: (w) => ({ url: `${session(w)}/exercises` }), owner: 200, other: 404 },
  'GET /api/sessions/:id/last-time': { request: (w) => ({ url: `${session(w)}/last-time` }), owner: 200, other: 404 },
  'POST /api/sessions/:id/exercises': {
    request: (w) => ({ url: `${session(w)}/exercises`, payload: { type: 'weighted', name: 'Back Squat' } }),
    owner: 201,
    other: 404,
  },
  'PUT /api/exercises/:id': { request: (w) => ({ url: exercise(w), payload: { type: 'reps' } }), owner: 200, other: 404 },
  'DELETE /api/exercises/:id': { request: (w) => ({ url: exercise(w) }), owner: 204, other: 404 },
  'POST /api/exercises/:id/sets': {
    request: (w) => ({ url: `${exercise(w)}/sets`, payload: { weight: 80, weight_unit: 'kg', reps: 8 } }),
    owner: 201,
    other: 404,
  },
  'PUT /api/exercises/:id/sets/:setId': {
    request: (w) => ({ url: `${exercise(w)}/sets/${w.setId}`, payload: { weight: 90, weight_unit: 'kg', reps: 6 } }),
    owner: 200,
    other: 404,
  },
  'DELETE /api/exercises/:id/sets/:setId': { request: (w) => ({ url: `${exercise(w)}/sets/${w.setId}` }), owner: 204, other: 404 },
  'POST /api/exercises/:id/planned_sets/:plannedSetId/log': {
    request: (w) => ({ url: `${exercise(w)}/planned_sets/${w.plannedSetId}/log`, payload: {} }),
    owner: 201,
    other: 404,
  },
  'DELETE /api/exercises/:id/planned_sets/:plannedSetId': {
    request: (w) => ({ url: `${exercise(w)}/planned_sets/${w.plannedSetId}` }),
    owner: 204,
    other: 404,
  },
  'GET /api/routines': { request: () => ({ url: '/api/routines' }), owner: 200, other: 'self' },
  'POST /api/routines': {
    request: () => ({
      url: '/api/routines',
      payload: { name: 'Legs', exercises: [{ name: 'Squat', type: 'weighted', sets: [{ reps_min: 5, weight: 100 }] }] },
    }),
    owner: 201,
    other: 'self',
  },
  'GET /api/routines/:id': { request: (w) => ({ url: routine(w) }), owner: 200, other: 404 },
  'PUT /api/routines/:id': {
    request: (w) => ({ url: routine(w), payload: { name: 'Legs B', exercises: [{ name: 'Squat', type: 'weighted', sets: [{ reps_min: 3, weight: 110 }] }] } }),
    owner: 200,
    other: 404,
  },
  'DELETE /api/routines/:id': { request: (w) => ({ url: routine(w) }), owner: 204, other: 404 },
  'POST /api/routines/:id/duplicate': { request: (w) => ({ url: `${routine(w)}/duplicate` }), owner: 201, other: 404 },
  'POST /api/routines/:id/start': { request: (w) => ({ url: `${routine(w)}/start`, payload: { session_date: '2026-03-07' } }), owner: 201, other: 404 },
  'POST /api/sessions/:id/routine': { request: (w) => ({ url: `${session(w)}/routine`, payload: { name: 'From a session' } }), owner: 201, other: 404 },
  'GET /api/dictionary_exercises': { request: () => ({ url: '/api/dictionary_exercises' }), owner: 200, other: 'self' },
  'GET /api/custom_exercises': { request: () => ({ url: '/api/custom_exercises' }), owner: 200, other: 'self' },
  'GET /api/custom_exercises/usage': { request: () => ({ url: '/api/custom_exercises/usage' }), owner: 200, other: 'self' },
  'POST /api/custom_exercises': { request: () => ({ url: '/api/custom_exercises', payload: { name: 'Matrix Curl' } }), owner: 201, other: 'self' },
  'PUT /api/custom_exercises/:id': {
    request: (w) => ({ url: `/api/custom_exercises/${w.customExerciseId}`, payload: { name: 'Renamed Lift' } }),
    owner: 200,
    other: 404,
  },
  'DELETE /api/custom_exercises/:id': { request: (w) => ({ url: `/api/custom_exercises/${w.customExerciseId}` }), owner: 204, other: 404 },
  'GET /api/exercises/progress': { request: () => ({ url: '/api/exercises/progress?exercise_name=Zercher%20Marker' }), owner: 200, other: 'self' },
  'GET /api/exercises/logged': { request: () => ({ url: '/api/exercises/logged' }), owner: 200, other: 'self' },
  'GET /api/exercises/records': { request: () => ({ url: '/api/exercises/records?exercise_name=Zercher%20Marker' }), owner: 200, other: 'self' },
  'GET /api/goals': { request: () => ({ url: '/api/goals' }), owner: 200, other: 'self' },
  'POST /api/goals': {
    request: () => ({ url: '/api/goals', payload: { exercise_name: 'Deadlift', target_weight: 300, target_date: future } }),
    owner: 201,
    other: 'self',
  },
  'PUT /api/goals/:id': { request: (w) => ({ url: `/api/goals/${w.goalId}`, payload: { status: 'paused' } }), owner: 200, other: 404 },
  'DELETE /api/goals/:id': { request: (w) => ({ url: `/api/goals/${w.goalId}` }), owner: 204, other: 404 },
  'GET /api/goals/:id/progress': { request: (w) => ({ url: `/api/goals/${w.goalId}/progress` }), owner: 200, other: 404 },
  'GET /api/export': { request: () => ({ url: '/api/export?format=json' }), owner: 200, other: 'self' },
  'GET /api/imports': { request: () => ({ url: '/api/imports' }), owner: 200, other: 'self' },
  'POST /api/imports': {
    request: () => ({ url: '/api/imports', payload: { source: 'strong', layout: 'Strong, comma', file_name: 'strong.csv', checksum: 'b'.repeat(64) } }),
    owner: 201,
    other: 'self',
  },
  'POST /api/imports/:id/workouts': {
    request: (w) => ({
      url: `/api/imports/${w.importId}/workouts`,
      payload: { workouts: [{ session_date: '2026-03-02T18:00:00', session_type: 'Push', notes: null, exercises: [] }] },
    }),
    owner: 204,
    other: 404,
  },
  'POST /api/imports/:id/check': { request: (w) => ({ url: `/api/imports/${w.importId}/check` }), owner: 200, other: 404 },
  'POST /api/imports/:id/finish': { request: (w) => ({ url: `/api/imports/${w.importId}/finish` }), owner: 200, other: 404 },
  'DELETE /api/imports/:id': { request: (w) => ({ url: `/api/imports/${w.importId}` }), owner: 200, other: 404 },
  'GET /api/groups': { groups: true },
  'POST /api/groups': { groups: true },
  'GET /api/groups/:id': { groups: true },
  'PUT /api/groups/:id': { groups: true },
  'DELETE /api/groups/:id': { groups: true },
  'GET /api/groups/:id/members': { groups: true },
  'POST /api/groups/:id/members/:userId': { groups: true },
  'DELETE /api/groups/:id/members/:userId': { groups: true },
  'PUT /api/groups/:id/members/:userId/role': { groups: true },
  'PUT /api/groups/:id/owner': { groups: true },
  'GET /api/groups/:id/members/:userId/sessions': { groups: true },
  'POST /api/groups/:id/invites': { groups: true },
  'GET /api/groups/:id/invites': { groups: true },
  'GET /api/invites': { groups: true },
  'POST /api/invites/join': { groups: true },
  'PUT /api/invites/:id/accept': { groups: true },
  'PUT /api/invites/:id/decline': { groups: true },
  'DELETE /api/invites/:id': { groups: true },
  'GET /api/groups/:id/feed': { groups: true },
  'PUT /api/groups/:id/sessions/:sessionId/cheer': { groups: true },
  'DELETE /api/groups/:id/sessions/:sessionId/cheer': { groups: true },
  'GET /api/groups/:id/sessions/:sessionId/comments': { groups: true },
  'POST /api/groups/:id/sessions/:sessionId/comments': { groups: true },
  'DELETE /api/groups/:id/sessions/:sessionId/comments/:commentId': { groups: true },
  // This week's board (issue 31).
  'GET /api/groups/:id/board': { groups: true },
  // Shared routines (issue 31).
  'GET /api/groups/:id/routines': { groups: true },
  'POST /api/groups/:id/routines': { groups: true },
  'POST /api/groups/:id/routines/:sharedId/copy': { groups: true },
  'DELETE /api/groups/:id/routines/:sharedId': { groups: true },
};

const routes: Array<{ method: string; url: string }> = [];
let api: TestApi;
let ids: Record<Person, number>;
let tables: string[];

beforeAll(async () => {
  api = await createTestApi({
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
  });
  ids = (await userIds(api, PEOPLE)) as Record<Person, number>;
  const rows = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%' order by 1`.execute(api.db);
  tables = rows.rows.map((r) => r.name);
}, 30_000); // a migrated database and seven people: seconds on a busy 2-core machine
afterAll(() => api.close());

/** Every table's full content, as one digest per table: any change anywhere shows. */
async function snapshotAll(): Promise<Record<string, string>> {
  const parts = tables.map((t) => sql`select ${t} as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from ${sql.table(t)} x`);
  const result = await sql<{ name: string; digest: string }>`${sql.join(parts, sql` union all `)}`.execute(api.db);
  return Object.fromEntries(result.rows.map((r) => [r.name, r.digest]));
}

async function buildMatrixWorld(): Promise<MatrixWorld> {
  const world = await buildWorld(api, ids);
  const { db } = api;
  await db.updateTable('exercises').set({ name: 'Zercher Marker' }).where('session_id', '=', world.sessionId).execute();
  const exercise = await db.selectFrom('exercises').select('id').where('session_id', '=', world.sessionId).executeTakeFirstOrThrow();
  const set = await db.selectFrom('sets').select('id').where('exercise_id', '=', exercise.id).orderBy('set_number').executeTakeFirstOrThrow();
  const planned = await sql<{ id: number }>`
    INSERT INTO planned_sets (exercise_id, position, weight, weight_unit, reps)
    SELECT ${exercise.id}::integer, coalesce(max(position), 0) + 1, 100, 'kg', 5 FROM planned_sets WHERE exercise_id = ${exercise.id}
    RETURNING id`.execute(db);
  const custom = await db
    .insertInto('custom_exercises')
    .values({ user_id: ids[OWNER], name: `Zercher Marker ${world.groupId}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const goal = await db
    .insertInto('goals')
    .values({ user_id: ids[OWNER], exercise_name: 'Marker Goal Lift', target_weight: 200, target_date: future, status: 'active' })
    .returning('id')
    .executeTakeFirstOrThrow();
  // One open import, as a lifter has (earlier worlds' would count against OPEN_IMPORTS_MAX).
  await db.deleteFrom('imports').where('user_id', '=', ids[OWNER]).where('status', '=', 'open').execute();
  const opened = await db
    .insertInto('imports')
    .values({ user_id: ids[OWNER], source: 'hevy', layout: 'Hevy, kg', file_name: 'workouts.csv', checksum: 'a'.repeat(64) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const routine = await db.insertInto('routines').values({ user_id: ids[OWNER], name: 'Marker Routine' }).returning('id').executeTakeFirstOrThrow();
  const routineExercise = await db
    .insertInto('routine_exercises')
    .values({ routine_id: routine.id, position: 1, name: 'Zercher Marker', type: 'weighted', weight_unit: 'kg' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('routine_sets').values({ routine_exercise_id: routineExercise.id, position: 1, reps_min: 5, weight: 100 }).execute();
  const program = await db
    .insertInto('programs')
    .values({ user_id: ids[OWNER], name: 'Marker Program', built_in: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('program_routines').values({ program_id: program.id, position: 1, routine_id: routine.id }).execute();
  return {
    ...world,
    routineId: routine.id,
    programId: program.id,
    exerciseId: exercise.id,
    setId: set.id,
    plannedSetId: planned.rows[0]!.id,
    customExerciseId: custom.id,
    goalId: goal.id,
    importId: opened.id,
  };
}

/** The identities the api must refuse, each as an Authorization header (or none). */
async function refusedIdentities(): Promise<Array<[string, string | undefined]>> {
  const sub = OWNER;
  const valid = await tokenOf(sub);
  const [header, payload, signature] = valid.split('.') as [string, string, string];
  const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
  const none = new UnsecuredJWT({ sub, scp: 'access' }).setIssuer(TEST_ISSUER).setAudience(TEST_AUDIENCE).setExpirationTime('5m').encode();
  return [
    ['no token', undefined],
    ['expired', `Bearer ${await api.token({ sub }, { expiresAt: Math.floor(Date.now() / 1000) - 120 })}`],
    ['wrong audience', `Bearer ${await api.token({ sub }, { audience: 'api://another-api' })}`],
    ['wrong issuer', `Bearer ${await api.token({ sub }, { issuer: 'https://idp.evil.test' })}`],
    ['missing scope', `Bearer ${await api.token({ sub }, { scope: null })}`],
    ['an ID token', `Bearer ${await api.token({ sub, nonce: 'n-1' }, { scope: null, typ: 'JWT' })}`],
    ['tampered signature', `Bearer ${header}.${payload}.${flipped}`],
    ['alg: none', `Bearer ${none}`],
  ];
}

test('every route of the app has an entry in the matrix, and every entry a route', () => {
  const keys = routes.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
  expect(keys.length).toBeGreaterThan(40);
  expect(keys.filter((key) => !(key in MATRIX))).toEqual([]);
  expect(Object.keys(MATRIX).filter((key) => !keys.includes(key))).toEqual([]);
  // HEAD routes are Fastify's automatic twins of GET routes: refused tokens are checked on them below.
  expect(routes.filter((r) => r.method === 'HEAD').every((r) => keys.includes(`GET ${r.url}`))).toBe(true);
  // Group routes: each has its per-role statuses in GROUP_ROUTES.
  for (const [key] of Object.entries(MATRIX).filter(([, e]) => e.groups)) {
    const [method, pattern] = key.split(' ');
    expect([key, GROUP_ROUTES.some((r) => r.method === method && r.pattern === pattern)]).toEqual([key, true]);
  }
});

const entries = Object.entries(MATRIX).filter(([, entry]) => entry.public === undefined);

describe.each(entries)('%s', (key, entry) => {
  const [method, pattern] = key.split(' ') as [InjectOptions['method'] & string, string];

  /** The entry's request in `world`; group routes use their GROUP_ROUTES request. */
  function requestIn(world: MatrixWorld): { url: string; payload?: object } {
    if (entry.request) return entry.request(world);
    const group = GROUP_ROUTES.find((r) => r.method === method && r.pattern === pattern)!;
    return { url: group.url(world), ...(group.payload ? { payload: group.payload(world) } : {}) };
  }
  const send = (world: MatrixWorld, authorization: string | undefined, as: InjectOptions['method'] = method) => {
    const { url, payload } = requestIn(world);
    return api.app.inject({ method: as, url, ...(payload ? { payload } : {}), headers: authorization ? { authorization } : {} });
  };

  test('refused identities: 401 with WWW-Authenticate and no-store, nothing changed', async () => {
    const world = await buildMatrixWorld();
    const before = await snapshotAll();
    const verbs = method === 'GET' ? (['GET', 'HEAD'] as const) : ([method] as const);
    for (const [name, authorization] of await refusedIdentities()) {
      for (const verb of verbs) {
        const response = await send(world, authorization, verb);
        expect([name, verb, response.statusCode]).toEqual([name, verb, 401]);
        expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
    expect(await snapshotAll()).toEqual(before);
  });

  if (entry.groups) return;

  test(`another user: ${entry.other === 'self' ? 'their own data only' : `${String(entry.other)}, nothing changed`}`, async () => {
    const world = await buildMatrixWorld();
    const before = await snapshotAll();
    const response = await send(world, `Bearer ${await tokenOf(OTHER)}`);
    for (const marker of MARKERS) expect(response.body).not.toContain(marker);
    if (entry.other === 'self') {
      expect(response.statusCode).toBe(entry.owner);
    } else {
      expect(response.statusCode).toBe(entry.other);
      expect(await snapshotAll()).toEqual(before);
    }
  });

  if (method === 'GET') {
    test("a read's answer, to anyone, carries no email address but the asker's own (group members share names)", async () => {
      const world = await buildMatrixWorld();
      for (const person of ['creator', 'member', OWNER, OTHER] as const) {
        const response = await send(world, `Bearer ${await tokenOf(person)}`);
        for (const other of PEOPLE.filter((p) => p !== person)) expect([key, person, response.body.includes(emailOf(other))]).toEqual([key, person, false]);
      }
    });
  }

  if (method !== 'GET' && method !== 'DELETE') {
    test('1 MiB of empty objects as the body: refused before parsing (400), nothing changed', async () => {
      const world = await buildMatrixWorld();
      const before = await snapshotAll();
      const { url } = requestIn(world);
      const payload = `{"sets":[${'{},'.repeat(349_000)}{}]}`;
      const response = await api.app.inject({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${await tokenOf(OWNER)}`, 'content-type': 'application/json' },
      });
      expect([key, response.statusCode, response.json().field]).toEqual([key, 400, 'body']);
      expect(await snapshotAll()).toEqual(before);
    });
  }

  test(`the owner: ${String(entry.owner)}`, async () => {
    const world = await buildMatrixWorld();
    const response = await send(world, `Bearer ${await tokenOf(OWNER)}`);
    expect([response.statusCode, response.statusCode >= 400 ? response.body : '']).toEqual([entry.owner, '']);
    expect(response.headers['cache-control']).toMatch(/no-store|private/);
  });
});

test('public routes answer without a token', async () => {
  for (const [key, entry] of Object.entries(MATRIX).filter(([, e]) => e.public !== undefined)) {
    const [method, url] = key.split(' ') as [InjectOptions['method'] & string, string];
    expect([key, (await api.app.inject({ method, url })).statusCode]).toEqual([key, entry.public]);
  }
});

// An integer in a URL is plain decimal digits; Number()'s other forms are refused.
const NOT_DECIMAL = ['0x10', '%201', '1e1', '+1', '1%20', '0b1'];

test('every id in every path, in a form other than plain decimal digits, is a 400 naming it (the owner asking)', async () => {
  const keys = routes.filter((r) => r.method !== 'HEAD' && r.url.includes('/:')).map((r) => [r.method, r.url] as const);
  expect(keys.length).toBeGreaterThan(20);
  for (const [method, pattern] of keys) {
    for (const param of pattern.match(/:\w+/g) ?? []) {
      for (const form of NOT_DECIMAL) {
        const url = pattern.replace(/:\w+/g, (p) => (p === param ? form : '1'));
        const response = await api.as(OWNER, {
          method: method as InjectOptions['method'],
          url,
          payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        expect([method, url, response.statusCode, response.json().field]).toEqual([method, url, 400, param.slice(1)]);
      }
    }
  }
});

test.each([
  ['/api/sessions', 'limit'],
  ['/api/sessions', 'before'],
  ['/api/groups/1/members/1/sessions', 'limit'],
])('%s?%s= in a form other than plain decimal digits is a 400 naming it', async (path, name) => {
  for (const form of [...NOT_DECIMAL, '1.0']) {
    const response = await api.as(OWNER, { method: 'GET', url: `${path}?${name}=${form}` });
    expect([form, response.statusCode, response.json().field]).toEqual([form, 400, name]);
  }
  expect((await api.as(OWNER, { method: 'GET', url: `${path}?${name}=1` })).statusCode).not.toBe(400);
});

// The api sends its own security headers, whatever answers (no proxy in front).
test('every answer carries the security headers: a route, a refusal, an unknown route (no-store with a token)', async () => {
  const answers = [
    await api.app.inject({ method: 'GET', url: '/api/health' }),
    await api.app.inject({ method: 'GET', url: '/api/sessions' }),
    await api.as(OWNER, { method: 'GET', url: '/api/sessions' }),
    await api.as(OWNER, { method: 'GET', url: '/api/no-such-route' }),
    await api.as(OWNER, { method: 'GET', url: '/api/sessions/abc' }),
  ];
  for (const response of answers) {
    expect([response.statusCode, response.headers['x-content-type-options'], response.headers['referrer-policy']]).toEqual([
      response.statusCode,
      'nosniff',
      'no-referrer',
    ]);
  }
  expect(answers[3]?.statusCode).toBe(404);
  expect(answers[3]?.headers['cache-control']).toBe('no-store');
});
