// The dictionary of lifts: seeded, read-only, the same for everyone, cacheable.
import type { DictionaryExercise } from '@liftbook/shared/contract';
import { createTestApi, type TestApi } from '../../../test/harness.js';
import { DICTIONARY_EXERCISES } from '../../db/seed/dictionary-exercises.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const list = (sub: string) => api.as(sub, { method: 'GET', url: '/api/dictionary_exercises' });

test('the whole seeded list, by category then name, cacheable by the client only', async () => {
  const response = await list('lifter');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, max-age=3600');
  const exercises = response.json() as DictionaryExercise[];
  expect(exercises.length).toBe(DICTIONARY_EXERCISES.length);
  expect(exercises.length).toBeGreaterThanOrEqual(150);
  expect(exercises[0]).toEqual({ id: expect.any(Number), name: expect.any(String), category: expect.any(String) });
  const keys = exercises.map((e) => [e.category, e.name] as const);
  const sorted = [...keys].sort(([ca, na], [cb, nb]) => (ca === cb ? (na < nb ? -1 : na > nb ? 1 : 0) : ca < cb ? -1 : 1));
  expect(keys).toEqual(sorted);
  expect(exercises).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Bench Press', category: 'Chest' })]));
});

test('the same list for every lifter; a lifter’s custom exercises are not in it', async () => {
  await api.as('other', { method: 'POST', url: '/api/custom_exercises', payload: { name: 'Sandbag Carry' } });
  expect((await list('other')).json()).toEqual((await list('lifter')).json());
  expect(((await list('other')).json() as DictionaryExercise[]).map((e) => e.name)).not.toContain('Sandbag Carry');
});

test('needs a token', async () => {
  const response = await api.app.inject({ method: 'GET', url: '/api/dictionary_exercises' });
  expect(response.statusCode).toBe(401);
});

test('read-only: no route writes it', async () => {
  for (const method of ['POST', 'PUT', 'DELETE'] as const) {
    const response = await api.as('lifter', { method, url: '/api/dictionary_exercises', payload: { name: 'Mine' } });
    expect(response.statusCode).toBe(404);
  }
});
