// What the calendar page says about the sessions it fetched (docs/product.md §2 "Calendar page"): the month's
// stats, the sessions of each day, and the "Workout Summary" of one day. Days are UTC dates.
import type { CalendarExercise, CalendarSession } from '@liftbook/shared/contract';
import { toDateKey, type YearMonth } from './calendar-grid';

/** The UTC date ("YYYY-MM-DD") of a session, or null when its date cannot be read. */
export function sessionDateKey(session: Pick<CalendarSession, 'session_date'>): string | null {
  const time = Date.parse(session.session_date);
  return Number.isNaN(time) ? null : toDateKey(new Date(time));
}

const monthPrefix = ({ year, monthIndex }: YearMonth): string => `${String(year).padStart(4, '0')}-${String(monthIndex + 1).padStart(2, '0')}-`;

function byCreation(a: CalendarSession, b: CalendarSession): number {
  const ta = Date.parse(a.created_at);
  const tb = Date.parse(b.created_at);
  return (Number.isNaN(ta) || Number.isNaN(tb) ? 0 : ta - tb) || a.id - b.id;
}

/**
 * Sessions by UTC date key, each day's sessions in the order they were created. Days without
 * sessions are absent; a session whose date cannot be read is left out.
 */
export function groupSessionsByDate(sessions: readonly CalendarSession[]): ReadonlyMap<string, CalendarSession[]> {
  const days = new Map<string, CalendarSession[]>();
  for (const session of sessions) {
    const key = sessionDateKey(session);
    if (key === null) continue;
    const day = days.get(key);
    if (day) day.push(session);
    else days.set(key, [session]);
  }
  for (const day of days.values()) day.sort(byCreation);
  return days;
}

export interface MonthStats {
  /** Distinct UTC dates of the month with at least one session. */
  workoutDays: number;
  totalSessions: number;
  /** Exercises across the month's sessions. */
  exercises: number;
}

/**
 * The stats above the grid, for the shown month only: the fetched range also covers the dimmed
 * days of the months around it, and those do not count.
 */
export function monthStats(sessions: readonly CalendarSession[], month: YearMonth): MonthStats {
  const prefix = monthPrefix(month);
  const inMonth = sessions.filter((s) => sessionDateKey(s)?.startsWith(prefix) === true);
  return {
    workoutDays: new Set(inMonth.map(sessionDateKey)).size,
    totalSessions: inMonth.length,
    exercises: inMonth.reduce((sum, s) => sum + s.exercises.length, 0),
  };
}

export interface DaySessionSummary {
  id: number;
  type: string;
  notes: string | null;
  /** In card order, as the api lists them. */
  exercises: CalendarExercise[];
}

export interface DaySummary {
  dateKey: string;
  sessionCount: number;
  exerciseCount: number;
  /** Sum of weight × reps over the day's sets, in lbs (the api's volume per exercise), rounded to a whole number. */
  totalVolumeLbs: number;
  sessions: DaySessionSummary[];
}

/**
 * The "Workout Summary" modal of one day: counts of sessions and exercises, the total volume, and
 * per session its type, notes and exercises (in card order, as the api lists them) with their set
 * counts. `sessions` may be everything fetched; only the day's are used. The volume is the api's
 * per exercise (lbs, kg × 2.20462, the rule the progress charts use), summed, then rounded.
 */
export function summarizeDay(sessions: readonly CalendarSession[], dateKey: string): DaySummary {
  const day = groupSessionsByDate(sessions).get(dateKey) ?? [];
  const volume = day.flatMap((s) => s.exercises).reduce((sum, e) => sum + e.volume_lbs, 0);
  return {
    dateKey,
    sessionCount: day.length,
    exerciseCount: day.reduce((sum, s) => sum + s.exercises.length, 0),
    totalVolumeLbs: Math.round(volume),
    sessions: day.map((s) => ({
      id: s.id,
      type: s.session_type,
      notes: s.notes,
      exercises: s.exercises,
    })),
  };
}
