// Saving several exercises with their sets, as the quick log and manual add do. Each exercise
// goes with its sets in ONE call (the api's batch create: one transaction, all of it or nothing),
// strictly in order (the session lists them in the order they were created), and each call carries
// an idempotency key that the screens keep in their draft: a retry (after an error, or after a
// reload that cut a save short) sends the same key, and the api answers what it did the first time
// instead of logging the exercise twice. The spec skips a failed call silently (§8); here every
// failure is reported, so the screens keep exactly what was not saved. No I/O of its own: the
// caller passes the calls.
import type { ExerciseCreateInput, SetInput } from '@liftbook/shared/contract';

export interface ExercisePlan {
  /** The exercise to create, without its sets; ignored when `exerciseId` is given. */
  exercise: ExerciseCreateInput;
  /**
   * Set for sets still to add onto an exercise that exists (kept by a draft written before
   * exercises were saved with their sets in one call): only the sets are added, one call each.
   */
  exerciseId?: number | null;
  sets: readonly SetInput[];
  /** The idempotency key of this write (writeKeys below); a set added alone uses `${key}.${index}`. */
  key: string;
}

/** A plan before its key is assigned (assignWriteKeys). */
export type UnkeyedPlan = Omit<ExercisePlan, 'key'>;

export type ExerciseOutcome =
  /** The exercise (if needed) and every set were saved. */
  | { status: 'saved'; exerciseId: number }
  /** The exercise and its sets were not saved (none of it: one transaction). */
  | { status: 'exercise-failed'; error: unknown }
  /** Only for sets added onto an existing exercise: the sets at these indexes were not saved. */
  | { status: 'sets-failed'; exerciseId: number; failedSets: number[]; error: unknown };

export interface SaveCalls {
  /** Creates the exercise with its sets (`exercise.sets`), sending `key` as its Idempotency-Key. */
  createExercise: (exercise: ExerciseCreateInput, key: string) => Promise<{ id: number }>;
  addSet: (exerciseId: number, set: SetInput, key: string) => Promise<unknown>;
  /** After each call, successful or not: how many of `total` calls are done. */
  onProgress?: (done: number, total: number) => void;
}

/** How many calls saving these plans takes (for a progress bar). */
export function countCalls(plans: readonly UnkeyedPlan[]): number {
  return plans.reduce((sum, plan) => sum + (plan.exerciseId == null ? 1 : plan.sets.length), 0);
}

/**
 * Saves the plans in order and says what happened to each. A failure never stops the rest: a
 * lifter logging five exercises keeps the four that worked.
 */
export async function saveExercisesInOrder(plans: readonly ExercisePlan[], calls: SaveCalls): Promise<ExerciseOutcome[]> {
  const total = countCalls(plans);
  let done = 0;
  const step = () => {
    done += 1;
    calls.onProgress?.(done, total);
  };

  const outcomes: ExerciseOutcome[] = [];
  for (const plan of plans) {
    const exerciseId = plan.exerciseId ?? null;
    if (exerciseId === null) {
      try {
        const created = await calls.createExercise({ ...plan.exercise, sets: [...plan.sets] }, plan.key);
        outcomes.push({ status: 'saved', exerciseId: created.id });
      } catch (error) {
        outcomes.push({ status: 'exercise-failed', error });
      }
      step();
      continue;
    }
    const failedSets: number[] = [];
    let lastError: unknown = null;
    for (const [index, set] of plan.sets.entries()) {
      try {
        await calls.addSet(exerciseId, set, `${plan.key}.${index}`);
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

/** A write that was sent, as a draft keeps it: what was asked (its JSON) and the key it went with. */
export interface WriteKey {
  request: string;
  key: string;
}

/** What identifies a plan's write: the same exercise, sets and target is the same request. */
export function planRequest(plan: UnkeyedPlan): string {
  return JSON.stringify({ exercise: plan.exercise, exerciseId: plan.exerciseId ?? null, sets: plan.sets });
}

/**
 * Keys for the plans about to be sent. A plan whose request was sent before and not confirmed
 * (one of `previous`, kept in the draft) takes that key again, each previous key at most once and
 * in order (two identical lines are two writes); any other plan gets `newKey()`.
 */
export function assignWriteKeys<P extends UnkeyedPlan>(plans: readonly P[], previous: readonly WriteKey[], newKey: () => string): Array<P & { key: string }> {
  const unused = [...previous];
  return plans.map((plan) => {
    const request = planRequest(plan);
    const index = unused.findIndex((w) => w.request === request);
    const key = index === -1 ? newKey() : unused.splice(index, 1)[0]!.key;
    return { ...plan, key };
  });
}

/** The writes to remember after a save: those of the plans that did not (fully) save. */
export function unconfirmedWrites(plans: readonly ExercisePlan[], outcomes: readonly ExerciseOutcome[]): WriteKey[] {
  return plans.filter((_, i) => outcomes[i]?.status !== 'saved').map((plan) => ({ request: planRequest(plan), key: plan.key }));
}

/** A draft's stored write keys, or null when they are not what this version wrote. */
export function parseWriteKeys(raw: unknown): WriteKey[] | null {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) return null;
  const ok = raw.every(
    (w: unknown) => typeof w === 'object' && w !== null && typeof (w as WriteKey).request === 'string' && typeof (w as WriteKey).key === 'string',
  );
  return ok ? (raw as WriteKey[]) : null;
}
