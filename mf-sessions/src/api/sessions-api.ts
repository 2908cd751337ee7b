// mf-sessions' endpoints, injected into THE shared api when this remote loads. The spec's error
// strings for the sessions endpoint group live here and nowhere else (spec §8).
import { api, failedWith } from '@liftbook/shared';
import type { Session } from '@liftbook/shared/contract';

/** "Any non-OK response in the ... sessions calls raises a generic message" (spec §8). */
export const SESSION_ERRORS = {
  fetchSessions: 'Failed to fetch sessions',
  fetchSession: 'Failed to fetch session',
  createSession: 'Failed to create session',
  updateSession: 'Failed to update session',
  deleteSession: 'Failed to delete session',
  fetchCalendar: 'Failed to fetch calendar sessions',
} as const;

/** What the screens show when a load fails (spec §8 "Screen fallbacks"). */
export const SESSION_SCREEN_ERRORS = {
  list: 'Failed to load sessions',
} as const;

/** Newest session first; same day: the later-created first. */
export function newestFirst(sessions: readonly Session[]): Session[] {
  return [...sessions].sort((a, b) => b.session_date.localeCompare(a.session_date) || b.created_at.localeCompare(a.created_at));
}

export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSessions: build.query<Session[], void>({
      query: () => '/sessions',
      transformResponse: (sessions: Session[]) => newestFirst(sessions),
      transformErrorResponse: failedWith(SESSION_ERRORS.fetchSessions),
      providesTags: (sessions) => [{ type: 'Session' as const, id: 'LIST' }, ...(sessions ?? []).map((s) => ({ type: 'Session' as const, id: s.id }))],
    }),
  }),
});

export const { useGetSessionsQuery } = sessionsApi;
