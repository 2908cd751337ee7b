// Finish (issue 30): one transaction that closes the workout, settles its unchecked plan, answers
// its summary and progresses its routine from what was LOGGED; twice is once.
import type { Exercise, FinishSummary, ProgressionRule, SessionListItem } from '@liftbook/shared/contract';
import { sql } from 'kysely';
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
const finish = (sub: string, sessionId: number, unchecked: 'drop' | 'skip' = 'drop', headers: Record<string, string> = {}) =>
  call(sub, { method: 'POST', url: `/api/sessions/${sessionId}/finish`, payload: { unchecked }, headers });

const BENCH_RULE: ProgressionRule = { kind: 'linear', increment: 2.5, deload_percent: 10, deload_after: 3 };
const CURL_RULE: ProgressionRule = { kind: 'double', increment: 1 };

interface Workout {
  sessionId: number;
  bench: Exercise;
  curl: Exercise;
  benchRoutineExercise: number;
  curlRoutineExercise: number;
}

async function userId(sub: string): Promise<number> {
  await call(sub, { method: 'GET', url: '/api/user/profile' });
  const row = await api.db.selectFrom('users').select('id').where('subject', '=', sub).executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A kg lifter with last week's bench (3 × 100 kg × 5) and a routine "Push A" (a warm-up and
 * 3 × 100 kg × 5 on a linear rule; curls 2 × 8–12 at 20 kg on a double rule), started today as
 * the routine's Start makes it: a session of the routine whose cards point at its exercises and
 * hold its sets as planned sets.
 */
async function startedWorkout(sub: string): Promise<Workout> {
  const user = await userId(sub);
  const last = await json<{ id: number }>(sub, { method: 'POST', url: '/api/sessions', payload: { session_date: '2026-11-20', session_type: 'Push' } }, 201);
  await json(
    sub,
    {
      method: 'POST',
      url: `/api/sessions/${last.id}/exercises`,
      payload: { name: 'Bench Press', type: 'weighted', sets: [1, 2, 3].map(() => ({ weight: 100, weight_unit: 'kg', reps: 5 })) },
    },
    201,
  );

  const db = api.db;
  const routine = await db.insertInto('routines').values({ user_id: user, name: 'Push A' }).returning('id').executeTakeFirstOrThrow();
  const routineExercise = async (
    position: number,
    name: string,
    progression: ProgressionRule,
    sets: { kind: 'normal' | 'warmup'; weight: number; reps_min: number; reps_max?: number }[],
  ) => {
    const row = await db
      .insertInto('routine_exercises')
      .values({ routine_id: routine.id, position, name, type: 'weighted', weight_unit: 'kg', progression: JSON.stringify(progression) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('routine_sets')
      .values(
        sets.map((set, i) => ({
          routine_exercise_id: row.id,
          position: i + 1,
          kind: set.kind,
          weight: set.weight,
          reps_min: set.reps_min,
          reps_max: set.reps_max ?? null,
        })),
      )
      .execute();
    return row.id;
  };
  const benchRoutineExercise = await routineExercise(1, 'Bench Press', BENCH_RULE, [
    { kind: 'warmup', weight: 60, reps_min: 5 },
    ...[1, 2, 3].map(() => ({ kind: 'normal' as const, weight: 100, reps_min: 5 })),
  ]);
  const curlRoutineExercise = await routineExercise(
    2,
    'Barbell Curl',
    CURL_RULE,
    [1, 2].map(() => ({ kind: 'normal' as const, weight: 20, reps_min: 8, reps_max: 12 })),
  );

  const session = await json<{ id: number }>(
    sub,
    { method: 'POST', url: '/api/sessions', payload: { session_date: '2026-11-27', session_type: 'Push A' } },
    201,
  );
  await db.updateTable('sessions').set({ routine_id: routine.id }).where('id', '=', session.id).execute();
  const card = async (name: string, routineExerciseId: number) => {
    const exercise = await json<Exercise>(sub, { method: 'POST', url: `/api/sessions/${session.id}/exercises`, payload: { name, type: 'weighted' } }, 201);
    await db.updateTable('exercises').set({ routine_exercise_id: routineExerciseId }).where('id', '=', exercise.id).execute();
    await sql`
      INSERT INTO planned_sets (exercise_id, position, kind, weight, weight_unit, reps, reps_max)
      SELECT ${exercise.id}::integer, rs.position, rs.kind, rs.weight, 'kg', rs.reps_min, rs.reps_max FROM routine_sets AS rs WHERE rs.routine_exercise_id = ${routineExerciseId}`.execute(
      db,
    );
    const [fresh] = (await json<Exercise[]>(sub, { method: 'GET', url: `/api/sessions/${session.id}/exercises` })).filter((e) => e.id === exercise.id);
    return fresh!;
  };
  return {
    sessionId: session.id,
    bench: await card('Bench Press', benchRoutineExercise),
    curl: await card('Barbell Curl', curlRoutineExercise),
    benchRoutineExercise,
    curlRoutineExercise,
  };
}

const logPlanned = (sub: string, exercise: Exercise, index: number, payload: object = {}) =>
  json(sub, { method: 'POST', url: `/api/exercises/${exercise.id}/planned_sets/${exercise.planned_sets[index]!.id}/log`, payload }, 201);
const routineWeights = async (routineExerciseId: number) =>
  (
    await api.db
      .selectFrom('routine_sets')
      .select(['weight', 'reps_min', 'reps_max'])
      .where('routine_exercise_id', '=', routineExerciseId)
      .orderBy('position')
      .execute()
  ).map((s) => [s.weight, s.reps_min, s.reps_max]);
const routineState = (routineExerciseId: number) =>
  api.db.selectFrom('routine_exercises').select(['failures', 'cycle_week', 'training_max']).where('id', '=', routineExerciseId).executeTakeFirstOrThrow();

describe('POST /api/sessions/{id}/finish', () => {
  it('answers the summary, drops the unchecked plan and progresses the routine from what was logged', async () => {
    const sub = 'finish-lifter';
    const w = await startedWorkout(sub);
    // The warm-up as planned, then a heavy warm-up single (never a record), three working sets
    // logged at 102.5 kg (heavier than planned, all reps), one curl of the two planned.
    await logPlanned(sub, w.bench, 0);
    await json(sub, { method: 'POST', url: `/api/exercises/${w.bench.id}/sets`, payload: { weight: 140, weight_unit: 'kg', reps: 1, kind: 'warmup' } }, 201);
    for (const i of [1, 2, 3]) await logPlanned(sub, w.bench, i, { weight: 102.5, weight_unit: 'kg', reps: 5 });
    await logPlanned(sub, w.curl, 0, { weight: 20, weight_unit: 'kg', reps: 12 });

    const response = await finish(sub, w.sessionId);
    expect(response.statusCode).toBe(200);
    const summary = response.json() as FinishSummary;

    const [listed] = (await json<SessionListItem[]>(sub, { method: 'GET', url: '/api/sessions' })).filter((s) => s.id === w.sessionId);
    expect(summary.volume_lbs).toBe(listed!.summary.volume_lbs);
    expect(summary.set_count).toBe(6);
    expect(summary.session.finished_at).not.toBeNull();
    expect(summary.session.started_at).not.toBeNull();
    expect(summary.duration_ms).toBe(Date.parse(summary.session.finished_at!) - Date.parse(summary.session.started_at!));
    expect(summary.records.map((r) => [r.exercise, r.kind, r.value, r.unit])).toEqual([
      ['Bench Press', 'e1rm', 119.58, 'kg'],
      ['Bench Press', 'weight_for_reps', 102.5, 'kg'],
    ]);
    expect(summary.progression).toEqual([
      { exercise: 'Bench Press', summary: '100 → 102.5 kg' },
      { exercise: 'Barbell Curl', summary: 'next: 12, 8 reps at 20 kg (1 of 2 sets at 12)' },
    ]);
    // The routine: bench's working sets up 2.5 kg (its warm-up as it was); the curl made at the
    // top aims at it next time, the one not logged stays at the bottom, the weight waits.
    expect(await routineWeights(w.benchRoutineExercise)).toEqual([
      [60, 5, null],
      [102.5, 5, null],
      [102.5, 5, null],
      [102.5, 5, null],
    ]);
    expect(await routineWeights(w.curlRoutineExercise)).toEqual([
      [20, 12, 12],
      [20, 8, 12],
    ]);
    const bottoms = await api.db
      .selectFrom('routine_sets')
      .select('reps_bottom')
      .where('routine_exercise_id', '=', w.curlRoutineExercise)
      .orderBy('position')
      .execute();
    expect(bottoms.map((b) => b.reps_bottom)).toEqual([8, null]);
    // The curl's second planned set was dropped.
    const exercises = await json<Exercise[]>(sub, { method: 'GET', url: `/api/sessions/${w.sessionId}/exercises` });
    expect(exercises.map((e) => e.planned_sets.length)).toEqual([0, 0]);
    const left = await api.db.selectFrom('planned_sets').select('id').where('exercise_id', '=', w.curl.id).where('logged_set_id', 'is', null).execute();
    expect(left).toEqual([]);

    // Finishing again (another device, a retry without its key): the same summary, no second step.
    const again = await finish(sub, w.sessionId, 'skip');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(summary);
    expect((await routineWeights(w.benchRoutineExercise))[1]).toEqual([102.5, 5, null]);
  });

  it('keeps the unchecked plan as skipped: no longer to log, counted nowhere', async () => {
    const sub = 'finish-skipper';
    const w = await startedWorkout(sub);
    await logPlanned(sub, w.bench, 1);
    const before = (await json<SessionListItem[]>(sub, { method: 'GET', url: '/api/sessions' })).find((s) => s.id === w.sessionId)!.summary;
    const summary = (await finish(sub, w.sessionId, 'skip')).json() as FinishSummary;
    expect(summary.set_count).toBe(1);
    const skipped = await api.db
      .selectFrom('planned_sets')
      .select(['exercise_id', 'skipped_at'])
      .where('exercise_id', 'in', [w.bench.id, w.curl.id])
      .where('logged_set_id', 'is', null)
      .execute();
    expect(skipped).toHaveLength(5);
    expect(skipped.every((p) => p.skipped_at !== null)).toBe(true);
    const exercises = await json<Exercise[]>(sub, { method: 'GET', url: `/api/sessions/${w.sessionId}/exercises` });
    expect(exercises.map((e) => e.planned_sets.length)).toEqual([0, 0]);
    const after = (await json<SessionListItem[]>(sub, { method: 'GET', url: '/api/sessions' })).find((s) => s.id === w.sessionId)!.summary;
    expect(after).toEqual(before);
    // A set logged after Finish does not fulfil a skipped plan.
    await json(sub, { method: 'POST', url: `/api/exercises/${w.bench.id}/sets`, payload: { weight: 100, weight_unit: 'kg', reps: 5 } }, 201);
    expect(
      await api.db.selectFrom('planned_sets').select('id').where('exercise_id', '=', w.bench.id).where('logged_set_id', 'is not', null).execute(),
    ).toHaveLength(1);
  });

  it('a working set logged lighter than planned is a miss, whatever its reps (Liftosaur #357)', async () => {
    const sub = 'finish-light';
    const w = await startedWorkout(sub);
    for (const i of [1, 2]) await logPlanned(sub, w.bench, i);
    await logPlanned(sub, w.bench, 3, { weight: 90, weight_unit: 'kg', reps: 8 });
    const summary = (await finish(sub, w.sessionId)).json() as FinishSummary;
    expect(summary.progression[0]).toEqual({ exercise: 'Bench Press', summary: 'stays at 100 kg: 2 of 3 sets made (missed 1 of 3 before a deload)' });
    expect(await routineState(w.benchRoutineExercise)).toEqual({ failures: 1, cycle_week: 1, training_max: null });
    expect((await routineWeights(w.benchRoutineExercise))[1]).toEqual([100, 5, null]);
  });

  it('two Finishes at once progress the routine once', async () => {
    const sub = 'finish-racer';
    const w = await startedWorkout(sub);
    for (const i of [1, 2, 3]) await logPlanned(sub, w.bench, i);
    const [a, b] = await Promise.all([finish(sub, w.sessionId), finish(sub, w.sessionId)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect((await routineWeights(w.benchRoutineExercise))[1]).toEqual([102.5, 5, null]);
  });

  it('a session not started from a routine finishes with no progression; a retry with its key answers the same', async () => {
    const sub = 'finish-plain';
    const session = await json<{ id: number }>(
      sub,
      { method: 'POST', url: '/api/sessions', payload: { session_date: '2026-11-27', session_type: 'Legs' } },
      201,
    );
    const headers = { 'idempotency-key': 'finish-plain-1' };
    const first = await finish(sub, session.id, 'drop', headers);
    expect(first.json()).toMatchObject({ duration_ms: null, volume_lbs: 0, set_count: 0, records: [], progression: [] });
    const retry = await finish(sub, session.id, 'drop', headers);
    expect(retry.json()).toEqual(first.json());
  });

  it('refuses a body it does not know, and another lifter’s session is a 404 that changes nothing', async () => {
    const w = await startedWorkout('finish-owner');
    const bad = await call('finish-owner', { method: 'POST', url: `/api/sessions/${w.sessionId}/finish`, payload: { unchecked: 'later' } });
    expect([bad.statusCode, (bad.json() as { field?: string }).field]).toEqual([400, 'unchecked']);
    const missing = await call('finish-owner', { method: 'POST', url: `/api/sessions/${w.sessionId}/finish`, payload: {} });
    expect([missing.statusCode, (missing.json() as { field?: string }).field]).toEqual([400, 'unchecked']);
    const stranger = await finish('finish-stranger', w.sessionId);
    expect(stranger.statusCode).toBe(404);
    const session = await api.db.selectFrom('sessions').select(['finished_at']).where('id', '=', w.sessionId).executeTakeFirstOrThrow();
    expect(session.finished_at).toBeNull();
    expect(await api.db.selectFrom('planned_sets').select('id').where('exercise_id', '=', w.bench.id).execute()).toHaveLength(4);
  });
});
