// The sessions list's line under a session: what was done, from the list call's summary
// ("4 exercises · 12 sets · 8,450 lbs"), the volume in the lifter's unit.
import { formatNumber, lbsIn } from '@liftbook/shared/format';
import type { SessionSummary, WeightUnit } from '@liftbook/shared/contract';
import { plural } from '../plural';

export const NO_EXERCISES_YET = 'No exercises yet';

/** "4 exercises · 12 sets · 8,450 lbs"; the volume left out when nothing had weight and reps. */
export function sessionSummaryLine(summary: SessionSummary, unit: WeightUnit): string {
  if (summary.exercise_count === 0) return NO_EXERCISES_YET;
  const volume = Math.round(lbsIn(summary.volume_lbs, unit));
  return [plural(summary.exercise_count, 'exercise'), plural(summary.set_count, 'set'), volume > 0 ? `${formatNumber(volume)} ${unit}` : null]
    .filter((part) => part !== null)
    .join(' · ');
}
