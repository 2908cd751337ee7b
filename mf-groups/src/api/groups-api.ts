// mf-groups' endpoints, injected into THE shared api when this remote loads. Every error string
// of the groups area (docs/product.md §8: groups, invites, profile) lives in GROUP_ERRORS and nowhere else;
// components read a failure's message (errorMessage) and never spell one.
//
// Tags (the shared list): `Group` LIST and {id}; `GroupMember` {group id}; `GroupInvite` {group
// id}; `Invite` LIST (My Invites, shared's getMyInvites, which the navbar's count reads too);
// `Session` for a member's workouts. After add, remove or role change the group and its members
// reload (docs/product.md §4), by invalidating their tags.
import { api, failedWith, MY_INVITES_ERROR, PROFILE_ERRORS, failedWithReason } from '@liftbook/shared';
import type {
  CheerState,
  CreatedInviteCode,
  FeedPage,
  Group,
  GroupInput,
  GroupInvite,
  GroupMember,
  GroupRole,
  InviteSent,
  MemberSession,
  WorkoutComment,
} from '@liftbook/shared/contract';

export const GROUP_ERRORS = {
  // docs/product.md §8: one message per call.
  fetchGroups: 'Failed to fetch groups',
  createGroup: 'Failed to create group',
  fetchGroup: 'Failed to fetch group',
  updateGroup: 'Failed to update group',
  deleteGroup: 'Failed to delete group',
  fetchMembers: 'Failed to fetch group members',
  addMember: 'Failed to add member',
  removeMember: 'Failed to remove member',
  updateRole: 'Failed to update member role',
  fetchMemberSessions: 'Failed to fetch member sessions',
  createInvite: 'Failed to create invite',
  fetchGroupInvites: 'Failed to fetch group invites',
  fetchUserInvites: MY_INVITES_ERROR,
  acceptInvite: 'Failed to accept invite',
  declineInvite: 'Failed to decline invite',
  cancelInvite: 'Failed to cancel invite',
  // Invite codes.
  joinGroup: 'Failed to join group',
  transferOwner: 'Failed to make owner',
  fetchProfile: PROFILE_ERRORS.fetch,
  // docs/product.md §8: the screens' fallbacks.
  saveGroup: 'Failed to save group',
  loadGroup: 'Failed to load group',
  loadGroups: 'Failed to load groups',
  loadInvites: 'Failed to load invites',
  // This week's board (issue 31, beyond the spec).
  fetchBoard: "Failed to fetch this week's board",
  // The feed (issue 31, beyond the spec).
  fetchFeed: 'Failed to fetch the group feed',
  cheer: 'Failed to cheer',
  fetchComments: 'Failed to fetch comments',
  addComment: 'Failed to post comment',
  deleteComment: 'Failed to delete comment',
} as const;

export interface GroupUpdate {
  id: number;
  group: GroupInput;
}
export interface MemberTarget {
  groupId: number;
  userId: number;
}
export interface MemberRoleChange extends MemberTarget {
  role: GroupRole;
}

/** Sessions per "Show more" page (the api's default too). */
export const MEMBER_SESSIONS_PAGE = 20;

/** Feed entries per page ("Show more" fetches the next). */
export const FEED_PAGE = 10;

export interface WorkoutTarget {
  groupId: number;
  sessionId: number;
}

const feedTag = (groupId: number) => ({ type: 'GroupFeed' as const, id: groupId });
const commentsTag = ({ groupId, sessionId }: WorkoutTarget) => ({ type: 'GroupFeed' as const, id: `${groupId}-${sessionId}` });

const ok = <T>(error: unknown, tags: T[]): T[] => (error ? [] : tags);

export const groupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGroups: build.query<Group[], void>({
      query: () => '/groups',
      transformErrorResponse: failedWith(GROUP_ERRORS.fetchGroups),
      providesTags: (groups) => [{ type: 'Group' as const, id: 'LIST' }, ...(groups ?? []).map((g) => ({ type: 'Group' as const, id: g.id }))],
    }),
    getGroup: build.query<Group, number>({
      query: (id) => `/groups/${id}`,
      transformErrorResponse: failedWith(GROUP_ERRORS.fetchGroup),
      providesTags: (_group, _error, id) => [{ type: 'Group', id }],
    }),
    createGroup: build.mutation<Group, GroupInput>({
      query: (group) => ({ url: '/groups', method: 'POST', body: group }),
      transformErrorResponse: failedWithReason(GROUP_ERRORS.createGroup),
      invalidatesTags: (_group, error) => ok(error, [{ type: 'Group' as const, id: 'LIST' }]),
    }),
    updateGroup: build.mutation<Group, GroupUpdate>({
      query: ({ id, group }) => ({ url: `/groups/${id}`, method: 'PUT', body: group }),
      transformErrorResponse: failedWithReason(GROUP_ERRORS.updateGroup),
      invalidatesTags: (_group, error, { id }) => ok(error, [{ type: 'Group' as const, id }]),
    }),
    deleteGroup: build.mutation<void, number>({
      query: (id) => ({ url: `/groups/${id}`, method: 'DELETE' }),
      transformErrorResponse: failedWithReason(GROUP_ERRORS.deleteGroup),
      invalidatesTags: (_r, error) => ok(error, [{ type: 'Group' as const, id: 'LIST' }]),
    }),
    getGroupMembers: build.query<GroupMember[], number>({
      query: (groupId) => `/groups/${groupId}/members`,
      transformErrorResponse: failedWith(GROUP_ERRORS.fetchMembers),
      providesTags: (_members, _error, groupId) => [{ type: 'GroupMember', id: groupId }],
    }),
    /** Remove a member (admins), or leave the group (the viewer's own id). */
    removeMember: build.mutation<void, MemberTarget>({
      query: ({ groupId, userId }) => ({ url: `/groups/${groupId}/members/${userId}`, method: 'DELETE' }),
      transformErrorResponse: failedWithReason(GROUP_ERRORS.removeMember),
      invalidatesTags: (_r, error, { groupId }) =>
        ok(error, [
          { type: 'Group' as const, id: groupId },
          { type: 'Group' as const, id: 'LIST' },
          { type: 'GroupMember' as const, id: groupId },
        ]),
    }),
    updateMemberRole: build.mutation<GroupMember, MemberRoleChange>({
      query: ({ groupId, userId, role }) => ({ url: `/groups/${groupId}/members/${userId}/role`, method: 'PUT', body: { role } }),
      transformErrorResponse: failedWithReason(GROUP_ERRORS.updateRole),
      invalidatesTags: (_r, error, { groupId }) =>
        ok(error, [
          { type: 'Group' as const, id: groupId },
          { type: 'GroupMember' as const, id: groupId },
        ]),
    }),
    /**
     * A member's workouts, newest first, 20 a page ("Show more" fetches the next). The page param
     * is the last session id of the page before (0: the first page).
     */
    getMemberSessions: build.infiniteQuery<MemberSession[], MemberTarget, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage) => (lastPage.length < MEMBER_SESSIONS_PAGE ? undefined : lastPage[lastPage.length - 1]?.id),
      },
      query: ({ queryArg: { groupId, userId }, pageParam }) => ({
        url: `/groups/${groupId}/members/${userId}/sessions`,
        params: pageParam === 0 ? { limit: MEMBER_SESSIONS_PAGE } : { limit: MEMBER_SESSIONS_PAGE, before: pageParam },
      }),
      transformErrorResponse: failedWith(GROUP_ERRORS.fetchMemberSessions),
      providesTags: [{ type: 'Session', id: 'LIST' }],
    }),
    /**
     * Add Member: an invite carrying the role to a user ID or an email (the path segment). The
     * api answers the same whether or not it is anyone's; the person joins by accepting.
     */
    addMember: build.mutation<InviteSent, { groupId: number; ref: number | string; role: GroupRole }>({
      query: ({ groupId, ref, role }) => ({ url: `/groups/${groupId}/members/${encodeURIComponent(String(ref))}`, method: 'POST', body: { role } }),
      transformErrorResponse: failedWithReason(GROUP_ERRORS.addMember),
      invalidatesTags: (_r, error, { groupId }) => ok(error, [{ type: 'GroupInvite' as const, id: groupId }]),
    }),
    /** Send Invite: an invite to a user ID; the role sent is always member (docs/product.md §5). */
    inviteUser: build.mutation<InviteSent, { groupId: number; userId: number }>({
      query: ({ groupId, userId }) => ({ url: `/groups/${groupId}/invites`, method: 'POST', body: { invited_user_id: userId, role: 'member' } }),
      transformErrorResponse: failedWithReason(GROUP_ERRORS.createInvite),
      invalidatesTags: (_r, error, { groupId }) => ok(error, [{ type: 'GroupInvite' as const, id: groupId }]),
    }),
    /** An invite code for the group (names nobody); the answer carries the code once. */
    createInvite: build.mutation<CreatedInviteCode, { groupId: number; role: GroupRole }>({
      query: ({ groupId, role }) => ({ url: `/groups/${groupId}/invites`, method: 'POST', body: { role } }),
      transformErrorResponse: failedWithReason(GROUP_ERRORS.createInvite),
      invalidatesTags: (_r, error, { groupId }) => ok(error, [{ type: 'GroupInvite' as const, id: groupId }]),
    }),
    getGroupInvites: build.query<GroupInvite[], number>({
      query: (groupId) => `/groups/${groupId}/invites`,
      transformErrorResponse: failedWith(GROUP_ERRORS.fetchGroupInvites),
      providesTags: (_invites, _error, groupId) => [{ type: 'GroupInvite', id: groupId }],
    }),
    acceptInvite: build.mutation<Group, number>({
      query: (id) => ({ url: `/invites/${id}/accept`, method: 'PUT' }),
      transformErrorResponse: failedWithReason(GROUP_ERRORS.acceptInvite),
      invalidatesTags: (_r, error) => ok(error, [{ type: 'Invite' as const, id: 'LIST' }, { type: 'Group' as const, id: 'LIST' }, 'GroupMember' as const]),
    }),
    declineInvite: build.mutation<void, number>({
      query: (id) => ({ url: `/invites/${id}/decline`, method: 'PUT' }),
      transformErrorResponse: failedWithReason(GROUP_ERRORS.declineInvite),
      invalidatesTags: (_r, error) => ok(error, [{ type: 'Invite' as const, id: 'LIST' }]),
    }),
    /** Join the group of an invite code. */
    joinWithCode: build.mutation<Group, string>({
      query: (code) => ({ url: '/invites/join', method: 'POST', body: { code } }),
      transformErrorResponse: failedWithReason(GROUP_ERRORS.joinGroup),
      invalidatesTags: (_r, error) => ok(error, [{ type: 'Group' as const, id: 'LIST' }, 'GroupMember' as const]),
    }),
    /** Make another member the group's owner (the owner only). */
    transferOwner: build.mutation<Group, MemberTarget>({
      query: ({ groupId, userId }) => ({ url: `/groups/${groupId}/owner`, method: 'PUT', body: { user_id: userId } }),
      transformErrorResponse: failedWithReason(GROUP_ERRORS.transferOwner),
      invalidatesTags: (_r, error, { groupId }) =>
        ok(error, [
          { type: 'Group' as const, id: groupId },
          { type: 'Group' as const, id: 'LIST' },
          { type: 'GroupMember' as const, id: groupId },
        ]),
    }),
    /** The group's feed, newest first; the page param is the previous page's `next` ('' first). */
    getGroupFeed: build.infiniteQuery<FeedPage, number, string>({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.next ?? undefined,
      },
      query: ({ queryArg: groupId, pageParam }) => ({
        url: `/groups/${groupId}/feed`,
        params: pageParam === '' ? { limit: FEED_PAGE } : { limit: FEED_PAGE, before: pageParam },
      }),
      transformErrorResponse: failedWith(GROUP_ERRORS.fetchFeed),
      // A workout logged or edited anywhere (Session), or a cheer or comment here, refreshes it.
      providesTags: (_page, _error, groupId) => [feedTag(groupId), { type: 'Session', id: 'LIST' }],
    }),
    setCheer: build.mutation<CheerState, WorkoutTarget & { cheered: boolean }>({
      query: ({ groupId, sessionId, cheered }) => ({ url: `/groups/${groupId}/sessions/${sessionId}/cheer`, method: cheered ? 'PUT' : 'DELETE' }),
      transformErrorResponse: failedWithReason(GROUP_ERRORS.cheer),
      invalidatesTags: (_r, error, { groupId }) => ok(error, [feedTag(groupId)]),
    }),
    getComments: build.query<WorkoutComment[], WorkoutTarget>({
      query: ({ groupId, sessionId }) => `/groups/${groupId}/sessions/${sessionId}/comments`,
      transformErrorResponse: failedWith(GROUP_ERRORS.fetchComments),
      providesTags: (_comments, _error, target) => [commentsTag(target)],
    }),
    addComment: build.mutation<WorkoutComment, WorkoutTarget & { body: string }>({
      query: ({ groupId, sessionId, body }) => ({ url: `/groups/${groupId}/sessions/${sessionId}/comments`, method: 'POST', body: { body } }),
      transformErrorResponse: failedWithReason(GROUP_ERRORS.addComment),
      invalidatesTags: (_r, error, target) => ok(error, [commentsTag(target), feedTag(target.groupId)]),
    }),
    deleteComment: build.mutation<void, WorkoutTarget & { commentId: number }>({
      query: ({ groupId, sessionId, commentId }) => ({ url: `/groups/${groupId}/sessions/${sessionId}/comments/${commentId}`, method: 'DELETE' }),
      transformErrorResponse: failedWithReason(GROUP_ERRORS.deleteComment),
      invalidatesTags: (_r, error, target) => ok(error, [commentsTag(target), feedTag(target.groupId)]),
    }),
    cancelInvite: build.mutation<void, { id: number; groupId: number }>({
      query: ({ id }) => ({ url: `/invites/${id}`, method: 'DELETE' }),
      transformErrorResponse: failedWithReason(GROUP_ERRORS.cancelInvite),
      invalidatesTags: (_r, error, { groupId }) => ok(error, [{ type: 'GroupInvite' as const, id: groupId }]),
    }),
  }),
});

export const {
  useGetGroupsQuery,
  useGetGroupQuery,
  useCreateGroupMutation,
  useUpdateGroupMutation,
  useDeleteGroupMutation,
  useGetGroupMembersQuery,
  useRemoveMemberMutation,
  useUpdateMemberRoleMutation,
  useGetMemberSessionsInfiniteQuery,
  useAddMemberMutation,
  useInviteUserMutation,
  useCreateInviteMutation,
  useGetGroupInvitesQuery,
  useAcceptInviteMutation,
  useDeclineInviteMutation,
  useCancelInviteMutation,
  useJoinWithCodeMutation,
  useTransferOwnerMutation,
  useGetGroupFeedInfiniteQuery,
  useSetCheerMutation,
  useGetCommentsQuery,
  useAddCommentMutation,
  useDeleteCommentMutation,
} = groupsApi;
