// Exercises within a session: by dictionary id or by name (dictionary, then the lifter's custom
// exercises, else a new custom one), their order, edits, deletion with their sets, and isolation.
import { sql } from 'kysely';
import type { Exercise, LastTime } from '@liftbook/shared/contract';
import { createTestApi, type TestApi, nextMillisecond } from '../../../test/harness.js';

let api: TestApi;
let bench: { id: number; name: string };
beforeAll(async () => {
  api = await createTestApi();
  bench = await api.db.selectFrom('dictionary_exercises').select(['id', 'name']).where('name', '=', 'Bench Press').executeTakeFirstOrThrow();
});
afterAll(async () => {
  await api.close();
});

const newSession = async (sub: string, date = '2026-05-01') =>
  ((await api.as(sub, { method: 'POST', url: '/api/sessions', payload: { session_date: date, session_type: 'push' } })).json() as { id: number }).id;
const add = (sub: string, sessionId: number | string, payload: unknown) =>
  api.as(sub, { method: 'POST', url: `/api/sessions/${sessionId}/exercises`, payload: payload as object });
const list = (sub: string, sessionId: number | string) => api.as(sub, { method: 'GET', url: `/api/sessions/${sessionId}/exercises` });
const update = (sub: string, id: number | string, payload: unknown) => api.as(sub, { method: 'PUT', url: `/api/exercises/${id}`, payload: payload as object });
const remove = (sub: string, id: number | string) => api.as(sub, { method: 'DELETE', url: `/api/exercises/${id}` });
const addSet = (sub: string, exerciseId: number, payload: object) => api.as(sub, { method: 'POST', url: `/api/exercises/${exerciseId}/sets`, payload });
const customNames = async (sub: string) =>
  ((await api.as(sub, { method: 'GET', url: '/api/custom_exercises' })).json() as Array<{ name: string }>).map((c) => c.name);

describe('POST /api/sessions/{id}/exercises', () => {
  test('by dictionary_exercise_id: the dictionary name, linked, first position, no sets yet', async () => {
    const sessionId = await newSession('lifter');
    const response = await add('lifter', sessionId, { dictionary_exercise_id: bench.id, type: 'weighted', variation: ' paused ', notes: 'touch and go' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      session_id: sessionId,
      name: 'Bench Press',
      variation: 'paused',
      notes: 'touch and go',
      type: 'weighted',
      dictionary_exercise_id: bench.id,
      position: 1,
      superset_group: null,
      sets: [],
      planned_sets: [],
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updated_at: expect.any(String),
    });
    const stored = await api.db.selectFrom('exercises').select(['user_id', 'session_id']).where('id', '=', response.json().id).executeTakeFirstOrThrow();
    expect(stored.session_id).toBe(sessionId);
    expect(stored.user_id).toEqual(expect.any(Number));
  });

  test('by a name that is a dictionary exercise in another case and spacing: linked to it, no custom exercise made', async () => {
    const sessionId = await newSession('matcher');
    const response = await add('matcher', sessionId, { name: '  bench   PRESS ', type: 'weighted' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Bench Press', dictionary_exercise_id: bench.id });
    expect(await customNames('matcher')).toEqual([]);
  });

  test("by a name of one of the lifter's custom exercises: its spelling, not linked, no duplicate", async () => {
    await api.as('matcher', { method: 'POST', url: '/api/custom_exercises', payload: { name: 'Cossack Squat' } });
    const sessionId = await newSession('matcher');
    const response = await add('matcher', sessionId, { name: 'cossack  squat', type: 'weighted' });
    expect(response.json()).toMatchObject({ name: 'Cossack Squat', dictionary_exercise_id: null });
    expect(await customNames('matcher')).toEqual(['Cossack Squat']);
  });

  test('by a name that matches nothing: it becomes one of the lifter’s custom exercises (tidied), once', async () => {
    const sessionId = await newSession('inventor');
    const first = await add('inventor', sessionId, { name: '  Sandbag   Carry ', type: 'duration' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'Sandbag Carry', dictionary_exercise_id: null, type: 'duration' });
    expect(await customNames('inventor')).toEqual(['Sandbag Carry']);
    const again = await add('inventor', sessionId, { name: 'SANDBAG CARRY', type: 'duration' });
    expect(again.json()).toMatchObject({ name: 'Sandbag Carry', position: 2 });
    expect(await customNames('inventor')).toEqual(['Sandbag Carry']);
    // A prefix or partial match is not a match: the api only links exact names.
    expect((await add('inventor', sessionId, { name: 'Bench', type: 'weighted' })).json()).toMatchObject({ name: 'Bench', dictionary_exercise_id: null });
  });

  test("one lifter's custom exercise is not another's: the same new name is custom for each", async () => {
    const mine = await add('inventor', await newSession('inventor'), { name: 'Jefferson Curl', type: 'reps' });
    const theirs = await add('other-inventor', await newSession('other-inventor'), { name: 'jefferson curl', type: 'reps' });
    expect(mine.json().name).toBe('Jefferson Curl');
    expect(theirs.json().name).toBe('jefferson curl');
    expect(await customNames('other-inventor')).toEqual(['jefferson curl']);
  });

  test('concurrent adds by one new name: one custom exercise, distinct positions 1..n', async () => {
    const sessionId = await newSession('racer');
    const responses = await Promise.all(Array.from({ length: 6 }, () => add('racer', sessionId, { name: 'Atlas Stone', type: 'reps' })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(responses.map((r) => r.json().position).sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await customNames('racer')).toEqual(['Atlas Stone']);
  });

  test('blank notes and variation are stored as null', async () => {
    const response = await add('lifter', await newSession('lifter'), { dictionary_exercise_id: bench.id, type: 'weighted', notes: '  ', variation: '' });
    expect(response.json()).toMatchObject({ notes: null, variation: null });
  });

  const sessionFor = () => newSession('validator');
  test.each([
    ['no type', { name: 'Squat' }, 'type is required', 'type'],
    ['an unknown type', { name: 'Squat', type: 'isometric' }, 'type must be one of: weighted, reps, duration', 'type'],
    ['neither name nor dictionary id', { type: 'reps' }, 'name is required (or dictionary_exercise_id)', 'name'],
    ['both name and dictionary id', { type: 'reps', name: 'Squat', dictionary_exercise_id: 1 }, 'Send either dictionary_exercise_id or name, not both', 'name'],
    ['a blank name', { type: 'reps', name: '   ' }, 'name is required', 'name'],
    ['a name over 100 characters', { type: 'reps', name: 'x'.repeat(101) }, 'name must be at most 100 characters', 'name'],
    ['a name that is not a string', { type: 'reps', name: ['Squat'] }, 'name must be a string or null', 'name'],
    [
      'a dictionary id not in the dictionary',
      { type: 'reps', dictionary_exercise_id: 999_999 },
      'dictionary_exercise_id 999999 is not in the exercise dictionary',
      'dictionary_exercise_id',
    ],
    [
      'a dictionary id that is not an integer',
      { type: 'reps', dictionary_exercise_id: 'bench' },
      'dictionary_exercise_id must be an integer or null',
      'dictionary_exercise_id',
    ],
    [
      'a dictionary id in quotes',
      { type: 'reps', dictionary_exercise_id: '12' },
      'dictionary_exercise_id must be an integer or null',
      'dictionary_exercise_id',
    ],
    ['a type that is not a string', { name: 'Squat', type: true }, 'type must be a string', 'type'],
    ['a negative dictionary id', { type: 'reps', dictionary_exercise_id: -1 }, 'dictionary_exercise_id must be at least 1', 'dictionary_exercise_id'],
    ['variation over 100 characters', { type: 'reps', name: 'Dip', variation: 'v'.repeat(101) }, 'variation must be at most 100 characters', 'variation'],
    ['notes over 2000 characters', { type: 'reps', name: 'Dip', notes: 'n'.repeat(2001) }, 'notes must be at most 2000 characters', 'notes'],
  ])('400 for %s', async (_case, payload, message, field) => {
    const sessionId = await sessionFor();
    const response = await add('validator', sessionId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field });
    expect((await list('validator', sessionId)).json()).toEqual([]);
  });

  test.each([
    ['malformed JSON', '{"type": "reps", "name": ', 'Request body is not valid JSON'],
    ['a JSON array', '[{"type": "reps"}]', 'Request body must be a JSON object'],
    ['an empty body', '', 'Request body must be a JSON object'],
  ])('400 (never 500) for %s', async (_case, raw, message) => {
    const response = await api.as('validator', {
      method: 'POST',
      url: `/api/sessions/${await sessionFor()}/exercises`,
      payload: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  test("another user's session is a 404, and no custom exercise is made for anyone", async () => {
    const sessionId = await newSession('owner');
    const response = await add('intruder', sessionId, { name: 'Sneaky Lift', type: 'reps' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Session not found');
    expect((await list('owner', sessionId)).json()).toEqual([]);
    expect(await customNames('intruder')).toEqual([]);
    expect((await add('intruder', 'abc', { name: 'X', type: 'reps' })).statusCode).toBe(400);
  });
});

describe('GET /api/sessions/{id}/exercises', () => {
  test('exercises by position, each with its sets by set_number, numbers as numbers', async () => {
    const sessionId = await newSession('reader');
    const squat = (await add('reader', sessionId, { name: 'Squat', type: 'weighted' })).json() as Exercise;
    const plank = (await add('reader', sessionId, { name: 'Plank', type: 'duration' })).json() as Exercise;
    await addSet('reader', squat.id, { weight: 225.25, reps: 5 });
    await addSet('reader', squat.id, { weight: 100, weight_unit: 'kg', reps: 3, notes: 'top set' });
    await addSet('reader', plank.id, { duration: 90_500 });
    const response = await list('reader', sessionId);
    expect(response.statusCode).toBe(200);
    const exercises = response.json() as Exercise[];
    expect(exercises.map((e) => [e.name, e.position])).toEqual([
      ['Squat', 1],
      ['Plank', 2],
    ]);
    expect(
      exercises[0]!.sets.map(({ set_number, weight, weight_unit, reps, duration, notes }) => ({ set_number, weight, weight_unit, reps, duration, notes })),
    ).toEqual([
      { set_number: 1, weight: 225.25, weight_unit: 'lbs', reps: 5, duration: null, notes: null },
      { set_number: 2, weight: 100, weight_unit: 'kg', reps: 3, duration: null, notes: 'top set' },
    ]);
    expect(exercises[1]!.sets).toEqual([expect.objectContaining({ set_number: 1, duration: 90_500, weight: null, reps: null })]);
  });

  test('one query for the whole detail, however many exercises and sets', async () => {
    const sessionId = await newSession('counter');
    const measure = async () => (await api.recordQueries(() => list('counter', sessionId))).queries.length;
    expect(await measure()).toBe(1);
    for (let i = 0; i < 8; i += 1) {
      const exercise = (await add('counter', sessionId, { name: `Lift ${i}`, type: 'reps' })).json() as Exercise;
      await addSet('counter', exercise.id, { reps: 10 });
      await addSet('counter', exercise.id, { reps: 8 });
    }
    expect(((await list('counter', sessionId)).json() as Exercise[]).flatMap((e) => e.sets)).toHaveLength(16);
    expect(await measure()).toBe(1);
  });

  test("a session's empty list; another user's session and a missing one are 404", async () => {
    const sessionId = await newSession('reader');
    expect((await list('reader', sessionId)).json()).toEqual([]);
    expect((await list('intruder', sessionId)).statusCode).toBe(404);
    expect((await list('reader', 2_000_000_000)).statusCode).toBe(404);
    expect((await list('reader', 'x1')).json()).toMatchObject({ statusCode: 400, message: 'id must be an integer' });
  });
});

describe('PUT /api/exercises/{id}', () => {
  test('changes type, variation and notes; keeps name, sets and position; moves updated_at', async () => {
    const sessionId = await newSession('editor');
    const created = (await add('editor', sessionId, { dictionary_exercise_id: bench.id, type: 'weighted', notes: 'old' })).json() as Exercise;
    await addSet('editor', created.id, { weight: 135, reps: 10 });
    await nextMillisecond();
    const response = await update('editor', created.id, { type: 'reps', variation: 'close grip', notes: null });
    expect(response.statusCode).toBe(200);
    const updated = response.json() as Exercise;
    expect(updated).toMatchObject({
      id: created.id,
      name: 'Bench Press',
      dictionary_exercise_id: bench.id,
      type: 'reps',
      variation: 'close grip',
      notes: null,
      position: 1,
    });
    expect(updated.sets).toHaveLength(1);
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
    expect((await list('editor', sessionId)).json()).toEqual([updated]);
  });

  test('renaming a custom exercise to a new name renames the lift, with its other entries, instead of adding a second one', async () => {
    const sessionId = await newSession('renamer');
    const created = (await add('renamer', sessionId, { name: 'Andersn Squat', type: 'weighted' })).json() as Exercise;
    const earlier = (await add('renamer', await newSession('renamer'), { name: 'andersn squat', type: 'weighted' })).json() as Exercise;
    const renamed = await update('renamer', created.id, { type: 'weighted', name: ' Anderson  Squat ' });
    expect(renamed.json()).toMatchObject({ name: 'Anderson Squat', dictionary_exercise_id: null });
    expect(await customNames('renamer')).toEqual(['Anderson Squat']);
    const others = (await list('renamer', earlier.session_id)).json() as Exercise[];
    expect(others.map((e) => e.name)).toEqual(['Anderson Squat']);
    // Renamed to a dictionary lift: now it is that lift.
    const toDictionary = await update('renamer', created.id, { type: 'weighted', name: 'bench press' });
    expect(toDictionary.json()).toMatchObject({ name: 'Bench Press', dictionary_exercise_id: bench.id });
  });

  test('a change of case or spacing only is kept as typed', async () => {
    const created = (await add('renamer', await newSession('renamer'), { name: 'hack squat machine', type: 'weighted' })).json() as Exercise;
    expect((await update('renamer', created.id, { type: 'weighted', name: 'Hack Squat Machine' })).json().name).toBe('Hack Squat Machine');
  });

  test('renaming a dictionary exercise is a 400 that says why; sending its own name back is fine', async () => {
    const created = (await add('renamer', await newSession('renamer'), { dictionary_exercise_id: bench.id, type: 'weighted' })).json() as Exercise;
    const response = await update('renamer', created.id, { type: 'weighted', name: 'My Bench' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Bench Press comes from the exercise dictionary; only a custom exercise can be renamed',
      field: 'name',
    });
    const same = await update('renamer', created.id, { type: 'weighted', name: 'bench press', notes: 'ok' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ name: 'Bench Press', dictionary_exercise_id: bench.id, notes: 'ok' });
  });

  test.each([
    ['no type', { notes: 'x' }, 'type is required'],
    ['an unknown type', { type: 'cardio' }, 'type must be one of: weighted, reps, duration'],
    ['a blank name', { type: 'reps', name: ' ' }, 'name is required'],
    ['a null name', { type: 'reps', name: null }, 'name must be a string'],
    ['notes over 2000 characters', { type: 'reps', notes: 'n'.repeat(2001) }, 'notes must be at most 2000 characters'],
  ])('400 for %s', async (_case, payload, message) => {
    const created = (await add('editor', await newSession('editor'), { name: 'Dip', type: 'reps' })).json() as Exercise;
    const response = await update('editor', created.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  test("another user's exercise is a 404 and stays as it was", async () => {
    const created = (await add('owner', await newSession('owner'), { name: 'Dip', type: 'reps' })).json() as Exercise;
    const response = await update('intruder', created.id, { type: 'weighted', name: 'Mine Now' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Exercise not found');
    expect(((await list('owner', created.session_id)).json() as Exercise[])[0]).toMatchObject({ name: 'Dip', type: 'reps' });
    expect(await customNames('intruder')).toEqual([]);
  });
});

describe('DELETE /api/exercises/{id}', () => {
  test('removes the exercise and its sets in one statement; the others stay', async () => {
    const sessionId = await newSession('deleter');
    const doomed = (await add('deleter', sessionId, { name: 'Squat', type: 'weighted' })).json() as Exercise;
    const kept = (await add('deleter', sessionId, { name: 'Lunge', type: 'weighted' })).json() as Exercise;
    for (const exercise of [doomed, kept]) {
      await addSet('deleter', exercise.id, { weight: 100, reps: 5 });
      await addSet('deleter', exercise.id, { weight: 110, reps: 5 });
    }
    const { result, queries } = await api.recordQueries(() => remove('deleter', doomed.id));
    expect(result.statusCode).toBe(204);
    expect(queries).toEqual([expect.stringMatching(/^delete from "exercises"/)]);
    expect(await api.db.selectFrom('sets').select('id').where('exercise_id', '=', doomed.id).execute()).toEqual([]);
    const left = (await list('deleter', sessionId)).json() as Exercise[];
    expect(left.map((e) => [e.name, e.sets.length])).toEqual([['Lunge', 2]]);
    expect((await remove('deleter', doomed.id)).statusCode).toBe(404);
  });

  test("another user's exercise is a 404 and is not deleted", async () => {
    const created = (await add('owner', await newSession('owner'), { name: 'Dip', type: 'reps' })).json() as Exercise;
    expect((await remove('intruder', created.id)).statusCode).toBe(404);
    expect((await list('owner', created.session_id)).json()).toHaveLength(1);
    expect((await remove('owner', 'one')).statusCode).toBe(400);
  });
});

describe('POST /api/sessions/{id}/exercises with its sets (the batch write)', () => {
  test('creates the exercise and its sets, numbered 1..n in the order sent, in one answer', async () => {
    const sessionId = await newSession('batcher');
    const response = await add('batcher', sessionId, {
      dictionary_exercise_id: bench.id,
      type: 'weighted',
      sets: [
        { weight: 135, reps: 8 },
        { weight: 60, weight_unit: 'kg', reps: 6, notes: ' grind ' },
        { weight: 135, reps: 5 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const exercise = response.json() as Exercise;
    expect(exercise.sets.map((s) => [s.set_number, s.weight, s.weight_unit, s.reps, s.notes])).toEqual([
      [1, 135, 'lbs', 8, null],
      [2, 60, 'kg', 6, 'grind'],
      [3, 135, 'lbs', 5, null],
    ]);
    expect(exercise.sets[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // What the answer says is what is stored; a later single add continues the numbering.
    expect((await list('batcher', sessionId)).json()).toEqual([exercise]);
    expect((await addSet('batcher', exercise.id, { weight: 135, reps: 3 })).json()).toMatchObject({ set_number: 4 });
  });

  test('an empty or absent list is an exercise without sets', async () => {
    const sessionId = await newSession('batcher');
    expect((await add('batcher', sessionId, { name: 'Plank', type: 'duration', sets: [] })).json()).toMatchObject({ sets: [] });
  });

  test.each([
    [
      'a set missing what its type needs',
      { type: 'weighted', sets: [{ weight: 100, reps: 5 }, { weight: 100 }] },
      'Set 2: reps is required for a weighted exercise',
      'sets[1].reps',
    ],
    [
      'a duration set without a duration',
      { type: 'duration', sets: [{ notes: 'hold' }] },
      'Set 1: duration is required for a duration exercise (milliseconds, above 0), unless the set has a distance',
      'sets[0].duration',
    ],
    ['a weight out of range', { type: 'weighted', sets: [{ weight: 5000, reps: 1 }] }, 'sets[0].weight must be at most 2000', 'sets[0].weight'],
    ['reps as text', { type: 'reps', sets: [{ reps: '8' }] }, 'sets[0].reps must be an integer or null', 'sets[0].reps'],
    ['sets not a list', { type: 'reps', sets: { reps: 8 } }, 'sets must be an array', 'sets'],
    ['more than 100 sets', { type: 'reps', sets: Array.from({ length: 101 }, () => ({ reps: 1 })) }, 'sets must have at most 100 items', 'sets'],
  ])('%s: 400 naming the set, and nothing is written (not even a new custom name)', async (_case, body, message, field) => {
    const sub = `batch-invalid-${field}`;
    const sessionId = await newSession(sub);
    const response = await add(sub, sessionId, { name: 'Brand New Lift', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
    expect((await list(sub, sessionId)).json()).toEqual([]);
    expect(await customNames(sub)).toEqual([]);
  });

  test('a failure inside the transaction leaves nothing half-written', async () => {
    const sessionId = await newSession('batch-atomic');
    // Make the sets' INSERT fail inside the transaction, after the exercise and its new custom
    // name were written: the database refuses the row, and everything rolls back.
    await api.db.schema
      .alterTable('sets')
      .addCheckConstraint('sets_test_no_13', sql`reps IS DISTINCT FROM 13`)
      .execute();
    try {
      const response = await add('batch-atomic', sessionId, { name: 'Unlucky Lift', type: 'reps', sets: [{ reps: 5 }, { reps: 13 }] });
      expect(response.statusCode).toBe(400);
    } finally {
      await api.db.schema.alterTable('sets').dropConstraint('sets_test_no_13').execute();
    }
    expect((await list('batch-atomic', sessionId)).json()).toEqual([]);
    expect(await customNames('batch-atomic')).toEqual([]);
  });

  test("another user's session: 404 and nothing written", async () => {
    const sessionId = await newSession('batch-owner');
    const response = await add('batch-intruder', sessionId, { name: 'Curl', type: 'reps', sets: [{ reps: 10 }] });
    expect(response.statusCode).toBe(404);
    expect((await list('batch-owner', sessionId)).json()).toEqual([]);
  });
});

describe('GET /api/sessions/{id}/last-time', () => {
  test('per lift of the session: the previous session of it (by name, any case) with its sets; a lift never done is left out', async () => {
    const sub = 'last-time';
    const post = async (url: string, payload: object) => (await api.as(sub, { method: 'POST', url, payload })).json() as { id: number };
    const older = await post('/api/sessions', { session_date: '2026-03-01', session_type: 'legs' });
    await post(`/api/sessions/${older.id}/exercises`, { name: 'Back Squat', type: 'weighted', sets: [{ weight: 175, reps: 5 }] });
    const last = await post('/api/sessions', { session_date: '2026-03-05', session_type: 'legs' });
    await post(`/api/sessions/${last.id}/exercises`, {
      name: 'back squat',
      type: 'weighted',
      sets: [
        { weight: 185, reps: 5 },
        { weight: 185, reps: 5 },
        { weight: 190, reps: 4, rpe: 9 },
      ],
    });
    // A later session does not count as "last time" for an earlier one; an empty exercise neither. (The
    // name is the dictionary's, whatever case was typed.)
    const later = await post('/api/sessions', { session_date: '2026-03-20', session_type: 'legs' });
    await post(`/api/sessions/${later.id}/exercises`, { name: 'Back Squat', type: 'weighted', sets: [{ weight: 205, reps: 3 }] });
    const today = await post('/api/sessions', { session_date: '2026-03-09', session_type: 'legs' });
    await post(`/api/sessions/${today.id}/exercises`, { name: 'Back Squat', type: 'weighted' });
    await post(`/api/sessions/${today.id}/exercises`, { name: 'Nordic Curl', type: 'reps' });
    const response = await api.as(sub, { method: 'GET', url: `/api/sessions/${today.id}/last-time` });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as LastTime[];
    expect(answer).toHaveLength(1);
    expect(answer[0]).toMatchObject({ lift: 'back squat', name: 'Back Squat', session_id: last.id, session_date: '2026-03-05T00:00:00.000Z' });
    expect(answer[0]!.sets.map(({ weight, reps, rpe, kind }) => ({ weight, reps, rpe, kind }))).toEqual([
      { weight: 185, reps: 5, rpe: null, kind: 'normal' },
      { weight: 185, reps: 5, rpe: null, kind: 'normal' },
      { weight: 190, reps: 4, rpe: 9, kind: 'normal' },
    ]);
    // Someone else's session is not found.
    expect((await api.as('stranger', { method: 'GET', url: `/api/sessions/${today.id}/last-time` })).statusCode).toBe(404);
    // One lift by name (Manual Add, before the exercise is in the session): the same answer, any case.
    const one = await api.as(sub, { method: 'GET', url: `/api/sessions/${today.id}/last-time?lift=BACK%20squat` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual([{ ...answer[0], lift: 'back squat' }]);
    expect((await api.as(sub, { method: 'GET', url: `/api/sessions/${today.id}/last-time?lift=Nordic%20Curl` })).json()).toEqual([]);
    expect((await api.as(sub, { method: 'GET', url: `/api/sessions/${today.id}/last-time?lift=` })).statusCode).toBe(400);
    expect((await api.as('stranger', { method: 'GET', url: `/api/sessions/${today.id}/last-time?lift=Back%20Squat` })).statusCode).toBe(404);
  });

  test('two sessions on one day: the first never shows the second as last time; the second shows the first', async () => {
    const sub = 'last-time-same-day';
    const post = async (url: string, payload: object) => (await api.as(sub, { method: 'POST', url, payload })).json() as { id: number };
    const lastTimeOf = async (sessionId: number) => (await api.as(sub, { method: 'GET', url: `/api/sessions/${sessionId}/last-time` })).json() as LastTime[];
    const before = await post('/api/sessions', { session_date: '2026-04-01', session_type: 'push' });
    await post(`/api/sessions/${before.id}/exercises`, { name: 'Bench Press', type: 'weighted', sets: [{ weight: 60, weight_unit: 'kg', reps: 5 }] });
    const morning = await post('/api/sessions', { session_date: '2026-04-03', session_type: 'push' });
    await post(`/api/sessions/${morning.id}/exercises`, { name: 'Bench Press', type: 'weighted', sets: [{ weight: 70, weight_unit: 'kg', reps: 5 }] });
    const evening = await post('/api/sessions', { session_date: '2026-04-03', session_type: 'push' });
    await post(`/api/sessions/${evening.id}/exercises`, { name: 'Bench Press', type: 'weighted', sets: [{ weight: 80, weight_unit: 'kg', reps: 3 }] });

    const forMorning = await lastTimeOf(morning.id);
    expect(forMorning.map((l) => [l.session_id, l.sets.map((s) => s.weight)])).toEqual([[before.id, [60]]]);
    const forEvening = await lastTimeOf(evening.id);
    expect(forEvening.map((l) => [l.session_id, l.sets.map((s) => s.weight)])).toEqual([[morning.id, [70]]]);
    // Manual Add's question by name answers the same.
    const byName = (await api.as(sub, { method: 'GET', url: `/api/sessions/${morning.id}/last-time?lift=bench%20press` })).json() as LastTime[];
    expect(byName.map((l) => l.session_id)).toEqual([before.id]);
  });
});
