// The preview's exercise mappings, worked out a few names per task (domain/import's mappingSlices):
// each name is matched against the whole catalogue and a file may hold hundreds of names, so doing
// them all at once held the page in one long task (578 ms of CPU for the real 10,588-row Strong
// export's 96 names before the matcher was bounded). The page keeps answering between slices.
import { useEffect, useState } from 'react';
import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';
import type { ImportOverview } from '@liftbook/shared/import';
import { mappingSlices, type NameMapping } from '../../domain/import/exercise-mapping';

/** Names matched per task: a name costs well under a millisecond of CPU on a desktop, a few on a slow phone. */
export const NAMES_PER_TASK = 8;

/** Lets the page's other work (input, paint) run first: scheduler.yield where the browser has it, else a new task. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

type Overview = Pick<ImportOverview, 'names' | 'customExercises'>;

interface Mapped {
  overview: Overview;
  dictionary: readonly DictionaryExercise[];
  custom: readonly CustomExercise[];
  mappings: NameMapping[];
}

export interface NameMappings {
  /** The last complete mappings (null until the first are), kept while newer ones are worked out. */
  mappings: NameMapping[] | null;
  /** Whether they are of the catalogue as it is now (Import waits for that). */
  current: boolean;
}

/** Every name's mapping (suggestMappings), worked out a slice per task once the catalogue is loaded (`ready`). */
export function useNameMappings(
  overview: Overview,
  dictionary: readonly DictionaryExercise[],
  custom: readonly CustomExercise[],
  ready: boolean,
): NameMappings {
  const [mapped, setMapped] = useState<Mapped | null>(null);
  useEffect(() => {
    if (!ready) return undefined;
    let stopped = false;
    const work = async () => {
      const mappings: NameMapping[] = [];
      for (const slice of mappingSlices(overview, dictionary, custom, NAMES_PER_TASK)) {
        mappings.push(...slice);
        await nextTask();
        if (stopped) return;
      }
      setMapped({ overview, dictionary, custom, mappings });
    };
    void work();
    return () => {
      stopped = true;
    };
  }, [overview, dictionary, custom, ready]);
  const current = ready && mapped !== null && mapped.overview === overview && mapped.dictionary === dictionary && mapped.custom === custom;
  return { mappings: mapped?.mappings ?? null, current };
}
