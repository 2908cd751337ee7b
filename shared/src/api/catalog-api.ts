// The exercise catalog: the read-only dictionary and the lifter's own custom exercises. More than
// one area needs these calls (quick log and Manual Add in mf-sessions, the exercises page and its
// custom exercise manager in mf-progress, the goal form in mf-goals), and RTK Query keeps the
// first definition of an endpoint name it sees, so they are defined once, here, and never by a
// remote (docs/architecture.md §4). Their error strings are docs/product.md §8's custom exercise strings.
import type { CustomExercise, CustomExerciseInput, CustomExerciseUsage, DictionaryExercise } from '../contract';
import { api } from './api';
import { failedWith } from './errors';

/** docs/product.md §8, custom exercises. */
export const CUSTOM_EXERCISE_ERRORS = {
  fetch: 'Failed to fetch exercises',
  create: 'Failed to create exercise',
  update: 'Failed to update exercise',
  delete: 'Failed to delete exercise',
} as const;

/** The dictionary is read-only: a failed load says which list could not be loaded. */
export const DICTIONARY_ERRORS = {
  fetch: 'Could not load the exercise dictionary',
} as const;

export interface CustomExerciseRename extends CustomExerciseInput {
  id: number;
}

const CUSTOM_LIST = { type: 'CustomExercise' as const, id: 'LIST' };

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDictionaryExercises: build.query<DictionaryExercise[], void>({
      query: () => '/dictionary_exercises',
      transformErrorResponse: failedWith(DICTIONARY_ERRORS.fetch),
      // Read-only and the same for everyone: keep it for the whole visit.
      keepUnusedDataFor: 60 * 60,
      providesTags: ['Dictionary'],
    }),
    getCustomExercises: build.query<CustomExercise[], void>({
      query: () => '/custom_exercises',
      transformErrorResponse: failedWith(CUSTOM_EXERCISE_ERRORS.fetch),
      providesTags: (list) => [CUSTOM_LIST, ...(list ?? []).map((c) => ({ type: 'CustomExercise' as const, id: c.id }))],
    }),
    createCustomExercise: build.mutation<CustomExercise, CustomExerciseInput>({
      query: (body) => ({ url: '/custom_exercises', method: 'POST', body }),
      transformErrorResponse: failedWith(CUSTOM_EXERCISE_ERRORS.create),
      invalidatesTags: (_c, error) => (error ? [] : [CUSTOM_LIST]),
    }),
    // The lifter's own lifts with their logged sets, deleted ones with sets included (they stay
    // chartable). Any logged set may change a count, so it goes stale with progress (Progress).
    getCustomExerciseUsage: build.query<CustomExerciseUsage[], void>({
      query: () => '/custom_exercises/usage',
      transformErrorResponse: failedWith(CUSTOM_EXERCISE_ERRORS.fetch),
      providesTags: [CUSTOM_LIST, 'Progress'],
    }),
    // A rename carries the lift's history: its logged exercises and goals take the new name, so
    // sessions, progress, the calendar and goals are refetched.
    updateCustomExercise: build.mutation<CustomExercise, CustomExerciseRename>({
      query: ({ id, name }) => ({ url: `/custom_exercises/${id}`, method: 'PUT', body: { name } }),
      transformErrorResponse: failedWith(CUSTOM_EXERCISE_ERRORS.update),
      invalidatesTags: (_c, error, { id }) =>
        error ? [] : [CUSTOM_LIST, { type: 'CustomExercise', id }, 'Exercise', 'Progress', 'Calendar', 'Goal', 'GoalProgress'],
    }),
    // A delete removes it from the list only: what was logged under it keeps its name.
    deleteCustomExercise: build.mutation<void, number>({
      query: (id) => ({ url: `/custom_exercises/${id}`, method: 'DELETE' }),
      transformErrorResponse: failedWith(CUSTOM_EXERCISE_ERRORS.delete),
      invalidatesTags: (_r, error) => (error ? [] : [CUSTOM_LIST]),
    }),
  }),
});

export const {
  useGetDictionaryExercisesQuery,
  useGetCustomExercisesQuery,
  useGetCustomExerciseUsageQuery,
  useCreateCustomExerciseMutation,
  useUpdateCustomExerciseMutation,
  useDeleteCustomExerciseMutation,
} = catalogApi;
