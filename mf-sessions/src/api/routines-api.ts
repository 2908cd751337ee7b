// The routines endpoints (issue 30), injected into the shared api when this remote loads. Error
// strings of the group live here and nowhere else. A refused routine (400) says which field and
// why in the api's own words: the editor shows them, so the lifter can fix what was typed.
//
// Tags: `Routine` (`LIST` + one per routine). Starting a routine and Save as routine make or read
// sessions, so they invalidate what a new session changes (liftingWriteTags).
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api, failedWith, liftingWriteTags, type ApiError } from '@liftbook/shared';
import type { Routine, RoutineInput, RoutineListItem, SaveAsRoutineInput, Session, StartRoutineInput } from '@liftbook/shared/contract';

export const ROUTINE_ERRORS = {
  fetchRoutines: 'Failed to load routines',
  fetchRoutine: 'Failed to load routine',
  saveRoutine: 'Failed to save routine',
  deleteRoutine: 'Failed to delete routine',
  duplicateRoutine: 'Failed to duplicate routine',
  startRoutine: 'Failed to start routine',
  saveAsRoutine: 'Failed to save as routine',
} as const;

/** A refused write: the group's message with the api's reason, and the field the api named (a 400's). */
export interface RoutineApiError extends ApiError {
  /** As the body spells it: "exercises[1].sets[0].reps_max". */
  field?: string;
  /** The api's own words, without the group's message. */
  reason?: string;
}

/**
 * The api's reason for a refused write (400 "exercises[1].sets[0].reps_max must be ...", 409), after
 * the group's message; a 5xx or a network failure keeps the generic message alone.
 */
export function failedWithReason(message: string) {
  return (error: FetchBaseQueryError): RoutineApiError => {
    const body = error.data as { message?: unknown; field?: unknown } | undefined;
    const reason = typeof error.status === 'number' && error.status >= 400 && error.status < 500 && typeof body?.message === 'string' ? body.message : null;
    if (reason === null) return { status: error.status, message };
    return { status: error.status, message: `${message}: ${reason}`, reason, ...(typeof body?.field === 'string' ? { field: body.field } : {}) };
  };
}

export const routinesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRoutines: build.query<RoutineListItem[], void>({
      query: () => '/routines',
      transformErrorResponse: failedWith(ROUTINE_ERRORS.fetchRoutines),
      providesTags: (routines) => [{ type: 'Routine' as const, id: 'LIST' }, ...(routines ?? []).map((r) => ({ type: 'Routine' as const, id: r.id }))],
    }),
    getRoutine: build.query<Routine, number>({
      query: (id) => `/routines/${id}`,
      transformErrorResponse: failedWith(ROUTINE_ERRORS.fetchRoutine),
      providesTags: (_routine, _error, id) => [{ type: 'Routine', id }],
    }),
    createRoutine: build.mutation<Routine, RoutineInput>({
      query: (routine) => ({ url: '/routines', method: 'POST', body: routine }),
      transformErrorResponse: failedWithReason(ROUTINE_ERRORS.saveRoutine),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Routine', id: 'LIST' }]),
    }),
    updateRoutine: build.mutation<Routine, { id: number; routine: RoutineInput }>({
      query: ({ id, routine }) => ({ url: `/routines/${id}`, method: 'PUT', body: routine }),
      transformErrorResponse: failedWithReason(ROUTINE_ERRORS.saveRoutine),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Routine', id: 'LIST' },
              { type: 'Routine', id },
            ],
    }),
    // A copy, "Push A (copy)", made by the api in one transaction.
    duplicateRoutine: build.mutation<Routine, number>({
      query: (id) => ({ url: `/routines/${id}/duplicate`, method: 'POST' }),
      transformErrorResponse: failedWithReason(ROUTINE_ERRORS.duplicateRoutine),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Routine', id: 'LIST' }]),
    }),
    deleteRoutine: build.mutation<void, number>({
      query: (id) => ({ url: `/routines/${id}`, method: 'DELETE' }),
      transformErrorResponse: failedWithReason(ROUTINE_ERRORS.deleteRoutine),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Routine', id: 'LIST' }]),
      // The deleted routine leaves the list at once, not after a refetch.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(routinesApi.util.updateQueryData('getRoutines', undefined, (routines) => routines.filter((r) => r.id !== id)));
        } catch {
          // The failure reaches the caller through the mutation's result.
        }
      },
    }),
    // Today's session with the routine's sets as planned sets; the session answers (201).
    startRoutine: build.mutation<Session, { id: number; start: StartRoutineInput }>({
      query: ({ id, start }) => ({ url: `/routines/${id}/start`, method: 'POST', body: start }),
      transformErrorResponse: failedWithReason(ROUTINE_ERRORS.startRoutine),
      invalidatesTags: (_s, error) => liftingWriteTags(error),
    }),
    // "Save as routine": the session's exercises and sets as a new routine.
    saveAsRoutine: build.mutation<Routine, { sessionId: number; body: SaveAsRoutineInput }>({
      query: ({ sessionId, body }) => ({ url: `/sessions/${sessionId}/routine`, method: 'POST', body }),
      transformErrorResponse: failedWithReason(ROUTINE_ERRORS.saveAsRoutine),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Routine', id: 'LIST' }]),
    }),
  }),
});

export const {
  useGetRoutinesQuery,
  useGetRoutineQuery,
  useCreateRoutineMutation,
  useUpdateRoutineMutation,
  useDuplicateRoutineMutation,
  useDeleteRoutineMutation,
  useStartRoutineMutation,
  useSaveAsRoutineMutation,
} = routinesApi;
