// Sessions on the wire: JSON schemas that validate what comes in and serialize what goes out,
// plus the checks a schema cannot express (a real date, within sensible bounds).
import type { CalendarQuery, SessionInput } from '@liftbook/shared/contract';
import { errorSchema } from '../../http/error-handler.js';
import { ValidationError } from '../../http/errors.js';
import { idParamsSchema, idSchema, noContentSchema } from '../../http/params.js';
import { blankToNull } from '../../http/trim.js';
import { parseCalendarDate } from '../../lib/calendar-date.js';
import { calendarExerciseSchema } from '../exercises/schemas.js';

export const SESSION_TYPE_MAX = 100;
export const SESSION_NOTES_MAX = 2000;
export const EARLIEST_SESSION_DATE = '1900-01-01';
/** The longest calendar range, in days counting both ends: a whole (leap) year. */
export const CALENDAR_MAX_DAYS = 366;

export const sessionSchema = {
  type: 'object',
  required: ['id', 'session_date', 'session_type', 'notes', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'integer' },
    session_date: { type: 'string', format: 'date-time', description: 'The day, as UTC midnight.' },
    session_type: { type: 'string' },
    notes: { type: ['string', 'null'] },
    private: { type: 'boolean', description: 'Never shown in any group.' },
    routine_id: { type: ['integer', 'null'], description: 'The routine it was started from; null when none (or that routine was deleted).' },
    started_at: { type: ['string', 'null'], format: 'date-time', description: 'When its first set was logged; null before.' },
    finished_at: { type: ['string', 'null'], format: 'date-time', description: 'When the lifter pressed Finish; null before.' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const sessionInputSchema = {
  type: 'object',
  required: ['session_date', 'session_type'],
  // Unknown fields (an echoed id, created_at...) are dropped, not refused.
  additionalProperties: false,
  properties: {
    session_date: {
      type: 'string',
      'x-trim': true,
      minLength: 1,
      maxLength: 40,
      description: 'ISO date-time (UTC midnight, e.g. 2026-11-20T00:00:00.000Z) or YYYY-MM-DD.',
    },
    session_type: { type: 'string', 'x-trim': true, minLength: 1, maxLength: SESSION_TYPE_MAX, examples: ['push'] },
    notes: { type: ['string', 'null'], 'x-trim': true, maxLength: SESSION_NOTES_MAX },
    private: { type: 'boolean', description: 'Keep it out of every group; unchanged when absent on an edit, false on a create.' },
  },
} as const;

/** What a session holds (SessionSummary), for the list's cards. */
const sessionSummarySchema = {
  type: 'object',
  required: ['exercise_count', 'set_count', 'volume_lbs'],
  properties: {
    exercise_count: { type: 'integer' },
    set_count: { type: 'integer', description: 'Every set, warm-ups included.' },
    volume_lbs: { type: 'number', description: 'Sum of weight × reps over the sets that count (not warm-ups), in lbs, to 0.01.' },
  },
} as const;

export const sessionListItemSchema = {
  ...sessionSchema,
  required: [...sessionSchema.required, 'summary'],
  properties: { ...sessionSchema.properties, summary: sessionSummarySchema },
} as const;

/** A page of the sessions list: the newest 50 unless asked otherwise, at most 100. */
export const SESSIONS_PAGE_DEFAULT = 50;
export const SESSIONS_PAGE_MAX = 100;

export const listSessionsSchema = {
  tags: ['sessions'],
  summary: "The signed-in user's sessions, newest first (date, then id), each with what it holds (exercises, sets, volume); a page at a time",
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      before: { ...idSchema, description: 'The id of the last session of the previous page; absent: the newest.' },
      limit: { type: 'integer', minimum: 1, maximum: SESSIONS_PAGE_MAX, default: SESSIONS_PAGE_DEFAULT },
    },
  },
  response: { 200: { type: 'array', items: sessionListItemSchema }, 400: errorSchema, 401: errorSchema },
} as const;

export const createSessionSchema = {
  tags: ['sessions'],
  summary: 'Log a session',
  body: sessionInputSchema,
  response: { 201: sessionSchema, 400: errorSchema, 401: errorSchema },
} as const;

export const getSessionSchema = {
  tags: ['sessions'],
  summary: 'One of your sessions',
  params: idParamsSchema,
  response: { 200: sessionSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

export const updateSessionSchema = {
  tags: ['sessions'],
  summary: "Change a session's date, type and notes (its exercises and sets stay)",
  params: idParamsSchema,
  body: sessionInputSchema,
  response: { 200: sessionSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

export const deleteSessionSchema = {
  tags: ['sessions'],
  summary: 'Delete a session with its exercises and sets',
  params: idParamsSchema,
  response: { 204: noContentSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

export const repeatSessionSchema = {
  tags: ['sessions'],
  summary: 'Repeat this workout: its sets become the plan of that day’s session (made when the day has none), as planned sets',
  description:
    'The day comes from the client (the lifter’s today where they are). The day’s latest session gets the plan (200); when the day has none, a session is made with the source’s type unless given (201). Each exercise of the source plans its logged sets, in their unit, on the day’s card of the same lift (name, variation, type), added at the end when there is none; a card already holding sets or a plan is left as it is, so repeating again changes nothing. Planned sets count nowhere until logged. Send an Idempotency-Key: a retry answers what the first try did.',
  params: idParamsSchema,
  body: {
    type: 'object',
    required: ['session_date'],
    additionalProperties: false,
    properties: { session_date: sessionInputSchema.properties.session_date, session_type: sessionInputSchema.properties.session_type },
  },
  response: { 200: sessionSchema, 201: sessionSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

/** A session with its exercises as `items` (summaries: the calendar, a group member's workouts). */
export function sessionWithSchema<Item extends object>(items: Item) {
  return {
    ...sessionSchema,
    required: [...sessionSchema.required, 'exercises'],
    properties: { ...sessionSchema.properties, exercises: { type: 'array', items } },
  } as const;
}

const calendarDateParameter = { type: 'string', maxLength: 40, description: 'YYYY-MM-DD, inclusive.' } as const;

export const calendarSchema = {
  tags: ['sessions'],
  summary: `Your sessions between two days (inclusive, at most ${CALENDAR_MAX_DAYS} days), oldest first, with their exercises' set counts and volume`,
  querystring: {
    type: 'object',
    required: ['start_date', 'end_date'],
    properties: { start_date: calendarDateParameter, end_date: calendarDateParameter },
  },
  response: { 200: { type: 'array', items: sessionWithSchema(calendarExerciseSchema) }, 400: errorSchema, 401: errorSchema },
} as const;

/** The calendar's range as two 'YYYY-MM-DD' days; throws ValidationError for a bad one. */
export function calendarRange(query: CalendarQuery): { start: string; end: string } {
  const day = (field: 'start_date' | 'end_date') => {
    const date = parseCalendarDate(query[field]);
    if (date === undefined) throw new ValidationError(`${field} must be a date such as 2026-11-01`, field);
    return date;
  };
  const start = day('start_date');
  const end = day('end_date');
  if (start > end) throw new ValidationError('start_date must be on or before end_date', 'start_date');
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
  if (days > CALENDAR_MAX_DAYS) {
    throw new ValidationError(`The range may cover at most ${CALENDAR_MAX_DAYS} days; this one covers ${days}`, 'end_date');
  }
  return { start, end };
}

export interface SessionValues {
  session_date: string;
  session_type: string;
  notes: string | null;
  /** Absent: unchanged (false for a new session). */
  private?: boolean;
}

/** The latest day a session may be logged for: a year from today (plans, not typos). */
function latestSessionDate(now: Date): string {
  const limit = new Date(now.getTime());
  limit.setUTCFullYear(limit.getUTCFullYear() + 1);
  return limit.toISOString().slice(0, 10);
}

/** A session's day as stored ('YYYY-MM-DD'); throws ValidationError for an impossible or far-off one. */
export function sessionDate(value: string, now: Date = new Date()): string {
  const date = parseCalendarDate(value);
  if (date === undefined) {
    throw new ValidationError('session_date must be a date such as 2026-11-20', 'session_date');
  }
  const latest = latestSessionDate(now);
  if (date < EARLIEST_SESSION_DATE || date > latest) {
    throw new ValidationError(`session_date must be between ${EARLIEST_SESSION_DATE} and ${latest}`, 'session_date');
  }
  return date;
}

/** A schema-valid body to the values stored; throws ValidationError for an impossible date. */
export function sessionValues(body: SessionInput, now: Date = new Date()): SessionValues {
  const values: SessionValues = { session_date: sessionDate(body.session_date, now), session_type: body.session_type, notes: blankToNull(body.notes) };
  if (body.private !== undefined) values.private = body.private;
  return values;
}
