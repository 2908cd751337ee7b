// ETag revalidation of a lifter's own reads (etag.ts): 304 with no body for a current tag, a new
// tag after a write, and never a match across lifters, even for identical answers.
import { createTestApi, type TestApi } from '../../test/harness.js';
import { matches, REVALIDATE } from './etag.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
}, 30_000);
afterAll(async () => {
  await api.close();
});

const get = (sub: string, url: string, ifNoneMatch?: string) =>
  api.as(sub, { method: 'GET', url, headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch } });

test('a GET of one’s own data answers an ETag and private, no-cache; the same tag back is a 304 with no body', async () => {
  const first = await get('etag-ana', '/api/sessions');
  expect(first.statusCode).toBe(200);
  expect(first.headers['cache-control']).toBe(REVALIDATE);
  const tag = first.headers.etag as string;
  expect(tag).toMatch(/^"[\w-]{27}"$/);

  const again = await get('etag-ana', '/api/sessions', tag);
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(tag);
  expect((await get('etag-ana', '/api/sessions', `"other", W/${tag}`)).statusCode).toBe(304);
  expect((await get('etag-ana', '/api/sessions', '"other"')).statusCode).toBe(200);
});

test('after a write the old tag no longer matches: the new answer comes whole', async () => {
  const before = await get('etag-ben', '/api/sessions');
  const created = await api.as('etag-ben', {
    method: 'POST',
    url: '/api/sessions',
    payload: { session_date: '2026-01-02', session_type: 'legs' },
    headers: { 'if-none-match': '*' },
  });
  expect(created.statusCode).toBe(201); // a write is never a 304
  expect(created.headers.etag).toBeUndefined();
  const after = await get('etag-ben', '/api/sessions', before.headers.etag as string);
  expect(after.statusCode).toBe(200);
  expect(after.json()).toHaveLength(1);
  expect(after.headers.etag).not.toBe(before.headers.etag);
});

test('another lifter’s tag never matches, even for the very same answer', async () => {
  const carla = await get('etag-carla', '/api/goals');
  const dan = await get('etag-dan', '/api/goals');
  expect(carla.body).toBe(dan.body); // both []
  expect(carla.headers.etag).not.toBe(dan.headers.etag);
  const crossed = await get('etag-dan', '/api/goals', carla.headers.etag as string);
  expect(crossed.statusCode).toBe(200);
  expect(crossed.json()).toEqual([]);
});

test('errors and refusals carry no tag and are never a 304', async () => {
  const missing = await get('etag-ana', '/api/sessions/999999', '*');
  expect(missing.statusCode).toBe(404);
  expect(missing.headers.etag).toBeUndefined();
  const refused = await api.app.inject({ method: 'GET', url: '/api/sessions', headers: { 'if-none-match': '*' } });
  expect(refused.statusCode).toBe(401);
  expect(refused.headers['cache-control']).toBe('no-store');
});

test('the dictionary keeps its own caching, with a tag', async () => {
  const dictionary = await get('etag-ana', '/api/dictionary_exercises');
  expect(dictionary.headers['cache-control']).toBe('private, max-age=3600');
  expect((await get('etag-ana', '/api/dictionary_exercises', dictionary.headers.etag as string)).statusCode).toBe(304);
});

test.each([
  [undefined, false],
  ['"a"', true],
  ['W/"a"', true],
  ['"b", "a"', true],
  ['*', true],
  ['"b"', false],
])('If-None-Match %p matches "a": %p', (header, expected) => {
  expect(matches(header, '"a"')).toBe(expected);
});
