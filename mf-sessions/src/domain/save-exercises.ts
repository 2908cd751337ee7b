// Saving several exercises with their sets, as the quick log and manual add do: one call per
// exercise, then one per set, strictly in order (the session lists them in the order they were
// created). The spec skips a failed call silently (§8); here every failure is reported, so the
// screens can keep exactly what was not saved and offer to retry it. No I/O of its own: the
// caller passes the two calls.
import type { ExerciseCreateInput, SetInput } from '@liftbook/shared/contract';

export interface ExercisePlan {
  /** The exercise to create; ignored when `exerciseId` is given. */
  exercise: ExerciseCreateInput;
  /** Set when an earlier save created the exercise but not all of its sets: only add the sets. */
  exerciseId?: number | null;
  sets: readonly SetInput[];
}

export type ExerciseOutcome =
  /** The exercise (if needed) and every set were saved. */
  | { status: 'saved'; exerciseId: number }
  /** The exercise could not be created, so none of its sets were tried. */
  | { status: 'exercise-failed'; error: unknown }
  /** The exercise exists; the sets at these indexes (0-based, in `plan.sets`) were not saved. */
  | { status: 'sets-failed'; exerciseId: number; failedSets: number[]; error: unknown };

export interface SaveCalls {
  createExercise: (exercise: ExerciseCreateInput) => Promise<{ id: number }>;
  addSet: (exerciseId: number, set: SetInput) => Promise<unknown>;
  /** After each call, successful or not: how many of `total` calls are done. */
  onProgress?: (done: number, total: number) => void;
}

/** How many calls saving these plans takes (for a progress bar). */
export function countCalls(plans: readonly ExercisePlan[]): number {
  return plans.reduce((sum, plan) => sum + (plan.exerciseId == null ? 1 : 0) + plan.sets.length, 0);
}

/**
 * Saves the plans in order and says what happened to each. A failure never stops the rest: a
 * lifter logging five exercises keeps the four that worked. A failed exercise skips its own sets
 * (they would have nothing to attach to) but they still count as done for the progress.
 */
export async function saveExercisesInOrder(plans: readonly ExercisePlan[], calls: SaveCalls): Promise<ExerciseOutcome[]> {
  const total = countCalls(plans);
  let done = 0;
  const step = (count = 1) => {
    done += count;
    calls.onProgress?.(done, total);
  };

  const outcomes: ExerciseOutcome[] = [];
  for (const plan of plans) {
    let exerciseId = plan.exerciseId ?? null;
    if (exerciseId === null) {
      try {
        exerciseId = (await calls.createExercise(plan.exercise)).id;
        step();
      } catch (error) {
        step(1 + plan.sets.length);
        outcomes.push({ status: 'exercise-failed', error });
        continue;
      }
    }
    const failedSets: number[] = [];
    let lastError: unknown = null;
    for (const [index, set] of plan.sets.entries()) {
      try {
        await calls.addSet(exerciseId, set);
      } catch (error) {
        failedSets.push(index);
        lastError = error;
      }
      step();
    }
    outcomes.push(failedSets.length === 0 ? { status: 'saved', exerciseId } : { status: 'sets-failed', exerciseId, failedSets, error: lastError });
  }
  return outcomes;
}
