// Reading one cell of an export: numbers (with float noise removed), local dates, workout
// durations. A cell that cannot be read throws a CellError whose message names the column,
// what was expected and what was found; the plan builder records it against the row's line.
import { MAX_SET_DURATION_MS, MAX_SET_REPS, MAX_SET_WEIGHT as MAX_WEIGHT, MS_PER_SECOND } from '../set-rules';
import { cleanFloat } from './import-plan';

export class CellError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CellError';
  }
}

/** Column name → index, looked up trimmed and case-insensitively. */
export class Columns {
  private readonly indexByName = new Map<string, number>();

  constructor(readonly names: readonly string[]) {
    names.forEach((name, index) => {
      const key = name.trim().toLowerCase();
      if (!this.indexByName.has(key)) this.indexByName.set(key, index);
    });
  }

  has(name: string): boolean {
    return this.indexByName.has(name.toLowerCase());
  }

  /** The first of `names` the header has, or null. */
  find(...names: string[]): string | null {
    return names.find((name) => this.has(name)) ?? null;
  }

  /** The trimmed cell of `row` under column `name` ('' when the header lacks the column). */
  cell(row: readonly string[], name: string | null): string {
    if (name === null) return '';
    const index = this.indexByName.get(name.toLowerCase());
    return index === undefined ? '' : (row[index] ?? '').trim();
  }
}

const NUMBER = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * A number cell: '' → null; a decimal point or a decimal comma (semicolon-separated exports from
 * comma-decimal locales); float noise removed. Throws when the text is not a number.
 */
export function readNumber(text: string, column: string): number | null {
  if (text === '') return null;
  if (!NUMBER.test(text)) throw new CellError(`${column} "${text}" is not a number`);
  return cleanFloat(Number(text.replace(',', '.')));
}

/** A number that means "unused" when 0 (Strong writes 0 for an empty Distance or Seconds). */
export function readOptional(text: string, column: string): number | null {
  const value = readNumber(text, column);
  return value === 0 ? null : value;
}

export function readWeight(text: string, column: string): number | null {
  const value = readOptional(text, column);
  if (value === null) return null;
  if (value < 0 || value > MAX_WEIGHT) throw new CellError(`${column} ${text} is outside 0 to ${MAX_WEIGHT}`);
  return value;
}

export function readReps(text: string, column: string): number | null {
  const value = readNumber(text, column);
  if (value === null) return null;
  if (!Number.isInteger(value) || value < 0) throw new CellError(`${column} "${text}" is not a whole number of reps`);
  if (value > MAX_SET_REPS) throw new CellError(`${column} ${text} is more than ${MAX_SET_REPS}`);
  return value;
}

export function readSeconds(text: string, column: string): number | null {
  const value = readOptional(text, column);
  if (value === null) return null;
  if (value < 0 || value * MS_PER_SECOND > MAX_SET_DURATION_MS) throw new CellError(`${column} ${text} is not a duration between 0 and 24 hours`);
  return value;
}

export function readDistance(text: string, column: string): number | null {
  const value = readOptional(text, column);
  if (value !== null && value < 0) throw new CellError(`${column} ${text} is negative`);
  return value;
}

/** RPE: blank, or 1 to 10 in steps of a half (0 means unused). */
export function readRpe(text: string, column: string): number | null {
  const value = readOptional(text, column);
  if (value === null) return null;
  if (value < 1 || value > 10 || !Number.isInteger(value * 2)) throw new CellError(`${column} "${text}" is not an RPE from 1 to 10 in halves`);
  return value;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (n: number): string => String(n).padStart(2, '0');

function monthNumber(name: string): number | null {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return index === -1 ? null : index + 1;
}

function to24(hour: number, meridiem: string | undefined): number | null {
  if (meridiem === undefined) return hour <= 23 ? hour : null;
  if (hour < 1 || hour > 12) return null;
  const pm = meridiem.toLowerCase() === 'p';
  return (hour % 12) + (pm ? 12 : 0);
}

function localDateTime(year: number, month: number | null, day: number, hour: number | null, minute: number, second: number): string | null {
  if (month === null || hour === null || month < 1 || month > 12 || minute > 59 || second > 59) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) return null;
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

// Strong: 2025-01-30 18:34:56, or 12-hour with a (narrow) no-break space: 2025-01-30 6:34:56 pm.
const ISO_LIKE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:[\s\u202f\u00a0]*([ap])\.?m\.?)?)?$/i;
// Hevy: 7 Apr 2026, 10:14
const DAY_MONTH_YEAR = /^(\d{1,2}) ([a-z]{3,9})\.? (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?(?:[\s\u202f\u00a0]*([ap])\.?m\.?)?$/i;
// Hevy (other locales): May 15, 2026, 7:26 PM
const MONTH_DAY_YEAR = /^([a-z]{3,9})\.? (\d{1,2}),? (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?(?:[\s\u202f\u00a0]*([ap])\.?m\.?)?$/i;

/**
 * A local date-time as the exports write it → `YYYY-MM-DDTHH:MM:SS` (no zone: the lifter's
 * wall clock), or `YYYY-MM-DD` when the cell has no time (FitNotes). Throws when unreadable.
 */
export function readDate(text: string, column: string): string {
  let result: string | null = null;
  let match = ISO_LIKE.exec(text);
  if (match) {
    const [, y, mo, d, h, mi, s, ap] = match;
    if (h === undefined) {
      const full = localDateTime(Number(y), Number(mo), Number(d), 0, 0, 0);
      result = full === null ? null : full.slice(0, 10);
    } else {
      result = localDateTime(Number(y), Number(mo), Number(d), to24(Number(h), ap), Number(mi), Number(s ?? 0));
    }
  } else if ((match = DAY_MONTH_YEAR.exec(text))) {
    const [, d, mo, y, h, mi, s, ap] = match;
    result = localDateTime(Number(y), monthNumber(mo ?? ''), Number(d), to24(Number(h), ap), Number(mi), Number(s ?? 0));
  } else if ((match = MONTH_DAY_YEAR.exec(text))) {
    const [, mo, d, y, h, mi, s, ap] = match;
    result = localDateTime(Number(y), monthNumber(mo ?? ''), Number(d), to24(Number(h), ap), Number(mi), Number(s ?? 0));
  }
  if (result === null) throw new CellError(`${column} "${text}" is not a date like 2025-01-30 18:34:56 or 7 Apr 2026, 10:14`);
  return result;
}

/** Seconds between two local date-times from readDate (same wall clock). */
export function secondsBetween(start: string, end: string): number {
  const ms = (value: string): number => Date.parse(`${value.length === 10 ? `${value}T00:00:00` : value}Z`);
  return Math.round((ms(end) - ms(start)) / MS_PER_SECOND);
}

const DURATION_TEXT = /^(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?\s*(?:(\d+)\s*s)?$/i;
const CLOCK = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/;

/**
 * A workout's length: Strong's text (`1h 6m`, `51m`, `20s`), whole seconds (`3459`), or a clock
 * (`1:05:00`); blank or 0 → null.
 */
export function readDuration(text: string, column: string): number | null {
  if (text === '') return null;
  let seconds: number | null = null;
  const clock = CLOCK.exec(text);
  if (/^\d+(\.\d+)?$/.test(text)) seconds = Math.round(Number(text));
  else if (clock) seconds = Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  else {
    const match = DURATION_TEXT.exec(text);
    if (match && (match[1] ?? match[2] ?? match[3]) !== undefined) seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  }
  if (seconds === null) throw new CellError(`${column} "${text}" is not a duration like 1h 5m, 45m or 3600`);
  return seconds === 0 ? null : seconds;
}
