// SQL of group invites. An invite carries the role its invitee gets on accepting; only pending
// invites are ever listed (accepted, declined and cancelled ones stay as history). An invite code
// (migration 0010) is a pending invite with no invitee yet, found by its code's hash.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { GroupInvite, GroupRole, Invite, InviteStatus } from '@liftbook/shared/contract';
import type { Database } from '../../db/schema.js';
import type { UserRef } from '../groups/schemas.js';

type Db = Kysely<Database> | Transaction<Database>;

/** An invite row as read: the wire GroupInvite with its times as Dates (its creation is when it was sent). */
export type GroupInviteRecord = Omit<GroupInvite, 'invited_at' | 'expires_at'> & { created_at: Date; expires_at: Date | null };

/** A pending invite of the lifter's as read: the wire Invite, sent at created_at. */
export type MyInviteRecord = Omit<Invite, 'invited_at'> & { created_at: Date };

// No join to users: an invite never says who its invitee is.
function groupInvitesQuery(db: Db) {
  return db.selectFrom('group_invites').select(['id', 'group_id', 'invited_user_id', 'invited_by', 'role', 'status', 'invited_as', 'expires_at', 'created_at']);
}

/** The group's pending invites, oldest first. Served by group_invites_pending_unique. */
export async function listGroupInvites(db: Db, groupId: number): Promise<GroupInviteRecord[]> {
  return groupInvitesQuery(db).where('group_id', '=', groupId).where('status', '=', 'pending').orderBy('created_at').orderBy('id').execute();
}

export async function findGroupInvite(db: Db, inviteId: number): Promise<GroupInviteRecord | undefined> {
  return groupInvitesQuery(db).where('id', '=', inviteId).executeTakeFirst();
}

/**
 * The user's pending invites, newest first, with the group's and the inviter's names: not the
 * expired ones, nor those to a group they are already in (an admin may invite a member's address
 * without knowing it is theirs).
 */
export async function listMyInvites(db: Db, userId: number, now: Date): Promise<MyInviteRecord[]> {
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
    .where((eb) => eb.or([eb('group_invites.expires_at', 'is', null), eb('group_invites.expires_at', '>', now)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('group_members')
            .select('group_members.id')
            .whereRef('group_members.group_id', '=', 'group_invites.group_id')
            .where('group_members.user_id', '=', userId),
        ),
      ),
    )
    .orderBy('group_invites.created_at', 'desc')
    .orderBy('group_invites.id', 'desc')
    .execute();
}

export async function insertCodeInvite(
  db: Db,
  invite: { groupId: number; inviterId: number; role: GroupRole; codeHash: string; expiresAt: Date },
): Promise<number> {
  const row = await db
    .insertInto('group_invites')
    .values({ group_id: invite.groupId, invited_by: invite.inviterId, role: invite.role, code_hash: invite.codeHash, expires_at: invite.expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Who a typed user ID or email is: the user ids it matches (none, one, or, for an email, more). */
export async function findUserIdsByRef(db: Db, ref: UserRef): Promise<number[]> {
  const query = db.selectFrom('users').select('id');
  const rows = await (ref.kind === 'id' ? query.where('id', '=', ref.id) : query.where(sql<string>`lower(email)`, '=', ref.email).limit(2)).execute();
  return rows.map((row) => row.id);
}

/**
 * An invite by user ID or email, pending until `expiresAt`; it replaces (cancels) a pending invite
 * of the same typed value to the group, so a second invite renews the first, whether or not the
 * value is anyone's. Run under the group's lock (the unique index is the last word).
 */
export async function insertNamedInvite(
  db: Db,
  invite: { groupId: number; inviterId: number; role: GroupRole; invitedAs: string; invitedUserId: number | null; expiresAt: Date },
): Promise<void> {
  await db
    .updateTable('group_invites')
    .set({ status: 'cancelled' })
    .where('group_id', '=', invite.groupId)
    .where('invited_as', '=', invite.invitedAs)
    .where('status', '=', 'pending')
    .execute();
  await db
    .insertInto('group_invites')
    .values({
      group_id: invite.groupId,
      invited_by: invite.inviterId,
      role: invite.role,
      invited_as: invite.invitedAs,
      invited_user_id: invite.invitedUserId,
      expires_at: invite.expiresAt,
    })
    .execute();
}

/** Closes the user's other pending invites to the group once they joined it. */
export async function closeInvitesTo(db: Db, groupId: number, userId: number): Promise<void> {
  await db
    .updateTable('group_invites')
    .set({ status: 'accepted' })
    .where('group_id', '=', groupId)
    .where('invited_user_id', '=', userId)
    .where('status', '=', 'pending')
    .where('code_hash', 'is', null)
    .execute();
}

/** The pending invite of a code (by its hash); with `lock`, locked until the transaction ends. */
export async function findInviteByCode(
  db: Db,
  codeHash: string,
  options: { lock?: boolean } = {},
): Promise<{ id: number; group_id: number; invited_by: number; role: GroupRole; expires_at: Date | null } | undefined> {
  const query = db
    .selectFrom('group_invites')
    .select(['id', 'group_id', 'invited_by', 'role', 'expires_at'])
    .where('code_hash', '=', codeHash)
    .where('status', '=', 'pending');
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

/** A used code: it now names the person who joined with it. */
export async function useInviteCode(db: Db, inviteId: number, userId: number): Promise<void> {
  await db.updateTable('group_invites').set({ status: 'accepted', invited_user_id: userId }).where('id', '=', inviteId).execute();
}

/**
 * Invites made since `since` by the inviter (in any group) and in the group (by anyone), with the
 * oldest of each (when the window frees up). Served by the (invited_by, created_at) and
 * (group_id, created_at) indexes.
 */
export async function countRecentInvites(
  db: Db,
  { groupId, inviterId }: { groupId: number; inviterId: number },
  since: Date,
): Promise<{ byInviter: number; byGroup: number; oldestByInviter: Date | null; oldestByGroup: Date | null }> {
  const row = await db
    .selectFrom('group_invites')
    .select((eb) => [
      eb.fn.count<string>('id').filterWhere('invited_by', '=', inviterId).as('by_inviter'),
      eb.fn.count<string>('id').filterWhere('group_id', '=', groupId).as('by_group'),
      eb.fn.min<Date | null>('created_at').filterWhere('invited_by', '=', inviterId).as('oldest_by_inviter'),
      eb.fn.min<Date | null>('created_at').filterWhere('group_id', '=', groupId).as('oldest_by_group'),
    ])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('invited_by', '=', inviterId), eb('group_id', '=', groupId)]))
    .executeTakeFirstOrThrow();
  return { byInviter: Number(row.by_inviter), byGroup: Number(row.by_group), oldestByInviter: row.oldest_by_inviter, oldestByGroup: row.oldest_by_group };
}

/** A pending invite, locked until the transaction ends; undefined when there is none. */
export async function lockPendingInvite(
  trx: Transaction<Database>,
  inviteId: number,
): Promise<{ group_id: number; invited_user_id: number | null; invited_by: number; role: GroupRole; expires_at: Date | null } | undefined> {
  return trx
    .selectFrom('group_invites')
    .select(['group_id', 'invited_user_id', 'invited_by', 'role', 'expires_at'])
    .where('id', '=', inviteId)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
}

/** The pending invite's fields without a lock (who may see it is decided from them). */
export async function findPendingInvite(
  db: Db,
  inviteId: number,
): Promise<{ group_id: number; invited_user_id: number | null; invited_by: number } | undefined> {
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
 * inviter's admin role, so it goes when they are demoted, removed or leave.
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
