// The session page's reads (issue 33): one request, GET /api/sessions/{id}/page, until its four
// parts are in the cache (it seeds them), then the parts' own reads, so each write refetches only
// the part it changed. A part the cache has dropped (a write while the page was closed) is read
// again by the page's one request, never by four.
import { useAppSelector } from '@liftbook/shared';
import { sessionsApi, useGetExercisesQuery, useGetLastTimesQuery, useGetSessionPageQuery, useGetSessionQuery, useGetSessionRecordsQuery } from './sessions-api';

const { getSession, getExercises, getLastTimes, getSessionRecords } = sessionsApi.endpoints;

/** The session page's data; `sessionId` null: no session (a malformed link), nothing is read. */
export function useSessionPage(sessionId: number | null) {
  const id = sessionId ?? 0;
  const partsIn = useAppSelector(
    (state) =>
      sessionId !== null &&
      getSession.select(id)(state).data !== undefined &&
      getExercises.select(id)(state).data !== undefined &&
      getLastTimes.select(id)(state).data !== undefined &&
      getSessionRecords.select(id)(state).data !== undefined,
  );
  const page = useGetSessionPageQuery(id, { skip: sessionId === null || partsIn });
  const skipParts = { skip: !partsIn };
  const session = useGetSessionQuery(id, skipParts);
  const exercises = useGetExercisesQuery(id, skipParts);
  const lastTimes = useGetLastTimesQuery(id, skipParts);
  const records = useGetSessionRecordsQuery(id, skipParts);
  // Until the parts are in (the page's answer seeds them), the page's one request says how it goes.
  const loading = sessionId !== null && !partsIn && !page.isError;
  return {
    session: session.data,
    sessionError: partsIn ? session.error : page.error,
    loading,
    retry: () => void (partsIn ? session.refetch() : page.refetch()),
    exercises: exercises.data,
    exercisesLoading: loading || exercises.isLoading,
    exercisesError: partsIn ? exercises.error : undefined,
    retryExercises: () => void exercises.refetch(),
    lastTimes: lastTimes.data,
    records: records.data,
  };
}
