// Exercise names as lifters type them. "  bench   press " and "Bench Press" are the same lift:
// names are stored tidied (trimmed, inner whitespace collapsed) and compared case-insensitively
// (in SQL, with lower(), the same function the custom_exercises unique index uses).
import { sql, type RawBuilder } from 'kysely';

export const EXERCISE_NAME_MAX = 100;

/** Trimmed, every run of whitespace one space: "  Zercher \t Squat " -> "Zercher Squat". */
export function tidyExerciseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** SQL: the row's `name` is `name`, ignoring case (lower(), as the custom_exercises unique index). */
export function sameExerciseName(name: string): RawBuilder<boolean> {
  return sql<boolean>`lower(name) = lower(${name})`;
}
