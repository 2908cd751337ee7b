// Invites and consent: an admin makes an invite code and gives it to
// their training partner, who joins by typing it; nobody is named, so nothing tells an admin who
// has an account. Invites to a named user (made before codes) are still accepted or declined.
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

describe('no directory of users', () => {
  test('an invite that names someone is refused the same way, whoever it names, and stores nothing', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const before = await groups.api.db.selectFrom('group_invites').selectAll().where('group_id', '=', world.groupId).execute();
    const bodies = [{ invited_user_id: groups.ids.outsider }, { invited_user_id: 2_000_000_000 }];
    const answers = await Promise.all(bodies.map(async (body) => (await req('creator', 'POST', `/api/groups/${world.groupId}/invites`, body)).json()));
    expect(answers[0]).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invites name nobody: make an invite code and give it to the person you want to invite',
      field: 'invited_user_id',
    });
    expect(answers[1]).toEqual(answers[0]);
    // "Add Member" by user id or email is gone: known and unknown people get the same 404.
    const refs = [String(groups.ids.outsider), '2000000000', 'outsider@example.com', 'nobody@example.com'];
    const byRef = await Promise.all(
      refs.map(async (ref) => {
        const response = await req('creator', 'POST', `/api/groups/${world.groupId}/members/${encodeURIComponent(ref)}`, { role: 'member' });
        return { status: response.statusCode, message: (response.json() as { message: string }).message.replace(encodeURIComponent(ref), '{ref}') };
      }),
    );
    expect(new Set(byRef.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(byRef[0]?.status).toBe(404);
    expect(await groups.api.db.selectFrom('group_invites').selectAll().where('group_id', '=', world.groupId).execute()).toEqual(before);
  });

  test("no answer of the groups area carries an invitee's name or email before they join", async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const answers = [
      await req('creator', 'POST', `/api/groups/${world.groupId}/invites`, {}),
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
