// A lifter's custom exercises: names trimmed, unique per user ignoring case, apart from the
// dictionary; a rename carries the lift's history (sessions, progress, goals) with it, and a delete
// keeps what was logged, chartable, and says how much that is.
import type { CustomExercise, CustomExerciseUsage, Exercise } from '@liftbook/shared/contract';
import { createTestApi, type TestApi } from '../../../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const list = (sub: string) => api.as(sub, { method: 'GET', url: '/api/custom_exercises' });
const create = (sub: string, payload: unknown) => api.as(sub, { method: 'POST', url: '/api/custom_exercises', payload: payload as object });
const rename = (sub: string, id: number | string, payload: unknown) =>
  api.as(sub, { method: 'PUT', url: `/api/custom_exercises/${id}`, payload: payload as object });
const remove = (sub: string, id: number | string) => api.as(sub, { method: 'DELETE', url: `/api/custom_exercises/${id}` });
const names = async (sub: string) => ((await list(sub)).json() as CustomExercise[]).map((c) => c.name);
const profileId = async (sub: string) => ((await api.as(sub, { method: 'GET', url: '/api/user/profile' })).json() as { id: number }).id;

describe('POST /api/custom_exercises', () => {
  test('creates one, trimmed and with inner spaces collapsed; 201 with id, name and user_id', async () => {
    const response = await create('maker', { name: '  Sandbag    Carry  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), name: 'Sandbag Carry', user_id: await profileId('maker') });
    expect(await names('maker')).toEqual(['Sandbag Carry']);
  });

  test('a name must show something, and bidirectional controls are removed (group members read these names)', async () => {
    const invisible = await create('unseen', { name: '\u200b' });
    expect([invisible.statusCode, invisible.json()]).toEqual([
      400,
      expect.objectContaining({ message: 'name must contain a visible character', field: 'name' }),
    ]);
    const reordered = await create('unseen', { name: 'Curl \u202eloof\u202c Press' });
    expect([reordered.statusCode, reordered.json().name]).toEqual([201, 'Curl loof Press']);
    expect(await names('unseen')).toEqual(['Curl loof Press']);
  });

  test('a duplicate in any case is a 409 naming the existing exercise', async () => {
    await create('maker', { name: 'Jefferson Curl' });
    const response = await create('maker', { name: 'jefferson   CURL' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'You already have an exercise named Jefferson Curl', field: 'name' });
  });

  test('concurrent creates of one name: one wins, the others are 409', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => create('racer', { name: 'Atlas Stone' })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await names('racer')).toEqual(['Atlas Stone']);
  });

  test('a name the dictionary has is a 409: log it from the dictionary instead', async () => {
    const response = await create('maker', { name: 'bench press' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Bench Press is already in the exercise dictionary');
  });

  test('names are per user: two lifters may both have one', async () => {
    expect((await create('first', { name: 'Anderson Squat' })).statusCode).toBe(201);
    expect((await create('second', { name: 'anderson squat' })).statusCode).toBe(201);
    expect(await names('first')).toEqual(['Anderson Squat']);
    expect(await names('second')).toEqual(['anderson squat']);
  });

  test.each([
    ['no name', {}, 'name is required'],
    ['a blank name', { name: '   ' }, 'name is required'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name must be at most 100 characters'],
    ['a name that is not a string', { name: { en: 'Squat' } }, 'name must be a string'],
  ])('400 for %s', async (_case, payload, message) => {
    const response = await create('validator', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field: 'name' });
  });

  test('400 for malformed JSON', async () => {
    const response = await api.as('validator', {
      method: 'POST',
      url: '/api/custom_exercises',
      payload: '{"name": "x"',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Request body is not valid JSON');
    expect(await names('validator')).toEqual([]);
  });
});

describe('GET /api/custom_exercises', () => {
  test("alphabetically, ignoring case; only the lifter's own", async () => {
    for (const name of ['zebra walk', 'Belt Squat Hold', 'apple pick']) await create('lister', { name });
    expect(await names('lister')).toEqual(['apple pick', 'Belt Squat Hold', 'zebra walk']);
    expect(await names('nobody')).toEqual([]);
  });
});

describe('PUT /api/custom_exercises/{id}', () => {
  test('renames it with its history: logged exercises, progress and goals follow; a change of case alone is fine', async () => {
    const created = (await create('renamer', { name: 'OHP' })).json() as CustomExercise;
    const session = (
      await api.as('renamer', { method: 'POST', url: '/api/sessions', payload: { session_date: '2026-05-01', session_type: 'push' } })
    ).json() as { id: number };
    const logged = (
      await api.as('renamer', {
        method: 'POST',
        url: `/api/sessions/${session.id}/exercises`,
        payload: { type: 'weighted', name: 'ohp', sets: [{ weight: 95, reps: 5 }] },
      })
    ).json() as Exercise;
    expect(logged.name).toBe('OHP');
    const goal = { exercise_name: 'OHP', current_weight: 95, current_reps: 5, target_weight: 135, target_reps: 5, target_date: '2030-01-01' };
    expect((await api.as('renamer', { method: 'POST', url: '/api/goals', payload: goal })).json()).toMatchObject({ exercise_name: 'OHP' });

    const response = await rename('renamer', created.id, { name: ' Strict Press (OHP) ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: created.id, name: 'Strict Press (OHP)', user_id: created.user_id });
    const exercises = (await api.as('renamer', { method: 'GET', url: `/api/sessions/${session.id}/exercises` })).json() as Exercise[];
    expect(exercises.map((e) => e.name)).toEqual(['Strict Press (OHP)']);
    const progress = (key: string) => api.as('renamer', { method: 'GET', url: `/api/exercises/progress?exercise_name=${encodeURIComponent(key)}&period=all` });
    expect(((await progress('Strict Press (OHP)')).json() as unknown[]).length).toBe(1);
    expect((await progress('OHP')).json()).toEqual([]);
    const goals = (await api.as('renamer', { method: 'GET', url: '/api/goals' })).json() as Array<{ exercise_name: string }>;
    expect(goals.map((g) => g.exercise_name)).toEqual(['Strict Press (OHP)']);
    expect(await names('renamer')).toEqual(['Strict Press (OHP)']);

    expect((await rename('renamer', created.id, { name: 'STRICT PRESS (OHP)' })).json().name).toBe('STRICT PRESS (OHP)');
  });

  test("another lifter's entries of the same name are not renamed", async () => {
    const mine = (await create('renamer-a', { name: 'Log Clean' })).json() as CustomExercise;
    const session = (
      await api.as('renamer-b', { method: 'POST', url: '/api/sessions', payload: { session_date: '2026-05-01', session_type: 'x' } })
    ).json() as {
      id: number;
    };
    await api.as('renamer-b', { method: 'POST', url: `/api/sessions/${session.id}/exercises`, payload: { type: 'weighted', name: 'Log Clean' } });
    await rename('renamer-a', mine.id, { name: 'Log Clean and Press' });
    const theirs = (await api.as('renamer-b', { method: 'GET', url: `/api/sessions/${session.id}/exercises` })).json() as Exercise[];
    expect(theirs.map((e) => e.name)).toEqual(['Log Clean']);
  });

  test('to the name of another of their exercises or of the dictionary: 409', async () => {
    const first = (await create('renamer', { name: 'Pin Press Hold' })).json() as CustomExercise;
    await create('renamer', { name: 'Board Press Hold' });
    const duplicate = await rename('renamer', first.id, { name: 'board press hold' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('You already have an exercise named Board Press Hold');
    expect((await rename('renamer', first.id, { name: 'DEADLIFT' })).json().message).toBe('Deadlift is already in the exercise dictionary');
  });

  test("another user's exercise is a 404 and keeps its name; bad bodies and ids are 400", async () => {
    const theirs = (await create('owner', { name: 'Private Lift' })).json() as CustomExercise;
    expect((await rename('intruder', theirs.id, { name: 'Stolen' })).statusCode).toBe(404);
    expect(await names('owner')).toEqual(['Private Lift']);
    expect((await rename('owner', theirs.id, { name: '' })).json()).toMatchObject({ statusCode: 400, message: 'name is required' });
    expect((await rename('owner', 'abc', { name: 'X' })).json()).toMatchObject({ statusCode: 400, message: 'id must be an integer' });
  });
});

describe('DELETE /api/custom_exercises/{id}', () => {
  test('removes it from the list; what was logged under it stays in sessions, charts and the usage list', async () => {
    const created = (await create('deleter', { name: 'Sled Drag Walk' })).json() as CustomExercise;
    const session = (
      await api.as('deleter', { method: 'POST', url: '/api/sessions', payload: { session_date: '2026-05-01', session_type: 'legs' } })
    ).json() as { id: number };
    await api.as('deleter', {
      method: 'POST',
      url: `/api/sessions/${session.id}/exercises`,
      payload: {
        type: 'weighted',
        name: 'Sled Drag Walk',
        sets: [
          { weight: 90, reps: 20 },
          { weight: 110, reps: 20 },
        ],
      },
    });
    const usage = async () => (await api.as('deleter', { method: 'GET', url: '/api/custom_exercises/usage' })).json() as CustomExerciseUsage[];
    // What the delete confirmation says: how many logged sets it has.
    expect(await usage()).toEqual([{ name: 'Sled Drag Walk', logged_sets: 2, custom_exercise_id: created.id }]);

    const response = await remove('deleter', created.id);
    expect(response.statusCode).toBe(204);
    expect(await names('deleter')).toEqual([]);
    const exercises = (await api.as('deleter', { method: 'GET', url: `/api/sessions/${session.id}/exercises` })).json() as Exercise[];
    expect(exercises.map((e) => e.name)).toEqual(['Sled Drag Walk']);
    expect(await usage()).toEqual([{ name: 'Sled Drag Walk', logged_sets: 2, custom_exercise_id: null }]);
    const progress = await api.as('deleter', { method: 'GET', url: '/api/exercises/progress?exercise_name=Sled%20Drag%20Walk&period=all' });
    expect((progress.json() as unknown[]).length).toBe(1);
    expect((await remove('deleter', created.id)).statusCode).toBe(404);
  });

  test("usage lists custom exercises without sets too, and only the lifter's own", async () => {
    await create('user-a', { name: 'Unused Lift' });
    const usage = (sub: string) => api.as(sub, { method: 'GET', url: '/api/custom_exercises/usage' });
    expect((await usage('user-a')).json()).toEqual([{ name: 'Unused Lift', logged_sets: 0, custom_exercise_id: expect.any(Number) }]);
    expect((await usage('user-b')).json()).toEqual([]);
  });

  test("another user's exercise is a 404 and stays", async () => {
    const theirs = (await create('owner', { name: 'Kept Lift' })).json() as CustomExercise;
    expect((await remove('intruder', theirs.id)).statusCode).toBe(404);
    expect(await names('owner')).toContain('Kept Lift');
  });
});
