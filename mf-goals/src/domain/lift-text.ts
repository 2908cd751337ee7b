// A goal's Started / Current / Target rows: "135 lbs × 5", "185 lbs", "15 reps", or "—". A goal's
// weights are lbs (as stored); they read in the lifter's unit ("61.24 kg × 5" for 135 lbs × 5).
import type { WeightUnit } from '@liftbook/shared/contract';
import { formatLbsIn } from '@liftbook/shared/format';

export function liftText(weight: number | null, reps: number | null, unit: WeightUnit): string {
  const w = weight === null ? '' : formatLbsIn(weight, unit);
  if (w !== '' && reps !== null) return `${w} × ${reps}`;
  if (w !== '') return w;
  if (reps !== null) return `${reps} ${reps === 1 ? 'rep' : 'reps'}`;
  return '—';
}

/** The Current row: the best set since the goal started, or that nothing was logged yet. */
export function currentText(progress: { current_weight: number | null; current_reps: number | null; best_set_date: string | null }, unit: WeightUnit): string {
  return progress.best_set_date === null ? 'Nothing logged yet' : liftText(progress.current_weight, progress.current_reps, unit);
}
