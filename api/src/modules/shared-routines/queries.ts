// SQL of shared routines (issue 31). A shared routine belongs to a group: every query takes the
// group's id, so a shared routine of another group is simply not found. Who may act is decided by
// the routes from the viewer's current membership (feed/queries.ts's viewerRole), read at every
// request. The sharer's name is shown only while they are a member, as for comments.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { GroupRole, SharedRoutine, SharedRoutineExercise } from '@liftbook/shared/contract';
import type { Database } from '../../db/schema.js';
import { isoTimestamp } from '../exercises/queries.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The group's shared routines as the list shows them, newest first (at most `limit`; the group
 * holds no more than that), or only `onlyId`. The exercises × sets summary is read from the
 * snapshot in the same statement. Served by shared_routines_group_idx.
 */
export async function listSharedRoutines(
  db: Db,
  groupId: number,
  viewer: { id: number; role: GroupRole },
  limit: number,
  onlyId?: number,
): Promise<SharedRoutine[]> {
  const only = onlyId === undefined ? sql`` : sql`AND sr.id = ${onlyId}`;
  const { rows } = await sql<SharedRoutine>`
    SELECT sr.id, sr.group_id, sr.name,
           (SELECT coalesce(json_agg(json_build_object('name', x.e->>'name', 'set_count', jsonb_array_length(x.e->'sets')) ORDER BY x.i), '[]'::json)
            FROM jsonb_array_elements(sr.exercises) WITH ORDINALITY AS x(e, i)) AS exercises,
           jsonb_array_length(sr.exercises) AS exercise_count,
           (SELECT coalesce(sum(jsonb_array_length(x.e->'sets')), 0)::int FROM jsonb_array_elements(sr.exercises) AS x(e)) AS set_count,
           CASE WHEN m.user_id IS NULL THEN NULL ELSE u.name END AS shared_by_name,
           ${isoTimestamp('sr.created_at')} AS shared_at,
           (sr.shared_by IS NOT DISTINCT FROM ${viewer.id}::int OR ${viewer.role === 'admin'}) AS can_unshare
    FROM shared_routines AS sr
    LEFT JOIN users AS u ON u.id = sr.shared_by
    LEFT JOIN group_members AS m ON m.group_id = sr.group_id AND m.user_id = sr.shared_by
    WHERE sr.group_id = ${groupId} ${only}
    ORDER BY sr.created_at DESC, sr.id DESC
    LIMIT ${limit}`.execute(db);
  return rows;
}

/**
 * Stores a snapshot shared to the group by the user; undefined when the group already holds
 * `max`. Counted under a lock on the group's row (FOR NO KEY UPDATE: members may still join), so
 * two shares at once cannot both pass the limit.
 */
export async function insertSharedRoutine(
  trx: Transaction<Database>,
  groupId: number,
  userId: number,
  snapshot: { name: string; exercises: SharedRoutineExercise[] },
  max: number,
): Promise<number | undefined> {
  await sql`SELECT id FROM groups WHERE id = ${groupId} FOR NO KEY UPDATE`.execute(trx);
  const { n } = await trx
    .selectFrom('shared_routines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= max) return undefined;
  const row = await trx
    .insertInto('shared_routines')
    .values({ group_id: groupId, shared_by: userId, name: snapshot.name, exercises: JSON.stringify(snapshot.exercises) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The group's shared routine: its snapshot and its sharer; undefined when it is not the group's. */
export async function findSharedRoutine(
  db: Db,
  groupId: number,
  sharedId: number,
): Promise<{ name: string; exercises: SharedRoutineExercise[]; shared_by: number | null } | undefined> {
  return db
    .selectFrom('shared_routines')
    .select(['name', 'exercises', 'shared_by'])
    .where('id', '=', sharedId)
    .where('group_id', '=', groupId)
    .executeTakeFirst();
}

export async function deleteSharedRoutine(db: Db, groupId: number, sharedId: number): Promise<void> {
  await db.deleteFrom('shared_routines').where('id', '=', sharedId).where('group_id', '=', groupId).execute();
}
