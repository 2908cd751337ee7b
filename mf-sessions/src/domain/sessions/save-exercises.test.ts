import type { ExerciseCreateInput, SetInput } from '@liftbook/shared/contract';
import {
  assignWriteKeys,
  countCalls,
  parseWriteKeys,
  planRequest,
  saveExercisesInOrder,
  unconfirmedWrites,
  type ExercisePlan,
  type UnkeyedPlan,
} from './save-exercises';

const bench: ExerciseCreateInput = { type: 'weighted', dictionary_exercise_id: 1, notes: null, variation: null };
const plank: ExerciseCreateInput = { type: 'duration', name: 'Plank', notes: null, variation: null };
const set = (reps: number): SetInput => ({ weight: 135, weight_unit: 'lbs', reps, duration: null });

/** Records every call with its key; fails the ones `fail` names ("exercise:Plank", "set:42:9" = exercise 42's set with 9 reps). */
function fakeCalls(fail: string[] = []) {
  const log: string[] = [];
  const progress: Array<[number, number]> = [];
  let nextId = 1;
  return {
    log,
    progress,
    calls: {
      createExercise: async (exercise: ExerciseCreateInput, key: string) => {
        const name = `exercise:${exercise.name ?? exercise.dictionary_exercise_id}`;
        log.push(`${name} sets=${(exercise.sets ?? []).map((s) => s.reps ?? s.duration).join(',')} key=${key}`);
        if (fail.includes(name)) throw new Error('boom');
        return { id: nextId++ };
      },
      addSet: async (exerciseId: number, s: SetInput, key: string) => {
        const name = `set:${exerciseId}:${s.reps ?? s.duration}`;
        log.push(`${name} key=${key}`);
        if (fail.includes(name)) throw new Error('boom');
        return {};
      },
      onProgress: (done: number, total: number) => progress.push([done, total]),
    },
  };
}

describe('countCalls', () => {
  it.each<[string, UnkeyedPlan[], number]>([
    ['nothing', [], 0],
    ['one exercise, three sets: one batch call', [{ exercise: bench, sets: [set(8), set(8), set(8)] }], 1],
    ['an exercise with no sets', [{ exercise: plank, sets: [] }], 1],
    ['two sets for an exercise already created: one call each', [{ exercise: bench, exerciseId: 7, sets: [set(8), set(7)] }], 2],
  ])('%s → %d', (_label, plans, expected) => {
    expect(countCalls(plans)).toBe(expected);
  });
});

describe('saveExercisesInOrder', () => {
  it('creates each exercise with its sets in one call, in order, under its key', async () => {
    const { calls, log, progress } = fakeCalls();
    const outcomes = await saveExercisesInOrder(
      [
        { exercise: bench, sets: [set(10), set(9)], key: 'k1' },
        { exercise: plank, sets: [{ duration: 60_000 }], key: 'k2' },
      ],
      calls,
    );
    expect(log).toEqual(['exercise:1 sets=10,9 key=k1', 'exercise:Plank sets=60000 key=k2']);
    expect(outcomes).toEqual([
      { status: 'saved', exerciseId: 1 },
      { status: 'saved', exerciseId: 2 },
    ]);
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });

  it('goes on after a failed exercise (none of it saved)', async () => {
    const { calls, log, progress } = fakeCalls(['exercise:1']);
    const outcomes = await saveExercisesInOrder(
      [
        { exercise: bench, sets: [set(8), set(8)], key: 'k1' },
        { exercise: plank, sets: [{ duration: 60_000 }], key: 'k2' },
      ],
      calls,
    );
    expect(log).toHaveLength(2);
    expect(outcomes[0]).toMatchObject({ status: 'exercise-failed' });
    expect(outcomes[1]).toEqual({ status: 'saved', exerciseId: 1 });
    expect(progress.at(-1)).toEqual([2, 2]);
  });

  it('adds sets to an exercise created earlier, one call each with a key derived from the plan’s, reporting which failed', async () => {
    const { calls, log } = fakeCalls(['set:42:9']);
    const outcomes = await saveExercisesInOrder([{ exercise: bench, exerciseId: 42, sets: [set(10), set(9)], key: 'k' }], calls);
    expect(log).toEqual(['set:42:10 key=k.0', 'set:42:9 key=k.1']);
    expect(outcomes).toEqual([{ status: 'sets-failed', exerciseId: 42, failedSets: [1], error: expect.any(Error) }]);
  });
});

describe('write keys', () => {
  const keys = () => {
    let n = 0;
    return () => `new-${++n}`;
  };
  const a: UnkeyedPlan = { exercise: bench, sets: [set(8)] };
  const b: UnkeyedPlan = { exercise: plank, sets: [{ duration: 60_000 }] };

  it('new writes get new keys; a request sent before takes its key again', () => {
    const previous = [{ request: planRequest(b), key: 'kept-b' }];
    expect(assignWriteKeys([a, b], previous, keys()).map((p) => p.key)).toEqual(['new-1', 'kept-b']);
  });

  it('each kept key serves one write: two identical lines are two writes', () => {
    const previous = [{ request: planRequest(a), key: 'kept-a' }];
    expect(assignWriteKeys([a, a], previous, keys()).map((p) => p.key)).toEqual(['kept-a', 'new-1']);
  });

  it('an edited write is a new request with a new key', () => {
    const previous = [{ request: planRequest(a), key: 'kept-a' }];
    const edited: UnkeyedPlan = { exercise: bench, sets: [set(9)] };
    expect(assignWriteKeys([edited], previous, keys()).map((p) => p.key)).toEqual(['new-1']);
  });

  it('after a save, only the writes that did not save are remembered, in order', () => {
    const plans: ExercisePlan[] = assignWriteKeys([a, b, a], [], keys());
    const remembered = unconfirmedWrites(plans, [
      { status: 'saved', exerciseId: 1 },
      { status: 'exercise-failed', error: null },
      { status: 'exercise-failed', error: null },
    ]);
    expect(remembered).toEqual([
      { request: planRequest(b), key: 'new-2' },
      { request: planRequest(a), key: 'new-3' },
    ]);
    // The retry of the two kept lines sends the same two keys.
    expect(assignWriteKeys([b, a], remembered, keys()).map((p) => p.key)).toEqual(['new-2', 'new-3']);
  });

  it.each<[unknown, ReturnType<typeof parseWriteKeys>]>([
    [undefined, []],
    [[{ request: '{}', key: 'k' }], [{ request: '{}', key: 'k' }]],
    [[{ request: '{}' }], null],
    ['k', null],
  ])('parseWriteKeys(%j)', (raw, expected) => {
    expect(parseWriteKeys(raw)).toEqual(expected);
  });
});
