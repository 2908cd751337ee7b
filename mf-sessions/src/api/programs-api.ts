// The programs endpoints (issue 30), injected into the shared api when this remote loads. A
// program's routines are ordinary routines, so starting one refetches the routine list; Finish
// moves a program's "next" on and invalidates the session lists, which the programs list follows.
import { api, failedWith, failedWithReason } from '@liftbook/shared';
import type { OwnProgramInput, Program, StartProgramInput } from '@liftbook/shared/contract';

export const PROGRAM_ERRORS = {
  fetchPrograms: 'Failed to load programs',
  startProgram: 'Failed to start program',
  saveProgram: 'Failed to save program',
} as const;

const listTags = [
  { type: 'Routine' as const, id: 'LIST' },
  { type: 'Session' as const, id: 'LIST' },
];

export const programsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrograms: build.query<Program[], void>({
      query: () => '/programs',
      transformErrorResponse: failedWith(PROGRAM_ERRORS.fetchPrograms),
      providesTags: listTags,
    }),
    // A built-in program ({key, weights}) or the lifter's own ({name, routine_ids}). The shared
    // api puts an Idempotency-Key on the POST, so a retry after a lost answer makes it once.
    startProgram: build.mutation<Program, StartProgramInput | OwnProgramInput>({
      query: (body) => ({ url: '/programs', method: 'POST', body }),
      transformErrorResponse: (error, _meta, body) => failedWithReason('routine_ids' in body ? PROGRAM_ERRORS.saveProgram : PROGRAM_ERRORS.startProgram)(error),
      invalidatesTags: (_p, error) => (error ? [] : [{ type: 'Routine', id: 'LIST' }]),
    }),
  }),
});

export const { useGetProgramsQuery, useStartProgramMutation } = programsApi;
