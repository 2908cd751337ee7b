// The names a lifter can pick from: the dictionary and their own custom exercises, loaded
// together. Quick log and Manual Add match typed names against them; the exercises page and the
// goal form offer them in a dropdown.
import type { CustomExercise, DictionaryExercise } from '../contract';
import { DICTIONARY_ERRORS, useGetCustomExercisesQuery, useGetDictionaryExercisesQuery } from './catalog-api';
import { errorMessage } from './errors';

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
    error: errorMessage(dictionaryQuery.error, DICTIONARY_ERRORS.fetch) ?? errorMessage(customQuery.error, DICTIONARY_ERRORS.fetch),
    retry: () => {
      void dictionaryQuery.refetch();
      void customQuery.refetch();
    },
  };
}
