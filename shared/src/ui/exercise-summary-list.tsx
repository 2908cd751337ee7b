// A session's exercises as a summary: each one's name (with its variation) and how many sets. The
// calendar's Workout Summary and a group member's workouts show a session so (docs/product.md §2), from the
// same api shape (ExerciseSummary), so they look and read the same.
import type { ExerciseSummary } from '../contract';
import { setCountLabel } from '../format';

export interface ExerciseSummaryListProps {
  exercises: readonly ExerciseSummary[];
  /** The list's accessible name, e.g. "Push exercises". */
  label?: string;
}

export function ExerciseSummaryList({ exercises, label }: ExerciseSummaryListProps) {
  return (
    <ul className="lb-exercise-summary" aria-label={label}>
      {exercises.map((exercise) => (
        <li key={exercise.id} className="lb-exercise-summary__item">
          <span className="lb-exercise-summary__name">
            {exercise.name}
            {exercise.variation ? <span className="lb-exercise-summary__muted"> ({exercise.variation})</span> : null}
          </span>
          <span className="lb-exercise-summary__muted lb-exercise-summary__sets">{setCountLabel(exercise.set_count)}</span>
        </li>
      ))}
    </ul>
  );
}
