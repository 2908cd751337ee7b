// Sets: validation by the exercise's type, numbering (next number under concurrency, renumbering
// after a delete, in one transaction), edits and isolation between users.
import type { Exercise, ExerciseType, WorkoutSet } from '@liftbook/shared/contract';
import { createTestApi, type TestApi, nextMillisecond } from '../../../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

async function newExercise(sub: string, type: ExerciseType = 'weighted'): Promise<Exercise> {
  const session = (await api.as(sub, { method: 'POST', url: '/api/sessions', payload: { session_date: '2026-05-01', session_type: 'push' } })).json() as {
    id: number;
  };
  return (await api.as(sub, { method: 'POST', url: `/api/sessions/${session.id}/exercises`, payload: { type, name: `A ${type} lift` } })).json() as Exercise;
}
const addSet = (sub: string, exerciseId: number | string, payload: unknown) =>
  api.as(sub, { method: 'POST', url: `/api/exercises/${exerciseId}/sets`, payload: payload as object });
const updateSet = (sub: string, exerciseId: number | string, setId: number | string, payload: unknown) =>
  api.as(sub, { method: 'PUT', url: `/api/exercises/${exerciseId}/sets/${setId}`, payload: payload as object });
const deleteSet = (sub: string, exerciseId: number | string, setId: number | string) =>
  api.as(sub, { method: 'DELETE', url: `/api/exercises/${exerciseId}/sets/${setId}` });
async function setsOf(sub: string, exercise: Exercise): Promise<WorkoutSet[]> {
  const exercises = (await api.as(sub, { method: 'GET', url: `/api/sessions/${exercise.session_id}/exercises` })).json() as Exercise[];
  return exercises.find((e) => e.id === exercise.id)?.sets ?? [];
}

describe('POST /api/exercises/{id}/sets', () => {
  test('a weighted set: numbered 1, lbs by default, numbers as numbers', async () => {
    const exercise = await newExercise('lifter');
    const response = await addSet('lifter', exercise.id, { weight: 135.5, reps: 8, notes: ' easy ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      set_number: 1,
      weight: 135.5,
      weight_unit: 'lbs',
      reps: 8,
      duration: null,
      notes: 'easy',
      kind: 'normal',
      rpe: null,
      distance: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updated_at: expect.any(String),
    });
    const second = await addSet('lifter', exercise.id, { weight: 60, weight_unit: 'kg', reps: 5, duration: 45_000 });
    expect(second.json()).toMatchObject({ set_number: 2, weight: 60, weight_unit: 'kg', duration: 45_000 });
    // What the detail shows is exactly what the writes answered.
    expect(await setsOf('lifter', exercise)).toEqual([response.json(), second.json()]);
  });

  test('a reps set needs only reps; a duration set only a duration; the unit goes when there is no weight', async () => {
    const reps = await newExercise('lifter', 'reps');
    expect((await addSet('lifter', reps.id, { reps: 0, weight_unit: 'kg' })).json()).toMatchObject({ reps: 0, weight: null, weight_unit: null });
    const timed = await newExercise('lifter', 'duration');
    expect((await addSet('lifter', timed.id, { duration: 86_400_000, weight: 20 })).json()).toMatchObject({
      duration: 86_400_000,
      weight: 20,
      weight_unit: 'lbs',
      reps: null,
    });
    expect((await addSet('lifter', timed.id, { duration: 1, weight: 0, weight_unit: 'kg', reps: 1000 })).json()).toMatchObject({
      set_number: 2,
      weight: 0,
      weight_unit: 'kg',
      reps: 1000,
    });
  });

  test('a distance that rounds to nothing at the stored centimetre is refused, never stored as 0; the smallest step is kept', async () => {
    const row = await newExercise('tiny', 'duration');
    const refused = await addSet('tiny', row.id, { duration: null, distance: 0.004 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'distance', message: 'distance must be at least 0.01 m (centimetres are the smallest step), or 0' });
    expect(await setsOf('tiny', row)).toEqual([]);
    const withTime = await addSet('tiny', row.id, { duration: 60_000, distance: 0.004 });
    expect(withTime.statusCode).toBe(400);
    expect((await addSet('tiny', row.id, { duration: null, distance: 0.01 })).json()).toMatchObject({ distance: 0.01 });
    expect((await addSet('tiny', row.id, { duration: 60_000, distance: 0 })).json()).toMatchObject({ distance: 0 });
    expect((await addSet('tiny', row.id, { duration: null, distance: 0 })).statusCode).toBe(400);
  });

  test('kind, RPE and distance are kept as logged; without them a set is normal with none', async () => {
    const exercise = await newExercise('kinds');
    const warmup = await addSet('kinds', exercise.id, { weight: 95, reps: 5, kind: 'warmup' });
    expect(warmup.json()).toMatchObject({ kind: 'warmup', rpe: null, distance: null });
    const top = await addSet('kinds', exercise.id, { weight: 185, reps: 5, kind: 'failure', rpe: 9.5 });
    expect(top.json()).toMatchObject({ kind: 'failure', rpe: 9.5 });
    const row = await newExercise('kinds', 'duration');
    expect((await addSet('kinds', row.id, { duration: 420_000, distance: 2000 })).json()).toMatchObject({ kind: 'normal', distance: 2000 });
    // A timed lift's set says how long or how far: a 40 m sled push has no duration.
    expect((await addSet('kinds', row.id, { duration: null, distance: 40, weight: 90 })).json()).toMatchObject({ duration: null, distance: 40, weight: 90 });
    const edited = await updateSet('kinds', exercise.id, top.json().id, { weight: 185, reps: 5, kind: 'drop', rpe: 8 });
    expect(edited.json()).toMatchObject({ kind: 'drop', rpe: 8 });
    expect((await setsOf('kinds', exercise)).map(({ kind, rpe }) => ({ kind, rpe }))).toEqual([
      { kind: 'warmup', rpe: null },
      { kind: 'drop', rpe: 8 },
    ]);
  });

  test('ten concurrent adds are numbered 1..10, each number once', async () => {
    const exercise = await newExercise('racer');
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => addSet('racer', exercise.id, { weight: 100 + i, reps: 5 })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(responses.map((r) => (r.json() as WorkoutSet).set_number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await setsOf('racer', exercise)).map((s) => s.set_number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test.each<[string, ExerciseType, object, string, string]>([
    ['weighted without weight', 'weighted', { reps: 5 }, 'weight is required for a weighted exercise', 'weight'],
    ['weighted with a null weight', 'weighted', { weight: null, reps: 5 }, 'weight is required for a weighted exercise', 'weight'],
    ['weighted without reps', 'weighted', { weight: 100 }, 'reps is required for a weighted exercise', 'reps'],
    ['reps without reps', 'reps', { weight: 10 }, 'reps is required for a reps exercise', 'reps'],
    [
      'duration with a zero distance and no duration',
      'duration',
      { distance: 0 },
      'duration is required for a duration exercise (milliseconds, above 0), unless the set has a distance',
      'duration',
    ],
    [
      'duration without duration',
      'duration',
      { reps: 3 },
      'duration is required for a duration exercise (milliseconds, above 0), unless the set has a distance',
      'duration',
    ],
    ['a zero duration', 'duration', { duration: 0 }, 'duration must be greater than 0', 'duration'],
    ['a duration over 24 hours', 'duration', { duration: 86_400_001 }, 'duration must be at most 86400000', 'duration'],
    ['a fractional duration', 'duration', { duration: 1000.5 }, 'duration must be an integer or null', 'duration'],
    ['a negative weight', 'weighted', { weight: -5, reps: 5 }, 'weight must be at least 0', 'weight'],
    ['an absurd weight', 'weighted', { weight: 2000.5, reps: 5 }, 'weight must be at most 2000', 'weight'],
    ['a weight that is text', 'weighted', { weight: 'heavy', reps: 5 }, 'weight must be a number or null', 'weight'],
    ['a weight that is a boolean', 'weighted', { weight: true, reps: 5 }, 'weight must be a number or null', 'weight'],
    ['a weight in quotes', 'weighted', { weight: '100', reps: 5 }, 'weight must be a number or null', 'weight'],
    ['reps that are a boolean', 'reps', { reps: false }, 'reps must be an integer or null', 'reps'],
    ['a duration in an array', 'duration', { duration: [1000] }, 'duration must be an integer or null', 'duration'],
    ['negative reps', 'reps', { reps: -1 }, 'reps must be at least 0', 'reps'],
    ['fractional reps', 'reps', { reps: 2.5 }, 'reps must be an integer or null', 'reps'],
    ['absurd reps', 'reps', { reps: 1001 }, 'reps must be at most 1000', 'reps'],
    ['an unknown unit', 'weighted', { weight: 10, reps: 5, weight_unit: 'stone' }, 'weight_unit must be one of: lbs, kg, null', 'weight_unit'],
    ['notes over 2000 characters', 'reps', { reps: 5, notes: 'n'.repeat(2001) }, 'notes must be at most 2000 characters', 'notes'],
    ['an RPE above 10', 'reps', { reps: 5, rpe: 10.5 }, 'rpe must be at most 10', 'rpe'],
    ['an RPE below 1', 'reps', { reps: 5, rpe: 0.5 }, 'rpe must be at least 1', 'rpe'],
    ['an RPE off the half steps', 'reps', { reps: 5, rpe: 7.3 }, 'rpe must be a multiple of 0.5', 'rpe'],
    ['an RPE that is text', 'reps', { reps: 5, rpe: 'hard' }, 'rpe must be a number or null', 'rpe'],
    ['an unknown kind', 'reps', { reps: 5, kind: 'heavy' }, 'kind must be one of: normal, warmup, drop, failure', 'kind'],
    ['a negative distance', 'duration', { duration: 1000, distance: -1 }, 'distance must be at least 0', 'distance'],
  ])('400 for %s', async (_case, type, payload, message, field) => {
    const exercise = await newExercise('validator', type);
    const response = await addSet('validator', exercise.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field });
    expect(await setsOf('validator', exercise)).toEqual([]);
  });

  test.each([
    ['malformed JSON', '{"weight": 100, "reps": 5', 'Request body is not valid JSON'],
    ['a JSON string', '"100x5"', 'Request body must be a JSON object'],
    ['an empty body', '', 'Request body must be a JSON object'],
  ])('400 (never 500) for %s', async (_case, raw, message) => {
    const exercise = await newExercise('validator');
    const response = await api.as('validator', {
      method: 'POST',
      url: `/api/exercises/${exercise.id}/sets`,
      payload: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  test("another user's exercise is a 404; a missing one too; a malformed id is a 400", async () => {
    const exercise = await newExercise('owner');
    const response = await addSet('intruder', exercise.id, { weight: 100, reps: 5 });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Exercise not found');
    expect((await addSet('owner', 2_000_000_000, { weight: 100, reps: 5 })).statusCode).toBe(404);
    expect((await addSet('owner', 'bench', { weight: 100, reps: 5 })).json()).toMatchObject({ statusCode: 400, message: 'id must be an integer' });
    expect(await setsOf('owner', exercise)).toEqual([]);
  });
});

describe('PUT /api/exercises/{id}/sets/{setId}', () => {
  test('replaces the values, keeps the number, moves updated_at', async () => {
    const exercise = await newExercise('editor');
    const first = (await addSet('editor', exercise.id, { weight: 100, reps: 5, notes: 'hm' })).json() as WorkoutSet;
    const second = (await addSet('editor', exercise.id, { weight: 110, reps: 5 })).json() as WorkoutSet;
    await nextMillisecond();
    const response = await updateSet('editor', exercise.id, first.id, { weight: 50, weight_unit: 'kg', reps: 6 });
    expect(response.statusCode).toBe(200);
    const updated = response.json() as WorkoutSet;
    expect(updated).toMatchObject({ id: first.id, set_number: 1, weight: 50, weight_unit: 'kg', reps: 6, notes: null, created_at: first.created_at });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(first.updated_at));
    expect(await setsOf('editor', exercise)).toEqual([updated, second]);
  });

  test("validated by the exercise's type, like a new set", async () => {
    const exercise = await newExercise('editor', 'duration');
    const set = (await addSet('editor', exercise.id, { duration: 30_000 })).json() as WorkoutSet;
    const response = await updateSet('editor', exercise.id, set.id, { duration: null, reps: 10 });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('duration');
  });

  test("a set of another exercise, another user's set, and malformed ids", async () => {
    const mine = await newExercise('editor');
    const other = await newExercise('editor');
    const set = (await addSet('editor', mine.id, { weight: 100, reps: 5 })).json() as WorkoutSet;
    const wrongPair = await updateSet('editor', other.id, set.id, { weight: 1, reps: 1 });
    expect(wrongPair.statusCode).toBe(404);
    expect(wrongPair.json().message).toBe('Set not found');
    expect((await updateSet('intruder', mine.id, set.id, { weight: 1, reps: 1 })).statusCode).toBe(404);
    expect((await updateSet('editor', mine.id, 'x', { weight: 1, reps: 1 })).json()).toMatchObject({
      statusCode: 400,
      message: 'setId must be an integer',
      field: 'setId',
    });
    expect((await setsOf('editor', mine))[0]).toMatchObject({ weight: 100, reps: 5 });
  });
});

describe('DELETE /api/exercises/{id}/sets/{setId}', () => {
  test('the remaining sets are renumbered 1..n in their order, in one transaction', async () => {
    const exercise = await newExercise('deleter');
    const sets: WorkoutSet[] = [];
    for (const weight of [100, 110, 120, 130]) sets.push((await addSet('deleter', exercise.id, { weight, reps: 5 })).json() as WorkoutSet);
    const { result, queries } = await api.recordQueries(() => deleteSet('deleter', exercise.id, sets[1]!.id));
    expect(result.statusCode).toBe(204);
    expect(queries[0]).toBe('begin');
    expect(queries[1]).toMatch(/for update$/);
    expect(queries.at(-1)).toBe('commit');
    const left = await setsOf('deleter', exercise);
    expect(left.map((s) => [s.id, s.set_number, s.weight])).toEqual([
      [sets[0]!.id, 1, 100],
      [sets[2]!.id, 2, 120],
      [sets[3]!.id, 3, 130],
    ]);
    // The next set continues the sequence.
    expect((await addSet('deleter', exercise.id, { weight: 140, reps: 5 })).json().set_number).toBe(4);
    expect((await deleteSet('deleter', exercise.id, sets[1]!.id)).statusCode).toBe(404);
  });

  test('a delete as the browser sends it (JSON content type, no body) is accepted', async () => {
    const exercise = await newExercise('browser');
    const set = (await addSet('browser', exercise.id, { weight: 100, reps: 5 })).json() as WorkoutSet;
    const response = await api.as('browser', {
      method: 'DELETE',
      url: `/api/exercises/${exercise.id}/sets/${set.id}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(204);
    expect(await setsOf('browser', exercise)).toEqual([]);
  });

  test('deleting the last set leaves the others as they are; concurrent deletes leave 1..n', async () => {
    const exercise = await newExercise('deleter');
    const sets: WorkoutSet[] = [];
    for (let i = 0; i < 8; i += 1) sets.push((await addSet('deleter', exercise.id, { weight: 100 + i, reps: 5 })).json() as WorkoutSet);
    expect((await deleteSet('deleter', exercise.id, sets[7]!.id)).statusCode).toBe(204);
    const responses = await Promise.all([sets[0], sets[2], sets[4]].map((s) => deleteSet('deleter', exercise.id, s!.id)));
    expect(responses.map((r) => r.statusCode)).toEqual([204, 204, 204]);
    const left = await setsOf('deleter', exercise);
    expect(left.map((s) => [s.set_number, s.weight])).toEqual([
      [1, 101],
      [2, 103],
      [3, 105],
      [4, 106],
    ]);
  });

  test("another user's set is a 404 and stays", async () => {
    const exercise = await newExercise('owner');
    const set = (await addSet('owner', exercise.id, { weight: 100, reps: 5 })).json() as WorkoutSet;
    const response = await deleteSet('intruder', exercise.id, set.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Exercise not found');
    expect(await setsOf('owner', exercise)).toHaveLength(1);
    expect((await deleteSet('owner', exercise.id, 0)).json()).toMatchObject({ statusCode: 400, message: 'setId must be at least 1' });
  });
});
