// Goals through the api: every call, its validation, progress from really logged sets, the
// on-track rule against the clock, one SQL statement for the list however many goals, and
// isolation (another lifter's goal is a 404 on every call and stays as it was).
import { sql } from 'kysely';
import type { Goal, GoalProgress, GoalWithProgress } from '@liftbook/shared/contract';
import { createTestApi, type TestApi } from '../../../test/harness.js';
import { addDays } from '../../lib/calendar-date.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => addDays(new Date(), days);

const body = (overrides: Record<string, unknown> = {}) => ({
  exercise_name: 'Bench Press',
  current_weight: 135,
  current_reps: 5,
  target_weight: 185,
  target_reps: 5,
  target_date: `${inDays(60)}T00:00:00.000Z`,
  status: 'active',
  ...overrides,
});

const create = (sub: string, payload: unknown) => api.as(sub, { method: 'POST', url: '/api/goals', payload: payload as object });
const update = (sub: string, id: number | string, payload: unknown) => api.as(sub, { method: 'PUT', url: `/api/goals/${id}`, payload: payload as object });
const remove = (sub: string, id: number | string) => api.as(sub, { method: 'DELETE', url: `/api/goals/${id}` });
const list = async (sub: string) => (await api.as(sub, { method: 'GET', url: '/api/goals' })).json() as GoalWithProgress[];
const progress = (sub: string, id: number | string) => api.as(sub, { method: 'GET', url: `/api/goals/${id}/progress` });
const made = async (sub: string, overrides: Record<string, unknown> = {}) => {
  const response = await create(sub, body(overrides));
  expect(response.statusCode).toBe(201);
  return response.json() as Goal;
};

/** Logs a session on `day` with one exercise named `name` and the given sets. */
async function logSets(
  sub: string,
  day: string,
  name: string,
  sets: { weight?: number | null; reps?: number | null; weight_unit?: 'kg' | 'lbs'; duration?: number }[],
  type = 'weighted',
) {
  const session = (await api.as(sub, { method: 'POST', url: '/api/sessions', payload: { session_date: day, session_type: 'push' } })).json() as { id: number };
  const exercise = (await api.as(sub, { method: 'POST', url: `/api/sessions/${session.id}/exercises`, payload: { type, name } })).json() as { id: number };
  for (const set of sets) {
    const response = await api.as(sub, { method: 'POST', url: `/api/exercises/${exercise.id}/sets`, payload: set });
    expect(response.statusCode).toBe(201);
  }
  return session.id;
}

/** Moves a goal's creation back in time, as if it had been set `days` ago. */
async function backdate(goalId: number, days: number) {
  await sql`UPDATE goals SET created_at = now() - make_interval(days => ${days}) WHERE id = ${goalId}`.execute(api.db);
}

describe('POST /api/goals', () => {
  test('creates an active goal: 201 with the stored fields, the name tidied, the date at UTC midnight', async () => {
    const response = await create('creator', body({ exercise_name: '  Bench   Press ', target_date: inDays(30), status: undefined }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      exercise_name: 'Bench Press',
      current_weight: 135,
      current_reps: 5,
      target_weight: 185,
      target_reps: 5,
      target_date: `${inDays(30)}T00:00:00.000Z`,
      status: 'active',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  test('empty numbers are null; a weight-only, a reps-only goal; a status given; today is a valid target date', async () => {
    expect((await made('creator', { current_weight: null, current_reps: null, target_reps: null, target_date: today() })).target_date).toBe(
      `${today()}T00:00:00.000Z`,
    );
    const repsOnly = await made('creator', {
      exercise_name: 'Pull Up',
      current_weight: null,
      target_weight: null,
      current_reps: 8,
      target_reps: 15,
      status: 'paused',
    });
    expect(repsOnly).toMatchObject({ current_weight: null, target_weight: null, current_reps: 8, target_reps: 15, status: 'paused' });
    const fractional = await made('creator', { target_weight: 187.5 });
    expect(fractional.target_weight).toBe(187.5);
  });

  test.each<[string, Record<string, unknown>, string, string]>([
    ['no exercise', { exercise_name: undefined }, 'exercise_name is required', 'exercise_name'],
    ['a blank exercise', { exercise_name: '   ' }, 'exercise_name is required', 'exercise_name'],
    ['an exercise over 100 characters', { exercise_name: 'x'.repeat(101) }, 'exercise_name must be at most 100 characters', 'exercise_name'],
    ['no target date', { target_date: undefined }, 'target_date is required', 'target_date'],
    ['a target date that is no date', { target_date: '2026-02-30' }, 'target_date must be a date such as 2026-11-20', 'target_date'],
    ['a target date yesterday', { target_date: inDays(-1) }, `target_date must be today (${today()}) or later`, 'target_date'],
    ['a target date in 11 years', { target_date: inDays(11 * 366) }, `target_date must be on or before`, 'target_date'],
    ['no target at all', { target_weight: null, target_reps: null }, 'A goal needs a target: target_weight, target_reps or both', 'target_weight'],
    ['a negative weight', { current_weight: -5 }, 'current_weight must be at least 0', 'current_weight'],
    ['a weight over 2000', { target_weight: 2000.5 }, 'target_weight must be at most 2000', 'target_weight'],
    ['fractional reps', { target_reps: 5.5 }, 'target_reps must be an integer or null', 'target_reps'],
    ['negative reps', { current_reps: -1 }, 'current_reps must be at least 0', 'current_reps'],
    ['reps over 1000', { target_reps: 1001 }, 'target_reps must be at most 1000', 'target_reps'],
    ['a weight as text', { target_weight: '185' }, 'target_weight must be a number or null', 'target_weight'],
    ['an unknown status', { status: 'abandoned' }, 'status must be one of: active, paused, completed', 'status'],
  ])('400 for %s, naming the field; nothing stored', async (_case, overrides, message, field) => {
    const response = await create('validator', body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
    expect(response.json().message).toContain(message);
    expect(await list('validator')).toEqual([]);
  });
});

describe('GET /api/goals', () => {
  test("each of the lifter's goals with its progress, by target date; another lifter sees none of them", async () => {
    const later = await made('lister', { target_date: inDays(90) });
    const sooner = await made('lister', { exercise_name: 'Squat', target_date: inDays(10) });
    const goals = await list('lister');
    expect(goals.map((g) => g.id)).toEqual([sooner.id, later.id]);
    expect(goals[0]).toEqual({
      ...sooner,
      progress: {
        progress_percentage: 0,
        is_on_track: true,
        days_remaining: 10,
        // Nothing logged since it started: no Current.
        current_weight: null,
        current_reps: null,
        target_weight: 185,
        target_reps: 5,
        breakdown: { strength: 0, volume: 0, strength_weight: 50, volume_weight: 50 },
        best_set_date: null,
      },
    });
    expect(await list('stranger')).toEqual([]);
  });

  test('one SQL statement for 1 goal and for 20 goals, each with sets logged', async () => {
    const count = async () => (await api.recordQueries(() => list('counter'))).queries.length;
    await made('counter');
    await logSets('counter', today(), 'Bench Press', [{ weight: 150, reps: 5 }]);
    await list('counter'); // maps the user once (the mapping is cached after)
    const forOne = await count();
    for (let i = 0; i < 19; i += 1) await made('counter', { exercise_name: i % 2 === 0 ? 'Bench Press' : `Lift ${i}` });
    const forTwenty = await count();
    expect(forOne).toBe(1);
    expect(forTwenty).toBe(1);
    expect((await list('counter')).filter((g) => g.progress.current_weight === 150)).toHaveLength(11);
  });
});

describe('progress from logged sets', () => {
  test('the issue example: 135×5 -> 185×5 with 160×5 logged is 50 %, with 185×5 it is 100 %', async () => {
    const goal = await made('example');
    await logSets('example', today(), 'bench press', [
      { weight: 150, reps: 5 },
      { weight: 160, reps: 5 },
      { weight: 165, reps: 2 },
    ]);
    const half = (await progress('example', goal.id)).json() as GoalProgress;
    expect(half).toMatchObject({ progress_percentage: 50, current_weight: 160, current_reps: 5, best_set_date: `${today()}T00:00:00.000Z` });
    expect(half.breakdown).toEqual({ strength: 50, volume: 50, strength_weight: 50, volume_weight: 50 });
    await logSets('example', today(), 'BENCH PRESS', [{ weight: 185, reps: 5 }]);
    expect(((await progress('example', goal.id)).json() as GoalProgress).progress_percentage).toBe(100);
    // the list says the same as the progress call
    expect((await list('example')).find((g) => g.id === goal.id)?.progress).toEqual((await progress('example', goal.id)).json());
  });

  test('sets of days before the goal was created, of other exercises and of other lifters do not count', async () => {
    const goal = await made('counted');
    await logSets('counted', inDays(-1), 'Bench Press', [{ weight: 185, reps: 5 }]);
    await logSets('counted', today(), 'Incline Bench Press', [{ weight: 185, reps: 5 }]);
    await logSets('someone-else', today(), 'Bench Press', [{ weight: 185, reps: 5 }]);
    expect((await progress('counted', goal.id)).json()).toMatchObject({
      progress_percentage: 0,
      current_weight: null,
      current_reps: null,
      best_set_date: null,
    });
  });

  test('a session dated later than today counts from the creation day on; a goal made days ago counts sets since that day', async () => {
    const goal = await made('since');
    await backdate(goal.id, 3);
    await logSets('since', inDays(-2), 'Bench Press', [{ weight: 160, reps: 5 }]);
    expect(((await progress('since', goal.id)).json() as GoalProgress).progress_percentage).toBe(50);
  });

  test('kg sets are converted to lbs', async () => {
    const goal = await made('metric');
    await logSets('metric', today(), 'Bench Press', [{ weight: 80, reps: 5, weight_unit: 'kg' }]);
    expect((await progress('metric', goal.id)).json()).toMatchObject({ current_weight: 176.37, current_reps: 5, progress_percentage: 82.7 });
  });

  test('a reps-only goal reads the reps of a reps exercise; timed sets are no candidates', async () => {
    const goal = await made('reps', { exercise_name: 'Pull Up', current_weight: null, target_weight: null, current_reps: 8, target_reps: 16 });
    await logSets('reps', today(), 'pull up', [{ reps: 12 }, { reps: 10 }], 'reps');
    await logSets('reps', today(), 'Pull Up', [{ duration: 60_000 }], 'duration');
    expect((await progress('reps', goal.id)).json()).toMatchObject({
      progress_percentage: 50,
      current_weight: null, // reps only: no "0 lbs × 12"
      current_reps: 12,
      breakdown: { strength: null, volume: 50, strength_weight: 0, volume_weight: 100 },
    });
  });

  test('on track: within the first 7 days always; after them, progress against the time passed', async () => {
    const goal = await made('tracker', { target_date: inDays(10) });
    await backdate(goal.id, 6);
    expect(((await progress('tracker', goal.id)).json() as GoalProgress).is_on_track).toBe(true);
    await backdate(goal.id, 8); // 8 of 18 days gone (44 %), 0 % done
    expect((await progress('tracker', goal.id)).json()).toMatchObject({ is_on_track: false, days_remaining: 10 });
    await logSets('tracker', inDays(-1), 'Bench Press', [{ weight: 160, reps: 5 }]); // 50 %
    expect(((await progress('tracker', goal.id)).json() as GoalProgress).is_on_track).toBe(true);
  });

  test('days_remaining goes negative once the target date has passed', async () => {
    const goal = await made('late');
    await sql`UPDATE goals SET target_date = ${inDays(-4)}::date WHERE id = ${goal.id}`.execute(api.db);
    expect(((await progress('late', goal.id)).json() as GoalProgress).days_remaining).toBe(-4);
  });
});

describe('PUT /api/goals/{id}', () => {
  test('the full body rewrites the goal (status too); omitted numbers become null', async () => {
    const goal = await made('editor');
    const response = await update('editor', goal.id, { exercise_name: 'Squat', target_weight: 225, target_date: inDays(20), status: 'paused' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: goal.id,
      exercise_name: 'Squat',
      current_weight: null,
      current_reps: null,
      target_weight: 225,
      target_reps: null,
      target_date: `${inDays(20)}T00:00:00.000Z`,
      status: 'paused',
      created_at: goal.created_at,
    });
  });

  test('a full body without a status keeps the status', async () => {
    const goal = await made('editor', { status: 'paused' });
    expect((await update('editor', goal.id, body({ status: undefined, target_reps: 6 }))).json()).toMatchObject({ status: 'paused', target_reps: 6 });
  });

  test.each(['paused', 'active', 'completed', 'active'] as const)('only { status: %p } changes the status alone', async (status) => {
    const goal = await made('switcher', { exercise_name: 'Deadlift' });
    const response = await update('switcher', goal.id, { status });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...goal, status, updated_at: expect.any(String) });
  });

  test('a saved target date that has passed may stay; moving it to another past day is a 400', async () => {
    const goal = await made('pastdue');
    await sql`UPDATE goals SET target_date = ${inDays(-10)}::date WHERE id = ${goal.id}`.execute(api.db);
    const kept = await update('pastdue', goal.id, body({ target_date: `${inDays(-10)}T00:00:00.000Z`, target_reps: 8 }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ target_reps: 8, target_date: `${inDays(-10)}T00:00:00.000Z` });
    const moved = await update('pastdue', goal.id, body({ target_date: inDays(-9) }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ field: 'target_date', message: `target_date must be today (${today()}) or later` });
  });

  test.each<[string, unknown, string, string]>([
    ['an empty body', {}, 'exercise_name is required', 'exercise_name'],
    ['a full body without a target date', { exercise_name: 'Squat', target_weight: 200 }, 'target_date is required', 'target_date'],
    [
      'a full body without a target',
      { exercise_name: 'Squat', target_date: inDays(3) },
      'A goal needs a target: target_weight, target_reps or both',
      'target_weight',
    ],
    ['an unknown status alone', { status: 'done' }, 'status must be one of: active, paused, completed', 'status'],
    ['a blank exercise', { exercise_name: ' ', target_date: inDays(3), target_reps: 5 }, 'exercise_name is required', 'exercise_name'],
  ])('400 for %s; the goal is unchanged', async (_case, payload, message, field) => {
    const goal = await made('badedit');
    const response = await update('badedit', goal.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
    expect((await list('badedit')).find((g) => g.id === goal.id)).toMatchObject({ ...goal, progress: expect.any(Object) });
  });
});

describe('DELETE /api/goals/{id}', () => {
  test('204, then it is gone (a second delete is 404)', async () => {
    const goal = await made('deleter');
    const response = await remove('deleter', goal.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await list('deleter')).toEqual([]);
    expect((await remove('deleter', goal.id)).statusCode).toBe(404);
  });
});

describe('isolation and ids', () => {
  test("another lifter's goal is a 404 on every call, and stays as it was", async () => {
    const goal = await made('owner');
    const calls = [
      () => progress('intruder', goal.id),
      () => update('intruder', goal.id, { status: 'completed' }),
      () => update('intruder', goal.id, body({ exercise_name: 'Stolen' })),
      () => remove('intruder', goal.id),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Goal not found' });
    }
    expect(await list('owner')).toEqual([expect.objectContaining({ ...goal })]);
  });

  test('a goal that does not exist is a 404; a malformed id is a 400 naming it', async () => {
    expect((await progress('owner', 2_000_000)).statusCode).toBe(404);
    expect((await progress('owner', 'abc')).json()).toMatchObject({ statusCode: 400, message: 'id must be an integer', field: 'id' });
    expect((await update('owner', 0, { status: 'active' })).statusCode).toBe(400);
    expect((await remove('owner', '1.5')).statusCode).toBe(400);
  });

  test('every call needs a token', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/goals' })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'POST', url: '/api/goals', payload: body() })).statusCode).toBe(401);
  });
});
