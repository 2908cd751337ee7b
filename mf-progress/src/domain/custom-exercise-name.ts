// Custom exercise names (docs/product.md §5): trimmed and non-empty to create; a rename that is empty or
// unchanged is ignored. A name that clashes, in any letter case, with the dictionary or another of
// the lifter's exercises gets the api's own clear message before a call is made (the api's 409
// still guards against a race).
import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';

/** As the api stores names: trimmed, runs of whitespace one space. */
export const tidyName = (name: string): string => name.trim().replace(/\s+/g, ' ');
const same = (a: string, b: string) => tidyName(a).toLowerCase() === tidyName(b).toLowerCase();

/** Why `name` cannot be used (create, or rename of `renaming`), or null when it can. */
export function nameClash(
  name: string,
  dictionary: readonly DictionaryExercise[],
  custom: readonly CustomExercise[],
  renaming?: CustomExercise,
): string | null {
  const inDictionary = dictionary.find((d) => same(d.name, name));
  if (inDictionary) return `${inDictionary.name} is already in the exercise dictionary`;
  const mine = custom.find((c) => c.id !== renaming?.id && same(c.name, name));
  if (mine) return `You already have an exercise named ${mine.name}`;
  return null;
}

/** The name a rename sends, or null when the rename is ignored (empty, or unchanged). */
export function renameTarget(current: string, typed: string): string | null {
  const name = tidyName(typed);
  return name === '' || name === current ? null : name;
}
