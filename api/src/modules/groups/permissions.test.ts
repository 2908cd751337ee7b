// The permission table of the groups area (issue 10 §2): every groups and invites route × the
// group's creator, another admin, a plain member, a person with a pending invite, a stranger and
// no token, each with its expected status, on a fresh group per case; and after every refused
// write, the group, its members and its invites exactly as they were.
import { ACTORS, buildWorld, call, g, GROUP_ROUTES as routes, setUpGroupsApi, snapshot, type World } from '../../../test/groups-world.js';

const groups = setUpGroupsApi();

const cases = routes.flatMap((route) =>
  ACTORS.map((actor, index) => ({
    name: `${route.method} ${route.url({ groupId: 1, inviteId: 2, sessionId: 3, ids: { outsider: 9, member2: 5 } as World['ids'] }).replace(/\/1(?=\/|$)/, '/{id}')}`,
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
