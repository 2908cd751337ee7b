// A workout's identity for import (docs/product.md §2.12): its full content on its day. Look-alike
// workouts on different lifts are two workouts; "already there" means exactly that workout is in
// the log; a workout that differs in any way from the session it resembles is "changed", and the
// lifter's choice (keep mine, add theirs) decides; undo removes only what the lifter has not
// changed since and says what it kept, and what survived never blocks a re-import.
import type { ImportCheck, ImportFinishInput, ImportRecord, ImportSetInput, ImportUndoResult, ImportWorkoutInput } from '@liftbook/shared/contract';
import { sql } from 'kysely';
import { createTestApi, type TestApi } from '../../../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

let files = 0;
/** Imports `workouts` as a new file (a new checksum each time): start, one chunk, check, finish with `choice`. */
async function importWorkouts(sub: string, workouts: ImportWorkoutInput[], choice?: ImportFinishInput) {
  files += 1;
  const checksum = files.toString(16).padStart(64, '0');
  const started = await api.as(sub, { method: 'POST', url: '/api/imports', payload: { source: 'strong', layout: 'test', file_name: 'f.csv', checksum } });
  expect(started.statusCode).toBe(201);
  const id = (started.json() as ImportRecord).id;
  const sent = await api.as(sub, { method: 'POST', url: `/api/imports/${id}/workouts`, payload: { workouts } });
  expect([sent.statusCode, sent.body]).toEqual([204, '']);
  const checked = await api.as(sub, { method: 'POST', url: `/api/imports/${id}/check` });
  expect(checked.statusCode).toBe(200);
  const finished = await api.as(sub, { method: 'POST', url: `/api/imports/${id}/finish`, ...(choice === undefined ? {} : { payload: choice }) });
  expect([finished.statusCode, finished.statusCode === 200 ? '' : finished.body]).toEqual([200, '']);
  return { check: checked.json() as ImportCheck, record: finished.json() as ImportRecord };
}

const set = (weight: number, reps: number, extra: Partial<ImportSetInput> = {}): ImportSetInput => ({
  kind: 'normal',
  weight,
  weight_unit: 'lbs',
  reps,
  duration: null,
  distance: null,
  rpe: null,
  notes: null,
  ...extra,
});
const lift = (name: string, sets: ImportSetInput[], notes: string | null = null) => ({ name, type: 'weighted' as const, notes, sets });
const workout = (date: string, exercises: ReturnType<typeof lift>[], type = 'Legs', notes: string | null = null): ImportWorkoutInput => ({
  session_date: date,
  session_type: type,
  notes,
  exercises,
});
const threeByFive = () => [set(225, 5), set(225, 5), set(225, 5)];

/** The lifter's sessions: day, type and per exercise its name and set count, oldest first. */
async function log(sub: string) {
  const { rows } = await sql<{ day: string; type: string; lifts: string[] }>`
    SELECT s.session_date AS day, s.session_type AS type,
      ARRAY(SELECT e.name || ' ' || (SELECT count(*) FROM sets AS st WHERE st.exercise_id = e.id) FROM exercises AS e WHERE e.session_id = s.id ORDER BY e.position) AS lifts
    FROM sessions AS s JOIN users AS u ON u.id = s.user_id WHERE u.subject = ${sub} ORDER BY s.session_date, s.id`.execute(api.db);
  return rows.map((r) => `${r.day} ${r.type}: ${r.lifts.join(', ')}`);
}

test('two sessions of one day, same type and set figures on different lifts, are two workouts; the file again finds both there', async () => {
  const sub = 'look-alikes';
  const file = [workout('2025-03-03T07:00:00', [lift('Squat', threeByFive())]), workout('2025-03-03T18:00:00', [lift('Deadlift', threeByFive())])];
  const { check, record } = await importWorkouts(sub, file);
  expect(check).toEqual({ workouts_new: 2, workouts_already_there: 0, workouts_changed: 0, changed: [] });
  expect(record).toMatchObject({ workouts_added: 2, sets_added: 6, workouts_already_there: 0 });
  expect(await log(sub)).toEqual(['2025-03-03 Legs: Squat 3', '2025-03-03 Legs: Deadlift 3']);

  const again = await importWorkouts(sub, file);
  expect(again.check).toMatchObject({ workouts_new: 0, workouts_already_there: 2, workouts_changed: 0 });
  expect(again.record).toMatchObject({ workouts_added: 0, workouts_already_there: 2 });
});

test('two identical workouts of one day are two; a log holding one of them gets the other', async () => {
  const sub = 'twins';
  const twin = (time: string) => workout(`2025-03-04T${time}`, [lift('Bench Press', [set(135, 10)])], 'Push');
  const { record } = await importWorkouts(sub, [twin('07:00:00')]);
  expect(record.workouts_added).toBe(1);
  const both = await importWorkouts(sub, [twin('07:00:00'), twin('19:00:00')]);
  expect(both.record).toMatchObject({ workouts_added: 1, workouts_already_there: 1 });
  expect(await log(sub)).toEqual(['2025-03-04 Push: Bench Press 1', '2025-03-04 Push: Bench Press 1']);
});

test.each([
  ['one set removed', (w: ImportWorkoutInput) => ({ ...w, exercises: [lift('Squat', threeByFive().slice(1)), w.exercises[1]!] })],
  [
    'a set note',
    (w: ImportWorkoutInput) => ({ ...w, exercises: [lift('Squat', [set(225, 5, { notes: 'belt' }), ...threeByFive().slice(1)]), w.exercises[1]!] }),
  ],
  ['an exercise note', (w: ImportWorkoutInput) => ({ ...w, exercises: [lift('Squat', threeByFive(), 'low bar'), w.exercises[1]!] })],
  ['the workout note', (w: ImportWorkoutInput) => ({ ...w, notes: 'tired' })],
  ['an RPE', (w: ImportWorkoutInput) => ({ ...w, exercises: [lift('Squat', [set(225, 5, { rpe: 8 }), ...threeByFive().slice(1)]), w.exercises[1]!] })],
  [
    'the unit',
    (w: ImportWorkoutInput) => ({
      ...w,
      exercises: [
        lift(
          'Squat',
          threeByFive().map((s) => ({ ...s, weight_unit: 'kg' as const })),
        ),
        w.exercises[1]!,
      ],
    }),
  ],
])('a copy of a file with %s is reported changed: keep mine adds nothing, add theirs adds it beside mine', async (label, change) => {
  const sub = `changed ${label}`;
  const original = [
    workout('2025-03-10T07:00:00', [lift('Squat', threeByFive()), lift('Leg Press', [set(400, 10)])]),
    workout('2025-03-12T07:00:00', [lift('Deadlift', threeByFive())]),
  ];
  await importWorkouts(sub, original);
  const before = await log(sub);
  const copy = [change(original[0]!), original[1]!];

  const kept = await importWorkouts(sub, copy);
  expect(kept.check).toMatchObject({ workouts_new: 0, workouts_already_there: 1, workouts_changed: 1 });
  expect(kept.check.changed).toEqual([
    expect.objectContaining({
      seq: 1,
      session_date: '2025-03-10',
      session_type: 'Legs',
      lifts: ['Squat', 'Leg Press'],
      mine: expect.objectContaining({ lifts: ['Squat', 'Leg Press'], sets: 4 }),
    }),
  ]);
  // No choice sent: the lifter's own session is kept, and the record says so.
  expect(kept.record).toMatchObject({ workouts_added: 0, workouts_already_there: 1, workouts_kept_mine: 1 });
  expect(await log(sub)).toEqual(before);

  const added = await importWorkouts(sub, copy, { changed: 'add_theirs' });
  expect(added.record).toMatchObject({ workouts_added: 1, workouts_already_there: 1, workouts_kept_mine: 0 });
  expect(await log(sub)).toHaveLength(before.length + 1);
});

test('"already there" is what the log holds now: a session the lifter edited since is changed, and choices are per workout', async () => {
  const sub = 'edited since';
  const file = [
    workout('2025-04-01T07:00:00', [lift('Squat', threeByFive())]),
    workout('2025-04-02T07:00:00', [lift('Squat', threeByFive())]),
    workout('2025-04-03T07:00:00', [lift('Squat', threeByFive())]),
  ];
  await importWorkouts(sub, file);
  // The lifter changes the first two sessions' first set.
  await sql`UPDATE sets SET reps = 4 WHERE set_number = 1 AND exercise_id IN (
      SELECT e.id FROM exercises AS e JOIN sessions AS s ON s.id = e.session_id JOIN users AS u ON u.id = s.user_id
      WHERE u.subject = ${sub} AND s.session_date IN ('2025-04-01', '2025-04-02'))`.execute(api.db);
  const { check, record } = await importWorkouts(sub, file, { changed: 'keep_mine', except: [2] });
  expect(check).toMatchObject({ workouts_new: 0, workouts_already_there: 1, workouts_changed: 2 });
  expect(check.changed.map((c) => c.seq)).toEqual([1, 2]);
  expect(record).toMatchObject({ workouts_added: 1, workouts_already_there: 1, workouts_kept_mine: 1 });
  expect(await log(sub)).toEqual(['2025-04-01 Legs: Squat 3', '2025-04-02 Legs: Squat 3', '2025-04-02 Legs: Squat 3', '2025-04-03 Legs: Squat 3']);
});

test('a session of that day that shares no lifts is not "mine": the workout is new', async () => {
  const sub = 'other lifts';
  await importWorkouts(sub, [workout('2025-05-01T07:00:00', [lift('Squat', threeByFive())])]);
  const { check } = await importWorkouts(sub, [workout('2025-05-01T18:00:00', [lift('Deadlift', threeByFive())])]);
  expect(check).toMatchObject({ workouts_new: 1, workouts_already_there: 0, workouts_changed: 0 });
});

test('undo removes only what the lifter has not changed since and says what it kept; a re-import can restore the imported sets', async () => {
  const sub = 'undo-kept';
  const file = [
    workout('2025-06-01T07:00:00', [lift('Squat', threeByFive()), lift('Leg Press', [set(400, 10)])]),
    workout('2025-06-02T07:00:00', [lift('Deadlift', threeByFive())]),
    workout('2025-06-03T07:00:00', [lift('Front Squat', threeByFive())]),
  ];
  const { record } = await importWorkouts(sub, file);
  const sessions = await sql<{ id: number; day: string }>`
    SELECT s.id, s.session_date AS day FROM sessions AS s WHERE s.import_id = ${record.id} ORDER BY s.session_date`.execute(api.db);
  const [first, second] = sessions.rows;
  // Added since: a set on the first session's Squat. Changed since: the second session's first set.
  const squat = await sql<{ id: number }>`SELECT id FROM exercises WHERE session_id = ${first!.id} AND name = 'Squat'`.execute(api.db);
  expect((await api.as(sub, { method: 'POST', url: `/api/exercises/${squat.rows[0]!.id}/sets`, payload: { weight: 245, reps: 3 } })).statusCode).toBe(201);
  const deadlift = await sql<{ exercise_id: number; id: number }>`
    SELECT st.exercise_id, st.id FROM sets AS st JOIN exercises AS e ON e.id = st.exercise_id WHERE e.session_id = ${second!.id} AND st.set_number = 1`.execute(
    api.db,
  );
  const { exercise_id: deadliftId, id: setId } = deadlift.rows[0]!;
  const edited = await api.as(sub, { method: 'PUT', url: `/api/exercises/${deadliftId}/sets/${setId}`, payload: { weight: 230, reps: 5 } });
  expect(edited.statusCode).toBe(200);

  const undone = await api.as(sub, { method: 'DELETE', url: `/api/imports/${record.id}` });
  expect(undone.json()).toEqual({
    sessions_removed: 1,
    sets_removed: 9,
    custom_exercises_removed: 0,
    goals_removed: 0,
    sessions_kept: 2,
    sets_kept: 1,
  } satisfies ImportUndoResult);
  expect(await log(sub)).toEqual(['2025-06-01 Legs: Squat 1', '2025-06-02 Legs: Deadlift 1']);
  // What stayed is the lifter's now: it no longer belongs to any import.
  const marked = await sql<{ n: number }>`SELECT count(*)::int AS n FROM sessions WHERE id IN (${first!.id}, ${second!.id}) AND import_id IS NOT NULL`.execute(
    api.db,
  );
  expect(marked.rows[0]!.n).toBe(0);

  // The file again: nothing it holds is exactly there, so nothing is skipped as "already there".
  const again = await importWorkouts(sub, file, { changed: 'add_theirs' });
  expect(again.record).toMatchObject({ workouts_already_there: 0, workouts_added: 3, sets_added: 10 });
});
