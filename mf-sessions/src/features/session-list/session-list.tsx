import { Link } from 'react-router';
import './session-list.css';
import { ErrorBanner, LoadingState, PageHeader, formatUtcLongDate } from '@liftbook/shared';
import type { Session } from '@liftbook/shared/contract';
import { SESSION_SCREEN_ERRORS, useGetSessionsQuery } from '../../api/sessions-api';

function SessionCard({ session }: { session: Session }) {
  return (
    <li className="lb-card sessions__item">
      <div className="sessions__item-main">
        <span className="sessions__type">{session.session_type}</span>
        <span className="sessions__date">{formatUtcLongDate(session.session_date)}</span>
        {session.notes ? <p className="sessions__notes">{session.notes}</p> : null}
      </div>
      {/* Relative: the shell mounts this area under /sessions. */}
      <Link to={String(session.id)} className="lb-button lb-button--secondary lb-button--sm" aria-label={`View ${session.session_type} session`}>
        View
      </Link>
    </li>
  );
}

/** /sessions: the lifter's sessions, newest first. */
export function SessionList() {
  const { data: sessions, isLoading, isError, refetch } = useGetSessionsQuery();
  return (
    <div className="lb-page sessions">
      <PageHeader title="Sessions" subtitle="Every workout you have logged." />
      {isLoading ? <LoadingState text="Loading sessions..." /> : null}
      {isError ? <ErrorBanner message={SESSION_SCREEN_ERRORS.list} onRetry={() => void refetch()} /> : null}
      {sessions && sessions.length === 0 ? (
        <div className="lb-empty">
          <p className="lb-empty__title">No sessions yet. Add your first one above!</p>
        </div>
      ) : null}
      {sessions && sessions.length > 0 ? (
        <ul className="sessions__list" aria-label="Sessions">
          {sessions.map((s) => (
            <SessionCard key={s.id} session={s} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
