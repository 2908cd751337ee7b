import type { CalendarSession, Exercise, Session } from '../contract';
import { makeExercise, makeSession, makeSet } from '../testing/fixtures';
import {
  backoffMs,
  classify,
  dependentsOf,
  describeChange,
  idsIn,
  isOutboxWrite,
  isUnsaved,
  localIdFor,
  localIdsFor,
  LOCAL_ID_BASE,
  nextLocalId,
  nextToSend,
  takeLocalId,
  resolveUrl,
  serverIdsFrom,
  withPending,
  calendarExercisesOf,
  sessionsShownBy,
  summaryOf,
  type OutboxEntry,
  type WriteMethod,
} from './outbox';

const L = LOCAL_ID_BASE;
const at = '2026-11-24T10:00:00.000Z';
let seq = 0;
function entry(method: WriteMethod, url: string, body: unknown = null, extra: Partial<OutboxEntry> = {}): OutboxEntry {
  seq += 1;
  return { seq, key: `k${seq}`, method, url, body, createdAt: at, attempts: 0, state: 'pending', ...extra };
}
const noNames = () => undefined;

describe('isOutboxWrite', () => {
  it.each<[string, string, boolean]>([
    ['POST', '/sessions', true],
    ['PUT', '/sessions/4', true],
    ['DELETE', '/sessions/4', true],
    ['POST', '/sessions/4/repeat', true],
    ['POST', '/sessions/4/exercises', true],
    ['PUT', '/exercises/9', true],
    ['POST', '/exercises/9/sets', true],
    ['PUT', '/exercises/9/sets/3', true],
    ['DELETE', '/exercises/9/sets/3', true],
    ['POST', '/exercises/9/planned_sets/4/log', true],
    ['DELETE', '/exercises/9/planned_sets/4', true],
    ['PUT', '/exercises/9/planned_sets/4', false],
    ['POST', '/custom_exercises', true],
    ['DELETE', '/custom_exercises/2', true],
    ['GET', '/sessions', false],
    ['POST', '/goals', false],
    ['POST', '/groups/1/members', false],
    ['POST', '/imports', false],
  ])('%s %s -> %s', (method, url, expected) => expect(isOutboxWrite(method, url)).toBe(expected));
});

describe('ids in urls', () => {
  it('lists the ids of a path', () => expect(idsIn('/exercises/7/sets/9')).toEqual([7, 9]));
  it.each<[string, Array<[number, number]>, string, number[]]>([
    ['/sessions/12', [], '/sessions/12', []],
    [`/sessions/${L + 1}/exercises`, [[L + 1, 40]], '/sessions/40/exercises', []],
    [`/exercises/${L + 2}/sets/${L + 3}`, [[L + 2, 7]], `/exercises/7/sets/${L + 3}`, [L + 3]],
    [`/sessions/${L + 1}?limit=5`, [[L + 1, 40]], '/sessions/40?limit=5', []],
  ])('resolves %s', (url, ids, expected, missing) => expect(resolveUrl(url, new Map(ids))).toEqual({ url: expected, missing }));
});

describe('local ids of a create', () => {
  let n = L;
  const next = () => (n += 1);
  it.each<[WriteMethod, string, unknown, boolean, number]>([
    ['POST', '/sessions', { session_type: 'push' }, true, 0],
    ['POST', '/sessions/3/exercises', { name: 'Squat', type: 'weighted', sets: [{}, {}, {}] }, true, 3],
    ['POST', '/sessions/3/exercises', { name: 'Squat', type: 'weighted' }, true, 0],
    ['POST', '/exercises/3/sets', { reps: 5 }, true, 0],
    ['PUT', '/exercises/3/sets/4', { reps: 5 }, false, 0],
    ['DELETE', '/sessions/3', null, false, 0],
  ])('%s %s', (method, url, body, hasId, sets) => {
    const ids = localIdsFor(method, url, body, next);
    expect(ids.localId !== undefined).toBe(hasId);
    expect(ids.localSetIds?.length ?? 0).toBe(sets);
  });

  it("takes the server's ids from the answer, sets in the order sent", () => {
    const e = entry('POST', '/sessions/3/exercises', {}, { localId: L + 1, localSetIds: [L + 2, L + 3] });
    expect(serverIdsFrom(e, { id: 50, sets: [{ id: 70 }, { id: 71 }] })).toEqual([
      [L + 1, 50],
      [L + 2, 70],
      [L + 3, 71],
    ]);
    expect(serverIdsFrom(entry('DELETE', '/sessions/3'), null)).toEqual([]);
  });
});

describe('classify: what an answer means for a queued write', () => {
  it.each<[WriteMethod, number | string, string]>([
    ['POST', 201, 'done'],
    ['PUT', 200, 'done'],
    ['DELETE', 204, 'done'],
    ['DELETE', 404, 'done'], // already gone: what the lifter wanted
    ['PUT', 404, 'refused'], // deleted on another device
    ['POST', 400, 'refused'],
    ['POST', 409, 'refused'],
    ['POST', 403, 'refused'],
    ['POST', 'FETCH_ERROR', 'unreachable'],
    ['POST', 'TIMEOUT_ERROR', 'unreachable'],
    ['POST', 502, 'unreachable'], // the shell's proxy: the api is down
    ['POST', 503, 'unreachable'],
    ['POST', 504, 'unreachable'],
    ['POST', 401, 'signed-out'],
    ['POST', 500, 'retry'],
    ['POST', 429, 'retry'],
    ['POST', 408, 'retry'],
  ])('%s answered %s -> %s', (method, status, expected) => expect(classify(method, status)).toBe(expected));

  it.each([
    [1, 1000],
    [2, 2000],
    [4, 8000],
    [10, 60_000],
  ])('waits %i try(s) -> %i ms', (attempts, ms) => expect(backoffMs(attempts)).toBe(ms));
});

describe('order and dependencies', () => {
  it('sends the oldest waiting write first, skipping refused ones', () => {
    const a = entry('POST', '/sessions', {}, { state: 'failed' });
    const b = entry('POST', '/exercises/1/sets');
    const c = entry('POST', '/exercises/1/sets');
    expect(nextToSend([c, a, b])).toBe(b);
    expect(nextToSend([a])).toBeUndefined();
  });

  it("a refused session takes its exercises and their sets with it, not other sessions' writes", () => {
    const session = entry('POST', '/sessions', {}, { localId: L + 1 });
    const exercise = entry('POST', `/sessions/${L + 1}/exercises`, {}, { localId: L + 2, localSetIds: [L + 3] });
    const set = entry('POST', `/exercises/${L + 2}/sets`, {}, { localId: L + 4 });
    const edit = entry('PUT', `/exercises/${L + 2}/sets/${L + 3}`, {});
    const other = entry('POST', '/exercises/9/sets', {});
    expect(dependentsOf(session, [session, exercise, set, edit, other])).toEqual([exercise, set, edit]);
    expect(dependentsOf(other, [session, exercise, set, edit, other])).toEqual([]);
  });
});

/** A dictionary lookup as the base query keeps one: by id, or by name in any letter case. */
const dictionaryOf =
  (...entries: Array<{ id: number; name: string }>) =>
  (idOrName: number | string) =>
    entries.find((d) => d.id === idOrName || (typeof idOrName === 'string' && d.name.toLowerCase() === idOrName.toLowerCase()));

describe('an exercise that filled a card of the same lift', () => {
  it('maps the sets it sent to the last sets of the card it answers, not the card’s earlier ones', () => {
    const e = entry('POST', '/sessions/3/exercises', { name: 'Bench Press', type: 'weighted' }, { localId: L + 1, localSetIds: [L + 2, L + 3] });
    expect(serverIdsFrom(e, { id: 50, sets: [{ id: 60 }, { id: 61 }, { id: 70 }, { id: 71 }] })).toEqual([
      [L + 1, 50],
      [L + 2, 70],
      [L + 3, 71],
    ]);
  });
});

describe('withPending: reads show the writes still waiting', () => {
  const session = (id: number, date: string): Session => makeSession({ id, session_date: date, session_type: 'push' });
  const set = (id: number, n: number) => makeSet({ id, set_number: n, weight: 100, weight_unit: 'kg', reps: 5 });
  const bench: Exercise = makeExercise({ id: 7, session_id: 3, name: 'Bench Press', sets: [set(70, 1), set(71, 2)] });

  it('shows a planned set logged offline as a set, and a removed one gone from the plan', () => {
    const planned = (id: number, position: number) => ({
      id,
      position,
      kind: 'normal' as const,
      weight: 100,
      weight_unit: 'kg' as const,
      reps: 5,
      duration: null,
      distance: null,
      rpe: null,
    });
    const withPlan: Exercise = { ...bench, planned_sets: [planned(80, 1), planned(81, 2), planned(82, 3)] };
    const logged = entry('POST', '/exercises/7/planned_sets/80/log', { weight: 102.5, weight_unit: 'kg', reps: 5 }, { localId: L + 9 });
    const removed = entry('DELETE', '/exercises/7/planned_sets/82');
    const [shown] = withPending('/sessions/3/exercises', [withPlan], [logged, removed], noNames) as Exercise[];
    expect(shown!.planned_sets.map((p) => p.id)).toEqual([81]);
    expect(shown!.sets.map((s) => [s.id, s.set_number, s.weight, s.weight_unit])).toEqual([
      [70, 1, 100, 'kg'],
      [71, 2, 100, 'kg'],
      [L + 9, 3, 102.5, 'kg'],
    ]);
  });

  it('adds a session made offline to the first page of the list, newest first, with edits and deletes applied', () => {
    const made = entry('POST', '/sessions', { session_date: '2026-11-24T00:00:00.000Z', session_type: 'legs' }, { localId: L + 1 });
    const renamed = entry('PUT', '/sessions/2', { session_date: '2026-11-20T00:00:00.000Z', session_type: 'pull' });
    const gone = entry('DELETE', '/sessions/1');
    const list = [session(2, '2026-11-20T00:00:00.000Z'), session(1, '2026-11-19T00:00:00.000Z')];
    const shown = withPending('/sessions?limit=50', list, [made, renamed, gone], noNames) as Session[];
    expect(shown.map((s) => [s.id, s.session_type])).toEqual([
      [L + 1, 'legs'],
      [2, 'pull'],
    ]);
    expect((withPending('/sessions?limit=50&before=2', [], [made], noNames) as Session[]).length).toBe(0);
  });

  it('a workout marked Private offline (issue 31) waits as a session edit and shows private on its page and in the list', () => {
    const marked = entry('PUT', '/sessions/2', { session_date: '2026-11-20T00:00:00.000Z', session_type: 'push', notes: null, private: true });
    expect(isOutboxWrite('PUT', '/sessions/2')).toBe(true);
    expect(withPending('/sessions/2', session(2, '2026-11-20T00:00:00.000Z'), [marked], noNames)).toMatchObject({ id: 2, private: true });
    const [listed] = withPending('/sessions?limit=50', [session(2, '2026-11-20T00:00:00.000Z')], [marked], noNames) as Session[];
    expect(listed).toMatchObject({ id: 2, private: true });
  });

  it('answers a session made on this device, and its exercises, without the server', () => {
    const made = entry('POST', '/sessions', { session_date: '2026-11-24T00:00:00.000Z', session_type: 'legs' }, { localId: L + 1 });
    expect(withPending(`/sessions/${L + 1}`, undefined, [made], noNames)).toMatchObject({ id: L + 1, session_type: 'legs', notes: null });
    expect(withPending(`/sessions/${L + 1}/exercises`, undefined, [made], noNames)).toEqual([]);
    expect(withPending('/sessions/5', undefined, [made], noNames)).toBeUndefined();
    expect(withPending('/sessions/5/exercises', undefined, [made], noNames)).toBeUndefined();
  });

  it("applies a quick-log batch, a set added, edited and deleted to a session's exercises", () => {
    const batch = entry(
      'POST',
      '/sessions/3/exercises',
      { dictionary_exercise_id: 4, type: 'weighted', sets: [{ weight: 60, weight_unit: 'kg', reps: 8 }] },
      { localId: L + 1, localSetIds: [L + 2] },
    );
    const added = entry('POST', '/exercises/7/sets', { weight: 105, weight_unit: 'kg', reps: 3 }, { localId: L + 3 });
    const edited = entry('PUT', '/exercises/7/sets/70', { weight: 102.5, weight_unit: 'kg', reps: 5 });
    const deleted = entry('DELETE', '/exercises/7/sets/71');
    const names = dictionaryOf({ id: 4, name: 'Back Squat' });
    const shown = withPending('/sessions/3/exercises', [bench], [batch, added, edited, deleted], names) as Exercise[];
    expect(shown.map((e) => e.name)).toEqual(['Bench Press', 'Back Squat']);
    expect(shown[0]!.sets.map((s) => [s.id, s.set_number, s.weight])).toEqual([
      [70, 1, 102.5],
      [L + 3, 3, 105],
    ]);
    expect(shown[1]!.sets.map((s) => [s.id, s.set_number, s.reps])).toEqual([[L + 2, 1, 8]]);
  });

  it("an exercise typed by a dictionary exercise's name is that dictionary exercise; another name is the lifter's own", () => {
    const names = dictionaryOf({ id: 1, name: 'Bench Press' });
    const byName = entry('POST', '/sessions/3/exercises', { name: 'bench press', type: 'weighted' }, { localId: L + 1 });
    const custom = entry('POST', '/sessions/3/exercises', { name: 'Sled Drag', type: 'weighted' }, { localId: L + 2 });
    const shown = withPending('/sessions/3/exercises', [], [byName, custom], names) as Exercise[];
    expect(shown.map((e) => [e.name, e.dictionary_exercise_id])).toEqual([
      ['bench press', 1],
      ['Sled Drag', null],
    ]);
  });

  it('adds a custom exercise made offline; other reads pass through', () => {
    const made = entry('POST', '/custom_exercises', { name: 'Sled Push' }, { localId: L + 1 });
    expect(withPending('/custom_exercises', [{ id: 1, name: 'Zercher', user_id: 3 }], [made], noNames)).toEqual([
      { id: 1, name: 'Zercher', user_id: 3 },
      { id: L + 1, name: 'Sled Push', user_id: 0 },
    ]);
    expect(withPending('/goals', [{ id: 1 }], [made], noNames)).toEqual([{ id: 1 }]);
  });

  it('ignores writes the server refused', () => {
    const refused = entry('POST', '/custom_exercises', { name: 'Sled Push' }, { localId: L + 1, state: 'failed' });
    expect(withPending('/custom_exercises', [], [refused], noNames)).toEqual([]);
  });
});

describe('describeChange', () => {
  it.each<[WriteMethod, string, unknown, string]>([
    ['POST', '/sessions', { session_date: '2026-11-24T00:00:00.000Z', session_type: 'push' }, 'New session: push, 2026-11-24'],
    ['POST', '/exercises/3/sets', { weight: 100, weight_unit: 'kg', reps: 5 }, 'New set: 100 kg x 5 reps'],
    ['POST', '/exercises/3/planned_sets/8/log', { weight: 100, weight_unit: 'kg', reps: 5 }, 'Logged planned set: 100 kg x 5 reps'],
    ['DELETE', '/exercises/3/planned_sets/8', null, 'Removed planned set'],
    ['DELETE', '/exercises/3/sets/4', null, 'Deleted set'],
    ['POST', '/sessions/3/exercises', { name: 'Squat', type: 'weighted', sets: [{}, {}] }, 'New exercise: Squat with 2 sets'],
    ['POST', '/custom_exercises', { name: 'Sled Push' }, 'New custom exercise: Sled Push'],
  ])('%s %s', (method, url, body, text) => expect(describeChange({ method, url, body })).toBe(text));
});

describe('Repeat this workout while offline', () => {
  it('shows the new session in the list and on its own page until the server has it, and says what it was', () => {
    const repeat = entry('POST', '/sessions/4/repeat', { session_date: '2026-11-24T00:00:00.000Z', session_type: 'legs' }, { localId: L + 50 });
    const list = withPending('/sessions', [], [repeat], noNames) as Session[];
    expect(list.map((s) => [s.id, s.session_type, s.session_date])).toEqual([[L + 50, 'legs', '2026-11-24T00:00:00.000Z']]);
    expect(withPending(`/sessions/${L + 50}`, undefined, [repeat], noNames)).toMatchObject({ id: L + 50, session_type: 'legs', notes: null });
    expect(withPending(`/sessions/${L + 50}/exercises`, undefined, [repeat], noNames)).toEqual([]);
    expect(describeChange(repeat)).toBe('New session: legs, 2026-11-24');
  });
});

describe('summaries and the calendar show what waits (issue: offline, "No exercises yet" for a session with 6 sets)', () => {
  const day = '2026-11-24T00:00:00.000Z';
  const listed = (id: number, summary = { exercise_count: 0, set_count: 0, volume_lbs: 0 }) => ({
    ...makeSession({ id, session_date: day, session_type: 'push' }),
    summary,
  });
  const squat = makeExercise({ id: 7, session_id: 3, name: 'Back Squat', sets: [] });
  const batch = entry(
    'POST',
    '/sessions/3/exercises',
    {
      name: 'Bench Press',
      type: 'weighted',
      sets: [
        { weight: 100, weight_unit: 'lbs', reps: 5, kind: 'warmup' },
        { weight: 135, weight_unit: 'lbs', reps: 5 },
        { weight: 135, weight_unit: 'lbs', reps: 5 },
      ],
    },
    { localId: L + 1, localSetIds: [L + 2, L + 3, L + 4] },
  );
  const onSquat = [1, 2, 3].map((i) => entry('POST', '/exercises/7/sets', { weight: 100, weight_unit: 'kg', reps: 3 }, { localId: L + 10 + i }));

  it('counts a session whose exercises and sets wait: exercises with sets, every set, the volume of those that count (kg in lbs)', () => {
    const pending = [batch, ...onSquat];
    const exercises = withPending('/sessions/3/exercises', [squat], pending, noNames) as Exercise[];
    expect(summaryOf(exercises)).toEqual({ exercise_count: 2, set_count: 6, volume_lbs: 3334.16 });
    const list = withPending('/sessions?limit=50', [listed(3), listed(2)], pending, noNames, new Map([[3, exercises]])) as Array<{
      id: number;
      summary: unknown;
    }>;
    expect(list.find((s) => s.id === 3)!.summary).toEqual({ exercise_count: 2, set_count: 6, volume_lbs: 3334.16 });
    // A session nothing waits for keeps the server's summary.
    expect(list.find((s) => s.id === 2)!.summary).toEqual({ exercise_count: 0, set_count: 0, volume_lbs: 0 });
  });

  it('an exercise with no sets is counted nowhere', () => {
    expect(summaryOf([squat])).toEqual({ exercise_count: 0, set_count: 0, volume_lbs: 0 });
    expect(calendarExercisesOf([squat])).toEqual([]);
  });

  it('a session made offline is counted from what waits for it, in the list and in its month', () => {
    const made = entry('POST', '/sessions', { session_date: day, session_type: 'legs' }, { localId: L + 20 });
    const into = entry(
      'POST',
      `/sessions/${L + 20}/exercises`,
      { name: 'Row', type: 'weighted', sets: [{ weight: 50, weight_unit: 'kg', reps: 10 }] },
      { localId: L + 21, localSetIds: [L + 22] },
    );
    const pending = [made, into];
    const exercises = withPending(`/sessions/${L + 20}/exercises`, undefined, pending, noNames) as Exercise[];
    const byId = new Map([[L + 20, exercises]]);
    const list = withPending('/sessions?limit=50', [], pending, noNames, byId) as Array<{ id: number; summary: unknown }>;
    expect(list).toEqual([expect.objectContaining({ id: L + 20, summary: { exercise_count: 1, set_count: 1, volume_lbs: 1102.31 } })]);
    const month = withPending('/sessions/calendar?start_date=2026-10-26&end_date=2026-12-06', [], pending, noNames, byId) as CalendarSession[];
    expect(month.map((s) => [s.id, s.session_type, s.exercises.map((e) => [e.name, e.set_count, e.volume_lbs])])).toEqual([
      [L + 20, 'legs', [['Row', 1, 1102.31]]],
    ]);
    // Another month does not show it.
    expect(withPending('/sessions/calendar?start_date=2026-12-28&end_date=2027-02-07', [], pending, noNames, byId)).toEqual([]);
  });

  it("a month's saved copy with sets added, a session moved out of the month and one deleted", () => {
    const saved: CalendarSession[] = [
      {
        ...makeSession({ id: 3, session_date: day, session_type: 'push' }),
        exercises: [{ id: 7, name: 'Back Squat', variation: null, type: 'weighted', set_count: 0, volume_lbs: 0 }],
      },
      { ...makeSession({ id: 4, session_date: day, session_type: 'pull' }), exercises: [] },
      { ...makeSession({ id: 5, session_date: day, session_type: 'arms' }), exercises: [] },
    ];
    const moved = entry('PUT', '/sessions/4', { session_date: '2027-01-02T00:00:00.000Z', session_type: 'pull' });
    const gone = entry('DELETE', '/sessions/5');
    const pending = [...onSquat, moved, gone];
    const exercises = withPending('/sessions/3/exercises', [squat], pending, noNames) as Exercise[];
    const month = withPending(
      '/sessions/calendar?start_date=2026-10-26&end_date=2026-12-06',
      saved,
      pending,
      noNames,
      new Map([[3, exercises]]),
    ) as CalendarSession[];
    expect(month.map((s) => [s.id, s.exercises.map((e) => [e.name, e.set_count])])).toEqual([[3, [['Back Squat', 3]]]]);
  });

  it('sessionsShownBy: the sessions of a list or a month, and those made here, only while something waits', () => {
    const made = entry('POST', '/sessions', { session_date: day }, { localId: L + 30 });
    expect(sessionsShownBy('/sessions?limit=50', [listed(3)], [made])).toEqual([3, L + 30]);
    expect(sessionsShownBy('/sessions/calendar?start_date=a&end_date=b', [listed(3)], [made])).toEqual([3, L + 30]);
    expect(sessionsShownBy('/sessions?limit=50', [listed(3)], [])).toEqual([]);
    expect(sessionsShownBy('/goals', [listed(3)], [made])).toEqual([]);
  });
});

describe('local ids: the one id of what is not on the server yet', () => {
  it('increase, never repeat (even with the clock standing still or going back), and sit above any server id', () => {
    const ids = [nextLocalId(1_000), nextLocalId(1_000), nextLocalId(999), nextLocalId(2_000)];
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id > L && Number.isSafeInteger(id))).toBe(true);
  });

  it.each([
    ['a saved set', { id: 4_812 }, false],
    ['the largest id a database sequence reaches in practice', { id: 2 ** 31 - 1 }, false],
    ['a set on its way or waiting offline', { id: L + 17 }, true],
  ])('isUnsaved: %s', (_what, row, unsaved) => expect(isUnsaved(row)).toBe(unsaved));

  it('a key is given one id until the outbox takes it; then it is forgotten', () => {
    const id = localIdFor('k-shown');
    expect(localIdFor('k-shown')).toBe(id);
    expect(localIdFor('k-other')).not.toBe(id);
    expect(takeLocalId('k-shown')).toBe(id);
    expect(takeLocalId('k-shown')).toBeUndefined();
    expect(localIdFor('k-shown')).not.toBe(id);
  });
});
