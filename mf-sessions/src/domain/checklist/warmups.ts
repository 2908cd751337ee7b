// Warm-up sets worked out from a working weight (issue 30): the empty bar × 10, then 40 % × 5,
// 60 % × 3 and 80 % × 2, each rounded to the nearest weight the lifter's bar and plates load
// (plate-math.ts, in the working weight's unit; a tie goes to the lighter). A step that comes out
// at or below the bar, at or above the working weight, or no heavier than the step before it, is
// left out: a 30 kg working set warms up with the bar alone. Pure.
import type { WeightUnit } from '@liftbook/shared/contract';
import { plateLoad, type BarSetup } from '../sets/plate-math';

export interface WarmupSet {
  weight: number;
  weight_unit: WeightUnit;
  reps: number;
}

/** The steps: a fraction of the working weight (null: the empty bar) and its reps. */
export const WARMUP_STEPS: ReadonlyArray<{ fraction: number | null; reps: number }> = [
  { fraction: null, reps: 10 },
  { fraction: 0.4, reps: 5 },
  { fraction: 0.6, reps: 3 },
  { fraction: 0.8, reps: 2 },
];

/** The loadable weight nearest `target` on `setup` (the lighter on a tie); null below the bar. */
export function nearestLoadable(target: number, setup: BarSetup): number | null {
  const load = plateLoad(target, setup);
  if (load.kind === 'below-bar') return null;
  if (load.kind === 'loadable') return target;
  const { below, above } = load;
  if (below === null) return above;
  if (above === null) return below;
  return target - below <= above - target ? below : above;
}

/** The warm-ups before a working set of `working` `unit` on `setup`; none when it is the bar or less. */
export function warmupSets(working: number, unit: WeightUnit, setup: BarSetup): WarmupSet[] {
  if (!Number.isFinite(working) || working <= setup.bar) return [];
  const sets: WarmupSet[] = [];
  let last = -Infinity;
  for (const step of WARMUP_STEPS) {
    const weight = step.fraction === null ? setup.bar : nearestLoadable(working * step.fraction, setup);
    if (weight === null || weight >= working || weight <= last) continue;
    if (step.fraction !== null && weight <= setup.bar) continue;
    sets.push({ weight, weight_unit: unit, reps: step.reps });
    last = weight;
  }
  return sets;
}

/** Where a card's warm-ups are worked out from: its first planned working set's weight, else last time's heaviest working set. */
export function workingWeight(
  planned: ReadonlyArray<{ kind: string; weight: number | null; weight_unit: WeightUnit | null; position: number }>,
  lastTime: ReadonlyArray<{ kind: string; weight: number | null; weight_unit: WeightUnit | null }> | null,
  unit: WeightUnit,
): { weight: number; unit: WeightUnit } | null {
  const plannedWorking = [...planned].sort((a, b) => a.position - b.position).find((p) => p.kind !== 'warmup' && p.weight !== null && p.weight > 0);
  if (plannedWorking) return { weight: plannedWorking.weight!, unit: plannedWorking.weight_unit ?? unit };
  const heaviest = (lastTime ?? [])
    .filter((s) => s.kind !== 'warmup' && s.weight !== null && s.weight > 0 && (s.weight_unit ?? 'lbs') === unit)
    .reduce<number | null>((max, s) => (max === null || s.weight! > max ? s.weight! : max), null);
  return heaviest === null ? null : { weight: heaviest, unit };
}
