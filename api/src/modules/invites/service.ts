// Inviting someone to a group: the one path behind both "Send Invite" (POST
// /groups/{id}/invites) and "Add Member" (POST /groups/{id}/members/{userIdOrEmail}). Nobody
// joins a group without accepting (consent), so adding a member is an invite carrying the role.
import type { Kysely } from 'kysely';
import type { GroupInvite, GroupRole } from '@liftbook/shared/contract';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import { requireAdmin } from '../groups/access.js';
import { findRole, lockGroup } from '../groups/queries.js';
import type { UserRef } from '../groups/schemas.js';
import { findGroupInvite, findUserIds, hasPendingInvite, insertInvite, type GroupInviteRecord } from './queries.js';

export function toGroupInvite(row: GroupInviteRecord): GroupInvite {
  return {
    id: row.id,
    group_id: row.group_id,
    invited_user_id: row.invited_user_id,
    invited_user_name: row.invited_user_name,
    invited_by: row.invited_by,
    role: row.role,
    status: row.status,
    invited_at: row.created_at.toISOString(),
  };
}

const PG_UNIQUE_VIOLATION = '23505';
/** The person has to have signed in to Liftbook once: that is when their user row (and ID) exists. */
const unknownUser = (ref: UserRef) =>
  new NotFoundError(`${ref.kind === 'id' ? `No user with ID ${ref.id}` : `No user with the email ${ref.email}`}: they need to sign in to Liftbook once first`);
const alreadyInvited = () => new ConflictError('That user is already invited to this group');

/**
 * Invites `ref` to the group as `role` on behalf of `actorId`, who must be one of its admins.
 * Under the group's row lock, so an accept in flight cannot slip between the checks and the insert.
 */
export async function inviteToGroup(db: Kysely<Database>, actorId: number, groupId: number, ref: UserRef, role: GroupRole): Promise<GroupInvite> {
  try {
    return await inTransaction(db, async (trx) => {
      await lockGroup(trx, groupId);
      requireAdmin(await findRole(trx, groupId, actorId), 'invite people');
      const ids = await findUserIds(trx, ref);
      const [invitedId] = ids;
      if (invitedId === undefined) throw unknownUser(ref);
      if (ids.length > 1) throw new ConflictError('More than one user has that email; invite by user ID');
      if ((await findRole(trx, groupId, invitedId)) !== undefined) throw new ConflictError('That user is already a member of this group');
      if (await hasPendingInvite(trx, groupId, invitedId)) throw alreadyInvited();
      const inviteId = await insertInvite(trx, groupId, invitedId, actorId, role);
      const invite = await findGroupInvite(trx, inviteId);
      if (invite === undefined) throw new Error(`invite ${inviteId} vanished inside its transaction`);
      return toGroupInvite(invite);
    });
  } catch (error) {
    // The pending-invite unique index is the last word if two admins invite at once.
    if ((error as { code?: unknown }).code === PG_UNIQUE_VIOLATION) throw alreadyInvited();
    throw error;
  }
}
