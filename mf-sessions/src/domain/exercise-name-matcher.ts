// Matching a quick-log name to an exercise the lifter already has (spec §5): case- and
// whitespace-insensitive; an exact match wins; a partial match needs both names at least 3
// characters and either containment or a shared prefix of 3 or more characters.
import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';

export const MIN_PARTIAL_MATCH_LENGTH = 3;

export type ExerciseMatch =
  { kind: 'dictionary'; match: DictionaryExercise; exact: boolean } | { kind: 'custom'; match: CustomExercise; exact: boolean } | { kind: 'none'; match: null };

/** Trimmed, inner whitespace collapsed to one space, lower case: "  Bench\tPRESS " → "bench press". */
export function normalizeExerciseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Characters two strings share at their start. */
export function sharedPrefixLength(a: string, b: string): number {
  const limit = Math.min(a.length, b.length);
  let i = 0;
  while (i < limit && a[i] === b[i]) i += 1;
  return i;
}

/** Whether two names match partially (either order); both are normalised first. */
export function isPartialMatch(a: string, b: string): boolean {
  const x = normalizeExerciseName(a);
  const y = normalizeExerciseName(b);
  if (x.length < MIN_PARTIAL_MATCH_LENGTH || y.length < MIN_PARTIAL_MATCH_LENGTH) return false;
  return x.includes(y) || y.includes(x) || sharedPrefixLength(x, y) >= MIN_PARTIAL_MATCH_LENGTH;
}

type Candidate = { kind: 'dictionary'; exercise: DictionaryExercise; name: string } | { kind: 'custom'; exercise: CustomExercise; name: string };

interface Scored {
  candidate: Candidate;
  prefix: number;
  contains: boolean;
  lengthGap: number;
}

/**
 * Ranks partial matches, best first. The order is total, so the result never depends on the
 * order the lists arrive in:
 *   1. containment over a shared prefix alone: the whole of one name inside the other is the
 *      stronger sign ("barbell row" prefers "Bent Over Barbell Row" to "Barbell Curl");
 *   2. longest shared prefix ("bench" prefers "Bench Press" to "Incline Bench Press");
 *   3. smallest length difference from the typed name (the closest in size);
 *   4. dictionary over custom (the shared, well-known exercise);
 *   5. alphabetical by normalised name, then lowest id.
 */
function compare(a: Scored, b: Scored): number {
  return (
    Number(b.contains) - Number(a.contains) ||
    b.prefix - a.prefix ||
    a.lengthGap - b.lengthGap ||
    (a.candidate.kind === b.candidate.kind ? 0 : a.candidate.kind === 'dictionary' ? -1 : 1) ||
    (a.candidate.name < b.candidate.name ? -1 : a.candidate.name > b.candidate.name ? 1 : 0) ||
    a.candidate.exercise.id - b.candidate.exercise.id
  );
}

function toMatch(candidate: Candidate, exact: boolean): ExerciseMatch {
  return candidate.kind === 'dictionary' ? { kind: 'dictionary', match: candidate.exercise, exact } : { kind: 'custom', match: candidate.exercise, exact };
}

/**
 * Finds the exercise a typed name means. An exact match (after normalising) wins, the dictionary's
 * before the lifter's own; otherwise the best partial match (see `compare`); otherwise none, and
 * the name becomes a new custom exercise.
 */
export function matchExerciseName(typed: string, dictionary: readonly DictionaryExercise[], custom: readonly CustomExercise[]): ExerciseMatch {
  const name = normalizeExerciseName(typed);
  if (name === '') return { kind: 'none', match: null };

  const candidates: Candidate[] = [
    ...dictionary.map((exercise): Candidate => ({ kind: 'dictionary', exercise, name: normalizeExerciseName(exercise.name) })),
    ...custom.map((exercise): Candidate => ({ kind: 'custom', exercise, name: normalizeExerciseName(exercise.name) })),
  ];

  const exact = candidates
    .filter((c) => c.name === name)
    .sort((a, b) => (a.kind === b.kind ? a.exercise.id - b.exercise.id : a.kind === 'dictionary' ? -1 : 1))[0];
  if (exact) return toMatch(exact, true);

  const best = candidates
    .filter((c) => isPartialMatch(name, c.name))
    .map((candidate): Scored => ({
      candidate,
      prefix: sharedPrefixLength(name, candidate.name),
      contains: name.includes(candidate.name) || candidate.name.includes(name),
      lengthGap: Math.abs(candidate.name.length - name.length),
    }))
    .sort(compare)[0];
  return best ? toMatch(best.candidate, false) : { kind: 'none', match: null };
}
