// The exercise dropdown (docs/product.md §2): groups "Dictionary Exercises" and "Custom Exercises", values
// the names. 176 lifts on a phone need a quick filter; filtering keeps both groups and never
// drops the lift already chosen, so the select still shows it.
import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';

export interface ExerciseGroups {
  dictionary: string[];
  custom: string[];
}

/** Case- and spacing-insensitive: "  BENCH  press" finds "Incline Bench Press". */
const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Every word of the filter appears in the name, in any order: "press inc" finds "Incline Bench Press". */
export function matchesFilter(name: string, filter: string): boolean {
  const words = normalise(filter).split(' ').filter(Boolean);
  const haystack = normalise(name);
  return words.every((word) => haystack.includes(word));
}

const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** The two groups, alphabetical, filtered; `selected` stays listed whatever the filter. */
export function exerciseGroups(dictionary: readonly DictionaryExercise[], custom: readonly CustomExercise[], filter = '', selected = ''): ExerciseGroups {
  const keep = (name: string) => name === selected || matchesFilter(name, filter);
  const customNames = custom.map((c) => c.name);
  // A chosen name in neither list (a link to a lift since renamed or deleted: its history keeps the
  // name) is a custom lift of the past; listing it keeps the select showing what the chart is of.
  const known = selected === '' || dictionary.some((d) => d.name === selected) || customNames.includes(selected);
  return {
    dictionary: dictionary
      .map((d) => d.name)
      .filter(keep)
      .sort(byName),
    custom: (known ? customNames : [...customNames, selected]).filter(keep).sort(byName),
  };
}
