// A group's shared routines (issue 31): the list, "Copy to my routines" and unshare, injected into
// the shared api when this remote loads. Sharing itself starts in the routines area (mf-sessions),
// which invalidates the same `SharedRoutine` tag (one per group). A copy is a new routine of the
// lifter's, so it refreshes their routines list (`Routine` LIST, the sessions area's).
import { api, failedWith, failedWithReason } from '@liftbook/shared';
import type { Routine, SharedRoutine } from '@liftbook/shared/contract';

export const SHARED_ROUTINE_ERRORS = {
  fetchSharedRoutines: 'Failed to load shared routines',
  copySharedRoutine: 'Failed to copy routine',
  unshareRoutine: 'Failed to unshare routine',
} as const;

export interface SharedRoutineTarget {
  groupId: number;
  sharedId: number;
}

const sharedTag = (groupId: number) => ({ type: 'SharedRoutine' as const, id: groupId });

export const sharedRoutinesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSharedRoutines: build.query<SharedRoutine[], number>({
      query: (groupId) => `/groups/${groupId}/routines`,
      transformErrorResponse: failedWith(SHARED_ROUTINE_ERRORS.fetchSharedRoutines),
      providesTags: (_list, _error, groupId) => [sharedTag(groupId)],
    }),
    copySharedRoutine: build.mutation<Routine, SharedRoutineTarget>({
      query: ({ groupId, sharedId }) => ({ url: `/groups/${groupId}/routines/${sharedId}/copy`, method: 'POST' }),
      transformErrorResponse: failedWithReason(SHARED_ROUTINE_ERRORS.copySharedRoutine),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Routine' as const, id: 'LIST' }]),
    }),
    unshareRoutine: build.mutation<void, SharedRoutineTarget>({
      query: ({ groupId, sharedId }) => ({ url: `/groups/${groupId}/routines/${sharedId}`, method: 'DELETE' }),
      transformErrorResponse: failedWithReason(SHARED_ROUTINE_ERRORS.unshareRoutine),
      invalidatesTags: (_r, error, { groupId }) => (error ? [] : [sharedTag(groupId)]),
    }),
  }),
});

export const { useGetSharedRoutinesQuery, useCopySharedRoutineMutation, useUnshareRoutineMutation } = sharedRoutinesApi;
