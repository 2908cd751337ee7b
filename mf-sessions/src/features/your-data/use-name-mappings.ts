// The preview's exercise mappings, worked out a name at a time in tasks bounded by time
// (task-budget.ts): each name is matched against the whole catalogue and a file may hold hundreds
// of names, so doing them all at once held the page in one long task (578 ms of CPU for the real
// 10,588-row Strong export's 96 names before the matcher was bounded), and a fixed 8 names a task
// still ran long on a loaded machine. The page keeps answering between tasks.
import { useEffect, useState } from 'react';
import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';
import type { ImportOverview } from '@liftbook/shared/import';
import { mappingSlices, type NameMapping } from '../../domain/import/exercise-mapping';
import { nextTask, taskBudget } from './task-budget';

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

/** Every name's mapping (suggestMappings), worked out in tasks of their own once the catalogue is loaded (`ready`). */
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
      // Not in the task that drew the preview: that one has run long enough.
      await nextTask();
      const budget = taskBudget();
      const mappings: NameMapping[] = [];
      // A name a step: the budget is looked at after each.
      for (const slice of mappingSlices(overview, dictionary, custom, 1)) {
        if (stopped) return;
        mappings.push(...slice);
        await budget.pause();
      }
      if (!stopped) setMapped({ overview, dictionary, custom, mappings });
    };
    void work();
    return () => {
      stopped = true;
    };
  }, [overview, dictionary, custom, ready]);
  const current = ready && mapped !== null && mapped.overview === overview && mapped.dictionary === dictionary && mapped.custom === custom;
  return { mappings: mapped?.mappings ?? null, current };
}
