// "Share to group" (issue 31): the lifter's groups to choose from, and the share itself. The
// groups are read from the api's /groups through the one shared api, under a name of this area's
// own (the groups remote reads the same list as getGroups; no remote imports another). Its `Group`
// LIST tag is the groups remote's, so joining or leaving a group refreshes the choice.
import { api, failedWith, failedWithReason } from '@liftbook/shared';
import type { Group, SharedRoutine } from '@liftbook/shared/contract';

export const SHARE_ERRORS = {
  fetchGroups: 'Failed to load your groups',
  shareRoutine: 'Failed to share routine',
} as const;

export const shareRoutineApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGroupsToShareTo: build.query<Group[], void>({
      query: () => '/groups',
      transformErrorResponse: failedWith(SHARE_ERRORS.fetchGroups),
      providesTags: [{ type: 'Group', id: 'LIST' }],
    }),
    // A snapshot of the routine as it is now, in the group's Shared routines (201).
    shareRoutine: build.mutation<SharedRoutine, { groupId: number; routineId: number }>({
      query: ({ groupId, routineId }) => ({ url: `/groups/${groupId}/routines`, method: 'POST', body: { routine_id: routineId } }),
      transformErrorResponse: failedWithReason(SHARE_ERRORS.shareRoutine),
      invalidatesTags: (_r, error, { groupId }) => (error ? [] : [{ type: 'SharedRoutine', id: groupId }]),
    }),
  }),
});

export const { useGetGroupsToShareToQuery, useShareRoutineMutation } = shareRoutineApi;
