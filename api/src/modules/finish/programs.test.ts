// The built-in programs (@liftbook/shared/training) through the api: every routine of each passes
// the api's validation as it is, in both units, and a program run as a lifter runs it (Start, one
// tap per planned set, Finish, Start again) gives next time the weights and reps its rule says.
import type { Exercise, FinishSummary, Routine, Session, WeightUnit } from '@liftbook/shared/contract';
import { builtInProgram, PROGRAMS } from '@liftbook/shared/training';
import { createTestApi, type TestApi } from '../../../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

type Req = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
const json = <T>(sub: string, request: Req, status = 200) => api.json<T>(sub, request, status);

it.each(PROGRAMS.flatMap(({ key }) => (['kg', 'lbs'] as WeightUnit[]).map((unit) => [key, unit] as const)))(
  '%s in %s: every routine is one the api accepts as it is',
  async (key, unit) => {
    const sub = `program-${key}-${unit}`;
    const program = builtInProgram(key, { unit });
    for (const input of program.routines) {
      const routine = await json<Routine>(sub, { method: 'POST', url: '/api/routines', payload: input }, 201);
      expect(routine.name).toBe(input.name);
      expect(routine.exercises.map((e) => [e.name, e.progression, e.training_max, e.sets.length])).toEqual(
        input.exercises.map((e) => [e.name, e.progression, e.training_max, e.sets.length]),
      );
    }
  },
);

/** Start the routine today, tap every planned set once, Finish: what the lifter does on a good day. */
async function doWorkout(sub: string, routineId: number, day: string): Promise<{ planned: Exercise[]; summary: FinishSummary }> {
  const session = await json<Session>(sub, { method: 'POST', url: `/api/routines/${routineId}/start`, payload: { session_date: day } }, 201);
  const planned = await json<Exercise[]>(sub, { method: 'GET', url: `/api/sessions/${session.id}/exercises` });
  for (const exercise of planned) {
    for (const set of exercise.planned_sets) {
      await json(sub, { method: 'POST', url: `/api/exercises/${exercise.id}/planned_sets/${set.id}/log`, payload: {} }, 201);
    }
  }
  const summary = await json<FinishSummary>(sub, { method: 'POST', url: `/api/sessions/${session.id}/finish`, payload: { unchecked: 'drop' } });
  return { planned, summary };
}

const firstWorking = (exercise: Exercise) => exercise.planned_sets.find((s) => s.kind !== 'warmup')!;

it('5×5 in kg through Start and Finish: the squat is planned 2.5 kg heavier every workout as A and B alternate', async () => {
  const sub = 'program-run-5x5';
  const [a, b] = builtInProgram('five-by-five', { unit: 'kg', weights: { Squat: 60 } }).routines;
  const routineA = await json<Routine>(sub, { method: 'POST', url: '/api/routines', payload: a }, 201);
  const routineB = await json<Routine>(sub, { method: 'POST', url: '/api/routines', payload: b }, 201);
  const squats: (number | null)[] = [];
  const days = ['2026-11-02', '2026-11-04', '2026-11-06', '2026-11-09'];
  for (const [i, day] of days.entries()) {
    const { planned, summary } = await doWorkout(sub, i % 2 === 0 ? routineA.id : routineB.id, day);
    squats.push(firstWorking(planned.find((e) => e.name === 'Squat')!).weight);
    expect(summary.progression.find((p) => p.exercise === 'Squat')?.summary).toMatch(/ → /);
  }
  expect(squats).toEqual([60, 62.5, 65, 67.5]);
});

it('push/pull/legs in lbs through Start and Finish: made targets come back a rep higher', async () => {
  const sub = 'program-run-ppl';
  const [push] = builtInProgram('push-pull-legs', { unit: 'lbs', weights: { 'Bench Press': 135 } }).routines;
  const routine = await json<Routine>(sub, { method: 'POST', url: '/api/routines', payload: push }, 201);
  const first = await doWorkout(sub, routine.id, '2026-11-02');
  const second = await doWorkout(sub, routine.id, '2026-11-05');
  const bench = (planned: Exercise[]) => firstWorking(planned.find((e) => e.name === 'Bench Press')!);
  expect([bench(first.planned).weight, bench(first.planned).reps, bench(first.planned).reps_max]).toEqual([135, 8, 12]);
  expect([bench(second.planned).weight, bench(second.planned).reps, bench(second.planned).reps_max]).toEqual([135, 9, 12]);
  expect(first.summary.progression.find((p) => p.exercise === 'Bench Press')?.summary).toBe('next: 9, 9, 9 reps at 135 lbs (0 of 3 sets at 12)');
});
