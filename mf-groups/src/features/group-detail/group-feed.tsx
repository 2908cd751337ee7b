// The group's feed (issue 31, beyond the spec; docs/product.md "Group feed"): the members' workouts
// newest first, each with who, when, its type, duration where known, top sets, volume and the
// records it set, in the viewer's unit; a Cheer toggle and the comments. Each entry opens the
// full workout on that member's View Workouts, at that session. Ten at a time, "Show more".
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, ErrorBanner, errorMessage, formatUtcLongDate, LoadingState, setCountLabel } from '@liftbook/shared';
import type { FeedEntry, WeightUnit } from '@liftbook/shared/contract';
import { GROUP_ERRORS, useGetGroupFeedInfiniteQuery, useSetCheerMutation } from '../../api/groups-api';
import { durationLabel, recordLabel, topSetLine, volumeLabel } from '../../domain/feed-lines';
import { memberName } from '../../domain/permissions';
import { CommentThread } from './comment-thread';
import styles from './group-feed.module.css';

export function GroupFeed({ groupId, unit }: { groupId: number; unit: WeightUnit }) {
  const feed = useGetGroupFeedInfiniteQuery(groupId);
  const entries = feed.data?.pages.flatMap((page) => page.entries) ?? [];

  let body;
  if (feed.isLoading) body = <LoadingState text="Loading feed..." />;
  else if (feed.isError && entries.length === 0)
    body = <ErrorBanner message={errorMessage(feed.error, GROUP_ERRORS.fetchFeed)} onRetry={() => void feed.refetch()} />;
  else if (entries.length === 0) body = <p className={styles.empty}>No workouts yet. The workouts members log show here.</p>;
  else
    body = (
      <>
        <ul className={styles.entries}>
          {entries.map((entry) => (
            <li key={entry.session_id}>
              <FeedEntryCard groupId={groupId} entry={entry} unit={unit} />
            </li>
          ))}
        </ul>
        {feed.isFetchNextPageError ? <ErrorBanner message={errorMessage(feed.error, GROUP_ERRORS.fetchFeed)} /> : null}
        {feed.hasNextPage ? (
          <Button
            variant="secondary"
            className={styles.more}
            busy={feed.isFetchingNextPage}
            busyLabel="Loading feed..."
            onClick={() => void feed.fetchNextPage()}
          >
            Show more
          </Button>
        ) : null}
      </>
    );

  return (
    <section className={styles.feed} aria-labelledby="group-feed-title">
      <h2 id="group-feed-title" className={styles.title}>
        Feed
      </h2>
      {body}
    </section>
  );
}

function FeedEntryCard({ groupId, entry, unit }: { groupId: number; entry: FeedEntry; unit: WeightUnit }) {
  const [showComments, setShowComments] = useState(false);
  const [setCheer, cheering] = useSetCheerMutation();
  const name = memberName(entry);
  const date = formatUtcLongDate(entry.session_date);
  const duration = durationLabel(entry.started_at, entry.finished_at);
  const headingId = `feed-entry-${entry.session_id}`;
  const commentsId = `feed-comments-${entry.session_id}`;
  const cheerFailure = errorMessage(cheering.error, GROUP_ERRORS.cheer);

  return (
    <article className={`lb-card ${styles.entry}`} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h3 id={headingId} className={styles.who}>
          {name}
        </h3>
        <p className={styles.when}>
          <span className={styles.type}>{entry.session_type}</span> · <time dateTime={entry.session_date}>{date}</time>
          {duration ? <> · {duration}</> : null}
        </p>
      </header>
      {entry.top_sets.length > 0 ? (
        <ul className={styles.topSets} aria-label="Top sets">
          {entry.top_sets.map((set) => (
            <li key={set.exercise}>{topSetLine(set, unit)}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.muted}>
        {volumeLabel(entry.volume_lbs, unit)} · {setCountLabel(entry.set_count)}
      </p>
      {entry.records.length > 0 ? (
        <ul className={styles.records} aria-label="Personal records">
          {entry.records.map((record) => (
            <li key={`${record.set_id}-${record.kind}`}>
              <Badge tone="completed">{recordLabel(record, unit)}</Badge> {record.exercise}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant={entry.cheered ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={entry.cheered}
          busy={cheering.isLoading}
          onClick={() => void setCheer({ groupId, sessionId: entry.session_id, cheered: !entry.cheered })}
        >
          Cheer
        </Button>
        <span className={styles.muted}>{entry.cheer_count === 1 ? '1 cheer' : `${entry.cheer_count} cheers`}</span>
        <Button variant="secondary" size="sm" aria-expanded={showComments} aria-controls={commentsId} onClick={() => setShowComments(!showComments)}>
          Comments ({entry.comment_count})
        </Button>
        <Link
          className={styles.open}
          to={{ pathname: `members/${entry.user_id}/workouts`, hash: `session-${entry.session_id}` }}
          aria-label={`Open workout: ${name}, ${entry.session_type}, ${date}`}
        >
          Open workout
        </Link>
      </div>
      {cheerFailure ? (
        <p role="alert" className={styles.error}>
          {cheerFailure}
        </p>
      ) : null}
      <div id={commentsId}>{showComments ? <CommentThread groupId={groupId} sessionId={entry.session_id} /> : null}</div>
    </article>
  );
}
