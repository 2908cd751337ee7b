import type { PersonalRecords, ProgressPoint } from '@liftbook/shared/contract';
import { sql, type RawBuilder } from 'kysely';
import { addDays } from '../../lib/calendar-date.js';
import { createTestApi, type TestApi } from '../../../test/harness.js';
import { insertSets } from '../sets/queries.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

interface LoggedSet {
  weight?: number;
  weight_unit?: 'lbs' | 'kg';
  reps?: number;
  duration?: number;
  kind?: 'normal' | 'warmup' | 'drop' | 'failure';
}
interface LoggedExercise {
  name: string;
  type?: 'weighted' | 'reps' | 'duration';
  sets: LoggedSet[];
}

/** Logs a session through the api, as the sessions area does: session, exercises, then sets. */
async function logSession(sub: string, day: string, exercises: LoggedExercise[]): Promise<void> {
  const session = await api.as(sub, { method: 'POST', url: '/api/sessions', payload: { session_date: day, session_type: 'training' } });
  expect(session.statusCode).toBe(201);
  for (const exercise of exercises) {
    const created = await api.as(sub, {
      method: 'POST',
      url: `/api/sessions/${session.json().id}/exercises`,
      payload: { name: exercise.name, type: exercise.type ?? 'weighted' },
    });
    expect(created.statusCode).toBe(201);
    for (const set of exercise.sets) {
      const logged = await api.as(sub, { method: 'POST', url: `/api/exercises/${created.json().id}/sets`, payload: set as object });
      expect(logged.statusCode).toBe(201);
    }
  }
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const progress = (sub: string, params: Record<string, string>) => api.as(sub, { method: 'GET', url: `/api/exercises/progress?${query(params)}` });
const records = (sub: string, params: Record<string, string>) => api.as(sub, { method: 'GET', url: `/api/exercises/records?${query(params)}` });
/** Every field of each point, the type-following ones (reps, durations) too. */
const allPoints = async (sub: string, params: Record<string, string>): Promise<ProgressPoint[]> => {
  const response = await progress(sub, params);
  expect(response.statusCode).toBe(200);
  return response.json();
};
type WeightPoint = Pick<ProgressPoint, 'date' | 'max_weight' | 'max_reps' | 'total_volume' | 'best_e1rm'>;
/** The spec's fields of each point (weight, reps, volume, estimate): what most tests here pin. */
const points = async (sub: string, params: Record<string, string>): Promise<WeightPoint[]> =>
  (await allPoints(sub, params)).map(({ date, max_weight, max_reps, total_volume, best_e1rm }) => ({ date, max_weight, max_reps, total_volume, best_e1rm }));
const iso = (day: string) => `${day}T00:00:00.000Z`;
const now = new Date();
const daysAgo = (n: number) => addDays(now, -n);

describe('GET /api/exercises/progress: periods', () => {
  // One single on each of these days (days ago), its weight telling the days apart; the period decides which come back.
  const ages = [0, 6, 7, 29, 30, 364, 365, 2000];
  const weightOf = (age: number) => 100 + ages.indexOf(age) * 5;
  beforeAll(async () => {
    for (const age of ages) await logSession('periods', daysAgo(age), [{ name: 'Back Squat', sets: [{ weight: weightOf(age), reps: 1 }] }]);
  });

  test.each([
    ['week', [6, 0]],
    ['month', [29, 7, 6, 0]],
    ['year', [364, 30, 29, 7, 6, 0]],
    ['all', [2000, 365, 364, 30, 29, 7, 6, 0]],
  ])('period %s: the last 7, 30, 365 days (today included) or everything, oldest first', async (period, expectedAges) => {
    const answer = await points('periods', { exercise_name: 'Back Squat', period });
    expect(answer.map((p) => p.date)).toEqual(expectedAges.map((age) => iso(daysAgo(age))));
    expect(answer.map((p) => p.max_weight)).toEqual(expectedAges.map(weightOf));
  });

  test('no period means all time (docs/product.md §7)', async () => {
    expect(await points('periods', { exercise_name: 'Back Squat' })).toHaveLength(ages.length);
  });

  test('a name nobody logged, or another exercise, answers an empty list', async () => {
    expect(await points('periods', { exercise_name: 'Front Squat', period: 'all' })).toEqual([]);
  });
});

describe('GET /api/exercises/progress: the numbers of a day', () => {
  beforeAll(async () => {
    await logSession('numbers', '2026-03-02', [
      { name: 'Bench Press', sets: [{ weight: 100, weight_unit: 'kg', reps: 1 }] },
      {
        name: 'Deadlift',
        sets: [
          { weight: 100, weight_unit: 'kg', reps: 5 },
          { weight: 225, weight_unit: 'lbs', reps: 3 },
          { weight: 135, reps: 20 },
        ],
      },
      { name: 'Pull-ups', type: 'reps', sets: [{ reps: 12 }, { reps: 9 }] },
      { name: 'Plank', type: 'duration', sets: [{ duration: 60_000 }, { duration: 90_000 }] },
    ]);
    // Two sessions on one day are one point: the second adds to the first.
    await logSession('numbers', '2026-03-05', [{ name: 'Deadlift', sets: [{ weight: 300, reps: 2 }] }]);
    await logSession('numbers', '2026-03-05', [
      {
        name: 'Deadlift',
        sets: [
          { weight: 315, reps: 1 },
          { weight: 0, reps: 15 },
        ],
      },
    ]);
  });

  test('a 100 kg single charts as 220.46 lbs, never as 100', async () => {
    expect(await points('numbers', { exercise_name: 'Bench Press' })).toEqual([
      { date: iso('2026-03-02'), max_weight: 220.46, max_reps: 1, total_volume: 220.46, best_e1rm: 220.46 },
    ]);
  });

  test('kg and lbs sets of one day: max, reps, volume (Σ weight × reps) and Epley over 1–12 reps', async () => {
    const [day] = await points('numbers', { exercise_name: 'Deadlift' });
    // 100 kg = 220.462 lbs × 5 = 1102.31; 225 × 3 = 675; 135 × 20 = 2700.
    // Epley: 220.462 × (1 + 5/30) = 257.206 beats 225 × 1.1 = 247.5; the set of 20 is not estimated.
    expect(day).toEqual({ date: iso('2026-03-02'), max_weight: 225, max_reps: 20, total_volume: 4477.31, best_e1rm: 257.21 });
  });

  test('one point per session day: two sessions on a day are summed into one', async () => {
    const answer = await points('numbers', { exercise_name: 'Deadlift' });
    expect(answer).toHaveLength(2);
    // 300 × 2 + 315 × 1 + 0 × 15; a single is its own 1RM (315), 300 × (1 + 2/30) = 320 beats it.
    expect(answer[1]).toEqual({ date: iso('2026-03-05'), max_weight: 315, max_reps: 15, total_volume: 915, best_e1rm: 320 });
  });

  test('reps and timed lifts chart what they are: total reps; the longest hold and the total time', async () => {
    expect(await allPoints('numbers', { exercise_name: 'Pull-ups' })).toEqual([
      {
        date: iso('2026-03-02'),
        max_weight: null,
        max_reps: 12,
        total_volume: null,
        best_e1rm: null,
        total_reps: 21,
        longest_duration: null,
        total_duration: null,
        type: 'reps',
      },
    ]);
    expect(await allPoints('numbers', { exercise_name: 'Plank' })).toEqual([
      {
        date: iso('2026-03-02'),
        max_weight: null,
        max_reps: null,
        total_volume: null,
        best_e1rm: null,
        total_reps: null,
        longest_duration: 90_000,
        total_duration: 150_000,
        type: 'duration',
      },
    ]);
    const plank: PersonalRecords = (await records('numbers', { exercise_name: 'Plank' })).json();
    expect(plank.longest_duration).toEqual({ duration: 90_000, date: iso('2026-03-02') });
    expect(plank.heaviest_set).toBeNull();
  });

  test('each point and the records carry the type the lift is STORED as, whatever its sets hold', async () => {
    // Dips with a belt are a reps lift although every set has a weight; later the lifter stores them as weighted.
    await logSession('stored-type', '2026-04-01', [{ name: 'Weighted Dips', type: 'reps', sets: [{ weight: 25, reps: 10 }] }]);
    const before: PersonalRecords = (await records('stored-type', { exercise_name: 'weighted dips' })).json();
    expect(before.type).toBe('reps');
    await logSession('stored-type', '2026-04-08', [{ name: 'Weighted Dips', type: 'weighted', sets: [{ weight: 45, reps: 8 }] }]);
    expect((await allPoints('stored-type', { exercise_name: 'Weighted Dips' })).map((p) => [p.date, p.type])).toEqual([
      [iso('2026-04-01'), 'reps'],
      [iso('2026-04-08'), 'weighted'],
    ]);
    const after: PersonalRecords = (await records('stored-type', { exercise_name: 'Weighted Dips' })).json();
    expect(after.type).toBe('weighted');
  });

  test('an unweighted exercise has reps but no weight, volume or estimate (gaps, not zeros)', async () => {
    expect(await points('numbers', { exercise_name: 'Pull-ups' })).toEqual([
      { date: iso('2026-03-02'), max_weight: null, max_reps: 12, total_volume: null, best_e1rm: null },
    ]);
    expect(await points('numbers', { exercise_name: 'Plank' })).toEqual([
      { date: iso('2026-03-02'), max_weight: null, max_reps: null, total_volume: null, best_e1rm: null },
    ]);
  });

  test.each(['deadlift', 'DEADLIFT', '  dEaDlIfT ', 'Deadlift'])('the name %p matches ignoring case and surrounding spaces', async (name) => {
    expect(await points('numbers', { exercise_name: name })).toHaveLength(2);
  });

  test('runs of whitespace inside a name do not matter either (names are stored tidied)', async () => {
    await logSession('numbers', '2026-03-06', [{ name: '  zercher   carry ', sets: [{ weight: 150, reps: 1 }] }]);
    expect(await points('numbers', { exercise_name: 'Zercher\t Carry' })).toHaveLength(1);
    expect(await points('numbers', { exercise_name: 'zercher carry' })).toHaveLength(1);
  });

  test('one SQL statement, for a period or all time', async () => {
    for (const period of ['week', 'all']) {
      const { result, queries } = await api.recordQueries(() => progress('numbers', { exercise_name: 'Deadlift', period }));
      expect(result.statusCode).toBe(200);
      expect(queries).toHaveLength(1);
    }
  });
});

describe('GET /api/exercises/progress: edits through the api show at once', () => {
  test("a set edited, the day's heaviest set deleted, the session moved to another day, then deleted", async () => {
    await logSession('editor', '2026-06-01', [
      {
        name: 'Front Squat',
        sets: [
          { weight: 100, weight_unit: 'kg', reps: 2 },
          { weight: 185, reps: 5 },
        ],
      },
    ]);
    const [session] = (await api.as('editor', { method: 'GET', url: '/api/sessions' })).json();
    const [exercise] = (await api.as('editor', { method: 'GET', url: `/api/sessions/${session.id}/exercises` })).json();
    const [heavy, light] = exercise.sets;
    expect(await points('editor', { exercise_name: 'Front Squat' })).toEqual([
      { date: iso('2026-06-01'), max_weight: 220.46, max_reps: 5, total_volume: 1365.92, best_e1rm: 235.16 },
    ]);
    const edited = await api.as('editor', { method: 'PUT', url: `/api/exercises/${exercise.id}/sets/${light.id}`, payload: { weight: 195, reps: 6 } });
    expect(edited.statusCode).toBe(200);
    const deleted = await api.as('editor', { method: 'DELETE', url: `/api/exercises/${exercise.id}/sets/${heavy.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(await points('editor', { exercise_name: 'Front Squat' })).toEqual([
      { date: iso('2026-06-01'), max_weight: 195, max_reps: 6, total_volume: 1170, best_e1rm: 234 },
    ]);
    const moved = await api.as('editor', {
      method: 'PUT',
      url: `/api/sessions/${session.id}`,
      payload: { session_date: '2026-06-03', session_type: 'training' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await points('editor', { exercise_name: 'Front Squat' })).map((p) => p.date)).toEqual([iso('2026-06-03')]);
    expect((await api.as('editor', { method: 'DELETE', url: `/api/sessions/${session.id}` })).statusCode).toBe(204);
    expect(await points('editor', { exercise_name: 'Front Squat' })).toEqual([]);
  });
});

describe('isolation between lifters', () => {
  beforeAll(async () => {
    await logSession('ana', '2026-04-01', [{ name: 'Back Squat', sets: [{ weight: 200, reps: 5 }] }]);
    await logSession('ben', '2026-04-01', [{ name: 'Back Squat', sets: [{ weight: 400, reps: 10 }] }]);
    await logSession('ben', '2026-04-02', [{ name: 'Back Squat', sets: [{ weight: 405, reps: 1 }] }]);
  });

  test("another lifter's sets never count, even on the same day and name", async () => {
    expect(await points('ana', { exercise_name: 'back squat' })).toEqual([
      { date: iso('2026-04-01'), max_weight: 200, max_reps: 5, total_volume: 1000, best_e1rm: 233.33 },
    ]);
    const anaRecords: PersonalRecords = (await records('ana', { exercise_name: 'Back Squat' })).json();
    expect(anaRecords.heaviest_set).toEqual({ weight: 200, reps: 5, date: iso('2026-04-01') });
    expect(anaRecords.rep_maxes[0]).toEqual({ reps: 1, weight: 200, date: iso('2026-04-01') });
  });

  test('a lifter with no history sees nothing of the others', async () => {
    expect(await points('carla', { exercise_name: 'Back Squat' })).toEqual([]);
    const empty: PersonalRecords = (await records('carla', { exercise_name: 'Back Squat' })).json();
    expect(empty).toEqual({
      heaviest_set: null,
      best_e1rm: null,
      most_reps: null,
      best_session_volume: null,
      rep_maxes: Array.from({ length: 10 }, (_, i) => ({ reps: i + 1, weight: null, date: null })),
      longest_duration: null,
      type: null,
    });
  });
});

describe('GET /api/exercises/records', () => {
  beforeAll(async () => {
    await logSession('records', '2025-01-10', [
      {
        name: 'Overhead Press',
        sets: [
          { weight: 50, weight_unit: 'kg', reps: 5 },
          { weight: 60, weight_unit: 'kg', reps: 1 },
          { weight: 45, reps: 30 },
        ],
      },
    ]);
    await logSession('records', '2025-02-10', [
      // 132.28 lbs × 3 ties 60 kg for the 1RM: the earlier day keeps the record.
      {
        name: 'overhead press',
        sets: [
          { weight: 60, weight_unit: 'kg', reps: 3 },
          { weight: 100, reps: 12 },
          { weight: 150, reps: 0 },
        ],
      },
    ]);
    await logSession('records', '2025-03-10', [
      {
        name: 'Overhead Press',
        sets: [
          { weight: 95, reps: 8 },
          { weight: 95, reps: 8 },
          { weight: 95, reps: 8 },
        ],
      },
    ]);
  });

  test('heaviest set, best Epley 1RM, most reps, best day’s volume and 1RM–10RM, in lbs', async () => {
    const response = await records('records', { exercise_name: '  OVERHEAD press' });
    expect(response.statusCode).toBe(200);
    const kg = (n: number) => Math.round(n * 2.20462 * 100) / 100;
    expect(response.json()).toEqual({
      // 150 lbs for 0 reps was never lifted, yet it is the heaviest weight logged: it stays the heaviest set.
      heaviest_set: { weight: 150, reps: 0, date: iso('2025-02-10') },
      // 60 kg × 3: 132.2772 × 1.1 = 145.5; 100 × 12: 100 × 1.4 = 140; 60 kg single: 132.28.
      best_e1rm: { e1rm: 145.5, weight: kg(60), reps: 3, date: iso('2025-02-10') },
      most_reps: { reps: 30, weight: 45, date: iso('2025-01-10') },
      // Day 1: 110.231 × 5 + 132.2772 + 1350 = 2033.43; day 2: 396.83 + 1200 = 1596.83; day 3: 2280.
      best_session_volume: { volume: 2280, date: iso('2025-03-10') },
      rep_maxes: [
        { reps: 1, weight: kg(60), date: iso('2025-01-10') },
        { reps: 2, weight: kg(60), date: iso('2025-02-10') },
        { reps: 3, weight: kg(60), date: iso('2025-02-10') },
        { reps: 4, weight: kg(50), date: iso('2025-01-10') },
        { reps: 5, weight: kg(50), date: iso('2025-01-10') },
        { reps: 6, weight: 100, date: iso('2025-02-10') },
        { reps: 7, weight: 100, date: iso('2025-02-10') },
        { reps: 8, weight: 100, date: iso('2025-02-10') },
        { reps: 9, weight: 100, date: iso('2025-02-10') },
        { reps: 10, weight: 100, date: iso('2025-02-10') },
      ],
      longest_duration: null,
      type: 'weighted',
    });
  });

  test('one SQL statement', async () => {
    const { result, queries } = await api.recordQueries(() => records('records', { exercise_name: 'Overhead Press' }));
    expect(result.statusCode).toBe(200);
    expect(queries).toHaveLength(1);
  });

  test('a reps-only exercise has a most-reps record and no weight records', async () => {
    await logSession('records', '2025-03-11', [{ name: 'Dips', type: 'reps', sets: [{ reps: 15 }, { reps: 18 }] }]);
    const answer: PersonalRecords = (await records('records', { exercise_name: 'dips' })).json();
    expect(answer).toMatchObject({
      heaviest_set: null,
      best_e1rm: null,
      best_session_volume: null,
      most_reps: { reps: 18, weight: null, date: iso('2025-03-11') },
    });
    expect(answer.rep_maxes.every((r) => r.weight === null)).toBe(true);
  });
});

describe('bad input is a 400 naming the field', () => {
  const long = 'x'.repeat(101);
  test.each([
    ['progress', 'no name', {}, 'exercise_name is required', 'exercise_name'],
    ['progress', 'an empty name', { exercise_name: '' }, 'exercise_name is required', 'exercise_name'],
    ['progress', 'a blank name', { exercise_name: '   ' }, 'exercise_name is required', 'exercise_name'],
    ['progress', 'a name over 100 characters', { exercise_name: long }, 'exercise_name must be at most 100 characters', 'exercise_name'],
    ['progress', 'an unknown period', { exercise_name: 'Back Squat', period: 'decade' }, 'period must be one of: week, month, year, all', 'period'],
    ['progress', 'an empty period', { exercise_name: 'Back Squat', period: '' }, 'period must be one of: week, month, year, all', 'period'],
    ['progress', 'a period in capitals', { exercise_name: 'Back Squat', period: 'WEEK' }, 'period must be one of: week, month, year, all', 'period'],
    ['records', 'no name', {}, 'exercise_name is required', 'exercise_name'],
    ['records', 'a blank name', { exercise_name: ' \t ' }, 'exercise_name is required', 'exercise_name'],
    ['records', 'a name over 100 characters', { exercise_name: long }, 'exercise_name must be at most 100 characters', 'exercise_name'],
  ])('%s: %s', async (route, _case, params, message, field) => {
    const response = await (route === 'progress' ? progress : records)('validator', params as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field });
  });

  test('a 100-character name is fine, and so is one padded beyond 100 by spaces', async () => {
    expect((await progress('validator', { exercise_name: 'x'.repeat(100) })).statusCode).toBe(200);
    expect((await progress('validator', { exercise_name: ` ${'x'.repeat(100)} ` })).statusCode).toBe(200);
  });

  test('without a token: 401', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/exercises/progress?exercise_name=Deadlift' })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'GET', url: '/api/exercises/records?exercise_name=Deadlift' })).statusCode).toBe(401);
  });

  test('the static paths win over the exercises module’s /exercises/:id', async () => {
    // /exercises/:id has PUT and DELETE only: "progress" is not an id to them, and GET by id does not exist.
    expect((await api.as('validator', { method: 'PUT', url: '/api/exercises/progress', payload: { type: 'weighted' } })).json()).toMatchObject({
      statusCode: 400,
      field: 'id',
    });
    expect((await api.as('validator', { method: 'GET', url: '/api/exercises/12' })).statusCode).toBe(404);
    expect((await progress('validator', { exercise_name: 'Deadlift' })).statusCode).toBe(200);
  });
});

// The statements are built for speed (queries.ts): every record is picked from a few candidate
// sets, each exercise is summed before its day, rounding happens in the api. Here the same
// definitions are written the plain way (every set sorted once per record, numeric rounding in
// SQL) and both must answer the same, to the cent and the day, on a random history full of ties:
// a few weights in both units, repeated sets, several sessions a day, reps from 0 to 15 and none,
// weights of 0 and none, exercises without sets, and another lifter with the same lift.
describe('the same numbers as the plain definitions, on a random history', () => {
  const reference = {
    lifted: (userId: number, name: string, since: string | null) => sql`
      SELECT s.session_date AS day, st.id AS set_id, st.reps,
             CASE WHEN st.weight_unit = 'kg' THEN st.weight::float8 * 2.20462 ELSE st.weight::float8 END AS lbs
      FROM exercises AS e JOIN sessions AS s ON s.id = e.session_id JOIN sets AS st ON st.exercise_id = e.id
      WHERE e.user_id = ${userId} AND lower(e.name) = lower(${name}) ${since === null ? sql`` : sql`AND s.session_date >= ${since}::date`}`,
    e1rm: sql`CASE WHEN lbs > 0 AND reps = 1 THEN lbs WHEN lbs > 0 AND reps BETWEEN 2 AND 12 THEN lbs * (1 + reps::float8 / 30) END`,
    day: (column: string) => sql`to_char(${sql.ref(column)}, 'YYYY-MM-DD"T00:00:00.000Z"')`,
    async progress(userId: number, name: string, since: string | null): Promise<ProgressPoint[]> {
      const { rows } = await sql<ProgressPoint>`
        WITH lifted AS (${this.lifted(userId, name, since)})
        SELECT ${this.day('day')} AS date, round(max(lbs)::numeric, 2) AS max_weight, max(reps) AS max_reps,
               round(sum(lbs * reps)::numeric, 2) AS total_volume, round(max(${this.e1rm})::numeric, 2) AS best_e1rm
        FROM lifted GROUP BY day ORDER BY day`.execute(api.db);
      return rows;
    },
    async records(userId: number, name: string): Promise<PersonalRecords> {
      const { rows } = await sql<PersonalRecords>`
        WITH lifted AS MATERIALIZED (${this.lifted(userId, name, null)})
        SELECT
          (SELECT json_build_object('weight', round(lbs::numeric, 2), 'reps', reps, 'date', ${this.day('day')})
             FROM lifted WHERE lbs > 0 ORDER BY lbs DESC, reps DESC NULLS LAST, day, set_id LIMIT 1) AS heaviest_set,
          (SELECT json_build_object('e1rm', round(estimate::numeric, 2), 'weight', round(lbs::numeric, 2), 'reps', reps, 'date', ${this.day('day')})
             FROM (SELECT lifted.*, ${this.e1rm} AS estimate FROM lifted) AS estimated WHERE estimate IS NOT NULL
             ORDER BY estimate DESC, day, set_id LIMIT 1) AS best_e1rm,
          (SELECT json_build_object('reps', reps, 'weight', round(lbs::numeric, 2), 'date', ${this.day('day')})
             FROM lifted WHERE reps > 0 ORDER BY reps DESC, lbs DESC NULLS LAST, day, set_id LIMIT 1) AS most_reps,
          (SELECT json_build_object('volume', round(volume::numeric, 2), 'date', ${this.day('day')})
             FROM (SELECT day, sum(lbs * reps) AS volume FROM lifted GROUP BY day) AS days WHERE volume > 0
             ORDER BY volume DESC, day LIMIT 1) AS best_session_volume,
          (SELECT json_agg(json_build_object('reps', n, 'weight', round(best.lbs::numeric, 2), 'date', ${this.day('best.day')}) ORDER BY n)
             FROM generate_series(1, 10) AS n
             LEFT JOIN LATERAL (SELECT lbs, day FROM lifted WHERE lbs > 0 AND reps >= n ORDER BY lbs DESC, day, set_id LIMIT 1) AS best ON true) AS rep_maxes`.execute(
        api.db,
      );
      return rows[0]!;
    },
  };

  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const userIds: Record<string, number> = {};

  /** `sessions` sessions over the last `days` days (several on some days) of `name` (any letter case) and other lifts. */
  async function randomHistory(sub: string, sessions: number, days: number): Promise<void> {
    userIds[sub] = (await api.as(sub, { method: 'GET', url: '/api/user/profile' })).json().id;
    for (let i = 0; i < sessions; i += 1) {
      const {
        rows: [session],
      } = await sql<{ id: number }>`
        INSERT INTO sessions (user_id, session_date, session_type) VALUES (${userIds[sub]}, ${daysAgo(Math.floor(random() * days))}, 'random')
        RETURNING id`.execute(api.db);
      for (const name of [pick(['Bench Press', 'bench press', 'BENCH PRESS']), 'Squat', pick(['Bench Press', 'Deadlift'])]) {
        const {
          rows: [exercise],
        } = await sql<{ id: number }>`
          INSERT INTO exercises (session_id, user_id, session_date, name, type)
          SELECT id, user_id, session_date, ${name}, 'weighted' FROM sessions WHERE id = ${session!.id} RETURNING id`.execute(api.db);
        const sets = Math.floor(random() * 6); // 0 to 5: some exercises have none
        const rows = Array.from({ length: sets }, (_, i) => {
          const unit = pick<'lbs' | 'kg' | null>(['lbs', 'kg', null]);
          const weight = pick([0, 45, 100, 135, 225, 225, 315, 500, 1102.31, 102.5, 104.55, null]);
          const reps = pick([0, 1, 1, 2, 3, 3, 5, 5, 8, 10, 12, 13, 15, null]);
          return { exercise_id: exercise!.id, set_number: i + 1, weight, weight_unit: unit, reps };
        });
        // An exercise's sets in one statement.
        if (rows.length > 0) await insertSets(api.db, rows).execute();
      }
    }
  }

  // About 1 300 statements: generous on a machine shared by the whole test run.
  beforeAll(async () => {
    await randomHistory('random-a', 160, 500);
    await randomHistory('random-b', 60, 500);
  }, 30_000);

  test.each(['random-a', 'random-b'])('progress of %s, every period', async (sub) => {
    for (const [period, since] of [
      ['all', null],
      ['year', daysAgo(364)],
      ['month', daysAgo(29)],
      ['week', daysAgo(6)],
    ] as const) {
      for (const name of ['Bench Press', 'squat', 'Deadlift']) {
        const expected = await reference.progress(userIds[sub]!, name, since);
        expect({ period, name, points: await points(sub, { exercise_name: name, period }) }).toEqual({ period, name, points: expected });
      }
    }
  });

  test.each(['random-a', 'random-b'])('personal records of %s', async (sub) => {
    for (const name of ['Bench Press', 'squat', 'Deadlift']) {
      const expected = await reference.records(userIds[sub]!, name);
      expect(expected.heaviest_set).not.toBeNull();
      const { longest_duration: _timed, type: _type, ...answer } = (await records(sub, { exercise_name: name })).json() as PersonalRecords;
      expect({ name, records: answer }).toEqual({ name, records: expected });
    }
  });

  // Edit the random history every way a lifter can (and a few only SQL can), then compare again:
  // nothing derived is kept anywhere, so every read still gives the plain definitions.
  test('after random edits, moves and deletes: still the plain definitions', async () => {
    const userId = userIds['random-a']!;
    const ids = async (query: RawBuilder<{ id: number }>) => (await query.execute(api.db)).rows.map((r) => r.id);
    const setIds = await ids(sql`SELECT st.id FROM sets AS st JOIN exercises AS e ON e.id = st.exercise_id WHERE e.user_id = ${userId} ORDER BY st.id`);
    const exerciseIds = await ids(sql`SELECT id FROM exercises WHERE user_id = ${userId} ORDER BY id`);
    const sessionIds = await ids(sql`SELECT id FROM sessions WHERE user_id = ${userId} ORDER BY id`);
    for (let i = 0; i < 60; i += 1) {
      const set = pick(setIds);
      const exercise = pick(exerciseIds);
      const session = pick(sessionIds);
      await pick([
        sql`UPDATE sets SET weight = ${pick([0, 45, 225, 600, null])}, weight_unit = ${pick(['lbs', 'kg', null])} WHERE id = ${set}`,
        sql`UPDATE sets SET reps = ${pick([0, 1, 5, 12, 20, null])} WHERE id = ${set}`,
        // The heaviest set of a lift's day (when it is this one) goes.
        sql`DELETE FROM sets WHERE id = (SELECT st.id FROM sets AS st WHERE st.exercise_id = ${exercise} ORDER BY st.weight_lbs DESC NULLS LAST LIMIT 1)`,
        sql`UPDATE exercises SET name = ${pick(['Bench Press', 'squat', 'Deadlift', 'Front Squat'])} WHERE id = ${exercise}`,
        // Moved with the session's day, which the exercise carries (migration 0021).
        sql`UPDATE exercises AS e SET session_id = s.id, session_date = s.session_date FROM sessions AS s WHERE s.id = ${session} AND e.id = ${exercise}`,
        sql`UPDATE sessions SET session_date = ${daysAgo(Math.floor(random() * 500))} WHERE id = ${session}`,
        sql`DELETE FROM exercises WHERE id = ${exercise}`,
      ]).execute(api.db);
    }
    for (const [period, since] of [
      ['all', null],
      ['month', daysAgo(29)],
    ] as const) {
      for (const name of ['Bench Press', 'squat', 'Deadlift', 'Front Squat']) {
        const expected = await reference.progress(userId, name, since);
        expect({ period, name, points: await points('random-a', { exercise_name: name, period }) }).toEqual({ period, name, points: expected });
      }
    }
  });
});

describe('GET /api/exercises/logged: the lifts a lifter has logged, most recent first', () => {
  const logged = (sub: string, search = '') => api.as(sub, { method: 'GET', url: `/api/exercises/logged${search}` });

  test('one row per lift (any letter case), its last day and how many days; warm-ups only is not logged; only the lifter’s own', async () => {
    await logSession('logged-a', daysAgo(400), [{ name: 'Back Squat', sets: [{ weight: 100, reps: 5 }] }]);
    await logSession('logged-a', daysAgo(30), [
      { name: 'back squat', sets: [{ weight: 100, reps: 5 }] },
      { name: 'Deadlift', sets: [{ weight: 140, reps: 3 }] },
    ]);
    await logSession('logged-a', daysAgo(2), [{ name: 'Zercher Warmup Only', sets: [{ weight: 20, reps: 10, kind: 'warmup' }] }]);
    await logSession('logged-a', daysAgo(1), [{ name: 'Plank', type: 'duration', sets: [{ duration: 60_000 }] }]);
    await logSession('logged-b', daysAgo(0), [{ name: 'Bench Press', sets: [{ weight: 60, reps: 5 }] }]);

    const response = await logged('logged-a');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { name: 'Plank', last_date: iso(daysAgo(1)), days: 1 },
      { name: 'Back Squat', last_date: iso(daysAgo(30)), days: 2 },
      { name: 'Deadlift', last_date: iso(daysAgo(30)), days: 1 },
    ]);
    expect((await logged('logged-a', '?limit=1')).json()).toEqual([{ name: 'Plank', last_date: iso(daysAgo(1)), days: 1 }]);
    expect((await logged('logged-b')).json()).toEqual([{ name: 'Bench Press', last_date: iso(daysAgo(0)), days: 1 }]);
    expect((await logged('logged-nobody')).json()).toEqual([]);
  });

  test('the answer is bounded: a limit outside 1–500 is a 400', async () => {
    expect((await logged('logged-a', '?limit=0')).statusCode).toBe(400);
    expect((await logged('logged-a', '?limit=501')).statusCode).toBe(400);
  });
});
