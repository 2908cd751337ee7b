// /routines/:routineId/start: one tap to a routine's checklist (the home page's "Next", a
// program's "Start Workout B"). Opens today's unfinished session of that routine, or starts one
// and opens it. As /sessions/today does: it reads a fresh list first, and a start already on its
// way (a double tap, React's double effect) is joined, never repeated. Once it knows it starts, it
// stops following the list, so the start (which makes the list stale) does not read it again: the
// sessions list reads it when next opened. The start's answer carries the checklist's page, so
// two requests in all open it (issue 33).
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorBanner, LoadingState, dateInputToUtcIso, errorMessage, routeId, todayInputValue } from '@liftbook/shared';
import { routinesPath, sessionPath } from '@liftbook/shared/paths';
import { ROUTINE_ERRORS, useStartRoutineMutation } from '../../api/routines-api';
import { SESSION_SCREEN_ERRORS, useGetSessionsInfiniteQuery } from '../../api/sessions-api';
import { startOnce } from '../../api/start-once';
import { todaysRoutineSession } from '../../domain/sessions/today-session';

export const OPENING_ROUTINE = 'Opening the workout...';

export function StartRoutine() {
  const navigate = useNavigate();
  const routineId = routeId(useParams().routineId);
  const todayIso = useMemo(() => dateInputToUtcIso(todayInputValue())!, []);
  // No session of this routine today in a fresh list: this start makes one.
  const [startsFor, setStartsFor] = useState<number | null>(null);
  const starts = routineId !== null && startsFor === routineId;
  const list = useGetSessionsInfiniteQuery(undefined, { refetchOnMountOrArgChange: true, skip: starts });
  const [startRoutine] = useStartRoutineMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const firstPage = list.isFetching ? undefined : list.data?.pages[0];

  useEffect(() => {
    if (routineId === null || firstPage === undefined || starts) return;
    const existing = todaysRoutineSession(firstPage, todayIso, routineId);
    if (existing) void navigate(sessionPath(existing.id), { replace: true });
    else setStartsFor(routineId);
  }, [routineId, firstPage, todayIso, navigate, starts]);

  useEffect(() => {
    if (routineId === null || !starts || failure !== null) return;
    let current = true;
    startOnce(`${routineId}@${todayIso}`, () => startRoutine({ id: routineId, start: { session_date: todayIso } }).unwrap()).then(
      (session) => current && void navigate(sessionPath(session.id), { replace: true }),
      (error: unknown) => current && setFailure(errorMessage(error, ROUTINE_ERRORS.startRoutine) ?? ROUTINE_ERRORS.startRoutine),
    );
    return () => {
      current = false;
    };
  }, [routineId, starts, todayIso, startRoutine, navigate, failure, attempt]);

  const listFailed = !starts && list.isError && !list.isFetching;
  if (routineId !== null && failure === null && !listFailed) return <LoadingState text={OPENING_ROUTINE} />;
  return (
    <div className="lb-page">
      <ErrorBanner
        message={routineId === null ? 'Routine not found' : (failure ?? SESSION_SCREEN_ERRORS.list)}
        onRetry={
          routineId === null
            ? undefined
            : () => {
                setFailure(null);
                setAttempt((n) => n + 1);
                if (listFailed) void list.refetch();
              }
        }
      />
      <p>
        <Link to={routinesPath()}>Back to Routines</Link>
      </p>
    </div>
  );
}
