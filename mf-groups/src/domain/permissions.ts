// What the screens offer to whom: the api's rules (api README, "Groups") mirrored, so a lifter
// sees only the controls that will work. Pure; the api still enforces every one of them.
import type { Group, GroupInvite, GroupMember } from '@liftbook/shared/contract';

/** docs/product.md §6: admin status is derived from the current user's membership in the group. */
export function roleOf(members: readonly GroupMember[], userId: number | undefined): GroupMember['role'] | undefined {
  return members.find((member) => member.user_id === userId)?.role;
}

/** Group admins: "Edit Group" on the detail, and the admin actions. */
export function isAdmin(members: readonly GroupMember[], userId: number | undefined): boolean {
  return roleOf(members, userId) === 'admin';
}

/**
 * docs/product.md §6: the card's Edit and Delete are the creator's (created_by equals the current user's
 * id). `created_by` is the group's owner: its creator until ownership is handed on.
 */
export function isCreator(group: Group, userId: number | undefined): boolean {
  return userId !== undefined && group.created_by === userId;
}

/**
 * The role select and Remove on a member's row: admins, on other members only, never on the
 * creator (who stays an admin and is removed by nobody else).
 */
export function canManageMember(group: Group, members: readonly GroupMember[], viewerId: number | undefined, member: GroupMember): boolean {
  return isAdmin(members, viewerId) && member.user_id !== viewerId && member.user_id !== group.created_by;
}

/**
 * Leave Group: any member except the group's owner (the owner hands ownership on
 * first, or deletes the group; the api answers 409 otherwise), so the screen says why instead
 * of offering a button that fails.
 */
export function leaveBlockedReason(group: Group, members: readonly GroupMember[], viewerId: number | undefined): string | null {
  if (roleOf(members, viewerId) === undefined) return null;
  return isCreator(group, viewerId) ? 'You are the owner: make another member the owner before leaving, or delete the group.' : null;
}

/** "Make Owner" on a member's row: the owner, on every other member. */
export function canTransferOwnership(group: Group, viewerId: number | undefined, member: GroupMember): boolean {
  return isCreator(group, viewerId) && member.user_id !== viewerId;
}

/** docs/product.md §2: a member's name, with the fallback "User {id}". */
export function memberName(member: Pick<GroupMember, 'user_id' | 'name'>): string {
  return member.name?.trim() ? member.name : `User ${member.user_id}`;
}

/** A pending invite's line for the admins: by user ID, by email (as the api gives it), or a code. */
export function pendingInviteLabel(invite: Pick<GroupInvite, 'id' | 'invited_as'>): string {
  if (invite.invited_as === null) return `Invite code ${invite.id}`;
  return /^\d+$/.test(invite.invited_as) ? `User ID ${invite.invited_as}` : invite.invited_as;
}
