// A workout from a plan through the page's base query with no network: the routine's saved copy
// plans the session started offline, Finish answers what the device can count, and on replay the
// start is read back so every later write names the server's ids, each sent once, in order (unless
// the api answered the start with its exercises, as it does since issue 33).
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { waitFor } from '@testing-library/react';
import type { Exercise, Routine } from '../contract';
import { createStaticAuthPort, provideAuthPort } from '../auth/auth-port';
import { IDEMPOTENCY_HEADER } from '../api/idempotency';
import { clearOfflineData, drainOutbox, unsyncedChanges, withOutbox } from './offline-base-query';
import { memoryStores } from './offline-store';
import { MUTATION_API, QUERY_API } from './outbox-testing';

const API = QUERY_API;
const MUTATION = MUTATION_API;

const routineSet = { kind: 'normal', reps_min: 5, reps_max: 8, weight: null, percent_of_tm: 72.5, duration: null, distance: null, rpe: null, rest_seconds: 90 };
const pushA = {
  id: 7,
  name: 'Push A',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  exercises: [
    {
      id: 70,
      position: 1,
      name: 'Bench Press',
      type: 'weighted',
      dictionary_exercise_id: 3,
      variation: null,
      note: null,
      superset_group: null,
      weight_unit: 'kg',
      training_max: 102.5,
      progression: null,
      failures: 0,
      cycle_week: 1,
      sets: [routineSet, routineSet],
    },
  ],
} as Routine;

/** The api as far as this flow goes; `online` false: every call fails to fetch; `readBackFails`: the first read of a started session's exercises fails; `pageInStart`: Start answers the rest of the page too (the api since issue 33). */
function server(options: { readBackFails?: boolean; pageInStart?: boolean } = {}) {
  const sent: string[] = [];
  const keys: string[] = [];
  let online = true;
  let readBackFails = options.readBackFails ?? false;
  const base = async (args: string | FetchArgs) => {
    const { method = 'GET', url, headers } = typeof args === 'string' ? { url: args } : args;
    if (!online) return { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } };
    sent.push(`${method} ${url}`);
    if (method === 'POST') keys.push((headers as Record<string, string> | undefined)?.[IDEMPOTENCY_HEADER] ?? 'no key');
    if (url === '/routines/7') return { data: pushA };
    if (url === '/routines/7/start') {
      const session = { id: 40, session_type: 'Push A', session_date: '2026-11-27T00:00:00.000Z', notes: null };
      if (!options.pageInStart) return { data: session };
      const exercises = [{ id: 401, position: 1, sets: [], planned_sets: [{ id: 11, position: 1 }] }];
      return { data: { ...session, exercises, last_times: [{ lift: 'bench press', session_id: 39 }], records: [] } };
    }
    if (url === '/sessions/40/exercises') {
      if (readBackFails) {
        readBackFails = false;
        return { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } };
      }
      return {
        data: [
          {
            id: 401,
            position: 1,
            sets: [],
            planned_sets: [
              { id: 11, position: 1 },
              { id: 12, position: 2 },
            ],
          },
        ],
      };
    }
    return { data: { id: 900 } };
  };
  return { base, sent, keys, setOnline: (value: boolean) => void (online = value) };
}

describe('a routine started, checked and finished offline', () => {
  beforeEach(() => provideAuthPort(createStaticAuthPort({ name: 'Ann', username: 'ann@example.com', id: 'ann-oid.tenant' }, 'token-ann')));
  afterEach(async () => {
    await clearOfflineData();
    provideAuthPort(createStaticAuthPort(null, 'none'));
  });

  async function offlineWorkout(api: ReturnType<typeof server>) {
    const query = withOutbox(api.base as never, () => ({ stores: memoryStores(), onSynced: () => undefined }));
    // Read online once (the routine list does): its copy is kept.
    expect((await query('/routines/7', API, {})).data).toMatchObject({ name: 'Push A' });
    api.setOnline(false);
    const session = (await query({ url: '/routines/7/start', method: 'POST', body: { session_date: '2026-11-27T00:00:00.000Z' } }, MUTATION, {})).data as {
      id: number;
      session_type: string;
    };
    expect(session.session_type).toBe('Push A');
    const [bench] = (await query(`/sessions/${session.id}/exercises`, API, {})).data as Exercise[];
    // 72.5% of 102.5 kg, rounded down as Start does.
    expect(bench!.planned_sets.map((p) => [p.reps, p.reps_max, p.weight])).toEqual([
      [5, 8, 74.25],
      [5, 8, 74.25],
    ]);
    const first = bench!.planned_sets[0]!;
    await query(
      { url: `/exercises/${bench!.id}/planned_sets/${first.id}/log`, method: 'POST', body: { weight: 74.25, weight_unit: 'kg', reps: 5 } },
      MUTATION,
      {},
    );
    const finished = (await query({ url: `/sessions/${session.id}/finish`, method: 'POST', body: { unchecked: 'drop' } }, MUTATION, {})).data;
    expect(finished).toMatchObject({ set_count: 1, records: [], progression: [], provisional: true });
    expect((finished as { volume_lbs: number }).volume_lbs).toBeCloseTo(74.25 * 5 * 2.20462, 2);
    expect(((await query(`/sessions/${session.id}/exercises`, API, {})).data as Exercise[])[0]!.planned_sets).toEqual([]);
    expect(unsyncedChanges()).toBe(3);
    return query;
  }

  it('back online: Start, the check and Finish each reach the api once, in order, with the server ids', async () => {
    const api = server();
    await offlineWorkout(api);
    api.setOnline(true);
    await drainOutbox();
    expect(api.sent).toEqual([
      'GET /routines/7',
      'POST /routines/7/start',
      'GET /sessions/40/exercises',
      'POST /exercises/401/planned_sets/11/log',
      'POST /sessions/40/finish',
    ]);
    expect(unsyncedChanges()).toBe(0);
  });

  it('the start not read back (the network went again): sent again with its key, and nothing after it goes meanwhile', async () => {
    const api = server({ readBackFails: true });
    await offlineWorkout(api);
    api.setOnline(true);
    await drainOutbox();
    // The read back failed: the outbox waits (backoff); the next drain sends the start again, same key.
    await drainOutbox();
    const starts = api.sent.filter((s) => s === 'POST /routines/7/start');
    expect(starts).toHaveLength(2);
    expect(new Set(api.keys.slice(0, 2)).size).toBe(1);
    expect(api.sent.slice(-2)).toEqual(['POST /exercises/401/planned_sets/11/log', 'POST /sessions/40/finish']);
    expect(unsyncedChanges()).toBe(0);
  });
});

describe('a routine started online, the api answering the rest of its page (issue 33)', () => {
  beforeEach(() => provideAuthPort(createStaticAuthPort({ name: 'Ann', username: 'ann@example.com', id: 'ann-oid.tenant' }, 'token-ann')));
  afterEach(async () => {
    await clearOfflineData();
    provideAuthPort(createStaticAuthPort(null, 'none'));
  });

  it('is not read back, answers the page with the session, and keeps that page for a reload offline', async () => {
    const api = server({ pageInStart: true });
    const query = withOutbox(api.base as never, () => ({ stores: memoryStores(), onSynced: () => undefined }));
    const started = (await query({ url: '/routines/7/start', method: 'POST', body: { session_date: '2026-11-27T00:00:00.000Z' } }, MUTATION, {})).data;
    expect(started).toMatchObject({ id: 40, exercises: [{ id: 401 }], last_times: [{ lift: 'bench press' }], records: [] });
    expect(api.sent).toEqual(['POST /routines/7/start']);
    api.setOnline(false);
    // Kept as the page's own read would be (its parts), after the answer: read until it is there.
    let page: unknown;
    await waitFor(async () => {
      page = (await query('/sessions/40/page', API, {})).data;
      expect(page).toBeDefined();
    });
    expect(page).toMatchObject({ session: { id: 40, session_type: 'Push A' }, exercises: [{ id: 401 }], last_times: [{ session_id: 39 }], records: [] });
    expect((page as { session: object }).session).not.toHaveProperty('exercises');
  });
});
