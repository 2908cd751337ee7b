// An import plan (units already chosen, see applyUnit) turned into what POST
// /api/imports/{id}/workouts takes: workouts with their exercises under their mapped names, in
// chunks of at most IMPORT_CHUNK_SIZE, each workout remembering the file lines it came from so an
// error the api names by field path can be shown with its line. Pure: no React, no I/O.
import type { ImportChunkInput, ImportWorkoutInput } from '@liftbook/shared/contract';
import { REQUEST_BODY_LIMIT_BYTES } from '@liftbook/shared/constants';
import type { ImportPlan, ImportWorkout } from '@liftbook/shared/import';
// Its own entry: the readers (and papaparse) stay out of the page's bundle.
import { toImportWorkoutInput } from '@liftbook/shared/import/to-import-input';

/** Workouts per POST /api/imports/{id}/workouts (the api takes up to 100). */
export const IMPORT_CHUNK_SIZE = 100;
/**
 * Sets per chunk, whatever the workouts: a set is about 170 bytes of JSON, so a chunk stays near
 * 350 KB, well inside the 1 MiB a request body may be (a marathon workout is still sent whole).
 */
export const IMPORT_CHUNK_SETS = 2000;

/** The api's bounds on the texts an import writes (the same as a typed session's). */
export const SESSION_TYPE_MAX = 100;
export const NOTES_MAX = 2000;

/** The type of a workout the file gives no name (FitNotes has none). */
export const UNNAMED_WORKOUT_TYPE = 'Workout';

/** The name an exercise is written under: a lift of the catalogue, or the file's own (a custom exercise). */
export type MapName = (fileName: string) => string;

/** What a file's name said that the lift it is written under does not (its equipment): the exercise's variation. */
export type VariationOf = (fileName: string) => string | null;

/**
 * The plan with each exercise's variation filled in from its file name's mapping (another app's
 * exercises have none of their own; a Liftbook export's are kept as written).
 */
export function applyVariations(plan: ImportPlan, variationOf: VariationOf | undefined): ImportPlan {
  if (variationOf === undefined || plan.source === 'liftbook') return plan;
  return {
    ...plan,
    workouts: plan.workouts.map((workout) => ({
      ...workout,
      exercises: workout.exercises.map((exercise) => (exercise.variation === undefined ? { ...exercise, variation: variationOf(exercise.name) } : exercise)),
    })),
  };
}

/** Where a workout's parts were read: the workout's first line and each set's line, per exercise. */
export interface WorkoutLines {
  line: number;
  exercises: number[][];
}

export interface ImportChunk {
  workouts: ImportWorkoutInput[];
  /** A Liftbook export's custom exercises, goals and routines, on the first chunk only. */
  extras?: Pick<ImportChunkInput, 'custom_exercises' | 'goals' | 'routines'>;
  lines: WorkoutLines[];
  /** Sets in this chunk, for the progress text. */
  sets: number;
}

/** Lines joined, cut to the api's bound (with an ellipsis), null when there is nothing. */
function clip(text: string | null, max = NOTES_MAX): string | null {
  if (text === null || text.trim() === '') return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The workout's name as the session type, within the api's bound; a nameless workout is a "Workout". */
export function sessionType(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return UNNAMED_WORKOUT_TYPE;
  return trimmed.length > SESSION_TYPE_MAX ? trimmed.slice(0, SESSION_TYPE_MAX) : trimmed;
}

/**
 * A workout as the api takes it (shared's toImportWorkoutInput), within the api's bounds on names
 * and notes. Exercises without sets (another app's empty block) are left out; Liftbook's own
 * exports keep them (`keepEmpty`), so what was exported comes back whole.
 */
export function toWorkoutInput(workout: ImportWorkout, mapName: MapName, keepEmpty = false): ImportWorkoutInput {
  const input = toImportWorkoutInput({ ...workout, exercises: workout.exercises.filter((exercise) => keepEmpty || exercise.sets.length > 0) }, mapName);
  return {
    ...input,
    session_type: sessionType(workout.name),
    notes: clip(input.notes),
    exercises: input.exercises.map((exercise) => ({ ...exercise, notes: clip(exercise.notes) })),
  };
}

function workoutLines(workout: ImportWorkout, keepEmpty: boolean): WorkoutLines {
  return { line: workout.line, exercises: workout.exercises.filter((e) => keepEmpty || e.sets.length > 0).map((e) => e.sets.map((set) => set.line)) };
}

/** Oldest first, the order the api wants; workouts that start together keep the file's order. */
export const oldestFirst = (a: { startedAt: string; line: number }, b: { startedAt: string; line: number }): number =>
  a.startedAt < b.startedAt ? -1 : a.startedAt > b.startedAt ? 1 : a.line - b.line;

/**
 * Workouts (in sending order) in chunks of `size` workouts and at most `maxSets` sets (a single
 * larger workout goes alone): the one rule for a whole plan and for a file read as it streams.
 */
export function groupIntoChunks<T>(workouts: readonly T[], setsOf: (workout: T) => number, size = IMPORT_CHUNK_SIZE, maxSets = IMPORT_CHUNK_SETS): T[][] {
  const groups: T[][] = [];
  let part: T[] = [];
  let sets = 0;
  for (const workout of workouts) {
    const count = setsOf(workout);
    if (part.length === size || (part.length > 0 && sets + count > maxSets)) {
      groups.push(part);
      part = [];
      sets = 0;
    }
    part.push(workout);
    sets += count;
  }
  if (part.length > 0) groups.push(part);
  return groups;
}

/** A plan's (or a part of it's) workouts as one chunk, in the order given. */
function chunkOf(workouts: readonly ImportWorkout[], mapName: MapName, keepEmpty: boolean): ImportChunk {
  const inputs = workouts.map((workout) => toWorkoutInput(workout, mapName, keepEmpty));
  return {
    workouts: inputs,
    lines: workouts.map((workout) => workoutLines(workout, keepEmpty)),
    sets: inputs.reduce((sum, input) => sum + setsIn(input), 0),
  };
}

const setsIn = (input: ImportWorkoutInput) => input.exercises.reduce((sum, exercise) => sum + exercise.sets.length, 0);
const setsOfWorkout = (workout: ImportWorkout) => workout.exercises.reduce((sum, exercise) => sum + exercise.sets.length, 0);

/** All of a plan's workouts as one chunk, oldest first: a part of a file read as it streams. */
export function toOneChunk(plan: ImportPlan, mapName: MapName): ImportChunk {
  return chunkOf([...plan.workouts].sort(oldestFirst), mapName, plan.source === 'liftbook');
}

/**
 * The plan's workouts, oldest first (the order the api wants), in chunks of `size` workouts and at
 * most `maxSets` sets (a single larger workout goes alone). A Liftbook
 * export's custom exercises, goals and routines ride on the first chunk (one without workouts when the
 * export has none).
 */
export function toImportChunks(plan: ImportPlan, mapName: MapName, size = IMPORT_CHUNK_SIZE, maxSets = IMPORT_CHUNK_SETS): ImportChunk[] {
  const keepEmpty = plan.source === 'liftbook';
  // Exercises without sets are left out (or kept, empty): a workout's sets are the same either way.
  const chunks = groupIntoChunks([...plan.workouts].sort(oldestFirst), setsOfWorkout, size, maxSets).map((part) => chunkOf(part, mapName, keepEmpty));
  const customExercises = plan.customExercises ?? [];
  const goals = plan.goals ?? [];
  const routines = plan.routines ?? [];
  if (customExercises.length > 0 || goals.length > 0 || routines.length > 0) {
    const extras = { custom_exercises: customExercises.map((name) => ({ name })), goals, ...(routines.length > 0 && { routines }) };
    if (chunks[0]) chunks[0] = { ...chunks[0], extras };
    else chunks.push({ workouts: [], lines: [], sets: 0, extras });
  }
  return chunks;
}

/** A workout that alone is a larger request than the api takes. */
export class WorkoutTooLarge extends Error {
  constructor(readonly line: number) {
    super(
      `The workout on line ${line} is too large to send in one request (over ${Math.round(REQUEST_BODY_LIMIT_BYTES / 1024)} KB): split it in the file, or shorten its notes.`,
    );
    this.name = 'WorkoutTooLarge';
  }
}

const bytesOf = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * A chunk cut into consecutive chunks whose request bodies (what POST /api/imports/{id}/workouts
 * is sent) stay within `limit` bytes, the one body limit of the api and the shell's proxy; the
 * extras stay on the first. Most chunks go whole (2,000 sets are some 350 KB); long notes or one
 * huge workout need the cut. A workout that alone passes the limit throws WorkoutTooLarge.
 */
export function withinBodyLimit(chunk: ImportChunk, limit = REQUEST_BODY_LIMIT_BYTES): ImportChunk[] {
  const envelope = (extras: ImportChunk['extras']) => bytesOf({ workouts: [], ...extras });
  if (envelope(chunk.extras) + chunk.workouts.reduce((sum, workout) => sum + bytesOf(workout) + 1, 0) <= limit) return [chunk];
  const pieces: ImportChunk[] = [];
  let start = 0;
  let size = envelope(chunk.extras);
  const close = (end: number) => {
    const workouts = chunk.workouts.slice(start, end);
    pieces.push({
      workouts,
      lines: chunk.lines.slice(start, end),
      sets: workouts.reduce((sum, input) => sum + setsIn(input), 0),
      ...(pieces.length === 0 && chunk.extras ? { extras: chunk.extras } : {}),
    });
    start = end;
    size = envelope(undefined);
  };
  chunk.workouts.forEach((workout, index) => {
    const bytes = bytesOf(workout) + 1; // and its comma
    if (size + bytes > limit && index > start) close(index);
    if (size + bytes > limit) throw new WorkoutTooLarge(chunk.lines[index]?.line ?? 0);
    size += bytes;
  });
  if (start < chunk.workouts.length || pieces.length === 0) close(chunk.workouts.length);
  return pieces;
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
