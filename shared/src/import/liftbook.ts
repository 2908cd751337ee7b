// Liftbook's own exports (GET /api/export), read back so that an export imported into another
// account gives the same log: the CSV (one row per set under a fixed header, recognised by
// detect-layout.ts like the other apps' files) and the JSON (`"format": "liftbook"`, `"version": 1`,
// with custom exercises and goals besides the sessions). Both keep what other apps' files lack:
// an exercise's variation and type, a set's notes, a weight of 0, sessions without exercises and
// exercises without sets. The api writes them (api/src/modules/export/export-format.ts); the
// round-trip test there holds both sides to each other.
import type {
  ExerciseType,
  GoalInput,
  GoalStatus,
  ImportPlannedSetInput,
  ImportProgramInput,
  ImportRoutineInput,
  ProgramKey,
  ProgressionRule,
  RoutineSet,
  SetKind,
  WeightUnit,
} from '@liftbook/shared/contract';

import { EXERCISE_TYPES, GOAL_STATUSES } from '../domain/constants';
import {
  CSV_FIRST_COLUMNS,
  CSV_LATER_COLUMNS,
  MAX_SET_DISTANCE_M,
  MAX_SET_DURATION_MS,
  MAX_SET_REPS,
  MAX_SET_WEIGHT,
  MS_PER_SECOND,
  ROUTINE_SET_KINDS,
  SET_KINDS,
  SET_RPE,
  WEIGHT_UNITS,
} from '../set-rules';
import type { ExerciseHead, RowReading, WorkoutHead } from './build-plan';
import { CellError, readDate, readNumber } from './cells';
import type { ImportExercise, ImportPlan, ImportSet, ImportWorkout, ImportWorkoutLinks } from './import-plan';
import { ImportFileError } from './import-plan';
import type { RecogniseLayout, SourceReader } from './source-reader';

export const LIFTBOOK_FORMAT = 'liftbook';
export const LIFTBOOK_VERSION = 1;

const MAX_SET_SECONDS = MAX_SET_DURATION_MS / MS_PER_SECOND;

const oneOf = <T extends string>(list: readonly T[], text: string): T | undefined => list.find((item) => item === text);
const words = (list: readonly string[]): string => `${list.slice(0, -1).join(', ')} or ${list.at(-1) ?? ''}`;

// ---------------------------------------------------------------------------------------------
// CSV

/**
 * A text cell as written: the export puts an apostrophe before a cell that a spreadsheet would run
 * as a formula (and before one that starts with an apostrophe), so exactly one comes off.
 */
export function liftbookText(cell: string): string {
  return cell.startsWith("'") ? cell.slice(1) : cell;
}

/** A number cell between bounds (0 kept: a 0 lbs set is a real set); '' → null. */
function bounded(text: string, column: string, max: number, integer = false): number | null {
  const value = readNumber(text, column);
  if (value === null) return null;
  if (value < 0 || value > max) throw new CellError(`${column} ${text} is outside 0 to ${max}`);
  if (integer && !Number.isInteger(value)) throw new CellError(`${column} "${text}" is not a whole number`);
  return value;
}

/** The most superset groups a session's exercises carry (the api's bound). */
const SUPERSET_GROUP_MAX = 30;

/** An instant with its zone as the export writes it (`2026-03-01T09:30:00.000Z`); '' → null. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;

function isInstant(value: string): boolean {
  return INSTANT.test(value) && !Number.isNaN(Date.parse(value));
}

function instantCell(text: string, column: string): string | null {
  if (text === '') return null;
  if (!isInstant(text)) throw new CellError(`${column} "${text}" is not a time like 2026-03-01T09:30:00.000Z`);
  return text;
}

function enumCell<T extends string>(list: readonly T[], text: string, column: string): T {
  const value = oneOf(list, text);
  if (value === undefined) throw new CellError(`${column} "${text}" is not ${words(list)}`);
  return value;
}

export const recogniseLiftbookCsv: RecogniseLayout = (columns) => {
  if (!CSV_FIRST_COLUMNS.every((name) => columns.has(name))) return null;
  const reader: SourceReader = {
    source: 'liftbook',
    layout: 'Liftbook CSV export',
    read(row): RowReading {
      const cell = (name: (typeof CSV_FIRST_COLUMNS)[number] | (typeof CSV_LATER_COLUMNS)[number]): string =>
        columns.has(name) ? columns.cell(row, name) : '';
      const text = (name: (typeof CSV_FIRST_COLUMNS)[number]): string => liftbookText(cell(name));
      const session = cell('session');
      if (!/^\d+$/.test(session)) throw new CellError(`session "${session}" is not a session number`);
      const dateText = cell('session_date');
      const workout: WorkoutHead = {
        key: session,
        dateText,
        startedAt: readDate(dateText, 'session_date'),
        name: text('session_type'),
        notes: text('session_notes'),
        durationSeconds: null,
      };
      if (columns.has('session_started_at')) {
        workout.links = {
          startedAt: instantCell(cell('session_started_at'), 'session_started_at'),
          finishedAt: instantCell(cell('session_finished_at'), 'session_finished_at'),
          routine: null,
        };
      }
      const position = cell('exercise_position');
      if (position === '') {
        if (cell('exercise') !== '' || cell('set_number') !== '') throw new CellError('exercise_position is empty on a row with an exercise');
        return { kind: 'empty', workout, exercise: null };
      }
      if (!/^\d+$/.test(position)) throw new CellError(`exercise_position "${position}" is not a whole number`);
      const name = text('exercise');
      if (name === '') throw new CellError('exercise is empty');
      const variation = text('variation');
      const exercise: ExerciseHead = {
        key: position,
        name,
        notes: text('exercise_notes'),
        superset: null,
        variation: variation === '' ? null : variation,
        type: enumCell<ExerciseType>(EXERCISE_TYPES, cell('exercise_type'), 'exercise_type'),
      };
      if (columns.has('superset_group')) {
        const group = bounded(cell('superset_group'), 'superset_group', SUPERSET_GROUP_MAX, true);
        exercise.supersetGroup = group === 0 ? null : group;
      }
      const setNumber = cell('set_number');
      if (setNumber === '') return { kind: 'empty', workout, exercise };
      if (!/^\d+$/.test(setNumber)) throw new CellError(`set_number "${setNumber}" is not a whole number`);
      const unitText = cell('weight_unit');
      const weight = bounded(cell('weight'), 'weight', MAX_SET_WEIGHT);
      const seconds = bounded(cell('duration_seconds'), 'duration_seconds', MAX_SET_SECONDS);
      const rpe = readNumber(cell('rpe'), 'rpe');
      if (rpe !== null && (rpe < SET_RPE.min || rpe > SET_RPE.max || !Number.isInteger(rpe / SET_RPE.step)))
        throw new CellError(`rpe "${cell('rpe')}" is not an RPE from ${SET_RPE.min} to ${SET_RPE.max} in halves`);
      const distance = bounded(cell('distance_m'), 'distance_m', MAX_SET_DISTANCE_M);
      const notes = text('set_notes');
      return {
        kind: 'set',
        workout,
        exercise,
        order: Number(setNumber),
        set: {
          kind: enumCell<SetKind>(SET_KINDS, cell('kind'), 'kind'),
          weight,
          weightUnit: unitText === '' ? null : enumCell<WeightUnit>(WEIGHT_UNITS, unitText, 'weight_unit'),
          reps: bounded(cell('reps'), 'reps', MAX_SET_REPS, true),
          durationSeconds: seconds,
          distance,
          distanceUnit: distance === null ? null : 'm',
          rpe,
          notes: notes === '' ? null : notes,
        },
      };
    },
  };
  return reader;
};

// ---------------------------------------------------------------------------------------------
// JSON

/** Whether a parsed JSON document says it is a Liftbook export (of any version). */
export function isLiftbookExport(value: unknown): value is { format: typeof LIFTBOOK_FORMAT } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && (value as { format?: unknown }).format === LIFTBOOK_FORMAT;
}

const found = (value: unknown): string => {
  if (value === undefined) return 'missing';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

function malformed(path: string, value: unknown, expected: string): ImportFileError {
  return new ImportFileError('malformed', `This Liftbook export cannot be read: ${path} is ${found(value)}; expected ${expected}.`);
}

type JsonObject = Record<string, unknown>;

function object(value: unknown, path: string): JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw malformed(path, value, 'an object');
  return value as JsonObject;
}

function array(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw malformed(path, value, 'a list');
  return value;
}

function text(value: unknown, path: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw malformed(path, value, 'a text');
  return value;
}

function optionalText(value: unknown, path: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw malformed(path, value, 'a text or null');
  return value;
}

function optionalNumber(value: unknown, path: string, max: number, kind: 'number' | 'whole' | 'halves' = 'number', min = 0): number | null {
  if (value === null || value === undefined) return null;
  const fits = typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
  const shaped = kind === 'whole' ? Number.isInteger(value) : kind === 'halves' ? Number.isInteger((value as number) * 2) : true;
  if (!fits || !shaped) {
    const what = kind === 'whole' ? 'a whole number' : kind === 'halves' ? 'a number in halves' : 'a number';
    throw malformed(path, value, `${what} from ${min} to ${max}, or null`);
  }
  return value as number;
}

function choice<T extends string>(list: readonly T[], value: unknown, path: string): T {
  const picked = typeof value === 'string' ? oneOf(list, value) : undefined;
  if (picked === undefined) throw malformed(path, value, words(list.map((item) => `"${item}"`)));
  return picked;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day, `YYYY-MM-DD` (Date.parse alone would take 2026-02-30 as March 2nd). */
function calendarDate(value: unknown, path: string): string {
  const time = typeof value === 'string' && CALENDAR_DATE.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  const real = !Number.isNaN(time) && new Date(time).toISOString().startsWith(value as string);
  if (!real) throw malformed(path, value, 'a date like 2026-03-01');
  return value as string;
}

function readJsonSet(value: unknown, path: string, line: number): ImportSet {
  const set = object(value, path);
  const weight = optionalNumber(set.weight, `${path}.weight`, MAX_SET_WEIGHT);
  const unit = set.weight_unit === null || set.weight_unit === undefined ? null : choice<WeightUnit>(WEIGHT_UNITS, set.weight_unit, `${path}.weight_unit`);
  const ms = optionalNumber(set.duration_ms, `${path}.duration_ms`, MAX_SET_DURATION_MS, 'whole');
  const distance = optionalNumber(set.distance_m, `${path}.distance_m`, MAX_SET_DISTANCE_M);
  return {
    line,
    kind: choice<SetKind>(SET_KINDS, set.kind, `${path}.kind`),
    weight,
    weightUnit: unit,
    reps: optionalNumber(set.reps, `${path}.reps`, MAX_SET_REPS, 'whole'),
    durationSeconds: ms === null ? null : ms / MS_PER_SECOND,
    distance,
    distanceUnit: distance === null ? null : 'm',
    distanceMeters: distance,
    rpe: optionalNumber(set.rpe, `${path}.rpe`, SET_RPE.max, 'halves', SET_RPE.min),
    notes: optionalText(set.notes, `${path}.notes`),
  };
}

function readJsonPlannedSet(value: unknown, path: string): ImportPlannedSetInput {
  const set = object(value, path);
  const skipped = set.skipped ?? false;
  if (typeof skipped !== 'boolean') throw malformed(`${path}.skipped`, skipped, 'true or false');
  return {
    kind: choice<SetKind>(SET_KINDS, set.kind, `${path}.kind`),
    weight: optionalNumber(set.weight, `${path}.weight`, MAX_SET_WEIGHT),
    weight_unit: set.weight_unit === null || set.weight_unit === undefined ? null : choice<WeightUnit>(WEIGHT_UNITS, set.weight_unit, `${path}.weight_unit`),
    reps: optionalNumber(set.reps, `${path}.reps`, MAX_SET_REPS, 'whole'),
    reps_max: optionalNumber(set.reps_max, `${path}.reps_max`, MAX_SET_REPS, 'whole', 1),
    duration: optionalNumber(set.duration_ms, `${path}.duration_ms`, MAX_SET_DURATION_MS, 'whole', 1),
    distance: optionalNumber(set.distance_m, `${path}.distance_m`, MAX_SET_DISTANCE_M),
    rpe: optionalNumber(set.rpe, `${path}.rpe`, SET_RPE.max, 'halves', SET_RPE.min),
    rest_seconds: optionalNumber(set.rest_seconds, `${path}.rest_seconds`, 3600, 'whole'),
    skipped,
  };
}

function readJsonExercise(value: unknown, path: string, line: number): ImportExercise {
  const exercise = object(value, path);
  const notes = optionalText(exercise.notes, `${path}.notes`);
  return {
    name: text(exercise.name, `${path}.name`),
    notes: notes === null || notes.trim() === '' ? [] : [notes],
    superset: null,
    supersetGroup: optionalNumber(exercise.superset_group, `${path}.superset_group`, SUPERSET_GROUP_MAX, 'whole', 1),
    variation: optionalText(exercise.variation, `${path}.variation`),
    type: choice<ExerciseType>(EXERCISE_TYPES, exercise.type, `${path}.type`),
    sets: array(exercise.sets, `${path}.sets`).map((set, index) => readJsonSet(set, `${path}.sets[${index}]`, line)),
    plannedSets: array(exercise.planned_sets ?? [], `${path}.planned_sets`).map((set, index) => readJsonPlannedSet(set, `${path}.planned_sets[${index}]`)),
  };
}

function optionalInstant(value: unknown, path: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || !isInstant(value)) throw malformed(path, value, 'a time like "2026-03-01T09:30:00.000Z", or null');
  return value;
}

/** A session's clock and routine; an export older than them has none (all null). */
function readJsonLinks(session: JsonObject, path: string): ImportWorkoutLinks {
  return {
    startedAt: optionalInstant(session.started_at, `${path}.started_at`),
    finishedAt: optionalInstant(session.finished_at, `${path}.finished_at`),
    routine: optionalText(session.routine, `${path}.routine`),
  };
}

function readJsonSession(value: unknown, index: number): ImportWorkout {
  const path = `sessions[${index}]`;
  const session = object(value, path);
  const date = calendarDate(session.session_date, `${path}.session_date`);
  const notes = optionalText(session.notes, `${path}.notes`);
  const line = index + 1;
  return {
    line,
    dateText: date,
    startedAt: date,
    name: text(session.session_type, `${path}.session_type`),
    notes: notes === null || notes.trim() === '' ? [] : [notes],
    durationSeconds: null,
    exercises: array(session.exercises, `${path}.exercises`).map((exercise, position) => readJsonExercise(exercise, `${path}.exercises[${position}]`, line)),
    links: readJsonLinks(session, path),
  };
}

function readJsonGoal(value: unknown, index: number): GoalInput {
  const path = `goals[${index}]`;
  const goal = object(value, path);
  return {
    exercise_name: text(goal.exercise_name, `${path}.exercise_name`),
    current_weight: optionalNumber(goal.current_weight, `${path}.current_weight`, MAX_SET_WEIGHT),
    current_reps: optionalNumber(goal.current_reps, `${path}.current_reps`, MAX_SET_REPS, 'whole'),
    target_weight: optionalNumber(goal.target_weight, `${path}.target_weight`, MAX_SET_WEIGHT),
    target_reps: optionalNumber(goal.target_reps, `${path}.target_reps`, MAX_SET_REPS, 'whole'),
    target_date: calendarDate(goal.target_date, `${path}.target_date`),
    status: choice<GoalStatus>(GOAL_STATUSES, goal.status, `${path}.status`),
  };
}

const PROGRESSION_KINDS: ReadonlyArray<ProgressionRule['kind']> = ['linear', 'double', 'training_max'];

function readProgression(value: unknown, path: string): ProgressionRule | null {
  if (value === null || value === undefined) return null;
  const rule = object(value, path);
  const kind = choice(PROGRESSION_KINDS, rule.kind, `${path}.kind`);
  const increment = optionalNumber(rule.increment, `${path}.increment`, 100) ?? 0;
  if (kind !== 'linear') return { kind, increment };
  return {
    kind,
    increment,
    deload_percent: optionalNumber(rule.deload_percent, `${path}.deload_percent`, 50, 'number', 1) ?? 0,
    deload_after: optionalNumber(rule.deload_after, `${path}.deload_after`, 10, 'whole', 1) ?? 0,
  };
}

function readRoutineSet(value: unknown, path: string): RoutineSet {
  const set = object(value, path);
  return {
    kind: choice(ROUTINE_SET_KINDS, set.kind, `${path}.kind`),
    reps_min: optionalNumber(set.reps_min, `${path}.reps_min`, MAX_SET_REPS, 'whole', 1),
    reps_max: optionalNumber(set.reps_max, `${path}.reps_max`, MAX_SET_REPS, 'whole', 1),
    weight: optionalNumber(set.weight, `${path}.weight`, MAX_SET_WEIGHT),
    percent_of_tm: optionalNumber(set.percent_of_tm, `${path}.percent_of_tm`, 150, 'number', 1),
    duration: optionalNumber(set.duration, `${path}.duration`, MAX_SET_DURATION_MS, 'whole', 1),
    distance: optionalNumber(set.distance, `${path}.distance`, MAX_SET_DISTANCE_M),
    rpe: optionalNumber(set.rpe, `${path}.rpe`, SET_RPE.max, 'halves', SET_RPE.min),
    rest_seconds: optionalNumber(set.rest_seconds, `${path}.rest_seconds`, 3600, 'whole'),
  };
}

/** A routine of the export (issue 30), as the import sends it; the api checks it again in full. */
function readJsonRoutine(value: unknown, index: number): ImportRoutineInput {
  const path = `routines[${index}]`;
  const routine = object(value, path);
  return {
    name: text(routine.name, `${path}.name`),
    exercises: array(routine.exercises, `${path}.exercises`).map((entry, e) => {
      const at = `${path}.exercises[${e}]`;
      const exercise = object(entry, at);
      return {
        name: text(exercise.name, `${at}.name`),
        type: choice<ExerciseType>(EXERCISE_TYPES, exercise.type, `${at}.type`),
        variation: optionalText(exercise.variation, `${at}.variation`),
        note: optionalText(exercise.note, `${at}.note`),
        superset_group: optionalNumber(exercise.superset_group, `${at}.superset_group`, 30, 'whole', 1),
        weight_unit: choice<WeightUnit>(WEIGHT_UNITS, exercise.weight_unit, `${at}.weight_unit`),
        training_max: optionalNumber(exercise.training_max, `${at}.training_max`, MAX_SET_WEIGHT),
        progression: readProgression(exercise.progression, `${at}.progression`),
        failures: optionalNumber(exercise.failures, `${at}.failures`, 1000, 'whole') ?? 0,
        cycle_week: optionalNumber(exercise.cycle_week, `${at}.cycle_week`, 52, 'whole', 1) ?? 1,
        sets: array(exercise.sets, `${at}.sets`).map((set, j) => readRoutineSet(set, `${at}.sets[${j}]`)),
      };
    }),
  };
}

const PROGRAM_KEYS: readonly ProgramKey[] = ['five-by-five', 'push-pull-legs', 'five-three-one'];

/** A program of the export: its routines by name in order; the api checks it again. */
function readJsonProgram(value: unknown, index: number): ImportProgramInput {
  const path = `programs[${index}]`;
  const program = object(value, path);
  return {
    name: text(program.name, `${path}.name`),
    built_in: program.built_in === null || program.built_in === undefined ? null : choice(PROGRAM_KEYS, program.built_in, `${path}.built_in`),
    routines: array(program.routines, `${path}.routines`).map((name, r) => text(name, `${path}.routines[${r}]`)),
    next: optionalText(program.next, `${path}.next`),
  };
}

/**
 * A parsed Liftbook JSON export → a plan (source 'liftbook', nothing to ask: every weight carries
 * its unit). Refuses another version, and any value it cannot read, naming its path
 * (`sessions[3].exercises[0].sets[2].reps`): a machine-written file that does not read as written
 * is not guessed at. A workout's and a set's `line` is the session's number in the file (1 = first).
 */
export function readLiftbookJson(value: unknown): ImportPlan {
  const file = object(value, 'the file');
  if (file.version !== LIFTBOOK_VERSION) {
    throw new ImportFileError(
      'unknown-layout',
      `This Liftbook export is version ${found(file.version)}; this Liftbook reads version ${LIFTBOOK_VERSION}. Export again from the Liftbook you want to import into, or import its CSV export.`,
    );
  }
  const customExercises = array(file.custom_exercises ?? [], 'custom_exercises').map((entry, index) =>
    text(object(entry, `custom_exercises[${index}]`).name, `custom_exercises[${index}].name`),
  );
  const goals = array(file.goals ?? [], 'goals').map(readJsonGoal);
  const routines = array(file.routines ?? [], 'routines').map(readJsonRoutine);
  const programs = array(file.programs ?? [], 'programs').map(readJsonProgram);
  const workouts = array(file.sessions, 'sessions').map(readJsonSession);
  const weightUnit = choice<WeightUnit>(WEIGHT_UNITS, file.weight_unit, 'weight_unit');
  return {
    source: 'liftbook',
    layout: `Liftbook JSON export, version ${LIFTBOOK_VERSION}`,
    needsUnit: false,
    workouts,
    skipped: [],
    customExercises,
    goals,
    routines,
    programs,
    weightUnit,
  };
}
