// Whether the signed-in lifter has logged anything yet: the home page greets a first sign-in with
// "Welcome" and a lifter with a history with "Welcome back" (docs/product.md §2). The rule uses
// what the api already holds, so it is the same on every device: a lifter is returning once they
// have at least one session. One session is asked for (limit 1), not the list.
import type { SessionListItem } from '../contract';
import { api } from './api';

export const returningLifterApi = api.injectEndpoints({
  endpoints: (build) => ({
    hasSessions: build.query<boolean, void>({
      query: () => '/sessions?limit=1',
      transformResponse: (sessions: SessionListItem[]) => sessions.length > 0,
      // Adding or deleting a session (the sessions remote invalidates the list) asks again.
      providesTags: [{ type: 'Session', id: 'LIST' }],
    }),
  }),
});

/** true once the lifter has a session, false for a first sign-in, undefined while unknown (loading, offline, failed). */
export function useReturningLifter(signedIn: boolean): boolean | undefined {
  const { data } = returningLifterApi.useHasSessionsQuery(undefined, { skip: !signedIn });
  return signedIn ? data : undefined;
}

/**
 * "Welcome back, Ana" for a returning lifter; "Welcome, Ana" for a first sign-in and while that is
 * not known yet ("Welcome" is never wrong; "back" to a newcomer is).
 */
export function greeting(name: string | undefined, returning: boolean | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  const welcome = returning === true ? 'Welcome back' : 'Welcome';
  return first ? `${welcome}, ${first}` : welcome;
}
