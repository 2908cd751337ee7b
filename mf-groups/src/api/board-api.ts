// This week's board of a group (issue 31), injected into THE shared api beside groups-api.ts. The
// week is the viewer's: the browser's time zone goes with the call. A workout logged or edited
// anywhere (`Session` LIST) and a change of the group's members (`GroupMember` {group id})
// refresh it.
import { api, failedWith } from '@liftbook/shared';
import type { WeeklyBoard } from '@liftbook/shared/contract';
import { GROUP_ERRORS } from './groups-api';

export interface BoardArgs {
  groupId: number;
  /** The viewer's IANA time zone. */
  tz: string;
}

/** The browser's time zone ("Europe/Berlin"); UTC when it names none. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export const boardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGroupBoard: build.query<WeeklyBoard, BoardArgs>({
      query: ({ groupId, tz }) => ({ url: `/groups/${groupId}/board`, params: { tz } }),
      transformErrorResponse: failedWith(GROUP_ERRORS.fetchBoard),
      providesTags: (_board, _error, { groupId }) => [
        { type: 'Session' as const, id: 'LIST' },
        { type: 'GroupMember' as const, id: groupId },
      ],
    }),
  }),
});

export const { useGetGroupBoardQuery } = boardApi;
