// The signed-in lifter's pending group invites. Defined once, here, because two apps read it: the
// groups remote's My Invites page lists them, and the shell's navbar shows how many there are
// ("My Invites (2)") without importing the remote. Accepting and declining live in mf-groups and
// invalidate the `Invite` tag, so the navbar's count follows at once.
import type { Invite } from '../contract';
import { api } from './api';
import { failedWith } from './errors';

/** docs/product.md §8, invites (the list call). */
export const MY_INVITES_ERROR = 'Failed to fetch user invites';

/** How often an open page looks for invites sent by others (they arrive without any action here). */
export const INVITES_POLL_MS = 120_000;

export const invitesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyInvites: build.query<Invite[], void>({
      query: () => '/invites',
      transformErrorResponse: failedWith(MY_INVITES_ERROR),
      providesTags: [{ type: 'Invite', id: 'LIST' }],
    }),
  }),
});

export const { useGetMyInvitesQuery } = invitesApi;

/** The number of pending invites for the navbar; undefined while unknown (signed out, loading, failed). */
export function usePendingInviteCount(signedIn: boolean): number | undefined {
  const { data } = useGetMyInvitesQuery(undefined, { skip: !signedIn, pollingInterval: INVITES_POLL_MS });
  return signedIn ? data?.length : undefined;
}
