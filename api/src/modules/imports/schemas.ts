// Imports on the wire: the start, the chunks of workouts and the answers. A chunk's every row is
// held to the rules of a typed one: its JSON schema is built from the session, exercise, set and
// goal input schemas, and each workout then goes through the same checks as a typed session,
// exercise name and set (sessionValues, typedExerciseName, setValues). The page's own parse is
// never trusted.
import type {
  ImportChunkInput,
  ImportPlannedSetInput,
  ImportProgramInput,
  ImportRecord,
  ImportSource,
  ImportStatus,
  ImportWorkoutInput,
} from '@liftbook/shared/contract';
import { errorSchema } from '../../http/error-handler.js';
import { ValidationError } from '../../http/errors.js';
import { idParamsSchema } from '../../http/params.js';
import { blankToNull } from '../../http/trim.js';
import { typedExerciseName } from '../../lib/exercise-name.js';
import { BATCH_SETS_MAX, exerciseFields, nameProperty } from '../exercises/schemas.js';
import type { ExportExercise, ExportPlannedSet } from '../export/export-format.js';
import { goalInputProperties, goalValues, type GoalValues } from '../goals/schemas.js';
import { PROGRAM_KEYS } from '../programs/schemas.js';
import { importRoutineSchema, ROUTINE_NAME_MAX, routineValues, ROUTINES_MAX, SUPERSET_GROUP_MAX, type RoutineValues } from '../routines/schemas.js';
import { sessionInputSchema, sessionValues } from '../sessions/schemas.js';
import { MAX_SET_REPS } from '@liftbook/shared/set-rules';
import { setInputSchema, setValues } from '../sets/schemas.js';

export const IMPORT_SOURCES = ['strong', 'hevy', 'fitnotes', 'liftbook'] as const satisfies readonly ImportSource[];
const IMPORT_STATUSES = ['open', 'done'] as const satisfies readonly ImportStatus[];
/** Workouts per chunk. */
export const CHUNK_WORKOUTS_MAX = 100;
/** Exercises per workout (the real exports top out near 15). */
export const WORKOUT_EXERCISES_MAX = 100;
/** Workouts one import may stage: 100 a week for four years, far beyond a 50 MB export. */
export const IMPORT_WORKOUTS_MAX = 20_000;
/** Sets one import may stage: about what a 50 MB export holds. */
export const IMPORT_SETS_MAX = 250_000;
/** The finish's own request deadline: a file at the limits writes in about a minute on a busy 2-core machine. */
export const FINISH_DEADLINE_MS = 120_000;
/** Custom exercises and goals per chunk. */
export const CHUNK_EXTRAS_MAX = 1000;
/** Routines one program orders (program_routines.position's bound). */
export const PROGRAM_ROUTINES_MAX = 30;

export const importRecordSchema = {
  type: 'object',
  required: [
    'id',
    'source',
    'layout',
    'file_name',
    'checksum',
    'status',
    'workouts_added',
    'sets_added',
    'workouts_already_there',
    'workouts_kept_mine',
    'created_at',
    'finished_at',
  ],
  properties: {
    id: { type: 'integer' },
    source: { type: 'string', enum: IMPORT_SOURCES },
    layout: { type: 'string' },
    file_name: { type: 'string' },
    checksum: { type: 'string', description: "SHA-256 of the file's bytes, lower-case hex." },
    status: { type: 'string', enum: IMPORT_STATUSES, description: 'open while chunks are sent, done once finished.' },
    workouts_added: { type: 'integer' },
    sets_added: { type: 'integer' },
    workouts_already_there: { type: 'integer', description: "Workouts of the file exactly in the lifter's log already (same day, same content): skipped." },
    workouts_kept_mine: { type: 'integer', description: 'Changed workouts the lifter chose to keep their own session for: not added.' },
    created_at: { type: 'string', format: 'date-time' },
    finished_at: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

/** The 409 of a file already imported: the error and the earlier import. */
export const importConflictSchema = {
  ...errorSchema,
  required: [...errorSchema.required, 'import'],
  properties: { ...errorSchema.properties, import: importRecordSchema },
} as const;

export const undoResultSchema = {
  type: 'object',
  required: ['sessions_removed', 'sets_removed', 'custom_exercises_removed', 'goals_removed', 'sessions_kept', 'sets_kept'],
  properties: {
    sessions_removed: { type: 'integer' },
    sets_removed: { type: 'integer' },
    custom_exercises_removed: { type: 'integer' },
    goals_removed: { type: 'integer' },
    sessions_kept: { type: 'integer', description: 'Imported sessions that stay: you added to or changed them since.' },
    sets_kept: { type: 'integer', description: 'Imported sets that stay: you changed them since.' },
  },
} as const;

const liftsSchema = { type: 'array', items: { type: 'string' } } as const;

/** POST /imports/{id}/check: how the staged workouts compare with the lifter's log. */
export const checkResultSchema = {
  type: 'object',
  required: ['workouts_new', 'workouts_already_there', 'workouts_changed', 'changed'],
  properties: {
    workouts_new: { type: 'integer' },
    workouts_already_there: { type: 'integer', description: "Exactly in the lifter's log already: not added again." },
    workouts_changed: { type: 'integer', description: "Resemble a session of the lifter's (same day and type, most lifts in common) but differ." },
    changed: {
      type: 'array',
      description: 'The first 200 changed workouts, in the file’s order.',
      items: {
        type: 'object',
        required: ['seq', 'session_date', 'session_type', 'exercises', 'sets', 'lifts', 'mine', 'differences'],
        properties: {
          seq: { type: 'integer', description: 'Its place in the import (1 = the first sent); what the finish’s `except` names.' },
          session_date: { type: 'string', format: 'date' },
          session_type: { type: 'string' },
          exercises: { type: 'integer' },
          sets: { type: 'integer' },
          lifts: liftsSchema,
          mine: {
            type: 'object',
            required: ['session_id', 'session_type', 'exercises', 'sets', 'lifts'],
            properties: {
              session_id: { type: 'integer' },
              session_type: { type: 'string' },
              exercises: { type: 'integer' },
              sets: { type: 'integer' },
              lifts: liftsSchema,
            },
          },
          differences: {
            type: 'array',
            items: { type: 'string' },
            description: 'What differs, the file’s side first; at most three and a count of the rest.',
          },
        },
      },
    },
  },
} as const;

/** The finish's body: the lifter's choice for changed workouts (keep_mine when absent). */
const finishBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    changed: { type: 'string', enum: ['keep_mine', 'add_theirs'], description: 'For every changed workout; keep_mine when absent.' },
    except: {
      type: 'array',
      maxItems: IMPORT_WORKOUTS_MAX,
      items: { type: 'integer', minimum: 1 },
      description: 'Changed workouts (their seq) that take the other choice.',
    },
  },
} as const;

const startBody = {
  type: 'object',
  required: ['source', 'layout', 'file_name', 'checksum'],
  additionalProperties: false,
  properties: {
    source: { type: 'string', enum: IMPORT_SOURCES },
    layout: { type: 'string', 'x-trim': true, minLength: 1, maxLength: 200, examples: ['Strong, semicolon, Workout # column'] },
    file_name: { type: 'string', 'x-trim': true, minLength: 1, maxLength: 255 },
    checksum: { type: 'string', pattern: '^[0-9a-fA-F]{64}$', description: "SHA-256 of the file's bytes, hex (64 digits)." },
  },
} as const;

/** Every field present (null when the file has none): the set input's rules otherwise. */
const importSetSchema = { ...setInputSchema, required: ['kind', 'weight', 'weight_unit', 'reps', 'duration', 'distance', 'rpe', 'notes'] } as const;

/** A Liftbook export's planned set: the set input's bounds on its figures, with a rep range's top, the rest and whether it was skipped. */
const importPlannedSetSchema = {
  type: 'object',
  required: ['kind', 'weight', 'weight_unit', 'reps', 'reps_max', 'duration', 'distance', 'rpe', 'rest_seconds', 'skipped'],
  additionalProperties: false,
  properties: {
    kind: setInputSchema.properties.kind,
    weight: setInputSchema.properties.weight,
    weight_unit: setInputSchema.properties.weight_unit,
    reps: setInputSchema.properties.reps,
    reps_max: { type: ['integer', 'null'], minimum: 1, maximum: MAX_SET_REPS },
    duration: setInputSchema.properties.duration,
    distance: setInputSchema.properties.distance,
    rpe: setInputSchema.properties.rpe,
    rest_seconds: { type: ['integer', 'null'], minimum: 0, maximum: 3600 },
    skipped: { type: 'boolean', description: 'Kept as "skipped" at Finish rather than still to log.' },
  },
} as const;

/** When a workout's clock ran: an instant with its zone. */
const instantProperty = { type: ['string', 'null'], format: 'date-time' } as const;

const importExerciseSchema = {
  type: 'object',
  required: ['name', 'type', 'notes', 'sets'],
  additionalProperties: false,
  properties: {
    name: { ...nameProperty, type: 'string', description: 'A dictionary exercise (any case), else a custom one, made when new.' },
    type: exerciseFields.type,
    notes: exerciseFields.notes,
    variation: exerciseFields.variation,
    superset_group: {
      type: ['integer', 'null'],
      minimum: 1,
      maximum: SUPERSET_GROUP_MAX,
      description:
        "The exercise's superset group in the workout (Hevy's supersets, a Liftbook export's): next exercises of one group alternate. Null or absent: on its own.",
    },
    sets: { type: 'array', maxItems: BATCH_SETS_MAX, items: importSetSchema },
    planned_sets: {
      type: 'array',
      maxItems: BATCH_SETS_MAX,
      items: importPlannedSetSchema,
      description: 'A Liftbook export’s plan still to log: planned sets, counted nowhere.',
    },
  },
} as const;

const importWorkoutSchema = {
  type: 'object',
  required: ['session_date', 'session_type', 'notes', 'exercises'],
  additionalProperties: false,
  properties: {
    session_date: {
      type: 'string',
      'x-trim': true,
      pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?)?$',
      description: "Local, as written in the file: 'YYYY-MM-DDTHH:MM:SS' or 'YYYY-MM-DD'. The session is that day.",
    },
    session_type: sessionInputSchema.properties.session_type,
    notes: sessionInputSchema.properties.notes,
    started_at: { ...instantProperty, description: 'A Liftbook export’s clock: when the first set was logged.' },
    finished_at: { ...instantProperty, description: 'A Liftbook export’s clock: when Finish was pressed (not before started_at).' },
    routine: {
      type: ['string', 'null'],
      maxLength: ROUTINE_NAME_MAX,
      description: 'The routine the session was started from, by name: linked to the lifter’s routine of that name (any case), else to none.',
    },
    exercises: { type: 'array', maxItems: WORKOUT_EXERCISES_MAX, items: importExerciseSchema },
  },
} as const;

const chunkBody = {
  type: 'object',
  required: ['workouts'],
  additionalProperties: false,
  properties: {
    workouts: { type: 'array', maxItems: CHUNK_WORKOUTS_MAX, items: importWorkoutSchema, description: 'Oldest first, in the file’s order.' },
    custom_exercises: {
      type: 'array',
      maxItems: CHUNK_EXTRAS_MAX,
      items: { type: 'object', required: ['name'], additionalProperties: false, properties: { name: { ...nameProperty, type: 'string' } } },
    },
    goals: {
      type: 'array',
      maxItems: CHUNK_EXTRAS_MAX,
      items: { type: 'object', required: ['exercise_name', 'target_date'], additionalProperties: false, properties: goalInputProperties },
      description: 'A Liftbook export’s goals; a past target date is kept.',
    },
    routines: {
      type: 'array',
      maxItems: ROUTINES_MAX,
      items: importRoutineSchema,
      description: 'A Liftbook export’s routines, checked as a routine’s create is; written at the finish unless the lifter has one of that name.',
    },
    programs: {
      type: 'array',
      maxItems: ROUTINES_MAX,
      items: {
        type: 'object',
        required: ['name', 'built_in', 'routines', 'next'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', 'x-trim': true, minLength: 1, maxLength: ROUTINE_NAME_MAX },
          built_in: { type: ['string', 'null'], enum: [...PROGRAM_KEYS, null] },
          routines: { type: 'array', minItems: 1, maxItems: PROGRAM_ROUTINES_MAX, items: { type: 'string', minLength: 1, maxLength: ROUTINE_NAME_MAX } },
          next: { type: ['string', 'null'], maxLength: ROUTINE_NAME_MAX },
        },
      },
      description:
        'A Liftbook export’s programs: their routines by name, in order, and the one next. Written at the finish with the lifter’s routines of those names, unless the lifter has a program of that name.',
    },
  },
} as const;

const tags = ['imports'];

export const startImportSchema = {
  tags,
  summary: 'Start importing a file (its chunks follow, then the finish)',
  description: 'Open imports of yours older than an hour, and open ones of the same file, are dropped with their staged workouts.',
  body: startBody,
  response: { 201: importRecordSchema, 400: errorSchema, 401: errorSchema, 409: importConflictSchema },
} as const;

export const stageChunkSchema = {
  tags,
  summary: 'Send up to 100 workouts of an open import: every row is checked, then staged (nothing is written to your log yet)',
  params: idParamsSchema,
  body: chunkBody,
  response: { 204: { type: 'null', description: 'Staged.' }, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
} as const;

export const checkImportSchema = {
  tags,
  summary: 'Compare the staged workouts with your log: new, already there (exactly), changed (to choose for)',
  params: idParamsSchema,
  response: { 200: checkResultSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
} as const;

export const finishImportSchema = {
  tags,
  summary: 'Write the staged workouts into your log, in one transaction: new ones, and changed ones you chose to add (workouts already there are skipped)',
  params: idParamsSchema,
  body: finishBody,
  response: { 200: importRecordSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
} as const;

export const listImportsSchema = {
  tags,
  summary: 'Your finished imports, newest first',
  response: { 200: { type: 'array', items: importRecordSchema }, 401: errorSchema },
} as const;

export const undoImportSchema = {
  tags,
  summary: 'Undo an import: remove what it added and you have not changed since (sets, exercises, sessions, custom exercises, goals); what stays is counted',
  params: idParamsSchema,
  response: { 200: undoResultSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

/** A staged workout: its checked values as stored, the session's day apart. */
export interface StagedWorkout {
  /** 'YYYY-MM-DD' */
  date: string;
  type: string;
  notes: string | null;
  /** A Liftbook export's clock and routine (by name); null for other files. */
  started_at: string | null;
  finished_at: string | null;
  routine: string | null;
  exercises: StagedExercise[];
}

/** A planned set as staged: a planned_sets row's columns, which the export writes as they are. */
export type StagedPlannedSet = ExportPlannedSet;

export type StagedExercise = ExportExercise;

export interface CheckedWorkout {
  workout: StagedWorkout;
}

export interface CheckedChunk {
  workouts: CheckedWorkout[];
  customExercises: string[];
  goals: GoalValues[];
  routines: RoutineValues[];
  programs: ImportProgramInput[];
}

/** A planned set's figures held to what its row stores: a weight has its unit, a range's top is not below its bottom. */
function plannedSetValues(set: ImportPlannedSetInput): StagedPlannedSet {
  if (set.weight !== null && set.weight_unit === null) throw new ValidationError('weight_unit is required with a weight', 'weight_unit');
  if (set.reps_max !== null && set.reps !== null && set.reps_max < set.reps) throw new ValidationError('reps_max must not be below reps', 'reps_max');
  return {
    kind: set.kind,
    weight: set.weight,
    weight_unit: set.weight === null ? null : set.weight_unit,
    reps: set.reps,
    reps_max: set.reps_max,
    duration_ms: set.duration,
    distance_m: set.distance,
    rpe: set.rpe,
    rest_seconds: set.rest_seconds,
    skipped: set.skipped,
  };
}

/** A workout's clock: Finish never before the first set. */
function workoutClock(input: ImportWorkoutInput): { started_at: string | null; finished_at: string | null } {
  const started = input.started_at ?? null;
  const finished = input.finished_at ?? null;
  if (started !== null && finished !== null && Date.parse(finished) < Date.parse(started)) {
    throw new ValidationError('finished_at must not be before started_at', 'finished_at');
  }
  return { started_at: started, finished_at: finished };
}

/** Runs `check`; a ValidationError from it is renamed to the place in the chunk (`workouts[3].exercises[1].sets[2].rpe`). */
function at<T>(path: string, place: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationError(`${place}: ${error.message}`, `${path}.${error.field ?? ''}`);
    throw error;
  }
}

/**
 * A schema-valid chunk to what is staged, every workout checked as typed sessions, exercises and
 * sets are. Throws a ValidationError naming the first bad field. `now` bounds the session dates.
 */
export function checkChunk(body: ImportChunkInput, now: Date): CheckedChunk {
  const workouts = body.workouts.map((input, w): CheckedWorkout => {
    const path = `workouts[${w}]`;
    const place = `Workout ${w + 1}`;
    const session = at(path, place, () => sessionValues({ ...input, session_date: input.session_date.slice(0, 10) }, now));
    const exercises = input.exercises.map((exercise, e): StagedExercise => {
      const exercisePath = `${path}.exercises[${e}]`;
      const exercisePlace = `${place}, exercise ${e + 1}`;
      const name = at(exercisePath, exercisePlace, () => typedExerciseName(exercise.name));
      const sets = exercise.sets.map((set, s) => at(`${exercisePath}.sets[${s}]`, `${exercisePlace}, set ${s + 1}`, () => setValues(set, exercise.type)));
      return {
        name,
        type: exercise.type,
        notes: blankToNull(exercise.notes),
        variation: blankToNull(exercise.variation),
        superset_group: exercise.superset_group ?? null,
        sets,
        planned_sets: (exercise.planned_sets ?? []).map((set, s) =>
          at(`${exercisePath}.planned_sets[${s}]`, `${exercisePlace}, planned set ${s + 1}`, () => plannedSetValues(set)),
        ),
      };
    });
    const workout: StagedWorkout = {
      date: session.session_date,
      type: session.session_type,
      notes: session.notes,
      ...at(path, place, () => workoutClock(input)),
      routine: blankToNull(input.routine),
      exercises,
    };
    return { workout };
  });
  const customExercises = (body.custom_exercises ?? []).map((custom, c) =>
    at(`custom_exercises[${c}]`, `Custom exercise ${c + 1}`, () => typedExerciseName(custom.name)),
  );
  // A goal coming back from an export keeps its target date even when past: the saved-date rule of an edit.
  const goals = (body.goals ?? []).map((goal, g) => at(`goals[${g}]`, `Goal ${g + 1}`, () => goalValues(goal, now, goal.target_date.slice(0, 10))));
  // A routine's exercises come by name: an id of the exporting account means nothing here.
  const routines = (body.routines ?? []).map((routine, r) =>
    at(`routines[${r}]`, `Routine ${r + 1}`, () => {
      const values = routineValues(routine);
      return { ...values, exercises: values.exercises.map((exercise) => ({ ...exercise, id: null })) };
    }),
  );
  const programs = body.programs ?? [];
  return { workouts, customExercises, goals, routines, programs };
}

/** An import row as read (the record's columns): the wire ImportRecord with its timestamps as Dates. */
export type ImportRow = Omit<ImportRecord, 'created_at' | 'finished_at'> & { created_at: Date; finished_at: Date | null };

/** An import row as the wire ImportRecord. */
export function toImportRecord(row: ImportRow): ImportRecord {
  return { ...row, created_at: row.created_at.toISOString(), finished_at: row.finished_at === null ? null : row.finished_at.toISOString() };
}
