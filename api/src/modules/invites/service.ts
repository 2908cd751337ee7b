// Inviting someone to a group: the api keeps no directory of users, so an admin
// never names a person. They make an invite code for the group and give it to their training
// partner by any means they like; the partner joins by typing it (POST /api/invites/join).
// Nobody joins without that act (consent), nothing tells an admin who has an account, and a
// request that still names someone (a user id or an email) is refused the same way whoever it
// names. A code is random (60 bits), single-use, expires after a week, only its SHA-256 is
// stored, and it is only as good as its inviter's admin role.
import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CreatedInviteCode, GroupInvite, GroupRole } from '@liftbook/shared/contract';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../../http/errors.js';
import { requireAdmin } from '../groups/access.js';
import { addMember, findGroupAsMember, findRole, lockGroup, type GroupRecord } from '../groups/queries.js';
import { countRecentInvites, findGroupInvite, findInviteByCode, insertCodeInvite, useInviteCode, type GroupInviteRecord } from './queries.js';

export function toGroupInvite(row: GroupInviteRecord): GroupInvite {
  return {
    id: row.id,
    group_id: row.group_id,
    invited_user_id: row.invited_user_id,
    invited_by: row.invited_by,
    role: row.role,
    status: row.status,
    invited_at: row.created_at.toISOString(),
    expires_at: row.expires_at?.toISOString() ?? null,
  };
}

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand survives. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 12;
export const INVITE_CODE_DAYS = 7;

/** Invites made in the last hour, per inviter (all groups) and per group, before a 429. */
export const INVITE_LIMITS = { windowMs: 60 * 60 * 1000, perInviter: 20, perGroup: 30 } as const;

/** A new code, grouped by four for reading: `7KQ2-M9XA-PC4D`. */
export function newInviteCode(): string {
  const chars = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return [0, 4, 8].map((at) => chars.slice(at, at + 4).join('')).join('-');
}

/** The code as typed, tidied (case, spaces, dashes, the letters people confuse with digits); undefined when it cannot be one. */
export function normalizeInviteCode(typed: string): string | undefined {
  const chars = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (chars.length !== CODE_LENGTH || [...chars].some((c) => !CODE_ALPHABET.includes(c))) return undefined;
  return [0, 4, 8].map((at) => chars.slice(at, at + 4)).join('-');
}

export const hashInviteCode = (code: string) => createHash('sha256').update(code).digest('hex');

const invalidCode = () => new NotFoundError('That invite code does not work: it may have expired, been used or been cancelled. Ask for a new one.');

/**
 * A new invite code for the group, as `role`, made by `actorId`, who must be one of its admins.
 * Rate-limited per inviter and per group by counting their recent invites in the database (under
 * the group's lock): the limit holds across api processes and whatever limits the api's edge.
 */
export async function createInviteCode(db: Kysely<Database>, actorId: number, groupId: number, role: GroupRole, now = new Date()): Promise<CreatedInviteCode> {
  return inTransaction(db, async (trx) => {
    await lockGroup(trx, groupId);
    requireAdmin(await findRole(trx, groupId, actorId), 'invite people');
    const since = new Date(now.getTime() - INVITE_LIMITS.windowMs);
    const recent = await countRecentInvites(trx, { groupId, inviterId: actorId }, since);
    const over = [
      { count: recent.byInviter, limit: INVITE_LIMITS.perInviter, oldest: recent.oldestByInviter, who: 'you have' },
      { count: recent.byGroup, limit: INVITE_LIMITS.perGroup, oldest: recent.oldestByGroup, who: 'this group has' },
    ].find((check) => check.count >= check.limit);
    if (over) {
      const wait = Math.max(1, Math.ceil(((over.oldest?.getTime() ?? now.getTime()) + INVITE_LIMITS.windowMs - now.getTime()) / 1000));
      throw new TooManyRequestsError(`Too many invites: ${over.who} made ${over.limit} in the last hour. Try again later.`, wait);
    }
    const code = newInviteCode();
    const expiresAt = new Date(now.getTime() + INVITE_CODE_DAYS * 24 * 60 * 60 * 1000);
    const inviteId = await insertCodeInvite(trx, { groupId, inviterId: actorId, role, codeHash: hashInviteCode(code), expiresAt });
    const invite = await findGroupInvite(trx, inviteId);
    if (invite === undefined) throw new Error(`invite ${inviteId} vanished inside its transaction`);
    return { ...toGroupInvite(invite), code };
  });
}

/**
 * Joins the group of an invite code with the role it carries. One 404 for a code that is
 * unknown, used, cancelled, expired or whose inviter is no longer an admin: the answer tells the
 * typist nothing they could probe with.
 */
export async function joinWithCode(db: Kysely<Database>, userId: number, typed: string, now = new Date()): Promise<GroupRecord> {
  const code = normalizeInviteCode(typed);
  if (code === undefined) throw invalidCode();
  return inTransaction(db, async (trx) => {
    const peek = await findInviteByCode(trx, hashInviteCode(code));
    if (peek === undefined) throw invalidCode();
    // Group first, then the invite: the same lock order as every other membership write.
    await lockGroup(trx, peek.group_id);
    const invite = await findInviteByCode(trx, hashInviteCode(code), { lock: true });
    if (invite === undefined || invite.expires_at === null || invite.expires_at <= now) throw invalidCode();
    if ((await findRole(trx, invite.group_id, invite.invited_by)) !== 'admin') throw invalidCode();
    if ((await findRole(trx, invite.group_id, userId)) !== undefined) throw new ConflictError('You are already a member of this group');
    await addMember(trx, invite.group_id, userId, invite.role);
    await useInviteCode(trx, invite.id, userId);
    const group = await findGroupAsMember(trx, invite.group_id, userId);
    if (group === undefined) throw new Error(`group ${invite.group_id} vanished inside its transaction`);
    return group;
  });
}
