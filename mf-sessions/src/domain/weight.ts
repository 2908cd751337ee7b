// Weights of sets: the bounds every entry path shares, and kg → lbs for totals. The default unit
// (lbs) and how a weight is written ("135 lbs", "1,500 lbs") come from @liftbook/shared
// (DEFAULT_WEIGHT_UNIT, formatWeight), so every screen writes a weight the same way.
import type { WeightUnit } from '@liftbook/shared/contract';

/** Heaviest weight a set may carry; above the all-time records in either unit. */
export const MAX_WEIGHT = 2000;
/** Exact by definition of the international pound (0.45359237 kg). */
export const LBS_PER_KG = 1 / 0.45359237;

/** A weight in pounds, whatever unit it was logged in (a missing unit is lbs). */
export function toLbs(weight: number, unit: WeightUnit | null | undefined): number {
  return unit === 'kg' ? weight * LBS_PER_KG : weight;
}
