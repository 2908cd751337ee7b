// Runtime values that go with the contract's types (the contract itself is types only).
import type { ExerciseType, GoalStatus, GroupRole, ProgressPeriod, RemoteName, SetKind, WeightUnit } from '../contract';

export const EXERCISE_TYPES: readonly ExerciseType[] = ['weighted', 'reps', 'duration'];
export const WEIGHT_UNITS: readonly WeightUnit[] = ['lbs', 'kg'];
export const DEFAULT_WEIGHT_UNIT: WeightUnit = 'lbs';
export const SET_KINDS: readonly SetKind[] = ['normal', 'warmup', 'drop', 'failure'];
export const DEFAULT_SET_KIND: SetKind = 'normal';
export const GOAL_STATUSES: readonly GoalStatus[] = ['active', 'paused', 'completed'];
export const PROGRESS_PERIODS: readonly ProgressPeriod[] = ['week', 'month', 'year', 'all'];
export const GROUP_ROLES: readonly GroupRole[] = ['member', 'admin'];
export const REMOTE_NAMES: readonly RemoteName[] = ['mf_sessions', 'mf_progress', 'mf_goals', 'mf_groups'];

/** Bounds of one set, the same on every entry path (forms, Quick Log, imports) and in the api's schemas. */
export const MAX_SET_WEIGHT = 2000;
export const MAX_SET_REPS = 1000;
/** A day: anything longer is a typo, not a plank. */
export const MAX_SET_DURATION_MS = 24 * 60 * 60 * 1000;
/** Metres: a thousand kilometres is beyond any one set of a row, a run or a carry. */
export const MAX_SET_DISTANCE_M = 1_000_000;

/** The finest step a plate can load in each unit: a shown weight is rounded to it, a % of a training max down to it (the api's Start). */
export const LOADABLE_STEP: Readonly<Record<WeightUnit, number>> = { lbs: 0.5, kg: 0.25 };

/**
 * The largest request body, bytes: the api's BODY_LIMIT_BYTES default and the shell proxy's, on
 * every route (an import's chunk too); the page cuts an import into chunks under it. One figure:
 * the api's and the proxy's tests hold their defaults to this one.
 */
export const REQUEST_BODY_LIMIT_BYTES = 1_048_576;
