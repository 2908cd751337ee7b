// mf-progress' endpoints, injected into THE shared api when this remote loads. Both provide the
// `Progress` tag, which the sessions area invalidates whenever a set or exercise is written: a set
// logged there shows in these charts and records without a reload (docs/architecture.md §4). The
// exercise catalog (dictionary, custom exercises) is shared's, not defined here.
import { api, failedWith } from '@liftbook/shared';
import type { LoggedLift, PersonalRecords, ProgressPoint, ProgressQuery, RecordsQuery } from '@liftbook/shared/contract';

/**
 * The spec shows a failed progress load as empty data (§8); a lifter must tell "no data" from
 * "could not load", so these say it, with Retry beside them.
 */
export const PROGRESS_ERRORS = {
  fetchProgress: 'Failed to fetch progress',
  fetchRecords: 'Failed to fetch personal records',
} as const;

export const progressApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExerciseProgress: build.query<ProgressPoint[], Required<ProgressQuery>>({
      query: ({ exercise_name, period }) => ({ url: '/exercises/progress', params: { exercise_name, period } }),
      providesTags: ['Progress'],
      transformErrorResponse: failedWith(PROGRESS_ERRORS.fetchProgress),
    }),
    getPersonalRecords: build.query<PersonalRecords, RecordsQuery>({
      query: ({ exercise_name }) => ({ url: '/exercises/records', params: { exercise_name } }),
      providesTags: ['Progress'],
      transformErrorResponse: failedWith(PROGRESS_ERRORS.fetchRecords),
    }),
    // The picker's first group; a set logged anywhere can change it (a new lift, a later last day).
    getLoggedLifts: build.query<LoggedLift[], void>({
      query: () => '/exercises/logged',
      providesTags: ['Progress'],
    }),
  }),
});

export const { useGetExerciseProgressQuery, useGetPersonalRecordsQuery, useGetLoggedLiftsQuery } = progressApi;
