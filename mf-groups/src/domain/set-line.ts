// A member's set as another member reads it on "View Workouts": its figures in the viewer's unit
// (a weight logged in the other unit is converted, as charts and records are), its time, its
// distance, its RPE and, unless it is a working set, its kind. Pure.
import { formatWeight, lbsFrom, lbsIn } from '@liftbook/shared/format';
import type { SetKind, WeightUnit, WorkoutSet } from '@liftbook/shared/contract';
import { DEFAULT_WEIGHT_UNIT, METRES_PER } from '@liftbook/shared/set-rules';

const KIND_LABELS: Readonly<Record<Exclude<SetKind, 'normal'>, string>> = { warmup: 'warm-up', drop: 'drop set', failure: 'to failure' };

/** A weight logged in `from` (lbs when absent), in `to`, to 0.01. */
export function weightIn(weight: number, from: WeightUnit | null, to: WeightUnit): number {
  const logged = from ?? DEFAULT_WEIGHT_UNIT;
  if (logged === to) return weight;
  return logged === 'kg' ? lbsFrom(weight, 'kg') : lbsIn(weight, 'kg');
}

/** "0:45", "8:00", "1:02:03": a set's time as a clock. */
export function clock(ms: number): string {
  const total = Math.floor(ms / 1000);
  const [hours, minutes, seconds] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** Under a kilometre in metres; beyond, in km for a kg lifter and miles for a lbs lifter. */
export function distanceIn(metres: number, unit: WeightUnit): string {
  if (metres < 1000) return `${Math.round(metres * 10) / 10} m`;
  return unit === 'kg' ? `${(metres / METRES_PER.km).toFixed(2)} km` : `${(metres / METRES_PER.mi).toFixed(2)} mi`;
}

/** "100 kg × 5", "8 reps", "8:00 · 2.00 km · RPE 9.5 · to failure"; "—" for a set with no figures. */
export function memberSetLine(set: Pick<WorkoutSet, 'weight' | 'weight_unit' | 'reps' | 'duration' | 'distance' | 'rpe' | 'kind'>, unit: WeightUnit): string {
  const weight = set.weight === null ? null : formatWeight(weightIn(set.weight, set.weight_unit, unit), unit);
  const time = set.duration !== null && set.duration > 0 ? clock(set.duration) : null;
  let figures: string | null;
  if (set.reps !== null) figures = weight === null ? `${set.reps} ${set.reps === 1 ? 'rep' : 'reps'}` : `${weight} × ${set.reps}`;
  else if (time !== null) figures = weight === null ? time : `${weight} × ${time}`;
  else figures = weight;
  const parts = [
    figures,
    set.reps !== null ? time : null,
    set.distance !== null ? distanceIn(set.distance, unit) : null,
    set.rpe !== null ? `RPE ${set.rpe}` : null,
    set.kind === 'normal' ? null : KIND_LABELS[set.kind],
  ].filter((part): part is string => part !== null && part !== '');
  return parts.length === 0 ? '—' : parts.join(' · ');
}
