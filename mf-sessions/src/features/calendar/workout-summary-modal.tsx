import { Link } from 'react-router';
import { ExerciseSummaryList, Modal, formatNumber, lbsIn, sessionPath, useWeightUnit } from '@liftbook/shared';
import type { DaySummary } from '../../domain/calendar/calendar-stats';
import { summaryDateHeading } from './day-label';
import styles from './workout-summary-modal.module.css';

export interface WorkoutSummaryModalProps {
  summary: DaySummary;
  onClose: () => void;
}

/** docs/product.md §2: the "Workout Summary" of the day clicked: counts, total volume, each session. */
export function WorkoutSummaryModal({ summary, onClose }: WorkoutSummaryModalProps) {
  // In the lifter's unit (the api sums in lbs), rounded like the lbs total.
  const unit = useWeightUnit();
  return (
    <Modal title="Workout Summary" onClose={onClose}>
      <p className={styles.date}>{summaryDateHeading(summary.dateKey)}</p>
      <dl className={styles.counts}>
        <div className={styles.count}>
          <dt>Sessions</dt>
          <dd>{formatNumber(summary.sessionCount)}</dd>
        </div>
        <div className={styles.count}>
          <dt>Exercises</dt>
          <dd>{formatNumber(summary.exerciseCount)}</dd>
        </div>
        <div className={styles.count}>
          <dt>Total Volume</dt>
          <dd>
            {formatNumber(Math.round(lbsIn(summary.totalVolumeLbs, unit)))} {unit}
          </dd>
        </div>
      </dl>
      <ul className={styles.sessions} aria-label="Sessions">
        {summary.sessions.map((session) => (
          <li key={session.id} className={styles.session}>
            <div className={styles.sessionHeader}>
              <h3 className={styles.type}>{session.type}</h3>
              {/* Absolute: the session's page lives in the /sessions area, not under /calendar. */}
              <Link to={sessionPath(session.id)} className="lb-button lb-button--secondary lb-button--sm" aria-label={`View ${session.type} session`}>
                View
              </Link>
            </div>
            {session.notes ? <p className={styles.notes}>{session.notes}</p> : null}
            {session.exercises.length > 0 ? (
              <ExerciseSummaryList exercises={session.exercises} label={`${session.type} exercises`} />
            ) : (
              <p className={styles.empty}>No exercises yet.</p>
            )}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
