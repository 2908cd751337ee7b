// A hostile JSON body (1 MiB of empty objects) is refused before it is parsed: the count of its
// objects and arrays stops at what the route's schema can hold.
import { createTestApi, type TestApi } from '../../test/harness.js';
import { containerBudget, holdsMoreContainers } from './json-body.js';

test.each([
  ['{}', 1, false],
  ['{}', 0, true],
  ['{"sets":[{},{}]}', 4, false],
  ['{"sets":[{},{},{}]}', 4, true],
  ['{"notes":"{[{[{[{[ not counted inside a string"}', 1, false],
  ['{"notes":"an escaped quote \\" then {[ still inside"}', 1, false],
  ['[1,2,3]', 1, false],
])('holdsMoreContainers(%j, %i) is %s', (text, budget, expected) => {
  expect(holdsMoreContainers(text, budget)).toBe(expected);
});

test('the budget of a schema multiplies out its maxItems; an unbounded array is unbounded', () => {
  const set = { type: 'object', properties: { reps: { type: 'integer' } } };
  expect(containerBudget({ type: 'object', properties: { name: { type: 'string' }, sets: { type: 'array', maxItems: 100, items: set } } })).toBe(102);
  expect(containerBudget({ type: 'object', properties: { sets: { type: 'array', items: set } } })).toBe(Infinity);
  expect(containerBudget({ type: 'object', properties: { notes: { type: ['string', 'null'] } } })).toBe(1);
});

describe('through the app', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  test('1 MiB of empty objects in a batch of sets is a 400 before it is parsed, quicker than parsing it', async () => {
    const session = (
      await api.as('hostile', { method: 'POST', url: '/api/sessions', payload: { session_date: '2026-01-05', session_type: 'Push' } })
    ).json() as {
      id: number;
    };
    const payload = `{"type":"weighted","name":"Bench Press","sets":[${Array.from({ length: 345_000 }, () => '{}').join(',')}]}`;
    expect(payload.length).toBeGreaterThan(1_000_000);
    const parseStarted = performance.now();
    JSON.parse(payload);
    const parseMs = performance.now() - parseStarted;

    const started = performance.now();
    const response = await api.as('hostile', {
      method: 'POST',
      url: `/api/sessions/${session.id}/exercises`,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    const requestMs = performance.now() - started;
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body holds more objects and arrays than this call takes (at most 220)',
      field: 'body',
    });
    expect(requestMs).toBeLessThan(parseMs);
    // The same body shape within the schema's bounds is still taken.
    const fine = await api.as('hostile', {
      method: 'POST',
      url: `/api/sessions/${session.id}/exercises`,
      payload: { type: 'reps', name: 'Push-up', sets: Array.from({ length: 100 }, () => ({ reps: 10 })) },
    });
    expect(fine.statusCode).toBe(201);
  });

  test('a route that takes no body refuses a large one unparsed', async () => {
    const payload = `[${Array.from({ length: 50_000 }, () => '{}').join(',')}]`;
    const response = await api.as('hostile', { method: 'PUT', url: '/api/invites/1/decline', headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'body' });
  });
});
