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
  expect(exercises[0]).toEqual({ id: expect.any(Number), name: expect.any(String), category: expect.any(String), type: expect.any(String) });
  const keys = exercises.map((e) => [e.category, e.name] as const);
  const sorted = [...keys].sort(([ca, na], [cb, nb]) => (ca === cb ? (na < nb ? -1 : na > nb ? 1 : 0) : ca < cb ? -1 : 1));
  expect(keys).toEqual(sorted);
  expect(exercises).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Bench Press', category: 'Chest' })]));
});

test('every seeded lift has the type a new exercise of it starts with, as the seed says', async () => {
  const exercises = (await list('lifter')).json() as DictionaryExercise[];
  const typeOf = new Map(exercises.map((e) => [e.name, e.type]));
  for (const seeded of DICTIONARY_EXERCISES) expect([seeded.name, typeOf.get(seeded.name)]).toEqual([seeded.name, seeded.type]);
  for (const e of exercises) expect(['weighted', 'reps', 'duration']).toContain(e.type);
});

// Spot checks a lifter would make: bodyweight movements are reps, holds and cardio are timed, loaded lifts weighted.
test.each([
  ['Hanging Leg Raise', 'reps'],
  ['Pull-up', 'reps'],
  ['Chin-up', 'reps'],
  ['Push-up', 'reps'],
  ['Dips', 'reps'],
  ['Bench Dip', 'reps'],
  ['Toes-to-Bar', 'reps'],
  ['Burpee', 'reps'],
  ['Plank', 'duration'],
  ['Side Plank', 'duration'],
  ['Dead Hang', 'duration'],
  ['Wall Sit', 'duration'],
  ['L-sit', 'duration'],
  ['Rowing Machine', 'duration'],
  ['Running', 'duration'],
  ['Jump Rope', 'duration'],
  ['Bench Press', 'weighted'],
  ['Deadlift', 'weighted'],
  ['Dumbbell Curl', 'weighted'],
  ['Leg Press', 'weighted'],
  ['Cable Fly', 'weighted'],
  ['Weighted Pull-up', 'weighted'],
  ['Weighted Push-up', 'weighted'],
  ['Kettlebell Swing', 'weighted'],
  ["Farmer's Carry", 'weighted'],
  ['Sled Push', 'weighted'],
] as const)('%s is %s', async (name, type) => {
  const exercises = (await list('lifter')).json() as DictionaryExercise[];
  expect(exercises.find((e) => e.name === name)?.type).toBe(type);
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
