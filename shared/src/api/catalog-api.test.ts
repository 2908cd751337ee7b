import { mockFetch, settled } from '../testing';
import { createStaticAuthPort, provideAuthPort } from '../auth/auth-port';
import { createLiftbookStore } from '../store/store';
import { api } from './api';
import { catalogApi, CUSTOM_EXERCISE_ERRORS } from './catalog-api';

beforeEach(() => provideAuthPort(createStaticAuthPort({ name: 'Ana', username: 'ana@example.com' })));

const calls = (fetch: jest.Mock, key: string) =>
  fetch.mock.calls.filter(([request]) => {
    const r = request as Request;
    return `${r.method} ${new URL(r.url).pathname}` === key;
  }).length;

it('creating and deleting a custom exercise refresh the custom list only; a rename, which carries the history, refreshes progress too', async () => {
  // A stand-in for a query another area holds on progress.
  const elsewhere = api.injectEndpoints({
    endpoints: (build) => ({ catalogTestProgress: build.query<unknown, void>({ query: () => '/exercises/progress', providesTags: ['Progress'] }) }),
  });
  const fetch = mockFetch({
    'GET /api/custom_exercises': { body: [] },
    'POST /api/custom_exercises': { status: 201, body: { id: 3, name: 'Zercher Carry', user_id: 1 } },
    'PUT /api/custom_exercises/3': { body: { id: 3, name: 'Zercher Walk', user_id: 1 } },
    'DELETE /api/custom_exercises/3': { status: 204 },
    'GET /api/exercises/progress': { body: [] },
  });
  const store = createLiftbookStore();
  const list = store.dispatch(catalogApi.endpoints.getCustomExercises.initiate());
  const progress = store.dispatch(elsewhere.endpoints.catalogTestProgress.initiate());
  await list;
  await progress;

  await store.dispatch(catalogApi.endpoints.createCustomExercise.initiate({ name: 'Zercher Carry' }));
  await store.dispatch(catalogApi.endpoints.updateCustomExercise.initiate({ id: 3, name: 'Zercher Walk' }));
  await store.dispatch(catalogApi.endpoints.deleteCustomExercise.initiate(3));
  await settled(store);

  expect(calls(fetch, 'GET /api/custom_exercises')).toBe(4);
  // Once at the start, once after the rename (the lift's history now has the new name).
  expect(calls(fetch, 'GET /api/exercises/progress')).toBe(2);
  const put = fetch.mock.calls.map(([r]) => r as Request).find((r) => r.method === 'PUT')!;
  expect(await put.json()).toEqual({ name: 'Zercher Walk' });
  list.unsubscribe();
  progress.unsubscribe();
});

it.each([
  ['createCustomExercise', { name: 'X' }, 'POST /api/custom_exercises', CUSTOM_EXERCISE_ERRORS.create],
  ['updateCustomExercise', { id: 3, name: 'Y' }, 'PUT /api/custom_exercises/3', CUSTOM_EXERCISE_ERRORS.update],
  ['deleteCustomExercise', 3, 'DELETE /api/custom_exercises/3', CUSTOM_EXERCISE_ERRORS.delete],
] as const)('%s fails with the spec string', async (endpoint, arg, route, message) => {
  mockFetch({ [route]: { status: 409, body: { message: 'duplicate' } } });
  const store = createLiftbookStore();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one table over three endpoints of different argument types
  const result = await store.dispatch((catalogApi.endpoints[endpoint] as any).initiate(arg));
  expect(result.error).toEqual({ status: 409, message });
});

it('a failed list says "Failed to fetch exercises"', async () => {
  mockFetch({ 'GET /api/custom_exercises': { status: 500 } });
  const store = createLiftbookStore();
  const result = await store.dispatch(catalogApi.endpoints.getCustomExercises.initiate());
  expect(result.error).toEqual({ status: 500, message: 'Failed to fetch exercises' });
});
