// Who may do what in a group: a group exists only for its members (404 to anyone
// else, the same as a missing id); admin-only actions are a 403 for a plain member. Every group
// has one owner, recorded as `groups.created_by` (its creator until ownership is
// transferred): only the owner deletes the group or hands ownership on, and nobody else demotes
// or removes them, so there is always someone who may delete it.
import type { GroupRole } from '@liftbook/shared/contract';
import { ForbiddenError, NotFoundError } from '../../http/errors.js';

/** The one 404 for a group that does not exist or that the user is not a member of. */
export const groupNotFound = () => new NotFoundError('Group not found');
export const memberNotFound = () => new NotFoundError('Member not found');

/** The user's role, or the group's 404 when they have none. */
export function requireMember(role: GroupRole | undefined): GroupRole {
  if (role === undefined) throw groupNotFound();
  return role;
}

/** As requireMember, and a 403 unless the role is admin. */
export function requireAdmin(role: GroupRole | undefined, action: string): void {
  if (requireMember(role) !== 'admin') throw new ForbiddenError(`Only a group admin can ${action}`);
}

export const ownerOnly = (action: string) => new ForbiddenError(`Only the group's owner can ${action}`);

/**
 * Whether the actor holds the owner's powers: they are the recorded owner, or (groups left
 * without one before owners were protected) the recorded owner is no longer a member and the
 * actor is an admin, so no group is ever left that nobody may delete.
 */
export function actsAsOwner(ownerId: number, actorId: number, actorRole: GroupRole, ownerRole: GroupRole | undefined): boolean {
  return ownerId === actorId || (ownerRole === undefined && actorRole === 'admin');
}
