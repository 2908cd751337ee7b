// SQL of group invites. An invite carries the role its invitee gets on accepting; only pending
// invites are ever listed (accepted, declined and cancelled ones stay as history).
import type { Kysely, Transaction } from 'kysely';
import type { GroupRole, InviteStatus } from '@liftbook/shared/contract';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface GroupInviteRecord {
  id: number;
  group_id: number;
  invited_user_id: number;
  invited_user_name: string | null;
  invited_by: number;
  role: GroupRole;
  status: InviteStatus;
  created_at: Date;
}

export interface MyInviteRecord {
  id: number;
  group_id: number;
  group_name: string;
  inviter_name: string | null;
  invited_by: number;
  role: GroupRole;
  created_at: Date;
}

function groupInvitesQuery(db: Db) {
  return db
    .selectFrom('group_invites')
    .innerJoin('users', 'users.id', 'group_invites.invited_user_id')
    .select([
      'group_invites.id',
      'group_invites.group_id',
      'group_invites.invited_user_id',
      'users.name as invited_user_name',
      'group_invites.invited_by',
      'group_invites.role',
      'group_invites.status',
      'group_invites.created_at',
    ]);
}

/** The group's pending invites, oldest first. Served by group_invites_pending_unique. */
export async function listGroupInvites(db: Db, groupId: number): Promise<GroupInviteRecord[]> {
  return groupInvitesQuery(db)
    .where('group_invites.group_id', '=', groupId)
    .where('group_invites.status', '=', 'pending')
    .orderBy('group_invites.created_at')
    .orderBy('group_invites.id')
    .execute();
}

export async function findGroupInvite(db: Db, inviteId: number): Promise<GroupInviteRecord | undefined> {
  return groupInvitesQuery(db).where('group_invites.id', '=', inviteId).executeTakeFirst();
}

/** The user's pending invites, newest first, with the group's and the inviter's names. */
export async function listMyInvites(db: Db, userId: number): Promise<MyInviteRecord[]> {
  return db
    .selectFrom('group_invites')
    .innerJoin('groups', 'groups.id', 'group_invites.group_id')
    .innerJoin('users as inviter', 'inviter.id', 'group_invites.invited_by')
    .select([
      'group_invites.id',
      'group_invites.group_id',
      'groups.name as group_name',
      'inviter.name as inviter_name',
      'group_invites.invited_by',
      'group_invites.role',
      'group_invites.created_at',
    ])
    .where('group_invites.invited_user_id', '=', userId)
    .where('group_invites.status', '=', 'pending')
    .orderBy('group_invites.created_at', 'desc')
    .orderBy('group_invites.id', 'desc')
    .execute();
}

export async function hasPendingInvite(db: Db, groupId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('group_invites')
    .select('id')
    .where('group_id', '=', groupId)
    .where('invited_user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertInvite(db: Db, groupId: number, invitedUserId: number, invitedBy: number, role: GroupRole): Promise<number> {
  const row = await db
    .insertInto('group_invites')
    .values({ group_id: groupId, invited_user_id: invitedUserId, invited_by: invitedBy, role })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A pending invite, locked until the transaction ends; undefined when there is none. */
export async function lockPendingInvite(
  trx: Transaction<Database>,
  inviteId: number,
): Promise<{ group_id: number; invited_user_id: number; invited_by: number; role: GroupRole } | undefined> {
  return trx
    .selectFrom('group_invites')
    .select(['group_id', 'invited_user_id', 'invited_by', 'role'])
    .where('id', '=', inviteId)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
}

/** The pending invite's fields without a lock (who may see it is decided from them). */
export async function findPendingInvite(db: Db, inviteId: number): Promise<{ group_id: number; invited_user_id: number; invited_by: number } | undefined> {
  return db
    .selectFrom('group_invites')
    .select(['group_id', 'invited_user_id', 'invited_by'])
    .where('id', '=', inviteId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** Moves a pending invite on; false when it was no longer pending. */
export async function closeInvite(db: Db, inviteId: number, status: Exclude<InviteStatus, 'pending'>): Promise<boolean> {
  const result = await db.updateTable('group_invites').set({ status }).where('id', '=', inviteId).where('status', '=', 'pending').executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Voids the pending invites \`inviterId\` sent to the group: an invite is only as good as its
 * inviter's admin role, so it goes when they are demoted, removed or leave (issue 19 §2).
 */
export async function cancelInvitesBy(db: Db, groupId: number, inviterId: number): Promise<void> {
  await db
    .updateTable('group_invites')
    .set({ status: 'cancelled' })
    .where('group_id', '=', groupId)
    .where('invited_by', '=', inviterId)
    .where('status', '=', 'pending')
    .execute();
}

/** Users by id, or by email ignoring case. */
export async function findUserIds(db: Db, ref: { kind: 'id'; id: number } | { kind: 'email'; email: string }): Promise<number[]> {
  const query = db.selectFrom('users').select('id');
  const rows =
    ref.kind === 'id'
      ? await query.where('id', '=', ref.id).execute()
      : await query
          .where((eb) => eb(eb.fn('lower', ['email']), '=', ref.email.toLowerCase()))
          .orderBy('id')
          .execute();
  return rows.map((row) => row.id);
}
