// How an import's exercise names map onto the lifter's exercises: the quick log's matcher makes
// the suggestion, and the lifter may change any mapping (exact ones too: an app's "Bench Press"
// may be a different lift than the dictionary's). No match becomes a new custom exercise.
import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';

import type { ExerciseMatch } from '../exercise-name-matcher';
import { matchExerciseName } from '../exercise-name-matcher';
import type { MatchChoice } from '../match-choice';
import type { ImportOverview } from '@liftbook/shared/import';

const NO_MATCH: ExerciseMatch = { kind: 'none', match: null };

export interface NameMapping {
  /** The name as the file writes it. */
  name: string;
  /** Sets the file has under this name. */
  sets: number;
  suggestion: ExerciseMatch;
}

/**
 * Every distinct exercise name of a file (from its preview's survey), most sets first, with the
 * matcher's suggestion. A name a Liftbook export lists as the lifter's own custom exercise stays as
 * written.
 */
export function suggestMappings(
  overview: Pick<ImportOverview, 'names' | 'customExercises'>,
  dictionary: readonly DictionaryExercise[],
  custom: readonly CustomExercise[],
): NameMapping[] {
  const ownCustom = new Set((overview.customExercises ?? []).map((name) => name.toLowerCase()));
  return [...overview.names]
    .sort((a, b) => b.sets - a.sets || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(({ name, sets }) => ({ name, sets, suggestion: ownCustom.has(name.toLowerCase()) ? NO_MATCH : matchExerciseName(name, dictionary, custom) }));
}

/**
 * The mapping after the lifter's choice: the suggestion, the name as written (a custom exercise of
 * that name), or a chosen lift (an exact mapping). A lift no longer in the catalog falls back to
 * the suggestion.
 */
export function resolveMapping(
  suggestion: ExerciseMatch,
  choice: MatchChoice | undefined,
  dictionary: readonly DictionaryExercise[],
  custom: readonly CustomExercise[],
): ExerciseMatch {
  switch (choice?.kind) {
    case undefined:
    case 'suggested':
      return suggestion;
    case 'typed':
      return { kind: 'none', match: null };
    case 'dictionary': {
      const id = choice.id;
      const lift = dictionary.find((d) => d.id === id);
      return lift ? { kind: 'dictionary', match: lift, exact: true } : suggestion;
    }
    case 'custom': {
      const id = choice.id;
      const lift = custom.find((c) => c.id === id);
      return lift ? { kind: 'custom', match: lift, exact: true } : suggestion;
    }
  }
}

/** The name an exercise is imported under: the mapped lift's, or the file's own (a new custom exercise). */
export function importedName(mapping: ExerciseMatch, fileName: string): string {
  return mapping.kind === 'dictionary' || mapping.kind === 'custom' ? mapping.match.name : fileName;
}
