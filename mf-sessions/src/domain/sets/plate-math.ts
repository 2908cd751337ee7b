// Plate math: what to load on each side of a bar for a weight. Pure: the bar and the plates a gym
// has are given, the answer is the plates of one side, heaviest first. Any number of each plate is
// assumed (a gym has pairs); fewest plates wins, and between equally few the heavier ones first,
// the way a lifter loads a bar.
import type { WeightUnit } from '@liftbook/shared/contract';

export interface BarSetup {
  /** The empty bar's weight. */
  bar: number;
  /** The plate sizes available, any order; each is loaded in pairs. */
  plates: number[];
}

/** A 45 lb bar with 45/35/25/10/5/2.5 lb plates; a 20 kg bar with 25/20/15/10/5/2.5/1.25 kg plates. */
export const DEFAULT_BAR_SETUPS: Readonly<Record<WeightUnit, Readonly<BarSetup>>> = {
  lbs: { bar: 45, plates: [45, 35, 25, 10, 5, 2.5] },
  kg: { bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] },
};

/** The plate sizes a lifter may tick, per unit (the defaults and the common others). */
export const PLATE_CHOICES: Readonly<Record<WeightUnit, readonly number[]>> = {
  lbs: [55, 45, 35, 25, 15, 10, 5, 2.5, 1.25],
  kg: [25, 20, 15, 10, 5, 2.5, 2, 1.25, 1, 0.5],
};

export type PlateLoad =
  /** `perSide` heaviest first; empty for the bar alone. */
  | { kind: 'loadable'; perSide: number[] }
  /** The weight cannot be made: the nearest loadable weights below and above (null when none). */
  | { kind: 'not-loadable'; below: number | null; above: number | null }
  /** Less than the empty bar (or no weight at all). */
  | { kind: 'below-bar'; bar: number };

/** Weights are counted in hundredths so 1.25 and 2.5 add up exactly. */
const SCALE = 100;
const toUnits = (value: number) => Math.round(value * SCALE);
const fromUnits = (units: number) => units / SCALE;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * For every per-side amount from 0 to `maxSide` (in steps of `step` units), the fewest plates that
 * make it; `choice[i]` is the heaviest plate of such a load (-1: cannot be made).
 */
function loads(plates: number[], step: number, maxSide: number): { count: Int32Array; choice: Int32Array } {
  const size = Math.floor(maxSide / step) + 1;
  const count = new Int32Array(size).fill(-1);
  const choice = new Int32Array(size).fill(-1);
  count[0] = 0;
  for (let i = 1; i < size; i++) {
    // Heaviest plate first, and only a strictly better count replaces it: ties keep the heavier.
    for (const plate of plates) {
      const rest = i - plate / step;
      if (rest < 0 || count[rest]! < 0) continue;
      if (count[i]! < 0 || count[rest]! + 1 < count[i]!) {
        count[i] = count[rest]! + 1;
        choice[i] = plate;
      }
    }
  }
  return { count, choice };
}

/** The plates per side for `target` on `setup`, or the nearest weights that can be loaded. */
export function plateLoad(target: number, setup: BarSetup): PlateLoad {
  const bar = toUnits(setup.bar);
  const plates = [...new Set(setup.plates.map(toUnits).filter((p) => p > 0))].sort((a, b) => b - a);
  const total = toUnits(target);
  if (!Number.isFinite(target) || total < bar) return { kind: 'below-bar', bar: setup.bar };
  if (total === bar) return { kind: 'loadable', perSide: [] };
  if (plates.length === 0) return { kind: 'not-loadable', below: setup.bar, above: null };

  const step = plates.reduce(gcd);
  const side = (total - bar) / 2;
  // Reaching one heaviest plate past the target always finds a loadable weight above it.
  const { count, choice } = loads(plates, step, side + plates[0]!);
  const index = side / step;
  if (Number.isInteger(index) && count[index]! >= 0) {
    const perSide: number[] = [];
    for (let i = index; i > 0; i -= choice[i]! / step) perSide.push(fromUnits(choice[i]!));
    return { kind: 'loadable', perSide: perSide.sort((a, b) => b - a) };
  }
  let below: number | null = null;
  for (let i = Math.floor(side / step); i >= 0; i--) {
    if (count[i]! >= 0) {
      below = fromUnits(bar + 2 * i * step);
      break;
    }
  }
  let above: number | null = null;
  for (let i = Math.ceil(side / step); i < count.length; i++) {
    if (count[i]! >= 0 && i * step > side) {
      above = fromUnits(bar + 2 * i * step);
      break;
    }
  }
  return { kind: 'not-loadable', below, above };
}

/** "45 + 45" for a side's plates; "Empty bar" for none. */
export function formatPlates(perSide: readonly number[]): string {
  return perSide.length === 0 ? 'Empty bar' : perSide.join(' + ');
}

/**
 * A bar setup as stored (anything may sit in storage): a positive bar and at least one positive
 * plate, else the unit's default.
 */
export function readBarSetup(value: unknown, unit: WeightUnit): BarSetup {
  const fallback = DEFAULT_BAR_SETUPS[unit];
  if (typeof value !== 'object' || value === null) return { bar: fallback.bar, plates: [...fallback.plates] };
  const { bar, plates } = value as Partial<BarSetup>;
  const okBar = typeof bar === 'number' && Number.isFinite(bar) && bar >= 0 && bar <= 200 ? bar : fallback.bar;
  const okPlates = Array.isArray(plates) ? plates.filter((p): p is number => typeof p === 'number' && Number.isFinite(p) && p > 0 && p <= 100) : [];
  return { bar: okBar, plates: okPlates.length > 0 ? okPlates : [...fallback.plates] };
}
