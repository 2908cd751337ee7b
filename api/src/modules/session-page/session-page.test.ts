// GET /api/sessions/{id}/page: the four reads the session page made, in one answer that equals
// them part for part, a routine's plan included; another lifter's session is the same 404; and a
// fixed number of statements whatever the session holds.
import type { Exercise, Session, SessionPage } from '@liftbook/shared/contract';
import { createTestApi, type TestApi } from '../../../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const json = async <T>(sub: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
  const response = await api.as(sub, { method, url, ...(payload && { payload }) });
  expect(response.statusCode).toBeLessThan(300);
  return response.json() as T;
};
const page = (sub: string, sessionId: number | string) => api.as(sub, { method: 'GET', url: `/api/sessions/${sessionId}/page` });

/** A session of `exercises` lifts with `sets` sets each (bench heavier each set, so records fall). */
async function loggedSession(sub: string, date: string, exercises: number, sets: number): Promise<Session> {
  const session = await json<Session>(sub, 'POST', '/api/sessions', { session_date: date, session_type: 'push' });
  for (let e = 0; e < exercises; e += 1) {
    const exercise = await json<Exercise>(sub, 'POST', `/api/sessions/${session.id}/exercises`, {
      name: e === 0 ? 'Bench Press' : `Lift ${e}`,
      type: 'weighted',
    });
    for (let s = 0; s < sets; s += 1)
      await json(sub, 'POST', `/api/exercises/${exercise.id}/sets`, { weight: 100 + 5 * s + (date > '2026-11-20' ? 10 : 0), weight_unit: 'kg', reps: 5 });
  }
  return session;
}

const ROUTINE_SET = {
  kind: 'normal',
  reps_min: 5,
  reps_max: null,
  weight: 120,
  percent_of_tm: null,
  duration: null,
  distance: null,
  rpe: null,
  rest_seconds: 120,
};
const routineExercise = (name: string) => ({
  name,
  type: 'weighted',
  variation: null,
  note: null,
  superset_group: null,
  weight_unit: 'kg',
  training_max: null,
  progression: null,
  sets: [ROUTINE_SET, ROUTINE_SET],
});

describe('GET /api/sessions/{id}/page', () => {
  test('answers what the session, exercises, last-time and records routes answer, in one', async () => {
    await loggedSession('pager', '2026-11-10', 2, 2);
    const session = await loggedSession('pager', '2026-11-24', 2, 3);
    const response = await page('pager', session.id);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as SessionPage;
    const [own, exercises, lastTimes, records] = await Promise.all(
      ['', '/exercises', '/last-time', '/records'].map((part) => json<unknown>('pager', 'GET', `/api/sessions/${session.id}${part}`)),
    );
    expect(answer).toEqual({ session: own, exercises, last_times: lastTimes, records });
    // Something in each part, so the comparison above compares something.
    expect(answer.exercises.map((e) => e.sets.length)).toEqual([3, 3]);
    expect(answer.last_times.map((l) => l.lift)).toEqual(expect.arrayContaining(['bench press', 'lift 1']));
    expect(answer.records.length).toBeGreaterThan(0);
  });

  test("a routine's session: its plan (planned sets) comes with the exercises", async () => {
    const routine = await json<{ id: number }>('planner', 'POST', '/api/routines', {
      name: 'Push A',
      exercises: [routineExercise('Bench Press'), routineExercise('Dip')],
    });
    const started = await json<Session>('planner', 'POST', `/api/routines/${routine.id}/start`, { session_date: '2026-11-27' });
    const answer = (await page('planner', started.id)).json() as SessionPage;
    expect(answer.session).toMatchObject({ id: started.id, routine_id: routine.id });
    expect(answer.exercises.map((e) => [e.name, e.sets.length, e.planned_sets?.length])).toEqual([
      ['Bench Press', 0, 2],
      ['Dip', 0, 2],
    ]);
    expect(answer).toMatchObject({ last_times: [], records: [] });
  });

  test("another lifter's session, or none, is the same 404; a malformed id is a 400", async () => {
    const session = await loggedSession('owner', '2026-11-24', 1, 1);
    const other = await page('intruder', session.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Session not found');
    expect(other.body).not.toContain('Bench Press');
    expect((await page('owner', 987654321)).json()).toEqual(other.json());
    expect((await page('owner', 'one')).statusCode).toBe(400);
  });

  test('a fixed number of statements, whatever the session holds', async () => {
    const small = await loggedSession('counter', '2026-11-20', 1, 1);
    const large = await loggedSession('counter', '2026-11-24', 8, 6);
    const statementsFor = async (sessionId: number) => {
      const { result, queries } = await api.recordQueries(() => page('counter', sessionId));
      expect(result.statusCode).toBe(200);
      return queries;
    };
    const few = await statementsFor(small.id);
    const many = await statementsFor(large.id);
    expect(many.length).toBe(few.length);
    // The session, its exercises, last time (2: the session's own check, then the lifts), records (1).
    expect(many.filter((q) => !/^(begin|commit|start transaction|set transaction)/i.test(q))).toHaveLength(5);
  });
});
