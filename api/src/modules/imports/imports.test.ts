// Imports through the api, with the seven real exports beside the checkout
// (../shared/import-samples, read in place, never copied into the repository): each is read with
// the page's own reader (parseImportText, applyUnit), sent as the page sends it (chunks of 100
// workouts) and finished; the api then holds facts.json's workouts and sets by kind. Then what an
// import promises: the same file twice adds nothing, an overlapping file adds only what is new,
// undo removes what it added and keeps what was logged since, a bad row is a 400 naming it with
// nothing written, another lifter's import is a 404, and the finish is all or nothing.
import { createHash } from 'node:crypto';
import type {
  ImportChunkInput,
  ImportConflictBody,
  ImportFinishInput,
  ImportRecord,
  ImportSetInput,
  ImportUndoResult,
  ImportWorkoutInput,
  SetKind,
  WorkoutSet,
} from '@liftbook/shared/contract';
import { applyUnit, parseImportText, toImportWorkoutInput, type ImportPlan } from '@liftbook/shared/import';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { createTestApi, type TestApi } from '../../../test/harness.js';
import { FINISH_BATCH_SETS, FINISH_BATCH_WORKOUTS, finishBatches } from './queries.js';
import { readSample as readText, sampleFacts, withSamples } from '../../../../tools/lib/test/import-samples.cjs';

const CHUNK = 100;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const start = (sub: string, checksum: string, fileName = 'export.csv') =>
  api.as(sub, { method: 'POST', url: '/api/imports', payload: { source: 'strong', layout: 'test layout', file_name: fileName, checksum } });
const chunk = (sub: string, id: number, payload: ImportChunkInput | object) => api.as(sub, { method: 'POST', url: `/api/imports/${id}/workouts`, payload });
const finish = (sub: string, id: number, choice?: ImportFinishInput) =>
  api.as(sub, { method: 'POST', url: `/api/imports/${id}/finish`, ...(choice === undefined ? {} : { payload: choice }) });
const undo = (sub: string, id: number) => api.as(sub, { method: 'DELETE', url: `/api/imports/${id}` });

/** Sends a plan as the page does: start, chunks of 100 workouts, finish. Answers the finish's response. */
async function importPlan(sub: string, plan: ImportPlan, checksum: string, extras: Omit<ImportChunkInput, 'workouts'> = {}, choice?: ImportFinishInput) {
  const started = await start(sub, checksum);
  expect([started.statusCode, started.statusCode === 201 ? '' : started.body]).toEqual([201, '']);
  const id = (started.json() as ImportRecord).id;
  const workouts = plan.workouts.map((workout) => toImportWorkoutInput(workout));
  for (let from = 0; from < Math.max(workouts.length, 1); from += CHUNK) {
    const sent = await chunk(sub, id, { workouts: workouts.slice(from, from + CHUNK), ...(from === 0 ? extras : {}) });
    expect([sent.statusCode, sent.body]).toEqual([204, '']);
  }
  return finish(sub, id, choice);
}

async function userId(sub: string): Promise<number> {
  return ((await api.as(sub, { method: 'GET', url: '/api/user/profile' })).json() as { id: number }).id;
}

/** What the lifter's log holds: sessions, sets, and sets by kind. */
async function holdings(sub: string) {
  const id = await userId(sub);
  const { rows } = await sql<{ sessions: number; sets: number; kinds: Record<SetKind, number> | null }>`
    SELECT (SELECT count(*)::int FROM sessions WHERE user_id = ${id}) AS sessions,
           (SELECT count(*)::int FROM sets JOIN exercises e ON e.id = sets.exercise_id WHERE e.user_id = ${id}) AS sets,
           (SELECT json_object_agg(kind, n) FROM (SELECT s.kind, count(*)::int AS n FROM sets s JOIN exercises e ON e.id = s.exercise_id
             WHERE e.user_id = ${id} GROUP BY s.kind) k) AS kinds`.execute(api.db);
  const row = rows[0]!;
  return { sessions: row.sessions, sets: row.sets, kinds: { normal: 0, warmup: 0, drop: 0, failure: 0, ...row.kinds } };
}

// ---- the seven real files ----------------------------------------------------------------------

interface Facts {
  data_rows: number;
  workouts?: number;
  distinct_dates?: number;
  set_type_values?: Record<string, number>;
  set_order_values?: Record<string, number>;
}

// The tests of the real samples are skipped (one line says why) where they are not beside the clone.
const facts = () => sampleFacts() as Record<string, Facts>;

/** Sets by kind that facts.json implies: Strong's Set Order values, Hevy's set_type values. */
function expectedKinds(fact: Facts): Record<SetKind, number> {
  const kinds: Record<SetKind, number> = { normal: 0, warmup: 0, drop: 0, failure: 0 };
  const names: Record<string, SetKind> = {
    number: 'normal',
    W: 'warmup',
    D: 'drop',
    F: 'failure',
    normal: 'normal',
    warmup: 'warmup',
    dropset: 'drop',
    failure: 'failure',
  };
  for (const [value, count] of Object.entries({ ...fact.set_order_values, ...fact.set_type_values })) {
    const kind = names[value];
    if (kind !== undefined) kinds[kind] += count;
  }
  return kinds;
}

withSamples(() =>
  describe.each([
    // file, the unit the lifter picks when the file does not say, sets the file holds that are not sets (Rest Timer and Note rows; FitNotes' unreadable rows)
    ['strong-2017-legacy-comma.csv', 'lbs'],
    ['strong-2019-semicolon-unitcols.csv', 'kg'],
    ['strong-2021-2025-workoutno-semicolon-resttimer.csv', 'kg'],
    ['strong-2024-ios-comma-WDF-rpe.csv', 'kg'],
    ['hevy-kg-km-supersets-rpe.csv', 'kg'],
    ['hevy-lbs-miles.csv', 'lbs'],
    ['fitnotes-android-unquoted-commas.csv', 'kg'],
  ] as const)('%s', (name, unit) => {
    test("imports with facts.json's workouts and sets by kind; the same file again is a 409 that adds nothing", async () => {
      const text = readText(name);
      const fact = facts()[name]!;
      const plan = applyUnit(parseImportText(text), unit);
      const setsInPlan = plan.workouts.reduce((n, w) => n + w.exercises.reduce((m, e) => m + e.sets.length, 0), 0);
      const sub = `lifter-${name}`;
      const began = performance.now();
      const finished = await importPlan(sub, plan, sha256(text));
      const elapsed = performance.now() - began;
      expect([finished.statusCode, finished.statusCode === 200 ? '' : finished.body]).toEqual([200, '']);
      const record = finished.json() as ImportRecord;
      const workouts = fact.workouts ?? fact.distinct_dates;
      expect(record).toMatchObject({ status: 'done', workouts_added: workouts, sets_added: setsInPlan, workouts_already_there: 0 });
      expect(record.finished_at).not.toBeNull();

      const held = await holdings(sub);
      expect(held.sessions).toBe(workouts);
      expect(held.sets).toBe(setsInPlan);
      if (fact.set_order_values !== undefined || fact.set_type_values !== undefined) expect(held.kinds).toEqual(expectedKinds(fact));
      else expect(held.sets + plan.skipped.length).toBe(fact.data_rows);
      if (name.startsWith('strong-2021'))
        console.log(`import of ${name} (${setsInPlan} sets, ${plan.workouts.length} workouts): first chunk to done in ${Math.round(elapsed)} ms`);

      const again = await start(sub, sha256(text));
      expect(again.statusCode).toBe(409);
      const conflict = again.json() as ImportConflictBody;
      expect(conflict.message).toMatch(/^This file was already imported on \d{1,2} [A-Z][a-z]{2} \d{4}\. Nothing was added\.$/);
      expect(conflict.import).toEqual(record);
      expect(await holdings(sub)).toEqual(held);
      expect(((await api.as(sub, { method: 'GET', url: '/api/imports' })).json() as ImportRecord[]).map((r) => r.id)).toEqual([record.id]);
    });
  }),
);

withSamples(() =>
  test('an imported workout keeps its day, name, exercises in order with their notes, sets numbered with every value', async () => {
    const sub = 'detail';
    const plan = applyUnit(parseImportText(readText('strong-2021-2025-workoutno-semicolon-resttimer.csv')), 'kg');
    const response = await importPlan(sub, { ...plan, workouts: plan.workouts.slice(0, 150) }, 'c'.repeat(64));
    expect(response.statusCode).toBe(200);
    const crunchWorkout = plan.workouts.slice(0, 150).find((w) => w.exercises.some((e) => e.notes.includes('Its lateral one then legs up then normal')));
    expect(crunchWorkout).toBeDefined();
    const day = crunchWorkout!.startedAt.slice(0, 10);
    const sessions = (await api.as(sub, { method: 'GET', url: `/api/sessions/calendar?start_date=${day}&end_date=${day}` })).json() as {
      id: number;
      session_type: string;
    }[];
    const session = sessions.find((s) => s.session_type === crunchWorkout!.name)!;
    const exercises = (await api.as(sub, { method: 'GET', url: `/api/sessions/${session.id}/exercises` })).json() as {
      name: string;
      notes: string | null;
      position: number;
      sets: WorkoutSet[];
    }[];
    expect(exercises.map((e) => e.position)).toEqual(crunchWorkout!.exercises.map((_, i) => i + 1));
    expect(exercises.map((e) => e.name.toLowerCase())).toEqual(crunchWorkout!.exercises.map((e) => e.name.toLowerCase()));
    const crunch = exercises.find((e) => e.notes?.includes('Its lateral one then legs up then normal'));
    const fileCrunch = crunchWorkout!.exercises.find((e) => e.notes.includes('Its lateral one then legs up then normal'))!;
    expect(crunch).toBeDefined();
    // Numbered 1..n, one per set of the file (not the exercise compared with itself).
    expect(crunch!.sets.map((s) => s.set_number)).toEqual(fileCrunch.sets.map((_, i) => i + 1));
    const progress = (
      await api.as(sub, { method: 'GET', url: `/api/exercises/progress?exercise_name=${encodeURIComponent(exercises[0]!.name)}` })
    ).json() as unknown[];
    expect(progress.length).toBeGreaterThan(0);
    const first = crunchWorkout!.exercises[0]!.sets[0]!;
    expect(exercises[0]!.sets[0]).toMatchObject({ kind: first.kind, reps: first.reps, weight: first.weight, rpe: first.rpe });
  }),
);

// ---- Hevy's supersets ------------------------------------------------------------------------

const HEVY_HEADER =
  '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"';
const hevyRow = (exercise: string, superset: string, index: number) =>
  `"Push","9 Apr 2026, 10:00","9 Apr 2026, 11:00","","${exercise}",${superset},"",${index},"normal",40,10,,,`;

/** The lifter's imported exercises in order: name and superset group. */
async function groupsOf(sub: string) {
  const id = await userId(sub);
  const { rows } = await sql<{ name: string; superset_group: number | null }>`
    SELECT e.name, e.superset_group FROM exercises AS e WHERE e.user_id = ${id} ORDER BY e.session_id, e.position`.execute(api.db);
  return rows.map((row) => [row.name, row.superset_group]);
}

test("Hevy's supersets become the session's superset groups (the checklist alternates them); the same workout again is already there", async () => {
  const sub = 'hevy-supersets';
  const text = [
    HEVY_HEADER,
    hevyRow('Bench Press (Barbell)', '', 0),
    hevyRow('Lateral Raise (Dumbbell)', '0', 0),
    hevyRow('Triceps Pushdown', '0', 0),
    hevyRow('Lateral Raise (Dumbbell)', '0', 1),
    hevyRow('Triceps Pushdown', '0', 1),
  ].join('\n');
  const plan = parseImportText(text);
  expect((await importPlan(sub, plan, sha256(text))).json()).toMatchObject({ workouts_added: 1 });
  expect(await groupsOf(sub)).toEqual([
    ['Bench Press (Barbell)', null],
    ['Lateral Raise (Dumbbell)', 1],
    ['Triceps Pushdown', 1],
    ['Lateral Raise (Dumbbell)', 1],
    ['Triceps Pushdown', 1],
  ]);
  const again = await importPlan(sub, plan, sha256(`${text}\n`));
  expect(again.json()).toMatchObject({ workouts_added: 0, workouts_already_there: 1 });
  // The same workout without its superset is not the same workout: changed, and the lifter's kept.
  const ungrouped = { ...plan, workouts: plan.workouts.map((w) => ({ ...w, exercises: w.exercises.map((e) => ({ ...e, supersetGroup: null })) })) };
  expect((await importPlan(sub, ungrouped, sha256(`${text}\n\n`))).json()).toMatchObject({ workouts_added: 0, workouts_kept_mine: 1 });
  expect(await groupsOf(sub)).toHaveLength(5);
});

test('a superset group outside 1-30 is a 400 naming the field, and nothing is staged', async () => {
  const sub = 'hevy-bad-group';
  const started = (await start(sub, '7'.repeat(64))).json() as ImportRecord;
  const workout = toImportWorkoutInput(parseImportText([HEVY_HEADER, hevyRow('Face Pull', '0', 0), hevyRow('Curl', '0', 0)].join('\n')).workouts[0]!);
  const bad = { ...workout, exercises: workout.exercises.map((exercise) => ({ ...exercise, superset_group: 31 })) };
  const response = await chunk(sub, started.id, { workouts: [bad] });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ field: 'workouts[0].exercises[0].superset_group' });
  expect((await finish(sub, started.id)).json()).toMatchObject({ workouts_added: 0 });
});

withSamples(() =>
  test("the real Hevy export's 250 supersets land as superset groups of two or more exercises", async () => {
    const sub = 'hevy-sample-supersets';
    const text = readText('hevy-kg-km-supersets-rpe.csv');
    expect((await importPlan(sub, parseImportText(text), sha256(text))).statusCode).toBe(200);
    const id = await userId(sub);
    const { rows } = await sql<{ groups: number; smallest: number; sets: number }>`
      SELECT count(*)::int AS groups, min(members)::int AS smallest, sum(sets)::int AS sets FROM (
        SELECT e.session_id, e.superset_group, count(*) AS members, sum((SELECT count(*) FROM sets AS s WHERE s.exercise_id = e.id)) AS sets
        FROM exercises AS e WHERE e.user_id = ${id} AND e.superset_group IS NOT NULL GROUP BY e.session_id, e.superset_group
      ) AS g`.execute(api.db);
    expect(rows[0]).toEqual({ groups: 250, smallest: 2, sets: 2394 });
  }),
);

// ---- repeat, overlap, undo -------------------------------------------------------------------

withSamples(() =>
  test('an overlapping file adds only the workouts not already there', async () => {
    const sub = 'overlap';
    const plan = applyUnit(parseImportText(readText('hevy-lbs-miles.csv')), 'lbs');
    const firstHalf = { ...plan, workouts: plan.workouts.slice(0, 120) };
    const first = await importPlan(sub, firstHalf, 'd'.repeat(64));
    expect(first.json()).toMatchObject({ workouts_added: 120, workouts_already_there: 0 });
    const before = await holdings(sub);
    const whole = await importPlan(sub, plan, 'e'.repeat(64));
    expect(whole.json()).toMatchObject({ workouts_added: plan.workouts.length - 120, workouts_already_there: 120 });
    const after = await holdings(sub);
    expect(after.sessions).toBe(plan.workouts.length);
    const laterSets = plan.workouts.slice(120).reduce((n, w) => n + w.exercises.reduce((m, e) => m + e.sets.length, 0), 0);
    expect(after.sets - before.sets).toBe(laterSets);
  }),
);

test('a workout typed by hand is "already there" only when it is exactly the file\'s; one that differs is changed, and kept unless the lifter adds theirs', async () => {
  const sub = 'by-hand';
  const typed = await api.as(sub, { method: 'POST', url: '/api/sessions', payload: { session_date: '2025-01-06', session_type: 'Legs' } });
  expect(typed.statusCode).toBe(201);
  const sessionId = (typed.json() as { id: number }).id;
  const added = await api.as(sub, {
    method: 'POST',
    url: `/api/sessions/${sessionId}/exercises`,
    payload: { name: 'Squat', type: 'weighted', sets: [{ weight: 100, weight_unit: 'kg', reps: 5 }] },
  });
  expect(added.statusCode).toBe(201);
  const set = (reps: number): ImportSetInput => ({
    kind: 'normal',
    weight: 100,
    weight_unit: 'kg',
    reps,
    duration: null,
    distance: null,
    rpe: null,
    notes: null,
  });
  const workout = (sets: ImportSetInput[]): ImportWorkoutInput => ({
    session_date: '2025-01-06T18:00:00',
    session_type: 'legs',
    notes: null,
    exercises: [{ name: 'squat', type: 'weighted', notes: null, sets }],
  });
  const same = (await start(sub, '1'.repeat(64))).json() as ImportRecord;
  expect((await chunk(sub, same.id, { workouts: [workout([set(5)])] })).statusCode).toBe(204);
  expect((await finish(sub, same.id)).json()).toMatchObject({ workouts_added: 0, workouts_already_there: 1 });
  const more = (await start(sub, '8'.repeat(64))).json() as ImportRecord;
  expect((await chunk(sub, more.id, { workouts: [workout([set(5), set(5)])] })).statusCode).toBe(204);
  expect((await finish(sub, more.id)).json()).toMatchObject({ workouts_added: 0, workouts_already_there: 0, workouts_kept_mine: 1 });
  expect((await holdings(sub)).sessions).toBe(1);
});

withSamples(() =>
  test('undo removes what the import added and keeps what was logged since; the file can then be imported again', async () => {
    const sub = 'undoer';
    const plan = applyUnit(parseImportText(readText('strong-2017-legacy-comma.csv')), 'lbs');
    const text = readText('strong-2017-legacy-comma.csv');
    const empty = await holdings(sub);
    // Logged by hand before: stays.
    await api.as(sub, { method: 'POST', url: '/api/sessions', payload: { session_date: '2024-02-02', session_type: 'Mine' } });
    const record = (await importPlan(sub, plan, sha256(text), { custom_exercises: [{ name: 'Yoke Walk' }] })).json() as ImportRecord;
    const customBefore = (await api.as(sub, { method: 'GET', url: '/api/custom_exercises' })).json() as { name: string }[];
    expect(customBefore.map((c) => c.name)).toContain('Yoke Walk');

    // Logged since, into an imported session: a set on an imported exercise, and a new exercise (a lift the import made custom).
    const userSessions = await sql<{ id: number }>`SELECT id FROM sessions WHERE import_id = ${record.id} ORDER BY session_date DESC LIMIT 1`.execute(api.db);
    const sessionId = userSessions.rows[0]!.id;
    const exercises = (await api.as(sub, { method: 'GET', url: `/api/sessions/${sessionId}/exercises` })).json() as {
      id: number;
      type: string;
      name: string;
    }[];
    const target = exercises[0]!;
    const added = await api.as(sub, {
      method: 'POST',
      url: `/api/exercises/${target.id}/sets`,
      payload: target.type === 'duration' ? { duration: 60_000 } : { weight: 100, reps: 5 },
    });
    expect(added.statusCode).toBe(201);

    const result = await undo(sub, record.id);
    expect(result.statusCode).toBe(200);
    const removed = result.json() as ImportUndoResult;
    expect(removed.sets_removed).toBe(record.sets_added);
    expect(removed.sessions_removed).toBe(record.workouts_added - 1);
    expect([removed.sessions_kept, removed.sets_kept]).toEqual([1, 0]);
    expect(removed.goals_removed).toBe(0);
    const after = await holdings(sub);
    expect(after.sessions).toBe(empty.sessions + 2); // the typed one, and the imported one holding the set logged since
    expect(after.sets).toBe(1);
    const kept = (await api.as(sub, { method: 'GET', url: `/api/sessions/${sessionId}/exercises` })).json() as { id: number; sets: WorkoutSet[] }[];
    expect(kept.map((e) => [e.id, e.sets.length])).toEqual([[target.id, 1]]);
    // Custom exercises: the one the kept exercise names stays; the rest of what the import made goes.
    const customAfter = ((await api.as(sub, { method: 'GET', url: '/api/custom_exercises' })).json() as { name: string }[]).map((c) => c.name);
    expect(customAfter).not.toContain('Yoke Walk');
    expect(removed.custom_exercises_removed).toBe(customBefore.length - customAfter.length);
    expect(((await api.as(sub, { method: 'GET', url: '/api/imports' })).json() as ImportRecord[]).length).toBe(0);
    expect((await undo(sub, record.id)).statusCode).toBe(404);

    // Undone, the file is new again: the kept session holds only what the lifter logged, so none of
    // the file is "already there"; adding theirs where it resembles the kept one, everything comes back.
    const again = (await importPlan(sub, plan, sha256(text), {}, { changed: 'add_theirs' })).json() as ImportRecord;
    expect(again).toMatchObject({ workouts_added: record.workouts_added, sets_added: record.sets_added, workouts_already_there: 0 });
  }),
);

test("a Liftbook export's custom exercises and goals come along, a past target date kept; undo takes them back", async () => {
  const sub = 'liftbook-goals';
  const started = (await start(sub, '2'.repeat(64))).json() as ImportRecord;
  const goal = {
    exercise_name: 'Deadlift',
    current_weight: 300,
    current_reps: 1,
    target_weight: 405,
    target_reps: 1,
    target_date: '2020-06-01',
    status: 'completed',
  };
  const paused: ImportWorkoutInput = {
    session_date: '2024-05-05',
    session_type: 'Push',
    notes: 'From Liftbook',
    exercises: [{ name: 'Log Press', type: 'reps', notes: null, variation: 'paused', sets: [{ ...goodSet, weight: null, weight_unit: null, rpe: null }] }],
  };
  expect((await chunk(sub, started.id, { workouts: [], custom_exercises: [{ name: '  Log  Press ' }], goals: [goal] })).statusCode).toBe(204);
  expect((await chunk(sub, started.id, { workouts: [paused] })).statusCode).toBe(204);
  expect((await finish(sub, started.id)).statusCode).toBe(200);
  const goals = (await api.as(sub, { method: 'GET', url: '/api/goals' })).json() as { exercise_name: string; target_date: string; status: string }[];
  expect(goals).toEqual([expect.objectContaining({ exercise_name: 'Deadlift', target_date: '2020-06-01T00:00:00.000Z', status: 'completed' })]);
  const customs = ((await api.as(sub, { method: 'GET', url: '/api/custom_exercises' })).json() as { name: string }[]).map((c) => c.name);
  expect(customs).toEqual(['Log Press']);
  const [session] = (await api.as(sub, { method: 'GET', url: '/api/sessions' })).json() as { id: number; notes: string }[];
  const [exercise] = (await api.as(sub, { method: 'GET', url: `/api/sessions/${session!.id}/exercises` })).json() as { name: string; variation: string }[];
  expect([session!.notes, exercise!.name, exercise!.variation]).toEqual(['From Liftbook', 'Log Press', 'paused']);
  expect((await undo(sub, started.id)).json()).toEqual({
    sessions_removed: 1,
    sets_removed: 1,
    custom_exercises_removed: 1,
    goals_removed: 1,
    sessions_kept: 0,
    sets_kept: 0,
  });
  expect((await api.as(sub, { method: 'GET', url: '/api/goals' })).json()).toEqual([]);
});

// ---- refusals ----------------------------------------------------------------------------------

const goodSet: ImportSetInput = { kind: 'normal', weight: 100, weight_unit: 'kg', reps: 5, duration: null, distance: null, rpe: 8, notes: null };
const workoutWith = (set: object, date = '2025-02-03T10:00:00'): ImportWorkoutInput =>
  ({
    session_date: date,
    session_type: 'Push',
    notes: null,
    exercises: [{ name: 'Bench Press', type: 'weighted', notes: null, sets: [goodSet, set] }],
  }) as ImportWorkoutInput;

test.each([
  ['rpe 11', { ...goodSet, rpe: 11 }, 'workouts[3].exercises[0].sets[1].rpe'],
  ['rpe 7.3', { ...goodSet, rpe: 7.3 }, 'workouts[3].exercises[0].sets[1].rpe'],
  ['reps -1', { ...goodSet, reps: -1 }, 'workouts[3].exercises[0].sets[1].reps'],
  ['an unknown kind', { ...goodSet, kind: 'amrap' }, 'workouts[3].exercises[0].sets[1].kind'],
  ['a weighted set without weight', { ...goodSet, weight: null }, 'workouts[3].exercises[0].sets[1].weight'],
  ['a missing field', { kind: 'normal', weight: 100, reps: 5 }, 'workouts[3].exercises[0].sets[1].weight_unit'],
])('a bad row (%s) is a 400 naming it, and nothing is staged or written', async (label, set, field) => {
  const sub = `refused ${label}`;
  const started = (await start(sub, '3'.repeat(64))).json() as ImportRecord;
  const workouts = [0, 1, 2, 3].map((i) => (i === 3 ? workoutWith(set) : workoutWith(goodSet, `2025-02-0${i + 4}T10:00:00`)));
  const response = await chunk(sub, started.id, { workouts });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ field });
  const staged = await sql<{ n: number }>`SELECT count(*)::int AS n FROM import_workouts WHERE import_id = ${started.id}`.execute(api.db);
  expect(staged.rows[0]!.n).toBe(0);
  expect((await finish(sub, started.id)).json()).toMatchObject({ workouts_added: 0, sets_added: 0 });
  expect((await holdings(sub)).sessions).toBe(0);
});

test('a bad date or an empty name is a 400 naming the workout', async () => {
  const sub = 'bad-dates';
  const started = (await start(sub, '4'.repeat(64))).json() as ImportRecord;
  const cases: [ImportWorkoutInput, string][] = [
    [{ ...workoutWith(goodSet), session_date: '2025-02-30T10:00:00' }, 'workouts[0].session_date'],
    [{ ...workoutWith(goodSet), session_date: '24 Nov 2025' }, 'workouts[0].session_date'],
    [{ ...workoutWith(goodSet), session_type: '  ' }, 'workouts[0].session_type'],
    [{ ...workoutWith(goodSet), exercises: [{ name: '\u200b', type: 'reps', notes: null, sets: [] }] }, 'workouts[0].exercises[0].name'],
  ];
  for (const [workout, field] of cases) {
    const response = await chunk(sub, started.id, { workouts: [workout] });
    expect([response.statusCode, response.json().field]).toEqual([400, field]);
  }
  const tooMany = await chunk(sub, started.id, { workouts: Array.from({ length: CHUNK + 1 }, () => workoutWith(goodSet)) });
  expect([tooMany.statusCode, tooMany.json().field]).toEqual([400, 'workouts']);
});

test("another lifter's import is a 404 on every route, and changes nothing", async () => {
  const started = (await start('owner-a', '5'.repeat(64))).json() as ImportRecord;
  expect((await chunk('owner-a', started.id, { workouts: [workoutWith(goodSet)] })).statusCode).toBe(204);
  for (const response of [
    await chunk('intruder', started.id, { workouts: [workoutWith(goodSet)] }),
    await finish('intruder', started.id),
    await undo('intruder', started.id),
  ]) {
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Import not found' });
  }
  expect((await finish('owner-a', started.id)).json()).toMatchObject({ workouts_added: 1, sets_added: 2 });
});

test('a finished import takes no more chunks and no second finish (409)', async () => {
  const sub = 'twice';
  const started = (await start(sub, '6'.repeat(64))).json() as ImportRecord;
  expect((await finish(sub, started.id)).statusCode).toBe(200);
  expect((await chunk(sub, started.id, { workouts: [workoutWith(goodSet)] })).statusCode).toBe(409);
  expect((await finish(sub, started.id)).statusCode).toBe(409);
});

test('an abandoned open import is dropped with its staged workouts when the same file is started again', async () => {
  const sub = 'abandoner';
  const first = (await start(sub, '7'.repeat(64))).json() as ImportRecord;
  expect((await chunk(sub, first.id, { workouts: [workoutWith(goodSet)] })).statusCode).toBe(204);
  const second = (await start(sub, '7'.repeat(64))).json() as ImportRecord;
  expect(second.id).not.toBe(first.id);
  const left = await sql<{ n: number }>`SELECT count(*)::int AS n FROM import_workouts WHERE import_id = ${first.id}`.execute(api.db);
  expect(left.rows[0]!.n).toBe(0);
  expect((await chunk(sub, first.id, { workouts: [workoutWith(goodSet)] })).statusCode).toBe(404);
});

withSamples(() =>
  test('the finish is all or nothing: a failure on the last batch writes nothing, and the import can be finished after', async () => {
    const sub = 'atomic';
    const plan = applyUnit(parseImportText(readText('strong-2019-semicolon-unitcols.csv')), 'kg');
    const started = (await start(sub, '8'.repeat(64))).json() as ImportRecord;
    const workouts = plan.workouts.map((workout) => toImportWorkoutInput(workout));
    // The very last set of the file is refused by the database (a test trigger), after hundreds of workouts were written.
    const lastSet = workouts.at(-1)!.exercises.at(-1)!.sets.at(-1)!;
    lastSet.notes = 'fail here';
    for (let from = 0; from < workouts.length; from += CHUNK)
      expect((await chunk(sub, started.id, { workouts: workouts.slice(from, from + CHUNK) })).statusCode).toBe(204);
    await sql`CREATE FUNCTION refuse_marked_set() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF NEW.notes = 'fail here' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$`.execute(api.db);
    await sql`CREATE TRIGGER refuse_marked_set BEFORE INSERT ON sets FOR EACH ROW EXECUTE FUNCTION refuse_marked_set()`.execute(api.db);
    try {
      const failed = await finish(sub, started.id);
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER refuse_marked_set ON sets`.execute(api.db);
      await sql`DROP FUNCTION refuse_marked_set()`.execute(api.db);
    }
    expect(await holdings(sub)).toEqual({ sessions: 0, sets: 0, kinds: { normal: 0, warmup: 0, drop: 0, failure: 0 } });
    const customs = await sql<{ n: number }>`SELECT count(*)::int AS n FROM custom_exercises WHERE import_id = ${started.id}`.execute(api.db);
    expect(customs.rows[0]!.n).toBe(0);
    expect(((await api.as(sub, { method: 'GET', url: '/api/imports' })).json() as ImportRecord[]).length).toBe(0);
    const done = await finish(sub, started.id);
    expect(done.json()).toMatchObject({ status: 'done', workouts_added: plan.workouts.length });
  }),
);

test('with an Idempotency-Key, a retried start, chunk or finish replays its first answer and writes nothing twice', async () => {
  const sub = 'retrier';
  const keyed = (key: string, options: InjectOptions) => api.as(sub, { ...options, headers: { 'idempotency-key': key } });
  const startBody = { source: 'hevy', layout: 'Hevy, kg', file_name: 'workouts.csv', checksum: '9'.repeat(64) };
  const first = await keyed('start-1', { method: 'POST', url: '/api/imports', payload: startBody });
  const replayed = await keyed('start-1', { method: 'POST', url: '/api/imports', payload: startBody });
  expect([first.statusCode, replayed.statusCode, replayed.headers['idempotent-replayed'], replayed.json()]).toEqual([201, 201, 'true', first.json()]);
  const id = (first.json() as ImportRecord).id;
  for (let i = 0; i < 2; i += 1) {
    const sent = await keyed('chunk-1', { method: 'POST', url: `/api/imports/${id}/workouts`, payload: { workouts: [workoutWith(goodSet)] } });
    expect([sent.statusCode, sent.body]).toEqual([204, '']);
  }
  const done = await keyed('finish-1', { method: 'POST', url: `/api/imports/${id}/finish` });
  const again = await keyed('finish-1', { method: 'POST', url: `/api/imports/${id}/finish` });
  expect(done.json()).toMatchObject({ workouts_added: 1, sets_added: 2 });
  expect([again.statusCode, again.json()]).toEqual([200, done.json()]);
  expect((await holdings(sub)).sets).toBe(2);
});

test.each([
  ['nothing staged', [], []],
  [
    'small workouts: 500 a batch',
    Array.from({ length: 1001 }, () => 3),
    [
      [1, 500],
      [501, 1000],
      [1001, 1001],
    ],
  ],
  [
    'long workouts: about FINISH_BATCH_SETS sets a batch, whole workouts',
    [3000, 1999, 2, 5000, 10_000, 1],
    [
      [1, 2],
      [3, 3],
      [4, 4],
      [5, 5],
      [6, 6],
    ],
  ],
])('the finish writes in batches of whole workouts (%s)', (_, setCounts, expected) => {
  const staged = setCounts.map((sets, i) => ({ seq: i + 1, set_count: sets }));
  expect(finishBatches(staged).map(({ from, to }) => [from, to])).toEqual(expected);
  expect([FINISH_BATCH_SETS, FINISH_BATCH_WORKOUTS]).toEqual([5000, 500]);
});
