// A group with one person in each position the groups area tells apart, written straight to
// the database (fast enough to build afresh for every case of a permission table): its creator,
// another admin, two plain members, a person with a pending invite, and two outsiders.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApi } from './harness.js';

export const PEOPLE = ['creator', 'admin', 'member', 'member2', 'invitee', 'stranger', 'outsider'] as const;
export type Person = (typeof PEOPLE)[number];

/** The display name each person's token carries (the api keeps users' names in step with it). */
export const nameOf = (sub: string) => `${sub[0]?.toUpperCase() ?? ''}${sub.slice(1)} Lifter`;
export const emailOf = (sub: string) => `${sub}@example.com`;

/** api.as with the person's name and email claims, so their user row keeps them. */
export function call(api: TestApi, sub: string, request: InjectOptions): Promise<LightMyRequestResponse> {
  return api.as(sub, request, { name: nameOf(sub), email: emailOf(sub) });
}

/** The user id of each sub, creating the users on first use (through the api, as a sign-in does). */
export async function userIds(api: TestApi, subs: readonly string[]): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const sub of subs) {
    const response = await call(api, sub, { method: 'GET', url: '/api/user/profile' });
    ids[sub] = (response.json() as { id: number }).id;
  }
  return ids;
}

export interface World {
  groupId: number;
  inviteId: number;
  /** A session of member2, with one exercise of three sets. */
  sessionId: number;
  ids: Record<Person, number>;
}

export async function buildWorld(api: TestApi, ids: Record<Person, number>, name = 'Morning Crew'): Promise<World> {
  const { db } = api;
  const group = await db.insertInto('groups').values({ name, description: 'Early lifts', created_by: ids.creator }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('group_members')
    .values([
      { group_id: group.id, user_id: ids.creator, role: 'admin' },
      { group_id: group.id, user_id: ids.admin, role: 'admin' },
      { group_id: group.id, user_id: ids.member, role: 'member' },
      { group_id: group.id, user_id: ids.member2, role: 'member' },
    ])
    .execute();
  const invite = await db
    .insertInto('group_invites')
    .values({ group_id: group.id, invited_user_id: ids.invitee, invited_by: ids.creator, role: 'member' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await db
    .insertInto('sessions')
    .values({ user_id: ids.member2, session_date: '2026-03-02', session_type: 'push', notes: 'heavy day' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const exercise = await db
    .insertInto('exercises')
    .values({ session_id: session.id, user_id: ids.member2, name: 'Bench Press', variation: 'paused', type: 'weighted', position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('sets')
    .values([1, 2, 3].map((n) => ({ exercise_id: exercise.id, set_number: n, weight: 100, weight_unit: 'kg' as const, reps: 5 })))
    .execute();
  return { groupId: group.id, inviteId: invite.id, sessionId: session.id, ids };
}

/** Everything stored about a group: its row, members and invites (all statuses). */
export async function snapshot(api: TestApi, groupId: number) {
  const [group, members, invites] = await Promise.all([
    api.db.selectFrom('groups').selectAll().where('id', '=', groupId).executeTakeFirst(),
    api.db.selectFrom('group_members').selectAll().where('group_id', '=', groupId).orderBy('id').execute(),
    api.db.selectFrom('group_invites').selectAll().where('group_id', '=', groupId).orderBy('id').execute(),
  ]);
  return { group, members, invites };
}
