import { mockFetch, settled } from '@liftbook/shared/testing';
import { api, createLiftbookStore, createStaticAuthPort, provideAuthPort } from '@liftbook/shared';
import { GOAL_ERRORS, goalsApi } from './goals-api';

beforeEach(() => provideAuthPort(createStaticAuthPort({ name: 'Ana', username: 'ana@example.com' })));

const calls = (fetch: jest.Mock, key: string) =>
  fetch.mock.calls.filter(([request]) => {
    const r = request as Request;
    return `${r.method} ${new URL(r.url).pathname}` === key;
  }).length;

it.each([
  ['getGoals', 'GET /api/goals', undefined, 'Failed to fetch goals'],
  ['getGoalProgress', 'GET /api/goals/3/progress', 3, 'Failed to fetch goal progress'],
  ['createGoal', 'POST /api/goals', { exercise_name: 'Squat' }, 'Failed to create goal'],
  ['updateGoal', 'PUT /api/goals/3', { id: 3, goal: { exercise_name: 'Squat' } }, 'Failed to update goal'],
  ['changeGoalStatus', 'PUT /api/goals/3', { id: 3, status: 'paused' }, 'Failed to update goal'],
  ['deleteGoal', 'DELETE /api/goals/3', 3, 'Failed to delete goal'],
] as const)('%s failures carry the spec message', async (endpoint, route, arg, message) => {
  mockFetch({ [route]: { status: 500, body: { message: 'boom' } } });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- table of differently typed endpoints
  const result = await createLiftbookStore().dispatch((goalsApi.endpoints[endpoint] as any).initiate(arg));
  expect(result.error).toEqual({ status: 500, message });
});

it('the error table holds the spec strings', () => {
  expect(Object.values(GOAL_ERRORS)).toEqual([
    'Failed to fetch goals',
    'Failed to create goal',
    'Failed to update goal',
    'Failed to delete goal',
    'Failed to fetch goal progress',
    'Failed to save goal',
    'Failed to fetch progress',
    'Unable to load progress data',
    'No exercise data available yet',
  ]);
});

it('a status change sends only { status }', async () => {
  const fetch = mockFetch({ 'PUT /api/goals/3': { body: { id: 3 } } });
  await createLiftbookStore().dispatch(goalsApi.endpoints.changeGoalStatus.initiate({ id: 3, status: 'completed' }));
  expect(await (fetch.mock.calls[0]![0] as Request).json()).toEqual({ status: 'completed' });
});

// mf-sessions invalidates the GoalProgress type whenever what was lifted changes (its own test
// pins that side); this stand-in does exactly that, so both goal queries must refetch.
const sessionsSide = api.injectEndpoints({
  endpoints: (build) => ({
    testLogSet: build.mutation<unknown, void>({ query: () => ({ url: '/exercises/7/sets', method: 'POST' }), invalidatesTags: ['GoalProgress'] }),
  }),
});

it('logging a set (GoalProgress invalidated) refetches the goals list and an open progress', async () => {
  const fetch = mockFetch({
    'GET /api/goals': { body: [] },
    'GET /api/goals/3/progress': { body: {} },
    'POST /api/exercises/7/sets': { status: 201, body: {} },
  });
  const store = createLiftbookStore();
  const subs = [store.dispatch(goalsApi.endpoints.getGoals.initiate()), store.dispatch(goalsApi.endpoints.getGoalProgress.initiate(3))];
  await Promise.all(subs);
  await store.dispatch(sessionsSide.endpoints.testLogSet.initiate());
  await settled(store);
  expect(calls(fetch, 'GET /api/goals')).toBe(2);
  expect(calls(fetch, 'GET /api/goals/3/progress')).toBe(2);
  subs.forEach((s) => s.unsubscribe());
});

it('editing a goal refetches the list and its progress; creating or deleting refetches the list', async () => {
  const fetch = mockFetch({
    'GET /api/goals': { body: [{ id: 3 }] },
    'GET /api/goals/3/progress': { body: {} },
    'PUT /api/goals/3': { body: { id: 3 } },
    'POST /api/goals': { status: 201, body: { id: 4 } },
    'DELETE /api/goals/3': { status: 204 },
  });
  const store = createLiftbookStore();
  const subs = [store.dispatch(goalsApi.endpoints.getGoals.initiate()), store.dispatch(goalsApi.endpoints.getGoalProgress.initiate(3))];
  await Promise.all(subs);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a partial body is enough for the tags
  await store.dispatch(goalsApi.endpoints.updateGoal.initiate({ id: 3, goal: { exercise_name: 'Squat' } as any }));
  await settled(store);
  expect([calls(fetch, 'GET /api/goals'), calls(fetch, 'GET /api/goals/3/progress')]).toEqual([2, 2]);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  await store.dispatch(goalsApi.endpoints.createGoal.initiate({ exercise_name: 'Row' } as any));
  await settled(store);
  expect(calls(fetch, 'GET /api/goals')).toBe(3);
  subs.forEach((s) => s.unsubscribe());
});
