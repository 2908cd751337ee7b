import type { Group, GroupMember } from '@liftbook/shared/contract';
import { canManageMember, canTransferOwnership, isAdmin, isCreator, leaveBlockedReason, memberName, pendingInviteLabel, roleOf } from './permissions';

const at = '2026-11-20T08:00:00.000Z';
const person = (user_id: number, role: GroupMember['role']): GroupMember => ({ user_id, name: `Lifter ${user_id}`, email: null, role, joined_at: at });
const creator = person(1, 'admin');
const admin = person(2, 'admin');
const member = person(3, 'member');
const group: Group = { id: 5, name: 'Crew', description: null, created_by: 1, created_at: at, updated_at: at };
const members = [creator, admin, member];

describe('roles', () => {
  test.each([
    [1, 'admin', true, true],
    [2, 'admin', true, false],
    [3, 'member', false, false],
    [99, undefined, false, false],
    [undefined, undefined, false, false],
  ] as const)('viewer %s: role %s, admin %s, creator %s', (viewer, role, admin, creator) => {
    expect(roleOf(members, viewer)).toBe(role);
    expect(isAdmin(members, viewer)).toBe(admin);
    expect(isCreator(group, viewer)).toBe(creator);
  });
});

describe('canManageMember (role select and Remove)', () => {
  test.each([
    ['the creator on the other admin', 1, admin, true],
    ['the creator on a member', 1, member, true],
    ['the creator on themself', 1, creator, false],
    ['another admin on the creator', 2, creator, false],
    ['another admin on a member', 2, member, true],
    ['another admin on themself', 2, admin, false],
    ['a member on anyone', 3, admin, false],
    ['a stranger', 99, member, false],
  ] as const)('%s: %s', (_case, viewer, target: GroupMember, allowed) => {
    expect(canManageMember(group, members, viewer, target)).toBe(allowed);
  });
});

describe('leaveBlockedReason', () => {
  const ownerReason = 'You are the owner: make another member the owner before leaving, or delete the group.';
  test.each([
    ['a member', members, 3, null],
    ['an admin who is not the owner', members, 2, null],
    ['the owner, with another admin', members, 1, ownerReason],
    ['the owner, the only admin', [creator, member], 1, ownerReason],
    ['not a member', members, 99, null],
  ] as const)('%s', (_case, list, viewer, reason) => {
    expect(leaveBlockedReason(group, list, viewer)).toBe(reason);
  });
});

describe('canTransferOwnership (Make Owner)', () => {
  test.each([
    ['the owner on an admin', 1, admin, true],
    ['the owner on a member', 1, member, true],
    ['the owner on themself', 1, creator, false],
    ['another admin on a member', 2, member, false],
    ['a member', 3, admin, false],
  ] as const)('%s', (_case, viewer, target: GroupMember, allowed) => {
    expect(canTransferOwnership(group, viewer, target)).toBe(allowed);
  });
});

test.each([
  [{ user_id: 5, name: 'Ana' }, 'Ana'],
  [{ user_id: 5, name: null }, 'User 5'],
  [{ user_id: 5, name: '  ' }, 'User 5'],
])('memberName(%j) is %s', (member, name) => {
  expect(memberName(member)).toBe(name);
});

test.each([
  [{ id: 40, invited_as: null }, 'Invite code 40'],
  [{ id: 41, invited_as: '42' }, 'User ID 42'],
  [{ id: 42, invited_as: 'cy@example.com' }, 'cy@example.com'],
  [{ id: 43, invited_as: 'c…@example.com' }, 'c…@example.com'],
])('pendingInviteLabel(%j) is %j', (invite, label) => {
  expect(pendingInviteLabel(invite)).toBe(label);
});
