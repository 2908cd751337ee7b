// A goal's Started / Current / Target rows: "135 lbs × 5", "185 lbs", "15 reps", or "—".
import { formatWeight } from '@liftbook/shared/format';

export function liftText(weight: number | null, reps: number | null): string {
  const w = weight === null ? '' : formatWeight(weight);
  if (w !== '' && reps !== null) return `${w} × ${reps}`;
  if (w !== '') return w;
  if (reps !== null) return `${reps} ${reps === 1 ? 'rep' : 'reps'}`;
  return '—';
}
