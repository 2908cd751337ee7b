// Turns the rows a source reader understood into an ImportPlan: rows grouped into workouts (by
// the source's workout key, in any order), exercises in the order performed (a new block each
// time the exercise changes), Rest Timer and Note rows folded into the exercise's notes, every
// row that is not a set listed by line with its reason. Workouts come out oldest first, their
// source supersets (Hevy's superset_id) numbered as Liftbook's superset groups.

import type { ImportExercise, ImportPlan, ImportSet, ImportWorkout, SkipReason, SkippedRow, SourceApp } from './import-plan';
import { toMeters } from './import-plan';

/** What every row says about its workout. */
export interface WorkoutHead {
  /** Rows with the same key are one workout. */
  key: string;
  dateText: string;
  startedAt: string;
  name: string;
  notes: string;
  durationSeconds: number | null;
  /** Liftbook's CSV: the session's clock (its routine does not travel in a CSV). */
  links?: ImportWorkout['links'];
}

export interface ExerciseHead {
  name: string;
  notes: string;
  superset: string | null;
  /**
   * Rows of one workout with the same key are one exercise (Liftbook's own CSV numbers its
   * exercises); without a key, a block is found by name and set order.
   */
  key?: string;
  variation?: string | null;
  type?: ImportExercise['type'];
  /** Liftbook's CSV: the exercise's superset group as written. */
  supersetGroup?: number | null;
}

/** A set as a reader sees it: an ImportSet before its line and metres are known. */
export type SetValues = Omit<ImportSet, 'line' | 'distanceMeters'>;

/** One data row as a source reader understood it. */
export type RowReading =
  /** `order`: the set's number when the source numbers sets; a number that does not go up starts a new block of the same exercise. */
  | { kind: 'set'; workout: WorkoutHead; exercise: ExerciseHead; set: SetValues; order: number | null }
  | { kind: 'rest-timer'; workout: WorkoutHead; exercise: ExerciseHead; seconds: number | null }
  | { kind: 'note'; workout: WorkoutHead; exercise: ExerciseHead; text: string }
  /** A workout without exercises (`exercise` null) or an exercise without sets: Liftbook's CSV writes one row for each, so they come back. */
  | { kind: 'empty'; workout: WorkoutHead; exercise: ExerciseHead | null };

/** `1:05`, `2:30`, `1:00:00`: how a rest reads in a note. */
export function clockText(totalSeconds: number): string {
  const seconds = Math.round(totalSeconds);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Where rows go as they are read: the plan builder, or the streaming survey and chunker. */
export interface RowSink {
  add(line: number, reading: RowReading): void;
  skip(line: number, reason: SkipReason, message: string): void;
}

/** "2:00 rest", or "a rest" when the row does not say how long. */
export const restText = (seconds: number | null): string => (seconds === null ? 'a rest' : `${clockText(seconds)} rest`);

/** What the preview says about a Rest Timer or Note row (not a set): where its content went. */
export function notSetMessage(reading: Extract<RowReading, { kind: 'rest-timer' | 'note' }>): string {
  return reading.kind === 'rest-timer'
    ? `Rest Timer row, not a set: its ${restText(reading.seconds)} is kept in the notes of ${reading.exercise.name}`
    : `Note row, not a set: its text is kept in the notes of ${reading.exercise.name}`;
}

function addNote(notes: string[], text: string): void {
  const note = text.trim();
  if (note !== '' && !notes.includes(note)) notes.push(note);
}

export class PlanBuilder implements RowSink {
  private readonly workouts = new Map<string, ImportWorkout>();
  private readonly skipped: SkippedRow[] = [];
  private readonly lastOrder = new WeakMap<ImportExercise, number>();
  /** Exercises by workout key and exercise key, for heads that carry a key. */
  private readonly keyed = new Map<string, ImportExercise>();

  constructor(
    private readonly source: SourceApp,
    private readonly layout: string,
  ) {}

  skip(line: number, reason: SkipReason, message: string): void {
    this.skipped.push({ line, reason, message });
  }

  add(line: number, reading: RowReading): void {
    const workout = this.workoutFor(line, reading.workout);
    if (reading.kind === 'empty') {
      if (reading.exercise !== null) this.exerciseFor(workout, reading.exercise, undefined, reading.workout.key);
      return;
    }
    const exercise = this.exerciseFor(workout, reading.exercise, reading.kind === 'set' ? reading.order : undefined, reading.workout.key);
    switch (reading.kind) {
      case 'set': {
        const { set } = reading;
        const importSet: ImportSet = {
          line,
          ...set,
          distanceMeters: set.distance !== null && set.distanceUnit !== null ? toMeters(set.distance, set.distanceUnit) : null,
        };
        exercise.sets.push(importSet);
        if (reading.order !== null) this.lastOrder.set(exercise, reading.order);
        return;
      }
      case 'rest-timer': {
        const after = exercise.sets.length;
        const rest = restText(reading.seconds);
        exercise.notes.push(after === 0 ? `Rest timer: ${rest} before the first set` : `Rest timer: ${rest} after set ${after}`);
        this.skip(line, 'rest-timer', notSetMessage(reading));
        return;
      }
      case 'note':
        addNote(exercise.notes, reading.text);
        this.skip(line, 'note', notSetMessage(reading));
    }
  }

  finish(): ImportPlan {
    const workouts = [...this.workouts.values()];
    // Oldest first; a stable sort keeps the file's order for equal start times.
    workouts.sort((a, b) => (a.startedAt < b.startedAt ? -1 : a.startedAt > b.startedAt ? 1 : 0));
    for (const workout of workouts) numberSupersets(workout);
    this.skipped.sort((a, b) => a.line - b.line);
    const needsUnit = workouts.some((workout) =>
      workout.exercises.some((exercise) =>
        exercise.sets.some((set) => (set.weight !== null && set.weightUnit === null) || (set.distance !== null && set.distanceUnit === null)),
      ),
    );
    return { source: this.source, layout: this.layout, needsUnit, workouts, skipped: this.skipped };
  }

  private workoutFor(line: number, head: WorkoutHead): ImportWorkout {
    let workout = this.workouts.get(head.key);
    if (workout === undefined) {
      workout = { line, dateText: head.dateText, startedAt: head.startedAt, name: head.name, notes: [], durationSeconds: head.durationSeconds, exercises: [] };
      if (head.links !== undefined) workout.links = head.links;
      this.workouts.set(head.key, workout);
    }
    addNote(workout.notes, head.notes);
    if (workout.durationSeconds === null) workout.durationSeconds = head.durationSeconds;
    return workout;
  }

  /**
   * The exercise block a row belongs to: the workout's last block when it has the same name (and,
   * for a set row, its number goes on from the block's last), else a new block. Rest Timer and
   * Note rows (`order` undefined) attach to the last block of that name.
   */
  private exerciseFor(workout: ImportWorkout, head: ExerciseHead, order: number | null | undefined, workoutKey: string): ImportExercise {
    if (head.key !== undefined) return this.keyedExercise(workout, head, `${workoutKey}\u0000${head.key}`);
    const last = workout.exercises.at(-1);
    const lastOrder = last === undefined ? undefined : this.lastOrder.get(last);
    const restarts = order !== undefined && order !== null && lastOrder !== undefined && order <= lastOrder;
    let exercise = last !== undefined && last.name === head.name && !restarts ? last : undefined;
    if (exercise === undefined && order === undefined) exercise = workout.exercises.findLast((candidate) => candidate.name === head.name);
    if (exercise === undefined) {
      exercise = { name: head.name, notes: [], superset: head.superset, sets: [] };
      workout.exercises.push(exercise);
    }
    addNote(exercise.notes, head.notes);
    return exercise;
  }

  private keyedExercise(workout: ImportWorkout, head: ExerciseHead, key: string): ImportExercise {
    let exercise = this.keyed.get(key);
    if (exercise === undefined) {
      exercise = { name: head.name, notes: [], superset: head.superset, sets: [] };
      if (head.variation !== undefined) exercise.variation = head.variation;
      if (head.type !== undefined) exercise.type = head.type;
      if (head.supersetGroup !== undefined) exercise.supersetGroup = head.supersetGroup;
      this.keyed.set(key, exercise);
      workout.exercises.push(exercise);
    }
    addNote(exercise.notes, head.notes);
    return exercise;
  }
}

/** The most superset groups a session's exercises may carry (the api's bound). */
export const SUPERSET_GROUPS_MAX = 30;

/**
 * Hevy's superset_id (`0`, `1`, … per workout) as Liftbook's superset groups: numbered 1..n in the
 * order the workout reaches them, so the checklist alternates the members and rests after the
 * group. An id with one exercise is no superset (it stays on its own), and so is one past the
 * 30 groups a session may hold. A file without supersets leaves every group null.
 */
function numberSupersets(workout: ImportWorkout): void {
  const members = new Map<string, ImportExercise[]>();
  for (const exercise of workout.exercises) {
    if (exercise.superset === null) continue;
    members.set(exercise.superset, [...(members.get(exercise.superset) ?? []), exercise]);
  }
  let number = 0;
  for (const group of members.values()) {
    if (group.length < 2 || number === SUPERSET_GROUPS_MAX) continue;
    number += 1;
    for (const exercise of group) exercise.supersetGroup = number;
  }
}
