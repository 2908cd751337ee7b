// Weights of sets: the default unit (spec §9: lbs; §3: a set without a unit shows as lbs), the
// bounds every entry path shares, and kg → lbs for totals.
import type { WeightUnit } from '@liftbook/shared/contract';

export const DEFAULT_WEIGHT_UNIT: WeightUnit = 'lbs';
/** Heaviest weight a set may carry; above the all-time records in either unit. */
export const MAX_WEIGHT = 2000;
/** Exact by definition of the international pound (0.45359237 kg). */
export const LBS_PER_KG = 1 / 0.45359237;

/** The unit a set is displayed in: its own, or lbs when absent. */
export function displayUnit(unit: WeightUnit | null | undefined): WeightUnit {
  return unit ?? DEFAULT_WEIGHT_UNIT;
}

/** A weight in pounds, whatever unit it was logged in. */
export function toLbs(weight: number, unit: WeightUnit | null | undefined): number {
  return displayUnit(unit) === 'kg' ? weight * LBS_PER_KG : weight;
}

/** A weight as text: at most two decimals, no trailing zeros ("135", "27.5", "22.68"). */
export function formatWeight(weight: number): string {
  return String(Math.round(weight * 100) / 100);
}

/** "135 lbs", "27.5 kg"; a missing unit shows as lbs. */
export function formatWeightWithUnit(weight: number, unit: WeightUnit | null | undefined): string {
  return `${formatWeight(weight)} ${displayUnit(unit)}`;
}
