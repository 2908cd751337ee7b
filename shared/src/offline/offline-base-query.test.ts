import { mockFetch } from '../testing';
import type { CalendarSession } from '../contract';
import { baseQuery } from '../api/api';
import { withIdempotencyKeys } from '../api/idempotency';
import { createStaticAuthPort, provideAuthPort, type AuthUser } from '../auth/auth-port';
import { clearOfflineData, drainOutbox, unsyncedChanges, withOutbox } from './offline-base-query';
import { memoryStores } from './offline-store';
import { QUERY_API } from './outbox-testing';

const ANN: AuthUser = { name: 'Ann', username: 'ann@example.com', id: 'ann-oid.tenant' };
const BOB: AuthUser = { name: 'Bob', username: 'bob@example.com', id: 'bob-oid.tenant' };

const API = QUERY_API;

/** An api holding each lifter's sessions by token; with the network cut, every call fails to fetch. */
function server() {
  const held = new Map<string, Array<{ id: number; session_type: string; session_date: string; created_at: string }>>([
    ['Bearer token-ann', [{ id: 1, session_type: 'Ann legs', session_date: '2026-11-20', created_at: '2026-11-20T10:00:00Z' }]],
    ['Bearer token-bob', []],
  ]);
  const calls: string[] = [];
  let online = true;
  let nextId = 10;
  const ofToken = (request: Request) => held.get(request.headers.get('Authorization') ?? '');
  mockFetch({
    'GET /api/sessions': (request) => {
      if (!online) throw new TypeError('Failed to fetch');
      calls.push(`GET /sessions ${request.headers.get('Authorization') ?? 'no token'}`);
      const sessions = ofToken(request);
      return sessions ? { body: sessions } : { status: 401, body: { message: 'Unauthorized' } };
    },
    'POST /api/sessions': async (request) => {
      if (!online) throw new TypeError('Failed to fetch');
      calls.push(`POST /sessions ${request.headers.get('Authorization') ?? 'no token'}`);
      const sessions = ofToken(request);
      if (!sessions) return { status: 401, body: { message: 'Unauthorized' } };
      const made = {
        id: (nextId += 1),
        ...(JSON.parse(await request.text()) as { session_type: string; session_date: string }),
        created_at: '2026-11-27T09:00:00Z',
      };
      sessions.push(made);
      return { status: 201, body: made };
    },
  });
  return {
    calls,
    types: (token: string) => held.get(`Bearer ${token}`)!.map((s) => s.session_type),
    setOnline: (value: boolean) => {
      online = value;
    },
  };
}

const signIn = (user: AuthUser | null, token = 'none') => provideAuthPort(createStaticAuthPort(user, token));
const typesIn = (data: unknown) => (data as Array<{ session_type: string }> | undefined)?.map((s) => s.session_type);

describe('offline data stays with its lifter', () => {
  afterEach(async () => {
    await clearOfflineData();
    signIn(null);
  });

  it('a write queued by one lifter is never read, shown or sent by the next; it lands in its own account when that lifter signs in again', async () => {
    const api = server();
    const query = withOutbox(withIdempotencyKeys(baseQuery), () => ({ stores: memoryStores(), onSynced: () => undefined }));
    const get = async () => query('/sessions', API, {});

    signIn(ANN, 'token-ann');
    expect(typesIn((await get()).data)).toEqual(['Ann legs']);
    api.setOnline(false);
    const queued = await query(
      { url: '/sessions', method: 'POST', body: { session_type: 'Ann offline', session_date: '2026-11-27' } },
      { ...API, type: 'mutation' },
      {},
    );
    expect(queued.error).toBeUndefined();
    expect(unsyncedChanges()).toBe(1);

    // Ann's session ends without Log Out (tokens expired or cleared); Bob signs in on the same browser.
    signIn(null);
    api.setOnline(true);
    signIn(BOB, 'token-bob');
    await drainOutbox();
    expect(unsyncedChanges()).toBe(0);
    expect(typesIn((await get()).data)).toEqual([]);
    // Offline, Bob sees his own last copy: never Ann's list, never her waiting session.
    api.setOnline(false);
    expect(typesIn((await get()).data)).toEqual([]);
    api.setOnline(true);
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    expect(api.types('token-bob')).toEqual([]);

    // Ann signs in again: her write goes, with her token, into her account.
    signIn(ANN, 'token-ann');
    await drainOutbox();
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual(['POST /sessions Bearer token-ann']);
    expect(api.types('token-ann')).toEqual(['Ann legs', 'Ann offline']);
    expect(api.types('token-bob')).toEqual([]);
    expect(unsyncedChanges()).toBe(0);
  });

  it("another lifter signing in drops what the last one's pages read; the last one's reads are never shown to them", async () => {
    const api = server();
    const stores = memoryStores();
    const query = withOutbox(withIdempotencyKeys(baseQuery), () => ({ stores, onSynced: () => undefined }));
    signIn(ANN, 'token-ann');
    await query('/sessions', API, {});
    expect(await stores(ANN.id!).getRead('/sessions?limit=50')).toBeUndefined();
    expect((await stores(ANN.id!).getRead('/sessions'))?.data).toEqual([expect.objectContaining({ session_type: 'Ann legs' })]);

    signIn(BOB, 'token-bob');
    api.setOnline(false);
    // Bob has no copy of his own yet: nothing to show, and none of Ann's.
    expect((await query('/sessions', API, {})).data).toEqual([]);
    expect(await stores(ANN.id!).getRead('/sessions')).toBeUndefined();
  });

  it('Log Out clears only the lifter who logs out; the other lifter’s waiting write stays for them', async () => {
    const api = server();
    const stores = memoryStores();
    const query = withOutbox(withIdempotencyKeys(baseQuery), () => ({ stores, onSynced: () => undefined }));
    signIn(ANN, 'token-ann');
    api.setOnline(false);
    await query({ url: '/sessions', method: 'POST', body: { session_type: 'Ann offline', session_date: '2026-11-27' } }, { ...API, type: 'mutation' }, {});
    signIn(BOB, 'token-bob');
    await query({ url: '/sessions', method: 'POST', body: { session_type: 'Bob offline', session_date: '2026-11-27' } }, { ...API, type: 'mutation' }, {});
    expect(unsyncedChanges()).toBe(1);
    await clearOfflineData();
    expect(unsyncedChanges()).toBe(0);
    expect((await stores(ANN.id!).load()).entries.map((e) => (e.body as { session_type: string }).session_type)).toEqual(['Ann offline']);
    expect((await stores(BOB.id!).load()).entries).toEqual([]);
  });

  it("Log Out clears the lifter's data even once the port already says signed out", async () => {
    const api = server();
    const stores = memoryStores();
    const query = withOutbox(withIdempotencyKeys(baseQuery), () => ({ stores, onSynced: () => undefined }));
    signIn(ANN, 'token-ann');
    await query('/sessions', API, {});
    api.setOnline(false);
    await query({ url: '/sessions', method: 'POST', body: { session_type: 'Ann offline', session_date: '2026-11-27' } }, { ...API, type: 'mutation' }, {});
    signIn(null);
    await clearOfflineData();
    expect((await stores(ANN.id!).load()).entries).toEqual([]);
    expect(await stores(ANN.id!).getRead('/sessions')).toBeUndefined();
  });

  it('a port that knows no account id keys by the username', async () => {
    server();
    const stores = memoryStores();
    const query = withOutbox(withIdempotencyKeys(baseQuery), () => ({ stores, onSynced: () => undefined }));
    signIn({ name: 'Cy', username: 'cy@example.com' }, 'token-ann');
    await query('/sessions', API, {});
    expect(await stores('user:cy@example.com').getRead('/sessions')).toBeDefined();
  });
});

describe('offline, every read shows its last copy plus what waits', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await clearOfflineData();
    signIn(null);
  });

  it.each([
    ['never opened online', false],
    ['opened online before the session was made (its copy is older than the list)', true],
  ])("the list counts today's sets logged offline; a month %s is built from the saved list", async (_, monthFirst) => {
    let online = true;
    const today = {
      id: 3,
      session_date: '2026-11-27T00:00:00.000Z',
      session_type: 'legs',
      notes: null,
      created_at: '2026-11-27T08:00:00Z',
      updated_at: '2026-11-27T08:00:00Z',
    };
    const older = { ...today, id: 2, session_date: '2026-10-01T00:00:00.000Z', session_type: 'push' };
    const empty = { exercise_count: 0, set_count: 0, volume_lbs: 0 };
    const offline = () => {
      if (!online) throw new TypeError('Failed to fetch');
    };
    mockFetch({
      'GET /api/sessions': () => (
        offline(),
        {
          body: [
            { ...today, summary: empty },
            { ...older, summary: empty },
          ],
        }
      ),
      'GET /api/sessions/3/exercises': () => (
        offline(),
        {
          body: [
            {
              id: 7,
              session_id: 3,
              name: 'Back Squat',
              variation: null,
              notes: null,
              type: 'weighted',
              dictionary_exercise_id: 1,
              position: 0,
              sets: [],
              created_at: '',
              updated_at: '',
            },
          ],
        }
      ),
      'POST /api/exercises/7/sets': () => (offline(), { status: 201, body: {} }),
      'GET /api/sessions/calendar': () => (offline(), { body: [] }),
    });
    const query = withOutbox(withIdempotencyKeys(baseQuery), () => ({ stores: memoryStores(), onSynced: () => undefined }));
    signIn(ANN, 'token-ann');
    const range = { start_date: '2026-10-26', end_date: '2026-12-06' };
    // Every copy is saved at a later moment than the one before.
    let clock = Date.parse('2026-11-27T08:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
    if (monthFirst) await query({ url: '/sessions/calendar', params: range }, API, {});
    await query({ url: '/sessions', params: { limit: 50 } }, API, {});
    await query('/sessions/3/exercises', API, {});
    online = false;
    for (let i = 0; i < 6; i += 1)
      await query({ url: '/exercises/7/sets', method: 'POST', body: { weight: 225, weight_unit: 'lbs', reps: 5 } }, { ...API, type: 'mutation' }, {});

    const list = (await query({ url: '/sessions', params: { limit: 50 } }, API, {})).data as Array<{ id: number; summary: unknown }>;
    expect(list.map((s) => [s.id, s.summary])).toEqual([
      [3, { exercise_count: 1, set_count: 6, volume_lbs: 6750 }],
      [2, empty],
    ]);
    const month = await query({ url: '/sessions/calendar', params: range }, API, {});
    expect(month.error).toBeUndefined();
    expect((month.data as CalendarSession[]).map((s) => [s.id, s.exercises.map((e) => [e.name, e.set_count, e.volume_lbs])])).toEqual([
      [3, [['Back Squat', 6, 6750]]],
    ]);
  });
});
