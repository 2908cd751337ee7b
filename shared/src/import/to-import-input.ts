// A plan's workout as POST /api/imports/{id}/workouts takes it (ImportWorkoutInput): every set
// field present (null when the file has none), durations in milliseconds, distances in metres, the
// exercise's type from its sets (Liftbook's own exports say it, with the variation and set notes:
// those are taken as written), its superset group as the plan numbered it. The page and the api's tests and bench send workouts this way.
import type { ExerciseType, ImportWorkoutInput } from '@liftbook/shared/contract';
import { clockText } from './build-plan';
import type { ImportSet, ImportWorkout } from './import-plan';
import { MS_PER_SECOND } from '../set-rules';

/**
 * The simple type rule the api's checks agree with: weighted when every set has a weight and
 * reps, reps when every set has reps, otherwise duration (a timed set, or one of distance only).
 */
export function inferExerciseType(sets: readonly ImportSet[]): ExerciseType {
  if (sets.every((set) => set.weight !== null && set.reps !== null)) return 'weighted';
  if (sets.every((set) => set.reps !== null)) return 'reps';
  return 'duration';
}

const joined = (lines: string[]) => (lines.length === 0 ? null : lines.join('\n'));

/**
 * `nameFor` maps a file's exercise name to the lift it is imported as (the page's mapping onto the
 * dictionary; by default the name as written). The workout's duration joins its notes.
 */
export function toImportWorkoutInput(workout: ImportWorkout, nameFor: (name: string) => string = (name) => name): ImportWorkoutInput {
  const duration = workout.durationSeconds !== null && workout.durationSeconds > 0 ? [`Duration: ${clockText(workout.durationSeconds)}`] : [];
  return {
    session_date: workout.startedAt,
    session_type: workout.name.trim() === '' ? 'Workout' : workout.name,
    notes: joined([...workout.notes, ...duration]),
    ...(workout.links === undefined ? {} : { started_at: workout.links.startedAt, finished_at: workout.links.finishedAt, routine: workout.links.routine }),
    exercises: workout.exercises.map((exercise) => ({
      name: nameFor(exercise.name),
      type: exercise.type ?? inferExerciseType(exercise.sets),
      notes: joined(exercise.notes),
      superset_group: exercise.supersetGroup ?? null,
      ...(exercise.variation === undefined ? {} : { variation: exercise.variation }),
      sets: exercise.sets.map((set) => ({
        kind: set.kind,
        weight: set.weight,
        weight_unit: set.weight === null ? null : set.weightUnit,
        reps: set.reps,
        duration: set.durationSeconds === null || set.durationSeconds <= 0 ? null : Math.round(set.durationSeconds * MS_PER_SECOND),
        distance: set.distanceMeters,
        rpe: set.rpe,
        notes: set.notes ?? null,
      })),
      ...(exercise.plannedSets === undefined ? {} : { planned_sets: exercise.plannedSets }),
    })),
  };
}
