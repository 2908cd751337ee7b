// Entities as the api returns them (spec §3). Dates are ISO strings; session_date is an ISO
// string at UTC midnight ("2026-11-20T00:00:00.000Z"). Ids are integers.

export type IsoDateTime = string;

export interface UserProfile {
  id: number;
  name: string | null;
  email: string | null;
}

export type ExerciseType = 'weighted' | 'reps' | 'duration';

export type WeightUnit = 'lbs' | 'kg';

export interface WorkoutSet {
  id: number;
  set_number: number;
  weight: number | null;
  /** Displayed as lbs when absent. */
  weight_unit: WeightUnit | null;
  reps: number | null;
  /** Milliseconds. */
  duration: number | null;
  notes: string | null;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

export interface Exercise {
  id: number;
  session_id: number;
  name: string;
  variation: string | null;
  notes: string | null;
  type: ExerciseType;
  /** Present means dictionary-sourced, otherwise custom. */
  dictionary_exercise_id: number | null;
  position: number;
  sets: WorkoutSet[];
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

export interface Session {
  id: number;
  session_date: IsoDateTime;
  session_type: string;
  notes: string | null;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

/** A session with its exercises and their sets (calendar and member workout views). */
export interface SessionWithExercises extends Session {
  exercises: Exercise[];
}

export interface DictionaryExercise {
  id: number;
  name: string;
  category: string;
}

export interface CustomExercise {
  id: number;
  name: string;
  user_id: number;
}

export type GoalStatus = 'active' | 'paused' | 'completed';

export interface Goal {
  id: number;
  exercise_name: string;
  current_weight: number | null;
  current_reps: number | null;
  target_weight: number | null;
  target_reps: number | null;
  target_date: IsoDateTime;
  status: GoalStatus;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

export interface GoalProgress {
  progress_percentage: number;
  is_on_track: boolean;
  days_remaining: number;
  current_weight: number | null;
  current_reps: number | null;
  target_weight: number | null;
  target_reps: number | null;
}

export type ProgressPeriod = 'week' | 'month' | 'year' | 'all';

export interface ProgressPoint {
  date: IsoDateTime;
  max_weight: number | null;
  max_reps: number | null;
  total_volume: number | null;
}

export interface Group {
  id: number;
  name: string;
  description: string | null;
  created_by: number;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

export type GroupRole = 'member' | 'admin';

export interface GroupMember {
  user_id: number;
  name: string | null;
  email: string | null;
  role: GroupRole;
  joined_at: IsoDateTime;
}

export type InviteStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

/** An invite as the invitee sees it. */
export interface Invite {
  id: number;
  group_id: number;
  group_name: string;
  inviter_name: string | null;
  invited_at: IsoDateTime;
  /** The role the invitee gets on accepting. */
  role: GroupRole;
}

/** An invite as the group's admins see it (GET /api/groups/{id}/invites). */
export interface GroupInvite {
  id: number;
  group_id: number;
  invited_user_id: number;
  invited_user_name: string | null;
  invited_by: number;
  role: GroupRole;
  status: InviteStatus;
  invited_at: IsoDateTime;
}

/** An exercise of a member's session as the group sees it: no sets, only how many. */
export interface MemberSessionExercise {
  id: number;
  name: string;
  variation: string | null;
  type: ExerciseType;
  set_count: number;
}

/** A session of a group member (GET /api/groups/{id}/members/{userId}/sessions). */
export interface MemberSession extends Session {
  exercises: MemberSessionExercise[];
}

/** Body of every error response from the api. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** The offending field for 400s, when one can be named. */
  field?: string;
}
