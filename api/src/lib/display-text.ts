// Text that other people see: a lifter's name and email from their token, a group's name and
// description, and every free text of a body (session type and notes, exercise names, variations
// and notes, set notes, goal names...: the api's "x-trim" fields, cleaned by http/trim.ts with
// cleanFreeText), which group members read in each other's workouts. Control characters are dropped (a NUL in a name made every call
// of its user a 400: PostgreSQL refuses NUL in text), so are the bidirectional controls that
// reorder what others read (RLO/LRO, isolates, marks), and the result is capped. A name must
// also show something: one made only of invisible characters (zero-width space...) is refused.

/** C0 and C1 controls, except tab and newlines (a description may hold line breaks). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** Bidirectional embeddings, overrides, isolates and marks. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Characters that show nothing: whitespace, zero-width and format characters, fillers. */
const INVISIBLE = /[\s\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Without controls (tab and line breaks stay) and bidirectional controls, trimmed. */
export function cleanFreeText(value: string): string {
  return value.replace(CONTROLS, '').replace(BIDI_CONTROLS, '').trim();
}

/** cleanFreeText, then at most `maxLength` characters (code points). */
export function cleanDisplayText(value: string, maxLength: number): string {
  const cleaned = cleanFreeText(value);
  const codePoints = [...cleaned];
  return codePoints.length > maxLength ? codePoints.slice(0, maxLength).join('').trim() : cleaned;
}

/** Whether the text shows at least one character. */
export function hasVisibleCharacter(value: string): boolean {
  return value.replace(INVISIBLE, '') !== '';
}

/** A profile claim as stored: cleaned and bounded, or null when absent or nothing visible is left. */
export function cleanProfileClaim(value: unknown, maxLength: number): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = cleanDisplayText(value, maxLength);
  return hasVisibleCharacter(cleaned) ? cleaned : null;
}
