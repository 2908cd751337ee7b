// "Last time": what a lifter did at a lift in the previous session, as a card shows it
// ("185 × 5, 185 × 5, 190 × 4 lbs", "21:00 · 5.20 km"), and which set the add-set row offers next: the set of last
// time at the same position (the third set today is prefilled with last time's third), else the
// set just logged today, else last time's last set.
import { DEFAULT_SET_KIND } from '@liftbook/shared/set-rules';
import type { SetKind, WeightUnit } from '@liftbook/shared/contract';
import { emptySetForm, parseNumberField, type SetFormState } from './set-validation';
import { formatNumber, lbsFrom, lbsIn, loadableWeight } from '@liftbook/shared/format';
import { formatDistance, type DistanceUnit } from './distance';
import { formatDuration } from './duration';

export interface LastTimeSet {
  weight: number | null;
  weight_unit: WeightUnit | null;
  reps: number | null;
  duration: number | null;
  kind?: SetKind;
  /** Metres. */
  distance?: number | null;
}

/** W / D / F: the compact marker of a set that is not a normal one. */
export const SET_KIND_MARKERS: Readonly<Record<SetKind, string>> = { normal: '', warmup: 'W', drop: 'D', failure: 'F' };
export const SET_KIND_LABELS: Readonly<Record<SetKind, string>> = { normal: 'Normal', warmup: 'Warm-up', drop: 'Drop set', failure: 'To failure' };

const hasDistance = (set: LastTimeSet): set is LastTimeSet & { distance: number } => set.distance !== null && set.distance !== undefined;

/** A set's weight × reps (or reps, or duration), its weight with `unit` when given; null when it has none of them. */
function figures(set: LastTimeSet, unit: string | null): string | null {
  const weight = set.weight === null ? null : formatNumber(loadableWeight(set.weight, set.weight_unit)) + (unit ? ` ${unit}` : '');
  const reps = set.reps;
  const duration = set.duration !== null && set.duration > 0 ? formatDuration(set.duration) : null;
  const amount = reps !== null ? String(reps) : duration;
  if (weight !== null && amount !== null) return `${weight} × ${amount}`;
  if (weight !== null) return weight;
  if (reps !== null) return `${reps} ${reps === 1 ? 'rep' : 'reps'}`;
  return duration;
}

/**
 * "185 × 5, 185 × 5, 190 × 4 lbs": each set's weight × reps (or reps, or duration), a warm-up or
 * drop or failure set marked "(W)", "(D)", "(F)"; the unit once at the end when all weighted sets
 * share it, after each weight otherwise. A distance follows its set's figures as the set row
 * writes it, in the lifter's `distanceUnit` ("21:00 · 5.20 km"); a weighted set with one then
 * names its unit itself, so a trailing "lbs" never reads as the distance's.
 */
export function lastTimeLabel(sets: readonly LastTimeSet[], distanceUnit: DistanceUnit): string {
  const weighted = sets.filter((s) => s.weight !== null);
  const units = new Set(weighted.map((s) => s.weight_unit ?? 'lbs'));
  const unitEach = units.size > 1 || weighted.some(hasDistance);
  const parts = sets.map((set) => {
    const marker = SET_KIND_MARKERS[set.kind ?? 'normal'];
    const distance = hasDistance(set) ? formatDistance(set.distance, distanceUnit) : null;
    const text = [figures(set, unitEach ? (set.weight_unit ?? 'lbs') : null), distance].filter(Boolean).join(' · ') || '—';
    return marker ? `${text} (${marker})` : text;
  });
  const unit = !unitEach && units.size === 1 ? ` ${[...units][0]}` : '';
  return parts.join(', ') + unit;
}

/** The set the add-set row offers: last time's at this position, else today's last, else last time's last, else none. */
export function nextSetToOffer<T>(today: readonly T[], lastTime: readonly T[] | null): T | null {
  return lastTime?.[today.length] ?? today.at(-1) ?? lastTime?.at(-1) ?? null;
}

/** A set's fields as a form holds them, without its note (a Manual Add row has none). */
export type SetFields = Omit<SetFormState, 'notes'>;

/** A weight field's text in `unit`, to 0.01 ("225" lbs is "102.06" kg); the text as it is when it holds no number. */
function weightIn(text: string, from: WeightUnit, unit: WeightUnit): string {
  const parsed = parseNumberField(text);
  if (from === unit || parsed.kind !== 'number') return text;
  return String(unit === 'kg' ? lbsIn(parsed.value, 'kg') : lbsFrom(parsed.value, 'kg'));
}

/**
 * The fields an add-set row starts with, given today's sets and last time's (as form fields): the
 * set nextSetToOffer picks, notes blank; a first set ever is blank, in the lifter's unit
 * (docs/product.md §5.10):
 * - a copy of an earlier set takes its figures, never its warm-up kind: after a warm-up comes a
 *   working set (last time's set at the same position is that set again, kind and all);
 * - today's set keeps the unit it was logged in (the lifter chose it today); last time's, logged in
 *   the other unit (an import, a unit changed since), is offered in the lifter's unit.
 */
export function offeredSetFields(today: readonly SetFields[], lastTime: readonly SetFields[] | null, unit: WeightUnit): SetFormState {
  const offered = nextSetToOffer(today, lastTime);
  if (!offered) return emptySetForm(unit);
  const samePosition = offered === lastTime?.[today.length];
  const kind = !samePosition && offered.kind === 'warmup' ? DEFAULT_SET_KIND : offered.kind;
  const fromToday = today.includes(offered);
  const weightUnit = fromToday ? offered.weightUnit : unit;
  return { ...offered, weight: weightIn(offered.weight, offered.weightUnit, weightUnit), weightUnit, kind, notes: '' };
}

/** Last time's day, short enough for one line on a phone: "Nov 18", with the year when it is not this year's. */
export function lastTimeDate(iso: string, now: Date = new Date()): string {
  const day = new Date(iso);
  const sameYear = day.getUTCFullYear() === now.getUTCFullYear();
  return day.toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }), timeZone: 'UTC' });
}
