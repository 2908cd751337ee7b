// Kysely's view of the database (docs/architecture.md §7). It mirrors migrations/0001-initial-schema.ts (and 0003);
// change both together. Column types are what the pg pool hands back (see connect.ts):
// DATE as 'YYYY-MM-DD' strings, NUMERIC and BIGINT as numbers, timestamptz as Date.
import type { ColumnType, GeneratedAlways, Selectable } from 'kysely';
import type {
  ExerciseType,
  GoalStatus,
  GroupRole,
  ImportSource,
  ImportStatus,
  InviteStatus,
  ProgramKey,
  ProgressionChange,
  ProgressionRule,
  SetKind,
  SharedRoutineExercise,
  WeightUnit,
} from '@liftbook/shared/contract';

/** Set by the database on insert (default now()) and on update (trigger); never written by code. */
type Timestamp = ColumnType<Date, never, never>;
/** A calendar date without time zone, read as 'YYYY-MM-DD'. */
type CalendarDate = ColumnType<string, string, string>;
type Id = GeneratedAlways<number>;

export interface UsersTable {
  id: Id;
  /** The identity provider's `iss`; with subject it identifies a person across sign-ins. */
  issuer: string;
  subject: string;
  name: string | null;
  email: string | null;
  /** The lifter's unit for what Liftbook shows and new sets (migration 0009). */
  weight_unit: ColumnType<WeightUnit, WeightUnit | undefined, WeightUnit>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Id;
  user_id: number;
  session_date: CalendarDate;
  session_type: string;
  notes: string | null;
  /** The import that wrote this row (migration 0011); null when the lifter logged it. */
  import_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The routine it was started from (migration 0016); null once that routine is deleted. */
  routine_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When its first set was logged (migration 0016); null before. */
  started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the lifter pressed Finish (migration 0016); null before. */
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** What Finish changed in the routine's plan, as answered (migration 0017); null before Finish. */
  finish_progression: ColumnType<ProgressionChange[] | null, string | null | undefined, string | null>;
  /** Never shown in any group (migration 0019). */
  private: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DictionaryExercisesTable {
  id: Id;
  name: string;
  category: string;
  /** Migration 0012: the type a new exercise of this lift starts with; weighted unless set. */
  type: ColumnType<ExerciseType, ExerciseType | undefined, ExerciseType>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ExercisesTable {
  id: Id;
  session_id: number;
  /** Denormalised from the session: one user's history of an exercise without a join. */
  user_id: number;
  name: string;
  variation: string | null;
  notes: string | null;
  type: ExerciseType;
  dictionary_exercise_id: number | null;
  position: ColumnType<number, number | undefined, number>;
  /** The import that wrote this row (migration 0011); null when the lifter logged it. */
  import_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The routine exercise it was started from (migration 0016): Finish moves that one's targets. */
  routine_exercise_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Next exercises with the same number alternate: a superset or circuit (migration 0016). */
  superset_group: ColumnType<number | null, number | null | undefined, number | null>;
  /** lower(name), kept by PostgreSQL (migration 0021): the lift its sets' records are judged within. */
  lift: GeneratedAlways<string>;
  /** Its session's day (migration 0021), held to it by a key; a session's new date cascades here. */
  session_date: ColumnType<string, string, never>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SetsTable {
  id: Id;
  exercise_id: number;
  set_number: number;
  weight: number | null;
  weight_unit: WeightUnit | null;
  reps: number | null;
  duration_ms: number | null;
  notes: string | null;
  /** normal, warmup (never counts towards what was lifted), drop or failure (migration 0009). */
  kind: ColumnType<SetKind, SetKind | undefined, SetKind>;
  /** 1 to 10 in steps of 0.5. */
  rpe: number | null;
  /** Metres. */
  distance_m: number | null;
  /** The weight in lbs (kg × 2.20462; no unit is lbs), kept by PostgreSQL (migration 0003). */
  weight_lbs: GeneratedAlways<number | null>;
  /** The import that wrote this row (migration 0011); null when the lifter logged it. */
  import_id: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * Carried from the exercise (migration 0021), held to it by one key and cascaded from it: the
   * lifter's heaviest earlier set of each rep count of a lift is an index walk (sets_lift_reps_idx,
   * migration 0022). Written only by sets/queries.ts insertSets, which reads them from the
   * exercise; never updated directly.
   */
  session_id: ColumnType<number, number, never>;
  user_id: ColumnType<number, number, never>;
  lift: ColumnType<string, string, never>;
  session_date: ColumnType<string, string, never>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomExercisesTable {
  id: Id;
  user_id: number;
  name: string;
  /** The import that wrote this row (migration 0011); null when the lifter logged it. */
  import_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GoalsTable {
  id: Id;
  user_id: number;
  exercise_name: string;
  current_weight: number | null;
  current_reps: number | null;
  target_weight: number | null;
  target_reps: number | null;
  target_date: CalendarDate;
  status: ColumnType<GoalStatus, GoalStatus | undefined, GoalStatus>;
  /** The import that wrote this row (migration 0011); null when the lifter logged it. */
  import_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GroupsTable {
  id: Id;
  name: string;
  description: string | null;
  created_by: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GroupMembersTable {
  id: Id;
  group_id: number;
  user_id: number;
  role: ColumnType<GroupRole, GroupRole | undefined, GroupRole>;
  joined_at: ColumnType<Date, Date | undefined, never>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GroupInvitesTable {
  id: Id;
  group_id: number;
  /** Null for an invite code nobody has used yet (migration 0010). */
  invited_user_id: number | null;
  invited_by: number;
  role: ColumnType<GroupRole, GroupRole | undefined, GroupRole>;
  status: ColumnType<InviteStatus, InviteStatus | undefined, InviteStatus>;
  /** SHA-256 (hex) of an invite code; null for an invite to a named user. */
  code_hash: string | null;
  /** What the admin typed for an invite by user ID or email (digits, or a lower-case address); null for a code (migration 0015). */
  invited_as: string | null;
  expires_at: ColumnType<Date | null, Date | undefined, Date>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An import of a file (migration 0011). */
export interface ImportsTable {
  id: Id;
  user_id: number;
  source: ImportSource;
  layout: string;
  file_name: string;
  checksum: string;
  status: ColumnType<ImportStatus, ImportStatus | undefined, ImportStatus>;
  workouts_added: ColumnType<number, number | undefined, number>;
  sets_added: ColumnType<number, number | undefined, number>;
  workouts_already_there: ColumnType<number, number | undefined, number>;
  /** Migration 0013: changed workouts the lifter kept their own session for. */
  workouts_kept_mine: ColumnType<number, number | undefined, number>;
  staged_custom_exercises: ColumnType<unknown, string | undefined, string>;
  staged_goals: ColumnType<unknown, string | undefined, string>;
  /** Migration 0016: a Liftbook export's routines, checked, until the finish. */
  staged_routines: ColumnType<unknown, string | undefined, string>;
  created_at: ColumnType<Date, never, never>;
  finished_at: ColumnType<Date | null, never, Date | null>;
}

/** A checked workout of an open import, waiting for the finish (migration 0011). */
export interface ImportWorkoutsTable {
  import_id: number;
  seq: number;
  /** The content key of the workout on its day (modules/imports/fingerprint.ts, migration 0013). */
  fingerprint: string;
  /** The workout's sets: the finish sizes its batches by them. */
  set_count: number;
  workout: ColumnType<unknown, string, string>;
  /** Migration 0013: how it compares with the log, set by the check and again by the finish. */
  match: ColumnType<'new' | 'already_there' | 'changed' | null, never, 'new' | 'already_there' | 'changed' | null>;
  /** The lifter's session it is already there as, or resembles when changed. */
  matched_session_id: ColumnType<number | null, never, number | null>;
  /** A changed workout the lifter chose to add. */
  add_theirs: ColumnType<boolean, never, boolean>;
}

/** A create's stored answer, replayed for a retry with the same key (migration 0004). */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  created_at: ColumnType<Date, never, never>;
}

/** A set planned for an exercise (migration 0013): a plan, never counted; logging it makes a `sets` row. */
export interface PlannedSetsTable {
  id: Id;
  exercise_id: number;
  /** 1..100 among the exercise's planned sets, in the order they are to be done. */
  position: number;
  kind: ColumnType<SetKind, SetKind | undefined, SetKind>;
  weight: number | null;
  weight_unit: WeightUnit | null;
  reps: number | null;
  duration_ms: number | null;
  distance_m: number | null;
  rpe: number | null;
  /** The top of a rep range (migration 0016); `reps` is its bottom. */
  reps_max: ColumnType<number | null, number | null | undefined, number | null>;
  /** Rest after this set, in seconds, as the routine planned it (migration 0016). */
  rest_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  /** The set logged from it; null while it is still a plan. */
  logged_set_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Kept as skipped at Finish (migration 0017): no longer a plan to log. */
  skipped_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A lifter's routine (migration 0016): a named plan of exercises kept for reuse. */
export interface RoutinesTable {
  id: Id;
  user_id: number;
  name: string;
  /** The import that wrote it; null when the lifter made it. */
  import_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An exercise of a routine (migration 0016), with its progression rule and the rule's state. */
export interface RoutineExercisesTable {
  id: Id;
  routine_id: number;
  /** 1..30: the order in the routine. */
  position: number;
  name: string;
  dictionary_exercise_id: number | null;
  type: ExerciseType;
  variation: string | null;
  note: string | null;
  superset_group: number | null;
  weight_unit: WeightUnit;
  training_max: number | null;
  /** A ProgressionRule as jsonb (its shape checked by the api); null: none. */
  progression: ColumnType<ProgressionRule | null, string | null, string | null>;
  failures: ColumnType<number, number | undefined, number>;
  cycle_week: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A planned set of a routine exercise (migration 0016). */
export interface RoutineSetsTable {
  id: Id;
  routine_exercise_id: number;
  /** 1..30 among the exercise's sets. */
  position: number;
  kind: ColumnType<'normal' | 'warmup', 'normal' | 'warmup' | undefined, 'normal' | 'warmup'>;
  reps_min: number | null;
  reps_max: number | null;
  weight: number | null;
  percent_of_tm: number | null;
  duration_ms: number | null;
  distance_m: number | null;
  rpe: number | null;
  rest_seconds: number | null;
  /** Double progression: the range's bottom while reps_min climbs (migration 0017); null: reps_min is it. */
  reps_bottom: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProgramsTable {
  id: Id;
  user_id: number;
  name: string;
  built_in: ProgramKey | null;
  /** The routine to do next (migration 0018); null: the program's first. */
  next_routine_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProgramRoutinesTable {
  program_id: number;
  /** 1..30: the order the routines are done in. */
  position: number;
  routine_id: number;
}

/** A member's cheer of a workout in a group (migration 0019): one per member, group and session. */
export interface SessionCheersTable {
  id: Id;
  group_id: number;
  session_id: number;
  user_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A comment on a workout in a group (migration 0019); the author is null once their account is gone. */
export interface SessionCommentsTable {
  id: Id;
  group_id: number;
  session_id: number;
  author_id: number | null;
  body: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A routine shared to a group (migration 0020): a snapshot, its sharer null once their account is gone. */
export interface SharedRoutinesTable {
  id: Id;
  group_id: number;
  shared_by: number | null;
  name: string;
  /** The snapshot's exercises (SharedRoutineExercise[] of the contract), as jsonb. */
  exercises: ColumnType<SharedRoutineExercise[], string, never>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  dictionary_exercises: DictionaryExercisesTable;
  exercises: ExercisesTable;
  sets: SetsTable;
  planned_sets: PlannedSetsTable;
  routines: RoutinesTable;
  routine_exercises: RoutineExercisesTable;
  programs: ProgramsTable;
  program_routines: ProgramRoutinesTable;
  routine_sets: RoutineSetsTable;
  custom_exercises: CustomExercisesTable;
  goals: GoalsTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  group_invites: GroupInvitesTable;
  idempotency_keys: IdempotencyKeysTable;
  imports: ImportsTable;
  import_workouts: ImportWorkoutsTable;
  session_cheers: SessionCheersTable;
  session_comments: SessionCommentsTable;
  shared_routines: SharedRoutinesTable;
}

export type SessionRow = Selectable<SessionsTable>;
