// A group's shared routines (issue 31): the list, "Copy to my routines" and unshare, injected into
// the shared api when this remote loads. Sharing itself starts in the routines area (mf-sessions),
// which invalidates the same `SharedRoutine` tag (one per group). A copy is a new routine of the
// lifter's, so it refreshes their routines list (`Routine` LIST, the sessions area's).
import { api, failedWith, type ApiError } from '@liftbook/shared';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Routine, SharedRoutine } from '@liftbook/shared/contract';

export const SHARED_ROUTINE_ERRORS = {
  fetchSharedRoutines: 'Failed to load shared routines',
  copySharedRoutine: 'Failed to copy routine',
  unshareRoutine: 'Failed to unshare routine',
} as const;

/** The api's own reason for a refused write (403, 404, 409 "You have 200 routines..."), after the message. */
function failedWithReason(message: string) {
  return (error: FetchBaseQueryError): ApiError => {
    const body = error.data as { message?: unknown } | undefined;
    const reason = typeof error.status === 'number' && error.status >= 400 && error.status < 500 && typeof body?.message === 'string' ? body.message : null;
    return { status: error.status, message: reason ? `${message}: ${reason}` : message };
  };
}

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
