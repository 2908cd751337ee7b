// mf-sessions' endpoints, injected into THE shared api when this remote loads. Every error string
// of the sessions / exercises / sets endpoint group lives here and nowhere else (docs/product.md §8).
//
// Tags (the shared list): a session's exercises provide `Exercise` (one tag per exercise plus
// `session-{id}` for the list), so a change to one exercise or its sets refetches the one session
// that shows it. Every mutation here changes what was lifted, so each also invalidates shared's one
// list of lifting tags (liftingWriteTags: the calendar, progress and records, goal progress, session
// lists), which other remotes provide: no view shows stale numbers after a write (docs/architecture.md §4).
import { api, failedWith, idempotencyHeaders, liftingWriteTags, localIdFor, newIdempotencyKey, takeLocalId } from '@liftbook/shared';
import type {
  Exercise,
  ExerciseCreateInput,
  ExerciseUpdateInput,
  FinishSessionInput,
  FinishSummary,
  LastTime,
  PlannedSet,
  RepeatSessionInput,
  Session,
  SessionInput,
  SessionPage,
  SessionRecord,
  SessionSummary,
  SetInput,
  WorkoutSet,
} from '@liftbook/shared/contract';
import { workoutSet } from '@liftbook/shared/set-rules';

/** "Any non-OK response in the ... sessions calls raises a generic message" (docs/product.md §8). */
export const SESSION_ERRORS = {
  fetchSessions: 'Failed to fetch sessions',
  fetchSession: 'Failed to fetch session',
  createSession: 'Failed to create session',
  updateSession: 'Failed to update session',
  deleteSession: 'Failed to delete session',
  repeatSession: 'Could not repeat this workout',
  finishSession: 'Could not finish the workout',
  fetchCalendar: 'Failed to fetch calendar sessions',
} as const;

/**
 * Exercise and set calls. The spec only logs these failures (§8); Liftbook never loses input
 * silently, so the screens show these short messages inline and keep what was typed.
 */
export const EXERCISE_ERRORS = {
  fetchExercises: 'Could not load exercises',
  createExercise: 'Could not add the exercise',
  updateExercise: 'Could not save the exercise',
  deleteExercise: 'Could not delete the exercise',
  addSet: 'Could not add the set',
  /** The answer to Add Set never came (connection dropped, gateway timeout): the set may be saved. */
  addSetUnknown: 'The set may have been saved: the answer was lost on the way. Check the sets above before adding it again.',
  updateSet: 'Could not save the set',
  deleteSet: 'Could not delete the set',
  logPlannedSet: 'Could not log the set',
  removePlannedSet: 'Could not remove the planned set',
} as const;

/** What the screens show when a load fails (docs/product.md §8 "Screen fallbacks"). */
export const SESSION_SCREEN_ERRORS = {
  list: 'Failed to load sessions',
} as const;

/**
 * A session of the list with what it holds (GET /api/sessions answers SessionListItem); a session
 * made offline shows before the server has it, and so before it has a summary.
 */
export type ListedSession = Session & { summary?: SessionSummary };

/** Newest session first; same day: the later-created first. */
export function newestFirst<S extends Session>(sessions: readonly S[]): S[] {
  return [...sessions].sort((a, b) => b.session_date.localeCompare(a.session_date) || b.created_at.localeCompare(a.created_at));
}

/** Sessions per page of the list (the api's default page). */
export const SESSIONS_PAGE_SIZE = 50;

/**
 * Whether a write failed without an answer from the api (the connection dropped, or a gateway gave
 * up waiting): it may have been saved. An answer from the api (any 4xx, a 500) means it was not.
 */
export function isLostResponse(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 502 || status === 504;
}

/** The page after a full one starts after its last session; a short page is the last. */
export function nextSessionsPage(lastPage: readonly ListedSession[]): number | undefined {
  return lastPage.length < SESSIONS_PAGE_SIZE ? undefined : lastPage.at(-1)?.id;
}

/** The tag of a session's exercise list. */
const exerciseListTag = (sessionId: number) => ({ type: 'Exercise' as const, id: `session-${sessionId}` });

export interface SessionUpdate {
  id: number;
  session: SessionInput;
}
export interface ExerciseCreate {
  sessionId: number;
  /** With `sets`, the exercise and its sets are created in one transaction (the batch write). */
  exercise: ExerciseCreateInput;
  /** The write's Idempotency-Key when the caller keeps one for retries (quick log, Manual Add); else one is made per call. */
  idempotencyKey?: string;
}
export interface ExerciseUpdate {
  id: number;
  exercise: ExerciseUpdateInput;
}
export interface SetCreate {
  exerciseId: number;
  set: SetInput;
  idempotencyKey?: string;
  /**
   * The session whose exercise list shows the set: given, the set appears in that list at once,
   * unsaved (with the local id the outbox gives its write) and is swapped for the saved one, kept
   * as it is while the write waits offline, or taken out again if the api refuses it; the list is
   * not refetched, so a set added while an earlier one is still on its way never drops out of view.
   */
  sessionId?: number;
}
export interface PlannedSetLog {
  exerciseId: number;
  /** The session whose exercise list shows it: the set moves from the plan to the sets at once. */
  sessionId: number;
  planned: PlannedSet;
  /** What is logged: the planned figures, or what the lifter typed over them. */
  set: SetInput;
  /**
   * One tap: the set moves at once (and back if refused). Off for a set typed in the form, which
   * stays open with what was typed until the api has answered.
   */
  optimistic?: boolean;
}

export interface SetUpdate {
  exerciseId: number;
  setId: number;
  set: SetInput;
}

/**
 * Each set write's Idempotency-Key, by the call's argument (RTK Query hands the same object to
 * `query` and `onQueryStarted`): the set shown at the tap asks the outbox for its write's local id
 * by that key (localIdFor), so the row and the outbox's entry carry one id (shared/src/offline).
 */
const setWriteKeys = new WeakMap<object, string>();
function setWriteKey(call: SetCreate | PlannedSetLog): string {
  if ('idempotencyKey' in call && call.idempotencyKey) return call.idempotencyKey;
  let key = setWriteKeys.get(call);
  if (key === undefined) {
    key = newIdempotencyKey();
    setWriteKeys.set(call, key);
  }
  return key;
}

/** The set as it will be saved: numbered after the last one, stamped now (shared's one builder). */
function pendingSet(id: number, sets: readonly WorkoutSet[], input: SetInput): WorkoutSet {
  return workoutSet({ ...input, id, set_number: sets.reduce((max, s) => Math.max(max, s.set_number), 0) + 1, created_at: new Date().toISOString() });
}

export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Sessions
    // The list, a page of 50 at a time (newest first; `before` = the last session shown). A
    // refetch (after any session write) reloads every page shown, from the first.
    getSessions: build.infiniteQuery<ListedSession[], void, number | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => nextSessionsPage(lastPage),
      },
      query: ({ pageParam }) => ({ url: '/sessions', params: { limit: SESSIONS_PAGE_SIZE, ...(pageParam === null ? {} : { before: pageParam }) } }),
      transformResponse: (sessions: ListedSession[]) => newestFirst(sessions),
      transformErrorResponse: failedWith(SESSION_ERRORS.fetchSessions),
      providesTags: (data) => [{ type: 'Session' as const, id: 'LIST' }, ...(data?.pages.flat() ?? []).map((s) => ({ type: 'Session' as const, id: s.id }))],
    }),
    getSession: build.query<Session, number>({
      query: (id) => `/sessions/${id}`,
      transformErrorResponse: failedWith(SESSION_ERRORS.fetchSession),
      providesTags: (_session, _error, id) => [{ type: 'Session', id }],
    }),
    createSession: build.mutation<Session, SessionInput>({
      query: (session) => ({ url: '/sessions', method: 'POST', body: session }),
      transformErrorResponse: failedWith(SESSION_ERRORS.createSession),
      invalidatesTags: (_s, error) => liftingWriteTags(error),
    }),
    updateSession: build.mutation<Session, SessionUpdate>({
      query: ({ id, session }) => ({ url: `/sessions/${id}`, method: 'PUT', body: session }),
      transformErrorResponse: failedWith(SESSION_ERRORS.updateSession),
      // A new date moves the session in the calendar and in progress charts.
      invalidatesTags: (_s, error, { id }) => liftingWriteTags(error, [{ type: 'Session', id }]),
      // The session's own page shows the edit at once (its Private checkbox does not flick back
      // while the page reloads); a refused edit puts back what was there.
      async onQueryStarted({ id, session }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          sessionsApi.util.updateQueryData('getSession', id, (shown) => {
            Object.assign(shown, session);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    // "Repeat this workout": today's session with the same exercises; the new session answers.
    // The type goes along so that, offline, the outbox's stand-in session already shows it.
    repeatSession: build.mutation<Session, { sessionId: number; repeat: RepeatSessionInput }>({
      query: ({ sessionId, repeat }) => ({ url: `/sessions/${sessionId}/repeat`, method: 'POST', body: repeat }),
      transformErrorResponse: failedWith(SESSION_ERRORS.repeatSession),
      invalidatesTags: (_s, error) => liftingWriteTags(error),
    }),
    // Finish (issue 30): the workout's end, what becomes of the sets left unchecked, and its summary.
    // The session answered is the one shown; the exercises lose (or mark) their plans.
    finishSession: build.mutation<FinishSummary, { sessionId: number; finish: FinishSessionInput }>({
      query: ({ sessionId, finish }) => ({ url: `/sessions/${sessionId}/finish`, method: 'POST', body: finish }),
      transformErrorResponse: failedWith(SESSION_ERRORS.finishSession),
      invalidatesTags: (_s, error, { sessionId }) => liftingWriteTags(error, [exerciseListTag(sessionId)]),
      async onQueryStarted({ sessionId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionsApi.util.upsertQueryData('getSession', sessionId, data.session));
        } catch {
          // The failure reaches the caller through the mutation's result.
        }
      },
    }),
    deleteSession: build.mutation<void, number>({
      query: (id) => ({ url: `/sessions/${id}`, method: 'DELETE' }),
      transformErrorResponse: failedWith(SESSION_ERRORS.deleteSession),
      invalidatesTags: (_r, error) => liftingWriteTags(error),
      // The deleted session's own entry is dropped, not refetched into a 404.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            sessionsApi.util.updateQueryData('getSessions', undefined, (data) => {
              data.pages = data.pages.map((page) => page.filter((s) => s.id !== id));
            }),
          );
        } catch {
          // The failure reaches the caller through the mutation's result.
        }
      },
    }),

    // Exercises of a session (with their sets)
    getExercises: build.query<Exercise[], number>({
      query: (sessionId) => `/sessions/${sessionId}/exercises`,
      transformErrorResponse: failedWith(EXERCISE_ERRORS.fetchExercises),
      providesTags: (exercises, _error, sessionId) => [exerciseListTag(sessionId), ...(exercises ?? []).map((e) => ({ type: 'Exercise' as const, id: e.id }))],
    }),
    // Each lift's previous session ("Last time"); refetched with the list when an exercise is added.
    getLastTimes: build.query<LastTime[], number>({
      query: (sessionId) => `/sessions/${sessionId}/last-time`,
      transformErrorResponse: failedWith(EXERCISE_ERRORS.fetchExercises),
      providesTags: (_data, _error, sessionId) => [exerciseListTag(sessionId)],
    }),
    // The records the session holds so far (PR badges): refetched with every view of what was
    // lifted, so a set that beats the lifter's best says so once the api has it.
    getSessionRecords: build.query<SessionRecord[], number>({
      query: (sessionId) => `/sessions/${sessionId}/records`,
      providesTags: (_data, _error, sessionId) => [{ type: 'Progress', id: `session-${sessionId}` }],
    }),
    // The session page in one request (issue 33). Its answer seeds the four reads the page's parts
    // subscribe to (getSession, getExercises, getLastTimes, getSessionRecords): a write keeps
    // refetching only the part it changed, and the optimistic updates patch the entries they always
    // did. It provides the parts' tags too, so a write while it is the page's only read (loading)
    // refetches it; once the parts are in, the page stops subscribing to it (useSessionPage).
    getSessionPage: build.query<SessionPage, number>({
      query: (sessionId) => `/sessions/${sessionId}/page`,
      transformErrorResponse: failedWith(SESSION_ERRORS.fetchSession),
      providesTags: (page, _error, sessionId) => [
        { type: 'Session' as const, id: sessionId },
        exerciseListTag(sessionId),
        ...(page?.exercises ?? []).map((e) => ({ type: 'Exercise' as const, id: e.id })),
        { type: 'Progress' as const, id: `session-${sessionId}` },
      ],
      async onQueryStarted(sessionId, { dispatch, queryFulfilled }) {
        try {
          dispatch(seedSessionPage(sessionId, (await queryFulfilled).data));
        } catch {
          // The failure reaches the page through the query's result.
        }
      },
    }),
    // One lift's previous session by name (a Manual Add card, before the exercise is saved).
    getLiftLastTime: build.query<LastTime | null, { sessionId: number; lift: string }>({
      query: ({ sessionId, lift }) => ({ url: `/sessions/${sessionId}/last-time`, params: { lift } }),
      transformResponse: (lastTimes: LastTime[]) => lastTimes[0] ?? null,
      transformErrorResponse: failedWith(EXERCISE_ERRORS.fetchExercises),
      providesTags: (_data, _error, { sessionId }) => [exerciseListTag(sessionId)],
    }),
    createExercise: build.mutation<Exercise, ExerciseCreate>({
      query: ({ sessionId, exercise, idempotencyKey }) => ({
        url: `/sessions/${sessionId}/exercises`,
        method: 'POST',
        body: exercise,
        headers: idempotencyHeaders(idempotencyKey),
      }),
      transformErrorResponse: failedWith(EXERCISE_ERRORS.createExercise),
      // A new name may have become a custom exercise.
      invalidatesTags: (_e, error, { sessionId }) => liftingWriteTags(error, [exerciseListTag(sessionId), { type: 'CustomExercise', id: 'LIST' }]),
    }),
    updateExercise: build.mutation<Exercise, ExerciseUpdate>({
      query: ({ id, exercise }) => ({ url: `/exercises/${id}`, method: 'PUT', body: exercise }),
      transformErrorResponse: failedWith(EXERCISE_ERRORS.updateExercise),
      // A rename moves its sets to another progress chart.
      invalidatesTags: (_e, error, { id }) => liftingWriteTags(error, [{ type: 'Exercise', id }]),
    }),
    deleteExercise: build.mutation<void, number>({
      query: (id) => ({ url: `/exercises/${id}`, method: 'DELETE' }),
      transformErrorResponse: failedWith(EXERCISE_ERRORS.deleteExercise),
      invalidatesTags: (_r, error, id) => liftingWriteTags(error, [{ type: 'Exercise', id }]),
    }),

    // Sets
    addSet: build.mutation<WorkoutSet, SetCreate>({
      query: (call) => ({
        url: `/exercises/${call.exerciseId}/sets`,
        method: 'POST',
        body: call.set,
        headers: idempotencyHeaders(setWriteKey(call)),
      }),
      transformErrorResponse: failedWith(EXERCISE_ERRORS.addSet),
      // A lost answer may hide a saved set: refetch as after a success, so it shows if it was.
      invalidatesTags: (_s, error, { exerciseId, sessionId }) =>
        liftingWriteTags(isLostResponse(error) ? null : error, sessionId === undefined || error ? [{ type: 'Exercise' as const, id: exerciseId }] : []),
      async onQueryStarted(call, { dispatch, queryFulfilled }) {
        const { exerciseId, set, sessionId } = call;
        if (sessionId === undefined) return;
        const key = setWriteKey(call);
        const pendingId = localIdFor(key);
        const patch = dispatch(
          sessionsApi.util.updateQueryData('getExercises', sessionId, (exercises) => {
            const exercise = exercises.find((e) => e.id === exerciseId);
            if (exercise) exercise.sets.push(pendingSet(pendingId, exercise.sets, set));
          }),
        );
        try {
          const { data: saved } = await queryFulfilled;
          dispatch(
            sessionsApi.util.updateQueryData('getExercises', sessionId, (exercises) => {
              const exercise = exercises.find((e) => e.id === exerciseId);
              if (!exercise) return;
              const shown = exercise.sets.find((s) => s.id === pendingId);
              exercise.sets = exercise.sets.filter((s) => s.id !== pendingId && s.id !== saved.id);
              // The outbox's answer to a set logged offline (the same local id) cannot know its number (0): it keeps the one shown.
              exercise.sets.push(saved.set_number > 0 || !shown ? saved : { ...saved, set_number: shown.set_number });
            }),
          );
        } catch {
          patch.undo();
        } finally {
          takeLocalId(key); // no outbox took it (jsdom): forgotten
        }
      },
    }),
    // A planned set logged (one tap, or after editing its figures): it leaves the plan and shows as
    // a set at once; a refusal puts it back. The api consumes the plan in the same transaction.
    logPlannedSet: build.mutation<WorkoutSet, PlannedSetLog>({
      query: (call) => ({
        url: `/exercises/${call.exerciseId}/planned_sets/${call.planned.id}/log`,
        method: 'POST',
        body: call.set,
        headers: idempotencyHeaders(setWriteKey(call)),
      }),
      transformErrorResponse: failedWith(EXERCISE_ERRORS.logPlannedSet),
      invalidatesTags: (_s, error, { exerciseId }) => liftingWriteTags(isLostResponse(error) ? null : error, [{ type: 'Exercise' as const, id: exerciseId }]),
      async onQueryStarted(call, { dispatch, queryFulfilled }) {
        const { exerciseId, sessionId, planned, set, optimistic = true } = call;
        if (!optimistic) return;
        const key = setWriteKey(call);
        const pendingId = localIdFor(key);
        const patch = dispatch(
          sessionsApi.util.updateQueryData('getExercises', sessionId, (exercises) => {
            const exercise = exercises.find((e) => e.id === exerciseId);
            if (!exercise) return;
            exercise.planned_sets = (exercise.planned_sets ?? []).filter((p) => p.id !== planned.id);
            exercise.sets.push(pendingSet(pendingId, exercise.sets, set));
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        } finally {
          takeLocalId(key);
        }
      },
    }),
    removePlannedSet: build.mutation<void, { exerciseId: number; plannedSetId: number }>({
      query: ({ exerciseId, plannedSetId }) => ({ url: `/exercises/${exerciseId}/planned_sets/${plannedSetId}`, method: 'DELETE' }),
      transformErrorResponse: failedWith(EXERCISE_ERRORS.removePlannedSet),
      invalidatesTags: (_r, error, { exerciseId }) => (error ? [] : [{ type: 'Exercise' as const, id: exerciseId }]),
    }),
    updateSet: build.mutation<WorkoutSet, SetUpdate>({
      query: ({ exerciseId, setId, set }) => ({ url: `/exercises/${exerciseId}/sets/${setId}`, method: 'PUT', body: set }),
      transformErrorResponse: failedWith(EXERCISE_ERRORS.updateSet),
      invalidatesTags: (_s, error, { exerciseId }) => liftingWriteTags(error, [{ type: 'Exercise', id: exerciseId }]),
    }),
    deleteSet: build.mutation<void, { exerciseId: number; setId: number }>({
      query: ({ exerciseId, setId }) => ({ url: `/exercises/${exerciseId}/sets/${setId}`, method: 'DELETE' }),
      transformErrorResponse: failedWith(EXERCISE_ERRORS.deleteSet),
      invalidatesTags: (_r, error, { exerciseId }) => liftingWriteTags(error, [{ type: 'Exercise', id: exerciseId }]),
    }),
  }),
});

/** The four reads a session page's parts subscribe to, filled from one answer of its whole page. */
export function seedSessionPage(sessionId: number, page: SessionPage) {
  return sessionsApi.util.upsertQueryEntries([
    { endpointName: 'getSession', arg: sessionId, value: page.session },
    { endpointName: 'getExercises', arg: sessionId, value: page.exercises },
    { endpointName: 'getLastTimes', arg: sessionId, value: page.last_times },
    { endpointName: 'getSessionRecords', arg: sessionId, value: page.records },
  ]);
}

export const {
  useGetSessionsInfiniteQuery,
  useGetSessionQuery,
  useCreateSessionMutation,
  useUpdateSessionMutation,
  useDeleteSessionMutation,
  useRepeatSessionMutation,
  useFinishSessionMutation,
  useGetExercisesQuery,
  useGetLastTimesQuery,
  useGetSessionRecordsQuery,
  useGetSessionPageQuery,
  useGetLiftLastTimeQuery,
  useCreateExerciseMutation,
  useUpdateExerciseMutation,
  useDeleteExerciseMutation,
  useAddSetMutation,
  useUpdateSetMutation,
  useDeleteSetMutation,
  useLogPlannedSetMutation,
  useRemovePlannedSetMutation,
} = sessionsApi;
