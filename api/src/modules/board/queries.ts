// SQL of a group's weekly board. What a set lifted and which sets count (never warm-ups; planned
// and skipped sets live in planned_sets and are never read here) come from lifted/sql.ts, as for
// every reader of sets; the records come from finish/session-records.ts, the one definition.
//
// Who is on the board is decided in SQL at every request, from the group's current membership:
// a workout counts while its lifter is a member and it is not private.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { BoardMember, GroupRole, WeightUnit } from '@liftbook/shared/contract';
import type { Database } from '../../db/schema.js';
import { countedSet, lbsInUnit, liftedVolume, roundedLbs } from '../../lifted/sql.js';
import type { Week } from './week.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The viewer's role in the group and their unit; undefined when they are not a member (or there is no group). */
export async function viewerOfGroup(db: Db, groupId: number, viewerId: number): Promise<{ role: GroupRole; weight_unit: WeightUnit } | undefined> {
  return db
    .selectFrom('group_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.role', 'u.weight_unit'])
    .where('m.group_id', '=', groupId)
    .where('m.user_id', '=', viewerId)
    .executeTakeFirst();
}

/** A member's week as read: the wire BoardMember, its records still to find among its counted sessions (oldest first). */
export type BoardRow = Omit<BoardMember, 'records'> & { session_ids: number[] };

/**
 * One statement for any group size: per current member, their sessions of the week that are not
 * private and hold at least one working set (each an index range scan of sessions_feed_idx:
 * user_id, then the week's dates), with those sets' count and volume. Only members who trained;
 * most volume first, then name.
 */
export async function boardRows(db: Db, groupId: number, week: Week, unit: WeightUnit): Promise<BoardRow[]> {
  const volumeLbs = sql<number>`coalesce(${roundedLbs(sql`sum(w.volume)`)}, 0)::float8`;
  const { rows } = await sql<BoardRow>`
    SELECT m.user_id, u.name,
      count(w.session_id)::int AS sessions,
      sum(w.working_sets)::int AS working_sets,
      ${volumeLbs} AS volume_lbs, ${roundedLbs(lbsInUnit(volumeLbs, sql`${unit}::text`))}::float8 AS volume,
      array_agg(w.session_id ORDER BY w.session_date, w.session_id) AS session_ids
    FROM group_members AS m
    JOIN users AS u ON u.id = m.user_id
    CROSS JOIN LATERAL (
      SELECT s.id AS session_id, s.session_date, count(*) AS working_sets, sum(${liftedVolume('st')}) AS volume
      FROM sessions AS s
      JOIN exercises AS e ON e.session_id = s.id
      JOIN sets AS st ON st.exercise_id = e.id
      WHERE s.user_id = m.user_id AND NOT s.private
        AND s.session_date BETWEEN ${week.start}::date AND ${week.end}::date
        AND ${countedSet('st')}
      GROUP BY s.id, s.session_date
    ) AS w
    WHERE m.group_id = ${groupId}
    GROUP BY m.user_id, u.name
    ORDER BY volume_lbs DESC, u.name ASC NULLS LAST, m.user_id`.execute(db);
  return rows;
}
