// My Invites as the shell mounts it (under /invites/*), against a mocked api: its states, joining
// with an invite code, Accept and Decline with their busy labels and failures.
import { makeGroup, makeInvite, makeProfile, renderArea, type MockRoutes } from '@liftbook/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import InvitesArea from './invites-area';

const invite = makeInvite({ id: 30, group_id: 5, group_name: 'Morning Crew', inviter_name: 'Ana Lifter', invited_by: 7, role: 'member' });

function renderAt(api: MockRoutes, route = '/invites') {
  return renderArea(<InvitesArea />, { route, path: '/invites/*', api: { 'GET /api/user/profile': { body: makeProfile({ id: 12 }) }, ...api } });
}

describe('My Invites', () => {
  it('"My Invites", "Manage your group invitations", "Loading invites...", then "No pending invites"; the lifter\'s own user ID to give an admin', async () => {
    renderAt({ 'GET /api/invites': { body: [] } });
    expect(screen.getByRole('heading', { name: 'My Invites' })).toBeInTheDocument();
    expect(screen.getByText('Manage your group invitations')).toBeInTheDocument();
    expect(screen.getByText('Loading invites...')).toBeInTheDocument();
    expect(await screen.findByText('No pending invites')).toBeInTheDocument();
    expect(await screen.findByText(/^Your user ID:/)).toHaveTextContent(
      'Your user ID: 12. To be invited to a group, give it or your email address to one of its admins.',
    );
    expect(screen.getByRole('heading', { name: 'Pending Invites' })).toBeInTheDocument();
  });

  it('each invite: group name, "Invited by", the date, Accept and Decline; an admin invite says so; no name is "User {id}"', async () => {
    renderAt({ 'GET /api/invites': { body: [invite, makeInvite({ id: 31, group_name: 'Night Owls', inviter_name: null, invited_by: 9, role: 'admin' })] } });
    const first = within(await screen.findByRole('listitem', { name: 'Invite to Morning Crew' }));
    expect(first.getByText('Morning Crew')).toBeInTheDocument();
    expect(first.getByText('Invited by Ana Lifter')).toBeInTheDocument();
    expect(first.getByText(/2026/)).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Accept invite to Morning Crew' })).toHaveTextContent('Accept');
    expect(first.getByRole('button', { name: 'Decline invite to Morning Crew' })).toHaveTextContent('Decline');
    expect(first.queryByText('Admin')).not.toBeInTheDocument();
    const second = within(screen.getByRole('listitem', { name: 'Invite to Night Owls' }));
    expect(second.getByText('Invited by User 9')).toBeInTheDocument();
    expect(second.getByText('Admin')).toBeInTheDocument();
  });

  it('Accept shows "Accepting...", then the invite leaves the list and the group is offered', async () => {
    let answer: (reply: { status?: number; body?: unknown }) => void = () => undefined;
    let accepted = false;
    const { user } = renderAt({
      'GET /api/invites': () => ({ body: accepted ? [] : [invite] }),
      'PUT /api/invites/30/accept': () =>
        new Promise((resolve) => {
          answer = (reply) => {
            accepted = true;
            resolve(reply);
          };
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept invite to Morning Crew' }));
    expect(await screen.findByRole('button', { name: 'Accept invite to Morning Crew' })).toHaveTextContent('Accepting...');
    expect(screen.getByRole('button', { name: 'Decline invite to Morning Crew' })).toBeDisabled();
    answer({ body: makeGroup({ id: 5, name: 'Morning Crew' }) });
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('You joined Morning Crew.');
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/groups/5');
    expect(await screen.findByText('No pending invites')).toBeInTheDocument();
  });

  it('Decline shows "Declining...", then the invite leaves the list', async () => {
    let answer: () => void = () => undefined;
    let declined = false;
    const { user } = renderAt({
      'GET /api/invites': () => ({ body: declined ? [] : [invite] }),
      'PUT /api/invites/30/decline': () =>
        new Promise((resolve) => {
          answer = () => {
            declined = true;
            resolve({ status: 204 });
          };
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Decline invite to Morning Crew' }));
    expect(await screen.findByRole('button', { name: 'Decline invite to Morning Crew' })).toHaveTextContent('Declining...');
    answer();
    expect(await screen.findByText('No pending invites')).toBeInTheDocument();
  });

  it.each([
    ['accept', 'Accept', 'Failed to accept invite'],
    ['decline', 'Decline', 'Failed to decline invite'],
  ])('a failed %s says "%s"-style and keeps the invite', async (call, button, message) => {
    const { user } = renderAt({ 'GET /api/invites': { body: [invite] }, [`PUT /api/invites/30/${call}`]: { status: 500 } });
    await user.click(await screen.findByRole('button', { name: `${button} invite to Morning Crew` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('listitem', { name: 'Invite to Morning Crew' })).toBeInTheDocument();
  });

  it('a failed load says "Failed to fetch user invites" with Retry', async () => {
    let fail = true;
    const { user } = renderAt({ 'GET /api/invites': () => (fail ? { status: 500 } : { body: [invite] }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user invites');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Invited by Ana Lifter')).toBeInTheDocument();
  });

  it('Join with an Invite Code: blank is refused; the code is sent and the group opens', async () => {
    let sent: unknown;
    const { user } = renderAt({
      'GET /api/invites': { body: [] },
      'POST /api/invites/join': async (request) => {
        sent = await request.json();
        return { body: makeGroup({ id: 5, name: 'Morning Crew' }) };
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Join with an Invite Code' }));
    await user.click(form.getByRole('button', { name: 'Join Group' }));
    expect(form.getByText('Please enter an invite code')).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await user.type(form.getByLabelText('Invite code:'), ' 7kq2-m9xa-pc4d ');
    await user.click(form.getByRole('button', { name: 'Join Group' }));
    await waitFor(() => expect(sent).toEqual({ code: '7kq2-m9xa-pc4d' }));
  });

  it('an invite link fills the code in; a code that does not work says why and keeps it', async () => {
    const { user } = renderAt(
      {
        'GET /api/invites': { body: [] },
        'POST /api/invites/join': {
          status: 404,
          body: {
            statusCode: 404,
            error: 'Not Found',
            message: 'That invite code does not work: it may have expired, been used or been cancelled. Ask for a new one.',
          },
        },
      },
      '/invites?code=7KQ2-M9XA-PC4D',
    );
    const form = within(await screen.findByRole('form', { name: 'Join with an Invite Code' }));
    expect(form.getByLabelText('Invite code:')).toHaveValue('7KQ2-M9XA-PC4D');
    await user.click(form.getByRole('button', { name: 'Join Group' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Failed to join group: That invite code does not work');
    expect(form.getByLabelText('Invite code:')).toHaveValue('7KQ2-M9XA-PC4D');
  });
});
