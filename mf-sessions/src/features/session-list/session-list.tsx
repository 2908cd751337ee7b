import cards from '../../ui/card-list.module.css';
import styles from './session-list.module.css';
import { Link } from 'react-router';
import { Button, EmptyState, ErrorBanner, LoadingState, PageHeader, dateInputToUtcIso, todayInputValue } from '@liftbook/shared';
import { todaySessionPath } from '@liftbook/shared/paths';
import { todaysSession } from '../../domain/sessions/today-session';
import { SESSION_SCREEN_ERRORS, useGetSessionsInfiniteQuery } from '../../api/sessions-api';
import { SessionAddForm } from './session-add-form';
import { SessionCard } from './session-card';

export const SHOW_MORE = 'Show more sessions';
export const START_TODAY = "Start today's workout";
export const CONTINUE_TODAY = "Continue today's workout";

/** /sessions: the add form, then the lifter's sessions, newest first: 50, then more on demand. */
export function SessionList() {
  const { data, isLoading, isError, isFetchNextPageError, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } = useGetSessionsInfiniteQuery();
  const sessions = data?.pages.flat();
  // A failed first load blanks the list; a failed next page keeps what is shown and offers Retry.
  const listFailed = isError && !isFetchNextPageError;
  const today = todaysSession(data?.pages[0] ?? [], dateInputToUtcIso(todayInputValue())!);
  return (
    <div className="lb-page">
      <PageHeader
        title="Sessions"
        subtitle="Every workout you have logged."
        actions={
          // One tap: opens today's session, or starts one (see features/start-today).
          <Link to={todaySessionPath()} className="lb-button lb-button--primary">
            {today ? CONTINUE_TODAY : START_TODAY}
          </Link>
        }
      />
      <SessionAddForm />
      <section aria-label="Your sessions">
        {isLoading ? <LoadingState text="Loading sessions..." /> : null}
        {listFailed ? <ErrorBanner message={SESSION_SCREEN_ERRORS.list} onRetry={() => void refetch()} /> : null}
        {sessions && sessions.length === 0 ? <EmptyState title="No sessions yet. Add your first one above!" /> : null}
        {sessions && sessions.length > 0 ? (
          <ul className={cards.list} aria-label="Sessions">
            {sessions.map((s) => (
              <SessionCard key={s.id} session={s} />
            ))}
          </ul>
        ) : null}
        {isFetchNextPageError ? <ErrorBanner message={SESSION_SCREEN_ERRORS.list} onRetry={() => void fetchNextPage()} /> : null}
        {sessions && hasNextPage && !isFetchNextPageError ? (
          <Button variant="secondary" className={styles.more} onClick={() => void fetchNextPage()} busy={isFetchingNextPage} busyLabel="Loading sessions...">
            {SHOW_MORE}
          </Button>
        ) : null}
      </section>
    </div>
  );
}
