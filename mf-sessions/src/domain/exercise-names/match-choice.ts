// Name hygiene in quick log: the spec's partial match (a shared 3-letter prefix, or containment)
// maps "zercher carry special" to Zercher Squat, and the lifter's carries would then chart as
// squats. Before logging, a partial match can be switched to the name as typed (logged as the
// lifter's own custom exercise) or to any other lift. Exact matches need no choice; an "ask" (several
// lifts about equally likely) must be answered before the line is logged.
import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';
import type { ExerciseMatch } from './exercise-name-matcher';

/** What the lifter chose for a partial match: the suggestion, the typed name, or another lift. */
export type MatchChoice = { kind: 'suggested' } | { kind: 'typed' } | { kind: 'dictionary'; id: number } | { kind: 'custom'; id: number };

export const SUGGESTED: MatchChoice = { kind: 'suggested' };

/** Whether a match is a guess the lifter may overrule (a partial match), or a question ("ask"). */
export const isChoosable = (match: ExerciseMatch): boolean => match.kind === 'ask' || (match.kind !== 'none' && !match.exact);

/** Whether the lifter still has to say which lift a line is (an "ask" with no choice made). */
export const needsChoice = (match: ExerciseMatch): boolean => match.kind === 'ask';

/** The choice as a form value ("suggested", "typed", "dictionary:12", "custom:3"), and back. */
export function choiceValue(choice: MatchChoice): string {
  return choice.kind === 'dictionary' || choice.kind === 'custom' ? `${choice.kind}:${choice.id}` : choice.kind;
}

export function parseChoiceValue(value: string): MatchChoice {
  if (value === 'typed') return { kind: 'typed' };
  const lift = /^(dictionary|custom):(\d+)$/.exec(value);
  if (lift) return { kind: lift[1] as 'dictionary' | 'custom', id: Number(lift[2]) };
  return SUGGESTED;
}

/**
 * The match to log with: the suggestion unless the lifter chose otherwise; the typed name is "no
 * match" (a new or existing custom exercise of that name); a chosen lift counts as an exact match.
 * A choice for a lift no longer in the catalog falls back to the suggestion.
 */
export function applyMatchChoice(
  match: ExerciseMatch,
  choice: MatchChoice | undefined,
  dictionary: readonly DictionaryExercise[],
  custom: readonly CustomExercise[],
): ExerciseMatch {
  if (!choice || !isChoosable(match)) return match;
  switch (choice.kind) {
    case 'suggested':
      // An "ask" has no suggestion: it stays a question until the lifter chooses.
      return match;
    case 'typed':
      return { kind: 'none', match: null };
    case 'dictionary': {
      const lift = dictionary.find((d) => d.id === choice.id);
      return lift ? { kind: 'dictionary', match: lift, exact: true } : match;
    }
    case 'custom': {
      const lift = custom.find((c) => c.id === choice.id);
      return lift ? { kind: 'custom', match: lift, exact: true } : match;
    }
  }
}
