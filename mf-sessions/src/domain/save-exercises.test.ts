import type { ExerciseCreateInput, SetInput } from '@liftbook/shared/contract';
import { countCalls, saveExercisesInOrder, type ExercisePlan } from './save-exercises';

const bench: ExerciseCreateInput = { type: 'weighted', dictionary_exercise_id: 1, notes: null, variation: null };
const plank: ExerciseCreateInput = { type: 'duration', name: 'Plank', notes: null, variation: null };
const set = (reps: number): SetInput => ({ weight: 135, weight_unit: 'lbs', reps, duration: null });

/** Records every call; fails the ones `fail` names ("exercise:Plank", "set:2:9" = exercise 2's set with 9 reps). */
function fakeCalls(fail: string[] = []) {
  const log: string[] = [];
  const progress: Array<[number, number]> = [];
  let nextId = 1;
  return {
    log,
    progress,
    calls: {
      createExercise: async (exercise: ExerciseCreateInput) => {
        const key = `exercise:${exercise.name ?? exercise.dictionary_exercise_id}`;
        log.push(key);
        if (fail.includes(key)) throw new Error('boom');
        return { id: nextId++ };
      },
      addSet: async (exerciseId: number, s: SetInput) => {
        const key = `set:${exerciseId}:${s.reps ?? s.duration}`;
        log.push(key);
        if (fail.includes(key)) throw new Error('boom');
        return {};
      },
      onProgress: (done: number, total: number) => progress.push([done, total]),
    },
  };
}

describe('countCalls', () => {
  it.each<[string, ExercisePlan[], number]>([
    ['nothing', [], 0],
    ['one exercise, three sets', [{ exercise: bench, sets: [set(8), set(8), set(8)] }], 4],
    ['an exercise with no sets', [{ exercise: plank, sets: [] }], 1],
    ['sets for an exercise already created', [{ exercise: bench, exerciseId: 7, sets: [set(8)] }], 1],
  ])('%s → %d', (_label, plans, expected) => {
    expect(countCalls(plans)).toBe(expected);
  });
});

describe('saveExercisesInOrder', () => {
  it('creates each exercise then its sets, in order, and reports all saved', async () => {
    const { calls, log, progress } = fakeCalls();
    const outcomes = await saveExercisesInOrder(
      [
        { exercise: bench, sets: [set(10), set(9)] },
        { exercise: plank, sets: [{ duration: 60_000 }] },
      ],
      calls,
    );
    expect(log).toEqual(['exercise:1', 'set:1:10', 'set:1:9', 'exercise:Plank', 'set:2:60000']);
    expect(outcomes).toEqual([
      { status: 'saved', exerciseId: 1 },
      { status: 'saved', exerciseId: 2 },
    ]);
    expect(progress).toEqual([
      [1, 5],
      [2, 5],
      [3, 5],
      [4, 5],
      [5, 5],
    ]);
  });

  it('goes on after a failed exercise, skipping only its sets', async () => {
    const { calls, log, progress } = fakeCalls(['exercise:1']);
    const outcomes = await saveExercisesInOrder(
      [
        { exercise: bench, sets: [set(8), set(8)] },
        { exercise: plank, sets: [{ duration: 60_000 }] },
      ],
      calls,
    );
    expect(log).toEqual(['exercise:1', 'exercise:Plank', 'set:1:60000']);
    expect(outcomes[0]).toMatchObject({ status: 'exercise-failed' });
    expect(outcomes[1]).toEqual({ status: 'saved', exerciseId: 1 });
    expect(progress.at(-1)).toEqual([5, 5]);
  });

  it('reports which sets failed, and keeps adding the others', async () => {
    const { calls, log } = fakeCalls(['set:1:9']);
    const outcomes = await saveExercisesInOrder([{ exercise: bench, sets: [set(10), set(9), set(8)] }], calls);
    expect(log).toEqual(['exercise:1', 'set:1:10', 'set:1:9', 'set:1:8']);
    expect(outcomes).toEqual([{ status: 'sets-failed', exerciseId: 1, failedSets: [1], error: expect.any(Error) }]);
  });

  it('adds sets to an exercise created earlier without creating it again', async () => {
    const { calls, log } = fakeCalls();
    const outcomes = await saveExercisesInOrder([{ exercise: bench, exerciseId: 42, sets: [set(9)] }], calls);
    expect(log).toEqual(['set:42:9']);
    expect(outcomes).toEqual([{ status: 'saved', exerciseId: 42 }]);
  });
});
