// What the screens offer to whom: the api's rules (api README, "Groups") mirrored, so a lifter
// sees only the controls that will work. Pure; the api still enforces every one of them.
import type { Group, GroupMember } from '@liftbook/shared/contract';

/** Spec §6: admin status is derived from the current user's membership in the group. */
export function roleOf(members: readonly GroupMember[], userId: number | undefined): GroupMember['role'] | undefined {
  return members.find((member) => member.user_id === userId)?.role;
}

export function isAdmin(members: readonly GroupMember[], userId: number | undefined): boolean {
  return roleOf(members, userId) === 'admin';
}

/** Spec §6: the card's Edit and Delete are the creator's (created_by equals the current user's id). */
export function isCreator(group: Group, userId: number | undefined): boolean {
  return userId !== undefined && group.created_by === userId;
}

/** "Edit Group" on the detail: group admins. */
export const canEditGroup = isAdmin;

export const canDeleteGroup = isCreator;

/**
 * The role select and Remove on a member's row: admins, on other members only, never on the
 * creator (who stays an admin and is removed by nobody else).
 */
export function canManageMember(group: Group, members: readonly GroupMember[], viewerId: number | undefined, member: GroupMember): boolean {
  return isAdmin(members, viewerId) && member.user_id !== viewerId && member.user_id !== group.created_by;
}

/**
 * Leave Group: any member, unless they are the group's only admin (the api answers 409 then; the
 * screen says why instead of offering a button that fails).
 */
export function leaveBlockedReason(members: readonly GroupMember[], viewerId: number | undefined): string | null {
  const role = roleOf(members, viewerId);
  if (role === undefined) return null;
  const admins = members.filter((member) => member.role === 'admin').length;
  return role === 'admin' && admins <= 1 ? 'You are the only admin: make another member an admin before leaving.' : null;
}

/** Spec §2: a member's name, with the fallback "User {id}". */
export function memberName(member: Pick<GroupMember, 'user_id' | 'name'>): string {
  return member.name?.trim() ? member.name : `User ${member.user_id}`;
}
