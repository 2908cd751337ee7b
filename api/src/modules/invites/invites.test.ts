// Invites and consent (issue 10 §3): "Add Member" and "Send Invite" both create an invite; the
// person is not a member, and their workouts are not readable, until they accept.
import { buildWorld, setUpGroupsApi } from '../../../test/groups-world.js';

const groups = setUpGroupsApi();
const { req } = groups;

const memberIds = async (sub: string, groupId: number) =>
  ((await req(sub, 'GET', `/api/groups/${groupId}/members`)).json() as Array<{ user_id: number }>).map((m) => m.user_id);
const myInvites = async (sub: string) => (await req(sub, 'GET', '/api/invites')).json() as Array<{ id: number; group_id: number }>;

describe('consent', () => {
  test('an added person is invited, not a member, until they accept; then they join with the role', async () => {
    const world = await buildWorld(groups.api, groups.ids, 'Consent Crew');
    await groups.api.db.insertInto('sessions').values({ user_id: groups.ids.outsider, session_date: '2026-02-02', session_type: 'private' }).execute();

    const added = await req('admin', 'POST', `/api/groups/${world.groupId}/members/OUTSIDER@example.com`, { role: 'admin' });
    expect(added.statusCode).toBe(201);
    const invite = added.json() as { id: number };
    expect(invite).toEqual({
      id: expect.any(Number),
      group_id: world.groupId,
      invited_user_id: groups.ids.outsider,
      invited_user_name: 'Outsider Lifter',
      invited_by: groups.ids.admin,
      role: 'admin',
      status: 'pending',
      invited_at: expect.any(String),
    });

    // Not a member yet: not listed, nothing of the group visible to them, their sessions not readable.
    expect(await memberIds('creator', world.groupId)).not.toContain(groups.ids.outsider);
    expect((await req('outsider', 'GET', `/api/groups/${world.groupId}`)).statusCode).toBe(404);
    const sessions = await req('creator', 'GET', `/api/groups/${world.groupId}/members/${groups.ids.outsider}/sessions`);
    expect(sessions.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Member not found' });
    const pending = (await req('creator', 'GET', `/api/groups/${world.groupId}/invites`)).json() as Array<{ id: number }>;
    expect(pending.map((i) => i.id)).toEqual(expect.arrayContaining([world.inviteId, invite.id]));

    // Their invite, as they see it.
    const theirs = await myInvites('outsider');
    expect(theirs).toContainEqual({
      id: invite.id,
      group_id: world.groupId,
      group_name: 'Consent Crew',
      inviter_name: 'Admin Lifter',
      invited_by: groups.ids.admin,
      invited_at: expect.any(String),
      role: 'admin',
    });

    const accepted = await req('outsider', 'PUT', `/api/invites/${invite.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: world.groupId, name: 'Consent Crew' });
    const members = (await req('outsider', 'GET', `/api/groups/${world.groupId}/members`)).json() as Array<{ user_id: number; role: string }>;
    expect(members).toContainEqual(expect.objectContaining({ user_id: groups.ids.outsider, role: 'admin' }));
    expect((await req('creator', 'GET', `/api/groups/${world.groupId}/members/${groups.ids.outsider}/sessions`)).json()).toHaveLength(1);
    expect((await myInvites('outsider')).map((i) => i.id)).not.toContain(invite.id);
    // An accepted invite cannot be accepted, declined or cancelled again.
    expect((await req('outsider', 'PUT', `/api/invites/${invite.id}/accept`)).statusCode).toBe(404);
    expect((await req('outsider', 'PUT', `/api/invites/${invite.id}/decline`)).statusCode).toBe(404);
    expect((await req('admin', 'DELETE', `/api/invites/${invite.id}`)).statusCode).toBe(404);
  });

  test('declining leaves them out of the group and off their list; they can be invited again', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    expect((await req('invitee', 'PUT', `/api/invites/${world.inviteId}/decline`)).statusCode).toBe(204);
    expect(await memberIds('creator', world.groupId)).not.toContain(groups.ids.invitee);
    expect((await myInvites('invitee')).map((i) => i.id)).not.toContain(world.inviteId);
    const again = await req('creator', 'POST', `/api/groups/${world.groupId}/invites`, { invited_user_id: groups.ids.invitee });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ role: 'member', status: 'pending' });
  });

  test('a cancelled invite disappears from the invitee and can no longer be accepted', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    expect((await req('admin', 'DELETE', `/api/invites/${world.inviteId}`)).statusCode).toBe(204);
    expect((await myInvites('invitee')).map((i) => i.id)).not.toContain(world.inviteId);
    expect((await req('invitee', 'PUT', `/api/invites/${world.inviteId}/accept`)).statusCode).toBe(404);
    expect(await memberIds('creator', world.groupId)).not.toContain(groups.ids.invitee);
  });

  test('an inviter who stopped being an admin can no longer cancel; their invite is already void', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const invite = (await req('admin', 'POST', `/api/groups/${world.groupId}/invites`, { invited_user_id: groups.ids.outsider })).json() as { id: number };
    expect((await req('creator', 'PUT', `/api/groups/${world.groupId}/members/${groups.ids.admin}/role`, { role: 'member' })).statusCode).toBe(200);
    expect((await req('admin', 'DELETE', `/api/invites/${invite.id}`)).statusCode).toBe(404);
    expect((await req('outsider', 'PUT', `/api/invites/${invite.id}/accept`)).statusCode).toBe(404);
  });
});

describe('who can be invited', () => {
  test.each([
    ['an unknown user id', (): object => ({ invited_user_id: 2_000_000_000 }), 404, 'No user with ID 2000000000: they need to sign in to Liftbook once first'],
    ['a member', (): object => ({ invited_user_id: groups.ids.member }), 409, 'That user is already a member of this group'],
    ['yourself', (): object => ({ invited_user_id: groups.ids.creator }), 409, 'That user is already a member of this group'],
    ['someone already invited', (): object => ({ invited_user_id: groups.ids.invitee }), 409, 'That user is already invited to this group'],
  ])('Send Invite to %s: %s', async (_case, payload, status, message) => {
    const world = await buildWorld(groups.api, groups.ids);
    const before = await groups.api.db.selectFrom('group_invites').selectAll().where('group_id', '=', world.groupId).execute();
    const response = await req('creator', 'POST', `/api/groups/${world.groupId}/invites`, payload());
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await groups.api.db.selectFrom('group_invites').selectAll().where('group_id', '=', world.groupId).execute()).toEqual(before);
  });

  test.each([
    ['an unknown email', () => 'nobody@example.com', 404, 'No user with the email nobody@example.com: they need to sign in to Liftbook once first'],
    ['an unknown user id', () => '2000000000', 404, 'No user with ID 2000000000: they need to sign in to Liftbook once first'],
    ['a member by id', () => String(groups.ids.member), 409, 'That user is already a member of this group'],
    ['a member by email', () => 'member@example.com', 409, 'That user is already a member of this group'],
    ['someone already invited, by email', () => 'invitee@example.com', 409, 'That user is already invited to this group'],
  ])('Add Member of %s', async (_case, ref, status, message) => {
    const world = await buildWorld(groups.api, groups.ids);
    const response = await req('creator', 'POST', `/api/groups/${world.groupId}/members/${encodeURIComponent(ref())}`, { role: 'member' });
    expect([response.statusCode, response.json().message]).toEqual([status, message]);
  });

  test('Add Member by user id; the role defaults to member', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const response = await req('creator', 'POST', `/api/groups/${world.groupId}/members/${groups.ids.outsider}`, {});
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ invited_user_id: groups.ids.outsider, role: 'member', status: 'pending' });
  });

  test('two admins inviting the same person at once: one invite, one 409', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const responses = await Promise.all(
      (['creator', 'admin'] as const).map((sub) => req(sub, 'POST', `/api/groups/${world.groupId}/invites`, { invited_user_id: groups.ids.outsider })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
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
