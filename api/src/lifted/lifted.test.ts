// One definition of what was lifted (sql.ts), held against every reader: the same sets (kg and
// lbs, bodyweight, timed, beyond Epley's rep limit, 0 lbs), logged through the api, must give the
// numbers the TypeScript oracle below computes (rounded to 0.01 by PostgreSQL, as every reader
// answers them), in the progress points, the personal records, a goal's progress, the calendar's
// day summaries and a group member's workout summaries.
import type {
  CalendarSession,
  Exercise,
  GoalWithProgress,
  MemberSession,
  PersonalRecords,
  ProgressPoint,
  SetKind,
  WeightUnit,
} from '@liftbook/shared/contract';
import { createTestApi, type TestApi } from '../../test/harness.js';
import { utcDay, goalProgress, type LoggedSet } from '../modules/goals/progress.js';
import { LBS_PER_KG } from '@liftbook/shared/set-rules';
import { sql } from 'kysely';
import { E1RM_MAX_REPS } from './sql.js';

// The oracle: what was lifted, in TypeScript, as sql.ts's liftedLbs, liftedVolume, liftedE1rm and
// countedSet must answer it.

/** A logged set as the definition reads it (the stored columns). */
interface LiftedSet {
  weight: number | null;
  weight_unit: WeightUnit | null;
  reps: number | null;
  duration_ms?: number | null;
  /** 'normal' when absent. */
  kind?: SetKind;
}

/** A weight in lbs: kg converted, lbs (or no unit) as is. */
function toLbs(weight: number, unit: WeightUnit | null): number {
  return unit === 'kg' ? weight * LBS_PER_KG : weight;
}

/** The set's weight in lbs; null when it has none. */
function setLbs(set: LiftedSet): number | null {
  return set.weight === null ? null : toLbs(set.weight, set.weight_unit);
}

/** Epley's factor for `reps`: 1 for a single, 1 + reps / 30 up to E1RM_MAX_REPS; null outside. */
function epleyFactor(reps: number | null): number | null {
  if (reps === null || !Number.isInteger(reps) || reps < 1 || reps > E1RM_MAX_REPS) return null;
  return reps === 1 ? 1 : 1 + reps / 30;
}

/** The set's estimated 1RM in lbs; null when there is none (no weight, reps out of range, 0 lbs). */
function setE1rm(set: LiftedSet): number | null {
  const lbs = setLbs(set);
  const factor = epleyFactor(set.reps);
  if (lbs === null || factor === null) return null;
  const estimate = lbs * factor;
  return estimate > 0 ? estimate : null;
}

/** lbs × reps; null when the set lacks either. */
function setVolume(set: LiftedSet): number | null {
  const lbs = setLbs(set);
  return lbs === null || set.reps === null ? null : lbs * set.reps;
}

/** Whether a logged set counts towards what was lifted: every kind but a warm-up. */
function countsSet(set: LiftedSet): boolean {
  return set.kind !== 'warmup';
}

/** lbs to 0.01 as every reader answers them: PostgreSQL's round(x::numeric, 2). */
async function roundLbs(x: number | null): Promise<number | null> {
  if (x === null) return null;
  const { rows } = await sql<{ lbs: number }>`SELECT round(${x}::float8::numeric, 2) AS lbs`.execute(api.db);
  return rows[0]!.lbs;
}

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('the definition', () => {
  test.each([
    [100, 'kg', 220.462],
    [100, 'lbs', 100],
    [100, null, 100],
    [72.5, 'kg', 72.5 * 2.20462],
  ] as const)('toLbs(%p, %p) = %p', (weight, unit, lbs) => {
    expect(toLbs(weight, unit)).toBe(lbs);
  });

  test.each([
    [null, null],
    [0, null],
    [1, 1],
    [5, 1 + 5 / 30],
    [E1RM_MAX_REPS, 1 + E1RM_MAX_REPS / 30],
    [E1RM_MAX_REPS + 1, null],
  ])('epleyFactor(%p) = %p', (reps, factor) => {
    expect(epleyFactor(reps)).toBe(factor);
  });

  test.each<[LiftedSet, number | null, number | null]>([
    [{ weight: 100, weight_unit: 'kg', reps: 5 }, 100 * LBS_PER_KG * 5, 100 * LBS_PER_KG * (1 + 5 / 30)],
    [{ weight: 225, weight_unit: 'lbs', reps: 1 }, 225, 225],
    [{ weight: 135, weight_unit: 'lbs', reps: 13 }, 135 * 13, null],
    [{ weight: 0, weight_unit: 'lbs', reps: 10 }, 0, null],
    [{ weight: null, weight_unit: null, reps: 12 }, null, null],
    [{ weight: null, weight_unit: null, reps: null, duration_ms: 60_000 }, null, null],
  ])('%p: volume %p, e1RM %p', (set, volume, e1rm) => {
    expect(setVolume(set)).toBe(volume);
    expect(setE1rm(set)).toBe(e1rm);
    expect(countsSet(set)).toBe(true);
  });

  test.each<[LiftedSet['kind'], boolean]>([
    [undefined, true],
    ['normal', true],
    ['drop', true],
    ['failure', true],
    ['warmup', false],
  ])('a %p set counts: %p', (kind, counts) => {
    expect(countsSet({ weight: 135, weight_unit: 'lbs', reps: 5, kind })).toBe(counts);
  });
});

/** A day's sets of each exercise: what is logged, by name and type. */
interface LoggedExercise {
  name: string;
  type: 'weighted' | 'reps' | 'duration';
  sets: LiftedSet[];
}

const today = utcDay(new Date());
const tomorrow = utcDay(new Date(Date.now() + 86_400_000));
const kg = (weight: number, reps: number): LiftedSet => ({ weight, weight_unit: 'kg', reps });
const lbs = (weight: number, reps: number): LiftedSet => ({ weight, weight_unit: 'lbs', reps });
const bodyweight = (reps: number): LiftedSet => ({ weight: null, weight_unit: null, reps });
const timed = (ms: number): LiftedSet => ({ weight: null, weight_unit: null, reps: null, duration_ms: ms });
/** A warm-up heavier than anything else logged: were it counted, every record would move. */
const heavyWarmup = (weight: number, reps: number): LiftedSet => ({ weight, weight_unit: 'lbs', reps, kind: 'warmup' });

/** Two days (today and tomorrow: a goal made today counts both), kg and lbs, bodyweight and timed sets. */
const DAYS: Record<string, LoggedExercise[]> = {
  [today]: [
    { name: 'Bench Press', type: 'weighted', sets: [heavyWarmup(405, 12), kg(100, 5), lbs(225, 3), kg(60.5, 12), kg(102.5, 1), lbs(135, 13), lbs(0, 10)] },
    { name: 'Pull Up', type: 'reps', sets: [{ ...bodyweight(40), kind: 'warmup' }, bodyweight(10), bodyweight(12)] },
    { name: 'Plank', type: 'duration', sets: [timed(60_000), timed(45_500)] },
  ],
  [tomorrow]: [
    { name: 'Bench Press', type: 'weighted', sets: [kg(80.35, 8), lbs(221.5, 2), kg(72.5, 5)] },
    { name: 'Pull Up', type: 'reps', sets: [bodyweight(15), kg(10, 6)] },
  ],
};
const LIFTS = ['Bench Press', 'Pull Up', 'Plank'];
/** Each lift here is logged as one type throughout: the type the api reports for it. */
const typeOf = (lift: string) =>
  Object.values(DAYS)
    .flat()
    .find((e) => e.name === lift)!.type;

const max = (values: (number | null)[]): number | null =>
  values.reduce<number | null>((best, v) => (v !== null && (best === null || v > best) ? v : best), null);
const sum = (values: (number | null)[]): number | null => values.reduce<number | null>((total, v) => (v === null ? total : (total ?? 0) + v), null);
const counted = (sets: LiftedSet[]) => sets.filter(countsSet);
const setsOf = (day: string, lift: string) => counted((DAYS[day] ?? []).filter((e) => e.name === lift).flatMap((e) => e.sets));

/** What a progress point of `lift` on `day` must say, from the oracle alone. */
async function expectedPoint(day: string, lift: string): Promise<ProgressPoint> {
  const sets = setsOf(day, lift);
  return {
    date: `${day}T00:00:00.000Z`,
    max_weight: await roundLbs(max(sets.map(setLbs))),
    max_reps: max(sets.map((s) => s.reps)),
    total_volume: await roundLbs(sum(sets.map(setVolume))),
    best_e1rm: await roundLbs(max(sets.map(setE1rm))),
    total_reps: sum(sets.map((s) => s.reps)),
    longest_duration: max(sets.map((s) => s.duration_ms ?? null)),
    total_duration: sum(sets.map((s) => s.duration_ms ?? null)),
    type: typeOf(lift),
  };
}

let userId: number;
let groupId: number;
let benchSessionId: number;
beforeAll(async () => {
  const as = async (method: 'GET' | 'POST', url: string, payload?: object, status = method === 'POST' ? 201 : 200) => {
    const response = await api.as('lifter', { method, url, payload });
    expect(response.statusCode).toBe(status);
    return response.json();
  };
  userId = (await as('GET', '/api/user/profile')).id;
  for (const [day, exercises] of Object.entries(DAYS)) {
    const session = await as('POST', '/api/sessions', { session_date: day, session_type: 'training' });
    if (day === today) benchSessionId = session.id;
    for (const exercise of exercises) {
      const sets = exercise.sets.map(({ weight, weight_unit, reps, duration_ms, kind }) => ({
        ...(kind === undefined ? {} : { kind }),
        ...(weight === null ? {} : { weight, weight_unit }),
        ...(reps === null ? {} : { reps }),
        ...(duration_ms == null ? {} : { duration: duration_ms }),
      }));
      await as('POST', `/api/sessions/${session.id}/exercises`, { name: exercise.name, type: exercise.type, sets });
    }
  }
  groupId = (await as('POST', '/api/groups', { name: 'Lifters' })).id;
  const target = tomorrow.slice(0, 4) === today.slice(0, 4) ? `${Number(today.slice(0, 4)) + 1}-06-01` : `${tomorrow.slice(0, 4)}-06-01`;
  await as('POST', '/api/goals', {
    exercise_name: 'bench press',
    current_weight: 185,
    current_reps: 5,
    target_weight: 260,
    target_reps: 5,
    target_date: target,
  });
  await as('POST', '/api/goals', { exercise_name: 'Bench Press', current_weight: 200, target_weight: 250, target_date: target });
  await as('POST', '/api/goals', { exercise_name: 'Pull Up', current_reps: 8, target_reps: 20, target_date: target });
});

test('PostgreSQL stores every set’s weight in lbs exactly as toLbs computes it', async () => {
  const rows = await api.db.selectFrom('sets').select(['weight', 'weight_unit', 'weight_lbs', 'reps']).execute();
  expect(rows.length).toBe(
    Object.values(DAYS)
      .flat()
      .flatMap((e) => e.sets).length,
  );
  for (const row of rows) {
    const weight = row.weight === null ? null : Number(row.weight);
    expect(row.weight_lbs).toBe(setLbs({ weight, weight_unit: row.weight_unit, reps: row.reps }));
  }
});

test.each(LIFTS)('progress points of %s are the oracle’s numbers, day by day', async (lift) => {
  const response = await api.as('lifter', { method: 'GET', url: `/api/exercises/progress?exercise_name=${encodeURIComponent(lift)}` });
  expect(response.statusCode).toBe(200);
  const days = Object.keys(DAYS).filter((day) => setsOf(day, lift).length > 0);
  expect(response.json()).toEqual(await Promise.all(days.map((day) => expectedPoint(day, lift))));
});

test.each(LIFTS)('personal records of %s agree with the progress points', async (lift) => {
  const response = await api.as('lifter', { method: 'GET', url: `/api/exercises/records?exercise_name=${encodeURIComponent(lift)}` });
  expect(response.statusCode).toBe(200);
  const records: PersonalRecords = response.json();
  const points = await Promise.all(Object.keys(DAYS).map((day) => expectedPoint(day, lift)));
  const all = Object.keys(DAYS).flatMap((day) => setsOf(day, lift));
  expect(records.heaviest_set?.weight ?? null).toBe(max(points.map((p) => p.max_weight)) || null);
  expect(records.best_e1rm?.e1rm ?? null).toBe(max(points.map((p) => p.best_e1rm)));
  expect(records.best_session_volume?.volume ?? null).toBe(max(points.map((p) => p.total_volume)) || null);
  expect(records.most_reps?.reps ?? null).toBe(max(all.map((s) => s.reps)));
  // 1RM..10RM: the heaviest set of at least N reps.
  expect(records.rep_maxes.map((r) => r.weight)).toEqual(
    await Promise.all(records.rep_maxes.map(({ reps }) => roundLbs(max(all.filter((s) => (s.reps ?? 0) >= reps).map(setLbs)) || null))),
  );
  expect(records.type).toBe(typeOf(lift));
});

test('goal progress takes its sets, in lbs, from the same definition', async () => {
  const response = await api.as('lifter', { method: 'GET', url: '/api/goals' });
  expect(response.statusCode).toBe(200);
  const goals: GoalWithProgress[] = response.json();
  expect(goals).toHaveLength(3);
  for (const goal of goals) {
    const lift = LIFTS.find((name) => name.toLowerCase() === goal.exercise_name.toLowerCase())!;
    const sets: LoggedSet[] = Object.keys(DAYS).flatMap((day) =>
      setsOf(day, lift)
        .filter((s) => s.weight !== null || s.reps !== null)
        .map((s) => ({ weight: setLbs(s) ?? 0, reps: s.reps ?? 0, day })),
    );
    const progress = goalProgress({ ...goal, created_at: new Date(goal.created_at), target_date: goal.target_date.slice(0, 10) }, sets, new Date());
    expect(goal.progress).toEqual(progress);
  }
  // Sets were found and scored (not just the goals' starts), kg sets among them.
  expect(goals.map((g) => g.progress.best_set_date)).not.toContain(null);
});

/** Per exercise of a day: name, counted sets and volume, as the summaries must say. */
const expectedSummaries = (day: string) =>
  Promise.all(
    (DAYS[day] ?? []).map(async (e) => ({ name: e.name, set_count: e.sets.length, volume_lbs: (await roundLbs(sum(counted(e.sets).map(setVolume)))) ?? 0 })),
  );

test('the calendar’s day summaries: set counts and volumes as the oracle’s, equal to the progress points', async () => {
  const response = await api.as('lifter', { method: 'GET', url: `/api/sessions/calendar?start_date=${today}&end_date=${tomorrow}` });
  expect(response.statusCode).toBe(200);
  const sessions: CalendarSession[] = response.json();
  for (const day of Object.keys(DAYS)) {
    const exercises = sessions.filter((s) => s.session_date.startsWith(day)).flatMap((s) => s.exercises);
    expect(exercises.map(({ name, set_count, volume_lbs }) => ({ name, set_count, volume_lbs }))).toEqual(await expectedSummaries(day));
    // One exercise of a lift a day: its volume is the day's progress point.
    for (const exercise of exercises) expect(exercise.volume_lbs).toBe((await expectedPoint(day, exercise.name)).total_volume ?? 0);
  }
});

test('a member’s workout summaries count the same sets', async () => {
  const response = await api.as('lifter', { method: 'GET', url: `/api/groups/${groupId}/members/${userId}/sessions` });
  expect(response.statusCode).toBe(200);
  const sessions: MemberSession[] = response.json();
  expect(sessions).toHaveLength(2);
  for (const session of sessions) {
    const day = session.session_date.slice(0, 10);
    expect(session.exercises.map(({ name, set_count }) => ({ name, set_count }))).toEqual(
      (await expectedSummaries(day)).map(({ name, set_count }) => ({ name, set_count })),
    );
  }
});

test('a heavy warm-up moves no record, no progress point and no goal (it still shows and counts as a set)', async () => {
  const records: PersonalRecords = (await api.as('lifter', { method: 'GET', url: '/api/exercises/records?exercise_name=Bench%20Press' })).json();
  // The heaviest counted set is 225 lbs (102.5 kg = 225.97 lbs), nowhere near the 405 lbs warm-up.
  expect(records.heaviest_set?.weight).toBe(await roundLbs(102.5 * LBS_PER_KG));
  expect(records.most_reps?.reps).toBe(13);
  const points: ProgressPoint[] = (await api.as('lifter', { method: 'GET', url: '/api/exercises/progress?exercise_name=Bench%20Press' })).json();
  expect(points.map((p) => p.max_weight)).not.toContain(405);
  const pullUps: PersonalRecords = (await api.as('lifter', { method: 'GET', url: '/api/exercises/records?exercise_name=Pull%20Up' })).json();
  expect(pullUps.most_reps?.reps).toBe(15);
  // Goals: the goal test above scores the counted sets only (the oracle) and equals the api's answer.
  const exercises: Exercise[] = (await api.as('lifter', { method: 'GET', url: `/api/sessions/${benchSessionId}/exercises` })).json();
  expect(exercises.find((e) => e.name === 'Bench Press')?.sets[0]).toMatchObject({ weight: 405, kind: 'warmup' });
});
