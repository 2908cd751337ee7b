// Which unit a file's weights are in when the file does not say (Strong's layouts without a unit
// column): read from the file's own numbers. Pure, and counted a set at a time, so the preview's
// survey (which streams the file in slices, in the worker) and a plan read whole give the same
// answer. Three signs, each seen in the real exports:
//   - whole numbers off the 2.5 grid (6, 14, 26, 32) are kg dumbbell and kettlebell steps; lbs
//     weights move in 5s (hardly ever 14 or 26);
//   - a weight that is not round but is a round amount in the other unit was converted by an app
//     that stores one unit and shows the other: 44.09 lbs is 20 kg (so the file is in lbs), 6.8 kg
//     is 15 lbs (so the file is in kg);
//   - weights of 200 or more, common in lbs and rare in kg.
// The evidence is clear when one side has a fair share of the weights and the other side a small
// fraction of that; otherwise nothing is inferred and the lifter's own unit is preselected.
import type { WeightUnit } from '@liftbook/shared/contract';

export const KG_PER_LB = 0.45359237;

/** Counts of the signs over a file's unitless weights (a plain object: it crosses to the page from the worker). */
export interface UnitEvidence {
  /** Unitless weights above 0. */
  weights: number;
  /** Whole numbers off the 2.5 grid: kg steps. */
  kgSteps: number;
  /** Not round, but round in kg once read as lbs: a kg amount written in lbs. */
  kgAmountsInLbs: number;
  /** Not round, but round in lbs once read as kg: an lbs amount written in kg. */
  lbsAmountsInKg: number;
  /** 200 or more. */
  heavy: number;
  /** The most common few distinct weights of each sign, smallest first. */
  signWeights: Record<UnitSign, number[]>;
  /** The heaviest weight of each of the names with the most weighted sets, for the lifter to judge by. */
  examples: UnitExample[];
}

export type UnitSign = 'kg-steps' | 'kg-amounts-in-lbs' | 'lbs-amounts-in-kg' | 'heavy';

export interface UnitExample {
  name: string;
  weight: number;
}

export type UnitReason = UnitSign | 'unclear' | 'no-weights';

export interface UnitInference {
  /** The unit the numbers point to, or null when they do not tell clearly. */
  unit: WeightUnit | null;
  reason: UnitReason;
  /** The weights that carry the sign named by `reason` (0 for unclear and no-weights). */
  count: number;
  /** A few weights of the file that carry that sign, smallest first (none for unclear and no-weights). */
  signs: number[];
}

/** A weight at or above this is heavy for kg. */
export const HEAVY_WEIGHT = 200;
/** A side's share of the weights from which its evidence can be clear. */
export const CLEAR_SHARE = 0.05;
/** The other side must have less than this fraction of the winning side's evidence. */
export const CONTRADICTION_RATIO = 1 / 4;
/** Fewer signs than this are never clear evidence (a short file, a stray number). */
export const MIN_SIGNS = 5;
/** How many example weights the preview shows. */
export const UNIT_EXAMPLES = 3;
/** How many weights of a sign are kept to name it. */
const SIGNS_KEPT = 3;

const nearMultiple = (value: number, step: number, tolerance: number) => Math.abs(value - Math.round(value / step) * step) <= tolerance;

/** Decimal places as written (after float noise is gone): 44.09 → 2, 6.8 → 1, 60 → 0. */
function decimals(value: number): number {
  const text = String(Number(value.toPrecision(12)));
  const dot = text.indexOf('.');
  return dot === -1 || text.includes('e') ? 0 : text.length - dot - 1;
}

/** What a single weight's digits say about its unit (weight above 0); `heavy` is counted apart. */
export function unitSign(weight: number): Exclude<UnitSign, 'heavy'> | null {
  if (Number.isInteger(weight)) return weight % 2.5 === 0 ? null : 'kg-steps';
  // Quarters (62.5, 61.25, 2.75) are plates and microplates in either unit.
  if (nearMultiple(weight, 0.25, 1e-9)) return null;
  // The value was rounded to its decimals: that much error is allowed once converted.
  const rounding = 0.5 * 10 ** -decimals(weight) + 1e-9;
  if (nearMultiple(weight * KG_PER_LB, 0.5, rounding * KG_PER_LB)) return 'kg-amounts-in-lbs';
  if (nearMultiple(weight / KG_PER_LB, 2.5, rounding / KG_PER_LB)) return 'lbs-amounts-in-kg';
  return null;
}

/** Counts the signs a set at a time (exercise name and weight); `finish` gives the evidence. */
export class UnitEvidenceCounter {
  private weights = 0;
  private readonly counts: Record<UnitSign, number> = { 'kg-steps': 0, 'kg-amounts-in-lbs': 0, 'lbs-amounts-in-kg': 0, heavy: 0 };
  /** How often each distinct weight carries the sign (a file has a few hundred distinct weights at most). */
  private readonly signs: Record<UnitSign, Map<number, number>> = {
    'kg-steps': new Map(),
    'kg-amounts-in-lbs': new Map(),
    'lbs-amounts-in-kg': new Map(),
    heavy: new Map(),
  };
  private readonly byName = new Map<string, { sets: number; heaviest: number }>();

  add(name: string, weight: number | null): void {
    if (weight === null || !(weight > 0)) return;
    this.weights += 1;
    const digits = unitSign(weight);
    if (digits !== null) this.count(digits, weight);
    if (weight >= HEAVY_WEIGHT) this.count('heavy', weight);
    const seen = this.byName.get(name);
    if (seen === undefined) this.byName.set(name, { sets: 1, heaviest: weight });
    else {
      seen.sets += 1;
      seen.heaviest = Math.max(seen.heaviest, weight);
    }
  }

  private count(sign: UnitSign, weight: number): void {
    this.counts[sign] += 1;
    this.signs[sign].set(weight, (this.signs[sign].get(weight) ?? 0) + 1);
  }

  finish(): UnitEvidence {
    const examples = [...this.byName]
      .sort(([a, x], [b, y]) => y.sets - x.sets || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, UNIT_EXAMPLES)
      .map(([name, { heaviest }]) => ({ name, weight: heaviest }));
    // The most common, whatever order the sets came in (a streamed file and a whole plan agree).
    const sorted = (sign: UnitSign) =>
      [...this.signs[sign]]
        .sort(([a, x], [b, y]) => y - x || a - b)
        .slice(0, SIGNS_KEPT)
        .map(([weight]) => weight)
        .sort((a, b) => a - b);
    return {
      weights: this.weights,
      kgSteps: this.counts['kg-steps'],
      kgAmountsInLbs: this.counts['kg-amounts-in-lbs'],
      lbsAmountsInKg: this.counts['lbs-amounts-in-kg'],
      heavy: this.counts.heavy,
      signWeights: {
        'kg-steps': sorted('kg-steps'),
        'kg-amounts-in-lbs': sorted('kg-amounts-in-lbs'),
        'lbs-amounts-in-kg': sorted('lbs-amounts-in-kg'),
        heavy: sorted('heavy'),
      },
      examples,
    };
  }
}

/** The evidence of sets given whole (name and weight of each). */
export function countUnitEvidence(sets: Iterable<UnitExample | { name: string; weight: number | null }>): UnitEvidence {
  const counter = new UnitEvidenceCounter();
  for (const set of sets) counter.add(set.name, set.weight);
  return counter.finish();
}

/**
 * The unit a file's unitless weights are in, when the numbers say so clearly: one side's signs are
 * at least CLEAR_SHARE of the weights (and MIN_SIGNS of them), and the other side's are under
 * CONTRADICTION_RATIO of that. The strongest sign is the reason given.
 */
export function inferWeightUnit(evidence: UnitEvidence): UnitInference {
  const { weights } = evidence;
  if (weights === 0) return { unit: null, reason: 'no-weights', count: 0, signs: [] };
  const kg: [UnitSign, number][] = [
    ['kg-steps', evidence.kgSteps],
    ['lbs-amounts-in-kg', evidence.lbsAmountsInKg],
  ];
  const lbs: [UnitSign, number][] = [
    ['kg-amounts-in-lbs', evidence.kgAmountsInLbs],
    ['heavy', evidence.heavy],
  ];
  const total = (side: [UnitSign, number][]) => side.reduce((sum, [, n]) => sum + n, 0);
  const strongest = (side: [UnitSign, number][]) => side.reduce((best, next) => (next[1] > best[1] ? next : best));
  const clear = (side: [UnitSign, number][], other: [UnitSign, number][]) => {
    const signs = total(side);
    return signs >= MIN_SIGNS && signs >= CLEAR_SHARE * weights && total(other) < CONTRADICTION_RATIO * signs;
  };
  for (const [unit, side, other] of [
    ['kg', kg, lbs],
    ['lbs', lbs, kg],
  ] as const) {
    if (!clear(side, other)) continue;
    const [reason, count] = strongest(side);
    return { unit, reason, count, signs: evidence.signWeights[reason] };
  }
  return { unit: null, reason: 'unclear', count: 0, signs: [] };
}
