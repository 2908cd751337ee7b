// The names of the lifts the lifter logged lately, newest first: Quick Log ranks them first when a
// typed name could mean several lifts. Read from the calendar's call (sessions of a date range
// with their exercises), so nothing new is asked of the api, and cached like the calendar.
import { useMemo } from 'react';
import { useGetCalendarSessionsQuery } from '../../api/calendar-api';

/** How far back "recent" reaches. */
export const RECENT_DAYS = 56;
const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The range of the last RECENT_DAYS days, in UTC days (session dates are UTC midnights). */
export function recentRange(now: Date): { start_date: string; end_date: string } {
  return { start_date: isoDay(new Date(now.getTime() - RECENT_DAYS * DAY_MS)), end_date: isoDay(now) };
}

export function useRecentLifts(): readonly string[] {
  // One range per day, so the cache key stays put while the panel is open.
  const range = useMemo(() => recentRange(new Date()), []);
  const { data } = useGetCalendarSessionsQuery(range);
  return useMemo(() => {
    const sessions = [...(data ?? [])].sort((a, b) => (a.session_date < b.session_date ? 1 : a.session_date > b.session_date ? -1 : b.id - a.id));
    const names = sessions.flatMap((session) => session.exercises.map((exercise) => exercise.name));
    return [...new Set(names)];
  }, [data]);
}
