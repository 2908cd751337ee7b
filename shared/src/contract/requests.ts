// Request bodies of docs/product.md §7. The api validates every one of them; these types are what the
// clients send.
import type { ExerciseType, GoalStatus, GroupRole, ImportSource, PlannedSet, ProgressPeriod, SetKind, WeightUnit, WorkoutSet } from './entities';
import type { ProgramKey, RoutineExerciseInput } from './routines';

export interface SessionInput {
  /** ISO string at UTC midnight. */
  session_date: string;
  session_type: string;
  notes?: string | null;
  /** Keep it out of every group (issue 31); unchanged when absent on an edit, false on a create. */
  private?: boolean;
}

/**
 * "Repeat this workout": the day to train it (the lifter's today); the type of a session it starts,
 * the source's when absent. Today's session, when there is one, gets the plan instead of a second
 * session.
 */
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
   * When the session already has this lift (same name, variation and type), the sets go onto that
   * exercise instead, after its sets and doing its planned sets, and it answers: one card per lift.
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

/**
 * POST /api/exercises/{id}/planned_sets/{plannedSetId}/log: `{}` logs the planned set at its
 * figures; any figure sent logs what was typed instead (the whole set, as a SetInput).
 */
export type PlannedSetLogInput = SetInput;

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
  /** "Send Invite" by user ID; left out, the answer is an invite code. */
  invited_user_id?: number;
  /** Default member. */
  role?: GroupRole;
}
/** POST /api/groups/{id}/members/{userIdOrEmail} ("Add Member"). */
export interface MemberAddInput {
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

/**
 * POST /api/imports: start importing a file. 409 (with the earlier `ImportRecord` under `import`)
 * when a done import of the same checksum exists for this lifter: nothing is added.
 */
export interface ImportStartInput {
  source: ImportSource;
  /** The layout in words, 1-200 characters. */
  layout: string;
  /** The file's name as chosen, 1-255 characters. */
  file_name: string;
  /** SHA-256 of the file's bytes, 64 lower-case hex digits, computed by the page. */
  checksum: string;
}

/** A set to import: a set's figures, every field present (null when the file has no value), checked like a typed set. */
export type ImportSetInput = Omit<WorkoutSet, 'id' | 'set_number' | 'created_at' | 'updated_at'>;

/**
 * An exercise to import, with its sets in order (set_number 1..n, at most 100). Its sets follow
 * the typed rules of its type (weighted: weight and reps; reps: reps; duration: a duration),
 * except that a duration exercise's set may have a distance instead of a duration (a row or a
 * ride logged by distance only). So: weighted when every set has weight and reps, reps when every
 * set has reps, otherwise duration.
 */
export interface ImportExerciseInput {
  /** The mapped name: a dictionary exercise's name (any case) or a custom one (created when unknown). */
  name: string;
  type: ExerciseType;
  notes: string | null;
  /** A Liftbook export's variation ("paused"); other apps have none. */
  variation?: string | null;
  /**
   * 1-30: the exercise's superset group in the workout (Hevy's supersets, a Liftbook export's
   * groups); exercises of one group next to each other alternate. Absent or null: on its own.
   */
  superset_group?: number | null;
  sets: ImportSetInput[];
  /** A Liftbook export's plan still to log (planned sets, counted nowhere), by position. */
  planned_sets?: ImportPlannedSetInput[];
}

/** A planned set coming back from a Liftbook export: its targets (every field present), and whether Finish kept it as skipped. */
export type ImportPlannedSetInput = Required<Omit<PlannedSet, 'id' | 'position'>> & { skipped: boolean };

/** A program coming back from a Liftbook export: its routines by name in order, and the one next (null: the first). */
export interface ImportProgramInput {
  name: string;
  /** Which built-in program it was started as; null: the lifter's own. */
  built_in: ProgramKey | null;
  routines: string[];
  next: string | null;
}

/** A workout to import: it becomes a session with its exercises in order. */
export interface ImportWorkoutInput {
  /** The day (and time) as written, local, no zone: 'YYYY-MM-DDTHH:MM:SS' or 'YYYY-MM-DD'. */
  session_date: string;
  /** The workout's name (1-100 characters). */
  session_type: string;
  notes: string | null;
  /** A Liftbook export's workout clock: when the first set was logged and when Finish was pressed (ISO 8601 with a zone). */
  started_at?: string | null;
  finished_at?: string | null;
  /** A Liftbook export's routine the session was started from, by name: linked to the lifter's routine of that name. */
  routine?: string | null;
  exercises: ImportExerciseInput[];
}

/** A goal coming back from a Liftbook JSON export: a goal body whose target date may be past. */
export type ImportGoalInput = GoalInput;

/** A routine coming back from a Liftbook JSON export (issue 30): its body, each exercise with its progression state. */
export interface ImportRoutineInput {
  name: string;
  exercises: Array<RoutineExerciseInput & { failures?: number; cycle_week?: number }>;
}

/**
 * POST /api/imports/{id}/workouts: one chunk of an open import (204). Up to 100 workouts a call
 * (send them oldest first, in the file's order); a Liftbook export's custom exercises and goals
 * come along in any chunk (usually the first, which may then hold no workouts).
 */
export interface ImportChunkInput {
  workouts: ImportWorkoutInput[];
  custom_exercises?: CustomExerciseInput[];
  goals?: ImportGoalInput[];
  routines?: ImportRoutineInput[];
  programs?: ImportProgramInput[];
}

/** What to do with a workout of the file that differs from the lifter's session it resembles. */
export type ImportChangedChoice = 'keep_mine' | 'add_theirs';

/**
 * POST /api/imports/{id}/finish: the lifter's choice for the changed workouts (see ImportCheck):
 * `changed` for every one (keep_mine when absent), the other choice for those whose seq is in
 * `except`.
 */
export interface ImportFinishInput {
  changed?: ImportChangedChoice;
  except?: number[];
}
