// SQL of the group feed, its cheers and comments (the records a workout set come from
// finish/session-records.ts, the one definition Finish and the PR badges use). What a set lifted
// (lbs, volume, the estimated 1RM, which sets count: never warm-ups; planned sets live in their own
// table and are never read here) comes from lifted/sql.ts, as for every other reader of sets.
//
// Who may see what is decided in SQL at every request, from the group's current membership: a
// workout shows in a group while its lifter is a member and it is not private. Leaving a group
// (or being removed) takes one's workouts out of it and one's access away on the next request.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { GroupRole } from '@liftbook/shared/contract';
import type { Database } from '../../db/schema.js';
import { countedSet, liftedLbs, liftedVolume, roundedLbs } from '../../lifted/sql.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The viewer's role in the group; undefined when they are not a member (or there is no group). */
export async function viewerRole(db: Db, groupId: number, viewerId: number): Promise<GroupRole | undefined> {
  const row = await db.selectFrom('group_members').select('role').where('group_id', '=', groupId).where('user_id', '=', viewerId).executeTakeFirst();
  return row?.role;
}

export interface FeedCursor {
  /** 'YYYY-MM-DD' */
  date: string;
  id: number;
}

export interface FeedRow {
  session_id: number;
  user_id: number;
  name: string | null;
  session_date: string;
  session_type: string;
  top_sets: Array<{ exercise: string; weight_lbs: number | null; reps: number | null; duration: number | null }>;
  volume_lbs: number;
  set_count: number;
  cheer_count: number;
  cheered: boolean;
  comment_count: number;
}

/**
 * A page of the group's feed: its current members' workouts that are not private, newest first
 * (day, then id), after `before`. Keyset, never OFFSET: per member, an index range scan of
 * sessions_feed_idx (user_id, session_date DESC, id DESC, WHERE NOT private) takes at most
 * `limit` sessions after the cursor, and the merge of those keeps the first `limit`; a deep
 * page costs what the first does. Each entry's top sets, volume, counted sets, cheers and
 * comments are subqueries of the same statement.
 */
export async function listFeed(db: Db, groupId: number, viewerId: number, before: FeedCursor | undefined, limit: number): Promise<FeedRow[]> {
  const after = before === undefined ? sql`` : sql`AND (s.session_date, s.id) < (${before.date}::date, ${before.id}::int)`;
  const { rows } = await sql<FeedRow>`
    WITH page AS MATERIALIZED (
      SELECT p.id, p.user_id, p.session_date, p.session_type
      FROM group_members AS m
      CROSS JOIN LATERAL (
        SELECT s.id, s.user_id, s.session_date, s.session_type FROM sessions AS s
        WHERE s.user_id = m.user_id AND NOT s.private ${after}
        ORDER BY s.session_date DESC, s.id DESC LIMIT ${limit}
      ) AS p
      WHERE m.group_id = ${groupId}
      ORDER BY p.session_date DESC, p.id DESC LIMIT ${limit}
    )
    SELECT page.id AS session_id, page.user_id, u.name, page.session_date, page.session_type,
      coalesce((
        SELECT json_agg(json_build_object('exercise', t.name, 'weight_lbs', ${roundedLbs(sql`t.lbs`)}, 'reps', t.reps, 'duration', t.duration_ms)
          ORDER BY t.position, t.id)
        FROM (
          SELECT e.id, e.name, e.position, best.lbs, best.reps, best.duration_ms
          FROM exercises AS e
          CROSS JOIN LATERAL (
            SELECT ${liftedLbs('st')} AS lbs, st.reps, st.duration_ms FROM sets AS st
            WHERE st.exercise_id = e.id AND ${countedSet('st')}
            ORDER BY st.weight_lbs DESC NULLS LAST, st.reps DESC NULLS LAST, st.duration_ms DESC NULLS LAST, st.set_number
            LIMIT 1
          ) AS best
          WHERE e.session_id = page.id
          ORDER BY e.position, e.id LIMIT 3
        ) AS t
      ), '[]'::json) AS top_sets,
      coalesce(w.volume, 0)::float8 AS volume_lbs, coalesce(w.set_count, 0)::int AS set_count,
      (SELECT count(*) FROM session_cheers AS c WHERE c.group_id = ${groupId} AND c.session_id = page.id)::int AS cheer_count,
      EXISTS (SELECT 1 FROM session_cheers AS c WHERE c.group_id = ${groupId} AND c.session_id = page.id AND c.user_id = ${viewerId}) AS cheered,
      (SELECT count(*) FROM session_comments AS k WHERE k.group_id = ${groupId} AND k.session_id = page.id)::int AS comment_count
    FROM page
    JOIN users AS u ON u.id = page.user_id
    LEFT JOIN LATERAL (
      SELECT ${roundedLbs(sql`sum(${liftedVolume('st')})`)} AS volume, count(*) AS set_count
      FROM exercises AS e JOIN sets AS st ON st.exercise_id = e.id
      WHERE e.session_id = page.id AND ${countedSet('st')}
    ) AS w ON true
    ORDER BY page.session_date DESC, page.id DESC`.execute(db);
  return rows;
}

export interface VisibleWorkout {
  role: GroupRole;
  /** The workout's lifter; undefined when the workout is not visible in the group. */
  lifterId: number | undefined;
}

/**
 * In one statement: the viewer's role in the group (undefined: not a member) and whose the
 * workout is, if it is visible in the group (its lifter a current member, not private).
 */
export async function findVisibleWorkout(db: Db, groupId: number, sessionId: number, viewerId: number): Promise<VisibleWorkout | undefined> {
  const { rows } = await sql<{ role: GroupRole; lifter_id: number | null }>`
    SELECT viewer.role, (
      SELECT s.user_id FROM sessions AS s
      JOIN group_members AS lifter ON lifter.group_id = ${groupId} AND lifter.user_id = s.user_id
      WHERE s.id = ${sessionId} AND NOT s.private
    ) AS lifter_id
    FROM group_members AS viewer
    WHERE viewer.group_id = ${groupId} AND viewer.user_id = ${viewerId}`.execute(db);
  const row = rows[0];
  return row === undefined ? undefined : { role: row.role, lifterId: row.lifter_id ?? undefined };
}

/** The workout's cheer count in the group and whether the viewer cheered it. */
export async function cheerState(db: Db, groupId: number, sessionId: number, viewerId: number): Promise<{ cheer_count: number; cheered: boolean }> {
  const { rows } = await sql<{ cheer_count: number; cheered: boolean }>`
    SELECT count(*)::int AS cheer_count, coalesce(bool_or(user_id = ${viewerId}), false) AS cheered
    FROM session_cheers WHERE group_id = ${groupId} AND session_id = ${sessionId}`.execute(db);
  return rows[0] ?? { cheer_count: 0, cheered: false };
}

/** One cheer per member: a second is no change. */
export async function addCheer(db: Db, groupId: number, sessionId: number, userId: number): Promise<void> {
  await db
    .insertInto('session_cheers')
    .values({ group_id: groupId, session_id: sessionId, user_id: userId })
    .onConflict((conflict) => conflict.constraint('session_cheers_one_per_member').doNothing())
    .execute();
}

export async function removeCheer(db: Db, groupId: number, sessionId: number, userId: number): Promise<void> {
  await db.deleteFrom('session_cheers').where('group_id', '=', groupId).where('session_id', '=', sessionId).where('user_id', '=', userId).execute();
}

export interface CommentRow {
  id: number;
  session_id: number;
  author_id: number | null;
  /** Null when the author is no longer a member of the group. */
  author_name: string | null;
  body: string;
  created_at: Date;
}

/** Comments shown at most, oldest first. */
export const COMMENTS_MAX = 200;

/**
 * The workout's comments in the group, oldest first (at most COMMENTS_MAX): the author's name
 * only while they are a member of the group (a removed or departed member's comments stay
 * without it).
 */
export async function listComments(db: Db, groupId: number, sessionId: number): Promise<CommentRow[]> {
  const { rows } = await sql<CommentRow>`
    SELECT k.id, k.session_id, k.author_id, CASE WHEN m.user_id IS NULL THEN NULL ELSE u.name END AS author_name, k.body, k.created_at
    FROM session_comments AS k
    LEFT JOIN users AS u ON u.id = k.author_id
    LEFT JOIN group_members AS m ON m.group_id = k.group_id AND m.user_id = k.author_id
    WHERE k.group_id = ${groupId} AND k.session_id = ${sessionId}
    ORDER BY k.id
    LIMIT ${COMMENTS_MAX}`.execute(db);
  return rows;
}

export async function insertComment(db: Db, groupId: number, sessionId: number, authorId: number, body: string): Promise<CommentRow> {
  const row = await db
    .insertInto('session_comments')
    .values({ group_id: groupId, session_id: sessionId, author_id: authorId, body })
    .returning(['id', 'session_id', 'author_id', 'body', 'created_at'])
    .executeTakeFirstOrThrow();
  const author = await db.selectFrom('users').select('name').where('id', '=', authorId).executeTakeFirst();
  return { ...row, author_name: author?.name ?? null };
}

/** The comment's author, if the comment is on that workout in that group. */
export async function findComment(db: Db, groupId: number, sessionId: number, commentId: number): Promise<{ author_id: number | null } | undefined> {
  return db
    .selectFrom('session_comments')
    .select('author_id')
    .where('id', '=', commentId)
    .where('group_id', '=', groupId)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
}

export async function deleteComment(db: Db, commentId: number): Promise<void> {
  await db.deleteFrom('session_comments').where('id', '=', commentId).execute();
}
