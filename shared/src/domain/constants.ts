// Runtime values that go with the contract's types (the contract itself is types only).
// The rules of a set (kinds, units, bounds) are in ../set-rules.
import type { ExerciseType, GoalStatus, GroupRole, ProgressPeriod, RemoteName } from '../contract';

export const EXERCISE_TYPES: readonly ExerciseType[] = ['weighted', 'reps', 'duration'];
export const GOAL_STATUSES: readonly GoalStatus[] = ['active', 'paused', 'completed'];
export const PROGRESS_PERIODS: readonly ProgressPeriod[] = ['week', 'month', 'year', 'all'];
export const GROUP_ROLES: readonly GroupRole[] = ['member', 'admin'];
export const REMOTE_NAMES: readonly RemoteName[] = ['mf_sessions', 'mf_progress', 'mf_goals', 'mf_groups'];

/**
 * The largest request body, bytes: the api's BODY_LIMIT_BYTES default and the shell proxy's, on
 * every route (an import's chunk too); the page cuts an import into chunks under it. One figure:
 * the api's and the proxy's tests hold their defaults to this one.
 */
export const REQUEST_BODY_LIMIT_BYTES = 1_048_576;
