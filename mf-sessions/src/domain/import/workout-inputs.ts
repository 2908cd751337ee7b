// An import plan (units already chosen, see applyUnit) turned into what POST
// /api/imports/{id}/workouts takes: workouts with their exercises under their mapped names, in
// chunks of at most IMPORT_CHUNK_SIZE, each workout remembering the file lines it came from so an
// error the api names by field path can be shown with its line. Pure: no React, no I/O.
import type { ExerciseType, ImportExerciseInput, ImportSetInput, ImportWorkoutInput } from '@liftbook/shared/contract';
import type { ImportExercise, ImportPlan, ImportSet, ImportWorkout } from '@liftbook/shared/import';
import { MS_PER_SECOND } from '../duration';

/** Workouts per POST /api/imports/{id}/workouts (the api takes up to 100). */
export const IMPORT_CHUNK_SIZE = 100;

/** The api's bounds on the texts an import writes (the same as a typed session's). */
export const SESSION_TYPE_MAX = 100;
export const NOTES_MAX = 2000;

/** The type of a workout the file gives no name (FitNotes has none). */
export const UNNAMED_WORKOUT_TYPE = 'Workout';

/** The name an exercise is written under: a lift of the catalogue, or the file's own (a custom exercise). */
export type MapName = (fileName: string) => string;

/** Where a workout's parts were read: the workout's first line and each set's line, per exercise. */
export interface WorkoutLines {
  line: number;
  exercises: number[][];
}

export interface ImportChunk {
  workouts: ImportWorkoutInput[];
  lines: WorkoutLines[];
  /** Sets in this chunk, for the progress text. */
  sets: number;
}

/**
 * The type the api checks the sets against, as typed ones: weighted when every set has a weight
 * and reps, reps when every set has reps, otherwise duration (whose sets may give a distance
 * instead of a time).
 */
export function inferExerciseType(sets: readonly ImportSet[]): ExerciseType {
  if (sets.every((set) => set.weight !== null && set.reps !== null)) return 'weighted';
  if (sets.every((set) => set.reps !== null)) return 'reps';
  return 'duration';
}

/** "1h 05m", "45m", "30s": a workout's length as the session notes keep it. */
export function formatWorkoutDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`;
  if (m > 0) return `${m}m`;
  return `${s}s`;
}

/** Lines joined, cut to the api's bound (with an ellipsis), null when there is nothing. */
function joinNotes(parts: readonly string[], max = NOTES_MAX): string | null {
  const text = parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join('\n');
  if (text === '') return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The session's notes: the workout's notes, then its duration. */
export function sessionNotes(workout: Pick<ImportWorkout, 'notes' | 'durationSeconds'>): string | null {
  const duration = workout.durationSeconds !== null && workout.durationSeconds > 0 ? [`Duration: ${formatWorkoutDuration(workout.durationSeconds)}`] : [];
  return joinNotes([...workout.notes, ...duration]);
}

/** The workout's name as the session type; a nameless workout is a "Workout". */
export function sessionType(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return UNNAMED_WORKOUT_TYPE;
  return trimmed.length > SESSION_TYPE_MAX ? trimmed.slice(0, SESSION_TYPE_MAX) : trimmed;
}

export function toSetInput(set: ImportSet): ImportSetInput {
  return {
    kind: set.kind,
    weight: set.weight,
    weight_unit: set.weight !== null ? set.weightUnit : null,
    reps: set.reps,
    // A zero time is no time (the api takes durations above 0).
    duration: set.durationSeconds !== null && set.durationSeconds > 0 ? Math.round(set.durationSeconds * MS_PER_SECOND) : null,
    distance: set.distanceMeters,
    rpe: set.rpe,
    notes: null,
  };
}

export function toExerciseInput(exercise: ImportExercise, mapName: MapName): ImportExerciseInput {
  return {
    name: mapName(exercise.name),
    type: inferExerciseType(exercise.sets),
    notes: joinNotes(exercise.notes),
    sets: exercise.sets.map(toSetInput),
  };
}

/** A workout as the api takes it. Exercises without sets (a file's empty block) are left out. */
export function toWorkoutInput(workout: ImportWorkout, mapName: MapName): ImportWorkoutInput {
  return {
    session_date: workout.startedAt,
    session_type: sessionType(workout.name),
    notes: sessionNotes(workout),
    exercises: workout.exercises.filter((exercise) => exercise.sets.length > 0).map((exercise) => toExerciseInput(exercise, mapName)),
  };
}

function workoutLines(workout: ImportWorkout): WorkoutLines {
  return { line: workout.line, exercises: workout.exercises.filter((e) => e.sets.length > 0).map((e) => e.sets.map((set) => set.line)) };
}

/** The plan's workouts, oldest first (the order the api wants), in chunks of `size`. */
export function toImportChunks(plan: ImportPlan, mapName: MapName, size = IMPORT_CHUNK_SIZE): ImportChunk[] {
  const ordered = [...plan.workouts].sort((a, b) => (a.startedAt < b.startedAt ? -1 : a.startedAt > b.startedAt ? 1 : a.line - b.line));
  const chunks: ImportChunk[] = [];
  for (let start = 0; start < ordered.length; start += size) {
    const part = ordered.slice(start, start + size);
    const workouts = part.map((workout) => toWorkoutInput(workout, mapName));
    chunks.push({
      workouts,
      lines: part.map(workoutLines),
      sets: workouts.reduce((sum, w) => sum + w.exercises.reduce((s, e) => s + e.sets.length, 0), 0),
    });
  }
  return chunks;
}

/**
 * The file line a field of a chunk came from ("workouts.3.exercises.1.sets.2.reps",
 * "/workouts/3/exercises/1", "workouts[3]"): the set's own line, else the exercise's first set's,
 * else the workout's first line. null when the path names no workout of the chunk.
 */
export function lineOfField(chunk: Pick<ImportChunk, 'lines'>, field: string | undefined | null): number | null {
  if (!field) return null;
  const index = (name: string) => {
    const found = new RegExp(`${name}\\D{0,3}?(\\d+)`).exec(field);
    return found ? Number(found[1]) : null;
  };
  const w = index('workouts');
  const workout = w === null ? undefined : chunk.lines[w];
  if (workout === undefined) return null;
  const e = index('exercises');
  const exercise = e === null ? undefined : workout.exercises[e];
  if (exercise === undefined) return workout.line;
  const s = index('sets');
  const set = s === null ? undefined : exercise[s];
  return set ?? exercise[0] ?? workout.line;
}
