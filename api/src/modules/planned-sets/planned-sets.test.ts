// "Repeat this workout" as a plan: last time's sets become planned sets of today's one session, a
// plan counts nowhere until logged, logging consumes it once, and Quick Log / Manual Add fill the
// card of the same lift instead of making a second one.
import type {
  CalendarSession,
  Exercise,
  GoalWithProgress,
  MemberSession,
  PersonalRecords,
  ProgressPoint,
  SessionListItem,
  WorkoutSet,
} from '@liftbook/shared/contract';
import { createTestApi, type TestApi } from '../../../test/harness.js';

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

// Today is the real day (UTC): a goal counts the sets of sessions from the day it was created, and
// it is created now, so a fixed "today" stops counting once the calendar passes it.
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const TODAY = dayOf(Date.now());
const LAST_TIME = dayOf(Date.parse(TODAY) - 7 * 86_400_000);

/** A kg lifter's last workout: Bench (a warm-up and two working sets, one with RPE), a plank, pull-ups. */
async function lastWorkout(sub: string): Promise<number> {
  const session = await json<{ id: number }>(sub, { method: 'POST', url: '/api/sessions', payload: { session_date: LAST_TIME, session_type: 'Push' } }, 201);
  const add = (payload: object) => json<Exercise>(sub, { method: 'POST', url: `/api/sessions/${session.id}/exercises`, payload }, 201);
  await add({
    name: 'Bench Press',
    type: 'weighted',
    sets: [
      { weight: 60, weight_unit: 'kg', reps: 8, kind: 'warmup' },
      { weight: 100, weight_unit: 'kg', reps: 5 },
      { weight: 102.5, weight_unit: 'kg', reps: 4, rpe: 9 },
    ],
  });
  await add({ name: 'Plank', type: 'duration', sets: [{ duration: 60_000 }] });
  await add({ name: 'Pull-up', type: 'reps', sets: [{ reps: 8 }, { reps: 6 }] });
  return session.id;
}

const repeat = (sub: string, sourceId: number, headers: Record<string, string> = {}) =>
  call(sub, { method: 'POST', url: `/api/sessions/${sourceId}/repeat`, payload: { session_date: TODAY }, headers });
const exercisesOf = (sub: string, sessionId: number) => json<Exercise[]>(sub, { method: 'GET', url: `/api/sessions/${sessionId}/exercises` });
const logPlanned = (sub: string, exerciseId: number, plannedId: number, payload: object = {}) =>
  call(sub, { method: 'POST', url: `/api/exercises/${exerciseId}/planned_sets/${plannedId}/log`, payload });
const figures = (s: Pick<WorkoutSet, 'kind' | 'weight' | 'weight_unit' | 'reps' | 'duration' | 'rpe'>) => [
  s.kind,
  s.weight,
  s.weight_unit,
  s.reps,
  s.duration,
  s.rpe,
];

/** Everything that counts what was lifted, for one lifter and lift, read through the api. */
async function counted(sub: string, sessionId: number) {
  const [sessions, calendar, progress, records, goals] = await Promise.all([
    json<SessionListItem[]>(sub, { method: 'GET', url: '/api/sessions' }),
    json<CalendarSession[]>(sub, { method: 'GET', url: `/api/sessions/calendar?start_date=${LAST_TIME}&end_date=${TODAY}` }),
    json<ProgressPoint[]>(sub, { method: 'GET', url: '/api/exercises/progress?exercise_name=Bench%20Press' }),
    json<PersonalRecords>(sub, { method: 'GET', url: '/api/exercises/records?exercise_name=Bench%20Press' }),
    json<GoalWithProgress[]>(sub, { method: 'GET', url: '/api/goals' }),
  ]);
  return {
    summary: sessions.find((s) => s.id === sessionId)?.summary,
    calendar: calendar.find((s) => s.id === sessionId)?.exercises.map((e) => [e.name, e.set_count, e.volume_lbs]),
    progressDays: progress.map((p) => p.date),
    records,
    goal: goals.map((g) => g.progress),
  };
}

describe('Repeat this workout: last time as a plan', () => {
  test("starts today's session with last time's sets as planned sets, in their unit, and none of it counts", async () => {
    const sub = 'kg-repeater';
    const source = await lastWorkout(sub);
    await json(
      sub,
      { method: 'POST', url: '/api/goals', payload: { exercise_name: 'Bench Press', current_weight: 200, target_weight: 250, target_date: '2027-06-01' } },
      201,
    );
    const made = await repeat(sub, source);
    expect(made.statusCode).toBe(201);
    const today = made.json() as { id: number; session_date: string; session_type: string };
    expect(today).toMatchObject({ session_date: `${TODAY}T00:00:00.000Z`, session_type: 'Push' });

    const exercises = await exercisesOf(sub, today.id);
    expect(exercises.map((e) => [e.name, e.type, e.sets.length, e.planned_sets.length])).toEqual([
      ['Bench Press', 'weighted', 0, 3],
      ['Plank', 'duration', 0, 1],
      ['Pull-up', 'reps', 0, 2],
    ]);
    expect(exercises[0]!.planned_sets.map((p) => [p.position, ...figures(p)])).toEqual([
      [1, 'warmup', 60, 'kg', 8, null, null],
      [2, 'normal', 100, 'kg', 5, null, null],
      [3, 'normal', 102.5, 'kg', 4, null, 9],
    ]);
    expect(exercises[1]!.planned_sets.map(figures)).toEqual([['normal', null, null, null, 60_000, null]]);

    // Nothing counts: not the session's summary, the calendar, progress, records or goals.
    const before = await counted(sub, today.id);
    expect(before.summary).toEqual({ exercise_count: 0, set_count: 0, volume_lbs: 0 });
    expect(before.calendar).toEqual([]);
    expect(before.progressDays).toEqual([`${LAST_TIME}T00:00:00.000Z`]);
    expect(before.goal[0]).toMatchObject({ progress_percentage: 0 });

    // Logged, a planned set counts, at its figures and in its unit.
    const bench = exercises[0]!;
    const logged = await logPlanned(sub, bench.id, bench.planned_sets[1]!.id);
    expect(logged.statusCode).toBe(201);
    expect(figures(logged.json() as WorkoutSet)).toEqual(['normal', 100, 'kg', 5, null, null]);
    const after = await counted(sub, today.id);
    expect(after.summary).toEqual({ exercise_count: 1, set_count: 1, volume_lbs: 1102.31 });
    expect(after.calendar).toEqual([['Bench Press', 1, 1102.31]]);
    expect(after.progressDays).toEqual([`${LAST_TIME}T00:00:00.000Z`, `${TODAY}T00:00:00.000Z`]);
    expect(after.goal[0]!.progress_percentage).toBeGreaterThan(0);
    expect(after.records).toEqual(before.records);
  });

  test('a group member sees only the exercises with logged sets of a repeated workout', async () => {
    const source = await lastWorkout('group-lifter');
    const today = (await repeat('group-lifter', source)).json() as { id: number };
    const group = await json<{ id: number }>('group-lifter', { method: 'POST', url: '/api/groups', payload: { name: 'Gym' } }, 201);
    const invite = await json<{ code: string }>('group-lifter', { method: 'POST', url: `/api/groups/${group.id}/invites`, payload: {} }, 201);
    await json('group-friend', { method: 'POST', url: '/api/invites/join', payload: { code: invite.code } });
    const me = await json<{ id: number }>('group-lifter', { method: 'GET', url: '/api/user/profile' });
    const seen = async () =>
      (await json<MemberSession[]>('group-friend', { method: 'GET', url: `/api/groups/${group.id}/members/${me.id}/sessions` })).find((s) => s.id === today.id)
        ?.exercises;
    expect(await seen()).toEqual([]);
    const [bench] = await exercisesOf('group-lifter', today.id);
    await logPlanned('group-lifter', bench!.id, bench!.planned_sets[0]!.id);
    expect((await seen())?.map((e) => [e.name, e.set_count])).toEqual([['Bench Press', 1]]);
  });

  test("never a second session: today's session gets the plan, a card with sets keeps them, and repeating again changes nothing", async () => {
    const sub = 'today-first';
    const source = await lastWorkout(sub);
    const started = await json<{ id: number }>(sub, { method: 'POST', url: '/api/sessions', payload: { session_date: TODAY, session_type: 'Workout' } }, 201);
    // Bench already logged today (Quick Log before Repeat).
    await json(
      sub,
      {
        method: 'POST',
        url: `/api/sessions/${started.id}/exercises`,
        payload: { name: 'Bench Press', type: 'weighted', sets: [{ weight: 90, weight_unit: 'kg', reps: 5 }] },
      },
      201,
    );

    const first = await repeat(sub, source);
    expect(first.statusCode).toBe(200);
    expect((first.json() as { id: number }).id).toBe(started.id);
    const shape = async () => (await exercisesOf(sub, started.id)).map((e) => [e.name, e.sets.length, e.planned_sets.length]);
    expect(await shape()).toEqual([
      ['Bench Press', 1, 0],
      ['Plank', 0, 1],
      ['Pull-up', 0, 2],
    ]);
    const again = await repeat(sub, source);
    expect(again.statusCode).toBe(200);
    expect((again.json() as { id: number }).id).toBe(started.id);
    expect(await shape()).toEqual([
      ['Bench Press', 1, 0],
      ['Plank', 0, 1],
      ['Pull-up', 0, 2],
    ]);
    const sessions = await json<SessionListItem[]>(sub, { method: 'GET', url: '/api/sessions' });
    expect(sessions.map((s) => s.session_date.slice(0, 10))).toEqual([TODAY, LAST_TIME]);
    // Repeating today's own session is nothing new either.
    const self = await repeat(sub, started.id);
    expect(self.statusCode).toBe(200);
    expect(await shape()).toEqual([
      ['Bench Press', 1, 0],
      ['Plank', 0, 1],
      ['Pull-up', 0, 2],
    ]);
  });

  test('two repeats at once make one session with one plan', async () => {
    const sub = 'racer';
    const source = await lastWorkout(sub);
    const answers = await Promise.all([repeat(sub, source), repeat(sub, source), repeat(sub, source)]);
    const ids = new Set(answers.map((a) => (a.json() as { id: number }).id));
    expect(ids.size).toBe(1);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    const exercises = await exercisesOf(sub, [...ids][0]!);
    expect(exercises.map((e) => e.planned_sets.length)).toEqual([3, 1, 2]);
  });
});

describe('logging and removing planned sets', () => {
  async function planned(sub: string) {
    const source = await lastWorkout(sub);
    const today = (await repeat(sub, source)).json() as { id: number };
    const [bench, plank] = await exercisesOf(sub, today.id);
    return { today, bench: bench!, plank: plank! };
  }

  test('logging is idempotent: a second log answers the same set and writes nothing', async () => {
    const sub = 'double-tapper';
    const { today, bench } = await planned(sub);
    const target = bench.planned_sets[0]!;
    const first = await logPlanned(sub, bench.id, target.id);
    const second = await logPlanned(sub, bench.id, target.id);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const [after] = await exercisesOf(sub, today.id);
    expect(after!.sets.map((s) => [s.set_number, ...figures(s)])).toEqual([[1, 'warmup', 60, 'kg', 8, null, null]]);
    expect(after!.planned_sets.map((p) => p.position)).toEqual([2, 3]);
  });

  test('figures sent are what is logged (edited first), checked like any set', async () => {
    const sub = 'editor';
    const { bench, plank } = await planned(sub);
    const target = bench.planned_sets[2]!;
    for (const [payload, field] of [
      [{ weight: 2000.5, weight_unit: 'kg', reps: 4 }, 'weight'],
      [{ weight: 100, weight_unit: 'kg', reps: 4, rpe: 11 }, 'rpe'],
      [{ weight: 100, weight_unit: 'kg', reps: 4.5 }, 'reps'],
      [{ weight: 100, weight_unit: 'stone', reps: 4 }, 'weight_unit'],
      [{ weight: 100, weight_unit: 'kg' }, 'reps'],
      [{ weight: '100', weight_unit: 'kg', reps: 4 }, 'weight'],
    ] as const) {
      const refused = await logPlanned(sub, bench.id, target.id, payload);
      expect([refused.statusCode, (refused.json() as { field?: string }).field]).toEqual([400, field]);
    }
    const logged = await logPlanned(sub, bench.id, target.id, { weight: 105, weight_unit: 'kg', reps: 3, rpe: 9.5 });
    expect(figures(logged.json() as WorkoutSet)).toEqual(['normal', 105, 'kg', 3, null, 9.5]);
    const timed = await logPlanned(sub, plank.id, plank.planned_sets[0]!.id);
    expect(figures(timed.json() as WorkoutSet)).toEqual(['normal', null, null, null, 60_000, null]);
  });

  test('removing: a planned set goes, a logged or unknown one is a 404, and nobody else reaches either', async () => {
    const sub = 'remover';
    const { today, bench } = await planned(sub);
    const [warmup, working] = bench.planned_sets;
    const remove = (who: string, exerciseId: number, id: number) => call(who, { method: 'DELETE', url: `/api/exercises/${exerciseId}/planned_sets/${id}` });
    expect((await remove('someone-else', bench.id, working!.id)).statusCode).toBe(404);
    expect((await logPlanned('someone-else', bench.id, working!.id)).statusCode).toBe(404);
    expect((await remove(sub, bench.id, working!.id)).statusCode).toBe(204);
    expect((await remove(sub, bench.id, working!.id)).statusCode).toBe(404);
    expect((await logPlanned(sub, bench.id, working!.id)).statusCode).toBe(404);
    await logPlanned(sub, bench.id, warmup!.id);
    expect((await remove(sub, bench.id, warmup!.id)).statusCode).toBe(404);
    expect((await call(sub, { method: 'DELETE', url: `/api/exercises/${bench.id}/planned_sets/abc` })).json()).toMatchObject({ field: 'plannedSetId' });
    const [after] = await exercisesOf(sub, today.id);
    expect([after!.sets.length, after!.planned_sets.map((p) => p.position)]).toEqual([1, [3]]);
  });

  test('a set added by the add-set row fulfils the next planned set of its sort', async () => {
    const sub = 'row-logger';
    const { today, bench } = await planned(sub);
    await json(sub, { method: 'POST', url: `/api/exercises/${bench.id}/sets`, payload: { weight: 100, weight_unit: 'kg', reps: 5 } }, 201);
    const [after] = await exercisesOf(sub, today.id);
    // The working set took the first planned working set; the warm-up stays planned.
    expect(after!.planned_sets.map((p) => [p.position, p.kind])).toEqual([
      [1, 'warmup'],
      [3, 'normal'],
    ]);
  });
});

describe('Quick Log and Manual Add fill the card of the same lift', () => {
  test('sets for a lift the session has go on its card (after its sets, doing its plan) instead of a second card', async () => {
    const sub = 'quick-logger';
    const source = await lastWorkout(sub);
    const today = (await repeat(sub, source)).json() as { id: number };
    const [bench] = await exercisesOf(sub, today.id);
    await logPlanned(sub, bench!.id, bench!.planned_sets[0]!.id);
    const filled = await json<Exercise>(
      sub,
      {
        method: 'POST',
        url: `/api/sessions/${today.id}/exercises`,
        payload: {
          name: 'bench press',
          type: 'weighted',
          sets: [
            { weight: 100, weight_unit: 'kg', reps: 5 },
            { weight: 100, weight_unit: 'kg', reps: 5 },
          ],
        },
      },
      201,
    );
    expect(filled.id).toBe(bench!.id);
    expect(filled.sets.map((s) => [s.set_number, s.kind, s.weight])).toEqual([
      [1, 'warmup', 60],
      [2, 'normal', 100],
      [3, 'normal', 100],
    ]);
    expect(filled.planned_sets).toEqual([]);
    const exercises = await exercisesOf(sub, today.id);
    expect(exercises.filter((e) => e.name === 'Bench Press')).toHaveLength(1);
    // Another variation or type is another card; an exercise sent without sets is a card of its own, as before.
    const paused = await json<Exercise>(
      sub,
      {
        method: 'POST',
        url: `/api/sessions/${today.id}/exercises`,
        payload: { name: 'Bench Press', variation: 'paused', type: 'weighted', sets: [{ weight: 80, weight_unit: 'kg', reps: 3 }] },
      },
      201,
    );
    expect(paused.id).not.toBe(bench!.id);
    const timed = await json<Exercise>(
      sub,
      { method: 'POST', url: `/api/sessions/${today.id}/exercises`, payload: { name: 'Bench Press', type: 'duration', sets: [{ duration: 30_000 }] } },
      201,
    );
    expect(timed.id).not.toBe(bench!.id);
    const empty = await json<Exercise>(
      sub,
      { method: 'POST', url: `/api/sessions/${today.id}/exercises`, payload: { name: 'Bench Press', type: 'weighted' } },
      201,
    );
    expect(empty.id).not.toBe(bench!.id);
    // A refused set leaves the card as it was (one transaction).
    const refused = await call(sub, {
      method: 'POST',
      url: `/api/sessions/${today.id}/exercises`,
      payload: {
        name: 'Bench Press',
        type: 'weighted',
        sets: [
          { weight: 100, weight_unit: 'kg', reps: 5 },
          { weight: 100, weight_unit: 'kg' },
        ],
      },
    });
    expect([refused.statusCode, (refused.json() as { field?: string }).field]).toEqual([400, 'sets[1].reps']);
    expect((await exercisesOf(sub, today.id)).find((e) => e.id === bench!.id)!.sets).toHaveLength(3);
  });
});
