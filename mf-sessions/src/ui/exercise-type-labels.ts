// What an exercise's type is called on screen (docs/product.md §3: weighted | reps | duration), the same in
// the exercise edit form and Manual Add's cards.
import type { ExerciseType } from '@liftbook/shared/contract';

export const EXERCISE_TYPE_LABELS: Record<ExerciseType, string> = {
  weighted: 'Weighted',
  reps: 'Reps',
  duration: 'Duration',
};
