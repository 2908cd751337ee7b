// Saving several exercises with their sets into one session, with the progress the screens show
// (quick log and Manual Add). The order and the per-call outcomes are domain/save-exercises.ts';
// this hook only wires in the two mutations (each exercise with its sets in one call, under the
// plan's idempotency key) and keeps the saving / progress state. The whole save is one running
// save for shared's tracker (Log Out asks first, leaving the page warns), gaps between calls included.
import { useState } from 'react';
import { trackSave } from '@liftbook/shared';
import { countCalls, saveExercisesInOrder, type ExerciseOutcome, type ExercisePlan } from '../domain/sessions/save-exercises';
import { useAddSetMutation, useCreateExerciseMutation } from './sessions-api';

export interface SaveProgressState {
  done: number;
  total: number;
}

export interface SaveExercises {
  saving: boolean;
  /** Calls done out of all calls, while saving; null otherwise. */
  progress: SaveProgressState | null;
  /** Saves the plans in order; resolves with one outcome per plan (never rejects). */
  save: (plans: readonly ExercisePlan[]) => Promise<ExerciseOutcome[]>;
}

export function useSaveExercises(sessionId: number): SaveExercises {
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<SaveProgressState | null>(null);
  const [createExercise] = useCreateExerciseMutation();
  const [addSet] = useAddSetMutation();

  const save = async (plans: readonly ExercisePlan[]) => {
    setSaving(true);
    setProgress({ done: 0, total: countCalls(plans) });
    const outcomes = await trackSave(async () =>
      saveExercisesInOrder(plans, {
        createExercise: (exercise, idempotencyKey) => createExercise({ sessionId, exercise, idempotencyKey }).unwrap(),
        addSet: (exerciseId, set, idempotencyKey) => addSet({ exerciseId, set, idempotencyKey }).unwrap(),
        onProgress: (done, total) => setProgress({ done, total }),
      }),
    );
    setSaving(false);
    setProgress(null);
    return outcomes;
  };

  return { saving, progress, save };
}
