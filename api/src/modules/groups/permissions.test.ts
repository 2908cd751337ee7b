// The permission table of the groups area: every groups and invites route × the
// group's creator (its owner), another admin, a plain member, a person with a pending invite, a
// stranger and no token, each with its expected status, on a fresh group per case; and after
// every refused write, the group, its members and its invites exactly as they were. Then (issue
// 19) the powers that end with the role, and the owner nobody else can demote or remove.
import { ACTORS, buildWorld, call, type Person, g, GROUP_ROUTES as routes, setUpGroupsApi, snapshot, type World } from '../../../test/groups-world.js';

const groups = setUpGroupsApi();

const cases = routes.flatMap((route) =>
  ACTORS.map((actor, index) => ({
    name: `${route.method} ${route.url({ groupId: 1, inviteId: 2, sessionId: 3, commentId: 4, code: 'CODE', memberRoutineId: 7, sharedRoutineId: 6, removedSharedRoutineId: 8, ids: { outsider: 9, member2: 5 } as World['ids'] }).replace(/\/1(?=\/|$)/, '/{id}')}`,
    route,
    actor,
    status: route.expected[index] ?? -1,
  })),
);

describe('permission table', () => {
  test.each(cases)('$name as $actor → $status', async ({ route, actor, status }) => {
    const world = await buildWorld(groups.api, groups.ids);
    const before = await snapshot(groups.api, world.groupId);
    const request = { method: route.method, url: route.url(world), ...(route.payload ? { payload: route.payload(world) } : {}) };
    const response = actor === 'none' ? await groups.api.app.inject(request) : await call(groups.api, actor, request);
    expect({ status: response.statusCode, body: response.statusCode >= 400 ? response.json() : undefined }).toEqual({
      status,
      body: status >= 400 ? expect.objectContaining({ statusCode: status }) : undefined,
    });
    if (status >= 400) expect(await snapshot(groups.api, world.groupId)).toEqual(before);
  });

  test('the groups list of a stranger and of the invitee does not hold the group', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    for (const person of ['stranger', 'invitee'] as const) {
      const theirs = (await call(groups.api, person, { method: 'GET', url: '/api/groups' })).json() as Array<{ id: number }>;
      expect(theirs.map((group) => group.id)).not.toContain(world.groupId);
    }
    const mine = (await call(groups.api, 'member', { method: 'GET', url: '/api/groups' })).json() as Array<{ id: number }>;
    expect(mine.map((group) => group.id)).toContain(world.groupId);
  });

  test('a missing group is the same 404 as a group that is not yours, on every group route', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const missing = 2_000_000_000;
    for (const route of routes.filter((r) => r.url(world).startsWith(g(world)))) {
      const url = route.url(world).replace(g(world), `/api/groups/${missing}`);
      const response = await call(groups.api, 'creator', { method: route.method, url, ...(route.payload ? { payload: route.payload(world) } : {}) });
      expect([route.method, url, response.statusCode, response.json()]).toEqual([
        route.method,
        url,
        404,
        { statusCode: 404, error: 'Not Found', message: 'Group not found' },
      ]);
      const stranger = await call(groups.api, 'stranger', {
        method: route.method,
        url: route.url(world),
        ...(route.payload ? { payload: route.payload(world) } : {}),
      });
      expect(stranger.json()).toEqual(response.json());
    }
  });
});

/** The admin's invite code of a case: its invite id and the code. */
interface Made {
  id: number;
  code: string;
}
type Step = [Person, 'GET' | 'POST' | 'PUT' | 'DELETE', (w: World, made: Made) => string, ((w: World, made: Made) => object)?];
const role = (person: Person, value: 'admin' | 'member'): Step => ['creator', 'PUT', (w) => `${g(w)}/members/${w.ids[person]}/role`, () => ({ role: value })];
const remove = (person: Person): Step => ['creator', 'DELETE', (w) => `${g(w)}/members/${w.ids[person]}`];
const accept: Step = ['outsider', 'POST', () => '/api/invites/join', (_w, made) => ({ code: made.code })];
const cancelAs = (person: Person): Step => [person, 'DELETE', (_w, made) => `/api/invites/${made.id}`];
const handTo = (person: Person): Step => ['creator', 'PUT', (w) => `${g(w)}/owner`, (w) => ({ user_id: w.ids[person] })];

/**
 * Powers end with the role, and every group has an owner. In each case the admin first makes an invite code for the admin role, which
 * the outsider uses to join ("accepting"); the setup
 * steps run (each must succeed), then the step under test, which must get its status; a refused
 * step changes nothing, and `joined` says whether the outsider is a member afterwards.
 */
const afterRoleCases: Array<{ name: string; setup: Step[]; act: Step; status: number; joined?: boolean }> = [
  { name: "accepting an admin's invite after they were demoted", setup: [role('admin', 'member')], act: accept, status: 404, joined: false },
  {
    name: "accepting an admin's invite after they were demoted and removed",
    setup: [role('admin', 'member'), remove('admin')],
    act: accept,
    status: 404,
    joined: false,
  },
  { name: "accepting an admin's invite after they were removed", setup: [remove('admin')], act: accept, status: 404, joined: false },
  { name: 'accepting while the inviter is still an admin', setup: [], act: accept, status: 200, joined: true },
  { name: 'a demoted inviter cancelling their invite', setup: [role('admin', 'member')], act: cancelAs('admin'), status: 404 },
  { name: 'a removed inviter cancelling their invite', setup: [remove('admin')], act: cancelAs('admin'), status: 404 },
  { name: 'another admin cancelling the invite', setup: [], act: cancelAs('creator'), status: 204 },
  {
    name: 'an admin demoting the owner',
    setup: [],
    act: ['admin', 'PUT', (w) => `${g(w)}/members/${w.ids.creator}/role`, () => ({ role: 'member' })],
    status: 403,
  },
  { name: 'an admin removing the owner', setup: [], act: ['admin', 'DELETE', (w) => `${g(w)}/members/${w.ids.creator}`], status: 403 },
  { name: 'the owner leaving', setup: [], act: ['creator', 'DELETE', (w) => `${g(w)}/members/${w.ids.creator}`], status: 409 },
  { name: 'the old owner deleting after handing ownership on', setup: [handTo('member')], act: ['creator', 'DELETE', g], status: 403 },
  { name: 'the new owner (a member, now an admin) deleting', setup: [handTo('member')], act: ['member', 'DELETE', g], status: 204 },
  {
    name: 'the old owner leaving after handing ownership on',
    setup: [handTo('admin')],
    act: ['creator', 'DELETE', (w) => `${g(w)}/members/${w.ids.creator}`],
    status: 204,
  },
  { name: 'handing ownership to someone who is not a member', setup: [], act: handTo('outsider'), status: 404 },
];

describe('powers end with the role; the owner stays', () => {
  test.each(afterRoleCases)('$name → $status', async ({ setup, act, status, joined }) => {
    const world = await buildWorld(groups.api, groups.ids);
    const send = ([person, method, url, payload]: Step, made: Made) =>
      call(groups.api, person, { method, url: url(world, made), ...(payload ? { payload: payload(world, made) } : {}) });
    const invited = await call(groups.api, 'admin', { method: 'POST', url: `${g(world)}/invites`, payload: { role: 'admin' } });
    expect(invited.statusCode).toBe(201);
    const made = invited.json() as Made;
    for (const step of setup) expect((await send(step, made)).statusCode).toBeLessThan(300);
    const before = await snapshot(groups.api, world.groupId);
    const response = await send(act, made);
    expect(response.statusCode).toBe(status);
    if (status >= 400) expect(await snapshot(groups.api, world.groupId)).toEqual(before);
    if (joined !== undefined) {
      const row = await groups.api.db
        .selectFrom('group_members')
        .select('role')
        .where('group_id', '=', world.groupId)
        .where('user_id', '=', world.ids.outsider)
        .executeTakeFirst();
      expect(row).toEqual(joined ? { role: 'admin' } : undefined);
    }
  });

  test("an inviter's pending invites are void from the moment they are demoted: off both lists", async () => {
    const world = await buildWorld(groups.api, groups.ids);
    // A by-id invite of the admin (as stored before invite codes) and an invite code of theirs.
    const byId = await groups.api.db
      .insertInto('group_invites')
      .values({
        group_id: world.groupId,
        invited_user_id: world.ids.outsider,
        invited_as: String(world.ids.outsider),
        invited_by: world.ids.admin,
        role: 'member',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const made = (await call(groups.api, 'admin', { method: 'POST', url: `${g(world)}/invites`, payload: {} })).json() as Made;
    const pendingIds = async () =>
      ((await call(groups.api, 'creator', { method: 'GET', url: `${g(world)}/invites` })).json() as Array<{ id: number }>).map((i) => i.id);
    expect(await pendingIds()).toEqual(expect.arrayContaining([byId.id, made.id]));
    await call(groups.api, 'creator', { method: 'PUT', url: `${g(world)}/members/${world.ids.admin}/role`, payload: { role: 'member' } });
    const theirs = (await call(groups.api, 'outsider', { method: 'GET', url: '/api/invites' })).json() as Array<{ id: number }>;
    expect(theirs.map((i) => i.id)).not.toContain(byId.id);
    expect(await pendingIds()).not.toContain(byId.id);
    expect(await pendingIds()).not.toContain(made.id);
    expect((await call(groups.api, 'outsider', { method: 'PUT', url: `/api/invites/${byId.id}/accept` })).statusCode).toBe(404);
    expect((await call(groups.api, 'stranger', { method: 'POST', url: '/api/invites/join', payload: { code: made.code } })).statusCode).toBe(404);
  });

  test('a group whose recorded owner already left (before owners were protected) can still be deleted by an admin', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    await groups.api.db.deleteFrom('group_members').where('group_id', '=', world.groupId).where('user_id', '=', world.ids.creator).execute();
    expect((await call(groups.api, 'member', { method: 'DELETE', url: g(world) })).statusCode).toBe(403);
    expect((await call(groups.api, 'admin', { method: 'DELETE', url: g(world) })).statusCode).toBe(204);
  });
});
