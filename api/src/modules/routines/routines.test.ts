// Routines (issue 30): create, list, read, edit, duplicate, delete; Save as routine from a
// session; Start, which makes the day's session with the routine's sets planned; the bounds as
// 400s naming the field; another lifter's routine as a 404.
import type { Exercise, Routine, RoutineInput, RoutineListItem, Session, SessionPage, StartedSession } from '@liftbook/shared/contract';
import { startedWeight } from '@liftbook/shared/training';
import { sql } from 'kysely';
import { createTestApi, nextMillisecond, type TestApi } from '../../../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

type Req = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; headers?: Record<string, string> };
const call = (sub: string, request: Req) => api.as(sub, request);
const json = <T>(sub: string, request: Req, status = 200) => api.json<T>(sub, request, status);
const create = (sub: string, payload: object) => call(sub, { method: 'POST', url: '/api/routines', payload });
const created = (sub: string, payload: object) => json<Routine>(sub, { method: 'POST', url: '/api/routines', payload }, 201);
const start = (sub: string, id: number, headers: Record<string, string> = {}) =>
  call(sub, { method: 'POST', url: `/api/routines/${id}/start`, payload: { session_date: '2026-11-27' }, headers });
const exercisesOf = (sub: string, sessionId: number) => json<Exercise[]>(sub, { method: 'GET', url: `/api/sessions/${sessionId}/exercises` });

/** "Push A": bench 3 × 5-8 with a double progression (a warm-up first), and a superset of two accessories. */
const PUSH_A: RoutineInput = {
  name: '  Push A ',
  exercises: [
    {
      name: 'bench   press',
      type: 'weighted',
      variation: null,
      note: 'seat 4, grip outside rings',
      superset_group: null,
      weight_unit: 'kg',
      training_max: null,
      progression: { kind: 'double', increment: 2.5 },
      sets: [
        { kind: 'warmup', reps_min: 10, reps_max: null, weight: 20, percent_of_tm: null, duration: null, distance: null, rpe: null, rest_seconds: 60 },
        ...[1, 2, 3].map(() => ({
          kind: 'normal' as const,
          reps_min: 5,
          reps_max: 8,
          weight: 60,
          percent_of_tm: null,
          duration: null,
          distance: null,
          rpe: 8,
          rest_seconds: 180,
        })),
      ],
    },
    {
      name: 'Lateral Raise',
      type: 'weighted',
      variation: null,
      note: null,
      superset_group: 1,
      weight_unit: 'kg',
      training_max: null,
      progression: null,
      sets: [{ kind: 'normal', reps_min: 12, reps_max: 15, weight: 8, percent_of_tm: null, duration: null, distance: null, rpe: null, rest_seconds: 0 }],
    },
    {
      name: 'Triceps Pushdown',
      type: 'weighted',
      variation: 'rope',
      note: null,
      superset_group: 1,
      weight_unit: 'kg',
      training_max: null,
      progression: null,
      sets: [{ kind: 'normal', reps_min: 12, reps_max: null, weight: 25, percent_of_tm: null, duration: null, distance: null, rpe: null, rest_seconds: 90 }],
    },
  ],
};

describe('create, read, list', () => {
  test('POST answers 201 with the routine as stored: names resolved, positions in order, the rule, no state yet', async () => {
    const routine = await created('builder', PUSH_A);
    expect(routine).toMatchObject({ id: expect.any(Number), name: 'Push A', created_at: expect.any(String), updated_at: expect.any(String) });
    expect(routine.exercises.map((e) => [e.position, e.name, e.dictionary_exercise_id === null, e.superset_group])).toEqual([
      [1, 'Bench Press', false, null],
      [2, 'Lateral Raise', expect.any(Boolean), 1],
      [3, 'Triceps Pushdown', expect.any(Boolean), 1],
    ]);
    const [bench] = routine.exercises;
    expect(bench).toMatchObject({
      note: 'seat 4, grip outside rings',
      weight_unit: 'kg',
      progression: { kind: 'double', increment: 2.5 },
      failures: 0,
      cycle_week: 1,
    });
    expect(bench!.sets).toEqual([PUSH_A.exercises[0]!.sets[0], ...PUSH_A.exercises[0]!.sets.slice(1)]);
    expect(await json<Routine>('builder', { method: 'GET', url: `/api/routines/${routine.id}` })).toEqual(routine);
  });

  test('a weight unit not sent is the lifter’s; a custom lift becomes their custom exercise', async () => {
    await json('kg-lifter', { method: 'PUT', url: '/api/user/profile', payload: { weight_unit: 'kg' } });
    const { weight_unit: _unit, ...rest } = PUSH_A.exercises[1]!;
    const routine = await created('kg-lifter', { name: 'Arms', exercises: [{ ...rest, name: 'Cable Y Raise' }] });
    expect(routine.exercises[0]).toMatchObject({ name: 'Cable Y Raise', weight_unit: 'kg', dictionary_exercise_id: null });
    const custom = await json<Array<{ name: string }>>('kg-lifter', { method: 'GET', url: '/api/custom_exercises' });
    expect(custom.map((c) => c.name)).toContain('Cable Y Raise');
  });

  test('the list: newest updated first, with exercise and set counts (warm-ups included)', async () => {
    const first = await created('lister', PUSH_A);
    await nextMillisecond();
    const second = await created('lister', { ...PUSH_A, name: 'Pull A' });
    expect((await json<RoutineListItem[]>('lister', { method: 'GET', url: '/api/routines' })).map((r) => [r.name, r.exercise_count, r.set_count])).toEqual([
      ['Pull A', 3, 6],
      ['Push A', 3, 6],
    ]);
    await nextMillisecond();
    await json('lister', { method: 'PUT', url: `/api/routines/${first.id}`, payload: PUSH_A });
    const list = await json<RoutineListItem[]>('lister', { method: 'GET', url: '/api/routines' });
    expect(list.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(await json('someone-else', { method: 'GET', url: '/api/routines' })).toEqual([]);
  });
});

describe('writes in a fixed number of statements', () => {
  /** A routine of `exercises` × `sets`: dictionary lifts typed in any case, the lifter's own lifts (new ones among them), by id too. */
  const sized = (name: string, exercises: number, sets: number, run: string, dictionaryId: number): { name: string; exercises: object[] } => ({
    name,
    exercises: Array.from({ length: exercises }, (_, i) => ({
      ...(i === 0 ? { dictionary_exercise_id: dictionaryId } : { name: i % 2 === 0 ? 'BENCH PRESS' : `Own Lift ${i} ${run}` }),
      type: 'weighted' as const,
      superset_group: i >= exercises - 2 && exercises > 2 ? 1 : null,
      weight_unit: 'kg' as const,
      progression: { kind: 'double' as const, increment: 2.5 },
      sets: Array.from({ length: sets }, () => ({ reps_min: 8, reps_max: 12, weight: 40 })),
    })),
  });

  test('creating or replacing the largest routine (30 × 30) sends as many statements as a routine of one set; names resolve as before', async () => {
    const sub = 'statement-counter';
    const [dictionary] = await json<Array<{ id: number; name: string }>>(sub, { method: 'GET', url: '/api/dictionary_exercises' });
    const count = async (work: () => Promise<unknown>) => (await api.recordQueries(work)).queries.length;
    let small: Routine | undefined;
    const smallCreate = await count(async () => {
      small = await created(sub, sized('Small', 1, 1, 'a', dictionary!.id));
    });
    let large: Routine | undefined;
    const largeCreate = await count(async () => {
      large = await created(sub, sized('Large', 30, 30, 'b', dictionary!.id));
    });
    expect(largeCreate).toBe(smallCreate);
    const smallReplace = await count(() => json(sub, { method: 'PUT', url: `/api/routines/${small!.id}`, payload: sized('Small', 1, 1, 'c', dictionary!.id) }));
    const largeReplace = await count(() =>
      json(sub, { method: 'PUT', url: `/api/routines/${large!.id}`, payload: sized('Large', 30, 30, 'd', dictionary!.id) }),
    );
    expect(largeReplace).toBe(smallReplace);
    expect(largeCreate).toBeLessThanOrEqual(12);

    // Names: the dictionary's spelling for its lifts (by id or typed in any case), the lifter's own made once each.
    const saved = await json<Routine>(sub, { method: 'GET', url: `/api/routines/${large!.id}` });
    expect(saved.exercises[0]).toMatchObject({ name: dictionary!.name, dictionary_exercise_id: dictionary!.id });
    expect(saved.exercises[2]).toMatchObject({ name: 'Bench Press', dictionary_exercise_id: expect.any(Number) });
    expect(saved.exercises[1]).toMatchObject({ name: 'Own Lift 1 d', dictionary_exercise_id: null });
    expect(saved.exercises.map((e) => e.sets.length)).toEqual(Array.from({ length: 30 }, () => 30));
    const customs = await json<Array<{ name: string }>>(sub, { method: 'GET', url: '/api/custom_exercises' });
    expect(customs.filter((c) => c.name === 'Own Lift 1 d')).toHaveLength(1);
  });

  test('a custom lift the lifter already has keeps its spelling; an unknown dictionary id is a 400 naming it, nothing stored', async () => {
    const sub = 'names-batch';
    await json(sub, { method: 'POST', url: '/api/custom_exercises', payload: { name: 'Jefferson Curl Pro' } }, 201);
    const routine = await created(sub, { ...sized('Z', 2, 1, 'z', 1), exercises: [{ ...sized('Z', 2, 1, 'z', 1).exercises[1]!, name: 'jefferson CURL pro' }] });
    expect(routine.exercises[0]).toMatchObject({ name: 'Jefferson Curl Pro', dictionary_exercise_id: null });
    const bad = await create(sub, { ...sized('Bad', 3, 1, 'x', 999_999) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'exercises[0].dictionary_exercise_id' });
    const customs = await json<Array<{ name: string }>>(sub, { method: 'GET', url: '/api/custom_exercises' });
    expect(customs.map((c) => c.name)).toEqual(['Jefferson Curl Pro']);
  });
});

describe('bounds: a 400 naming the field, nothing stored', () => {
  const bench = PUSH_A.exercises[0]!;
  const set = bench.sets[1]!;
  const withSet = (change: object, exercise: object = {}) => ({
    name: 'Bad',
    exercises: [PUSH_A.exercises[1], { ...bench, ...exercise, sets: [{ ...set, ...change }] }],
  });
  test.each([
    ['a blank name', { name: '   ', exercises: PUSH_A.exercises }, 'name', 'name is required'],
    ['a name over 100', { name: 'x'.repeat(101), exercises: PUSH_A.exercises }, 'name', 'name must be at most 100 characters'],
    ['no exercises', { name: 'Empty', exercises: [] }, 'exercises', 'exercises must have at least 1 items'],
    ['31 exercises', { name: 'Long', exercises: Array.from({ length: 31 }, () => PUSH_A.exercises[1]) }, 'exercises', 'exercises must have at most 30 items'],
    ['an exercise without sets', { name: 'Bad', exercises: [{ ...bench, sets: [] }] }, 'exercises[0].sets', 'exercises[0].sets must have at least 1 items'],
    ['31 sets', { name: 'Bad', exercises: [{ ...bench, sets: Array.from({ length: 31 }, () => set) }] }, 'exercises[0].sets', 'must have at most 30 items'],
    [
      'a rep range upside down',
      withSet({ reps_min: 8, reps_max: 5 }),
      'exercises[1].sets[0].reps_max',
      'exercises[1].sets[0].reps_max must be at least reps_min (8)',
    ],
    ['0 reps', withSet({ reps_min: 0 }), 'exercises[1].sets[0].reps_min', 'exercises[1].sets[0].reps_min must be at least 1'],
    ['1001 reps', withSet({ reps_max: 1001 }), 'exercises[1].sets[0].reps_max', 'must be at most 1000'],
    ['no reps on a lift', withSet({ reps_min: null, reps_max: null }), 'exercises[1].sets[0].reps_min', 'exercises[1].sets[0].reps_min is required'],
    ['a weight over 2000', withSet({ weight: 2000.5 }), 'exercises[1].sets[0].weight', 'must be at most 2000'],
    ['an RPE of 8.3', withSet({ rpe: 8.3 }), 'exercises[1].sets[0].rpe', 'must be a multiple of 0.5'],
    ['a rest over an hour', withSet({ rest_seconds: 3601 }), 'exercises[1].sets[0].rest_seconds', 'must be at most 3600'],
    ['a percent and a weight', withSet({ percent_of_tm: 80 }, { training_max: 100 }), 'exercises[1].sets[0].percent_of_tm', 'cannot be sent with a weight'],
    [
      'a percent without a training max',
      withSet({ weight: null, percent_of_tm: 80 }),
      'exercises[1].sets[0].percent_of_tm',
      "needs the exercise's training_max",
    ],
    ['a percent over 150', withSet({ weight: null, percent_of_tm: 151 }, { training_max: 100 }), 'exercises[1].sets[0].percent_of_tm', 'must be at most 150'],
    ['a duration on a lift', withSet({ duration: 60_000 }), 'exercises[1].sets[0].duration', 'is not a target of a weighted exercise'],
    [
      'a weight on a duration exercise',
      { name: 'Bad', exercises: [{ ...bench, type: 'duration', progression: null, sets: [{ ...set, reps_min: null, reps_max: null, duration: 60_000 }] }] },
      'exercises[0].sets[0].weight',
      'is not a target of a duration exercise',
    ],
    ['a set kind a plan cannot have', withSet({ kind: 'drop' }), 'exercises[1].sets[0].kind', 'must be one of: normal, warmup'],
    ['an increment of 0', withSet({}, { progression: { kind: 'double', increment: 0 } }), 'exercises[1].progression.increment', 'must be greater than 0'],
    ['an increment over 100', withSet({}, { progression: { kind: 'double', increment: 101 } }), 'exercises[1].progression.increment', 'must be at most 100'],
    [
      'a deload over 50%',
      withSet({}, { progression: { kind: 'linear', increment: 2.5, deload_percent: 60, deload_after: 3 } }),
      'exercises[1].progression.deload_percent',
      'must be at most 50',
    ],
    [
      'a linear rule without its deload',
      withSet({}, { progression: { kind: 'linear', increment: 2.5 } }),
      'exercises[1].progression.deload_percent',
      'is required for a linear rule',
    ],
    [
      'deload_after on a double rule',
      withSet({}, { progression: { kind: 'double', increment: 2.5, deload_after: 3 } }),
      'exercises[1].progression.deload_after',
      'belongs to a linear rule only',
    ],
    [
      'a training-max rule without a training max',
      withSet({}, { progression: { kind: 'training_max', increment: 5 } }),
      'exercises[1].training_max',
      'is required for a training_max rule',
    ],
    ['an unknown rule', withSet({}, { progression: { kind: 'wave', increment: 5 } }), 'exercises[1].progression.kind', 'must be one of'],
    ['a superset group of 0', withSet({}, { superset_group: 0 }), 'exercises[1].superset_group', 'must be at least 1'],
    ['neither name nor dictionary id', { name: 'Bad', exercises: [{ ...bench, name: undefined }] }, 'exercises[0].name', 'exercises[0].name is required'],
    [
      'a dictionary id that is not',
      { name: 'Bad', exercises: [{ ...bench, name: undefined, dictionary_exercise_id: 999_999 }] },
      'exercises[0].dictionary_exercise_id',
      'is not in the exercise dictionary',
    ],
  ])('%s', async (_, payload, field, message) => {
    const response = await create('bounds', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message: expect.stringContaining(message) });
    expect(await json('bounds', { method: 'GET', url: '/api/routines' })).toEqual([]);
  });

  test('a percent of the training max is accepted with one, and rounded down at Start (below)', async () => {
    const routine = await created('bounds-ok', withSet({ weight: null, percent_of_tm: 72.5 }, { training_max: 102.5 }));
    expect(routine.exercises[1]!.sets[0]).toMatchObject({ weight: null, percent_of_tm: 72.5 });
  });
});

describe('edit, duplicate, delete; another lifter’s routine is a 404', () => {
  test('PUT replaces the routine in its new order; exercises kept (by id or by lift) keep their id and state', async () => {
    const routine = await created('editor', PUSH_A);
    const [bench, raise, pushdown] = routine.exercises;
    await api.db.updateTable('routine_exercises').set({ failures: 2, cycle_week: 3 }).where('id', '=', bench!.id).execute();
    const payload = {
      name: 'Push A (heavy)',
      exercises: [
        { ...PUSH_A.exercises[2]!, superset_group: null },
        { ...PUSH_A.exercises[0]!, name: 'Bench Press', sets: [PUSH_A.exercises[0]!.sets[1]!] },
        { ...PUSH_A.exercises[1]!, id: raise!.id },
      ],
    };
    const edited = await json<Routine>('editor', { method: 'PUT', url: `/api/routines/${routine.id}`, payload });
    expect(edited.name).toBe('Push A (heavy)');
    expect(edited.exercises.map((e) => [e.id, e.position, e.name, e.sets.length, e.failures, e.cycle_week])).toEqual([
      [pushdown!.id, 1, 'Triceps Pushdown', 1, 0, 1],
      [bench!.id, 2, 'Bench Press', 1, 2, 3],
      [raise!.id, 3, 'Lateral Raise', 1, 0, 1],
    ]);
    const dropped = await json<Routine>('editor', {
      method: 'PUT',
      url: `/api/routines/${routine.id}`,
      payload: { name: 'Push A', exercises: [PUSH_A.exercises[1]] },
    });
    expect(dropped.exercises.map((e) => e.id)).toEqual([raise!.id]);
    expect(await api.db.selectFrom('routine_exercises').select('id').where('routine_id', '=', routine.id).execute()).toEqual([{ id: raise!.id }]);
  });

  test('an id that is not one of this routine’s exercises is a 400, and nothing changes', async () => {
    const mine = await created('editor2', PUSH_A);
    const other = await created('editor2', { ...PUSH_A, name: 'Other' });
    const response = await call('editor2', {
      method: 'PUT',
      url: `/api/routines/${mine.id}`,
      payload: { name: 'Changed', exercises: [{ ...PUSH_A.exercises[0], id: other.exercises[0]!.id }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'exercises[0].id' });
    expect(await json<Routine>('editor2', { method: 'GET', url: `/api/routines/${mine.id}` })).toEqual(mine);
  });

  test('duplicate: "Push A (copy)", the same exercises and sets, new ids; a 100-character name stays within 100', async () => {
    const routine = await created('copier', PUSH_A);
    const copy = await json<Routine>('copier', { method: 'POST', url: `/api/routines/${routine.id}/duplicate` }, 201);
    expect(copy.name).toBe('Push A (copy)');
    expect(copy.id).not.toBe(routine.id);
    const strip = (r: Routine) => r.exercises.map(({ id: _id, ...rest }) => rest);
    expect(strip(copy)).toEqual(strip(routine));
    const long = await created('copier', { ...PUSH_A, name: 'L'.repeat(100) });
    const longCopy = await json<Routine>('copier', { method: 'POST', url: `/api/routines/${long.id}/duplicate` }, 201);
    expect(longCopy.name).toBe(`${'L'.repeat(93)} (copy)`);
  });

  test('delete: 204, gone; a session started from it stays, without the link', async () => {
    const routine = await created('deleter', PUSH_A);
    const session = (await start('deleter', routine.id)).json<Session>();
    expect((await call('deleter', { method: 'DELETE', url: `/api/routines/${routine.id}` })).statusCode).toBe(204);
    expect((await call('deleter', { method: 'GET', url: `/api/routines/${routine.id}` })).statusCode).toBe(404);
    const after = await json<Session>('deleter', { method: 'GET', url: `/api/sessions/${session.id}` });
    expect(after.routine_id).toBeNull();
    expect((await exercisesOf('deleter', session.id)).length).toBe(3);
  });

  test('another lifter’s routine: 404 on every route, exactly like a missing one, and it is unchanged', async () => {
    const routine = await created('owner', PUSH_A);
    const missing = 2_000_000_000;
    for (const id of [routine.id, missing]) {
      for (const request of [
        { method: 'GET', url: `/api/routines/${id}` },
        { method: 'PUT', url: `/api/routines/${id}`, payload: PUSH_A },
        { method: 'POST', url: `/api/routines/${id}/duplicate` },
        { method: 'POST', url: `/api/routines/${id}/start`, payload: { session_date: '2026-11-27' } },
        { method: 'DELETE', url: `/api/routines/${id}` },
      ] as Req[]) {
        const response = await call('intruder', request);
        expect([request.method, request.url.replace(String(id), 'ID'), response.statusCode, response.json()]).toEqual([
          request.method,
          request.url.replace(String(id), 'ID'),
          404,
          expect.objectContaining({ message: 'Routine not found' }),
        ]);
      }
    }
    expect(await json<Routine>('owner', { method: 'GET', url: `/api/routines/${routine.id}` })).toEqual(routine);
    expect(await json('intruder', { method: 'GET', url: '/api/sessions' })).toEqual([]);
  });
});

describe('Start', () => {
  test('makes that day’s session named as the routine, its exercises in order with the note, the superset and the planned sets', async () => {
    const routine = await created('starter', PUSH_A);
    const response = await start('starter', routine.id);
    expect(response.statusCode).toBe(201);
    const session = response.json<Session>();
    expect(session).toMatchObject({
      session_date: '2026-11-27T00:00:00.000Z',
      session_type: 'Push A',
      routine_id: routine.id,
      started_at: null,
      finished_at: null,
    });
    const exercises = await exercisesOf('starter', session.id);
    expect(exercises.map((e) => [e.position, e.name, e.variation, e.notes, e.superset_group, e.sets.length])).toEqual([
      [1, 'Bench Press', null, 'seat 4, grip outside rings', null, 0],
      [2, 'Lateral Raise', null, null, 1, 0],
      [3, 'Triceps Pushdown', 'rope', null, 1, 0],
    ]);
    expect(exercises[0]!.dictionary_exercise_id).toBe(routine.exercises[0]!.dictionary_exercise_id);
    expect(exercises[0]!.planned_sets.map((p) => [p.position, p.kind, p.reps, p.reps_max, p.weight, p.weight_unit, p.rpe, p.rest_seconds])).toEqual([
      [1, 'warmup', 10, null, 20, 'kg', null, 60],
      [2, 'normal', 5, 8, 60, 'kg', 8, 180],
      [3, 'normal', 5, 8, 60, 'kg', 8, 180],
      [4, 'normal', 5, 8, 60, 'kg', 8, 180],
    ]);
    const linked = await api.db.selectFrom('exercises').select('routine_exercise_id').where('session_id', '=', session.id).orderBy('position').execute();
    expect(linked.map((e) => e.routine_exercise_id)).toEqual(routine.exercises.map((e) => e.id));
  });

  test.each([
    // [unit, training max, percent, planned weight]: rounded DOWN to 0.25 kg / 0.5 lbs.
    ['kg', 102.5, 72.5, 74.25], // 74.3125
    ['kg', 100, 85, 85],
    ['kg', 137.5, 65, 89.25], // 89.375
    ['kg', 60, 33.33, 19.75], // 19.998
    ['lbs', 225, 72.5, 163], // 163.125
    ['lbs', 315, 85, 267.5], // 267.75
    ['lbs', 300, 90, 270],
    ['lbs', 2000, 100, 2000],
  ] as const)('a %% of the training max in %s (%s × %s%%) plans %s', async (unit, trainingMax, percent, expected) => {
    const sub = `percent-${unit}-${trainingMax}-${percent}`;
    const routine = await created(sub, {
      name: '5/3/1',
      exercises: [
        {
          name: 'Squat',
          type: 'weighted',
          weight_unit: unit,
          training_max: trainingMax,
          progression: { kind: 'training_max', increment: 5 },
          sets: [{ kind: 'normal', reps_min: 5, percent_of_tm: percent }],
        },
      ],
    });
    const session = (await start(sub, routine.id)).json<Session>();
    const [squat] = await exercisesOf(sub, session.id);
    expect(squat!.planned_sets.map((p) => [p.weight, p.weight_unit, p.reps])).toEqual([[expected, unit, 5]]);
    // A phone starting the routine offline plans it by shared's rule: the same weight.
    expect(startedWeight({ weight: null, percent_of_tm: percent }, trainingMax, unit)).toBe(expected);
  });

  test('a duration exercise plans its durations; a dictionary lift keeps its id; a deleted custom exercise is made again', async () => {
    const routine = await created('starter2', {
      name: 'Core',
      exercises: [
        { name: 'Plank', type: 'duration', sets: [{ duration: 60_000, rest_seconds: 30 }, { duration: 45_000 }] },
        { name: 'Sled Push Zeta', type: 'weighted', weight_unit: 'lbs', sets: [{ reps_min: 10, weight: 180 }] },
      ],
    });
    const customs = await json<Array<{ id: number; name: string }>>('starter2', { method: 'GET', url: '/api/custom_exercises' });
    const sled = customs.find((c) => c.name === 'Sled Push Zeta')!;
    expect((await call('starter2', { method: 'DELETE', url: `/api/custom_exercises/${sled.id}` })).statusCode).toBe(204);
    const session = (await start('starter2', routine.id)).json<Session>();
    const [plank, push] = await exercisesOf('starter2', session.id);
    expect(plank!.planned_sets.map((p) => [p.duration, p.reps, p.weight, p.rest_seconds])).toEqual([
      [60_000, null, null, 30],
      [45_000, null, null, null],
    ]);
    expect(push!.planned_sets.map((p) => [p.weight, p.weight_unit, p.reps])).toEqual([[180, 'lbs', 10]]);
    const again = await json<Array<{ name: string }>>('starter2', { method: 'GET', url: '/api/custom_exercises' });
    expect(again.map((c) => c.name)).toContain('Sled Push Zeta');
  });

  test('answers the rest of the session’s page with the session: the page read right after is the same (issue 33)', async () => {
    const sub = 'start-page';
    // Bench done before: the started session's page shows it as last time.
    const before = await json<Session>(sub, { method: 'POST', url: '/api/sessions', payload: { session_date: '2026-11-20', session_type: 'push' } }, 201);
    const bench = await json<Exercise>(
      sub,
      { method: 'POST', url: `/api/sessions/${before.id}/exercises`, payload: { name: 'Bench Press', type: 'weighted' } },
      201,
    );
    await json(sub, { method: 'POST', url: `/api/exercises/${bench.id}/sets`, payload: { weight: 55, weight_unit: 'kg', reps: 6 } }, 201);
    const routine = await created(sub, PUSH_A);
    const started = await json<StartedSession>(sub, { method: 'POST', url: `/api/routines/${routine.id}/start`, payload: { session_date: '2026-11-27' } }, 201);
    const page = await json<SessionPage>(sub, { method: 'GET', url: `/api/sessions/${started.id}/page` });
    const { exercises, last_times, records, ...session } = started;
    expect({ session, exercises, last_times, records }).toEqual(page);
    expect(exercises.map((e) => e.planned_sets.length)).toEqual([4, 1, 1]);
    expect(last_times.map((t) => [t.name, t.session_id, t.sets.length])).toEqual([['Bench Press', before.id, 1]]);
  });

  test('a retry with the same Idempotency-Key answers the same session and makes no second one; a bad date is a 400', async () => {
    const routine = await created('retrier', PUSH_A);
    const first = await start('retrier', routine.id, { 'idempotency-key': 'start-1' });
    const again = await start('retrier', routine.id, { 'idempotency-key': 'start-1' });
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect((await json<Session[]>('retrier', { method: 'GET', url: '/api/sessions' })).length).toBe(1);
    const bad = await call('retrier', { method: 'POST', url: `/api/routines/${routine.id}/start`, payload: { session_date: '2026-02-30' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'session_date' });
  });

  test('logging the first set starts the clock, once, whichever way it is logged; planned sets keep the target they were logged against', async () => {
    const routine = await created('clock', PUSH_A);
    const session = (await start('clock', routine.id)).json<Session>();
    const [bench, raise] = await exercisesOf('clock', session.id);
    const planned = bench!.planned_sets[1]!;
    const logged = await json<{ id: number; reps: number }>(
      'clock',
      { method: 'POST', url: `/api/exercises/${bench!.id}/planned_sets/${planned.id}/log`, payload: { weight: 60, weight_unit: 'kg', reps: 7 } },
      201,
    );
    const startedAt = (await json<Session>('clock', { method: 'GET', url: `/api/sessions/${session.id}` })).started_at;
    expect(startedAt).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    const target = await api.db.selectFrom('planned_sets').select(['reps', 'reps_max', 'logged_set_id']).where('id', '=', planned.id).executeTakeFirstOrThrow();
    expect(target).toEqual({ reps: 5, reps_max: 8, logged_set_id: logged.id });
    await nextMillisecond();
    await json('clock', { method: 'POST', url: `/api/exercises/${raise!.id}/sets`, payload: { weight: 8, weight_unit: 'kg', reps: 12 } }, 201);
    expect((await json<Session>('clock', { method: 'GET', url: `/api/sessions/${session.id}` })).started_at).toBe(startedAt);
  });
});

describe('the clock starts on any path that logs a set', () => {
  const fresh = async (sub: string) =>
    json<Session>(sub, { method: 'POST', url: '/api/sessions', payload: { session_date: '2026-11-20', session_type: 'Legs' } }, 201);
  const startedAt = async (sub: string, id: number) => (await json<Session>(sub, { method: 'GET', url: `/api/sessions/${id}` })).started_at;

  test('an exercise made empty does not start it; its first set does', async () => {
    const session = await fresh('clock-sets');
    const squat = await json<Exercise>(
      'clock-sets',
      { method: 'POST', url: `/api/sessions/${session.id}/exercises`, payload: { name: 'Squat', type: 'weighted' } },
      201,
    );
    expect(await startedAt('clock-sets', session.id)).toBeNull();
    await json('clock-sets', { method: 'POST', url: `/api/exercises/${squat.id}/sets`, payload: { weight: 100, weight_unit: 'kg', reps: 5 } }, 201);
    expect(await startedAt('clock-sets', session.id)).not.toBeNull();
  });

  test('an exercise made with its sets (Quick Log), and sets added onto the same lift', async () => {
    const session = await fresh('clock-batch');
    const add = () =>
      json(
        'clock-batch',
        {
          method: 'POST',
          url: `/api/sessions/${session.id}/exercises`,
          payload: { name: 'Squat', type: 'weighted', sets: [{ weight: 100, weight_unit: 'kg', reps: 5 }] },
        },
        201,
      );
    await add();
    const first = await startedAt('clock-batch', session.id);
    expect(first).not.toBeNull();
    await nextMillisecond();
    await add();
    expect(await startedAt('clock-batch', session.id)).toBe(first);

    const other = await fresh('clock-batch');
    const plain = await json<Exercise>(
      'clock-batch',
      { method: 'POST', url: `/api/sessions/${other.id}/exercises`, payload: { name: 'Squat', type: 'weighted' } },
      201,
    );
    expect(plain.sets).toEqual([]);
    await json(
      'clock-batch',
      {
        method: 'POST',
        url: `/api/sessions/${other.id}/exercises`,
        payload: { name: 'Squat', type: 'weighted', sets: [{ weight: 90, weight_unit: 'kg', reps: 5 }] },
      },
      201,
    );
    expect(await startedAt('clock-batch', other.id)).not.toBeNull();
  });
});

describe('Save as routine', () => {
  test('a session’s exercises in order: logged sets as targets (warm-ups kept), planned ones where nothing was logged, in the set’s unit', async () => {
    const sub = 'saver';
    const session = await json<Session>(sub, { method: 'POST', url: '/api/sessions', payload: { session_date: '2026-11-20', session_type: 'Push' } }, 201);
    const add = (payload: object) => json<Exercise>(sub, { method: 'POST', url: `/api/sessions/${session.id}/exercises`, payload }, 201);
    await add({
      name: 'Bench Press',
      type: 'weighted',
      notes: 'pause the first rep',
      sets: [
        { weight: 20, weight_unit: 'kg', reps: 10, kind: 'warmup' },
        { weight: 100, weight_unit: 'kg', reps: 5, rpe: 8.5 },
        { weight: 225, weight_unit: 'lbs', reps: 3, kind: 'failure' },
      ],
    });
    await add({ name: 'Plank', type: 'duration', sets: [{ duration: 60_000 }, { duration: 30_000, distance: 0 }] });
    await add({ name: 'Pull-up', type: 'reps', sets: [{ reps: 8, weight: 10, weight_unit: 'kg' }, { reps: 0 }] });
    await add({ name: 'Dip', type: 'reps' }); // nothing logged, nothing planned: left out
    // A card with only a plan (started from another routine): its planned sets become the targets.
    const plan = await created(sub, {
      name: 'Source',
      exercises: [{ name: 'Face Pull', type: 'weighted', weight_unit: 'lbs', sets: [{ reps_min: 12, reps_max: 15, weight: 40, rest_seconds: 60 }] }],
    });
    const planned = (await start(sub, plan.id)).json<Session>();
    const [facePull] = await exercisesOf(sub, planned.id);
    // Moved with its session's day, which the exercise carries (migration 0021).
    await sql`UPDATE exercises AS e SET session_id = s.id, session_date = s.session_date, position = 5 FROM sessions AS s
              WHERE s.id = ${session.id} AND e.id = ${facePull!.id}`.execute(api.db);

    const response = await call(sub, { method: 'POST', url: `/api/sessions/${session.id}/routine`, payload: { name: ' Push B ' } });
    expect(response.statusCode).toBe(201);
    const routine = response.json<Routine>();
    expect(routine.name).toBe('Push B');
    expect(routine.exercises.map((e) => [e.position, e.name, e.type, e.weight_unit, e.note, e.progression])).toEqual([
      [1, 'Bench Press', 'weighted', 'kg', 'pause the first rep', null],
      [2, 'Plank', 'duration', 'lbs', null, null],
      [3, 'Pull-up', 'reps', 'lbs', null, null],
      [4, 'Face Pull', 'weighted', 'lbs', null, null],
    ]);
    const figures = (r: Routine, i: number) =>
      r.exercises[i]!.sets.map((s) => [s.kind, s.reps_min, s.reps_max, s.weight, s.duration, s.distance, s.rpe, s.rest_seconds]);
    expect(figures(routine, 0)).toEqual([
      ['warmup', 10, null, 20, null, null, null, null],
      ['normal', 5, null, 100, null, null, 8.5, null],
      ['normal', 3, null, 102.06, null, null, null, null], // 225 lbs in kg, to 0.01
    ]);
    expect(figures(routine, 1)).toEqual([
      ['normal', null, null, null, 60_000, null, null, null],
      ['normal', null, null, null, 30_000, 0, null, null],
    ]);
    expect(figures(routine, 2)).toEqual([['normal', 8, null, null, null, null, null, null]]);
    expect(figures(routine, 3)).toEqual([['normal', 12, 15, 40, null, null, null, 60]]);

    // And it starts as it was saved.
    const again = (await start(sub, routine.id)).json<Session>();
    const bench = (await exercisesOf(sub, again.id))[0]!;
    expect(bench.planned_sets.map((p) => [p.kind, p.reps, p.weight, p.weight_unit])).toEqual([
      ['warmup', 10, 20, 'kg'],
      ['normal', 5, 100, 'kg'],
      ['normal', 3, 102.06, 'kg'],
    ]);
  });

  test('a session with nothing to plan is a 409; another lifter’s session a 404; a blank name a 400', async () => {
    const session = await json<Session>('saver2', { method: 'POST', url: '/api/sessions', payload: { session_date: '2026-11-20', session_type: 'Rest' } }, 201);
    const save = (sub: string, name: string) => call(sub, { method: 'POST', url: `/api/sessions/${session.id}/routine`, payload: { name } });
    expect((await save('saver2', 'Nothing')).statusCode).toBe(409);
    expect((await save('not-saver2', 'Mine now')).statusCode).toBe(404);
    const blank = await save('saver2', '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'name' });
    expect(await json('saver2', { method: 'GET', url: '/api/routines' })).toEqual([]);
  });
});

test('a lifter keeps at most 200 routines: creating, duplicating or saving one more is a 409 that stores nothing', async () => {
  const sub = 'collector';
  const routine = await created(sub, PUSH_A);
  const user = await api.db.selectFrom('routines').select('user_id').where('id', '=', routine.id).executeTakeFirstOrThrow();
  await api.db
    .insertInto('routines')
    .values(Array.from({ length: 199 }, (_, i) => ({ user_id: user.user_id, name: `Filler ${i}` })))
    .execute();
  const session = await json<Session>(sub, { method: 'POST', url: '/api/sessions', payload: { session_date: '2026-11-20', session_type: 'Push' } }, 201);
  await json(sub, { method: 'POST', url: `/api/sessions/${session.id}/exercises`, payload: { name: 'Dip', type: 'reps', sets: [{ reps: 8 }] } }, 201);
  for (const response of [
    await create(sub, PUSH_A),
    await call(sub, { method: 'POST', url: `/api/routines/${routine.id}/duplicate` }),
    await call(sub, { method: 'POST', url: `/api/sessions/${session.id}/routine`, payload: { name: 'Dips' } }),
  ]) {
    expect([response.statusCode, response.json().message]).toEqual([409, 'You have 200 routines, the most Liftbook keeps: delete one first']);
  }
  expect((await json<RoutineListItem[]>(sub, { method: 'GET', url: '/api/routines' })).length).toBe(200);
});

describe('a Liftbook export’s routines through the import', () => {
  const importWith = async (sub: string, routines: object[], checksum: string) => {
    const { id } = await json<{ id: number }>(
      sub,
      { method: 'POST', url: '/api/imports', payload: { source: 'liftbook', layout: 'Liftbook JSON export, version 1', file_name: 'export.json', checksum } },
      201,
    );
    const chunk = await call(sub, { method: 'POST', url: `/api/imports/${id}/workouts`, payload: { workouts: [], routines } });
    return { id, chunk };
  };
  const exported = {
    name: 'Push A',
    exercises: [{ ...PUSH_A.exercises[0], name: 'Bench Press', failures: 2, cycle_week: 3 }, PUSH_A.exercises[1]],
  };

  test('staged with the chunk, written at the finish with their state, not twice, and gone with an undo', async () => {
    const sub = 'routine-importer';
    const first = await importWith(sub, [exported], 'e'.repeat(64));
    expect(first.chunk.statusCode).toBe(204);
    expect(await json(sub, { method: 'GET', url: '/api/routines' })).toEqual([]);
    await json(sub, { method: 'POST', url: `/api/imports/${first.id}/finish`, payload: {} });
    const [listed] = await json<RoutineListItem[]>(sub, { method: 'GET', url: '/api/routines' });
    const routine = await json<Routine>(sub, { method: 'GET', url: `/api/routines/${listed!.id}` });
    expect(routine.exercises.map((e) => [e.name, e.failures, e.cycle_week, e.sets.length, e.progression?.kind ?? null])).toEqual([
      ['Bench Press', 2, 3, 4, 'double'],
      ['Lateral Raise', 0, 1, 1, null],
    ]);

    const again = await importWith(sub, [{ ...exported, name: 'push a' }], 'f'.repeat(64));
    await json(sub, { method: 'POST', url: `/api/imports/${again.id}/finish`, payload: {} });
    expect((await json<RoutineListItem[]>(sub, { method: 'GET', url: '/api/routines' })).length).toBe(1);

    await json(sub, { method: 'DELETE', url: `/api/imports/${first.id}` });
    expect(await json(sub, { method: 'GET', url: '/api/routines' })).toEqual([]);
  });

  test('a routine the lifter edited after the import stays when it is undone', async () => {
    const sub = 'routine-importer-2';
    const { id } = await importWith(sub, [exported], '1'.repeat(64));
    await json(sub, { method: 'POST', url: `/api/imports/${id}/finish`, payload: {} });
    const [listed] = await json<RoutineListItem[]>(sub, { method: 'GET', url: '/api/routines' });
    await nextMillisecond();
    await json(sub, { method: 'PUT', url: `/api/routines/${listed!.id}`, payload: { ...PUSH_A, name: 'Push A, mine' } });
    await json(sub, { method: 'DELETE', url: `/api/imports/${id}` });
    expect((await json<RoutineListItem[]>(sub, { method: 'GET', url: '/api/routines' })).map((r) => r.name)).toEqual(['Push A, mine']);
  });

  test('a bad routine refuses the chunk with a 400 naming it; nothing is staged', async () => {
    const sub = 'routine-importer-3';
    const bad = { ...exported, exercises: [{ ...exported.exercises[0], sets: [{ reps_min: 8, reps_max: 5, weight: 60 }] }] };
    const { id, chunk } = await importWith(sub, [exported, bad], '2'.repeat(64));
    expect(chunk.statusCode).toBe(400);
    expect(chunk.json()).toMatchObject({ field: 'routines[1].exercises[0].sets[0].reps_max', message: expect.stringContaining('Routine 2') });
    await json(sub, { method: 'POST', url: `/api/imports/${id}/finish`, payload: {} });
    expect(await json(sub, { method: 'GET', url: '/api/routines' })).toEqual([]);
  });
});

test('Repeat of a session started from a routine keeps its supersets, and a plan repeated keeps its rep ranges and rests', async () => {
  const sub = 'repeater';
  const routine = await created(sub, PUSH_A);
  const session = (await start(sub, routine.id)).json<Session>();
  const [bench] = await exercisesOf(sub, session.id);
  // Bench logged; the superset left as a plan.
  await json(sub, { method: 'POST', url: `/api/exercises/${bench!.id}/planned_sets/${bench!.planned_sets[1]!.id}/log`, payload: {} }, 201);
  const repeated = await json<Session>(sub, { method: 'POST', url: `/api/sessions/${session.id}/repeat`, payload: { session_date: '2026-12-04' } }, 201);
  const exercises = await exercisesOf(sub, repeated.id);
  expect(exercises.map((e) => [e.name, e.superset_group])).toEqual([
    ['Bench Press', null],
    ['Lateral Raise', 1],
    ['Triceps Pushdown', 1],
  ]);
  expect(exercises[0]!.planned_sets.map((p) => [p.reps, p.reps_max, p.rest_seconds])).toEqual([[5, null, null]]);
  expect(exercises[1]!.planned_sets.map((p) => [p.reps, p.reps_max, p.rest_seconds])).toEqual([[12, 15, 0]]);
});
