// The hook on a small app of its own: JSON types are kept in bodies, parameters still coerce.
import Fastify from 'fastify';
import { installErrorHandling } from './error-handler.js';
import { installStrictBodyTypes } from './strict-body-types.js';

const app = Fastify();
installErrorHandling(app);
installStrictBodyTypes(app);
app.post<{ Params: { id: number }; Body: Record<string, unknown> }>(
  '/things/:id',
  {
    schema: {
      params: { type: 'object', properties: { id: { type: 'integer' } } },
      body: {
        type: 'object',
        properties: { count: { type: 'integer' }, weight: { type: ['number', 'null'] }, name: { type: 'string' }, tags: { type: 'array' }, free: {} },
      },
    },
  },
  async (request) => ({ id: request.params.id, body: request.body }),
);
afterAll(() => app.close());

const post = (payload: object) => app.inject({ method: 'POST', url: '/things/7', payload });

test('values of their declared JSON type pass, the path parameter is still coerced', async () => {
  const response = await post({ count: 3, weight: null, name: 'x', tags: [], free: true });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ id: 7, body: { count: 3, weight: null, name: 'x', tags: [], free: true } });
  expect((await post({ count: 2.5 })).json().message).toBe('count must be an integer'); // wholeness: Ajv's check
});

test.each([
  [{ count: '3' }, 'count must be an integer', 'count'],
  [{ count: true }, 'count must be an integer', 'count'],
  [{ weight: false }, 'weight must be a number or null', 'weight'],
  [{ weight: '1' }, 'weight must be a number or null', 'weight'],
  [{ name: 5 }, 'name must be a string', 'name'],
  [{ name: null }, 'name must be a string', 'name'],
  [{ tags: 'a' }, 'tags must be an array', 'tags'],
])('%j is a 400: %s', async (payload, message, field) => {
  const response = await post(payload);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field });
});
