// Starting a built-in program (issue 30): which numbers it asks the lifter for, and reading what
// they typed. The lifts and their defaults come from the program's own data (shared/training), so
// the form cannot ask for a lift the program does not have, nor promise a default it does not use.
import type { ProgramKey, WeightUnit } from '@liftbook/shared/contract';
import { builtInProgram, PROGRAM_WEIGHT_MAX } from '@liftbook/shared/training';

export interface ProgramLift {
  /** The lift as the dictionary names it: the key of `weights`. */
  name: string;
  /** 5/3/1 asks for a training max; the others for a starting working weight. */
  kind: 'weight' | 'training_max';
  /** What the program uses when the field is left empty, in `unit`. */
  fallback: number;
}

/** The numbers `key` asks for, in the order its routines first use each lift. */
export function programLifts(key: ProgramKey, unit: WeightUnit): ProgramLift[] {
  const lifts = new Map<string, ProgramLift>();
  for (const routine of builtInProgram(key, { unit }).routines) {
    for (const exercise of routine.exercises) {
      const name = exercise.name!;
      if (lifts.has(name)) continue;
      if (exercise.training_max !== null) {
        lifts.set(name, { name, kind: 'training_max', fallback: exercise.training_max });
        continue;
      }
      const first = exercise.sets.find((s) => s.kind === 'normal' && s.weight !== null);
      if (first) lifts.set(name, { name, kind: 'weight', fallback: first.weight! });
    }
  }
  return [...lifts.values()];
}

export type ProgramWeightsResult = { ok: true; weights: Record<string, number> } | { ok: false; errors: Record<string, string> };

const NUMBER = /^\s*\d+(?:[.,]\d+)?\s*$/;

/**
 * The typed figures as the api takes them: empty fields are left out (the program's default), a
 * comma is a decimal point; anything else outside (0, PROGRAM_WEIGHT_MAX] is an error per lift.
 */
export function readProgramWeights(lifts: readonly ProgramLift[], typed: Readonly<Record<string, string>>, unit: WeightUnit): ProgramWeightsResult {
  const weights: Record<string, number> = {};
  const errors: Record<string, string> = {};
  for (const lift of lifts) {
    const text = (typed[lift.name] ?? '').trim();
    if (text === '') continue;
    const value = NUMBER.test(text) ? Number(text.replace(',', '.')) : NaN;
    if (!(value > 0 && value <= PROGRAM_WEIGHT_MAX)) {
      errors[lift.name] = `Enter a weight above 0 and up to ${PROGRAM_WEIGHT_MAX} ${unit}, or leave it empty`;
      continue;
    }
    weights[lift.name] = value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, weights };
}
