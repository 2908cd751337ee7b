// A workout from a plan through the outbox (issue 30): Start of a routine and Finish queue like the
// logging flow's writes; the session started offline shows the routine's planned sets as Start
// makes them, checked sets move off the plan, and Finish counts what it can on this device.
import type { Exercise, Routine, RoutineExercise, RoutineSet, Session } from '../contract';
import {
  dependentsOf,
  describeChange,
  isOutboxWrite,
  isProvisionalFinish,
  localIdsFor,
  LOCAL_ID_BASE,
  provisionalAnswer,
  provisionalFinish,
  resolveUrl,
  serverIdsFrom,
  withPending,
  type OutboxEntry,
  type WriteMethod,
} from './outbox';

const L = LOCAL_ID_BASE;
const at = '2026-11-24T10:00:00.000Z';
const noNames = () => undefined;

const rset = (overrides: Partial<RoutineSet> = {}): RoutineSet => ({
  kind: 'normal',
  reps_min: 5,
  reps_max: 8,
  weight: 60,
  percent_of_tm: null,
  duration: null,
  distance: null,
  rpe: null,
  rest_seconds: 90,
  ...overrides,
});
const rexercise = (position: number, name: string, sets: RoutineSet[], overrides: Partial<RoutineExercise> = {}): RoutineExercise => ({
  id: 100 + position,
  position,
  name,
  type: 'weighted',
  dictionary_exercise_id: null,
  variation: null,
  note: null,
  superset_group: null,
  weight_unit: 'kg',
  training_max: null,
  progression: null,
  failures: 0,
  cycle_week: 1,
  sets,
  ...overrides,
});
const pushA: Routine = {
  id: 7,
  name: 'Push A',
  created_at: at,
  updated_at: at,
  exercises: [
    rexercise(1, 'Bench Press', [rset(), rset(), rset({ weight: null, percent_of_tm: 72.5 })], { training_max: 102.5, note: 'grip outside rings' }),
    rexercise(2, 'Cable Fly', [rset({ reps_min: 12, reps_max: null, weight: 15, rest_seconds: 0 })], { superset_group: 1 }),
  ],
};

let seq = 0;
function entry(method: WriteMethod, url: string, body: unknown = null, routine?: Routine, extra: Partial<OutboxEntry> = {}): OutboxEntry {
  seq += 1;
  let next = L + seq * 100;
  return {
    seq,
    key: `k${seq}`,
    method,
    url,
    body,
    createdAt: at,
    attempts: 0,
    state: 'pending',
    ...localIdsFor(method, url, body, () => ++next, routine),
    ...extra,
  };
}

describe('which writes of a workout from a plan queue', () => {
  it.each<[string, string, boolean]>([
    ['POST', '/routines/7/start', true],
    ['POST', '/sessions/4/finish', true],
    ['GET', '/routines/7', false],
    ['PUT', '/sessions/4/finish', false],
    ['POST', '/routines/7/start/again', false],
    ['DELETE', '/routines/7', true],
    ['PUT', '/routines/7', false],
    ['POST', '/routines', false],
  ])('%s %s -> %s', (method, url, expected) => expect(isOutboxWrite(method, url)).toBe(expected));
});

describe('Start of a routine offline', () => {
  const start = entry('POST', '/routines/7/start', { session_date: '2026-11-24T00:00:00.000Z' }, pushA);

  it('hands out ids for the session, each exercise and each planned set; without a saved copy only the session', () => {
    expect(start.localId).toBeGreaterThanOrEqual(L);
    expect(start.plan?.exercises.map((e) => e.planned.length)).toEqual([3, 1]);
    const all = [start.localId!, ...start.plan!.exercises.flatMap((e) => [e.id, ...e.planned])];
    expect(new Set(all).size).toBe(all.length);
    const bare = entry('POST', '/routines/7/start', { session_date: '2026-11-24T00:00:00.000Z' });
    expect(bare.plan).toBeUndefined();
    expect(bare.localId).toBeGreaterThanOrEqual(L);
    expect(entry('POST', '/sessions/4/finish', { unchecked: 'drop' }).localId).toBeUndefined();
  });

  it("answers today's session named after the routine, listed with the others", () => {
    expect(provisionalAnswer(start, noNames)).toMatchObject({
      id: start.localId,
      session_type: 'Push A',
      routine_id: 7,
      session_date: '2026-11-24T00:00:00.000Z',
      finished_at: null,
    });
    expect((withPending('/sessions?limit=50', [], [start], noNames) as Session[]).map((s) => s.id)).toEqual([start.localId]);
    expect(withPending(`/sessions/${start.localId}`, undefined, [start], noNames)).toMatchObject({ session_type: 'Push A' });
  });

  it('shows the planned sets as Start makes them: range bottom as reps, the top kept, a % of the training max rounded down, the note and the superset', () => {
    const [bench, fly] = withPending(`/sessions/${start.localId}/exercises`, undefined, [start], noNames) as Exercise[];
    expect(bench).toMatchObject({ id: start.plan!.exercises[0]!.id, name: 'Bench Press', notes: 'grip outside rings', position: 1, sets: [] });
    expect(bench!.planned_sets.map((p) => [p.id, p.reps, p.reps_max, p.weight, p.weight_unit, p.rest_seconds])).toEqual([
      [start.plan!.exercises[0]!.planned[0], 5, 8, 60, 'kg', 90],
      [start.plan!.exercises[0]!.planned[1], 5, 8, 60, 'kg', 90],
      [start.plan!.exercises[0]!.planned[2], 5, 8, 74.25, 'kg', 90],
    ]);
    expect(fly).toMatchObject({ name: 'Cable Fly', superset_group: 1, position: 2 });
    expect(fly!.planned_sets[0]).toMatchObject({ reps: 12, reps_max: null, weight: 15 });
  });

  it('a set checked moves off the plan into the sets; a planned set removed is gone; a set added joins', () => {
    const [benchId, [p1, p2]] = [start.plan!.exercises[0]!.id, start.plan!.exercises[0]!.planned];
    const logged = entry('POST', `/exercises/${benchId}/planned_sets/${p1}/log`, { weight: 60, weight_unit: 'kg', reps: 5 });
    const removed = entry('DELETE', `/exercises/${benchId}/planned_sets/${p2}`);
    const added = entry('POST', `/exercises/${benchId}/sets`, { weight: 62.5, weight_unit: 'kg', reps: 3 });
    const [bench] = withPending(`/sessions/${start.localId}/exercises`, undefined, [start, logged, removed, added], noNames) as Exercise[];
    expect(bench!.sets.map((s) => [s.set_number, s.weight, s.reps])).toEqual([
      [1, 60, 5],
      [2, 62.5, 3],
    ]);
    expect(bench!.planned_sets).toHaveLength(1);
  });

  it('no Previous and no records for a session only this device has (not an error)', () => {
    expect(withPending(`/sessions/${start.localId}/last-time`, undefined, [start], noNames)).toEqual([]);
    expect(withPending(`/sessions/${start.localId}/records`, undefined, [start], noNames)).toEqual([]);
    expect(withPending('/sessions/5/records', undefined, [start], noNames)).toBeUndefined();
  });

  it("maps the plan's ids to the server's, by position, from the session answered with its exercises", () => {
    const server = (id: number, position: number, planned: number[]) =>
      ({ id, position, planned_sets: planned.map((p, i) => ({ id: p, position: i + 1 })) }) as unknown as Exercise;
    const ids = new Map(serverIdsFrom(start, { id: 40, exercises: [server(402, 2, [21]), server(401, 1, [11, 12, 13])] }));
    const [bench, fly] = start.plan!.exercises;
    expect(ids.get(start.localId!)).toBe(40);
    expect([bench!.id, ...bench!.planned].map((id) => ids.get(id))).toEqual([401, 11, 12, 13]);
    expect([fly!.id, ...fly!.planned].map((id) => ids.get(id))).toEqual([402, 21]);
    expect(resolveUrl(`/exercises/${bench!.id}/planned_sets/${bench!.planned[2]}/log`, ids).url).toBe('/exercises/401/planned_sets/13/log');
    // The routine lost an exercise elsewhere meanwhile: its ids stay local, so what names them cannot be sent.
    const fewer = new Map(serverIdsFrom(start, { id: 40, exercises: [server(401, 1, [11, 12, 13])] }));
    expect(resolveUrl(`/exercises/${fly!.id}/planned_sets/${fly!.planned[0]}/log`, fewer).missing).toHaveLength(2);
  });

  it('a refused start takes the checks and the Finish of its session with it', () => {
    const benchId = start.plan!.exercises[0]!.id;
    const logged = entry('POST', `/exercises/${benchId}/planned_sets/${start.plan!.exercises[0]!.planned[0]}/log`, { reps: 5 });
    const finish = entry('POST', `/sessions/${start.localId}/finish`, { unchecked: 'drop' });
    const other = entry('POST', '/sessions/3/exercises', { name: 'Row' });
    expect(dependentsOf(start, [start, logged, finish, other]).map((e) => e.key)).toEqual([logged.key, finish.key]);
  });

  it("says what it was in the lifter's words", () => {
    expect(describeChange(start)).toBe('Started routine: Push A, 2026-11-24');
    expect(describeChange(entry('POST', '/sessions/4/finish', { unchecked: 'skip' }))).toBe('Finished workout');
  });
});

describe('Finish offline', () => {
  const start = entry('POST', '/routines/7/start', { session_date: '2026-11-24T00:00:00.000Z' }, pushA);
  const [benchId, [p1]] = [start.plan!.exercises[0]!.id, start.plan!.exercises[0]!.planned];
  const logged = entry('POST', `/exercises/${benchId}/planned_sets/${p1}/log`, { weight: 60, weight_unit: 'kg', reps: 5 }, undefined, {
    createdAt: '2026-11-24T10:00:00.000Z',
  });
  const warm = entry('POST', `/exercises/${benchId}/sets`, { weight: 20, weight_unit: 'kg', reps: 10, kind: 'warmup' }, undefined, {
    createdAt: '2026-11-24T09:58:00.000Z',
  });
  const finish = entry('POST', `/sessions/${start.localId}/finish`, { unchecked: 'drop' }, undefined, { createdAt: '2026-11-24T10:45:30.000Z' });
  const pending = [start, warm, logged, finish];

  it('the session is finished and nothing is left on the plan', () => {
    expect(withPending(`/sessions/${start.localId}`, undefined, pending, noNames)).toMatchObject({ finished_at: finish.createdAt });
    const exercises = withPending(`/sessions/${start.localId}/exercises`, undefined, pending, noNames) as Exercise[];
    expect(exercises.map((e) => e.planned_sets.length)).toEqual([0, 0]);
    expect(exercises[0]!.sets).toHaveLength(2);
    // A session the server has: finished the same way over its saved copy.
    expect(withPending('/sessions/4', { id: 4, finished_at: null }, [entry('POST', '/sessions/4/finish', { unchecked: 'skip' })], noNames)).toMatchObject({
      finished_at: at,
    });
  });

  it('counts duration from the first set logged, volume without warm-ups, every set; records and next targets wait for the server', () => {
    const session = withPending(`/sessions/${start.localId}`, undefined, pending, noNames) as Session;
    const exercises = withPending(`/sessions/${start.localId}/exercises`, undefined, pending, noNames) as Exercise[];
    const summary = provisionalFinish(finish, session, exercises);
    expect(summary).toMatchObject({ duration_ms: 47.5 * 60_000, set_count: 2, records: [], progression: [], provisional: true });
    expect(summary.volume_lbs).toBeCloseTo(60 * 5 * 2.20462, 2);
    expect(isProvisionalFinish(summary)).toBe(true);
    expect(isProvisionalFinish({ ...summary, provisional: undefined } as never)).toBe(false);
    expect(provisionalFinish(finish, session, []).duration_ms).toBeNull();
  });
});

describe('a routine deleted offline', () => {
  it("is gone from the list at once, the others kept; said in the lifter's words", () => {
    const gone = entry('DELETE', '/routines/7');
    const list = [
      { id: 7, name: 'Push A' },
      { id: 8, name: 'Pull A' },
    ];
    expect(withPending('/routines', list, [gone], noNames)).toEqual([{ id: 8, name: 'Pull A' }]);
    expect(withPending('/routines', undefined, [gone], noNames)).toBeUndefined();
    expect(describeChange(gone)).toBe('Deleted routine');
  });
});
