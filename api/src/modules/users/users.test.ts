import { createTestApi, type TestApi } from '../../../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

test('GET /api/user/profile returns the signed-in user', async () => {
  const response = await api.as('sam', { method: 'GET', url: '/api/user/profile' }, { name: 'Sam Lifter', email: 'sam@example.com' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ id: expect.any(Number), name: 'Sam Lifter', email: 'sam@example.com', weight_unit: 'lbs' });
});

test('name and email are null when the token carries none', async () => {
  const response = await api.as('anonymous-lifter', { method: 'GET', url: '/api/user/profile' });
  expect(response.json()).toEqual({ id: expect.any(Number), name: null, email: null, weight_unit: 'lbs' });
});

test('blank claims count as absent', async () => {
  const response = await api.as('blank', { method: 'GET', url: '/api/user/profile' }, { name: '   ', email: '' });
  expect(response.json()).toMatchObject({ name: null, email: null });
});

// A NUL in a display name (which the development identity provider accepts)
// locked its user out (PostgreSQL refuses NUL in text: every call a 400); RTL overrides were
// stored and shown to the lifter's groups.
test('names and emails from the token are cleaned before they are stored: no controls, no bidi overrides, capped', async () => {
  const claims = { name: 'Nul\u0000 \u202Eyrrah\u202C Lifter', email: 'nul\u0000@example.com' };
  const profile = await api.as('nul-name', { method: 'GET', url: '/api/user/profile' }, claims);
  expect([profile.statusCode, profile.json()]).toEqual([
    200,
    { id: expect.any(Number), name: 'Nul yrrah Lifter', email: 'nul@example.com', weight_unit: 'lbs' },
  ]);
  const session = await api.as('nul-name', { method: 'POST', url: '/api/sessions', payload: { session_date: '2026-03-02', session_type: 'push' } }, claims);
  expect(session.statusCode).toBe(201);
  const long = await api.as('long-name', { method: 'GET', url: '/api/user/profile' }, { name: 'n'.repeat(500), email: '\u200B' });
  expect(long.json()).toMatchObject({ name: 'n'.repeat(200), email: null });
});

test('PUT /api/user/profile sets the weight unit, which GET then answers; lbs is the default', async () => {
  const put = await api.as('kilo', { method: 'PUT', url: '/api/user/profile', payload: { weight_unit: 'kg' } }, { name: 'Kilo' });
  expect(put.statusCode).toBe(200);
  expect(put.json()).toMatchObject({ name: 'Kilo', weight_unit: 'kg' });
  expect((await api.as('kilo', { method: 'GET', url: '/api/user/profile' }, { name: 'Kilo' })).json()).toMatchObject({ weight_unit: 'kg' });
  // Another lifter is untouched.
  expect((await api.as('pound', { method: 'GET', url: '/api/user/profile' })).json()).toMatchObject({ weight_unit: 'lbs' });
});

test.each<[string, unknown, string]>([
  ['an unknown unit', { weight_unit: 'stone' }, 'weight_unit must be one of: lbs, kg'],
  ['no unit', {}, 'weight_unit is required'],
])('PUT /api/user/profile refuses %s with a 400 naming the field', async (_case, payload, message) => {
  const response = await api.as('kilo', { method: 'PUT', url: '/api/user/profile', payload: payload as object });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message, field: 'weight_unit' });
});
