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
