import type { CalendarSession } from '@liftbook/shared/contract';
import type { CalendarDay, CalendarMonth } from '../../domain/calendar/calendar-grid';
import { plural } from '../../domain/plural';
import { workoutDayLabel } from './day-label';
import styles from './month-grid.module.css';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Dots under a day number: one per session, up to this many (the label has the exact count). */
const MAX_DOTS = 3;

export interface MonthGridProps {
  month: CalendarMonth;
  /** Id of the element naming the grid (the month title). */
  labelledBy: string;
  sessionsByDate: ReadonlyMap<string, readonly CalendarSession[]>;
  onSelectDay: (dateKey: string) => void;
  busy?: boolean;
}

function DayCell({ day, sessionCount, onSelectDay }: { day: CalendarDay; sessionCount: number; onSelectDay: (dateKey: string) => void }) {
  const classes = [styles.day, day.inMonth ? '' : styles.outside, day.isToday ? styles.today : ''].filter(Boolean).join(' ');
  const number = (
    <time className={styles.dayNumber} dateTime={day.dateKey}>
      {day.dayOfMonth}
    </time>
  );
  const current = day.isToday ? ('date' as const) : undefined;

  if (sessionCount === 0) {
    return (
      <td className={classes} aria-current={current}>
        <span className={styles.dayInner}>{number}</span>
      </td>
    );
  }
  return (
    <td className={classes}>
      {/* Named by its content, not aria-label: a label that differs from the visible "7 … 1 session"
          breaks WCAG 2.5.3 (label in name); the full date is read instead of the bare number. */}
      <button
        type="button"
        className={`${styles.dayInner} ${styles.dayButton}`}
        aria-current={current}
        aria-haspopup="dialog"
        onClick={() => onSelectDay(day.dateKey)}
      >
        <span aria-hidden="true">{number}</span>
        <span className="lb-visually-hidden">{workoutDayLabel(day.dateKey, sessionCount)}</span>
        <span className={styles.dots} aria-hidden="true">
          {Array.from({ length: Math.min(sessionCount, MAX_DOTS) }, (_, i) => (
            <span key={i} className={styles.dot} />
          ))}
        </span>
        <span className={styles.dayCount} aria-hidden="true">
          {plural(sessionCount, 'session')}
        </span>
      </button>
    </td>
  );
}

/** The 42-day month table: Sun..Sat headers, 6 weeks; days with sessions are buttons. */
export function MonthGrid({ month, labelledBy, sessionsByDate, onSelectDay, busy = false }: MonthGridProps) {
  return (
    <table className={styles.grid} aria-labelledby={labelledBy} aria-busy={busy || undefined}>
      <thead>
        <tr>
          {month.weekdays.map((weekday, i) => (
            <th key={weekday} scope="col" abbr={WEEKDAY_NAMES[i]} className={styles.weekday}>
              {weekday}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {month.weeks.map((week) => (
          <tr key={week[0]!.dateKey}>
            {week.map((day) => (
              <DayCell key={day.dateKey} day={day} sessionCount={sessionsByDate.get(day.dateKey)?.length ?? 0} onSelectDay={onSelectDay} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
