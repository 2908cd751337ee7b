// "Last time Nov 20: 185 × 5, 185 × 5, 190 × 4 lbs": the lifter's previous session of a lift, on
// one line of a phone, as the session page's cards and Manual Add's cards both show it.
import { formatUtcDate, useWeightUnit } from '@liftbook/shared';
import type { LastTime } from '@liftbook/shared/contract';
import { distanceUnitFor } from '../domain/sets/distance';
import { lastTimeDate, lastTimeLabel } from '../domain/sets/last-time';
import { sortSets } from '../domain/sessions/sort-exercises';
import styles from './last-time-note.module.css';

export function LastTimeNote({ lastTime }: { lastTime: LastTime | null | undefined }) {
  // A distance reads in the lifter's unit, as the set rows write it.
  const distanceUnit = distanceUnitFor(useWeightUnit());
  if (!lastTime || lastTime.sets.length === 0) return null;
  return (
    <p className={styles.note}>
      <strong>Last time</strong>{' '}
      <time dateTime={lastTime.session_date.slice(0, 10)} title={formatUtcDate(lastTime.session_date)}>
        {lastTimeDate(lastTime.session_date)}
      </time>
      : {lastTimeLabel(sortSets(lastTime.sets), distanceUnit)}
    </p>
  );
}
