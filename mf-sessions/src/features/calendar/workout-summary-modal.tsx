import { Link } from 'react-router';
import { DEFAULT_WEIGHT_UNIT, Modal, formatNumber, sessionPath } from '@liftbook/shared';
import type { DaySummary } from '../../domain/calendar-stats';
import { plural } from '../../domain/plural';
import { summaryDateHeading } from './day-label';

export interface WorkoutSummaryModalProps {
  summary: DaySummary;
  onClose: () => void;
}

/** Spec §2: the "Workout Summary" of the day clicked: counts, total volume, each session. */
export function WorkoutSummaryModal({ summary, onClose }: WorkoutSummaryModalProps) {
  return (
    <Modal title="Workout Summary" onClose={onClose}>
      <p className="calendar-summary__date">{summaryDateHeading(summary.dateKey)}</p>
      <dl className="calendar-summary__counts">
        <div className="calendar-summary__count">
          <dt>Sessions</dt>
          <dd>{formatNumber(summary.sessionCount)}</dd>
        </div>
        <div className="calendar-summary__count">
          <dt>Exercises</dt>
          <dd>{formatNumber(summary.exerciseCount)}</dd>
        </div>
        <div className="calendar-summary__count">
          <dt>Total Volume</dt>
          <dd>
            {formatNumber(summary.totalVolumeLbs)} {DEFAULT_WEIGHT_UNIT}
          </dd>
        </div>
      </dl>
      <ul className="calendar-summary__sessions" aria-label="Sessions">
        {summary.sessions.map((session) => (
          <li key={session.id} className="calendar-summary__session">
            <div className="calendar-summary__session-header">
              <h3 className="calendar-summary__type">{session.type}</h3>
              {/* Absolute: the session's page lives in the /sessions area, not under /calendar. */}
              <Link
                to={sessionPath(session.id)}
                className="lb-button lb-button--secondary lb-button--sm"
                aria-label={`View ${session.type} session`}
              >
                View
              </Link>
            </div>
            {session.notes ? <p className="calendar-summary__notes">{session.notes}</p> : null}
            {session.exercises.length > 0 ? (
              <ul className="calendar-summary__exercises" aria-label={`${session.type} exercises`}>
                {session.exercises.map((exercise) => (
                  <li key={exercise.id} className="calendar-summary__exercise">
                    <span className="calendar-summary__exercise-name">
                      {exercise.name}
                      {exercise.variation ? <span className="calendar-summary__variation"> ({exercise.variation})</span> : null}
                    </span>
                    <span className="calendar-summary__sets">{plural(exercise.setCount, 'set')}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="calendar-summary__empty">No exercises yet.</p>
            )}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
