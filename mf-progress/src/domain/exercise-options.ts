// The exercise dropdown (docs/product.md §2): the lifts the lifter has logged first (most recent
// first, with their last day), then the rest in the groups "Dictionary Exercises" and "Custom
// Exercises", values the names. 176 lifts on a phone need a quick filter; filtering keeps the
// groups and never drops the lift already chosen, so the select still shows it.
import type { CustomExercise, DictionaryExercise, LoggedLift } from '@liftbook/shared/contract';
import { xLabel } from './chart-data';

export interface LoggedOption {
  name: string;
  /** "Back Squat, last Nov 20, 2026": what the option says. */
  label: string;
}

export interface ExerciseGroups {
  logged: LoggedOption[];
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

/** "Back Squat, last Nov 20, 2026". */
export const loggedLabel = (lift: LoggedLift): string => `${lift.name}, last ${xLabel(lift.last_date, 'year')}`;

/**
 * The groups, filtered; `selected` stays listed whatever the filter. Logged lifts come first in
 * the api's order (most recent first) and leave the other two groups (names compared ignoring
 * case, as the charts match them), which stay alphabetical.
 */
export function exerciseGroups(
  dictionary: readonly DictionaryExercise[],
  custom: readonly CustomExercise[],
  filter = '',
  selected = '',
  logged: readonly LoggedLift[] = [],
): ExerciseGroups {
  const keep = (name: string) => name === selected || matchesFilter(name, filter);
  const loggedKeys = new Set(logged.map((lift) => lift.name.toLowerCase()));
  const notLogged = (name: string) => !loggedKeys.has(name.toLowerCase());
  const customNames = custom.map((c) => c.name);
  // A chosen name in no list (a link to a lift since renamed or deleted: its history keeps the
  // name) is a custom lift of the past; listing it keeps the select showing what the chart is of.
  const known = selected === '' || dictionary.some((d) => d.name === selected) || customNames.includes(selected) || !notLogged(selected);
  return {
    logged: logged.filter((lift) => keep(lift.name)).map((lift) => ({ name: lift.name, label: loggedLabel(lift) })),
    dictionary: dictionary
      .map((d) => d.name)
      .filter(notLogged)
      .filter(keep)
      .sort(byName),
    custom: (known ? customNames : [...customNames, selected]).filter(notLogged).filter(keep).sort(byName),
  };
}
