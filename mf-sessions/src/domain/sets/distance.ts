// Distance of a set (a row, a run, a carry): stored in metres. The api keeps no unit with it, so a
// distance is shown and pre-filled in the unit that reads it exactly (docs/product.md §5.10): under
// a kilometre in metres; from there in the lifter's unit (kg lifters km, lbs lifters miles) when
// it reads the stored metres back to the centimetre, else in the other one, else in metres. So 40 m
// stays "40 m", a 3.1 mi run stays "3.1 mi" and a 5 km run "5 km" for either lifter, and
// nothing goes through a coarser unit and back ("0.025 mi" would store 40.23 m).
import { DISTANCE_UNITS, MAX_SET_DISTANCE_M, METRES_PER, type DistanceUnit as DistanceFieldUnit } from '@liftbook/shared/set-rules';
import type { WeightUnit } from '@liftbook/shared/contract';

/** A unit a distance field takes: metres, or a long unit (the rules of a set's distance units). */
export type { DistanceFieldUnit };
/** The lifter's unit of long distances, which follows their weight unit. */
export type DistanceUnit = Exclude<DistanceFieldUnit, 'm'>;

/** Decimals a field value carries: centimetres in metres, metres in km, about 1.6 m in miles. */
const FIELD_DECIMALS: Readonly<Record<DistanceFieldUnit, number>> = { m: 2, km: 3, mi: 3 };

export function distanceUnitFor(weightUnit: WeightUnit): DistanceUnit {
  return weightUnit === 'kg' ? 'km' : 'mi';
}

export const isDistanceFieldUnit = (value: unknown): value is DistanceFieldUnit => (DISTANCE_UNITS as readonly string[]).includes(value as string);

/** A distance typed in `unit` as metres, to the centimetre (what the api stores without noise). */
export function toMetres(value: number, unit: DistanceFieldUnit): number {
  return Math.round(value * METRES_PER[unit] * 100) / 100;
}

/** Metres in `unit`, unrounded. */
export function fromMetres(metres: number, unit: DistanceFieldUnit): number {
  return metres / METRES_PER[unit];
}

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Whether `metres`, written in `unit` as a field holds it, types back to the same metres. */
function readsExactly(metres: number, unit: DistanceFieldUnit): boolean {
  return toMetres(roundTo(fromMetres(metres, unit), FIELD_DECIMALS[unit]), unit) === Math.round(metres * 100) / 100;
}

/**
 * The unit a stored distance is shown and pre-filled in (see the top of this file); `preferred` is
 * the lifter's. A set without a distance takes the lifter's unit.
 */
export function distanceUnitOf(metres: number | null | undefined, preferred: DistanceUnit): DistanceFieldUnit {
  if (metres === null || metres === undefined) return preferred;
  if (metres < 1000) return 'm';
  const other: DistanceUnit = preferred === 'km' ? 'mi' : 'km';
  return [preferred, other].find((unit) => readsExactly(metres, unit)) ?? 'm';
}

/**
 * "5.00 km", "3.10 mi": two decimals, as a distance is read on a watch or a rower, in the unit
 * that reads it exactly (distanceUnitOf). Metres as a whole or to the decimetre ("40 m", "1609.3 m").
 */
export function formatDistance(metres: number, preferred: DistanceUnit): string {
  const unit = distanceUnitOf(metres, preferred);
  if (unit === 'm') return `${Math.round(metres * 10) / 10} m`;
  return `${fromMetres(metres, unit).toFixed(2)} ${unit}`;
}

/** A stored distance as a form field holds it, in `unit`: no trailing zeros ("5", "3.1", "40"). */
export function distanceFieldValue(metres: number | null | undefined, unit: DistanceFieldUnit): string {
  if (metres === null || metres === undefined) return '';
  return String(roundTo(fromMetres(metres, unit), FIELD_DECIMALS[unit]));
}

/** A stored distance as a form starts with it: the value and its unit (distanceUnitOf). */
export function distanceField(metres: number | null | undefined, preferred: DistanceUnit): { distance: string; distanceUnit: DistanceFieldUnit } {
  const distanceUnit = distanceUnitOf(metres, preferred);
  return { distance: distanceFieldValue(metres, distanceUnit), distanceUnit };
}

/** The distance field's label in every set form: "Distance (optional)"; its unit sits beside it. */
export const DISTANCE_FIELD_LABEL = 'Distance (optional)';

/** The largest distance a set may have, in `unit`, for the form's message ("1000 km", "621.37 mi"). */
export function maxDistanceIn(unit: DistanceFieldUnit): number {
  return Math.floor(fromMetres(MAX_SET_DISTANCE_M, unit) * 100) / 100;
}
