// Inviting someone to a group, two ways, neither of which turns an id or an email into a person:
// - by user ID or email ("Add Member", "Send Invite"): the admin types what their training partner
//   gave them; the invite is stored whether or not it is anyone's (with what was typed), and the
//   answer, the group's pending list and the rate limits are the same either way. Only an account
//   the typed value is sees the invite, on My Invites, and joins by accepting it (consent);
// - an invite code: random (60 bits), single-use, a week long, only its SHA-256 stored; the admin
//   gives it by any means and the partner joins by typing it (POST /api/invites/join).
// Both are only as good as their inviter's admin role, and both count towards one rate limit.
import { createHash, randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { CreatedInviteCode, GroupInvite, GroupRole, InviteSent } from '@liftbook/shared/contract';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../../http/errors.js';
import { requireAdmin } from '../groups/access.js';
import { addMember, findGroupAsMember, findRole, lockGroup, type GroupRecord } from '../groups/queries.js';
import { refText, type UserRef } from '../groups/schemas.js';
import {
  countRecentInvites,
  findGroupInvite,
  findInviteByCode,
  findUserIdsByRef,
  insertCodeInvite,
  insertNamedInvite,
  useInviteCode,
  type GroupInviteRecord,
} from './queries.js';

/** An address as another admin sees it: its first character and its domain (docs/security.md). */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 1 ? address : `${address[0]}…${address.slice(at)}`;
}

/**
 * An invite as `viewerId`, one of the group's admins, is answered: the typed user ID or email as
 * typed to its inviter, an email masked to the other admins (members share names, not addresses).
 */
export function toGroupInvite(row: GroupInviteRecord, viewerId = row.invited_by): GroupInvite {
  return {
    id: row.id,
    group_id: row.group_id,
    // While pending, whose a typed ID or email is stays unsaid (it may be nobody's).
    invited_user_id: row.status === 'pending' ? null : row.invited_user_id,
    invited_as: row.invited_as === null || viewerId === row.invited_by ? row.invited_as : maskEmail(row.invited_as),
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
/** An invite by user ID or email waits longer: its invitee may not open Liftbook every week. */
export const NAMED_INVITE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

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
 * Under the group's lock: the actor must be one of its admins, within the rate limits (per inviter
 * and per group, counted from the invites in the database, so they hold across api processes).
 */
async function mayInvite(trx: Transaction<Database>, actorId: number, groupId: number, now: Date): Promise<void> {
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
}

/** A new invite code for the group, as `role`, made by `actorId`, one of its admins. */
export async function createInviteCode(db: Kysely<Database>, actorId: number, groupId: number, role: GroupRole, now = new Date()): Promise<CreatedInviteCode> {
  return inTransaction(db, async (trx) => {
    await mayInvite(trx, actorId, groupId, now);
    const code = newInviteCode();
    const expiresAt = new Date(now.getTime() + INVITE_CODE_DAYS * DAY_MS);
    const inviteId = await insertCodeInvite(trx, { groupId, inviterId: actorId, role, codeHash: hashInviteCode(code), expiresAt });
    const invite = await findGroupInvite(trx, inviteId);
    if (invite === undefined) throw new Error(`invite ${inviteId} vanished inside its transaction`);
    return { ...toGroupInvite(invite), code };
  });
}

/**
 * An invite to a typed user ID or email, as `role`, by `actorId`, one of the group's admins. The
 * same statements run and the same answer comes back whether the value is one account's, nobody's,
 * several accounts' (an email: then it reaches none of them, rather than a guess) or a member's.
 */
export async function inviteByRef(
  db: Kysely<Database>,
  actorId: number,
  groupId: number,
  ref: UserRef,
  role: GroupRole,
  now = new Date(),
): Promise<InviteSent> {
  return inTransaction(db, async (trx) => {
    await mayInvite(trx, actorId, groupId, now);
    const ids = await findUserIdsByRef(trx, ref);
    const invitedUserId = ids.length === 1 ? (ids[0] ?? null) : null;
    const expiresAt = new Date(now.getTime() + NAMED_INVITE_DAYS * DAY_MS);
    await insertNamedInvite(trx, { groupId, inviterId: actorId, role, invitedAs: refText(ref), invitedUserId, expiresAt });
    return { group_id: groupId, role };
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
