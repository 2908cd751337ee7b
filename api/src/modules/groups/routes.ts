// groups: groups, their members and roles, and members' workouts (docs/product.md §3, §5, §7 "Groups and
// invites"). A group and everything in it exists only for its members. Every write
// that could change who the admins are locks the group's row first and re-reads the actor's
// role under that lock, so concurrent requests cannot leave a group without an admin, and a
// removed or demoted admin loses their powers on their next request.
import type { FastifyPluginAsync } from 'fastify';
import type {
  CreatedInviteCode,
  Group,
  GroupInput,
  GroupInvite,
  GroupMember,
  InviteCreateInput,
  InviteSent,
  MemberAddInput,
  MemberRoleInput,
  MemberSession,
  MemberSessionsQuery,
  OwnerInput,
} from '@liftbook/shared/contract';
import { ConflictError, ForbiddenError } from '../../http/errors.js';
import type { IdParams } from '../../http/params.js';
import { calendarDateToIso } from '../../lib/calendar-date.js';
import { workoutRecordsOf } from '../finish/session-records.js';
import { cancelInvitesBy, listGroupInvites } from '../invites/queries.js';
import { createInviteCode, inviteByRef, toGroupInvite } from '../invites/service.js';
import { actsAsOwner, groupNotFound, memberNotFound, ownerOnly, requireAdmin, requireMember } from './access.js';
import {
  countAdmins,
  createGroup,
  deleteGroup,
  findGroupAsMember,
  findMember,
  findRole,
  findViewerAndMember,
  listMembers,
  listMemberSessions,
  listMyGroups,
  lockGroup,
  removeMember,
  setMemberRole,
  setOwner,
  updateGroup,
  type GroupRecord,
  type MemberRecord,
} from './queries.js';
import {
  addMemberSchema,
  createGroupSchema,
  createInviteSchema,
  deleteGroupSchema,
  getGroupSchema,
  groupValues,
  listGroupInvitesSchema,
  listGroupsSchema,
  listMembersSchema,
  MEMBER_SESSIONS_DEFAULT_LIMIT,
  memberRoleSchema,
  memberSessionsSchema,
  removeMemberSchema,
  transferOwnerSchema,
  updateGroupSchema,
  userRef,
  type MemberParams,
  type MemberRefParams,
} from './schemas.js';

export function toGroup(row: GroupRecord): Group {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

/**
 * A member as `viewerId` is answered: names are what members share; an email address goes only to
 * its own member (null for everyone else), so joining a group never hands one's address to others.
 */
function toGroupMember(row: MemberRecord, viewerId: number): GroupMember {
  return { user_id: row.user_id, name: row.name, email: row.user_id === viewerId ? row.email : null, role: row.role, joined_at: row.joined_at.toISOString() };
}

const lastAdmin = (what: string) =>
  new ConflictError(`${what}: a group must always have at least one admin. Make another member an admin first, or delete the group.`);

export const groupsModule: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: Group[] }>('/groups', { schema: listGroupsSchema }, async (request) => {
    const rows = await listMyGroups(app.db, request.user.id);
    return rows.map(toGroup);
  });

  app.post<{ Body: GroupInput; Reply: Group }>('/groups', { schema: createGroupSchema }, async (request, reply) => {
    const row = await createGroup(request.db, request.user.id, groupValues(request.body));
    reply.code(201);
    return toGroup(row);
  });

  app.get<{ Params: IdParams; Reply: Group }>('/groups/:id', { schema: getGroupSchema }, async (request) => {
    const row = await findGroupAsMember(app.db, request.params.id, request.user.id);
    if (row === undefined) throw groupNotFound();
    return toGroup(row);
  });

  app.put<{ Params: IdParams; Body: GroupInput; Reply: Group }>('/groups/:id', { schema: updateGroupSchema }, async (request) => {
    const groupId = request.params.id;
    const values = groupValues(request.body);
    const row = await app.db.transaction().execute(async (trx) => {
      await lockGroup(trx, groupId);
      requireAdmin(await findRole(trx, groupId, request.user.id), 'edit the group');
      return updateGroup(trx, groupId, values);
    });
    if (row === undefined) throw groupNotFound();
    return toGroup(row);
  });

  app.delete<{ Params: IdParams }>('/groups/:id', { schema: deleteGroupSchema }, async (request, reply) => {
    const groupId = request.params.id;
    const userId = request.user.id;
    await app.db.transaction().execute(async (trx) => {
      const group = await lockGroup(trx, groupId);
      const role = requireMember(await findRole(trx, groupId, userId));
      if (group === undefined || !actsAsOwner(group.created_by, userId, role, await findRole(trx, groupId, group.created_by))) throw ownerOnly('delete it');
      await deleteGroup(trx, groupId);
    });
    return reply.code(204).send();
  });

  app.get<{ Params: IdParams; Reply: GroupMember[] }>('/groups/:id/members', { schema: listMembersSchema }, async (request) => {
    const groupId = request.params.id;
    requireMember(await findRole(app.db, groupId, request.user.id));
    const rows = await listMembers(app.db, groupId);
    return rows.map((row) => toGroupMember(row, request.user.id));
  });

  // "Add Member": an invite carrying the role, to whoever the typed user ID or email is; they
  // join only by accepting it. One answer (202) whether or not it is anyone's.
  app.post<{ Params: MemberRefParams; Body: MemberAddInput | undefined; Reply: InviteSent }>(
    '/groups/:id/members/:userId',
    { schema: addMemberSchema },
    async (request, reply) => {
      const ref = userRef(request.params.userId);
      const sent = await inviteByRef(request.db, request.user.id, request.params.id, ref, request.body?.role ?? 'member');
      reply.code(202);
      return sent;
    },
  );

  // An admin removes a member; a member removing themself leaves the group ("Leave Group").
  app.delete<{ Params: MemberParams }>('/groups/:id/members/:userId', { schema: removeMemberSchema }, async (request, reply) => {
    const { id: groupId, userId: targetId } = request.params;
    const actorId = request.user.id;
    await app.db.transaction().execute(async (trx) => {
      const group = await lockGroup(trx, groupId);
      const actorRole = requireMember(await findRole(trx, groupId, actorId));
      const leaving = targetId === actorId;
      if (!leaving) requireAdmin(actorRole, 'remove members');
      const targetRole = leaving ? actorRole : await findRole(trx, groupId, targetId);
      if (targetRole === undefined) throw memberNotFound();
      if (targetId === group?.created_by) {
        if (leaving) throw new ConflictError("You cannot leave as the group's owner: make another member the owner first, or delete the group.");
        throw new ForbiddenError("The group's owner cannot be removed");
      }
      if (targetRole === 'admin' && (await countAdmins(trx, groupId)) <= 1) {
        throw lastAdmin(leaving ? 'You cannot leave as the only admin' : 'The only admin cannot be removed');
      }
      await removeMember(trx, groupId, targetId);
      if (targetRole === 'admin') await cancelInvitesBy(trx, groupId, targetId);
    });
    return reply.code(204).send();
  });

  app.put<{ Params: MemberParams; Body: MemberRoleInput; Reply: GroupMember }>(
    '/groups/:id/members/:userId/role',
    { schema: memberRoleSchema },
    async (request) => {
      const { id: groupId, userId: targetId } = request.params;
      const actorId = request.user.id;
      const { role } = request.body;
      const member = await app.db.transaction().execute(async (trx) => {
        const group = await lockGroup(trx, groupId);
        const actorRole = requireMember(await findRole(trx, groupId, actorId));
        if (targetId === actorId) throw new ForbiddenError('You cannot change your own role');
        requireAdmin(actorRole, 'change roles');
        const target = await findMember(trx, groupId, targetId);
        if (target === undefined) throw memberNotFound();
        if (target.role === role) return target;
        if (targetId === group?.created_by) throw new ForbiddenError("The group's owner cannot be made a member");
        if (target.role === 'admin' && (await countAdmins(trx, groupId)) <= 1) throw lastAdmin('The only admin cannot be made a member');
        await setMemberRole(trx, groupId, targetId, role);
        // Invites are only as good as their inviter's admin role.
        if (role === 'member') await cancelInvitesBy(trx, groupId, targetId);
        return { ...target, role };
      });
      return toGroupMember(member, request.user.id);
    },
  );

  // Ownership passes explicitly: the owner names a member, who becomes an admin if not one.
  app.put<{ Params: IdParams; Body: OwnerInput; Reply: Group }>('/groups/:id/owner', { schema: transferOwnerSchema }, async (request) => {
    const groupId = request.params.id;
    const actorId = request.user.id;
    const newOwnerId = request.body.user_id;
    const row = await app.db.transaction().execute(async (trx) => {
      const group = await lockGroup(trx, groupId);
      const actorRole = requireMember(await findRole(trx, groupId, actorId));
      if (group === undefined || !actsAsOwner(group.created_by, actorId, actorRole, await findRole(trx, groupId, group.created_by))) {
        throw ownerOnly('make another member the owner');
      }
      const newOwnerRole = await findRole(trx, groupId, newOwnerId);
      if (newOwnerRole === undefined) throw memberNotFound();
      if (newOwnerRole !== 'admin') await setMemberRole(trx, groupId, newOwnerId, 'admin');
      await setOwner(trx, groupId, newOwnerId);
      return findGroupAsMember(trx, groupId, actorId);
    });
    if (row === undefined) throw groupNotFound();
    return toGroup(row);
  });

  // A member's sessions, paged: two statements whatever the page holds (who may see, the page).
  app.get<{ Params: MemberParams; Querystring: MemberSessionsQuery; Reply: MemberSession[] }>(
    '/groups/:id/members/:userId/sessions',
    { schema: memberSessionsSchema },
    async (request) => {
      const { id: groupId, userId: memberId } = request.params;
      const access = await findViewerAndMember(app.db, groupId, request.user.id, memberId);
      if (access === undefined) throw groupNotFound();
      if (!access.isMember) throw memberNotFound();
      const { before, limit = MEMBER_SESSIONS_DEFAULT_LIMIT } = request.query;
      const rows = await listMemberSessions(app.db, memberId, before, limit);
      const records = await workoutRecordsOf(
        app.db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        id: row.id,
        session_date: calendarDateToIso(row.session_date),
        session_type: row.session_type,
        notes: row.notes,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
        exercises: row.exercises,
        records: records.get(row.id) ?? [],
      }));
    },
  );

  // "Send Invite": to a user ID (as Add Member, one answer whether or not it is anyone's), or,
  // naming nobody, an invite code that whoever the admin gives it to joins with.
  app.post<{ Params: IdParams; Body: InviteCreateInput; Reply: CreatedInviteCode | InviteSent }>(
    '/groups/:id/invites',
    { schema: createInviteSchema },
    async (request, reply) => {
      const { invited_user_id: invitedId, role = 'member' } = request.body;
      if (invitedId !== undefined) {
        const sent = await inviteByRef(request.db, request.user.id, request.params.id, { kind: 'id', id: invitedId }, role);
        reply.code(202);
        return sent;
      }
      const invite = await createInviteCode(request.db, request.user.id, request.params.id, role);
      reply.code(201);
      return invite;
    },
  );

  app.get<{ Params: IdParams; Reply: GroupInvite[] }>('/groups/:id/invites', { schema: listGroupInvitesSchema }, async (request) => {
    const groupId = request.params.id;
    requireAdmin(await findRole(app.db, groupId, request.user.id), "see the group's invites");
    const rows = await listGroupInvites(app.db, groupId);
    return rows.map((row) => toGroupInvite(row, request.user.id));
  });
};
