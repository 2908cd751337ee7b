// The exercise list's sort toggle (docs/product.md §2 "Session detail"): Newest First / Oldest First.
import type { Exercise, WorkoutSet } from '@liftbook/shared/contract';

export type ExerciseSortOrder = 'newest' | 'oldest';

export const EXERCISE_SORT_LABELS: Record<ExerciseSortOrder, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
};

export const DEFAULT_EXERCISE_SORT: ExerciseSortOrder = 'newest';

type Sortable = Pick<Exercise, 'id' | 'created_at' | 'position'>;

/** created_at as a time; an unreadable one sorts as the oldest. */
const timeOf = (iso: string): number => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/** Oldest first: by created_at (as an instant), then position, then id, so the order is total. */
function oldestFirst(a: Sortable, b: Sortable): number {
  const ta = timeOf(a.created_at);
  const tb = timeOf(b.created_at);
  return (ta === tb ? 0 : ta < tb ? -1 : 1) || a.position - b.position || a.id - b.id;
}

/**
 * A sorted copy (the input is not changed). Newest First is exactly Oldest First reversed, so
 * toggling twice gives the same list back; exercises created in the same instant (a quick log
 * saves several at once) fall back to their position, then their id.
 */
export function sortExercises<T extends Sortable>(exercises: readonly T[], order: ExerciseSortOrder): T[] {
  const sorted = [...exercises].sort(oldestFirst);
  return order === 'oldest' ? sorted : sorted.reverse();
}

/** A card's sets in set order (set_number, then id). */
export function sortSets<T extends Pick<WorkoutSet, 'id' | 'set_number'>>(sets: readonly T[]): T[] {
  return [...sets].sort((a, b) => a.set_number - b.set_number || a.id - b.id);
}
