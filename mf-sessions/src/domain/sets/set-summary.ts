// What an exercise card says about its sets: the summary ("3×8", "3×8-10", "3×1:30") and one
// label per set ("135 lbs × 8", "8 reps", "1:30").
import { formatWeight } from '@liftbook/shared/format';
import type { ExerciseType, SetKind, WeightUnit } from '@liftbook/shared/contract';
import { formatDuration } from './duration';
import { plural } from '../plural';

export const NO_SETS_LABEL = 'No sets';

/** The fields of a set the summaries read; a WorkoutSet or a SetInput both fit. */
export interface SetFigures {
  weight?: number | null;
  weight_unit?: WeightUnit | null;
  reps?: number | null;
  duration?: number | null;
  /** A warm-up is left out of the summary (normal when absent). */
  kind?: SetKind;
}

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

function range(values: number[], format: (value: number) => string): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? format(low) : `${format(low)}-${format(high)}`;
}

/**
 * The set summary of an exercise card, of its working sets (warm-ups left out, docs/product.md
 * §2.5): "{count}×{value}" when every set has the same value, "{count}×{min}-{max}" when they
 * differ. Duration exercises summarise durations ("3×1:30", "3×1:00-1:30"), the others reps.
 * Without a type, reps are used when any set has them, durations otherwise. Sets lacking the value
 * still count ("3×8" may cover a set without reps); when no set has one, the summary is the count
 * ("2 sets"). Only warm-ups: their summary, marked ("2×5 warm-up"). No sets at all: "No sets".
 */
export function summarizeSets(sets: readonly SetFigures[], type?: ExerciseType): string {
  if (sets.length === 0) return NO_SETS_LABEL;
  const working = sets.filter((set) => set.kind !== 'warmup');
  if (working.length === 0) return `${summarizeFigures(sets, type)} ${WARMUP_ONLY_SUFFIX}`;
  return summarizeFigures(working, type);
}

export const WARMUP_ONLY_SUFFIX = 'warm-up';

function summarizeFigures(sets: readonly SetFigures[], type?: ExerciseType): string {
  const reps = sets.map((set) => set.reps).filter(isNumber);
  const durations = sets.map((set) => set.duration).filter(isNumber);
  const useDurations = type === undefined ? reps.length === 0 : type === 'duration';
  const values = useDurations ? durations : reps;
  if (values.length === 0) return plural(sets.length, 'set');
  return `${sets.length}×${range(values, useDurations ? formatDuration : String)}`;
}

/**
 * One set's label: "135 lbs × 8" (weight and reps), "8 reps" / "1 rep", "1:30" (duration),
 * "45 lbs × 1:30" (a weighted hold), "135 lbs" (weight only). A missing unit shows as lbs.
 * A set with reps and a duration adds the duration after a dot ("8 reps · 0:40"). An empty set
 * shows as "—". A distance, already formatted in the lifter's unit, comes last ("20:00 · 5.00 km")
 * or alone.
 */
export function formatSetLabel(set: SetFigures, distance?: string): string {
  const weight = isNumber(set.weight) ? formatWeight(set.weight, set.weight_unit) : null;
  const reps = isNumber(set.reps) ? set.reps : null;
  const duration = isNumber(set.duration) && set.duration > 0 ? formatDuration(set.duration) : null;

  let label: string;
  if (reps !== null) label = weight === null ? `${reps} ${reps === 1 ? 'rep' : 'reps'}` : `${weight} × ${reps}`;
  else if (duration !== null) label = weight === null ? duration : `${weight} × ${duration}`;
  else label = weight ?? (distance === undefined ? '—' : '');

  const figures = reps !== null && duration !== null ? `${label} · ${duration}` : label;
  return distance === undefined ? figures : [figures, distance].filter(Boolean).join(' · ');
}

/**
 * What a set row says of a weight logged in another unit than the lifter's: "logged in lbs" (a
 * weight without a unit reads as lbs, docs/product.md §3); null when it is in the lifter's unit or
 * has no weight. The weight itself is always shown as logged, never converted.
 */
export function otherUnitNote(set: SetFigures, lifterUnit: WeightUnit): string | null {
  if (!isNumber(set.weight)) return null;
  const logged = set.weight_unit ?? 'lbs';
  return logged === lifterUnit ? null : `logged in ${logged}`;
}
