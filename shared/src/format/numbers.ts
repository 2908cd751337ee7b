// Weights, volumes and durations as lifters read them.
import type { WeightUnit } from '../contract';
import { DEFAULT_WEIGHT_UNIT, LBS_PER_KG, LOADABLE_STEP } from '../set-rules';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 1234.5 -> "1,234.5" (locale-formatted; volumes, chart values). */
export function formatNumber(value: number): string {
  return number.format(value);
}

export { LBS_PER_KG, LOADABLE_STEP };

/**
 * (221.67, 'lbs') -> 221.5, (86.18, 'kg') -> 86.25: a weight as a lifter can load it, for display
 * only. A kg set converted from lbs (or an import) is stored exactly; only what is read is rounded.
 */
export function loadableWeight(weight: number, unit?: WeightUnit | null): number {
  const step = LOADABLE_STEP[unit ?? DEFAULT_WEIGHT_UNIT];
  return Math.round(weight / step) * step;
}

/** (135, null) -> "135 lbs" (the unit shows as lbs when absent, docs/product.md §3), rounded to a loadable weight; "" when no weight. */
export function formatWeight(weight: number | null | undefined, unit?: WeightUnit | null): string {
  if (weight === null || weight === undefined || Number.isNaN(weight)) return '';
  return `${number.format(loadableWeight(weight, unit))} ${unit ?? DEFAULT_WEIGHT_UNIT}`;
}

/** "0 sets", "1 set", "3 sets". */
export function setCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'set' : 'sets'}`;
}

// The one place a weight changes unit. The api answers and stores lbs (a kg set counts as
// kg × LBS_PER_KG); what a lifter reads or types is in their unit. To 0.01 both ways: enough that
// a 1.25 kg plate survives the round trip (101.25 kg -> 223.22 lbs -> 101.25 kg), and no float noise
// ("220.46200000000002") reaches a screen or the api.
const hundredths = (value: number) => Math.round(value * 100) / 100;

/** A weight the api answers in lbs, in the lifter's unit, to 0.01 (charts, records, goals, volume). */
export function lbsIn(lbs: number, unit: WeightUnit): number {
  return unit === 'kg' ? hundredths(lbs / LBS_PER_KG) : lbs;
}

/** A weight typed in the lifter's unit, in lbs to 0.01 (what the api takes for a goal's weights). */
export function lbsFrom(weight: number, unit: WeightUnit): number {
  return unit === 'kg' ? hundredths(weight * LBS_PER_KG) : weight;
}

/** (225, 'kg') -> "102 kg": a weight the api answers in lbs, as the lifter reads it (loadable). */
export function formatLbsIn(lbs: number, unit: WeightUnit): string {
  return formatWeight(lbsIn(lbs, unit), unit);
}
