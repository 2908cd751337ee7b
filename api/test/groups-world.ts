// A group with one person in each position the groups area tells apart, written straight to
// the database (fast enough to build afresh for every case of a permission table): its creator,
// another admin, two plain members, a person with a pending invite, a removed member (who had
// cheered and commented on member2's workout), and two outsiders.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { hashInviteCode, newInviteCode } from '../src/modules/invites/service.js';
import { insertSets } from '../src/modules/sets/queries.js';
import { createTestApi, type TestApi } from './harness.js';

export const PEOPLE = ['creator', 'admin', 'member', 'member2', 'invitee', 'removed', 'stranger', 'outsider'] as const;
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

/**
 * For a test file of the groups area: a test api with every person of PEOPLE signed up once (in
 * beforeAll, closed in afterAll). Read `groups.api` and `groups.ids` inside tests; `groups.req`
 * calls the api as one of them.
 */
export function setUpGroupsApi() {
  const groups = {
    api: undefined as unknown as TestApi,
    ids: undefined as unknown as Record<Person, number>,
    req: (sub: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      call(groups.api, sub, { method, url, ...(payload ? { payload } : {}) }),
  };
  beforeAll(async () => {
    groups.api = await createTestApi();
    groups.ids = (await userIds(groups.api, PEOPLE)) as Record<Person, number>;
  });
  afterAll(async () => {
    await groups.api.close();
  });
  return groups;
}

export interface World {
  groupId: number;
  inviteId: number;
  /** A session of member2, with one exercise of three sets. */
  sessionId: number;
  /** A comment of `member` on that session in the group. */
  commentId: number;
  /** An invite code of the group (made by the creator, role member), as typed. */
  code: string;
  /** A routine of `member`'s ("Member Plan": one exercise of two sets), not shared. */
  memberRoutineId: number;
  /** A routine member2 shared to the group; another shared by the removed member before their removal. */
  sharedRoutineId: number;
  removedSharedRoutineId: number;
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
    .values({ group_id: group.id, invited_user_id: ids.invitee, invited_as: String(ids.invitee), invited_by: ids.creator, role: 'member' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const code = newInviteCode();
  await db
    .insertInto('group_invites')
    .values({ group_id: group.id, invited_by: ids.creator, role: 'member', code_hash: hashInviteCode(code), expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  // Older than the invite rate limit's window: the tests build many worlds, each with the creator's invites.
  await backdateInvites(api, { groupId: group.id });
  const session = await db
    .insertInto('sessions')
    .values({ user_id: ids.member2, session_date: '2026-03-02', session_type: 'push', notes: 'heavy day' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const exercise = await db
    .insertInto('exercises')
    .values({
      session_id: session.id,
      user_id: ids.member2,
      session_date: '2026-03-02',
      name: 'Bench Press',
      variation: 'paused',
      type: 'weighted',
      position: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertSets(
    db,
    [1, 2, 3].map((n) => ({ exercise_id: exercise.id, set_number: n, weight: 100, weight_unit: 'kg' as const, reps: 5 })),
  ).execute();
  const comment = await db
    .insertInto('session_comments')
    .values({ group_id: group.id, session_id: session.id, author_id: ids.member, body: 'Strong!' })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A member who cheered and commented, then was removed: they keep no access.
  await db.insertInto('session_comments').values({ group_id: group.id, session_id: session.id, author_id: ids.removed, body: 'Nice' }).execute();
  await db.insertInto('session_cheers').values({ group_id: group.id, session_id: session.id, user_id: ids.removed }).execute();
  // Shared routines (issue 31): a routine of member's to share, and two already shared.
  const memberRoutine = await db.insertInto('routines').values({ user_id: ids.member, name: 'Member Plan' }).returning('id').executeTakeFirstOrThrow();
  const routineExercise = await db
    .insertInto('routine_exercises')
    .values({ routine_id: memberRoutine.id, position: 1, name: 'Bench Press', type: 'weighted', weight_unit: 'kg' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('routine_sets')
    .values([1, 2].map((position) => ({ routine_exercise_id: routineExercise.id, position, reps_min: 5, weight: 80 })))
    .execute();
  const sharedExercises = JSON.stringify([
    {
      name: 'Back Squat',
      type: 'weighted',
      variation: null,
      note: null,
      superset_group: null,
      weight_unit: 'kg',
      training_max: null,
      progression: null,
      sets: [{ kind: 'normal', reps_min: 5, reps_max: null, weight: 100, percent_of_tm: null, duration: null, distance: null, rpe: null, rest_seconds: 180 }],
    },
  ]);
  const [shared, removedShared] = await db
    .insertInto('shared_routines')
    .values([
      { group_id: group.id, shared_by: ids.member2, name: 'Squat Day', exercises: sharedExercises },
      { group_id: group.id, shared_by: ids.removed, name: 'Old Plan', exercises: sharedExercises },
    ])
    .returning('id')
    .execute();
  return {
    groupId: group.id,
    inviteId: invite.id,
    sessionId: session.id,
    commentId: comment.id,
    code,
    ids,
    memberRoutineId: memberRoutine.id,
    sharedRoutineId: shared!.id,
    removedSharedRoutineId: removedShared!.id,
  };
}

/**
 * Moves invites (the group's, the inviter's, or, given neither, all) two hours back, out of the
 * invite rate limit's window.
 */
export async function backdateInvites(api: TestApi, where: { groupId?: number; inviterId?: number }): Promise<void> {
  const filter =
    where.groupId !== undefined ? sql`group_id = ${where.groupId}` : where.inviterId !== undefined ? sql`invited_by = ${where.inviterId}` : sql`true`;
  await sql`UPDATE group_invites SET created_at = now() - interval '2 hours' WHERE ${filter}`.execute(api.db);
}

/** Everything stored about a group: its row, members, invites (all statuses) and shared routines. */
export async function snapshot(api: TestApi, groupId: number) {
  const [group, members, invites, sharedRoutines] = await Promise.all([
    api.db.selectFrom('groups').selectAll().where('id', '=', groupId).executeTakeFirst(),
    api.db.selectFrom('group_members').selectAll().where('group_id', '=', groupId).orderBy('id').execute(),
    api.db.selectFrom('group_invites').selectAll().where('group_id', '=', groupId).orderBy('id').execute(),
    api.db.selectFrom('shared_routines').selectAll().where('group_id', '=', groupId).orderBy('id').execute(),
  ]);
  return { group, members, invites, sharedRoutines };
}

export type Actor = 'creator' | 'admin' | 'member' | 'invitee' | 'removed' | 'stranger' | 'none';
export const ACTORS: Actor[] = ['creator', 'admin', 'member', 'invitee', 'removed', 'stranger', 'none'];

export interface GroupRoute {
  /** The route as Fastify names it (the route × identity matrix finds the entry by it). */
  pattern: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (w: World) => string;
  payload?: (w: World) => object;
  /** Statuses for creator, admin, member, invitee, a removed member, stranger, no token. */
  expected: [number, number, number, number, number, number, number];
}

export const g = (w: World) => `/api/groups/${w.groupId}`;
/**
 * Every groups and invites route with the status each actor gets (permissions.test.ts runs it;
 * the route × identity matrix checks every group route of the app has an entry).
 */
export const GROUP_ROUTES: GroupRoute[] = [
  { pattern: '/api/groups', method: 'GET', url: () => '/api/groups', expected: [200, 200, 200, 200, 200, 200, 401] },
  { pattern: '/api/groups', method: 'POST', url: () => '/api/groups', payload: () => ({ name: 'New' }), expected: [201, 201, 201, 201, 201, 201, 401] },
  { pattern: '/api/groups/:id', method: 'GET', url: g, expected: [200, 200, 200, 404, 404, 404, 401] },
  { pattern: '/api/groups/:id', method: 'PUT', url: g, payload: () => ({ name: 'Renamed', description: 'x' }), expected: [200, 200, 403, 404, 404, 404, 401] },
  { pattern: '/api/groups/:id', method: 'DELETE', url: g, expected: [204, 403, 403, 404, 404, 404, 401] },
  { pattern: '/api/groups/:id/members', method: 'GET', url: (w) => `${g(w)}/members`, expected: [200, 200, 200, 404, 404, 404, 401] },
  // Add Member: an invite, whoever the typed ID or email is (here a known account).
  {
    pattern: '/api/groups/:id/members/:userId',
    method: 'POST',
    url: (w) => `${g(w)}/members/${encodeURIComponent(emailOf('outsider'))}`,
    payload: () => ({ role: 'member' }),
    expected: [202, 202, 403, 404, 404, 404, 401],
  },
  {
    pattern: '/api/groups/:id/members/:userId',
    method: 'DELETE',
    url: (w) => `${g(w)}/members/${w.ids.member2}`,
    expected: [204, 204, 403, 404, 404, 404, 401],
  },
  {
    pattern: '/api/groups/:id/members/:userId/role',
    method: 'PUT',
    url: (w) => `${g(w)}/members/${w.ids.member2}/role`,
    payload: () => ({ role: 'admin' }),
    expected: [200, 200, 403, 404, 404, 404, 401],
  },
  {
    pattern: '/api/groups/:id/owner',
    method: 'PUT',
    url: (w) => `${g(w)}/owner`,
    payload: (w) => ({ user_id: w.ids.member }),
    expected: [200, 403, 403, 404, 404, 404, 401],
  },
  {
    pattern: '/api/groups/:id/members/:userId/sessions',
    method: 'GET',
    url: (w) => `${g(w)}/members/${w.ids.member2}/sessions`,
    expected: [200, 200, 200, 404, 404, 404, 401],
  },
  {
    pattern: '/api/groups/:id/invites',
    method: 'POST',
    url: (w) => `${g(w)}/invites`,
    payload: () => ({ role: 'member' }),
    expected: [201, 201, 403, 404, 404, 404, 401],
  },
  {
    pattern: '/api/groups/:id/invites',
    method: 'POST',
    url: (w) => `${g(w)}/invites`,
    payload: (w) => ({ invited_user_id: w.ids.outsider, role: 'member' }),
    expected: [202, 202, 403, 404, 404, 404, 401],
  },
  { pattern: '/api/groups/:id/invites', method: 'GET', url: (w) => `${g(w)}/invites`, expected: [200, 200, 403, 404, 404, 404, 401] },
  // Joining with a code: anyone who holds it and is not a member yet.
  {
    pattern: '/api/invites/join',
    method: 'POST',
    url: () => '/api/invites/join',
    payload: (w) => ({ code: w.code }),
    expected: [409, 409, 409, 200, 200, 200, 401],
  },
  { pattern: '/api/invites', method: 'GET', url: () => '/api/invites', expected: [200, 200, 200, 200, 200, 200, 401] },
  { pattern: '/api/invites/:id/accept', method: 'PUT', url: (w) => `/api/invites/${w.inviteId}/accept`, expected: [404, 404, 404, 200, 404, 404, 401] },
  { pattern: '/api/invites/:id/decline', method: 'PUT', url: (w) => `/api/invites/${w.inviteId}/decline`, expected: [404, 404, 404, 204, 404, 404, 401] },
  { pattern: '/api/invites/:id', method: 'DELETE', url: (w) => `/api/invites/${w.inviteId}`, expected: [204, 204, 403, 403, 404, 404, 401] },
  // The feed, cheers and comments (issue 31): members only; a removed member is a stranger again.
  { pattern: '/api/groups/:id/feed', method: 'GET', url: (w) => `${g(w)}/feed`, expected: [200, 200, 200, 404, 404, 404, 401] },
  {
    pattern: '/api/groups/:id/sessions/:sessionId/cheer',
    method: 'PUT',
    url: (w) => `${g(w)}/sessions/${w.sessionId}/cheer`,
    expected: [200, 200, 200, 404, 404, 404, 401],
  },
  {
    pattern: '/api/groups/:id/sessions/:sessionId/cheer',
    method: 'DELETE',
    url: (w) => `${g(w)}/sessions/${w.sessionId}/cheer`,
    expected: [200, 200, 200, 404, 404, 404, 401],
  },
  {
    pattern: '/api/groups/:id/sessions/:sessionId/comments',
    method: 'GET',
    url: (w) => `${g(w)}/sessions/${w.sessionId}/comments`,
    expected: [200, 200, 200, 404, 404, 404, 401],
  },
  {
    pattern: '/api/groups/:id/sessions/:sessionId/comments',
    method: 'POST',
    url: (w) => `${g(w)}/sessions/${w.sessionId}/comments`,
    payload: () => ({ body: 'Great set' }),
    expected: [201, 201, 201, 404, 404, 404, 401],
  },
  // member wrote the comment; admins may delete it; member2 (the lifter) too (feed.test.ts).
  {
    pattern: '/api/groups/:id/sessions/:sessionId/comments/:commentId',
    method: 'DELETE',
    url: (w) => `${g(w)}/sessions/${w.sessionId}/comments/${w.commentId}`,
    expected: [204, 204, 204, 404, 404, 404, 401],
  },
  // This week's board (issue 31): members only; a removed member is a stranger again.
  { pattern: '/api/groups/:id/board', method: 'GET', url: (w) => `${g(w)}/board?tz=Europe/Berlin`, expected: [200, 200, 200, 404, 404, 404, 401] },
  // Shared routines (issue 31): members only. Sharing takes one's own routine (member's here: for
  // anyone else it is a routine not theirs, 404); member2 shared the world's, so a plain member
  // may not unshare it.
  { pattern: '/api/groups/:id/routines', method: 'GET', url: (w) => `${g(w)}/routines`, expected: [200, 200, 200, 404, 404, 404, 401] },
  {
    pattern: '/api/groups/:id/routines',
    method: 'POST',
    url: (w) => `${g(w)}/routines`,
    payload: (w) => ({ routine_id: w.memberRoutineId }),
    expected: [404, 404, 201, 404, 404, 404, 401],
  },
  {
    pattern: '/api/groups/:id/routines/:sharedId/copy',
    method: 'POST',
    url: (w) => `${g(w)}/routines/${w.sharedRoutineId}/copy`,
    expected: [201, 201, 201, 404, 404, 404, 401],
  },
  {
    pattern: '/api/groups/:id/routines/:sharedId',
    method: 'DELETE',
    url: (w) => `${g(w)}/routines/${w.sharedRoutineId}`,
    expected: [204, 204, 403, 404, 404, 404, 401],
  },
];
