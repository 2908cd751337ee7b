// How an import's exercise names map onto the lifter's exercises. The default is a lift only when
// it is the same lift: the name as written, or once the app's equipment is read ("Lat Pulldown
// (Cable)" is Lat Pulldown; shared's exactLiftFor). Anything else the quick log's matcher finds
// ("Flat Leg Raise" → Hanging Leg Raise) is only offered ("Could be"), never preselected: nothing
// that fits makes a custom exercise of the file's own name. The lifter may change any mapping.
import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';
import type { ImportOverview } from '@liftbook/shared/import';
// Its own entry: the readers (and papaparse) stay out of the page's bundle.
import { exactLiftFor } from '@liftbook/shared/import/exercise-names';

import type { ExerciseCandidate, ExerciseMatch } from '../exercise-names/exercise-name-matcher';
import { canonicalWords, matchExerciseName } from '../exercise-names/exercise-name-matcher';
import type { MatchChoice } from '../exercise-names/match-choice';

const NO_MATCH: ExerciseMatch = { kind: 'none', match: null };

export interface NameMapping {
  /** The name as the file writes it. */
  name: string;
  /** Sets the file has under this name. */
  sets: number;
  /** The default: the same lift (exact), or none (a new custom exercise of the file's name). */
  suggestion: ExerciseMatch;
  /** Lifts it might be (the matcher's guesses), offered first but never chosen for the lifter. */
  couldBe: ExerciseCandidate[];
}

/**
 * Whether a guess shares most of its words with the name: at least half of the lift's words are the
 * name's. The matcher also offers lifts that only share a first few letters ("Chest Fly" and
 * "Chest-Supported Row"), useful while typing but not as an import's suggestion.
 */
function related(name: string, lift: string): boolean {
  const words = new Set(canonicalWords(name));
  const liftWords = canonicalWords(lift);
  return liftWords.length > 0 && liftWords.filter((word) => words.has(word)).length * 2 >= liftWords.length;
}

/** The matcher's guesses for a name with no exact lift (its pick, or the few it could not choose between), the related ones. */
function guesses(name: string, dictionary: readonly DictionaryExercise[], custom: readonly CustomExercise[]): ExerciseCandidate[] {
  const guess = matchExerciseName(name, dictionary, custom);
  const candidates: ExerciseCandidate[] =
    guess.kind === 'ask'
      ? guess.candidates
      : guess.kind === 'dictionary'
        ? [{ kind: 'dictionary', match: guess.match }]
        : guess.kind === 'custom'
          ? [{ kind: 'custom', match: guess.match }]
          : [];
  return candidates.filter((candidate) => related(name, candidate.match.name));
}

/** The default and the guesses for one name of a file. */
export function mapExerciseName(
  name: string,
  dictionary: readonly DictionaryExercise[],
  custom: readonly CustomExercise[],
): Pick<NameMapping, 'suggestion' | 'couldBe'> {
  const exact = exactLiftFor(name, dictionary, custom);
  if (exact !== null) return { suggestion: { ...exact, exact: true } as ExerciseMatch, couldBe: [] };
  return { suggestion: NO_MATCH, couldBe: guesses(name, dictionary, custom) };
}

/**
 * Every distinct exercise name of a file (from its preview's survey), most sets first, with its
 * default and guesses. A name a Liftbook export lists as the lifter's own custom exercise stays as
 * written.
 */
export function suggestMappings(
  overview: Pick<ImportOverview, 'names' | 'customExercises'>,
  dictionary: readonly DictionaryExercise[],
  custom: readonly CustomExercise[],
): NameMapping[] {
  return [...mappingSlices(overview, dictionary, custom, Infinity)].flat();
}

/**
 * suggestMappings `size` names at a time, in its order: each name is matched against the whole
 * catalogue, so the page works a slice per task and keeps answering on a file of hundreds of names.
 */
export function* mappingSlices(
  overview: Pick<ImportOverview, 'names' | 'customExercises'>,
  dictionary: readonly DictionaryExercise[],
  custom: readonly CustomExercise[],
  size: number,
): Generator<NameMapping[], void, undefined> {
  const ownCustom = new Set((overview.customExercises ?? []).map((name) => name.toLowerCase()));
  const names = [...overview.names].sort((a, b) => b.sets - a.sets || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (let at = 0; at < names.length; at += size) {
    yield names.slice(at, at + size).map(({ name, sets }) => ({
      name,
      sets,
      ...(ownCustom.has(name.toLowerCase()) ? { suggestion: NO_MATCH, couldBe: [] } : mapExerciseName(name, dictionary, custom)),
    }));
  }
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
