// A routine started: the planned sets its session gets (POST /routines/{id}/start). Pure, so the
// api makes them and a phone with no network shows the same plan from its saved copy of the
// routine (shared/src/offline): the two cannot disagree on a weight.
import type { PlannedSet, RoutineExercise, RoutineSet, WeightUnit } from '../contract';
import { LOADABLE_STEP } from '../format/numbers';
import { MAX_SET_WEIGHT } from '../set-rules';

/** Hundredths as an integer (a routine's figures have at most two decimals), without float drift. */
const hundredths = (n: number) => Math.round(n * 100);

/**
 * A set's weight at Start: its own, or its % of the training max rounded DOWN to what plates load
 * in `unit` (never heavier than planned; 72.5% of 102.5 kg is 74.3125 -> 74.25 kg), never over the
 * set bound. Worked in integers, so 74.3125 is not 74.31249…; null without either.
 */
export function startedWeight(set: Pick<RoutineSet, 'weight' | 'percent_of_tm'>, trainingMax: number | null, unit: WeightUnit): number | null {
  if (set.percent_of_tm === null || trainingMax === null) return set.weight;
  // percent × max / 100 = (p·100)(tm·100) / 1e6; in steps of (step·100) / 100: (p·100)(tm·100) / (1e4 · step·100).
  const step = hundredths(LOADABLE_STEP[unit]);
  const steps = Math.floor((hundredths(set.percent_of_tm) * hundredths(trainingMax)) / (10_000 * step));
  return Math.min((steps * step) / 100, MAX_SET_WEIGHT);
}

/** A started exercise's planned sets, by position: reps the target's bottom, reps_max its top, the weight as Start works it out. */
export function startedPlannedSets(exercise: Pick<RoutineExercise, 'sets' | 'training_max' | 'weight_unit'>): Array<Omit<PlannedSet, 'id'>> {
  return exercise.sets.map((set, index) => {
    const weight = startedWeight(set, exercise.training_max, exercise.weight_unit);
    return {
      position: index + 1,
      kind: set.kind,
      weight,
      weight_unit: weight === null ? null : exercise.weight_unit,
      reps: set.reps_min,
      reps_max: set.reps_max,
      duration: set.duration,
      distance: set.distance,
      rpe: set.rpe,
      rest_seconds: set.rest_seconds,
    };
  });
}
