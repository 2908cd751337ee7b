// Exercise names as lifters type them. "  bench   press " and "Bench Press" are the same lift:
// names are stored tidied (trimmed, inner whitespace collapsed) and compared case-insensitively
// (in SQL, with lower(), the same function the custom_exercises unique index uses).
import { sql, type RawBuilder } from 'kysely';
import { ValidationError } from '../http/errors.js';
import { cleanDisplayText, hasVisibleCharacter } from './display-text.js';

export const EXERCISE_NAME_MAX = 100;

/**
 * Trimmed, every run of whitespace one space: "  Zercher \t Squat " -> "Zercher Squat". Control and
 * bidirectional characters are dropped (group members see these names: an RTL override would
 * reorder what they read).
 */
export function tidyExerciseName(name: string): string {
  return cleanDisplayText(name, Number.MAX_SAFE_INTEGER).replace(/\s+/g, ' ');
}

/**
 * A name a lifter typed for a lift, tidied; refused (400 naming the field) when it shows nothing,
 * such as a lone zero-width space. A blank name is left to the caller's own "required" rule.
 */
export function typedExerciseName(name: string, field = 'name'): string {
  const tidy = tidyExerciseName(name);
  if (tidy !== '' && !hasVisibleCharacter(tidy)) throw new ValidationError(`${field} must contain a visible character`, field);
  return tidy;
}

/** SQL: the row's `name` is `name`, ignoring case (lower(), as the custom_exercises unique index). */
export function sameExerciseName(name: string): RawBuilder<boolean> {
  return sql<boolean>`lower(name) = lower(${name})`;
}
