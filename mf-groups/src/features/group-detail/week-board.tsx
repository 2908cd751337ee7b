// "This week" on the group page (issue 31, beyond the spec; docs/product.md "This week's board"):
// the members who trained Monday to Sunday in the viewer's time zone, most volume first, each
// with their rank, name (never an email), sessions, working sets, volume and the records they set,
// in the viewer's unit. An ordered list rather than a table, so it reflows at 375 px; the rank is
// written out ("Rank 1"), since a list styled without markers loses its numbers in some readers.
import { Badge, ErrorBanner, errorMessage, LoadingState } from '@liftbook/shared';
import { GROUP_ERRORS } from '../../api/groups-api';
import { useGetGroupBoardQuery, viewerTimeZone } from '../../api/board-api';
import { boardFigures, weekLabel } from '../../domain/board-lines';
import { recordLabel } from '../../domain/feed-lines';
import { memberName } from '../../domain/permissions';
import stacked from '../../ui/stacked-list.module.css';
import styles from './week-board.module.css';

export const BOARD_EMPTY = 'No workouts this week yet.';

export function WeekBoard({ groupId }: { groupId: number }) {
  const board = useGetGroupBoardQuery({ groupId, tz: viewerTimeZone() });

  let body;
  if (board.isLoading) body = <LoadingState text="Loading this week..." />;
  else if (!board.data)
    body = <ErrorBanner message={errorMessage(board.error, GROUP_ERRORS.fetchBoard) ?? GROUP_ERRORS.fetchBoard} onRetry={() => void board.refetch()} />;
  else {
    const { members, unit } = board.data;
    body = (
      <>
        <p className={styles.week}>{weekLabel(board.data)}</p>
        {members.length === 0 ? (
          <p className={styles.empty}>{BOARD_EMPTY}</p>
        ) : (
          <ol className={stacked.list} aria-labelledby="week-board-title">
            {members.map((member, index) => {
              const name = memberName(member);
              return (
                <li key={member.user_id} className={styles.member}>
                  <span className={styles.rank}>
                    <span className="lb-visually-hidden">Rank </span>
                    {index + 1}
                  </span>
                  <div className={styles.details}>
                    <p className={styles.name}>{name}</p>
                    <p className={styles.figures}>{boardFigures(member, unit)}</p>
                    {member.records.length > 0 ? (
                      <ul className={styles.records} aria-label={`${name}'s records this week`}>
                        {member.records.map((record) => (
                          <li key={`${record.set_id}-${record.kind}`}>
                            <Badge tone="completed">{recordLabel(record, unit)}</Badge> {record.exercise}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </>
    );
  }

  return (
    <section className={`lb-card ${styles.board}`} aria-labelledby="week-board-title">
      <h2 id="week-board-title" className={styles.title}>
        This week
      </h2>
      {body}
    </section>
  );
}
