// /sessions/today: one tap to today's workout, from the home page or the sessions list. Opens the
// lifter's session of today, or starts one and opens it. Idempotent: it looks at a fresh list
// first, and a start already on its way (a double tap, React's double effect) is joined, never
// repeated. Offline the list and the create go through the outbox like any other, so a session
// started offline opens at once and a second tap finds it.
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorBanner, LoadingState, dateInputToUtcIso, httpErrorMessage, todayInputValue } from '@liftbook/shared';
import { AREA_PATHS, sessionPath } from '@liftbook/shared/paths';
import { SESSION_SCREEN_ERRORS, useCreateSessionMutation, useGetSessionsInfiniteQuery } from '../../api/sessions-api';
import { startOnce } from '../../api/start-once';
import { todaySessionInput, todaysSession } from '../../domain/sessions/today-session';

export const OPENING_TODAY = "Opening today's workout...";

export function StartToday() {
  const navigate = useNavigate();
  const todayIso = useMemo(() => dateInputToUtcIso(todayInputValue())!, []);
  // A fresh first page, not a copy from earlier: a session started since (here or elsewhere) is in it.
  const list = useGetSessionsInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const [createSession] = useCreateSessionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const firstPage = list.isFetching ? undefined : list.data?.pages[0];

  useEffect(() => {
    if (firstPage === undefined || failure !== null) return;
    const existing = todaysSession(firstPage, todayIso);
    if (existing) {
      void navigate(sessionPath(existing.id), { replace: true });
      return;
    }
    let current = true;
    startOnce(todayIso, () => createSession(todaySessionInput(todayIso)).unwrap()).then(
      (session) => current && void navigate(sessionPath(session.id), { replace: true }),
      (error: unknown) => current && setFailure(httpErrorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [firstPage, todayIso, createSession, navigate, failure, attempt]);

  const listFailed = list.isError && !list.isFetching;
  if (failure === null && !listFailed) return <LoadingState text={OPENING_TODAY} />;
  return (
    <div className="lb-page">
      <ErrorBanner
        message={failure ?? SESSION_SCREEN_ERRORS.list}
        onRetry={() => {
          setFailure(null);
          setAttempt((n) => n + 1);
          if (listFailed) void list.refetch();
        }}
      />
      <p>
        <Link to={AREA_PATHS.sessions}>Back to Sessions</Link>
      </p>
    </div>
  );
}
