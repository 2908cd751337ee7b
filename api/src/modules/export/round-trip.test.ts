// The round trip: a lifter's varied log (every set kind, RPE, kg and lbs, a 0 lbs set, durations,
// distances, notes with commas, quotes, newlines and formulas, two sessions of one day and type,
// a session without exercises, an exercise without sets, custom exercises, goals with a past
// target date, and two look-alike sessions of one day: same type and set figures on different lifts) is exported as JSON and as CSV, each file read by the page's own reader
// (parseImportText) and sent as the page sends it (toImportWorkoutInput), imported into a fresh account through the import endpoints, and exported
// again. The JSON comes back identical (exported_at aside); the CSV brings back every session,
// exercise and set, so the CSV exports of both accounts are the same bytes: what it does not
// carry (goals, custom exercises nothing was logged under, the unit preference) is asserted too.
import { createHash } from 'node:crypto';
import type { ImportChunkInput, ImportRecord } from '@liftbook/shared/contract';
import { parseImportText, toImportWorkoutInput, type ImportPlan } from '@liftbook/shared/import';
import { sql } from 'kysely';
import { createTestApi, type TestApi } from '../../../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await seed('lifter');
});
afterAll(async () => {
  await api.close();
});

async function send(sub: string, method: 'POST' | 'PUT', url: string, payload?: object) {
  const response = await api.as(sub, { method, url, ...(payload === undefined ? {} : { payload }) });
  expect([response.statusCode, response.statusCode >= 400 ? response.body : '']).toEqual([method === 'POST' ? (url.endsWith('/finish') ? 200 : 201) : 200, '']);
  return response.json() as { id: number };
}

const nextYear = new Date().getUTCFullYear() + 1;

async function seed(sub: string) {
  await send(sub, 'PUT', '/api/user/profile', { weight_unit: 'kg' });
  const session = async (session_date: string, session_type: string, notes: string | null, exercises: object[]) => {
    const { id } = await send(sub, 'POST', '/api/sessions', { session_date, session_type, notes });
    for (const exercise of exercises) await send(sub, 'POST', `/api/sessions/${id}/exercises`, exercise);
  };
  await session('2025-01-06', 'Push', 'Felt strong, "really"\nsecond line', [
    {
      name: 'Bench Press',
      variation: 'Paused',
      type: 'weighted',
      notes: '=SUM(1)',
      sets: [
        { weight: 20, weight_unit: 'kg', reps: 10, kind: 'warmup' },
        { weight: 100, weight_unit: 'kg', reps: 5, rpe: 8 },
        { weight: 102.5, weight_unit: 'kg', reps: 3, rpe: 9.5, notes: 'grinder, "slow"\nnext time 100' },
        { weight: 80, weight_unit: 'kg', reps: 8, kind: 'drop' },
        { weight: 70, weight_unit: 'kg', reps: 12, kind: 'failure', rpe: 10 },
      ],
    },
    {
      name: 'Zercher Squat',
      type: 'weighted',
      sets: [
        { weight: 135, weight_unit: 'lbs', reps: 5 },
        { weight: 0, weight_unit: 'lbs', reps: 10, notes: '@bar only' },
      ],
    },
    { name: 'Plank', type: 'duration', variation: 'Side', sets: [{ duration: 60_000 }, { duration: 90_500, rpe: 7, notes: '+ 10 s hold' }] },
    { name: 'Rower', type: 'duration', sets: [{ duration: 300_000, distance: 1000.5 }] },
    { name: 'Farmer Carry', type: 'duration', sets: [{ weight: 32, weight_unit: 'kg', duration: 45_000, distance: 40 }] },
    { name: 'Face Pull', type: 'reps', notes: '+ band, next time' },
    { name: 'Pull Up', type: 'reps', sets: [{ reps: 10 }, { reps: 8, notes: "'quoted' start" }] },
  ]);
  await session('2025-01-06', 'Push', null, [{ name: 'Dip', type: 'reps', sets: [{ reps: 12, kind: 'failure' }] }]);
  await session('2025-01-07', 'Rest day', '- foam rolling, 10 min', []);
  await session('2025-02-01', 'Legs', null, [{ name: 'Back Squat', type: 'weighted', sets: [{ weight: 315, weight_unit: 'lbs', reps: 1, rpe: 9 }] }]);
  // Look-alikes: one day, one type, the same figures (3×5 @ 225 lbs), different lifts.
  const threeByFive = Array.from({ length: 3 }, () => ({ weight: 225, weight_unit: 'lbs', reps: 5 }));
  await session('2025-03-01', 'Legs', null, [{ name: 'Squat', type: 'weighted', sets: threeByFive }]);
  await session('2025-03-01', 'Legs', null, [{ name: 'Deadlift', type: 'weighted', sets: threeByFive }]);
  await send(sub, 'POST', '/api/custom_exercises', { name: 'Unused Lift' });
  await send(sub, 'POST', '/api/goals', {
    exercise_name: 'Bench Press',
    current_weight: 220,
    current_reps: 5,
    target_weight: 250.5,
    target_reps: 5,
    target_date: `${nextYear}-06-01`,
  });
  await send(sub, 'POST', '/api/goals', { exercise_name: 'Pull Up', target_reps: 20, target_date: `${nextYear}-03-01`, status: 'paused' });
  const { id } = await send(sub, 'POST', '/api/goals', {
    exercise_name: 'Zercher Squat',
    target_weight: 185,
    target_date: `${nextYear}-01-01`,
    status: 'completed',
  });
  // A goal whose date has passed comes back with that date.
  await sql`UPDATE goals SET target_date = '2024-12-31' WHERE id = ${id}`.execute(api.db);
  // Routines (issue 30): a rep range with a rule, a % of a training max, a superset, a timed exercise, a custom lift.
  const routine = await send(sub, 'POST', '/api/routines', {
    name: 'Push A',
    exercises: [
      {
        name: 'Bench Press',
        type: 'weighted',
        note: 'seat 4, "grip" outside',
        weight_unit: 'kg',
        progression: { kind: 'linear', increment: 2.5, deload_percent: 10, deload_after: 3 },
        sets: [
          { kind: 'warmup', reps_min: 10, weight: 20, rest_seconds: 60 },
          { reps_min: 5, reps_max: 8, weight: 100, rpe: 8.5, rest_seconds: 180 },
        ],
      },
      {
        name: 'Squat',
        type: 'weighted',
        weight_unit: 'lbs',
        training_max: 315,
        progression: { kind: 'training_max', increment: 10 },
        sets: [{ reps_min: 5, percent_of_tm: 85 }],
      },
      { name: 'Routine Only Lift', type: 'reps', superset_group: 1, weight_unit: 'kg', sets: [{ reps_min: 12, reps_max: 15 }] },
      { name: 'Plank', type: 'duration', superset_group: 1, weight_unit: 'kg', sets: [{ duration: 60_000 }, { distance: 40 }] },
    ],
  });
  // Progression state travels too.
  await sql`UPDATE routine_exercises SET failures = 2, cycle_week = 3 WHERE routine_id = ${routine.id} AND position = 2`.execute(api.db);
  // A program (its routines, in order, and the one next), a finished workout of one of its routines
  // (its clock, its routine, one set logged, the rest kept as skipped), and a workout of "Push A"
  // under way with its superset and its plan still to log.
  const program = (await send(sub, 'POST', '/api/programs', { key: 'five-by-five' })) as unknown as { routines: Array<{ id: number }> };
  const finished = await send(sub, 'POST', `/api/routines/${program.routines[0]!.id}/start`, { session_date: '2025-04-01' });
  const [first] = (await api.as(sub, { method: 'GET', url: `/api/sessions/${finished.id}/exercises` })).json<
    Array<{ id: number; planned_sets: Array<{ id: number }> }>
  >();
  await send(sub, 'POST', `/api/exercises/${first!.id}/planned_sets/${first!.planned_sets[0]!.id}/log`, {});
  await send(sub, 'POST', `/api/sessions/${finished.id}/finish`, { unchecked: 'skip' });
  await send(sub, 'POST', `/api/routines/${routine.id}/start`, { session_date: '2025-04-02' });
}

interface ExportedSession {
  started_at: string | null;
  finished_at: string | null;
  routine: string | null;
  exercises: Array<{ superset_group: number | null; planned_sets: Array<{ skipped: boolean }> }>;
}

/** What a CSV does not carry of a session: its routine and its plan. */
const withoutPlans = (sessions: ExportedSession[]) =>
  sessions.map((session) => ({ ...session, routine: null, exercises: session.exercises.map((exercise) => ({ ...exercise, planned_sets: [] })) }));

const exportFile = async (sub: string, format: 'csv' | 'json') => {
  const response = await api.as(sub, { method: 'GET', url: `/api/export?format=${format}` });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** Imports a file's text into `sub`'s account through the endpoints: start, chunks of 100, finish. */
async function importFile(sub: string, text: string, fileName: string): Promise<{ plan: ImportPlan; record: ImportRecord }> {
  const plan = parseImportText(text);
  expect(plan).toMatchObject({ source: 'liftbook', needsUnit: false, skipped: [] });
  // The page takes the export's unit as the lifter's, as a new account would want.
  if (plan.weightUnit !== undefined) await send(sub, 'PUT', '/api/user/profile', { weight_unit: plan.weightUnit });
  const checksum = createHash('sha256').update(text).digest('hex');
  const { id } = await send(sub, 'POST', '/api/imports', { source: plan.source, layout: plan.layout, file_name: fileName, checksum });
  const workouts = plan.workouts.map((workout) => toImportWorkoutInput(workout));
  const extras = {
    custom_exercises: (plan.customExercises ?? []).map((name) => ({ name })),
    goals: plan.goals ?? [],
    routines: plan.routines ?? [],
    programs: plan.programs ?? [],
  };
  for (let from = 0; from === 0 || from < workouts.length; from += 100) {
    const chunk: ImportChunkInput = { workouts: workouts.slice(from, from + 100), ...(from === 0 ? extras : {}) };
    const response = await api.as(sub, { method: 'POST', url: `/api/imports/${id}/workouts`, payload: chunk });
    expect([response.statusCode, response.body]).toEqual([204, '']);
  }
  const record = (await send(sub, 'POST', `/api/imports/${id}/finish`)) as unknown as ImportRecord;
  return { plan, record };
}

const withoutTimestamp = (json: string) => {
  const { exported_at: exportedAt, ...rest } = JSON.parse(json) as { exported_at: string };
  expect(exportedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  return rest;
};

test('the seeded log is what the test means it to be (so the comparisons below compare something)', async () => {
  const file = JSON.parse(await exportFile('lifter', 'json')) as {
    sessions: ExportedSession[];
    custom_exercises: unknown[];
    goals: unknown[];
    routines: unknown[];
    programs: unknown[];
  };
  expect([file.sessions.length, file.custom_exercises.length, file.goals.length, file.routines.length, file.programs.length]).toEqual([8, 6, 3, 3, 1]);
  expect(file.programs).toEqual([{ name: expect.any(String), built_in: 'five-by-five', routines: expect.any(Array), next: expect.any(String) }]);
  const [done, underWay] = file.sessions.slice(-2);
  expect(done).toMatchObject({ started_at: expect.stringMatching(/Z$/), finished_at: expect.stringMatching(/Z$/), routine: expect.any(String) });
  expect(done!.exercises.flatMap((exercise) => exercise.planned_sets.map((set) => set.skipped))).toContain(true);
  expect(underWay).toMatchObject({ started_at: null, finished_at: null, routine: 'Push A' });
  expect(underWay!.exercises.map((exercise) => exercise.superset_group)).toEqual([null, null, 1, 1]);
  expect(underWay!.exercises.every((exercise) => exercise.planned_sets.length > 0 && exercise.planned_sets.every((set) => !set.skipped))).toBe(true);
  const csv = await exportFile('lifter', 'csv');
  expect(csv).toContain("'=SUM(1)");
  // The header, 22 sets, a session and an exercise with nothing under them, the finished workout's
  // two exercises with nothing logged and the under-way one's four (a plan is not a set), '' after the last CRLF.
  expect(csv.split('\r\n')).toHaveLength(1 + 22 + 2 + 2 + 4 + 1);
});

test('JSON: imported into a fresh account, it exports again identical', async () => {
  const original = await exportFile('lifter', 'json');
  const { record } = await importFile('from-json', original, 'liftbook-export.json');
  expect(record).toMatchObject({ status: 'done', workouts_added: 8, sets_added: 22, workouts_already_there: 0 });
  const again = await exportFile('from-json', 'json');
  expect(withoutTimestamp(again)).toEqual(withoutTimestamp(original));
  // And its CSV too, byte for byte.
  expect(await exportFile('from-json', 'csv')).toBe(await exportFile('lifter', 'csv'));
});

test('CSV: imported into a fresh account, every session, exercise and set comes back; goals and unused custom exercises do not travel in a CSV', async () => {
  const original = await exportFile('lifter', 'csv');
  const { plan, record } = await importFile('from-csv', original, 'liftbook-export.csv');
  expect(plan.layout).toBe('Liftbook CSV export, comma-separated');
  expect(record).toMatchObject({ status: 'done', workouts_added: 8, sets_added: 22, workouts_already_there: 0 });
  expect(await exportFile('from-csv', 'csv')).toBe(original);

  const before = withoutTimestamp(await exportFile('lifter', 'json')) as Record<string, unknown>;
  const after = withoutTimestamp(await exportFile('from-csv', 'json')) as Record<string, unknown>;
  // Sessions come back with their clock and superset groups; their routine and plan do not travel in a CSV.
  expect(after.sessions).toEqual(withoutPlans(before.sessions as ExportedSession[]));
  // What the CSV does not carry: goals, routines and programs, a custom exercise nothing was logged under, the lifter's unit.
  expect(after.goals).toEqual([]);
  expect(after.routines).toEqual([]);
  expect(after.programs).toEqual([]);
  expect(after.custom_exercises).toEqual((before.custom_exercises as Array<{ name: string }>).filter((custom) => custom.name !== 'Unused Lift'));
  expect([before.weight_unit, after.weight_unit]).toEqual(['kg', 'lbs']);
});

test.each(['json', 'csv'] as const)('%s: imported into the account it came from, every workout is already there and nothing is added', async (format) => {
  const { record } = await importFile('lifter', await exportFile('lifter', format), `liftbook-export.${format}`);
  expect(record).toMatchObject({ workouts_added: 0, sets_added: 0, workouts_already_there: 8, workouts_kept_mine: 0 });
  // The routines and the program are there by their names: not added twice.
  expect(await api.as('lifter', { method: 'GET', url: '/api/routines' }).then((r) => r.json<unknown[]>().length)).toBe(3);
  const programs = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM programs AS p JOIN users AS u ON u.id = p.user_id WHERE u.subject = 'lifter'`.execute(api.db);
  expect(programs.rows[0]?.n).toBe(1);
});
