// A goal's Started / Current / Target rows: "135 lbs × 5", "185 lbs", "15 reps", or "—".
import { formatWeight } from '@liftbook/shared/format';

export function liftText(weight: number | null, reps: number | null): string {
  const w = weight === null ? '' : formatWeight(weight);
  if (w !== '' && reps !== null) return `${w} × ${reps}`;
  if (w !== '') return w;
  if (reps !== null) return `${reps} ${reps === 1 ? 'rep' : 'reps'}`;
  return '—';
}

/** The Current row: the best set since the goal started, or that nothing was logged yet. */
export function currentText(progress: { current_weight: number | null; current_reps: number | null; best_set_date: string | null }): string {
  return progress.best_set_date === null ? 'Nothing logged yet' : liftText(progress.current_weight, progress.current_reps);
}
