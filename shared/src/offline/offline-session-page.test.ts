// The session page's one read (GET /sessions/{id}/page, issue 33) offline, as the four reads it
// replaced worked: its parts are kept under their own reads' urls, the page is answered offline
// from the freshest copy of each, with the writes still waiting shown; a session made on this
// device has a page before the server knows it.
import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { Exercise, SessionPage } from '../contract';
import { makeExercise, makeSession, makeSet } from '../testing/fixtures';
import { createStaticAuthPort, provideAuthPort } from '../auth/auth-port';
import { clearOfflineData, withOutbox } from './offline-base-query';
import { memoryStores } from './offline-store';
import { LOCAL_ID_BASE, withPending, type OutboxEntry } from './outbox';
import { MUTATION_API, QUERY_API } from './outbox-testing';

const session = makeSession({ id: 3, session_type: 'push', session_date: '2026-11-24T00:00:00.000Z' });
const set = (id: number, n: number, weight: number) => makeSet({ id, set_number: n, weight, weight_unit: 'kg', reps: 5 });
const bench = makeExercise({ id: 7, session_id: 3, name: 'Bench Press', sets: [set(70, 1, 100)] });
const lastTime = { lift: 'bench press', name: 'Bench Press', session_id: 2, session_date: '2026-11-20T00:00:00.000Z', sets: [set(20, 1, 95)] };
const record = { exercise: 'Bench Press', kind: 'e1rm', value: 116.7, unit: 'kg', set_id: 70 };
const PAGE: SessionPage = { session, exercises: [bench], last_times: [lastTime], records: [record] as SessionPage['records'] };

/** The api for session 3; `online` false: every call fails to fetch. */
function server() {
  let online = true;
  let exercises: Exercise[] = [bench];
  const sent: string[] = [];
  const base = async (args: string | FetchArgs) => {
    const { method = 'GET', url } = typeof args === 'string' ? { url: args } : args;
    if (!online) return { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } };
    sent.push(`${method} ${url}`);
    if (url === '/sessions/3/page') return { data: PAGE };
    if (url === '/sessions/3/exercises') return { data: exercises };
    return { data: { id: 900 } };
  };
  return {
    base,
    sent,
    setOnline: (value: boolean) => void (online = value),
    setExercises: (value: Exercise[]) => void (exercises = value),
  };
}

describe('the session page read offline', () => {
  beforeEach(() => provideAuthPort(createStaticAuthPort({ name: 'Ann', username: 'ann@example.com', id: 'ann-oid.tenant' }, 'token-ann')));
  afterEach(async () => {
    await clearOfflineData();
    provideAuthPort(createStaticAuthPort(null, 'none'));
  });

  it('answers from the parts last read (a refetched part newer than the page), with a set logged offline', async () => {
    const api = server();
    const query = withOutbox(api.base as never, () => ({ stores: memoryStores(), onSynced: () => undefined }));
    expect((await query('/sessions/3/page', QUERY_API, {})).data).toEqual(PAGE);
    // The parts are kept as their own reads: the exercises read offline is the page's.
    api.setOnline(false);
    expect((await query('/sessions/3/exercises', QUERY_API, {})).data).toEqual([bench]);
    // Online again, a write refetched the exercises only: the page offline shows that newer copy.
    api.setOnline(true);
    api.setExercises([{ ...bench, sets: [set(70, 1, 100), set(71, 2, 105)] }]);
    await query('/sessions/3/exercises', QUERY_API, {});
    api.setOnline(false);
    await query({ url: '/exercises/7/sets', method: 'POST', body: { weight: 110, weight_unit: 'kg', reps: 3 } }, MUTATION_API, {});
    const offline = (await query('/sessions/3/page', QUERY_API, {})).data as SessionPage;
    expect(offline.session).toEqual(session);
    expect(offline.exercises[0]!.sets.map((s) => s.weight)).toEqual([100, 105, 110]);
    expect(offline.last_times).toEqual([lastTime]);
    expect(offline.records).toEqual(PAGE.records);
    expect(api.sent).toEqual(['GET /sessions/3/page', 'GET /sessions/3/exercises']);
  });

  it('a page never read online is not made up: the read fails as before', async () => {
    const api = server();
    api.setOnline(false);
    const query = withOutbox(api.base as never, () => ({ stores: memoryStores(), onSynced: () => undefined }));
    expect((await query('/sessions/3/page', QUERY_API, {})).error).toMatchObject({ status: 'FETCH_ERROR' });
  });
});

describe('withPending on the page', () => {
  const made: OutboxEntry = {
    seq: 1,
    key: 'k1',
    method: 'POST',
    url: '/sessions',
    body: { session_date: '2026-11-27T00:00:00.000Z', session_type: 'legs' },
    localId: LOCAL_ID_BASE + 1,
    createdAt: '2026-11-27T10:00:00.000Z',
    attempts: 0,
    state: 'pending',
  };
  const names = () => undefined;

  it('a session made on this device: its page without the server, nothing lifted yet', () => {
    expect(withPending(`/sessions/${LOCAL_ID_BASE + 1}/page`, undefined, [made], names)).toEqual({
      session: expect.objectContaining({ id: LOCAL_ID_BASE + 1, session_type: 'legs' }),
      exercises: [],
      last_times: [],
      records: [],
    });
  });

  it("a server session's page with nothing saved stays unknown; with its answer, each part as its own read shows it", () => {
    expect(withPending('/sessions/3/page', undefined, [made], names)).toBeUndefined();
    const renamed: OutboxEntry = {
      ...made,
      seq: 2,
      key: 'k2',
      method: 'PUT',
      url: '/sessions/3',
      body: { session_date: '2026-11-24T00:00:00.000Z', session_type: 'pull' },
      localId: undefined,
    };
    const shown = withPending('/sessions/3/page', PAGE, [renamed], names) as SessionPage;
    expect(shown).toEqual({ ...PAGE, session: withPending('/sessions/3', session, [renamed], names) });
    expect(shown.session.session_type).toBe('pull');
  });
});
