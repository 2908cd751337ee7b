// What a workout shows in the group feed and on View Workouts, in the viewer's unit: its
// records ("PR: e1RM 120 kg"), its top sets, its volume and its duration. The api answers lbs;
// weights read as a lifter loads them (formatLbsIn). Pure.
import { formatLbsIn, formatNumber, lbsIn } from '@liftbook/shared/format';
import type { FeedTopSet, WeightUnit, WorkoutRecord } from '@liftbook/shared/contract';
import { clock } from './set-line';

/** "PR: e1RM 120 kg", "PR: 100 kg × 5", "PR: 12 reps at 60 kg" (or "12 reps" for a bodyweight set). */
export function recordLabel(record: Pick<WorkoutRecord, 'kind' | 'weight_lbs' | 'reps' | 'e1rm_lbs'>, unit: WeightUnit): string {
  const weight = record.weight_lbs === null ? null : formatLbsIn(record.weight_lbs, unit);
  if (record.kind === 'e1rm' && record.e1rm_lbs !== null) return `PR: e1RM ${formatLbsIn(record.e1rm_lbs, unit)}`;
  if (record.kind === 'weight_for_reps' && weight !== null) return `PR: ${weight} × ${record.reps ?? 0}`;
  const reps = `${record.reps ?? 0} ${record.reps === 1 ? 'rep' : 'reps'}`;
  return weight === null || record.weight_lbs === 0 ? `PR: ${reps}` : `PR: ${reps} at ${weight}`;
}

/** "Squat 110 kg × 3", "Pull-up 12 reps", "Plank 1:30". */
export function topSetLine(set: FeedTopSet, unit: WeightUnit): string {
  const weight = set.weight_lbs !== null && set.weight_lbs > 0 ? formatLbsIn(set.weight_lbs, unit) : null;
  let figures: string;
  if (set.reps !== null) figures = weight === null ? `${set.reps} ${set.reps === 1 ? 'rep' : 'reps'}` : `${weight} × ${set.reps}`;
  else if (set.duration !== null) figures = weight === null ? clock(set.duration) : `${weight} × ${clock(set.duration)}`;
  else figures = weight ?? '—';
  return `${set.exercise} ${figures}`;
}

/** "Volume 2,410 kg": lbs in the viewer's unit, to the whole unit. */
export function volumeLabel(volumeLbs: number, unit: WeightUnit): string {
  return `Volume ${formatNumber(Math.round(lbsIn(volumeLbs, unit)))} ${unit}`;
}

/**
 * "45 min", "1 h 5 min": from the first logged set to Finish, only when both are known and in
 * order; null otherwise (a workout logged without the clock shows no duration).
 */
export function durationLabel(startedAt: string | null | undefined, finishedAt: string | null | undefined): string | null {
  if (!startedAt || !finishedAt) return null;
  const ms = Date.parse(finishedAt) - Date.parse(startedAt);
  if (!Number.isFinite(ms) || ms < 0) return null;
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
}
