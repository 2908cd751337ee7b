// Distance of a set (a row, a run, a carry): stored in metres, shown and typed in the lifter's
// distance unit, which follows their weight unit (kg lifters read km, lbs lifters read miles).
import { MAX_SET_DISTANCE_M } from '@liftbook/shared/constants';
import type { WeightUnit } from '@liftbook/shared/contract';

export type DistanceUnit = 'km' | 'mi';

/** Metres in one unit (an international mile is exactly 1609.344 m). */
const METRES_PER: Readonly<Record<DistanceUnit, number>> = { km: 1000, mi: 1609.344 };

export function distanceUnitFor(weightUnit: WeightUnit): DistanceUnit {
  return weightUnit === 'kg' ? 'km' : 'mi';
}

/** A distance typed in `unit` as metres, to the centimetre (what the api stores without noise). */
export function toMetres(value: number, unit: DistanceUnit): number {
  return Math.round(value * METRES_PER[unit] * 100) / 100;
}

/** Metres in `unit`, unrounded. */
export function fromMetres(metres: number, unit: DistanceUnit): number {
  return metres / METRES_PER[unit];
}

/**
 * "5.00 km", "3.11 mi": two decimals, as a distance is read on a watch or a rower. Under a
 * kilometre, metres in either unit ("40 m", "400 m"): a sled push or a track lap is measured so, and
 * "0.02 mi" would say less than what was logged.
 */
export function formatDistance(metres: number, unit: DistanceUnit): string {
  if (metres < 1000) return `${Math.round(metres * 10) / 10} m`;
  return `${fromMetres(metres, unit).toFixed(2)} ${unit}`;
}

/** A stored distance as a form field holds it: up to three decimals, no trailing zeros ("5", "3.107"). */
export function distanceFieldValue(metres: number | null | undefined, unit: DistanceUnit): string {
  if (metres === null || metres === undefined) return '';
  return String(Math.round(fromMetres(metres, unit) * 1000) / 1000);
}

/** The distance field's label in every set form: "Distance (km, optional)". */
export function distanceFieldLabel(unit: DistanceUnit): string {
  return `Distance (${unit}, optional)`;
}

/** The largest distance a set may have, in `unit`, for the form's message ("1000 km", "621.37 mi"). */
export function maxDistanceIn(unit: DistanceUnit): number {
  return Math.floor(fromMetres(MAX_SET_DISTANCE_M, unit) * 100) / 100;
}
