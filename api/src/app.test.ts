// App-wide behaviour: the public routes, the OpenAPI document and the one error shape.
import { createTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

test('GET /api/health needs no token and reports the database', async () => {
  const response = await api.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: 'up' });
});

test('GET /api/openapi.json describes the api without a token', async () => {
  const response = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  const document = response.json();
  expect(document.openapi).toMatch(/^3\./);
  expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      '/api/health',
      '/api/sessions',
      '/api/sessions/{id}',
      '/api/sessions/calendar',
      '/api/sessions/{id}/exercises',
      '/api/exercises/{id}',
      '/api/exercises/{id}/sets',
      '/api/exercises/{id}/sets/{setId}',
      '/api/dictionary_exercises',
      '/api/custom_exercises',
      '/api/custom_exercises/{id}',
      '/api/user/profile',
      '/api/imports',
      '/api/imports/{id}/workouts',
      '/api/imports/{id}/finish',
      '/api/imports/{id}',
    ]),
  );
  expect(document.paths['/api/sessions'].post.requestBody.content['application/json'].schema.required).toEqual(['session_date', 'session_type']);
  expect(document.paths['/api/health'].get.security).toEqual([]);
});

test('an unknown route is a JSON 404', async () => {
  const response = await api.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No route GET /api/no-such-thing' });
});

test('a body in an unsupported content type is a 415 with the error shape', async () => {
  const response = await api.as('someone', { method: 'POST', url: '/api/sessions', payload: '<session/>', headers: { 'content-type': 'application/xml' } });
  expect(response.statusCode).toBe(415);
  expect(response.json()).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: 'Unsupported content type; send application/json' });
});

test('a plain-text body is a 400 that says a JSON object is expected', async () => {
  const response = await api.as('someone', { method: 'POST', url: '/api/sessions', payload: 'session_type=push', headers: { 'content-type': 'text/plain' } });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Request body must be a JSON object' });
});

test('a trailing slash reaches the same route', async () => {
  const response = await api.as('someone', { method: 'GET', url: '/api/sessions/' });
  expect(response.statusCode).toBe(200);
});

test('an unexpected failure is a 500 with a generic message: no internals leak', async () => {
  const { buildApp } = await import('./app.js');
  const app = await buildApp({
    db: api.db,
    auth: {
      issuer: 'https://idp.test',
      audience: 'x',
      scope: 'x/access',
      keySet: async () => {
        throw new Error('unused');
      },
    },
  });
  app.get('/api/explode', async () => {
    throw new Error('connection string postgres://user:hunter2@db');
  });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side; please try again' });
    expect(response.body).not.toContain('hunter2');
  } finally {
    await app.close();
  }
});
