// The routines endpoints (issue 30), injected into the shared api when this remote loads. Error
// strings of the group live here and nowhere else. A refused routine (400) says which field and
// why in the api's own words: the editor shows them, so the lifter can fix what was typed.
//
// Tags: `Routine` (`LIST` + one per routine). Starting a routine makes a session, so it
// invalidates the views a new session changes (STARTED_VIEW_TAGS), and seeds its page from the answer.
import { api, failedWith, LIFTED_VIEW_TAGS, failedWithReason } from '@liftbook/shared';
import type { Routine, RoutineInput, RoutineListItem, SaveAsRoutineInput, Session, StartRoutineInput, StartedSession } from '@liftbook/shared/contract';
import { startedPage } from '../domain/routines/started-page';
import { seedSessionPage } from './sessions-api';

export const ROUTINE_ERRORS = {
  fetchRoutines: 'Failed to load routines',
  fetchRoutine: 'Failed to load routine',
  saveRoutine: 'Failed to save routine',
  deleteRoutine: 'Failed to delete routine',
  duplicateRoutine: 'Failed to duplicate routine',
  startRoutine: 'Failed to start routine',
  saveAsRoutine: 'Failed to save as routine',
} as const;

/**
 * What a start changes: the session lists, the calendar and goals' progress, and the lifter's
 * custom lifts (a start makes a routine's lift a custom lift again when it was deleted from them).
 * Not `Progress` (charts, records, the logged lifts): a started session holds no set yet, and the
 * records its page is seeded with carry a `Progress` tag, so invalidating it would drop them at
 * once and the page would be read again.
 */
export const STARTED_VIEW_TAGS = [...LIFTED_VIEW_TAGS.filter((tag) => tag !== 'Progress'), { type: 'CustomExercise' as const, id: 'LIST' }];

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
    // Today's session with the routine's sets as planned sets (201). The api answers the rest of
    // its page with it (issue 33): the page's four reads are seeded here, so opening the checklist
    // reads nothing more. Offline the outbox answers the session alone, and the page is read from it.
    startRoutine: build.mutation<Session & Partial<StartedSession>, { id: number; start: StartRoutineInput }>({
      query: ({ id, start }) => ({ url: `/routines/${id}/start`, method: 'POST', body: start }),
      transformErrorResponse: failedWithReason(ROUTINE_ERRORS.startRoutine),
      invalidatesTags: (_s, error) => (error ? [] : STARTED_VIEW_TAGS),
      async onQueryStarted(_start, { dispatch, queryFulfilled }) {
        try {
          const page = startedPage((await queryFulfilled).data);
          if (page) dispatch(seedSessionPage(page.session.id, page));
        } catch {
          // The failure reaches the caller through the mutation's result.
        }
      },
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
