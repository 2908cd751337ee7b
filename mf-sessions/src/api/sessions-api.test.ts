import { mockFetch, settled } from '@liftbook/shared/testing';
import { waitFor } from '@testing-library/react';
import { api, catalogApi, createLiftbookStore, createStaticAuthPort, provideAuthPort } from '@liftbook/shared';
import { sessionsApi } from './sessions-api';

beforeEach(() => provideAuthPort(createStaticAuthPort({ name: 'Ana', username: 'ana@example.com' })));

// Stand-ins for the queries other remotes hold (mf-progress, the calendar, mf-goals).
const elsewhere = api.injectEndpoints({
  endpoints: (build) => ({
    testCalendar: build.query<unknown, void>({ query: () => '/sessions/calendar', providesTags: ['Calendar'] }),
    testProgress: build.query<unknown, void>({ query: () => '/exercises/progress', providesTags: ['Progress'] }),
    // What mf-goals' list and a goal's progress provide.
    testGoals: build.query<unknown, void>({
      query: () => '/goals',
      providesTags: [
        { type: 'GoalProgress', id: 'LIST' },
        { type: 'GoalProgress', id: 3 },
      ],
    }),
    // What mf-groups' member workouts provide.
    testMemberSessions: build.query<unknown, void>({ query: () => '/groups/1/members/2/sessions', providesTags: [{ type: 'Session', id: 'LIST' }] }),
  }),
});

const calls = (fetch: jest.Mock, key: string) =>
  fetch.mock.calls.filter(([request]) => {
    const r = request as Request;
    return `${r.method} ${new URL(r.url).pathname}` === key;
  }).length;

it('gives a failed GET /api/sessions the spec message "Failed to fetch sessions"', async () => {
  mockFetch({ 'GET /api/sessions': { status: 503 } });
  const result = await createLiftbookStore().dispatch(sessionsApi.endpoints.getSessions.initiate());
  expect(result.error).toEqual({ status: 503, message: 'Failed to fetch sessions' });
});

it.each([
  ['createSession', 'POST /api/sessions', { session_date: '2026-11-20T00:00:00.000Z', session_type: 'push' }, 'Failed to create session'],
  ['updateSession', 'PUT /api/sessions/1', { id: 1, session: { session_date: '2026-11-20T00:00:00.000Z', session_type: 'push' } }, 'Failed to update session'],
  ['deleteSession', 'DELETE /api/sessions/1', 1, 'Failed to delete session'],
  ['addSet', 'POST /api/exercises/7/sets', { exerciseId: 7, set: { reps: 8 } }, 'Could not add the set'],
] as const)('%s failures carry one message', async (endpoint, route, arg, message) => {
  mockFetch({ [route]: { status: 500, body: { message: 'boom' } } });
  const store = createLiftbookStore();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- table of differently typed endpoints
  const result = await store.dispatch((sessionsApi.endpoints[endpoint] as any).initiate(arg));
  expect(result.error).toEqual({ status: 500, message });
});

// Every lifting write, by the call it makes: each must refetch every view of what was lifted that
// other remotes hold (the calendar, progress and records, goal progress, a member's workouts).
const session = { session_date: '2026-11-20T00:00:00.000Z', session_type: 'push' } as const;
const LIFTING_WRITES = [
  ['createSession', 'POST /api/sessions', session, { status: 201, body: { id: 2 } }],
  ['updateSession (a new date)', 'PUT /api/sessions/1', { id: 1, session: { ...session, session_date: '2026-11-21T00:00:00.000Z' } }, { body: { id: 1 } }],
  ['deleteSession', 'DELETE /api/sessions/1', 1, { status: 204 }],
  [
    'createExercise (quick log, Manual Add: the exercise with its sets)',
    'POST /api/sessions/1/exercises',
    { sessionId: 1, exercise: { type: 'weighted', name: 'Squat', sets: [{ weight: 100, reps: 5 }] } },
    { status: 201, body: { id: 8 } },
  ],
  ['updateExercise', 'PUT /api/exercises/7', { id: 7, exercise: { type: 'weighted', name: 'Front Squat' } }, { body: { id: 7 } }],
  ['deleteExercise', 'DELETE /api/exercises/7', 7, { status: 204 }],
  ['addSet', 'POST /api/exercises/7/sets', { exerciseId: 7, set: { reps: 8 } }, { status: 201, body: { id: 70 } }],
  ['updateSet', 'PUT /api/exercises/7/sets/70', { exerciseId: 7, setId: 70, set: { reps: 9 } }, { body: { id: 70 } }],
  ['deleteSet', 'DELETE /api/exercises/7/sets/70', { exerciseId: 7, setId: 70 }, { status: 204 }],
] as const;

it.each(LIFTING_WRITES)('%s refetches the calendar, progress, goal progress and session lists held elsewhere', async (name, route, arg, answer) => {
  const endpoint = name.split(' ')[0] as keyof typeof sessionsApi.endpoints;
  const fetch = mockFetch({
    'GET /api/goals': { body: [] },
    'GET /api/sessions/calendar': { body: [] },
    'GET /api/exercises/progress': { body: [] },
    'GET /api/groups/1/members/2/sessions': { body: [] },
    [route]: answer,
  });
  const store = createLiftbookStore();
  const subs = [
    store.dispatch(elsewhere.endpoints.testCalendar.initiate()),
    store.dispatch(elsewhere.endpoints.testProgress.initiate()),
    store.dispatch(elsewhere.endpoints.testGoals.initiate()),
    store.dispatch(elsewhere.endpoints.testMemberSessions.initiate()),
  ];
  await Promise.all(subs);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- table of differently typed endpoints
  const result = await store.dispatch((sessionsApi.endpoints[endpoint] as any).initiate(arg));
  expect(result.error).toBeUndefined();
  await waitFor(() => {
    for (const read of ['GET /api/sessions/calendar', 'GET /api/exercises/progress', 'GET /api/goals', 'GET /api/groups/1/members/2/sessions']) {
      expect({ read, calls: calls(fetch, read) }).toEqual({ read, calls: 2 });
    }
  });
  subs.forEach((s) => s.unsubscribe());
});

it("logging a set also refetches the session's own exercises", async () => {
  const fetch = mockFetch({
    'GET /api/sessions/1/exercises': { body: [{ id: 7, session_id: 1, name: 'Squat', sets: [] }] },
    'POST /api/exercises/7/sets': { status: 201, body: { id: 70 } },
  });
  const store = createLiftbookStore();
  const sub = store.dispatch(sessionsApi.endpoints.getExercises.initiate(1));
  await sub;
  await store.dispatch(sessionsApi.endpoints.addSet.initiate({ exerciseId: 7, set: { reps: 8 } }));
  await waitFor(() => expect(calls(fetch, 'GET /api/sessions/1/exercises')).toBe(2));
  sub.unsubscribe();
});

it('a failed set call refetches nothing', async () => {
  const fetch = mockFetch({
    'GET /api/sessions/calendar': { body: [] },
    'POST /api/exercises/7/sets': { status: 500 },
  });
  const store = createLiftbookStore();
  const sub = store.dispatch(elsewhere.endpoints.testCalendar.initiate());
  await sub;
  await store.dispatch(sessionsApi.endpoints.addSet.initiate({ exerciseId: 7, set: { reps: 8 } }));
  await settled(store);
  expect(calls(fetch, 'GET /api/sessions/calendar')).toBe(1);
  sub.unsubscribe();
});

it('sends the exercise body to POST /api/sessions/{id}/exercises', async () => {
  const fetch = mockFetch({ 'POST /api/sessions/3/exercises': { status: 201, body: { id: 9 } } });
  await createLiftbookStore().dispatch(
    sessionsApi.endpoints.createExercise.initiate({ sessionId: 3, exercise: { type: 'weighted', name: 'Zercher Squat', variation: null, notes: null } }),
  );
  const request = fetch.mock.calls[0]![0] as Request;
  expect(await request.json()).toEqual({ type: 'weighted', name: 'Zercher Squat', variation: null, notes: null });
});

it("an exercise logged by a new name refreshes shared's custom exercise list (the exercises page's picker and manager); a failed one does not", async () => {
  let fail = false;
  const fetch = mockFetch({
    'GET /api/custom_exercises': { body: [] },
    'POST /api/sessions/3/exercises': () => (fail ? { status: 500 } : { status: 201, body: { id: 9 } }),
  });
  const store = createLiftbookStore();
  const list = store.dispatch(catalogApi.endpoints.getCustomExercises.initiate());
  await list;
  const zercher = { sessionId: 3, exercise: { type: 'weighted', name: 'Zercher Squat', variation: null, notes: null } } as const;
  await store.dispatch(sessionsApi.endpoints.createExercise.initiate(zercher));
  await settled(store);
  expect(calls(fetch, 'GET /api/custom_exercises')).toBe(2);
  fail = true;
  await store.dispatch(sessionsApi.endpoints.createExercise.initiate(zercher));
  await settled(store);
  expect(calls(fetch, 'GET /api/custom_exercises')).toBe(2);
  list.unsubscribe();
});
