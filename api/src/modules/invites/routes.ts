// invites: a person's pending group invites and what they do with them (docs/product.md §2 My Invites, §7).
// Only the invitee accepts or declines (anyone else gets the invite's 404); a current admin of
// the group cancels. An invite is void once its inviter stops being an admin. Accepting locks the
// group's row like every membership write.
import type { FastifyPluginAsync } from 'fastify';
import type { Group, Invite, InviteCodeInput } from '@liftbook/shared/contract';
import { ForbiddenError, NotFoundError } from '../../http/errors.js';
import type { IdParams } from '../../http/params.js';
import { addMember, findGroupAsMember, findRole, lockGroup } from '../groups/queries.js';
import { toGroup } from '../groups/routes.js';
import { closeInvite, closeInvitesTo, findPendingInvite, listMyInvites, lockPendingInvite } from './queries.js';
import { acceptInviteSchema, cancelInviteSchema, declineInviteSchema, joinWithCodeSchema, listMyInvitesSchema } from './schemas.js';
import { joinWithCode } from './service.js';

const inviteNotFound = () => new NotFoundError('Invite not found');

export const invitesModule: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: Invite[] }>('/invites', { schema: listMyInvitesSchema }, async (request) => {
    const rows = await listMyInvites(app.db, request.user.id, new Date());
    return rows.map(({ created_at, ...invite }) => ({ ...invite, invited_at: created_at.toISOString() }));
  });

  // Joining with an invite code: the code in the body, out of URLs and logs.
  app.post<{ Body: InviteCodeInput; Reply: Group }>('/invites/join', { schema: joinWithCodeSchema }, async (request) => {
    return toGroup(await joinWithCode(request.db, request.user.id, request.body.code));
  });

  app.put<{ Params: IdParams; Reply: Group }>('/invites/:id/accept', { schema: acceptInviteSchema }, async (request) => {
    const userId = request.user.id;
    const group = await app.db.transaction().execute(async (trx) => {
      const peek = await findPendingInvite(trx, request.params.id);
      if (peek?.invited_user_id !== userId) throw inviteNotFound();
      // Group first, then the invite: the same lock order as every other membership write.
      await lockGroup(trx, peek.group_id);
      const invite = await lockPendingInvite(trx, request.params.id);
      if (invite?.invited_user_id !== userId) throw inviteNotFound();
      if (invite.expires_at !== null && invite.expires_at <= new Date()) throw inviteNotFound();
      // An invite is void once its inviter is no longer an admin of the group.
      if ((await findRole(trx, invite.group_id, invite.invited_by)) !== 'admin') throw inviteNotFound();
      await addMember(trx, invite.group_id, userId, invite.role);
      await closeInvite(trx, request.params.id, 'accepted');
      // Invited twice (by ID and by email, say): once in, the others are done with too.
      await closeInvitesTo(trx, invite.group_id, userId);
      return findGroupAsMember(trx, invite.group_id, userId);
    });
    if (group === undefined) throw inviteNotFound();
    return toGroup(group);
  });

  app.put<{ Params: IdParams }>('/invites/:id/decline', { schema: declineInviteSchema }, async (request, reply) => {
    const invite = await findPendingInvite(app.db, request.params.id);
    if (invite?.invited_user_id !== request.user.id) throw inviteNotFound();
    if (!(await closeInvite(app.db, request.params.id, 'declined'))) throw inviteNotFound();
    return reply.code(204).send();
  });

  app.delete<{ Params: IdParams }>('/invites/:id', { schema: cancelInviteSchema }, async (request, reply) => {
    const userId = request.user.id;
    await app.db.transaction().execute(async (trx) => {
      const peek = await findPendingInvite(trx, request.params.id);
      if (peek === undefined) throw inviteNotFound();
      await lockGroup(trx, peek.group_id);
      const invite = await lockPendingInvite(trx, request.params.id);
      if (invite === undefined) throw inviteNotFound();
      const role = await findRole(trx, invite.group_id, userId);
      // Only the group's current admins cancel (a removed or demoted inviter no longer can).
      if (role !== 'admin') {
        // The invitee and the group's members know the invite exists; to anyone else it does not.
        if (invite.invited_user_id === userId || role !== undefined) throw new ForbiddenError('Only a group admin can cancel an invite');
        throw inviteNotFound();
      }
      await closeInvite(trx, request.params.id, 'cancelled');
    });
    return reply.code(204).send();
  });
};
