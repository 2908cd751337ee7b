// Sessions on the wire: JSON schemas that validate what comes in and serialize what goes out,
// plus the checks a schema cannot express (a real date, within sensible bounds).
import type { SessionInput } from '@liftbook/shared/contract';
import { errorSchema } from '../../http/error-handler.js';
import { ValidationError } from '../../http/errors.js';
import { parseCalendarDate } from '../../lib/calendar-date.js';

export const SESSION_TYPE_MAX = 100;
export const SESSION_NOTES_MAX = 2000;
export const EARLIEST_SESSION_DATE = '1900-01-01';

export const sessionSchema = {
  type: 'object',
  required: ['id', 'session_date', 'session_type', 'notes', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'integer' },
    session_date: { type: 'string', format: 'date-time', description: 'The day, as UTC midnight.' },
    session_type: { type: 'string' },
    notes: { type: ['string', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
} as const;

const sessionInputSchema = {
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
  },
} as const;

export const listSessionsSchema = {
  tags: ['sessions'],
  summary: "The signed-in user's sessions, newest first",
  response: { 200: { type: 'array', items: sessionSchema }, 401: errorSchema },
} as const;

export const createSessionSchema = {
  tags: ['sessions'],
  summary: 'Log a session',
  body: sessionInputSchema,
  response: { 201: sessionSchema, 400: errorSchema, 401: errorSchema },
} as const;

export interface SessionValues {
  session_date: string;
  session_type: string;
  notes: string | null;
}

/** The latest day a session may be logged for: a year from today (plans, not typos). */
function latestSessionDate(now: Date): string {
  const limit = new Date(now.getTime());
  limit.setUTCFullYear(limit.getUTCFullYear() + 1);
  return limit.toISOString().slice(0, 10);
}

/** A schema-valid body to the values stored; throws ValidationError for an impossible date. */
export function sessionValues(body: SessionInput, now: Date = new Date()): SessionValues {
  const date = parseCalendarDate(body.session_date);
  if (date === undefined) {
    throw new ValidationError('session_date must be a date such as 2026-11-20', 'session_date');
  }
  const latest = latestSessionDate(now);
  if (date < EARLIEST_SESSION_DATE || date > latest) {
    throw new ValidationError(`session_date must be between ${EARLIEST_SESSION_DATE} and ${latest}`, 'session_date');
  }
  const notes = body.notes ?? null;
  return { session_date: date, session_type: body.session_type, notes: notes === '' ? null : notes };
}
