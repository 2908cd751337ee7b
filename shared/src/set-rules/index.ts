// @liftbook/shared/set-rules: the rules of one set, written once (issue 34). Kinds, bounds, weight
// and distance units with their factors, the export's CSV columns, and the one WorkoutSet builder.
// React-free and I/O-free, so the api runs it too (its schemas are built from these figures and
// build-node.cjs compiles the entry into the api's dist); the database's CHECKs are held to it by
// api/src/db/migrations/set-rules-checks.test.ts.
import type { SetInput, WorkoutSet } from '../contract';

/**
 * What a set was (beyond the spec): a warm-up never counts towards records, progress, goal
 * progress or volume (it still shows, and counts in set counts); drop and failure sets count.
 */
export const SET_KINDS = ['normal', 'warmup', 'drop', 'failure'] as const;
export type SetKind = (typeof SET_KINDS)[number];
/** A set logged without a kind, and every set logged before kinds existed. */
export const DEFAULT_SET_KIND: SetKind = 'normal';
/** A routine plans warm-ups and working sets only. */
export const ROUTINE_SET_KINDS = ['normal', 'warmup'] as const satisfies readonly SetKind[];

export const WEIGHT_UNITS = ['lbs', 'kg'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
/** A weight without a unit is lbs (docs/product.md §3). */
export const DEFAULT_WEIGHT_UNIT: WeightUnit = 'lbs';
/** 1 kg in lbs: the factor every total, record and chart converts with (the api's and the pages'). */
export const LBS_PER_KG = 2.20462;
/** The finest step a plate can load in each unit: a shown weight is rounded to it, a % of a training max down to it (the api's Start). */
export const LOADABLE_STEP: Readonly<Record<WeightUnit, number>> = { lbs: 0.5, kg: 0.25 };

/** Units a distance is typed or read in; sets store metres. */
export const DISTANCE_UNITS = ['m', 'km', 'mi'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
/** Metres in one unit (an international mile is exactly 1609.344 m). */
export const METRES_PER: Readonly<Record<DistanceUnit, number>> = { m: 1, km: 1000, mi: 1609.344 };

// Bounds of one set, the same on every entry path (forms, Quick Log, imports), in the api's
// schemas and in the database's CHECKs. The lower bounds are 0 unless named.
export const MAX_SET_WEIGHT = 2000;
export const MAX_SET_REPS = 1000;
/** A day, in milliseconds: anything longer is a typo, not a plank. A duration is above 0. */
export const MAX_SET_DURATION_MS = 24 * 60 * 60 * 1000;
/** Metres: a thousand kilometres is beyond any one set of a row, a run or a carry. */
export const MAX_SET_DISTANCE_M = 1_000_000;
/** Distances are stored to the centimetre: the smallest one above 0. */
export const MIN_SET_DISTANCE_M = 0.01;
/** Rate of perceived exertion: MIN to MAX in steps of STEP. */
export const SET_RPE = { min: 1, max: 10, step: 0.5 } as const;
export const MAX_SET_NOTES_LENGTH = 2000;

/** Files give durations in seconds; sets store milliseconds. */
export const MS_PER_SECOND = 1000;

/**
 * The header of Liftbook's CSV export, in order. The columns after `set_notes` were added later,
 * at the end: a reader finds columns by name, so an older export without them still reads.
 */
export const CSV_FIRST_COLUMNS = [
  'session',
  'session_date',
  'session_type',
  'session_notes',
  'exercise_position',
  'exercise',
  'variation',
  'exercise_type',
  'exercise_notes',
  'set_number',
  'kind',
  'weight',
  'weight_unit',
  'reps',
  'duration_seconds',
  'distance_m',
  'rpe',
  'set_notes',
] as const;
export const CSV_LATER_COLUMNS = ['session_started_at', 'session_finished_at', 'superset_group'] as const;
export const CSV_COLUMNS = [...CSV_FIRST_COLUMNS, ...CSV_LATER_COLUMNS] as const;

/** What a WorkoutSet is built from: a set's figures as sent (absent = none), and who and when it is. */
export interface WorkoutSetParts extends SetInput {
  id: number;
  set_number: number;
  created_at: string;
  /** created_at when absent (a set just made). */
  updated_at?: string;
}

/**
 * The one way a WorkoutSet is made: the api's answer from a row, and the answer a page shows for
 * a set still on its way. Absent figures are null, an absent kind is DEFAULT_SET_KIND; only the
 * fields of a WorkoutSet are taken (a row's other columns stay behind).
 */
export function workoutSet(parts: WorkoutSetParts): WorkoutSet {
  return {
    id: parts.id,
    set_number: parts.set_number,
    weight: parts.weight ?? null,
    weight_unit: parts.weight_unit ?? null,
    reps: parts.reps ?? null,
    duration: parts.duration ?? null,
    notes: parts.notes ?? null,
    kind: parts.kind ?? DEFAULT_SET_KIND,
    rpe: parts.rpe ?? null,
    distance: parts.distance ?? null,
    created_at: parts.created_at,
    updated_at: parts.updated_at ?? parts.created_at,
  };
}
