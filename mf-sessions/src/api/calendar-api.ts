// The calendar's one call, injected into THE shared api (docs/product.md §7): the sessions of the 42 days a
// month grid shows, with their exercises as summaries (set count, volume in lbs). One request per month shown; RTK Query keys the
// cache by the range, so a month seen before is served from the cache.
import { api, failedWith } from '@liftbook/shared';
import type { CalendarQuery, CalendarSession } from '@liftbook/shared/contract';
import { SESSION_ERRORS } from './sessions-api';

export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCalendarSessions: build.query<CalendarSession[], CalendarQuery>({
      query: ({ start_date, end_date }) => ({ url: '/sessions/calendar', params: { start_date, end_date } }),
      transformErrorResponse: failedWith(SESSION_ERRORS.fetchCalendar),
      // Calendar LIST: any session, exercise or set change may move a day's summary, so writers
      // invalidate it; the session ids let a write to one session refresh the months showing it.
      providesTags: (sessions) => [{ type: 'Calendar' as const, id: 'LIST' }, ...(sessions ?? []).map((s) => ({ type: 'Session' as const, id: s.id }))],
      // Lifters flick back and forth between neighbouring months; keep what they saw for 5 minutes
      // (tags still refetch it when a session changes).
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetCalendarSessionsQuery } = calendarApi;
