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
