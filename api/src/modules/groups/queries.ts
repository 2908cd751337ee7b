// SQL of groups and their members. Whoever asks, every read is keyed by the asking user's
// membership (routes check it first, in access.ts). Writes that could leave a group without an
// admin run in a transaction that first locks the group's row (lockGroup), so they serialize.
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Group, GroupMember, GroupRole, MemberSessionExercise } from '@liftbook/shared/contract';
import type { Database } from '../../db/schema.js';
import type { SessionRecord } from '../sessions/queries.js';
import { inTransaction } from '../../db/transaction.js';
import { setsJson } from '../exercises/queries.js';
import type { GroupValues } from './schemas.js';

type Db = Kysely<Database> | Transaction<Database>;

const groupColumns = ['groups.id', 'groups.name', 'groups.description', 'groups.created_by', 'groups.created_at', 'groups.updated_at'] as const;

/** A group row as read: the wire Group with its timestamps as Dates. */
export type GroupRecord = Omit<Group, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

/** A member row as read: the wire GroupMember with its joining time as a Date (and the email still unmasked). */
export type MemberRecord = Omit<GroupMember, 'joined_at'> & { joined_at: Date };

/** The group with the user's role in it; undefined when it does not exist or they are not a member. */
export async function findGroupAsMember(db: Db, groupId: number, userId: number): Promise<(GroupRecord & { role: GroupRole }) | undefined> {
  return db
    .selectFrom('groups')
    .innerJoin('group_members', (join) => join.onRef('group_members.group_id', '=', 'groups.id').on('group_members.user_id', '=', userId))
    .select([...groupColumns, 'group_members.role'])
    .where('groups.id', '=', groupId)
    .executeTakeFirst();
}

/** The user's role in the group; undefined when they are not a member (or there is no group). */
export async function findRole(db: Db, groupId: number, userId: number): Promise<GroupRole | undefined> {
  const row = await db.selectFrom('group_members').select('role').where('group_id', '=', groupId).where('user_id', '=', userId).executeTakeFirst();
  return row?.role;
}

/**
 * Locks the group's row until the transaction ends and answers its creator; undefined when
 * there is no such group. Every membership write takes this lock first.
 */
export async function lockGroup(trx: Transaction<Database>, groupId: number): Promise<{ created_by: number } | undefined> {
  return trx.selectFrom('groups').select('created_by').where('id', '=', groupId).forUpdate().executeTakeFirst();
}

export async function countAdmins(trx: Transaction<Database>, groupId: number): Promise<number> {
  const row = await trx
    .selectFrom('group_members')
    .select((eb) => eb.fn.countAll<string>().as('admins'))
    .where('group_id', '=', groupId)
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(row.admins);
}

/** The groups the user is a member of, newest first. Served by group_members_user_idx. */
export async function listMyGroups(db: Db, userId: number): Promise<GroupRecord[]> {
  return db
    .selectFrom('groups')
    .innerJoin('group_members', 'group_members.group_id', 'groups.id')
    .select(groupColumns)
    .where('group_members.user_id', '=', userId)
    .orderBy('groups.created_at', 'desc')
    .orderBy('groups.id', 'desc')
    .execute();
}

/** The group and its creator as its first admin, in one transaction. */
export async function createGroup(db: Kysely<Database>, userId: number, values: GroupValues): Promise<GroupRecord> {
  return inTransaction(db, async (trx) => {
    const group = await trx
      .insertInto('groups')
      .values({ ...values, created_by: userId })
      .returning(['id', 'name', 'description', 'created_by', 'created_at', 'updated_at'])
      .executeTakeFirstOrThrow();
    await trx.insertInto('group_members').values({ group_id: group.id, user_id: userId, role: 'admin' }).execute();
    return group;
  });
}

export async function updateGroup(db: Db, groupId: number, values: GroupValues): Promise<GroupRecord | undefined> {
  return db
    .updateTable('groups')
    .set(values)
    .where('id', '=', groupId)
    .returning(['id', 'name', 'description', 'created_by', 'created_at', 'updated_at'])
    .executeTakeFirst();
}

/** Deletes the group; its members and invites go with it (ON DELETE CASCADE). */
export async function deleteGroup(db: Db, groupId: number): Promise<boolean> {
  const result = await db.deleteFrom('groups').where('id', '=', groupId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

function membersQuery(db: Db, groupId: number) {
  return db
    .selectFrom('group_members')
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .select(['group_members.user_id', 'users.name', 'users.email', 'group_members.role', 'group_members.joined_at'])
    .where('group_members.group_id', '=', groupId);
}

/** The members in the order they joined. */
export async function listMembers(db: Db, groupId: number): Promise<MemberRecord[]> {
  return membersQuery(db, groupId).orderBy('group_members.joined_at').orderBy('group_members.id').execute();
}

export async function findMember(db: Db, groupId: number, userId: number): Promise<MemberRecord | undefined> {
  return membersQuery(db, groupId).where('group_members.user_id', '=', userId).executeTakeFirst();
}

export async function removeMember(db: Db, groupId: number, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('group_members').where('group_id', '=', groupId).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function setMemberRole(db: Db, groupId: number, userId: number, role: GroupRole): Promise<void> {
  await db.updateTable('group_members').set({ role }).where('group_id', '=', groupId).where('user_id', '=', userId).execute();
}

/** Makes the member the group's owner (the one who may delete it or hand it on). */
export async function setOwner(db: Db, groupId: number, userId: number): Promise<void> {
  await db.updateTable('groups').set({ created_by: userId }).where('id', '=', groupId).execute();
}

/** Adds a member; an existing membership is left as it is. */
export async function addMember(db: Db, groupId: number, userId: number, role: GroupRole): Promise<void> {
  await db
    .insertInto('group_members')
    .values({ group_id: groupId, user_id: userId, role })
    .onConflict((conflict) => conflict.columns(['group_id', 'user_id']).doNothing())
    .execute();
}

/**
 * In one statement: the viewer's role in the group (undefined: not a member) and whether the
 * other user is a member of it.
 */
export async function findViewerAndMember(
  db: Db,
  groupId: number,
  viewerId: number,
  memberId: number,
): Promise<{ role: GroupRole; isMember: boolean } | undefined> {
  const row = await db
    .selectFrom('group_members as viewer')
    .select((eb) => [
      'viewer.role',
      eb
        .exists(eb.selectFrom('group_members as target').select('target.id').where('target.group_id', '=', groupId).where('target.user_id', '=', memberId))
        .as('is_member'),
    ])
    .where('viewer.group_id', '=', groupId)
    .where('viewer.user_id', '=', viewerId)
    .executeTakeFirst();
  return row === undefined ? undefined : { role: row.role, isMember: Boolean(row.is_member) };
}

export type MemberSessionRecord = Omit<SessionRecord, 'private'> & { exercises: MemberSessionExercise[] };

/**
 * The exercises of a member's session that hold a logged set, by position, each with its set
 * count and its logged sets (figures as logged, in their own unit; the page shows them in the
 * viewer's). Planned sets live in their own table: they never show or count here.
 */
function memberExercisesJson(sessionIdColumn: string): RawBuilder<MemberSessionExercise[]> {
  return sql<MemberSessionExercise[]>`coalesce((
    SELECT json_agg(json_build_object(
      'id', e.id,
      'name', e.name,
      'variation', e.variation,
      'type', e.type,
      'set_count', st.set_count,
      'sets', ${setsJson(sql.ref('e.id'))}
    ) ORDER BY e.position, e.id)
    FROM exercises AS e
    CROSS JOIN LATERAL (SELECT count(*) AS set_count FROM sets AS s WHERE s.exercise_id = e.id) AS st
    WHERE e.session_id = ${sql.ref(sessionIdColumn)} AND st.set_count > 0
  ), '[]'::json)`;
}

/**
 * A page of the user's sessions, newest first (date, then id), each with its exercises (name,
 * variation, type, set count, logged sets) built by PostgreSQL: one statement whatever the page holds.
 * `before` is the id of the previous page's last session: the page continues after it in that
 * order (a session that is not the user's gives an empty page). Served by sessions_user_date_idx.
 */
export async function listMemberSessions(db: Db, userId: number, before: number | undefined, limit: number): Promise<MemberSessionRecord[]> {
  let query = db
    .selectFrom('sessions')
    .select([
      'sessions.id',
      'sessions.session_date',
      'sessions.session_type',
      'sessions.notes',
      'sessions.created_at',
      'sessions.updated_at',
      memberExercisesJson('sessions.id').as('exercises'),
    ])
    .where('sessions.user_id', '=', userId)
    // A private workout never shows in a group.
    .where('sessions.private', '=', false);
  if (before !== undefined) {
    query = query.where(
      sql<boolean>`(sessions.session_date, sessions.id) < (SELECT c.session_date, c.id FROM sessions AS c WHERE c.id = ${before} AND c.user_id = ${userId} AND NOT c.private)`,
    );
  }
  return query.orderBy('sessions.session_date', 'desc').orderBy('sessions.id', 'desc').limit(limit).execute();
}
