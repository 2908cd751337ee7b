// Entities as the api returns them (docs/product.md §3). Dates are ISO strings; session_date is an ISO
// string at UTC midnight ("2026-11-20T00:00:00.000Z"). Ids are integers.

import type { SetKind, WeightUnit } from '../set-rules';
import type { WorkoutRecord } from './feed';

export type IsoDateTime = string;

export interface UserProfile {
  id: number;
  name: string | null;
  email: string | null;
  /** The lifter's unit (beyond the spec): of every number Liftbook shows, and new sets' default. lbs unless chosen. */
  weight_unit: WeightUnit;
}

export type ExerciseType = 'weighted' | 'reps' | 'duration';

// Derived from the runtime lists in set-rules, so a kind or unit is added in one place.
export type { SetKind, WeightUnit };

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
  /** 'normal' for sets logged before kinds existed. */
  kind: SetKind;
  /** Rate of perceived exertion, 1 to 10 in steps of 0.5. */
  rpe: number | null;
  /** Metres (rows, runs, carries). */
  distance: number | null;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

/**
 * A set planned for an exercise, not yet done (beyond the spec): "Repeat this workout" plans last
 * time's sets. It mirrors a set's figures, in the unit it was planned in, and counts nowhere (no
 * record, chart, goal, volume, calendar, summary or group view reads it) until it is logged,
 * which makes it a WorkoutSet.
 */
export interface PlannedSet {
  id: number;
  /** 1..n: the order the sets are to be done in. */
  position: number;
  kind: SetKind;
  weight: number | null;
  /** Present exactly when `weight` is. */
  weight_unit: WeightUnit | null;
  reps: number | null;
  /** Milliseconds. */
  duration: number | null;
  /** Metres. */
  distance: number | null;
  rpe: number | null;
  /** The top of the target's rep range when it is a range (a routine's 8-12: reps 8, reps_max 12). */
  reps_max?: number | null;
  /** Rest after this set, in seconds, as the routine planned it; absent or null: the lifter's default. */
  rest_seconds?: number | null;
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
  /**
   * Started from a routine (issue 30): next exercises with the same number alternate, and the rest
   * follows the group (two: a superset, more: a circuit). Absent or null: on its own.
   */
  superset_group?: number | null;
  sets: WorkoutSet[];
  /** Its planned sets still to log, by position (logged ones are in `sets`). */
  planned_sets: PlannedSet[];
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

/**
 * GET /api/sessions/{id}/last-time (beyond the spec): for an exercise of the session, the
 * lifter's previous session of the same lift (same name, any case) and its sets.
 */
export interface LastTime {
  /** The session's exercise name it answers for, in lower case. */
  lift: string;
  /** The name as logged last time. */
  name: string;
  session_id: number;
  /** UTC midnight ISO. */
  session_date: IsoDateTime;
  sets: WorkoutSet[];
}

export interface Session {
  id: number;
  session_date: IsoDateTime;
  session_type: string;
  notes: string | null;
  /** The routine it was started from (issue 30), if any. */
  routine_id?: number | null;
  /** When its first set was logged (issue 30); null before. */
  started_at?: IsoDateTime | null;
  /** When the lifter pressed Finish (issue 30); null before. */
  finished_at?: IsoDateTime | null;
  /** Never shown in any group (issue 31); false unless the lifter marks it. */
  private?: boolean;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

/**
 * What a session holds, in a line (beyond the spec): the sessions list's cards show it. Counted as
 * the calendar counts: every set (warm-ups too) in `set_count`, volume by the rules of progress
 * and records (warm-ups left out, kg sets in lbs).
 */
export interface SessionSummary {
  /** Exercises with at least one logged set: a planned or empty exercise is not counted. */
  exercise_count: number;
  set_count: number;
  /** Sum of weight × reps over the sets that count, in lbs, to 0.01; 0 when none has both. */
  volume_lbs: number;
}

/** A session of GET /api/sessions: the session and what it holds. */
export interface SessionListItem extends Session {
  summary: SessionSummary;
}

/**
 * An exercise in a summary of a session: no sets, only how many (the calendar's Workout Summary
 * and a group member's workouts show no more).
 */
export interface ExerciseSummary {
  id: number;
  name: string;
  variation: string | null;
  type: ExerciseType;
  set_count: number;
}

/** An exercise of a calendar session: its summary and its sets' volume. */
export interface CalendarExercise extends ExerciseSummary {
  /**
   * Sum of weight × reps over its sets, in lbs (a set in kg counts as kg × 2.20462, the rule the
   * progress charts use), to 0.01; 0 when no set has both a weight and reps.
   */
  volume_lbs: number;
}

/** A session of GET /api/sessions/calendar: the session, its exercises in order as summaries. */
export interface CalendarSession extends Session {
  exercises: CalendarExercise[];
}

export interface DictionaryExercise {
  id: number;
  name: string;
  category: string;
  /** Beyond the spec: the type a new exercise of this lift starts with (Hanging Leg Raise: reps; Plank: duration). */
  type: ExerciseType;
}

export interface CustomExercise {
  id: number;
  name: string;
  user_id: number;
}

/**
 * GET /api/custom_exercises/usage: a lift of the lifter's own (not the dictionary's) and how many
 * sets are logged under it. Lifts whose custom exercise was deleted are listed too (with a null
 * id): their sets are kept, and stay chartable by name.
 */
export interface CustomExerciseUsage {
  name: string;
  logged_sets: number;
  /** The custom exercise of that name; null when it was deleted and only logged sets remain. */
  custom_exercise_id: number | null;
}

/**
 * GET /api/exercises/logged: a lift the lifter has logged (a counted set under its name), with the
 * last day they did it; most recent first. The exercises page lists these before the dictionary.
 */
export interface LoggedLift {
  name: string;
  /** The last session day with a counted set of it, at UTC midnight. */
  last_date: string;
  /** On how many session days it was logged. */
  days: number;
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
  /** How the percentage is made (docs/product.md §9 weighting): each component and its share. */
  breakdown: GoalProgressBreakdown;
  /** UTC midnight of the day the best set was logged; null when nothing was logged since the goal started. */
  best_set_date: IsoDateTime | null;
}

/** The components of a goal's progress, each 0–100, and their shares of the total (in percent). */
export interface GoalProgressBreakdown {
  /** null for a reps-only goal, which has no strength component. */
  strength: number | null;
  volume: number;
  /** 70 for weight-only goals, 50 for weight and reps, 0 for reps-only. */
  strength_weight: number;
  /** 30, 50 or 100: the rest. */
  volume_weight: number;
}

/** GET /api/goals: each goal with its progress, so the list is one request. */
export interface GoalWithProgress extends Goal {
  progress: GoalProgress;
}

export type ProgressPeriod = 'week' | 'month' | 'year' | 'all';

/**
 * One session day (UTC) of one exercise, weights in lbs (a kg set counts as kg × 2.20462, rounded
 * to 0.01). `best_e1rm` (beyond the spec): the day's best Epley estimate over sets of 1–12 reps.
 */
export interface ProgressPoint {
  date: IsoDateTime;
  max_weight: number | null;
  max_reps: number | null;
  total_volume: number | null;
  best_e1rm: number | null;
  /** Sum of the day's reps (reps lifts chart it); null when no set has reps. */
  total_reps: number | null;
  /** The day's longest set, in ms (timed lifts chart it); null when no set has a duration. */
  longest_duration: number | null;
  /** Sum of the day's set durations, in ms; null when no set has a duration. */
  total_duration: number | null;
  /** The type the lift is stored as that day (its last exercise of the day): the charts follow it. */
  type: ExerciseType;
}

/** A record set on `date` (UTC midnight ISO), weights in lbs. */
export interface PersonalRecordSet {
  weight: number;
  reps: number | null;
  date: IsoDateTime;
}

/** The heaviest weight lifted for at least `reps` reps (the "{reps}RM"); null weight and date: never. */
export interface RepMax {
  reps: number;
  weight: number | null;
  date: IsoDateTime | null;
}

/**
 * GET /api/exercises/records (beyond the spec): a lifter's personal records for one exercise.
 * Each is null when nothing logged qualifies; ties go to the day the record was first set.
 */
export interface PersonalRecords {
  /** The heaviest set: its weight, its reps, its day. */
  heaviest_set: PersonalRecordSet | null;
  /** The best estimated 1RM (Epley, the weight itself for a single; sets of 1–12 reps) and the set behind it. */
  best_e1rm: { e1rm: number; weight: number; reps: number; date: IsoDateTime } | null;
  /** The most reps in one set (with the weight of that set, null when unweighted). */
  most_reps: { reps: number; weight: number | null; date: IsoDateTime } | null;
  /** The best session day's volume (sum of weight × reps), as the volume chart sums a day. */
  best_session_volume: { volume: number; date: IsoDateTime } | null;
  /** 1RM to 10RM, always ten entries in order. */
  rep_maxes: RepMax[];
  /** The longest set (a timed lift's record), in ms, and its day. */
  longest_duration: { duration: number; date: IsoDateTime } | null;
  /** The type the lift is stored as in its latest session (the records shown follow it); null when nothing counts. */
  type: ExerciseType | null;
}

export interface Group {
  id: number;
  name: string;
  description: string | null;
  /** The group's owner: its creator until ownership is transferred (PUT /api/groups/{id}/owner). */
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
  /** The inviter's user id ("Invited by User {id}" when they have no name). */
  invited_by: number;
  invited_at: IsoDateTime;
  /** The role the invitee gets on accepting. */
  role: GroupRole;
}

/**
 * An invite as the group's admins see it (GET /api/groups/{id}/invites). It never says who the
 * invitee is beyond what an admin typed: an invite code names nobody until it is used
 * (`invited_user_id` null), and no invite carries the invitee's name.
 */
export interface GroupInvite {
  id: number;
  group_id: number;
  /** Who joined with it once accepted; null while pending (the api never says whose a typed user ID or email is). */
  invited_user_id: number | null;
  /** The user ID or email an admin typed (Add Member, Send Invite); null for an invite code. */
  invited_as: string | null;
  invited_by: number;
  role: GroupRole;
  status: InviteStatus;
  invited_at: IsoDateTime;
  /** When the invite stops working; null for an invite by user ID made before invites expired. */
  expires_at: IsoDateTime | null;
}

/**
 * The answer to an invite by user ID or email (POST /api/groups/{id}/members/{userId}, or POST
 * /api/groups/{id}/invites with invited_user_id): the same whether or not the ID or email is
 * anyone's, so it names nobody.
 */
export interface InviteSent {
  group_id: number;
  role: GroupRole;
}

/** POST /api/groups/{id}/invites: the new invite with its code, shown this once (only its hash is kept). */
export interface CreatedInviteCode extends GroupInvite {
  code: string;
}

/** An exercise of a member's session as the group sees it: how many sets, and the logged sets (never planned ones). */
export interface MemberSessionExercise extends ExerciseSummary {
  sets: WorkoutSet[];
}

/** A session of a group member (GET /api/groups/{id}/members/{userId}/sessions). */
export interface MemberSession extends Session {
  exercises: MemberSessionExercise[];
  /** The personal records the session set (issue 31). */
  records: WorkoutRecord[];
}

/** The app a file was exported from ('liftbook': Liftbook's own JSON or CSV export). */
export type ImportSource = 'strong' | 'hevy' | 'fitnotes' | 'liftbook';

/** An import is `open` while its chunks are sent, `done` once finished (only done ones are listed). */
export type ImportStatus = 'open' | 'done';

/**
 * An import of a file (POST /api/imports, then its chunks, then finish). What it added is marked
 * with its id, so "Undo import" (DELETE /api/imports/{id}) removes exactly that.
 */
export interface ImportRecord {
  id: number;
  source: ImportSource;
  /** The file's layout in words, as the page recognised it ("Strong, semicolon, Workout # column"). */
  layout: string;
  file_name: string;
  /** SHA-256 of the file's bytes, lower-case hex: the same file again is refused (409). */
  checksum: string;
  status: ImportStatus;
  /** Workouts written as new sessions (0 until done). */
  workouts_added: number;
  /** Sets written (0 until done). */
  sets_added: number;
  /** Workouts of the file exactly in the lifter's log already (same day and the same content): skipped. */
  workouts_already_there: number;
  /** Changed workouts (see ImportCheck) the lifter chose to keep their own session for: not added. */
  workouts_kept_mine: number;
  created_at: IsoDateTime;
  /** When it was finished; null while open. */
  finished_at: IsoDateTime | null;
}

/** DELETE /api/imports/{id} ("Undo import"): what was removed. Whatever the lifter logged since stays. */
export interface ImportUndoResult {
  sessions_removed: number;
  sets_removed: number;
  custom_exercises_removed: number;
  /** Goals a Liftbook export brought in. */
  goals_removed: number;
  /** Imported sessions that stay: the lifter added to or changed them since. */
  sessions_kept: number;
  /** Imported sets that stay: the lifter changed them since. */
  sets_kept: number;
}

/** A workout of the file that resembles a session of the lifter's but differs from it (ImportCheck). */
export interface ImportChangedWorkout {
  /** Its place in the import (1 = the first workout sent): what ImportFinishInput's `except` names. */
  seq: number;
  /** 'YYYY-MM-DD' */
  session_date: string;
  session_type: string;
  exercises: number;
  sets: number;
  /** Its exercise names, in order. */
  lifts: string[];
  /** The lifter's session it resembles (same day and type, most lifts in common). */
  mine: { session_id: number; session_type: string; exercises: number; sets: number; lifts: string[] };
  /** What differs, in a few words each, the file's side first ("Squat: 2 sets in the file, 3 in your log"); at most three and a count of the rest. */
  differences: string[];
}

/**
 * POST /api/imports/{id}/check, once every chunk is sent: how the file's workouts compare with the
 * lifter's log. Already there: exactly that workout is in the log (not added again). Changed: a
 * session of that day and type with most of its lifts resembles it but differs; the lifter
 * chooses to keep theirs or add the file's (ImportFinishInput). New: added.
 */
export interface ImportCheck {
  workouts_new: number;
  workouts_already_there: number;
  workouts_changed: number;
  /** The first 200 changed workouts, in the file's order. */
  changed: ImportChangedWorkout[];
}

/** Body of every error response from the api. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** The offending field for 400s, when one can be named. */
  field?: string;
}

/** The 409 of POST /api/imports for a file already imported: the error and the earlier import. */
export interface ImportConflictBody extends ApiErrorBody {
  import: ImportRecord;
}
