// A member's workouts (docs/product.md §2): "← Back to Group", "{name}'s Workouts", each session with type,
// date, notes and its exercises (name, variation, set count) with every logged set in the viewer's
// unit (figures, time, distance, RPE, kind; memberSetLine); "Loading workouts...", "No workouts
// found for {name}". Newest first, 20 at a time, "Show more" for the next 20. Only the
// viewer's own sessions link to their detail: another lifter's session page is not theirs to open.
// Each session shows its duration where known and the personal records it set (a "PR" line under
// the set that set it); the feed opens a session here at #session-{id}, scrolled to and focused.
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import {
  Button,
  ErrorBanner,
  errorMessage,
  formatUtcLongDate,
  isNotFound,
  LoadingState,
  PageHeader,
  sessionPath,
  setCountLabel,
  useProfile,
  useWeightUnit,
} from '@liftbook/shared';
import type { MemberSession, WeightUnit } from '@liftbook/shared/contract';
import { durationLabel, recordLabel } from '../../domain/feed-lines';
import { GROUP_ERRORS, useGetGroupMembersQuery, useGetMemberSessionsInfiniteQuery } from '../../api/groups-api';
import { memberName } from '../../domain/permissions';
import { memberSetLine } from '../../domain/set-line';
import { GroupUnavailable } from '../../ui/group-unavailable';
import stacked from '../../ui/stacked-list.module.css';
import styles from './member-workouts.module.css';

/** /groups/:groupId/members/:userId/workouts */
export function MemberWorkoutsPage() {
  const params = useParams();
  const groupId = Number(params.groupId);
  const userId = Number(params.userId);
  const { profile } = useProfile();
  const members = useGetGroupMembersQuery(groupId);
  const sessions = useGetMemberSessionsInfiniteQuery({ groupId, userId });
  const name = memberName(members.data?.find((m) => m.user_id === userId) ?? { user_id: userId, name: null });
  const own = profile?.id === userId;
  const unit = useWeightUnit();
  const all = sessions.data?.pages.flat() ?? [];
  const { hash } = useLocation();
  const shown = all.length;
  // Opened from the feed: bring that session into view once it has loaded.
  useEffect(() => {
    if (!hash.startsWith('#session-') || shown === 0) return;
    const target = document.getElementById(hash.slice(1));
    if (target === null) return;
    target.scrollIntoView?.({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash, shown]);

  if (isNotFound(members.error)) return <GroupUnavailable />;
  let body;
  if (sessions.isLoading) body = <LoadingState text="Loading workouts..." />;
  else if (sessions.isError && all.length === 0)
    body = <ErrorBanner message={errorMessage(sessions.error, GROUP_ERRORS.fetchMemberSessions)} onRetry={() => void sessions.refetch()} />;
  else if (all.length === 0) body = <p className={styles.empty}>No workouts found for {name}</p>;
  else
    body = (
      <>
        <ul className={styles.sessions}>
          {all.map((session) => (
            <li key={session.id}>
              <SessionCard session={session} linkTo={own ? sessionPath(session.id) : null} unit={unit} />
            </li>
          ))}
        </ul>
        {sessions.isFetchNextPageError ? <ErrorBanner message={errorMessage(sessions.error, GROUP_ERRORS.fetchMemberSessions)} /> : null}
        {sessions.hasNextPage ? (
          <Button
            variant="secondary"
            className={styles.more}
            busy={sessions.isFetchingNextPage}
            busyLabel="Loading workouts..."
            onClick={() => void sessions.fetchNextPage()}
          >
            Show more
          </Button>
        ) : null}
      </>
    );

  return (
    <div className="lb-page">
      <Link to="../../.." relative="path" className={styles.back}>
        ← Back to Group
      </Link>
      <PageHeader title={`${name}'s Workouts`} />
      {body}
    </div>
  );
}

function SessionCard({ session, linkTo, unit }: { session: MemberSession; linkTo: string | null; unit: WeightUnit }) {
  const headingId = `member-session-${session.id}`;
  const duration = durationLabel(session.started_at, session.finished_at);
  const records = session.records ?? [];
  return (
    <article id={`session-${session.id}`} tabIndex={-1} className={`lb-card ${styles.session}`} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.type}>
          {linkTo ? <Link to={linkTo}>{session.session_type}</Link> : session.session_type}
        </h2>
        <span className={styles.date}>
          <time dateTime={session.session_date}>{formatUtcLongDate(session.session_date)}</time>
          {duration ? <> · {duration}</> : null}
        </span>
      </header>
      {session.notes ? <p className={styles.notes}>{session.notes}</p> : null}
      {session.exercises.length > 0 ? (
        <ul className={stacked.list} aria-label={`${session.session_type} exercises`}>
          {session.exercises.map((exercise) => (
            <li key={exercise.id}>
              <div className={styles.exerciseHead}>
                <span className={styles.exerciseName}>
                  {exercise.name}
                  {exercise.variation ? <span className={styles.muted}> ({exercise.variation})</span> : null}
                </span>
                <span className={styles.muted}>{setCountLabel(exercise.set_count)}</span>
              </div>
              {exercise.sets.length > 0 ? (
                <ol className={styles.sets} aria-label={`${exercise.name} sets`}>
                  {exercise.sets.map((set) => (
                    <li key={set.id}>
                      {memberSetLine(set, unit)}
                      {records
                        .filter((record) => record.set_id === set.id)
                        .map((record) => (
                          <span key={record.kind} className={styles.record}>
                            {recordLabel(record, unit)}
                          </span>
                        ))}
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
