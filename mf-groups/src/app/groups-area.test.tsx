// The groups area as the shell mounts it (under /groups/*), against a mocked api: every view, its
// states (loading, empty, failed, data), the controls each role sees, and the confirmations.
import {
  makeMemberSession,
  makeMemberSessionExercise,
  makeGroup,
  makeGroupInvite,
  makeGroupMember,
  makeProfile,
  makeSet,
  renderArea,
  type MockRoutes,
} from '@liftbook/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { Group, GroupMember, MemberSession } from '@liftbook/shared/contract';
import GroupsArea from './groups-area';

const ME = 7;
const profile = makeProfile({ id: ME, name: 'Ana Lifter' });
const group = (overrides: Partial<Group> = {}) => makeGroup({ id: 5, name: 'Morning Crew', description: 'Early lifts, 6 am', created_by: ME, ...overrides });
const me = (role: GroupMember['role'] = 'admin') => makeGroupMember({ user_id: ME, name: 'Ana Lifter', email: 'ana@example.com', role });
const ben = makeGroupMember({ user_id: 8, name: 'Ben Lifter', email: 'ben@example.com', role: 'member' });
const noName = makeGroupMember({ user_id: 9, name: null, email: null, role: 'admin' });

function renderAt(route: string, api: MockRoutes = {}) {
  // The group page opens on its feed (feed.test.tsx tests it): empty here.
  return renderArea(<GroupsArea />, {
    route,
    path: '/groups/*',
    api: {
      'GET /api/user/profile': { body: profile },
      'GET /api/groups/5/feed': { body: { entries: [], next: null } },
      // and on this week's board (week-board.test.tsx tests it): empty here.
      'GET /api/groups/5/board': {
        body: { week_start: '2026-11-23T00:00:00.000Z', week_end: '2026-11-29T00:00:00.000Z', time_zone: 'UTC', unit: 'lbs', members: [] },
      },
      ...api,
    },
  });
}

describe('My Groups', () => {
  it('loading, then the empty state with its three strings', async () => {
    renderAt('/groups', { 'GET /api/groups': { body: [] } });
    expect(screen.getByText('Loading groups...')).toBeInTheDocument();
    expect(await screen.findByText('No groups yet')).toBeInTheDocument();
    expect(screen.getByText('Create your first group to start collaborating with others.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Group' })).toHaveAttribute('href', '/groups/new');
    // The list's own "Create New Group" is there too (docs/product.md §2), not hidden while the list is empty.
    expect(screen.getByRole('link', { name: 'Create New Group' })).toHaveAttribute('href', '/groups/new');
  });

  it('a failed load says "Failed to fetch groups"; Retry loads again', async () => {
    let fail = true;
    const { user } = renderAt('/groups', { 'GET /api/groups': () => (fail ? { status: 500 } : { body: [group()] }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch groups');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Morning Crew' })).toBeInTheDocument();
  });

  it('cards: name, description, Created, Last Updated, View Details; Edit and Delete only on the creator’s', async () => {
    renderAt('/groups', { 'GET /api/groups': { body: [group(), group({ id: 6, name: 'Evening Crew', description: null, created_by: 99 })] } });
    const mine = within(await screen.findByRole('article', { name: 'Morning Crew' }));
    expect(mine.getByText('Early lifts, 6 am')).toBeInTheDocument();
    expect(mine.getByText('Created')).toBeInTheDocument();
    expect(mine.getByText('Last Updated')).toBeInTheDocument();
    expect(mine.getByRole('link', { name: 'View Details of Morning Crew' })).toHaveAttribute('href', '/groups/5');
    expect(mine.getByRole('link', { name: 'Edit Morning Crew' })).toHaveAttribute('href', '/groups/5/edit');
    expect(mine.getByRole('button', { name: 'Delete Morning Crew' })).toBeInTheDocument();
    const theirs = within(screen.getByRole('article', { name: 'Evening Crew' }));
    expect(theirs.getByRole('link', { name: 'View Details of Evening Crew' })).toBeInTheDocument();
    expect(theirs.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(theirs.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Group' })).toHaveAttribute('href', '/groups/new');
  });

  it('Delete asks in the spec’s words; a failure stays in the dialog; confirming again deletes and reloads', async () => {
    let deleted = false;
    let fail = true;
    const { user, fetchMock } = renderAt('/groups', {
      'GET /api/groups': () => ({ body: deleted ? [] : [group()] }),
      'DELETE /api/groups/5': () => {
        if (fail) return { status: 500 };
        deleted = true;
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Morning Crew' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this group? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete group');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No groups yet')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([r]) => (r as Request).method === 'DELETE')).toHaveLength(2);
  });

  it('Cancel in the dialog deletes nothing', async () => {
    const { user, fetchMock } = renderAt('/groups', { 'GET /api/groups': { body: [group()] } });
    await user.click(await screen.findByRole('button', { name: 'Delete Morning Crew' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([r]) => (r as Request).method === 'DELETE')).toBe(false);
  });
});

describe('the group form', () => {
  it('create: heading, fields, validation, then POST trimmed with the description omitted when empty, and the new group opens', async () => {
    let sent: unknown;
    const { user } = renderAt('/groups/new', {
      'POST /api/groups': async (request) => {
        sent = await request.json();
        return { status: 201, body: group({ id: 12, name: 'Night Owls', description: null }) };
      },
      'GET /api/groups/12': { body: group({ id: 12, name: 'Night Owls', description: null }) },
      'GET /api/groups/12/members': { body: [me()] },
      'GET /api/groups/12/invites': { body: [] },
    });
    expect(screen.getByRole('heading', { name: 'Create New Group' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(screen.getByText('Group name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Group Name *'), '  Night Owls ');
    await user.type(screen.getByLabelText('Description'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByRole('heading', { name: 'Night Owls' })).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Night Owls' });
  });

  it('a failed save says "Failed to save group"-style with the api’s reason and keeps what was typed; Saving... while busy', async () => {
    let answer: (reply: { status: number; body?: unknown }) => void = () => undefined;
    const { user } = renderAt('/groups/new', {
      'POST /api/groups': () => new Promise((resolve) => (answer = resolve)),
    });
    await user.type(screen.getByLabelText('Group Name *'), 'Crew');
    await user.type(screen.getByLabelText('Description'), 'Mornings');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'name must be at most 100 characters', field: 'name' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create group: name must be at most 100 characters');
    expect(screen.getByLabelText('Group Name *')).toHaveValue('Crew');
    expect(screen.getByLabelText('Description')).toHaveValue('Mornings');
  });

  it('edit: "Edit Group" filled in, "Update Group" sends PUT and returns to the detail; Cancel returns without saving', async () => {
    let sent: unknown;
    const { user } = renderAt('/groups/5/edit', {
      'GET /api/groups/5': { body: group() },
      'PUT /api/groups/5': async (request) => {
        sent = await request.json();
        return { body: group({ name: 'Dawn Crew' }) };
      },
      'GET /api/groups/5/members': { body: [me()] },
      'GET /api/groups/5/invites': { body: [] },
    });
    expect(await screen.findByRole('heading', { name: 'Edit Group' })).toBeInTheDocument();
    expect(screen.getByLabelText('Group Name *')).toHaveValue('Morning Crew');
    expect(screen.getByLabelText('Description')).toHaveValue('Early lifts, 6 am');
    await user.clear(screen.getByLabelText('Group Name *'));
    await user.type(screen.getByLabelText('Group Name *'), 'Dawn Crew');
    await user.click(screen.getByRole('button', { name: 'Update Group' }));
    expect(await screen.findByRole('link', { name: '← Back to Groups' })).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Dawn Crew', description: 'Early lifts, 6 am' });
  });

  it('edit of a group that fails to load says so', async () => {
    renderAt('/groups/5/edit', { 'GET /api/groups/5': { status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch group');
  });
});

function detailApi(members: GroupMember[], extra: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/groups/5': { body: group() },
    'GET /api/groups/5/members': { body: members },
    'GET /api/groups/5/invites': {
      body: [
        makeGroupInvite({ id: 40, group_id: 5, role: 'member' }),
        makeGroupInvite({ id: 41, group_id: 5, invited_as: '42', role: 'member' }),
        makeGroupInvite({ id: 43, group_id: 5, invited_as: 'c…@example.com', role: 'admin' }),
      ],
    },
    ...extra,
  };
}

describe('the group detail', () => {
  it('as an admin: Edit Group, Members (n) with names or "User {id}", emails, Joined, badges, View Workouts; Send Invite, roles, Remove and Make Owner on others', async () => {
    renderAt('/groups/5', detailApi([me(), ben, noName]));
    expect(screen.getByText('Loading group...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Morning Crew' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Groups' })).toHaveAttribute('href', '/groups');
    expect(screen.getByRole('link', { name: 'Edit Group' })).toHaveAttribute('href', '/groups/5/edit');
    expect(screen.getByText('Early lifts, 6 am')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Members (3)' })).toBeInTheDocument();
    const mine = within(screen.getByRole('listitem', { name: 'Ana Lifter' }));
    expect(mine.getByText('Admin')).toBeInTheDocument();
    expect(mine.queryByRole('combobox')).not.toBeInTheDocument();
    expect(mine.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    const bens = within(screen.getByRole('listitem', { name: 'Ben Lifter' }));
    expect(bens.getByText('ben@example.com')).toBeInTheDocument();
    expect(bens.getByText(/^Joined /)).toBeInTheDocument();
    expect(bens.getByText('Member', { selector: '.lb-badge' })).toBeInTheDocument();
    expect(bens.getByRole('link', { name: 'View Workouts of Ben Lifter' })).toHaveAttribute('href', '/groups/5/members/8/workouts');
    expect(bens.getByRole('combobox', { name: 'Role of Ben Lifter' })).toHaveValue('member');
    expect(bens.getByRole('button', { name: 'Remove Ben Lifter' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'User 9' })).toBeInTheDocument();
    expect(mine.getByText('Owner')).toBeInTheDocument();
    expect(bens.getByRole('button', { name: 'Make Owner: Ben Lifter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Member' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Invite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Invite Code' })).toBeInTheDocument();
    const pending = within(screen.getByRole('region', { name: 'Pending Invites' }));
    expect(await pending.findByText('Invite code 40')).toBeInTheDocument();
    expect(pending.getAllByText(/^Expires /)).toHaveLength(3);
    expect(pending.getByRole('button', { name: 'Cancel invite for Invite code 40' })).toBeInTheDocument();
    // What an admin typed, never whose it is.
    expect(pending.getByRole('button', { name: 'Cancel invite for User ID 42' })).toBeInTheDocument();
    expect(pending.getByText('c…@example.com')).toBeInTheDocument();
  });

  it('as a member: no admin controls, no pending invites; View Workouts on everyone; Leave Group', async () => {
    const { fetchMock } = renderAt('/groups/5', {
      ...detailApi([makeGroupMember({ user_id: 1, name: 'Creator', role: 'admin' }), me('member'), ben]),
      'GET /api/groups/5': { body: group({ created_by: 1 }) },
    });
    await screen.findByRole('heading', { name: 'Members (3)' });
    expect(screen.queryByRole('link', { name: 'Edit Group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Invite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Invite Code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pending Invites' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^View Workouts of/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Leave Group' })).toBeEnabled();
    expect(fetchMock.mock.calls.some(([r]) => (r as Request).url.endsWith('/invites'))).toBe(false);
  });

  it('on the creator’s row another admin sees no role select and no Remove', async () => {
    renderAt('/groups/5', {
      ...detailApi([makeGroupMember({ user_id: 1, name: 'Creator', role: 'admin' }), me('admin')]),
      'GET /api/groups/5': { body: group({ created_by: 1 }) },
    });
    const creator = within(await screen.findByRole('listitem', { name: 'Creator' }));
    expect(creator.queryByRole('combobox')).not.toBeInTheDocument();
    expect(creator.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(creator.getByText('Owner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Make .* the owner/ })).not.toBeInTheDocument();
  });

  it('the owner cannot leave, and is told why', async () => {
    renderAt('/groups/5', detailApi([me(), ben]));
    expect(await screen.findByRole('button', { name: 'Leave Group' })).toBeDisabled();
    expect(screen.getByText('You are the owner: make another member the owner before leaving, or delete the group.')).toBeInTheDocument();
  });

  it('Make Owner asks, then hands ownership on; the group and members reload', async () => {
    let owner = ME;
    let sent: unknown;
    const { user } = renderAt('/groups/5', {
      ...detailApi([me(), ben]),
      'GET /api/groups/5': () => ({ body: group({ created_by: owner }) }),
      'GET /api/groups/5/members': () => ({ body: [me(), { ...ben, role: owner === ME ? 'member' : 'admin' }] }),
      'PUT /api/groups/5/owner': async (request) => {
        sent = await request.json();
        owner = 8;
        return { body: group({ created_by: 8 }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Make Owner: Ben Lifter' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('They become the owner');
    await user.click(within(dialog).getByRole('button', { name: 'Make Owner' }));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Ben Lifter' })).getByText('Owner')).toBeInTheDocument());
    expect(sent).toEqual({ user_id: 8 });
    expect(screen.getByRole('button', { name: 'Leave Group' })).toBeEnabled();
  });

  it('Leave Group asks, leaves with DELETE on the own id and returns to the list', async () => {
    const { user, fetchMock } = renderAt('/groups/5', {
      ...detailApi([makeGroupMember({ user_id: 1, role: 'admin' }), me('member')]),
      'GET /api/groups/5': { body: group({ created_by: 1 }) },
      'DELETE /api/groups/5/members/7': { status: 204 },
      'GET /api/groups': { body: [] },
    });
    await user.click(await screen.findByRole('button', { name: 'Leave Group' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to leave this group?');
    await user.click(within(dialog).getByRole('button', { name: 'Leave Group' }));
    expect(await screen.findByText('No groups yet')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([r]) => (r as Request).method === 'DELETE' && (r as Request).url.endsWith('/groups/5/members/7'))).toBe(true);
  });

  it('a failed load says "Failed to fetch group" with Retry', async () => {
    renderAt('/groups/5', { 'GET /api/groups/5': { status: 500 }, 'GET /api/groups/5/members': { status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch group');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('Remove asks "Are you sure you want to remove this member?", then removes and the members reload', async () => {
    let removed = false;
    const { user } = renderAt('/groups/5', {
      ...detailApi([me(), ben]),
      'GET /api/groups/5/members': () => ({ body: removed ? [me()] : [me(), ben] }),
      'DELETE /api/groups/5/members/8': () => {
        removed = true;
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Ben Lifter' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to remove this member?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('heading', { name: 'Members (1)' })).toBeInTheDocument();
  });

  it('a role change sends PUT .../role and the members reload; a refused one says why', async () => {
    let role: GroupMember['role'] = 'member';
    let refuse = false;
    const { user } = renderAt('/groups/5', {
      ...detailApi([me(), ben]),
      'GET /api/groups/5/members': () => ({ body: [me(), { ...ben, role }] }),
      'PUT /api/groups/5/members/8/role': async (request) => {
        if (refuse)
          return { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'A group needs at least one admin: make another member an admin first' } };
        role = ((await request.json()) as { role: GroupMember['role'] }).role;
        return { body: { ...ben, role } };
      },
    });
    const select = await screen.findByRole('combobox', { name: 'Role of Ben Lifter' });
    await user.selectOptions(select, 'admin');
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Ben Lifter' })).getByText('Admin', { selector: '.lb-badge' })).toBeInTheDocument());
    refuse = true;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Ben Lifter' }), 'member');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update member role: A group needs at least one admin');
  });

  it('Send Invite: "Invite User to Group", "User ID:", "Please enter a user ID" when empty; sends the ID with role member; "Inviting..." while busy', async () => {
    let sent: unknown;
    let answer: () => void = () => undefined;
    const { user } = renderAt('/groups/5', {
      ...detailApi([me()]),
      'POST /api/groups/5/invites': async (request) => {
        sent = await request.json();
        return new Promise((resolve) => {
          answer = () => resolve({ status: 202, body: { group_id: 5, role: 'member' } });
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Send Invite' }));
    const form = within(screen.getByRole('form', { name: 'Invite User to Group' }));
    expect(form.getByRole('heading', { name: 'Invite User to Group' })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send Invite' }));
    expect(form.getByText('Please enter a user ID')).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await user.type(form.getByLabelText('User ID:'), ' 42 ');
    await user.click(form.getByRole('button', { name: 'Send Invite' }));
    expect(await form.findByRole('button', { name: 'Inviting...' })).toBeInTheDocument();
    expect(sent).toEqual({ invited_user_id: 42, role: 'member' });
    answer();
    expect(await form.findByRole('status')).toHaveTextContent(
      "Invite sent to user ID 42. If that is someone's Liftbook account, they see it on My Invites and join when they accept.",
    );
    expect(form.getByLabelText('User ID:')).toHaveValue('');
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Invite User to Group' })).not.toBeInTheDocument();
  });

  it('Send Invite: a refused invite says "Failed to create invite" with why and keeps the ID', async () => {
    const { user } = renderAt('/groups/5', {
      ...detailApi([me()]),
      'POST /api/groups/5/invites': {
        status: 429,
        body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many invites: you have made 20 in the last hour. Try again later.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Send Invite' }));
    const form = within(screen.getByRole('form', { name: 'Invite User to Group' }));
    await user.type(form.getByLabelText('User ID:'), '42');
    await user.click(form.getByRole('button', { name: 'Send Invite' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Failed to create invite: Too many invites: you have made 20 in the last hour.');
    expect(form.getByLabelText('User ID:')).toHaveValue('42');
  });

  it('Add Member: "User ID or email", role, Add disabled while blank; an email goes in the path with the role; "Adding..." while busy', async () => {
    let sent: { url?: string; body?: unknown } = {};
    let answer: () => void = () => undefined;
    const { user } = renderAt('/groups/5', {
      ...detailApi([me(), ben]),
      'POST /api/groups/5/members/cy%40example.com': async (request) => {
        sent = { url: request.url, body: await request.json() };
        return new Promise((resolve) => {
          answer = () => resolve({ status: 202, body: { group_id: 5, role: 'admin' } });
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Member' }));
    const form = within(screen.getByRole('form', { name: 'Add Member' }));
    expect(form.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(form.getByLabelText('Role')).toHaveValue('member');
    await user.type(form.getByLabelText('User ID or email'), 'cy@example.com');
    await user.selectOptions(form.getByLabelText('Role'), 'admin');
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(await form.findByRole('button', { name: 'Adding...' })).toBeInTheDocument();
    expect(sent.body).toEqual({ role: 'admin' });
    answer();
    expect(await form.findByRole('status')).toHaveTextContent(
      "Invite sent to cy@example.com. If that is someone's Liftbook account, they see it on My Invites and join as an admin when they accept.",
    );
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Add Member' })).not.toBeInTheDocument();
  });

  it('Add Member: a number is a user ID; neither a number nor an email says so; a failure says "Failed to add member" and keeps what was typed', async () => {
    const { user } = renderAt('/groups/5', {
      ...detailApi([me()]),
      'POST /api/groups/5/members/42': { status: 500 },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Member' }));
    const form = within(screen.getByRole('form', { name: 'Add Member' }));
    await user.type(form.getByLabelText('User ID or email'), 'Cy Lifter');
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(form.getByText('Enter a user ID (a number) or an email address')).toBeInTheDocument();
    await user.clear(form.getByLabelText('User ID or email'));
    await user.type(form.getByLabelText('User ID or email'), '42');
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Failed to add member');
    expect(form.getByLabelText('User ID or email')).toHaveValue('42');
  });

  it('Create Invite Code: the second way, naming nobody; shows the code and its link once', async () => {
    let sent: unknown;
    const { user } = renderAt('/groups/5', {
      ...detailApi([me()]),
      'POST /api/groups/5/invites': async (request) => {
        sent = await request.json();
        return { status: 201, body: { ...makeGroupInvite({ id: 41, role: 'admin' }), code: '7KQ2-M9XA-PC4D' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create Invite Code' }));
    const form = within(screen.getByRole('form', { name: 'Invite Code' }));
    await user.selectOptions(form.getByLabelText('Role'), 'admin');
    await user.click(form.getByRole('button', { name: 'Create Invite Code' }));
    const status = await form.findByRole('status');
    expect(status).toHaveTextContent('Invite code: 7KQ2-M9XA-PC4D');
    expect(status).toHaveTextContent(`${window.location.origin}/invites?code=7KQ2-M9XA-PC4D`);
    expect(status).toHaveTextContent('It works once, for one person joining as an admin, until');
    expect(sent).toEqual({ role: 'admin' });
    await user.click(form.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('form', { name: 'Invite Code' })).not.toBeInTheDocument();
  });

  it('Cancel on a pending invite deletes it and the list reloads', async () => {
    let cancelled = false;
    const { user } = renderAt('/groups/5', {
      ...detailApi([me()]),
      'GET /api/groups/5/invites': () => ({ body: cancelled ? [] : [makeGroupInvite({ id: 40, invited_as: '11' })] }),
      'DELETE /api/invites/40': () => {
        cancelled = true;
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel invite for User ID 11' }));
    expect(await within(screen.getByRole('region', { name: 'Pending Invites' })).findByText('No pending invites')).toBeInTheDocument();
  });
});

describe("a member's workouts", () => {
  const session = (id: number, overrides: Partial<MemberSession> = {}): MemberSession =>
    makeMemberSession({ id, session_type: 'push', session_date: '2026-11-20T00:00:00.000Z', notes: null, exercises: [], ...overrides });

  it('"Loading workouts...", then "{name}\'s Workouts" with type, date, notes, exercises with variation and set count; no link into another lifter’s session', async () => {
    renderAt('/groups/5/members/8/workouts', {
      'GET /api/groups/5/members': { body: [me(), ben] },
      'GET /api/groups/5/members/8/sessions?limit=20': {
        body: [
          session(1, {
            notes: 'felt strong',
            exercises: [
              makeMemberSessionExercise({ id: 3, name: 'Bench Press', variation: 'paused', set_count: 3 }),
              makeMemberSessionExercise({ id: 4, name: 'Dip', variation: null, set_count: 1 }),
            ],
          }),
        ],
      },
    });
    expect(screen.getByText('Loading workouts...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "Ben Lifter's Workouts" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Group' })).toHaveAttribute('href', '/groups/5');
    const card = within(screen.getByRole('article', { name: 'push' }));
    expect(card.getByText('felt strong')).toBeInTheDocument();
    expect(card.getByText(/Nov 20, 2026/)).toBeInTheDocument();
    expect(card.getByText('Bench Press')).toBeInTheDocument();
    expect(card.getByText('(paused)')).toBeInTheDocument();
    expect(card.getByText('3 sets')).toBeInTheDocument();
    expect(card.getByText('1 set')).toBeInTheDocument();
    expect(card.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('every logged set in the viewer’s unit: figures, time, distance, RPE and kind', async () => {
    renderAt('/groups/5/members/8/workouts', {
      'GET /api/user/profile': { body: { ...profile, weight_unit: 'kg' } },
      'GET /api/groups/5/members': { body: [me(), ben] },
      'GET /api/groups/5/members/8/sessions?limit=20': {
        body: [
          session(1, {
            exercises: [
              makeMemberSessionExercise({
                id: 3,
                name: 'Bench Press',
                set_count: 2,
                sets: [
                  makeSet({ id: 30, set_number: 1, weight: 135, weight_unit: 'lbs', reps: 10, kind: 'warmup' }),
                  makeSet({ id: 31, set_number: 2, weight: 100, weight_unit: 'kg', reps: 5, rpe: 8.5 }),
                ],
              }),
              makeMemberSessionExercise({
                id: 4,
                name: 'Row',
                type: 'duration',
                set_count: 1,
                sets: [makeSet({ id: 40, weight: null, weight_unit: null, reps: null, duration: 480_000, distance: 2000, kind: 'failure' })],
              }),
            ],
          }),
        ],
      },
    });
    const bench = within(await screen.findByRole('list', { name: 'Bench Press sets' }));
    expect(bench.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['61.25 kg × 10 · warm-up', '100 kg × 5 · RPE 8.5']);
    const row = within(screen.getByRole('list', { name: 'Row sets' }));
    expect(row.getByRole('listitem')).toHaveTextContent('8:00 · 2.00 km · to failure');
  });

  it('its duration where known, and a PR line under the set that set each record; opened from the feed, the session gets the focus', async () => {
    const bench = makeMemberSessionExercise({
      id: 3,
      name: 'Bench Press',
      set_count: 2,
      sets: [
        makeSet({ id: 31, set_number: 1, weight: 102.5, weight_unit: 'kg', reps: 5 }),
        makeSet({ id: 32, set_number: 2, weight: 90, weight_unit: 'kg', reps: 9 }),
      ],
    });
    renderAt('/groups/5/members/8/workouts#session-2', {
      'GET /api/user/profile': { body: { ...profile, weight_unit: 'kg' } },
      'GET /api/groups/5/members': { body: [me(), ben] },
      'GET /api/groups/5/members/8/sessions?limit=20': {
        body: [
          session(1, { session_type: 'legs', started_at: '2026-11-20T17:00:00.000Z', finished_at: null }),
          session(2, {
            started_at: '2026-11-20T10:00:00.000Z',
            finished_at: '2026-11-20T10:45:00.000Z',
            exercises: [bench],
            records: [
              { exercise: 'Bench Press', kind: 'e1rm', set_id: 31, weight_lbs: 225.97, reps: 5, e1rm_lbs: 263.64 },
              { exercise: 'Bench Press', kind: 'weight_for_reps', set_id: 31, weight_lbs: 225.97, reps: 5, e1rm_lbs: null },
              { exercise: 'Bench Press', kind: 'reps_at_weight', set_id: 32, weight_lbs: 198.42, reps: 9, e1rm_lbs: null },
            ],
          }),
        ],
      },
    });
    const push = await screen.findByRole('article', { name: 'push' });
    expect(within(push).getByText(/· 45 min/)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'legs' })).queryByText(/min/)).not.toBeInTheDocument();
    const sets = within(push)
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.startsWith('102.5') || item.textContent?.startsWith('90'));
    expect(sets.map((item) => item.textContent)).toEqual(['102.5 kg × 5PR: e1RM 119.5 kgPR: 102.5 kg × 5', '90 kg × 9PR: 9 reps at 90 kg']);
    await waitFor(() => expect(push).toHaveFocus());
  });

  it('the viewer’s own sessions link to their detail', async () => {
    renderAt('/groups/5/members/7/workouts', {
      'GET /api/groups/5/members': { body: [me()] },
      'GET /api/groups/5/members/7/sessions?limit=20': { body: [session(1)] },
    });
    expect(await screen.findByRole('link', { name: 'push' })).toHaveAttribute('href', '/sessions/1');
  });

  it('"No workouts found for {name}"', async () => {
    renderAt('/groups/5/members/8/workouts', {
      'GET /api/groups/5/members': { body: [me(), ben] },
      'GET /api/groups/5/members/8/sessions?limit=20': { body: [] },
    });
    expect(await screen.findByText('No workouts found for Ben Lifter')).toBeInTheDocument();
  });

  it('20 a page; Show more asks for the next 20 after the last one shown', async () => {
    const first = Array.from({ length: 20 }, (_, i) => session(100 - i));
    const { user } = renderAt('/groups/5/members/8/workouts', {
      'GET /api/groups/5/members': { body: [me(), ben] },
      'GET /api/groups/5/members/8/sessions?limit=20': { body: first },
      'GET /api/groups/5/members/8/sessions?limit=20&before=81': { body: [session(50, { session_type: 'legs' })] },
    });
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: 'legs' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('a failed load says "Failed to fetch member sessions"', async () => {
    renderAt('/groups/5/members/8/workouts', {
      'GET /api/groups/5/members': { body: [me(), ben] },
      'GET /api/groups/5/members/8/sessions?limit=20': { status: 500 },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch member sessions');
  });
});

describe('dead ends', () => {
  const groupCalls = (fetch: jest.Mock) =>
    fetch.mock.calls.map(([request]) => new URL((request as Request).url).pathname).filter((path) => path.startsWith('/api/groups'));

  it.each(['/groups/abc', '/groups/abc/edit', '/groups/0', '/groups/5/members/x/workouts'])(
    '%s is a not-found page with a way back, without a call',
    async (route) => {
      const { fetchMock } = renderAt(route, { 'GET /api/groups/5': { body: group() } });
      expect(await screen.findByRole('heading', { name: 'Group not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Groups' })).toHaveAttribute('href', '/groups');
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(groupCalls(fetchMock)).toEqual([]);
    },
  );

  it.each(['/groups/5', '/groups/5/edit', '/groups/5/members/8/workouts'])('%s of a group the lifter is no longer in says so, with no Retry', async (route) => {
    renderAt(route, {
      'GET /api/groups/5': { status: 404 },
      'GET /api/groups/5/members': { status: 404 },
      'GET /api/groups/5/members/8/sessions': { status: 404 },
    });
    expect(await screen.findByRole('heading', { name: 'You are not in this group' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Groups' })).toHaveAttribute('href', '/groups');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
