// The names a lifter can pick from when adding exercises: the dictionary and their own custom
// exercises, loaded together. Quick log and Manual Add both match typed names against them.
import { errorMessage } from '@liftbook/shared';
import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';
import { EXERCISE_ERRORS, useGetCustomExercisesQuery, useGetDictionaryExercisesQuery } from './sessions-api';

// Stable empty lists while loading, so memos keyed on them do not rerun every render.
const NO_DICTIONARY: DictionaryExercise[] = [];
const NO_CUSTOM: CustomExercise[] = [];

export interface ExerciseCatalog {
  dictionary: DictionaryExercise[];
  custom: CustomExercise[];
  /** Either list is still loading for the first time. */
  loading: boolean;
  /** The message to show when either list failed to load, else null. */
  error: string | null;
  /** Loads both lists again (the error banner's Retry). */
  retry: () => void;
}

export function useExerciseCatalog(): ExerciseCatalog {
  const dictionaryQuery = useGetDictionaryExercisesQuery();
  const customQuery = useGetCustomExercisesQuery();
  return {
    dictionary: dictionaryQuery.data ?? NO_DICTIONARY,
    custom: customQuery.data ?? NO_CUSTOM,
    loading: dictionaryQuery.isLoading || customQuery.isLoading,
    error: errorMessage(dictionaryQuery.error, EXERCISE_ERRORS.fetchDictionary) ?? errorMessage(customQuery.error, EXERCISE_ERRORS.fetchDictionary),
    retry: () => {
      void dictionaryQuery.refetch();
      void customQuery.refetch();
    },
  };
}
