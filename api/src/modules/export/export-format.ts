// What an export file says, byte for byte: Liftbook's CSV (one row per set, a fixed header) and
// JSON (format "liftbook", version 1). Pure: the rows come in (in order, as queries.ts reads them)
// and text comes out, one piece at a time, so the route can stream any history without holding it.
// The reader that takes these files back is shared/src/import/liftbook.ts (both take the header
// from @liftbook/shared/set-rules), and the round-trip test holds both sides to each other.
import type { ExerciseType, GoalInput, RoutineExerciseInput, RoutineInput, SetKind, WeightUnit } from '@liftbook/shared/contract';
import { CSV_COLUMNS, MS_PER_SECOND } from '@liftbook/shared/set-rules';
import Papa from 'papaparse';
import type { SetValues } from '../sets/schemas.js';

export const EXPORT_FORMAT = 'liftbook';
export const EXPORT_VERSION = 1;

/** One row of the export query: a set with its exercise and session, or a session or exercise with nothing under it. */
export interface ExportRow {
  session_id: number;
  session_date: string;
  session_type: string;
  session_notes: string | null;
  /** When the first set was logged and when Finish was pressed, ISO 8601 in UTC; null when not. */
  started_at: string | null;
  finished_at: string | null;
  /** The routine the session was started from, by name (ids do not travel); null when none. */
  routine: string | null;
  exercise_id: number | null;
  exercise_name: string | null;
  variation: string | null;
  exercise_type: ExerciseType | null;
  exercise_notes: string | null;
  superset_group: number | null;
  /** The exercise's planned sets not logged, by position (the same on each of its rows); null when none. */
  planned_sets: ExportPlannedSet[] | null;
  set_number: number | null;
  kind: SetKind | null;
  weight: number | null;
  weight_unit: WeightUnit | null;
  reps: number | null;
  duration_ms: number | null;
  distance_m: number | null;
  rpe: number | null;
  set_notes: string | null;
}

/** A planned set not logged (a plan, counted nowhere): its targets, and whether Finish kept it as skipped. */
export interface ExportPlannedSet {
  kind: SetKind;
  weight: number | null;
  weight_unit: WeightUnit | null;
  reps: number | null;
  reps_max: number | null;
  duration_ms: number | null;
  distance_m: number | null;
  rpe: number | null;
  rest_seconds: number | null;
  skipped: boolean;
}

/** A program as the JSON export writes it: its routines by name, in order, and the one next (null: the first). */
export interface ExportProgram {
  name: string;
  built_in: string | null;
  routines: string[];
  next: string | null;
}

/** A goal as the JSON export writes it: the body that creates it again (its target date may have passed). */
export type ExportGoal = GoalInput;

/**
 * A routine as the JSON export writes it: the body that creates it again (each exercise by name,
 * ids do not travel), with each exercise's progression state beside it.
 */
export interface ExportRoutine extends Omit<RoutineInput, 'exercises'> {
  exercises: Array<Omit<RoutineExerciseInput, 'dictionary_exercise_id' | 'name'> & { name: string; failures: number; cycle_week: number }>;
}

/** What the JSON export holds besides its sessions. */
export interface ExportHead {
  exportedAt: Date;
  weightUnit: WeightUnit;
  customExercises: string[];
  goals: ExportGoal[];
  routines: ExportRoutine[];
  programs: ExportProgram[];
}

// Written by papaparse (the same library reads the files back). A cell a spreadsheet would run as a
// formula (=, +, -, @, or a leading tab or carriage return) gets a leading apostrophe, which
// spreadsheets take as "text" and do not show (papaparse's escapeFormulae); a cell already starting
// with an apostrophe gets one too, so a reader removes exactly one and every text comes back as it
// was. Numbers are never touched (a negative number stays a number).
const FORMULA_START = /^[=+\-@\t\r']/;
const CSV_OPTIONS: Papa.UnparseConfig = { newline: '\r\n', escapeFormulae: FORMULA_START };

/** The cells of one record, without its line end: formulas neutralised, quoted as RFC 4180 says. */
const cells = (values: ReadonlyArray<string | number | null>): string => Papa.unparse([[...values]], CSV_OPTIONS);

/** One CSV record, CRLF-terminated (RFC 4180). */
export function csvLine(values: ReadonlyArray<string | number | null>): string {
  return `${cells(values)}\r\n`;
}

export const CSV_HEADER_LINE = csvLine(CSV_COLUMNS);

/** The blank cells between a session's four and its times, on the row of a session without exercises. */
const EMPTY_AFTER_SESSION = ','.repeat(CSV_COLUMNS.length - 4 - 3);

const seconds = (ms: number | null): number | null => (ms === null ? null : ms / MS_PER_SECOND);

/**
 * Turns the ordered rows into CSV records: `session` numbers the sessions 1..n in file order (two
 * sessions of one day and type stay apart) and `exercise_position` the exercises 1..n within each;
 * a session without exercises, or an exercise without sets, is one row with the rest blank.
 */
export class CsvRows {
  private session = 0;
  private lastSessionId: number | null = null;
  private position = 0;
  private lastExerciseId: number | null = null;
  // A session's and an exercise's cells are the same on each of their rows: written once each.
  private sessionCells = '';
  private timeCells = '';
  private exerciseCells = '';

  line(row: ExportRow): string {
    if (row.session_id !== this.lastSessionId) {
      this.lastSessionId = row.session_id;
      this.session += 1;
      this.position = 0;
      this.lastExerciseId = null;
      this.sessionCells = cells([this.session, row.session_date, row.session_type, row.session_notes]);
      this.timeCells = cells([row.started_at, row.finished_at]);
    }
    if (row.exercise_id === null) return `${this.sessionCells}${EMPTY_AFTER_SESSION},${this.timeCells},\r\n`;
    if (row.exercise_id !== this.lastExerciseId) {
      this.lastExerciseId = row.exercise_id;
      this.position += 1;
      this.exerciseCells = cells([this.position, row.exercise_name, row.variation, row.exercise_type, row.exercise_notes]);
    }
    const set = cells([row.set_number, row.kind, row.weight, row.weight_unit, row.reps, seconds(row.duration_ms), row.distance_m, row.rpe, row.set_notes]);
    return `${this.sessionCells},${this.exerciseCells},${set},${this.timeCells},${row.superset_group ?? ''}\r\n`;
  }
}

/** A set as the JSON export writes it: the columns its row stores. */
type JsonSet = SetValues;

/** An exercise as the JSON export writes it (and as an import stages it). */
export interface ExportExercise {
  name: string;
  variation: string | null;
  type: ExerciseType;
  notes: string | null;
  superset_group: number | null;
  sets: JsonSet[];
  planned_sets: ExportPlannedSet[];
}

interface JsonSession {
  session_date: string;
  session_type: string;
  notes: string | null;
  started_at: string | null;
  finished_at: string | null;
  routine: string | null;
  exercises: ExportExercise[];
}

/** The JSON document up to its sessions array, opened. */
export function jsonOpening(head: ExportHead): string {
  const fields = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: head.exportedAt.toISOString(),
    weight_unit: head.weightUnit,
    custom_exercises: head.customExercises.map((name) => ({ name })),
    goals: head.goals,
    routines: head.routines,
    programs: head.programs,
  };
  // `{…,"programs":[…]}` without its closing brace, then the sessions array.
  return `${JSON.stringify(fields).slice(0, -1)},\n"sessions":[\n`;
}

export const JSON_CLOSING = '\n]}\n';

/**
 * Gathers the ordered rows into sessions and hands each one out, as JSON text, once its last row
 * has been seen (`add`), the last one by `flush`. One session per line, comma-separated.
 */
export class JsonSessions {
  private current: { id: number; session: JsonSession; exerciseId: number | null } | null = null;
  private written = 0;

  /** The previous session's text when `row` starts a new one, else ''. */
  add(row: ExportRow): string {
    let out = '';
    if (this.current === null || this.current.id !== row.session_id) {
      out = this.flush();
      this.current = {
        id: row.session_id,
        session: {
          session_date: row.session_date,
          session_type: row.session_type,
          notes: row.session_notes,
          started_at: row.started_at,
          finished_at: row.finished_at,
          routine: row.routine,
          exercises: [],
        },
        exerciseId: null,
      };
    }
    const current = this.current;
    if (row.exercise_id === null || row.exercise_name === null || row.exercise_type === null) return out;
    if (current.exerciseId !== row.exercise_id) {
      current.exerciseId = row.exercise_id;
      current.session.exercises.push({
        name: row.exercise_name,
        variation: row.variation,
        type: row.exercise_type,
        notes: row.exercise_notes,
        superset_group: row.superset_group,
        sets: [],
        planned_sets: row.planned_sets ?? [],
      });
    }
    if (row.set_number === null || row.kind === null) return out;
    current.session.exercises.at(-1)?.sets.push({
      kind: row.kind,
      weight: row.weight,
      weight_unit: row.weight_unit,
      reps: row.reps,
      duration_ms: row.duration_ms,
      distance_m: row.distance_m,
      rpe: row.rpe,
      notes: row.set_notes,
    });
    return out;
  }

  /** The session being gathered, as text ('' when none). */
  flush(): string {
    if (this.current === null) return '';
    const text = `${this.written > 0 ? ',\n' : ''}${JSON.stringify(this.current.session)}`;
    this.written += 1;
    this.current = null;
    return text;
  }
}
