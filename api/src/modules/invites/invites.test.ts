// Invites and consent: an admin invites by user ID or email (the answer the same whether or not
// it is anyone's; the invitee accepts or declines on My Invites), or makes an invite code and
// gives it to their training partner, who joins by typing it. Nothing tells an admin who has an account.
import { INVITE_LIMITS } from './service.js';
import { backdateInvites, buildWorld, setUpGroupsApi } from '../../../test/groups-world.js';

const groups = setUpGroupsApi();
const { req } = groups;

const memberIds = async (sub: string, groupId: number) =>
  ((await req(sub, 'GET', `/api/groups/${groupId}/members`)).json() as Array<{ user_id: number }>).map((m) => m.user_id);
const myInvites = async (sub: string) => (await req(sub, 'GET', '/api/invites')).json() as Array<{ id: number; group_id: number }>;
const join = (sub: string, code: string) => req(sub, 'POST', '/api/invites/join', { code });
const makeCode = async (sub: string, groupId: number, role?: 'member' | 'admin') =>
  (await req(sub, 'POST', `/api/groups/${groupId}/invites`, role ? { role } : {})).json() as { id: number; code: string };
const INVALID = {
  statusCode: 404,
  error: 'Not Found',
  message: 'That invite code does not work: it may have expired, been used or been cancelled. Ask for a new one.',
};

describe('invite codes', () => {
  test('a code names nobody; whoever types it joins with its role, and it is used up', async () => {
    const world = await buildWorld(groups.api, groups.ids, 'Consent Crew');
    await groups.api.db.insertInto('sessions').values({ user_id: groups.ids.outsider, session_date: '2026-02-02', session_type: 'private' }).execute();

    const made = await req('admin', 'POST', `/api/groups/${world.groupId}/invites`, { role: 'admin' });
    expect(made.statusCode).toBe(201);
    const invite = made.json() as { id: number; code: string };
    expect(invite).toEqual({
      id: expect.any(Number),
      group_id: world.groupId,
      invited_user_id: null,
      invited_as: null,
      invited_by: groups.ids.admin,
      role: 'admin',
      status: 'pending',
      invited_at: expect.any(String),
      expires_at: expect.any(String),
      code: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
    });
    const days = (Date.parse((made.json() as { expires_at: string }).expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    // Only its hash is stored; the group's pending list shows it without the code.
    const stored = await groups.api.db.selectFrom('group_invites').select(['code_hash']).where('id', '=', invite.id).executeTakeFirstOrThrow();
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const pending = (await req('creator', 'GET', `/api/groups/${world.groupId}/invites`)).json() as Array<Record<string, unknown>>;
    expect(pending.find((p) => p.id === invite.id)).toEqual({ ...invite, code: undefined, invited_at: expect.any(String) });
    expect(JSON.stringify(pending)).not.toContain(invite.code);

    // Nothing of the group before joining; typed loosely (case, spaces, no dashes) it still works.
    expect((await req('outsider', 'GET', `/api/groups/${world.groupId}`)).statusCode).toBe(404);
    const joined = await join('outsider', ` ${invite.code.replace(/-/g, '').toLowerCase()} `);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ id: world.groupId, name: 'Consent Crew' });
    const members = (await req('outsider', 'GET', `/api/groups/${world.groupId}/members`)).json() as Array<{ user_id: number; role: string }>;
    expect(members).toContainEqual(expect.objectContaining({ user_id: groups.ids.outsider, role: 'admin' }));
    expect((await req('creator', 'GET', `/api/groups/${world.groupId}/members/${groups.ids.outsider}/sessions`)).json()).toHaveLength(1);

    // Used up: off the pending list, and nobody else joins with it.
    expect(((await req('creator', 'GET', `/api/groups/${world.groupId}/invites`)).json() as Array<{ id: number }>).map((p) => p.id)).not.toContain(invite.id);
    expect((await join('stranger', invite.code)).json()).toEqual(INVALID);
    expect((await req('admin', 'DELETE', `/api/invites/${invite.id}`)).statusCode).toBe(404);
  });

  test.each([
    ['a code that was never made', () => 'ABCD-EFGH-JKMN'],
    ['something that cannot be a code', () => 'hello'],
    ['a code one character short', () => 'ABCD-EFGH-JKM'],
  ])('%s: the one 404', async (_case, code) => {
    expect((await join('stranger', code())).json()).toEqual(INVALID);
  });

  test('an expired or cancelled code: the same 404, nothing changed; a member using one: 409', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const expired = await makeCode('creator', world.groupId);
    await groups.api.db
      .updateTable('group_invites')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.id)
      .execute();
    expect((await join('stranger', expired.code)).json()).toEqual(INVALID);
    const cancelled = await makeCode('creator', world.groupId);
    expect((await req('admin', 'DELETE', `/api/invites/${cancelled.id}`)).statusCode).toBe(204);
    expect((await join('stranger', cancelled.code)).json()).toEqual(INVALID);
    expect(await memberIds('creator', world.groupId)).not.toContain(groups.ids.stranger);
    const live = await makeCode('creator', world.groupId);
    expect((await join('member', live.code)).json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'You are already a member of this group' });
    expect((await join('stranger', live.code)).statusCode).toBe(200);
  });

  test('two people typing the same code at once: one joins, the other gets the 404', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const made = await makeCode('creator', world.groupId);
    const responses = await Promise.all([join('stranger', made.code), join('outsider', made.code)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  });
});

describe('invites by user ID or email, without a directory', () => {
  const addMember = (sub: string, groupId: number, ref: string, role?: 'member' | 'admin') =>
    req(sub, 'POST', `/api/groups/${groupId}/members/${encodeURIComponent(ref)}`, role ? { role } : {});
  const sendInvite = (sub: string, groupId: number, userId: number) =>
    req(sub, 'POST', `/api/groups/${groupId}/invites`, { invited_user_id: userId, role: 'member' });
  /** What a client can tell apart: the status, every header but the date, and the body's bytes. */
  const visible = (response: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
    const { date: _date, ...headers } = response.headers;
    return { status: response.statusCode, headers, body: response.body };
  };

  test('Add Member by email: the invitee sees it on My Invites, is no member until they accept, then is one with the role', async () => {
    const world = await buildWorld(groups.api, groups.ids, 'Email Crew');
    await backdateInvites(groups.api, {});
    const sent = await addMember('admin', world.groupId, 'Outsider@Example.com', 'admin');
    expect([sent.statusCode, sent.json()]).toEqual([202, { group_id: world.groupId, role: 'admin' }]);
    expect(await memberIds('creator', world.groupId)).not.toContain(groups.ids.outsider);
    expect((await req('outsider', 'GET', `/api/groups/${world.groupId}`)).statusCode).toBe(404);
    const mine = (await req('outsider', 'GET', '/api/invites')).json() as Array<Record<string, unknown>>;
    const invite = mine.find((i) => i.group_id === world.groupId);
    expect(invite).toEqual({
      id: expect.any(Number),
      group_id: world.groupId,
      group_name: 'Email Crew',
      inviter_name: 'Admin Lifter',
      invited_by: groups.ids.admin,
      invited_at: expect.any(String),
      role: 'admin',
    });
    // The inviter sees what they typed, never whose it is; the other admins see the address masked.
    const pendingOf = async (sub: string) =>
      ((await req(sub, 'GET', `/api/groups/${world.groupId}/invites`)).json() as Array<Record<string, unknown>>).find((p) => p.id === invite?.id);
    expect(await pendingOf('admin')).toMatchObject({ invited_as: 'outsider@example.com', invited_user_id: null, role: 'admin' });
    expect(await pendingOf('creator')).toMatchObject({ invited_as: 'o…@example.com', invited_user_id: null });
    expect(JSON.stringify(await pendingOf('creator'))).not.toMatch(/Outsider Lifter|outsider@/);
    const accepted = await req('outsider', 'PUT', `/api/invites/${String(invite?.id)}/accept`);
    expect([accepted.statusCode, accepted.json()]).toEqual([200, expect.objectContaining({ id: world.groupId, name: 'Email Crew' })]);
    const members = (await req('creator', 'GET', `/api/groups/${world.groupId}/members`)).json() as Array<{ user_id: number; name: string; role: string }>;
    expect(members).toContainEqual(expect.objectContaining({ user_id: groups.ids.outsider, name: 'Outsider Lifter', role: 'admin' }));
  });

  test('Send Invite by user ID: role member; declining leaves them out; the invite is closed', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    await backdateInvites(groups.api, {});
    const sent = await sendInvite('creator', world.groupId, groups.ids.stranger);
    expect([sent.statusCode, sent.json()]).toEqual([202, { group_id: world.groupId, role: 'member' }]);
    const invite = (await myInvites('stranger')).find((i) => i.group_id === world.groupId);
    expect(invite).toBeDefined();
    expect((await req('stranger', 'PUT', `/api/invites/${String(invite?.id)}/decline`)).statusCode).toBe(204);
    expect((await myInvites('stranger')).map((i) => i.group_id)).not.toContain(world.groupId);
    expect(await memberIds('creator', world.groupId)).not.toContain(groups.ids.stranger);
  });

  test('the answer is byte-identical whether the ID or email is an account, nobody, or a member; the pending list alike', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    await backdateInvites(groups.api, {});
    const refs = [String(groups.ids.outsider), '2000000000', 'outsider@example.com', 'nobody@example.com', 'member@example.com', String(groups.ids.member)];
    const answers = [];
    for (const ref of refs) answers.push(visible(await addMember('creator', world.groupId, ref)));
    for (const id of [groups.ids.invitee, 2_000_000_001]) answers.push(visible(await sendInvite('creator', world.groupId, id)));
    expect(answers[0]).toEqual({
      status: 202,
      headers: expect.objectContaining({ 'content-type': expect.stringContaining('application/json') }),
      body: expect.any(String),
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const pending = (await req('creator', 'GET', `/api/groups/${world.groupId}/invites`)).json() as Array<{
      invited_as: string | null;
      invited_user_id: number | null;
    }>;
    const named = pending.filter((p) => p.invited_as !== null);
    expect(named.map((p) => p.invited_as).sort()).toEqual([...refs, String(groups.ids.invitee), '2000000001'].sort());
    expect(named.every((p) => p.invited_user_id === null)).toBe(true);
    // Only the accounts named see it; a member is not offered a group they are in.
    expect((await myInvites('outsider')).filter((i) => i.group_id === world.groupId)).toHaveLength(2);
    expect((await myInvites('member')).filter((i) => i.group_id === world.groupId)).toEqual([]);
  });

  test('an answer does not depend on the account while the limits count every invite alike', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    await backdateInvites(groups.api, {});
    for (let n = 0; n < INVITE_LIMITS.perInviter; n += 1) expect((await addMember('admin', world.groupId, `nobody${n}@example.com`)).statusCode).toBe(202);
    const known = visible(await addMember('admin', world.groupId, 'outsider@example.com'));
    const unknown = visible(await addMember('admin', world.groupId, 'nobody-else@example.com'));
    expect(known.status).toBe(429);
    expect({ ...known, headers: { ...known.headers, 'retry-after': 'n' } }).toEqual({ ...unknown, headers: { ...unknown.headers, 'retry-after': 'n' } });
    await backdateInvites(groups.api, {});
  });

  test('inviting the same ID again renews the pending invite instead of adding one', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    await backdateInvites(groups.api, {});
    await addMember('creator', world.groupId, 'outsider@example.com');
    await addMember('admin', world.groupId, 'OUTSIDER@example.com', 'admin');
    const pending = (await req('admin', 'GET', `/api/groups/${world.groupId}/invites`)).json() as Array<{
      invited_as: string | null;
      role: string;
      invited_by: number;
    }>;
    expect(pending.filter((p) => p.invited_as === 'outsider@example.com')).toEqual([expect.objectContaining({ role: 'admin', invited_by: groups.ids.admin })]);
    expect((await myInvites('outsider')).filter((i) => i.group_id === world.groupId)).toHaveLength(1);
  });

  test('an expired invite leaves My Invites and cannot be accepted', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    await backdateInvites(groups.api, {});
    await addMember('creator', world.groupId, String(groups.ids.outsider));
    const invite = (await myInvites('outsider')).find((i) => i.group_id === world.groupId);
    await groups.api.db
      .updateTable('group_invites')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', invite?.id ?? 0)
      .execute();
    expect((await myInvites('outsider')).map((i) => i.id)).not.toContain(invite?.id);
    expect((await req('outsider', 'PUT', `/api/invites/${String(invite?.id)}/accept`)).statusCode).toBe(404);
  });

  test('a typed value that is neither an ID nor an email is a 400 naming the field; members may not add; nothing stored', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const before = await groups.api.db.selectFrom('group_invites').selectAll().where('group_id', '=', world.groupId).execute();
    for (const ref of ['not an email', '0', '99999999999', `${'a'.repeat(250)}@example.com`]) {
      const answer = await addMember('creator', world.groupId, ref);
      expect([ref, answer.statusCode, (answer.json() as { field?: string }).field]).toEqual([ref, 400, 'userId']);
    }
    expect((await addMember('member', world.groupId, 'outsider@example.com')).statusCode).toBe(403);
    expect((await addMember('stranger', world.groupId, 'outsider@example.com')).json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Group not found',
    });
    expect(await groups.api.db.selectFrom('group_invites').selectAll().where('group_id', '=', world.groupId).execute()).toEqual(before);
  });

  test('the OpenAPI document describes both ways to invite by name and their one answer', async () => {
    const document = (await groups.api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;
    };
    const add = document.paths['/api/groups/{id}/members/{userId}']?.post;
    const invite = document.paths['/api/groups/{id}/invites']?.post;
    expect(Object.keys(add?.responses ?? {})).toEqual(expect.arrayContaining(['202', '400', '403', '404', '429']));
    expect(Object.keys(invite?.responses ?? {})).toEqual(expect.arrayContaining(['201', '202', '429']));
    expect(JSON.stringify(invite?.requestBody)).toContain('invited_user_id');
  });

  test("no answer of the groups area carries an invitee's name or email before they join", async () => {
    const world = await buildWorld(groups.api, groups.ids);
    await backdateInvites(groups.api, {});
    const answers = [
      await req('creator', 'POST', `/api/groups/${world.groupId}/invites`, {}),
      await addMember('creator', world.groupId, String(groups.ids.invitee)),
      await req('creator', 'GET', `/api/groups/${world.groupId}/invites`),
      await req('creator', 'GET', `/api/groups/${world.groupId}/members`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBeLessThan(300);
      expect(answer.body).not.toMatch(/Invitee Lifter|invitee@example\.com/);
    }
  });
});

describe('invites are rate-limited per inviter and per group', () => {
  test(`an admin's ${INVITE_LIMITS.perInviter + 1}th invite within the hour is a 429 with Retry-After; another admin still invites`, async () => {
    const world = await buildWorld(groups.api, groups.ids);
    await backdateInvites(groups.api, {}); // other tests' invites out of the window
    for (let n = 0; n < INVITE_LIMITS.perInviter; n += 1) expect((await req('admin', 'POST', `/api/groups/${world.groupId}/invites`, {})).statusCode).toBe(201);
    const refused = await req('admin', 'POST', `/api/groups/${world.groupId}/invites`, {});
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      `Too many invites: you have made ${INVITE_LIMITS.perInviter} in the last hour. Try again later.`,
    ]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // Counted per inviter across groups too.
    const other = await buildWorld(groups.api, groups.ids);
    expect((await req('admin', 'POST', `/api/groups/${other.groupId}/invites`, {})).statusCode).toBe(429);
    expect((await req('creator', 'POST', `/api/groups/${world.groupId}/invites`, {})).statusCode).toBe(201);
    // An hour later the window has moved on.
    await backdateInvites(groups.api, { inviterId: groups.ids.admin });
    expect((await req('admin', 'POST', `/api/groups/${world.groupId}/invites`, {})).statusCode).toBe(201);
    await backdateInvites(groups.api, {});
  });

  test(`a group takes at most ${INVITE_LIMITS.perGroup} invites an hour, whoever makes them`, async () => {
    const world = await buildWorld(groups.api, groups.ids);
    await groups.api.db.updateTable('group_members').set({ role: 'admin' }).where('group_id', '=', world.groupId).execute();
    await backdateInvites(groups.api, {}); // other tests' invites out of the window
    const admins = ['creator', 'admin', 'member', 'member2'] as const;
    for (let n = 0; n < INVITE_LIMITS.perGroup; n += 1) {
      expect((await req(admins[n % admins.length] ?? 'creator', 'POST', `/api/groups/${world.groupId}/invites`, {})).statusCode).toBe(201);
    }
    const refused = await req('member2', 'POST', `/api/groups/${world.groupId}/invites`, {});
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      `Too many invites: this group has made ${INVITE_LIMITS.perGroup} in the last hour. Try again later.`,
    ]);
    await backdateInvites(groups.api, {}); // the window frees up for the next tests
  });
});

describe('invites to a named user (made before invite codes)', () => {
  test('declining leaves them out of the group and off their list; the invite is closed', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    expect((await req('invitee', 'PUT', `/api/invites/${world.inviteId}/decline`)).statusCode).toBe(204);
    expect(await memberIds('creator', world.groupId)).not.toContain(groups.ids.invitee);
    expect((await myInvites('invitee')).map((i) => i.id)).not.toContain(world.inviteId);
  });

  test('a cancelled invite disappears from the invitee and can no longer be accepted', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    expect((await req('admin', 'DELETE', `/api/invites/${world.inviteId}`)).statusCode).toBe(204);
    expect((await myInvites('invitee')).map((i) => i.id)).not.toContain(world.inviteId);
    expect((await req('invitee', 'PUT', `/api/invites/${world.inviteId}/accept`)).statusCode).toBe(404);
    expect(await memberIds('creator', world.groupId)).not.toContain(groups.ids.invitee);
  });

  test('an inviter who stopped being an admin can no longer cancel; their code is already void', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const made = (await req('admin', 'POST', `/api/groups/${world.groupId}/invites`, {})).json() as { id: number; code: string };
    expect((await req('creator', 'PUT', `/api/groups/${world.groupId}/members/${groups.ids.admin}/role`, { role: 'member' })).statusCode).toBe(200);
    expect((await req('admin', 'DELETE', `/api/invites/${made.id}`)).statusCode).toBe(404);
    expect((await req('outsider', 'POST', '/api/invites/join', { code: made.code })).statusCode).toBe(404);
  });
});

describe('GET /api/invites', () => {
  test('only pending invites of the user, newest first', async () => {
    const first = await buildWorld(groups.api, groups.ids, 'First');
    const second = await buildWorld(groups.api, groups.ids, 'Second');
    await req('invitee', 'PUT', `/api/invites/${first.inviteId}/decline`);
    const mine = await myInvites('invitee');
    expect(mine.map((i) => i.id)).toContain(second.inviteId);
    expect(mine.map((i) => i.id)).not.toContain(first.inviteId);
    const ordered = [...mine].sort((a, b) => b.id - a.id);
    expect(mine).toEqual(ordered);
    expect(await myInvites('stranger')).toEqual([]);
  });
});
