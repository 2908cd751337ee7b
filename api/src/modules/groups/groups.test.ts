import { sql } from 'kysely';
import { buildWorld, setUpGroupsApi } from '../../../test/groups-world.js';
import { insertSets } from '../sets/queries.js';

const groups = setUpGroupsApi();
const { req } = groups;

const roleOf = async (groupId: number, userId: number) =>
  (await groups.api.db.selectFrom('group_members').select('role').where('group_id', '=', groupId).where('user_id', '=', userId).executeTakeFirst())?.role;

describe('POST /api/groups', () => {
  test('creates the group, trimmed, and makes its creator an admin member', async () => {
    const response = await req('creator', 'POST', '/api/groups', { name: '  Iron Club  ', description: '   ' });
    expect(response.statusCode).toBe(201);
    const group = response.json() as { id: number };
    expect(group).toEqual({
      id: expect.any(Number),
      name: 'Iron Club',
      description: null,
      created_by: groups.ids.creator,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const members = (await req('creator', 'GET', `/api/groups/${group.id}/members`)).json() as unknown[];
    expect(members).toEqual([
      { user_id: groups.ids.creator, name: 'Creator Lifter', email: 'creator@example.com', role: 'admin', joined_at: expect.any(String) },
    ]);
    const mine = (await req('creator', 'GET', '/api/groups')).json() as Array<{ id: number }>;
    expect(mine.map((g) => g.id)).toContain(group.id);
  });

  test.each([
    ['missing name', {}, 'name is required', 'name'],
    ['blank name', { name: '   ' }, 'name is required', 'name'],
    ['name over 100 characters', { name: 'x'.repeat(101) }, 'name must be at most 100 characters', 'name'],
    ['name not a string', { name: 5 }, 'name must be a string', 'name'],
    ['description over 500 characters', { name: 'ok', description: 'd'.repeat(501) }, 'description must be at most 500 characters', 'description'],
  ])('400 for %s, nothing stored', async (_case, payload, message, field) => {
    const before = await groups.api.db.selectFrom('groups').select('id').execute();
    const response = await req('validator', 'POST', '/api/groups', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field });
    expect(await groups.api.db.selectFrom('groups').select('id').execute()).toHaveLength(before.length);
  });

  test('100 and 500 characters are accepted', async () => {
    const response = await req('creator', 'POST', '/api/groups', { name: 'n'.repeat(100), description: 'd'.repeat(500) });
    expect(response.statusCode).toBe(201);
  });
});

describe('PUT /api/groups/{id}', () => {
  test('an admin renames; an empty description becomes null', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const response = await req('admin', 'PUT', `/api/groups/${world.groupId}`, { name: ' Evening Crew ', description: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: world.groupId, name: 'Evening Crew', description: null, created_by: groups.ids.creator });
  });
  test('400 names the field', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const response = await req('admin', 'PUT', `/api/groups/${world.groupId}`, { name: '' });
    expect(response.json()).toMatchObject({ statusCode: 400, field: 'name' });
  });
});

describe('names others read', () => {
  test('a group name of only invisible characters is a 400 naming it; nothing stored', async () => {
    const before = await groups.api.db.selectFrom('groups').select('id').execute();
    for (const name of ['\u200B', '\u200B\u200D\uFEFF', '\u202E\u202C']) {
      const response = await req('creator', 'POST', '/api/groups', { name });
      expect([response.statusCode, response.json().field]).toEqual([400, 'name']);
    }
    expect(await groups.api.db.selectFrom('groups').select('id').execute()).toEqual(before);
  });

  test('bidirectional controls are removed from the name and description others see', async () => {
    const response = await req('creator', 'POST', '/api/groups', { name: 'Iron \u202Ebulc\u202C', description: '\u2066Early\u2069 lifts\u0000' });
    expect(response.json()).toMatchObject({ name: 'Iron bulc', description: 'Early lifts' });
  });
});

describe('ids in the URL', () => {
  test.each([
    ['/api/groups/abc', 'GET', 'id'],
    ['/api/groups/0', 'GET', 'id'],
    ['/api/groups/1.5/members', 'GET', 'id'],
    ['/api/groups/1/members/abc', 'DELETE', 'userId'],
    ['/api/groups/1/members/0/role', 'PUT', 'userId'],
    ['/api/groups/1/members/x/sessions', 'GET', 'userId'],
    ['/api/invites/abc/accept', 'PUT', 'id'],
    ['/api/invites/-1', 'DELETE', 'id'],
  ] as const)('%s (%s) is a 400 naming %s', async (url, method, field) => {
    const response = await req('creator', method, url, method === 'PUT' ? { role: 'member' } : undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
  });

  test('a role that is neither member nor admin is a 400 naming role', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    for (const [method, url] of [
      ['PUT', `/api/groups/${world.groupId}/members/${groups.ids.member}/role`],
      ['POST', `/api/groups/${world.groupId}/invites`],
    ] as const) {
      const response = await req('creator', method, url, { role: 'owner' });
      expect([url, response.statusCode, response.json()]).toEqual([url, 400, expect.objectContaining({ field: 'role' })]);
    }
    const missingRole = await req('creator', 'PUT', `/api/groups/${world.groupId}/members/${groups.ids.member}/role`, {});
    expect(missingRole.json()).toMatchObject({ statusCode: 400, message: 'role is required', field: 'role' });
    expect(await roleOf(world.groupId, groups.ids.member)).toBe('member');
  });
});

describe('roles and the last admin', () => {
  test('nobody changes their own role, admins included (403)', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    for (const person of ['creator', 'admin', 'member'] as const) {
      const response = await req(person, 'PUT', `/api/groups/${world.groupId}/members/${groups.ids[person]}/role`, {
        role: person === 'member' ? 'admin' : 'member',
      });
      expect([person, response.statusCode, response.json().message]).toEqual([person, 403, 'You cannot change your own role']);
    }
    expect(await roleOf(world.groupId, groups.ids.member)).toBe('member');
  });

  test('an admin promotes and demotes another member; the change answers the member', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const up = await req('admin', 'PUT', `/api/groups/${world.groupId}/members/${groups.ids.member}/role`, { role: 'admin' });
    expect(up.json()).toMatchObject({ user_id: groups.ids.member, role: 'admin', name: 'Member Lifter' });
    // The promoted member can now do what admins do, at once.
    expect((await req('member', 'GET', `/api/groups/${world.groupId}/invites`)).statusCode).toBe(200);
    const down = await req('creator', 'PUT', `/api/groups/${world.groupId}/members/${groups.ids.member}/role`, { role: 'member' });
    expect(down.json()).toMatchObject({ role: 'member' });
    expect((await req('member', 'GET', `/api/groups/${world.groupId}/invites`)).statusCode).toBe(403);
  });

  test('the only admin, the owner, cannot leave (409, saying why); a member can, and loses access', async () => {
    const group = (await req('creator', 'POST', '/api/groups', { name: 'Solo' })).json() as { id: number };
    const response = await req('creator', 'DELETE', `/api/groups/${group.id}/members/${groups.ids.creator}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/cannot leave as the group's owner/);
    expect(await roleOf(group.id, groups.ids.creator)).toBe('admin');

    const world = await buildWorld(groups.api, groups.ids);
    expect((await req('member', 'DELETE', `/api/groups/${world.groupId}/members/${groups.ids.member}`)).statusCode).toBe(204);
    expect((await req('member', 'GET', `/api/groups/${world.groupId}`)).statusCode).toBe(404);
  });

  test('the owner cannot leave (409, saying how); after handing ownership on they can, and the new owner deletes', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const refused = await req('creator', 'DELETE', `/api/groups/${world.groupId}/members/${groups.ids.creator}`);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      "You cannot leave as the group's owner: make another member the owner first, or delete the group.",
    ]);
    const handed = await req('creator', 'PUT', `/api/groups/${world.groupId}/owner`, { user_id: groups.ids.member2 });
    expect(handed.json()).toMatchObject({ id: world.groupId, created_by: groups.ids.member2 });
    expect(await roleOf(world.groupId, groups.ids.member2)).toBe('admin');
    expect((await req('creator', 'DELETE', `/api/groups/${world.groupId}/members/${groups.ids.creator}`)).statusCode).toBe(204);
    expect((await req('member2', 'DELETE', `/api/groups/${world.groupId}`)).statusCode).toBe(204);
  });

  test('a removed member loses access on their next request; removing a non-member is 404', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    expect((await req('member2', 'GET', `/api/groups/${world.groupId}/members`)).statusCode).toBe(200);
    expect((await req('admin', 'DELETE', `/api/groups/${world.groupId}/members/${groups.ids.member2}`)).statusCode).toBe(204);
    expect((await req('member2', 'GET', `/api/groups/${world.groupId}/members`)).statusCode).toBe(404);
    const again = await req('admin', 'DELETE', `/api/groups/${world.groupId}/members/${groups.ids.member2}`);
    expect(again.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Member not found' });
  });

  test('two admins leaving at once: one leaves, the other is refused, an admin remains', async () => {
    for (let round = 0; round < 5; round += 1) {
      const group = (await req('creator', 'POST', '/api/groups', { name: `Race ${round}` })).json() as { id: number };
      await groups.api.db.insertInto('group_members').values({ group_id: group.id, user_id: groups.ids.admin, role: 'admin' }).execute();
      const statuses = (
        await Promise.all([
          req('creator', 'DELETE', `/api/groups/${group.id}/members/${groups.ids.creator}`),
          req('admin', 'DELETE', `/api/groups/${group.id}/members/${groups.ids.admin}`),
        ])
      ).map((r) => r.statusCode);
      expect(statuses.sort()).toEqual([204, 409]);
      const admins = await groups.api.db.selectFrom('group_members').select('user_id').where('group_id', '=', group.id).where('role', '=', 'admin').execute();
      expect(admins).toHaveLength(1);
    }
  });

  test('two admins demoting each other at once: one wins, the other is no longer an admin (403)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const group = (await req('creator', 'POST', '/api/groups', { name: `Coup ${round}` })).json() as { id: number };
      await groups.api.db.insertInto('group_members').values({ group_id: group.id, user_id: groups.ids.admin, role: 'admin' }).execute();
      const statuses = (
        await Promise.all([
          req('creator', 'PUT', `/api/groups/${group.id}/members/${groups.ids.admin}/role`, { role: 'member' }),
          req('admin', 'PUT', `/api/groups/${group.id}/members/${groups.ids.creator}/role`, { role: 'member' }),
        ])
      ).map((r) => r.statusCode);
      expect(statuses.sort()).toEqual([200, 403]);
      const admins = await groups.api.db.selectFrom('group_members').select('user_id').where('group_id', '=', group.id).where('role', '=', 'admin').execute();
      expect(admins).toHaveLength(1);
    }
  });
});

describe('DELETE /api/groups/{id}', () => {
  test('the creator deletes the group with its members and invites', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    expect((await req('creator', 'DELETE', `/api/groups/${world.groupId}`)).statusCode).toBe(204);
    expect((await req('member', 'GET', `/api/groups/${world.groupId}`)).statusCode).toBe(404);
    expect(await groups.api.db.selectFrom('group_invites').select('id').where('group_id', '=', world.groupId).execute()).toEqual([]);
    const invites = (await req('invitee', 'GET', '/api/invites')).json() as Array<{ id: number }>;
    expect(invites.map((i) => i.id)).not.toContain(world.inviteId);
  });
});

describe('GET /api/groups/{id}/members/{userId}/sessions', () => {
  test("a member's session with its exercises and set counts", async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const response = await req('member', 'GET', `/api/groups/${world.groupId}/members/${groups.ids.member2}/sessions`);
    expect(response.statusCode).toBe(200);
    // Every world gives member2 a session on the same day; this world's is the newest.
    expect((response.json() as unknown[])[0]).toEqual({
      id: world.sessionId,
      session_date: '2026-03-02T00:00:00.000Z',
      session_type: 'push',
      records: [],
      notes: 'heavy day',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      exercises: [
        {
          id: expect.any(Number),
          name: 'Bench Press',
          variation: 'paused',
          type: 'weighted',
          set_count: 3,
          sets: [1, 2, 3].map((n) => expect.objectContaining({ set_number: n, weight: 100, weight_unit: 'kg', reps: 5, kind: 'normal' })),
        },
      ],
    });
  });

  test('each set with its figures, kind, RPE, distance and time as logged; planned sets never show', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const { db } = groups.api;
    const bench = await db.selectFrom('exercises').select('id').where('session_id', '=', world.sessionId).executeTakeFirstOrThrow();
    await sql`INSERT INTO planned_sets (exercise_id, position, weight, weight_unit, reps) VALUES (${bench.id}, 1, 110, 'kg', 3)`.execute(db);
    const row = await db
      .insertInto('exercises')
      .values({ session_id: world.sessionId, user_id: groups.ids.member2, session_date: '2026-03-02', name: 'Row', type: 'duration', position: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertSets(db, [
      { exercise_id: row.id, set_number: 1, kind: 'warmup', duration_ms: 300_000, distance_m: 1000 },
      { exercise_id: row.id, set_number: 2, kind: 'failure', duration_ms: 480_000, distance_m: 2000, rpe: 9.5 },
    ]).execute();
    const planOnly = await db
      .insertInto('exercises')
      .values({ session_id: world.sessionId, user_id: groups.ids.member2, session_date: '2026-03-02', name: 'Planned Curl', type: 'weighted', position: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO planned_sets (exercise_id, position, weight, weight_unit, reps) VALUES (${planOnly.id}, 1, 20, 'kg', 10)`.execute(db);
    const sessions = (await req('member', 'GET', `/api/groups/${world.groupId}/members/${groups.ids.member2}/sessions`)).json() as Array<{
      id: number;
      exercises: Array<{ name: string; set_count: number; sets: Array<Record<string, unknown>> }>;
    }>;
    const session = sessions.find((s) => s.id === world.sessionId);
    expect(session?.exercises.map((e) => [e.name, e.set_count, e.sets.length])).toEqual([
      ['Bench Press', 3, 3],
      ['Row', 2, 2],
    ]);
    expect(session?.exercises[1]?.sets).toEqual([
      expect.objectContaining({ set_number: 1, kind: 'warmup', duration: 300_000, distance: 1000, rpe: null, weight: null }),
      expect.objectContaining({ set_number: 2, kind: 'failure', duration: 480_000, distance: 2000, rpe: 9.5 }),
    ]);
  });

  test('someone who is not a member is 404 "Member not found", even with sessions', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    await groups.api.db.insertInto('sessions').values({ user_id: groups.ids.invitee, session_date: '2026-01-01', session_type: 'secret' }).execute();
    const response = await req('creator', 'GET', `/api/groups/${world.groupId}/members/${groups.ids.invitee}/sessions`);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Member not found' });
  });

  test('pages newest first (date, then id) with before and limit, in a constant number of statements', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const lifter = groups.ids.member;
    // 45 sessions over 30 days: some days hold two.
    const sessions = await groups.api.db
      .insertInto('sessions')
      .values(
        Array.from({ length: 45 }, (_, n) => ({ user_id: lifter, session_date: `2025-01-${String((n % 30) + 1).padStart(2, '0')}`, session_type: `s${n}` })),
      )
      .returning(['id', 'session_date'])
      .execute();
    for (const session of sessions.slice(0, 10)) {
      const exercise = await groups.api.db
        .insertInto('exercises')
        .values({ session_id: session.id, user_id: lifter, session_date: session.session_date, name: 'Squat', type: 'weighted', position: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertSets(groups.api.db, [{ exercise_id: exercise.id, set_number: 1, weight: 100, weight_unit: 'kg', reps: 5 }]).execute();
    }
    const expected = [...sessions]
      .sort((a, b) => (a.session_date === b.session_date ? b.id - a.id : a.session_date < b.session_date ? 1 : -1))
      .map((s) => s.id);

    const url = `/api/groups/${world.groupId}/members/${lifter}/sessions`;
    const { result: first, queries } = await groups.api.recordQueries(() => req('creator', 'GET', url));
    const page1 = (first.json() as Array<{ id: number }>).map((s) => s.id);
    expect(page1).toEqual(expected.slice(0, 20));
    const page2 = ((await req('creator', 'GET', `${url}?before=${page1.at(-1)}`)).json() as Array<{ id: number }>).map((s) => s.id);
    expect(page2).toEqual(expected.slice(20, 40));
    const page3 = ((await req('creator', 'GET', `${url}?before=${page2.at(-1)}&limit=100`)).json() as Array<{ id: number }>).map((s) => s.id);
    expect(page3).toEqual(expected.slice(40));
    const small = ((await req('creator', 'GET', `${url}?limit=3`)).json() as Array<{ id: number }>).map((s) => s.id);
    expect(small).toEqual(expected.slice(0, 3));

    const { queries: all } = await groups.api.recordQueries(() => req('creator', 'GET', `${url}?limit=100`));
    const { queries: one } = await groups.api.recordQueries(() => req('creator', 'GET', `${url}?limit=1`));
    // Who may see, the page, and the records the page's sessions set (one statement).
    expect(queries.length).toBe(3);
    expect(all.length).toBe(queries.length);
    expect(one.length).toBe(queries.length);
  });

  test.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['before=0', 'before'],
    ['before=x', 'before'],
  ])('?%s is a 400 naming %s', async (query, field) => {
    const world = await buildWorld(groups.api, groups.ids);
    const response = await req('creator', 'GET', `/api/groups/${world.groupId}/members/${groups.ids.member2}/sessions?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
  });
});

describe("members never see each other's email addresses", () => {
  test('the member list gives each member their own address only; names are shared', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    for (const viewer of ['creator', 'admin', 'member'] as const) {
      const members = (await req(viewer, 'GET', `/api/groups/${world.groupId}/members`)).json() as Array<{
        user_id: number;
        name: string;
        email: string | null;
      }>;
      expect(members).toHaveLength(4);
      for (const member of members) {
        if (member.user_id === groups.ids[viewer]) expect(member.email).toMatch(/@example\.com$/);
        else expect(member.email).toBeNull();
        expect(member.name).toEqual(expect.any(String));
      }
      expect(JSON.stringify(members).match(/@/g)).toHaveLength(1);
    }
  });

  test('a role change answers the member without their address', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const response = await req('admin', 'PUT', `/api/groups/${world.groupId}/members/${groups.ids.member}/role`, { role: 'admin' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user_id: groups.ids.member, email: null, role: 'admin' });
  });
});
