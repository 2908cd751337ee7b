import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import styles from './calendar-page.module.css';
import { ErrorBanner, LoadingState, PageHeader, errorMessage, formatNumber } from '@liftbook/shared';
import type { CalendarSession } from '@liftbook/shared/contract';
import { useGetCalendarSessionsQuery } from '../../api/calendar-api';
import { SESSION_ERRORS } from '../../api/sessions-api';
import { buildCalendarMonth, localDateKey, monthOfDateKey, shiftMonth, type YearMonth } from '../../domain/calendar/calendar-grid';
import { groupSessionsByDate, monthStats, summarizeDay } from '../../domain/calendar/calendar-stats';
import { MonthGrid } from './month-grid';
import { CALENDAR_PARAMS } from '@liftbook/shared/paths';
import { MONTH_PARAM, formatMonthParam, isShowableMonth, parseDayParam, parseMonthParam } from './month-param';
import { MonthPicker } from './month-picker';
import { WorkoutSummaryModal } from './workout-summary-modal';

const NO_SESSIONS: readonly CalendarSession[] = [];

export interface CalendarPageProps {
  /** The lifter's date, "YYYY-MM-DD"; defaults to their phone's date now (tests pass one). */
  today?: string;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** /calendar: docs/product.md §2 "Workout Calendar": a month of training, one request per month shown. */
export function CalendarPage({ today: todayProp }: CalendarPageProps) {
  const today = todayProp ?? localDateKey(new Date());
  const [searchParams, setSearchParams] = useSearchParams();
  // The day open in the Workout Summary is in the URL too (?day=2026-11-20): a chart's day links here.
  const selectedDate = parseDayParam(searchParams.get(CALENDAR_PARAMS.day));
  const shown: YearMonth = parseMonthParam(searchParams.get(MONTH_PARAM)) ?? (selectedDate ? monthOfDateKey(selectedDate) : null) ?? monthOfDateKey(today);
  const month = useMemo(() => buildCalendarMonth(shown.year, shown.monthIndex, today), [shown.year, shown.monthIndex, today]);
  const [picking, setPicking] = useState(false);
  const titleId = useId();

  // currentData, not data: while another month loads, the previous month's sessions must not
  // light up this month's grid.
  const { currentData, isFetching, isError, error, refetch } = useGetCalendarSessionsQuery(month.range);
  const sessions = currentData ?? NO_SESSIONS;
  const sessionsByDate = useMemo(() => groupSessionsByDate(sessions), [sessions]);
  const stats = useMemo(() => monthStats(sessions, month), [sessions, month]);
  // Only a day with sessions has a summary to show (a link to a day since emptied opens nothing).
  const summary = useMemo(() => (selectedDate ? summarizeDay(sessions, selectedDate) : null), [sessions, selectedDate]);
  const showSummary = summary !== null && summary.sessionCount > 0;
  const loading = isFetching && !currentData;

  const todaysMonth = monthOfDateKey(today);
  const showingTodaysMonth = todaysMonth.year === month.year && todaysMonth.monthIndex === month.monthIndex;
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);

  // Replace, not push: Back leaves the calendar (to where the lifter came from) instead of
  // rewinding month by month, and still comes back to this month from a session's page.
  const go = (target: YearMonth | null) => {
    setSearchParams(
      (params) => {
        const nextParams = new URLSearchParams(params);
        nextParams.delete(CALENDAR_PARAMS.day);
        if (target) nextParams.set(MONTH_PARAM, formatMonthParam(target));
        else nextParams.delete(MONTH_PARAM);
        return nextParams;
      },
      { replace: true },
    );
  };
  const selectDay = (day: string | null) => {
    setSearchParams(
      (params) => {
        const nextParams = new URLSearchParams(params);
        if (day) {
          nextParams.set(CALENDAR_PARAMS.day, day);
          nextParams.set(MONTH_PARAM, formatMonthParam(shown));
        } else nextParams.delete(CALENDAR_PARAMS.day);
        return nextParams;
      },
      { replace: true },
    );
  };

  return (
    <div className="lb-page">
      <PageHeader title="Workout Calendar" subtitle="Tap a highlighted day to see what you did." />

      <section className={`lb-card ${styles.card}`} aria-labelledby={titleId}>
        <div className={styles.toolbar}>
          <h2 id={titleId} className={styles.title} aria-live="polite">
            {/* The title opens the month picker: any month of the last years in two taps. */}
            <button type="button" className={styles.titleButton} aria-haspopup="dialog" onClick={() => setPicking(true)}>
              {month.title}
              <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 7.5 10 12.5l5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </h2>
          <div className={styles.nav}>
            {showingTodaysMonth ? null : (
              <button type="button" className={`${styles.navButton} ${styles.todayButton}`} onClick={() => go(null)}>
                Today
              </button>
            )}
            <button type="button" className={styles.navButton} aria-label="Previous month" disabled={!isShowableMonth(previous)} onClick={() => go(previous)}>
              <Chevron direction="left" />
            </button>
            <button type="button" className={styles.navButton} aria-label="Next month" disabled={!isShowableMonth(next)} onClick={() => go(next)}>
              <Chevron direction="right" />
            </button>
          </div>
        </div>

        <div className={styles.status}>
          {loading ? <LoadingState text="Loading calendar..." /> : null}
          {isError && !loading ? <ErrorBanner message={errorMessage(error, SESSION_ERRORS.fetchCalendar)} onRetry={() => void refetch()} /> : null}
          {!loading && !isError ? (
            <dl className={styles.stats} aria-label={`${month.title} stats`}>
              <div className={styles.stat}>
                <dt>Workout Days</dt>
                <dd>{formatNumber(stats.workoutDays)}</dd>
              </div>
              <div className={styles.stat}>
                <dt>Total Sessions</dt>
                <dd>{formatNumber(stats.totalSessions)}</dd>
              </div>
              <div className={styles.stat}>
                <dt>Exercises</dt>
                <dd>{formatNumber(stats.exercises)}</dd>
              </div>
            </dl>
          ) : null}
        </div>

        <MonthGrid month={month} labelledBy={titleId} sessionsByDate={sessionsByDate} onSelectDay={selectDay} busy={loading} />
      </section>

      {showSummary ? <WorkoutSummaryModal summary={summary} onClose={() => selectDay(null)} /> : null}
      {picking ? (
        <MonthPicker
          shown={shown}
          today={todaysMonth}
          onPick={(target) => {
            setPicking(false);
            go(target);
          }}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </div>
  );
}
