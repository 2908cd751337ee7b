// The session form (docs/product.md §5): date and type required, notes optional. Dates are sent as ISO
// strings at UTC midnight (docs/product.md §9), so "2026-11-20" from the date input is sent as
// "2026-11-20T00:00:00.000Z" and reads back as the 20th in every time zone.
import { dateInputToUtcIso, toDateInputValue } from '@liftbook/shared/format';
import type { Session, SessionInput } from '@liftbook/shared/contract';

export const MAX_SESSION_TYPE_LENGTH = 100;
export const MAX_SESSION_NOTES_LENGTH = 2000;

export const SESSION_MESSAGES = {
  dateRequired: 'Date is required',
  dateInvalid: 'Enter a valid date',
  typeRequired: 'Type is required',
  typeMax: `Type must be ${MAX_SESSION_TYPE_LENGTH} characters or less`,
  notesMax: `Notes must be ${MAX_SESSION_NOTES_LENGTH} characters or less`,
} as const;

export interface SessionFormValues {
  /** A date input's value: "YYYY-MM-DD". */
  date: string;
  type: string;
  notes?: string | null;
}

export type SessionField = 'date' | 'type' | 'notes';
export type SessionFormErrors = Partial<Record<SessionField, string>>;
export type SessionValidation = { ok: true; value: SessionInput } | { ok: false; errors: SessionFormErrors };

/** The edit form of a session, filled in; the date is its UTC day (shared `toDateInputValue`). */
export function sessionToFormValues(session: Pick<Session, 'session_date' | 'session_type' | 'notes'>): Required<SessionFormValues> {
  return { date: toDateInputValue(session.session_date), type: session.session_type, notes: session.notes ?? '' };
}

/**
 * Checks the session form. On success the value is the body to send: the date at UTC midnight,
 * the type trimmed, the notes trimmed or null when blank.
 */
export function validateSessionForm(values: SessionFormValues): SessionValidation {
  const errors: SessionFormErrors = {};
  const date = values.date.trim();
  const iso = date === '' ? null : dateInputToUtcIso(date);
  if (date === '') errors.date = SESSION_MESSAGES.dateRequired;
  else if (iso === null) errors.date = SESSION_MESSAGES.dateInvalid;

  const type = values.type.trim();
  if (type === '') errors.type = SESSION_MESSAGES.typeRequired;
  else if (type.length > MAX_SESSION_TYPE_LENGTH) errors.type = SESSION_MESSAGES.typeMax;

  const notes = (values.notes ?? '').trim();
  if (notes.length > MAX_SESSION_NOTES_LENGTH) errors.notes = SESSION_MESSAGES.notesMax;

  if (iso === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { session_date: iso, session_type: type, notes: notes === '' ? null : notes } };
}
