// Routines, programs' progression and the workout's finish (beyond the spec; issue 30): the shapes
// the api answers and the bodies the clients send. A routine is a plan kept for reuse; starting one
// makes today's session whose exercises hold the routine's sets as planned sets (PlannedSet), which
// count nowhere until logged. Progression changes a routine's targets at Finish, from what was
// logged, never from what was planned.
import type { ExerciseType, IsoDateTime, Session, SetKind, WeightUnit } from './entities';
import type { SessionPage } from './session-page';

/**
 * How a routine exercise's targets move at Finish. Amounts are in the routine exercise's
 * `weight_unit`.
 * - linear: every working set made its target reps -> each working weight + `increment`;
 *   `deload_after` sessions in a row that missed -> every working weight - `deload_percent` %.
 * - double: reps climb within each set's range (reps_min..reps_max); when every working set
 *   reached its top, weight + `increment` and the reps go back to the bottom.
 * - training_max: working sets are a % of the exercise's training max; finishing the last week of
 *   a cycle raises the training max by `increment` (5/3/1).
 */
export type ProgressionRule =
  | { kind: 'linear'; increment: number; deload_percent: number; deload_after: number }
  | { kind: 'double'; increment: number }
  | { kind: 'training_max'; increment: number };

/** A planned set of a routine exercise: kind and target. */
export interface RoutineSet {
  /** Only warm-ups and working sets are planned. */
  kind: Extract<SetKind, 'normal' | 'warmup'>;
  /** Target reps, or the bottom of a rep range (8 of 8-12). Reps and weighted exercises. */
  reps_min: number | null;
  /** The top of a rep range (12 of 8-12); equal to reps_min, or null, for a fixed target. */
  reps_max: number | null;
  /** Absolute target weight in the exercise's `weight_unit`; null with `percent_of_tm` or none. */
  weight: number | null;
  /** Target weight as a % of the exercise's training max (1-150); null with an absolute weight. */
  percent_of_tm: number | null;
  /** Milliseconds (duration exercises). */
  duration: number | null;
  /** Metres. */
  distance: number | null;
  /** Target RPE, 1 to 10 in steps of 0.5. */
  rpe: number | null;
  /** Rest after this set, in seconds (0-3600); null = the lifter's default. */
  rest_seconds: number | null;
}

export interface RoutineExercise {
  id: number;
  /** 1..n: the order in the routine. */
  position: number;
  name: string;
  type: ExerciseType;
  /** Present means the dictionary's lift; otherwise a custom name. */
  dictionary_exercise_id: number | null;
  variation: string | null;
  /** Stays with the exercise in the routine ("seat 4, grip outside rings"). */
  note: string | null;
  /**
   * Exercises next to each other with the same number alternate, and the rest follows the group:
   * two make a superset, three or more a circuit. Null: on its own.
   */
  superset_group: number | null;
  /** The unit of its weights, training max and increments. */
  weight_unit: WeightUnit;
  /** For % targets; null when none is set. */
  training_max: number | null;
  progression: ProgressionRule | null;
  /** Progression state: sessions in a row that missed (linear's deload counter). */
  failures: number;
  /** Progression state: the week of the training-max cycle (1..n), for training_max rules. */
  cycle_week: number;
  sets: RoutineSet[];
}

export interface Routine {
  id: number;
  name: string;
  exercises: RoutineExercise[];
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

/** GET /api/routines: a routine in a line. */
export interface RoutineListItem {
  id: number;
  name: string;
  exercise_count: number;
  /** Planned sets, warm-ups included. */
  set_count: number;
  updated_at: IsoDateTime;
}

/**
 * A routine exercise as sent: what the lifter edits (progression state is the api's). `id`: the
 * routine's own exercise being edited, so it keeps its progression state even when renamed.
 */
export type RoutineExerciseInput = Omit<RoutineExercise, 'id' | 'position' | 'name' | 'dictionary_exercise_id' | 'failures' | 'cycle_week'> & {
  id?: number;
} & ({ dictionary_exercise_id: number; name?: undefined } | { name: string; dictionary_exercise_id?: undefined });

/** POST /api/routines and PUT /api/routines/{id} (the whole routine, in order). */
export interface RoutineInput {
  name: string;
  /** 1-30 exercises, each with 1-30 sets. */
  exercises: RoutineExerciseInput[];
}

/** POST /api/sessions/{id}/routine ("Save as routine"): the routine's name. */
export interface SaveAsRoutineInput {
  name: string;
}

/** POST /api/routines/{id}/start: the lifter's today (ISO string at UTC midnight). Answers a StartedSession (201). */
export interface StartRoutineInput {
  session_date: string;
}

/**
 * POST /api/routines/{id}/start's answer (issue 33): the Session, and beside its fields the rest of
 * what its page shows (as GET /api/sessions/{id}/page has them), so the checklist opens without
 * reading the page again.
 */
export type StartedSession = Session & Pick<SessionPage, 'exercises' | 'last_times' | 'records'>;

/** POST /api/sessions/{id}/finish: what becomes of the planned sets still unchecked. */
export interface FinishSessionInput {
  unchecked: 'drop' | 'skip';
}

/** A record set in the session: "PR: e1RM 112.5 kg". */
export interface SessionRecord {
  exercise: string;
  kind: 'e1rm' | 'weight_for_reps' | 'reps_at_weight';
  /** In the set's unit. */
  value: number;
  unit: WeightUnit | null;
  set_id: number;
}

/** What Finish changed in a routine exercise's plan ("Bench Press: 60 -> 62.5 kg"). */
export interface ProgressionChange {
  exercise: string;
  summary: string;
}

/** POST /api/sessions/{id}/finish answers. */
export interface FinishSummary {
  session: Session;
  /** From the first logged set to Finish; null when no set was logged. */
  duration_ms: number | null;
  /** As the session summary counts it: warm-ups left out, in lbs. */
  volume_lbs: number;
  set_count: number;
  records: SessionRecord[];
  progression: ProgressionChange[];
}

/** The built-in programs (@liftbook/shared/training builds their routines). */
export type ProgramKey = 'five-by-five' | 'push-pull-legs' | 'five-three-one';

/** POST /api/programs: start a built-in program; its routines are made in the lifter's unit. */
export interface StartProgramInput {
  key: ProgramKey;
  /** Per lift (its dictionary name): a starting working weight, or for 5/3/1 a training max; an empty bar's when absent. */
  weights?: Record<string, number>;
}

/** POST /api/programs, the lifter's own: their routines in the order they are done (A, B; or days). */
export interface OwnProgramInput {
  name: string;
  /** 1..PROGRAM_ROUTINES_MAX of the lifter's routines, each once. */
  routine_ids: number[];
}

/** A program: its routines in order, and which one is next (issue 30). */
export interface Program {
  id: number;
  name: string;
  built_in: ProgramKey | null;
  routines: { id: number; name: string }[];
  /** The routine to do next; null: the first. */
  next_routine_id: number | null;
  created_at: IsoDateTime;
}

/** GET /api/programs/next: the home page's "Next: Workout B — Squat 3×5 @ 102.5 kg"; null when the lifter follows no program. */
export interface ProgramNext {
  program_id: number;
  program_name: string;
  routine_id: number;
  routine_name: string;
  /** Its first exercise's working sets, in the routine's unit: "Squat 3×5 @ 102.5 kg"; null when it has none. */
  first_exercise: string | null;
}
