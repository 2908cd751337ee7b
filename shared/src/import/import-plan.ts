// The normalised import plan: what a workout-app export becomes before anything is written.
// Pure types and small helpers shared by the three source readers (strong.ts, hevy.ts,
// fitnotes.ts, and Liftbook's own exports: liftbook.ts) and the plan builder
// (build-plan.ts). No React, no I/O.
import type { ExerciseType, GoalInput, ImportPlannedSetInput, ImportProgramInput, ImportRoutineInput, WeightUnit } from '@liftbook/shared/contract';
import { METRES_PER, type DistanceUnit, type SetKind } from '../set-rules';
import type { UnitEvidence, UnitInference } from './unit-inference';

export type SourceApp = 'strong' | 'hevy' | 'fitnotes' | 'liftbook';

export const SOURCE_APP_NAMES: Record<SourceApp, string> = { strong: 'Strong', hevy: 'Hevy', fitnotes: 'FitNotes', liftbook: 'Liftbook' };

export interface ImportSet {
  /** Line of the file the set was read from (1 = the header). */
  line: number;
  kind: SetKind;
  weight: number | null;
  /** `null` when the file does not say: the lifter's choice (`applyUnit`) fills it in. */
  weightUnit: WeightUnit | null;
  reps: number | null;
  durationSeconds: number | null;
  /** The distance as written, and its unit (`null` = the file does not say). */
  distance: number | null;
  /** `null`: the file does not say. */
  distanceUnit: DistanceUnit | null;
  /** Metres, once the unit is known. */
  distanceMeters: number | null;
  rpe: number | null;
  /** The set's own notes: only Liftbook's exports have them (other apps' are absent). */
  notes?: string | null;
}

export interface ImportExercise {
  /** The name as the file writes it. */
  name: string;
  /** Exercise notes, one entry per distinct note; Note rows and rest timers land here. */
  notes: string[];
  /** The source's superset id within the workout (Hevy), or null. */
  superset: string | null;
  /**
   * The Liftbook superset group (1-30) the exercise is imported in: members of one group alternate
   * and the rest follows the group. Numbered from `superset` by the plan builder, or as a Liftbook
   * export wrote it; absent or null: on its own.
   */
  supersetGroup?: number | null;
  sets: ImportSet[];
  /** Liftbook's exports say these; for other apps' files they are absent (the type is inferred from the sets). */
  variation?: string | null;
  type?: ExerciseType;
  /** A Liftbook JSON export's plan still to log, as the import sends it; absent for every other file. */
  plannedSets?: ImportPlannedSetInput[];
}

/** A Liftbook export's workout clock (ISO 8601 with a zone), and the routine the session was started from, by name. */
export interface ImportWorkoutLinks {
  startedAt: string | null;
  finishedAt: string | null;
  routine: string | null;
}

export interface ImportWorkout {
  /** First line of the file that belongs to this workout. */
  line: number;
  /** The date cell exactly as written. */
  dateText: string;
  /** Local date-time without zone, `YYYY-MM-DDTHH:MM:SS`, or `YYYY-MM-DD` for date-only files. */
  startedAt: string;
  name: string;
  notes: string[];
  durationSeconds: number | null;
  exercises: ImportExercise[];
  /** Liftbook's exports only: absent for every other file. */
  links?: ImportWorkoutLinks;
}

export type SkipReason = 'rest-timer' | 'note' | 'malformed' | 'unreadable';

export interface SkippedRow {
  line: number;
  reason: SkipReason;
  /** What the lifter reads: what was expected and what was found, or where the content went. */
  message: string;
}

export interface ImportPlan {
  source: SourceApp;
  /** Which of the source's header layouts, in words ("Strong, semicolon, Workout # column"). */
  layout: string;
  /** True when some weights (or distances) carry no unit in the file: the page asks kg or lbs. */
  needsUnit: boolean;
  workouts: ImportWorkout[];
  skipped: SkippedRow[];
  /** A Liftbook JSON export's custom exercises (names) and goals; absent for every other file. */
  customExercises?: string[];
  goals?: GoalInput[];
  /** A Liftbook JSON export's routines (issue 30), as the import sends them; absent for every other file. */
  routines?: ImportRoutineInput[];
  /** A Liftbook JSON export's programs, as the import sends them; absent for every other file. */
  programs?: ImportProgramInput[];
  /** The unit a Liftbook JSON export's lifter had chosen (the page may offer to take it); absent otherwise. */
  weightUnit?: WeightUnit;
}

export interface PlanSummary {
  workouts: number;
  /** Distinct exercise names. */
  exercises: number;
  sets: number;
  setsByKind: Record<SetKind, number>;
  /** Earliest and latest `startedAt`, or null for a plan without workouts. */
  dateRange: { first: string; last: string } | null;
  skippedByReason: Record<SkipReason, number>;
}

/** How many skipped rows a preview holds and lists; the rest are counted ("and 12,345 more"). */
export const MAX_SKIPPED_LISTED = 500;

/**
 * What the preview shows of a file, without its workouts: read while the file streams
 * (`PlanSurvey`), so a large file is never held whole to show it.
 */
export interface ImportOverview {
  source: SourceApp;
  layout: string;
  needsUnit: boolean;
  /** Sets whose weight or distance the file gives without a unit. */
  unitlessSets: number;
  /** What the file's unitless weights say about their unit (unit-inference.ts), and the unit they point to. */
  unitEvidence: UnitEvidence;
  unitInference: UnitInference;
  summary: PlanSummary;
  /** Every distinct exercise name with the sets the file has under it (0 for a name with only Note or Rest Timer rows). */
  names: { name: string; sets: number }[];
  /** The first MAX_SKIPPED_LISTED skipped rows, by line; `summary.skippedByReason` counts them all. */
  skipped: SkippedRow[];
  /** A Liftbook JSON export's custom exercises (names); absent for every other file. */
  customExercises?: string[];
}

/** A workout as the survey saw it: enough to put it in its chunk before its rows are read again. */
export interface WorkoutIndexEntry {
  key: string;
  startedAt: string;
  /** Its first line and its last (rows of one workout need not be next to each other). */
  line: number;
  lastLine: number;
  sets: number;
}

/** Why a whole file is refused. */
export type ImportErrorCode = 'empty' | 'too-large' | 'not-csv' | 'unknown-layout' | 'no-rows' | 'malformed';

export class ImportFileError extends Error {
  constructor(
    readonly code: ImportErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** Largest file the page reads (50 MB). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/** The summary of nothing: every count at 0. */
export function emptyPlanSummary(): PlanSummary {
  return {
    workouts: 0,
    exercises: 0,
    sets: 0,
    setsByKind: { normal: 0, warmup: 0, drop: 0, failure: 0 },
    dateRange: null,
    skippedByReason: { 'rest-timer': 0, note: 0, malformed: 0, unreadable: 0 },
  };
}

export function summarizePlan(plan: ImportPlan): PlanSummary {
  const { setsByKind, skippedByReason } = emptyPlanSummary();
  const names = new Set<string>();
  let sets = 0;
  let first: string | null = null;
  let last: string | null = null;
  for (const workout of plan.workouts) {
    if (first === null || workout.startedAt < first) first = workout.startedAt;
    if (last === null || workout.startedAt > last) last = workout.startedAt;
    for (const exercise of workout.exercises) {
      names.add(exercise.name);
      for (const set of exercise.sets) {
        sets += 1;
        setsByKind[set.kind] += 1;
      }
    }
  }
  for (const row of plan.skipped) skippedByReason[row.reason] += 1;
  return {
    workouts: plan.workouts.length,
    exercises: names.size,
    sets,
    setsByKind,
    dateRange: first !== null && last !== null ? { first, last } : null,
    skippedByReason,
  };
}

/**
 * The plan with every unit the file left unsaid filled in from the lifter's choice: weights in
 * `unit`, distances in kilometres for kg and miles for lbs (how Strong pairs its settings).
 */
export function applyUnit(plan: ImportPlan, unit: WeightUnit): ImportPlan {
  if (!plan.needsUnit) return plan;
  const distanceUnit: DistanceUnit = unit === 'kg' ? 'km' : 'mi';
  return {
    ...plan,
    needsUnit: false,
    workouts: plan.workouts.map((workout) => ({
      ...workout,
      exercises: workout.exercises.map((exercise) => ({
        ...exercise,
        sets: exercise.sets.map((set) => {
          const weightUnit = set.weight !== null && set.weightUnit === null ? unit : set.weightUnit;
          const ownDistanceUnit = set.distance !== null && set.distanceUnit === null ? distanceUnit : set.distanceUnit;
          return {
            ...set,
            weightUnit,
            distanceUnit: ownDistanceUnit,
            distanceMeters: set.distance !== null && ownDistanceUnit !== null ? toMeters(set.distance, ownDistanceUnit) : set.distanceMeters,
          };
        }),
      })),
    })),
  };
}

export function toMeters(distance: number, unit: DistanceUnit): number {
  return cleanFloat(distance * METRES_PER[unit]);
}

/**
 * Removes binary floating-point noise from unit conversion: `149.99999999999997` → 150,
 * `245.00000000000003` → 245. Twelve significant digits keep every real decimal
 * (`71.32500457763672` stays 71.3250045776; `65.181223569` stays as written).
 */
export function cleanFloat(value: number): number {
  return Number(value.toPrecision(12));
}
