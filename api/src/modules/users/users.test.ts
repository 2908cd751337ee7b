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
  expect(response.json()).toEqual({ id: expect.any(Number), name: 'Sam Lifter', email: 'sam@example.com' });
});

test('name and email are null when the token carries none', async () => {
  const response = await api.as('anonymous-lifter', { method: 'GET', url: '/api/user/profile' });
  expect(response.json()).toEqual({ id: expect.any(Number), name: null, email: null });
});

test('blank claims count as absent', async () => {
  const response = await api.as('blank', { method: 'GET', url: '/api/user/profile' }, { name: '   ', email: '' });
  expect(response.json()).toMatchObject({ name: null, email: null });
});
