// THE one RTK Query API of Liftbook (docs/architecture.md §4). @liftbook/shared is a federation
// singleton, so the shell and every remote see this same object: each remote adds its endpoints
// with `api.injectEndpoints(...)` when it loads, and tags invalidate across remotes (a set logged
// in mf-sessions refreshes progress and calendar data held by other areas).
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { getAccessToken, getAccessTokenFor } from '../auth/auth-port';
import { browserOfflineSetup, withOutbox, type AccountOptions } from '../offline/offline-base-query';
import { withIdempotencyKeys } from './idempotency';
import { withRetryAfter } from './retry-after';

export const TAG_TYPES = [
  'Session',
  'Exercise',
  'Dictionary',
  'CustomExercise',
  'Progress',
  'Calendar',
  'Goal',
  'GoalProgress',
  'Group',
  'GroupMember',
  'GroupInvite',
  'Invite',
  'Profile',
  // The lifter's imports (Your data): a finished or undone import refetches the list.
  'Import',
  // The lifter's routines (issue 30): a save, duplicate or delete refetches the list and the routine.
  'Routine',
  // A group's feed and its workouts' comments (mf-groups): a cheer or a comment refetches them.
  'GroupFeed',
  // A group's shared routines (issue 31): a share (mf-sessions) or an unshare (mf-groups) refetches them.
  'SharedRoutine',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** What a replayed write may change: refetched once the outbox has sent something. */
const SYNCED_TAGS = ['Session', 'Exercise', 'CustomExercise', 'Calendar', 'Progress', 'GoalProgress'] as const;

const fetchQuery = fetchBaseQuery({
  baseUrl: '/api',
  // Looked up per call (not captured at load), so tests and polyfills can install fetch late.
  fetchFn: (input, init) => fetch(input, init),
  prepareHeaders: async (headers, { extraOptions }) => {
    // docs/product.md §7: every call carries a JSON content type and the user's bearer token. A
    // call made for one lifter's offline data (the outbox's) carries that lifter's token or none.
    headers.set('Content-Type', 'application/json');
    const { account } = (extraOptions ?? {}) as AccountOptions;
    const token = await (account === undefined ? getAccessToken() : getAccessTokenFor(account)).catch(() => null);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** The fetch above, with 429s and 503s waited out and retried as the api's Retry-After says (retry-after.ts). */
export const baseQuery = withRetryAfter(fetchQuery);

export const api = createApi({
  reducerPath: 'api',
  // Outermost, the outbox (offline/): writes of the logging flow are stored before they are sent,
  // reads fall back to their saved copies. Then a key is on the request before any retrying
  // inside baseQuery (idempotency.ts).
  baseQuery: withOutbox(
    withIdempotencyKeys(baseQuery),
    browserOfflineSetup((dispatch) => dispatch(api.util.invalidateTags([...SYNCED_TAGS]))),
  ),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
