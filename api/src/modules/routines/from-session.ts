// "Save as routine" (issue 30): a session's exercises, as done, become a routine's targets. Pure:
// the route reads the session (queries.ts) and stores what this answers.
import type { WeightUnit } from '@liftbook/shared/contract';
import { LBS_PER_KG, MAX_SET_DISTANCE_M, MAX_SET_DURATION_MS, MAX_SET_REPS, MAX_SET_WEIGHT } from '@liftbook/shared/set-rules';
import type { ResolvedRoutineExercise, SessionExerciseForRoutine } from './queries.js';
import { EXERCISE_NOTES_MAX } from '../exercises/schemas.js';
import { REST_SECONDS_MAX, ROUTINE_EXERCISES_MAX, ROUTINE_SETS_MAX, type RoutineSetValues } from './schemas.js';

type SourceSet = SessionExerciseForRoutine['sets'][number];

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A weight in `from` (none is lbs, as the api stores it) as `to`, to 0.01. */
function inUnit(weight: number, from: WeightUnit | null, to: WeightUnit): number {
  const source = from ?? 'lbs';
  if (source === to) return weight;
  return round2(to === 'kg' ? weight / LBS_PER_KG : weight * LBS_PER_KG);
}

const validRpe = (rpe: number | null) => (rpe !== null && rpe >= 1 && rpe <= 10 && Number.isInteger(rpe * 2) ? rpe : null);

/**
 * A done (or planned) set as a routine set of an exercise of `type` in `unit`: warm-ups stay
 * warm-ups, every other kind is a working set; reps become a fixed target (a planned range keeps
 * its top); the weight stays absolute, in the exercise's unit; duration and distance are kept.
 * Undefined for a set that cannot be a target (no reps on a lift counted in reps, figures beyond
 * the api's bounds: an old or imported set), which is left out rather than changed.
 */
function routineSetOf(set: SourceSet, type: ResolvedRoutineExercise['type'], unit: WeightUnit): RoutineSetValues | undefined {
  const common = {
    kind: set.kind === 'warmup' ? ('warmup' as const) : ('normal' as const),
    percent_of_tm: null,
    rpe: validRpe(set.rpe),
    rest_seconds: set.rest_seconds !== null && set.rest_seconds >= 0 && set.rest_seconds <= REST_SECONDS_MAX ? set.rest_seconds : null,
  };
  if (type === 'duration') {
    const duration = set.duration_ms !== null && set.duration_ms > 0 && set.duration_ms <= MAX_SET_DURATION_MS ? set.duration_ms : null;
    const distance = set.distance_m !== null && set.distance_m >= 0 && set.distance_m <= MAX_SET_DISTANCE_M ? set.distance_m : null;
    if (duration === null && distance === null) return undefined;
    return { ...common, reps_min: null, reps_max: null, weight: null, duration_ms: duration, distance_m: distance };
  }
  if (set.reps === null || set.reps < 1 || set.reps > MAX_SET_REPS) return undefined;
  const weight = type === 'weighted' && set.weight !== null ? inUnit(set.weight, set.weight_unit, unit) : null;
  if (weight !== null && weight > MAX_SET_WEIGHT) return undefined;
  const top = set.reps_max !== null && set.reps_max > set.reps && set.reps_max <= MAX_SET_REPS ? set.reps_max : null;
  return { ...common, reps_min: set.reps, reps_max: top, weight, duration_ms: null, distance_m: null };
}

/**
 * The session's exercises, in order, as routine exercises: each with its sets as targets (at most
 * 30), in the unit of its first weighted set (else the lifter's), its notes as the routine's note,
 * its superset group kept, no rule. Exercises left with no set are left out; at most 30.
 */
export function routineFromSession(exercises: readonly SessionExerciseForRoutine[], lifterUnit: WeightUnit): ResolvedRoutineExercise[] {
  const routine: ResolvedRoutineExercise[] = [];
  for (const exercise of exercises) {
    if (routine.length === ROUTINE_EXERCISES_MAX) break;
    const weighed = exercise.type === 'weighted' ? exercise.sets.find((s) => s.weight !== null) : undefined;
    const unit: WeightUnit = weighed === undefined ? lifterUnit : (weighed.weight_unit ?? 'lbs');
    const sets = exercise.sets
      .map((set) => routineSetOf(set, exercise.type, unit))
      .filter((set): set is RoutineSetValues => set !== undefined)
      .slice(0, ROUTINE_SETS_MAX);
    if (sets.length === 0) continue;
    routine.push({
      id: null,
      name: exercise.name,
      dictionary_exercise_id: exercise.dictionary_exercise_id,
      type: exercise.type,
      variation: exercise.variation,
      note: exercise.notes === null ? null : exercise.notes.slice(0, EXERCISE_NOTES_MAX),
      superset_group: exercise.superset_group,
      weight_unit: unit,
      training_max: null,
      progression: null,
      failures: null,
      cycle_week: null,
      sets,
    });
  }
  return routine;
}
