// A routine as a group keeps it, and back: pure mappings between the owner's routine and the
// shared snapshot, and between the snapshot and the values a new routine of the copier is made of.
import type { Routine, SharedRoutineExercise } from '@liftbook/shared/contract';
import type { RoutineValues } from '../routines/schemas.js';

/**
 * The routine as shared: what to lift and how (sets, rules, training maxes, notes, supersets),
 * without its ids or its owner's progression state (failures in a row, the cycle's week).
 */
export function snapshotOf(routine: Routine): { name: string; exercises: SharedRoutineExercise[] } {
  return {
    name: routine.name,
    exercises: routine.exercises.map((e) => ({
      name: e.name,
      type: e.type,
      variation: e.variation,
      note: e.note,
      superset_group: e.superset_group,
      weight_unit: e.weight_unit,
      training_max: e.training_max,
      progression: e.progression,
      sets: e.sets.map((s) => ({ ...s })),
    })),
  };
}

/**
 * The snapshot as a new routine's values, named `name`: each exercise by its name (resolved for
 * the copier as their own typing would be: the dictionary's lift, else a custom exercise of
 * theirs), its progression state fresh (0 failures, week 1).
 */
export function copyValuesOf(name: string, exercises: readonly SharedRoutineExercise[]): RoutineValues {
  return {
    name,
    exercises: exercises.map((e) => ({
      id: null,
      source: { kind: 'name', name: e.name },
      type: e.type,
      variation: e.variation,
      note: e.note,
      superset_group: e.superset_group,
      weight_unit: e.weight_unit,
      training_max: e.training_max,
      progression: e.progression,
      failures: null,
      cycle_week: null,
      sets: e.sets.map((s) => ({
        kind: s.kind,
        reps_min: s.reps_min,
        reps_max: s.reps_max,
        weight: s.weight,
        percent_of_tm: s.percent_of_tm,
        duration_ms: s.duration,
        distance_m: s.distance,
        rpe: s.rpe,
        rest_seconds: s.rest_seconds,
      })),
    })),
  };
}
