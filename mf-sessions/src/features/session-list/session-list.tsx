import styles from './session-list.module.css';
import { EmptyState, ErrorBanner, LoadingState, PageHeader } from '@liftbook/shared';
import { SESSION_SCREEN_ERRORS, useGetSessionsQuery } from '../../api/sessions-api';
import { SessionAddForm } from './session-add-form';
import { SessionCard } from './session-card';

/** /sessions: the add form, then the lifter's sessions, newest first. */
export function SessionList() {
  const { data: sessions, isLoading, isError, refetch } = useGetSessionsQuery();
  return (
    <div className="lb-page">
      <PageHeader title="Sessions" subtitle="Every workout you have logged." />
      <SessionAddForm />
      <section aria-label="Your sessions">
        {isLoading ? <LoadingState text="Loading sessions..." /> : null}
        {isError ? <ErrorBanner message={SESSION_SCREEN_ERRORS.list} onRetry={() => void refetch()} /> : null}
        {sessions && sessions.length === 0 ? <EmptyState title="No sessions yet. Add your first one above!" /> : null}
        {sessions && sessions.length > 0 ? (
          <ul className={styles.list} aria-label="Sessions">
            {sessions.map((s) => (
              <SessionCard key={s.id} session={s} />
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
