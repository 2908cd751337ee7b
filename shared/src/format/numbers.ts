// Weights, volumes and durations as lifters read them.
import type { WeightUnit } from '../contract';
import { DEFAULT_WEIGHT_UNIT } from '../domain/constants';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 1234.5 -> "1,234.5" (locale-formatted; volumes, chart values). */
export function formatNumber(value: number): string {
  return number.format(value);
}

/** (135, null) -> "135 lbs" (the unit shows as lbs when absent, docs/product.md §3); "" when no weight. */
export function formatWeight(weight: number | null | undefined, unit?: WeightUnit | null): string {
  if (weight === null || weight === undefined || Number.isNaN(weight)) return '';
  return `${number.format(weight)} ${unit ?? DEFAULT_WEIGHT_UNIT}`;
}

/** "0 sets", "1 set", "3 sets". */
export function setCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'set' : 'sets'}`;
}

/** 1 kg in lbs: the factor the api converts with. */
export const LBS_PER_KG = 2.20462;

/** A weight the api answers in lbs, in the lifter's unit, to 0.01 (charts, records, goals, volume). */
export function lbsIn(lbs: number, unit: WeightUnit): number {
  return unit === 'kg' ? Math.round((lbs / LBS_PER_KG) * 100) / 100 : lbs;
}
