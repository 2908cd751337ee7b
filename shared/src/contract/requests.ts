// Request bodies of docs/product.md §7. The api validates every one of them; these types are what the
// clients send.
import type { ExerciseType, GoalStatus, GroupRole, ProgressPeriod, SetKind, WeightUnit } from './entities';

export interface SessionInput {
  /** ISO string at UTC midnight. */
  session_date: string;
  session_type: string;
  notes?: string | null;
}

/** "Repeat this workout": the new session's day (the lifter's today); its type, the source's when absent. */
export interface RepeatSessionInput {
  session_date: string;
  session_type?: string;
}

/** Last time for one lift name instead of every exercise of the session (Manual Add's cards). */
export interface LastTimeQuery {
  lift?: string;
}

/** Paging of the sessions list: the page after session `before` (its id), at most `limit` (1-100, default 50). */
export interface SessionsPageQuery {
  before?: number;
  limit?: number;
}

export interface CalendarQuery {
  /** YYYY-MM-DD, inclusive. */
  start_date: string;
  /** YYYY-MM-DD, inclusive. */
  end_date: string;
}

interface ExerciseFields {
  type: ExerciseType;
  notes?: string | null;
  variation?: string | null;
}
interface ExerciseCreateFields extends ExerciseFields {
  /**
   * The exercise's sets, numbered 1..n in this order, created in the same transaction as the
   * exercise (the batch write quick log and Manual Add use: all of it or nothing). At most 100.
   */
  sets?: SetInput[];
}
/** Either a dictionary exercise or a name (custom). */
export type ExerciseCreateInput =
  (ExerciseCreateFields & { dictionary_exercise_id: number; name?: undefined }) | (ExerciseCreateFields & { name: string; dictionary_exercise_id?: undefined });

export interface ExerciseUpdateInput extends ExerciseFields {
  /** Only for custom exercises. */
  name?: string;
}

export interface SetInput {
  weight?: number | null;
  weight_unit?: WeightUnit | null;
  reps?: number | null;
  /** Milliseconds; sent only when above 0. */
  duration?: number | null;
  notes?: string | null;
  /** 'normal' when absent. */
  kind?: SetKind;
  /** 1 to 10 in steps of 0.5; anything else is refused (400 naming the field). */
  rpe?: number | null;
  /** Metres, 0 or more. */
  distance?: number | null;
}

/** PUT /api/user/profile: the lifter's preferences. */
export interface ProfileUpdateInput {
  weight_unit: WeightUnit;
}

export interface CustomExerciseInput {
  name: string;
}

export interface ProgressQuery {
  exercise_name: string;
  period?: ProgressPeriod;
}

export interface RecordsQuery {
  exercise_name: string;
}

export interface GoalInput {
  exercise_name: string;
  current_weight: number | null;
  current_reps: number | null;
  target_weight: number | null;
  target_reps: number | null;
  target_date: string;
  status: GoalStatus;
}
export type GoalUpdateInput = GoalInput | { status: GoalStatus };

export interface GroupInput {
  name: string;
  description?: string;
}
export interface GroupCreated {
  id: number;
}

export interface MemberRoleInput {
  role: GroupRole;
}
/** PUT /api/groups/{id}/owner: the member who becomes the group's owner. */
export interface OwnerInput {
  user_id: number;
}
/**
 * POST /api/groups/{id}/invites: an invite code the admin gives to a training partner; nobody is
 * named (the api keeps no directory of users).
 */
export interface InviteCreateInput {
  /** Default member. */
  role?: GroupRole;
}
/** POST /api/invites/join: join the group an invite code is for. */
export interface InviteCodeInput {
  code: string;
}

/** Paging of a member's sessions: the page after session `before` (its id), at most `limit`. */
export interface MemberSessionsQuery {
  before?: number;
  /** 1-100, default 20. */
  limit?: number;
}
