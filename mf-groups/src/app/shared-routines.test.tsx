// The group page's "Shared routines" (issue 31) against a mocked api: loading, empty, failed and
// data states, "Copy to my routines" with its link to the copy, and Unshare (asks first) for the
// sharer and admins only.
import { LiveAnnouncer } from '@liftbook/shared';
import { makeGroup, makeGroupMember, makeProfile, renderArea, type MockRoutes } from '@liftbook/shared/testing';
import { screen, within } from '@testing-library/react';
import type { SharedRoutine } from '@liftbook/shared/contract';
import GroupsArea from './groups-area';

const ME = 7;
const profile = makeProfile({ id: ME, name: 'Ana Lifter', weight_unit: 'kg' });
const members = [
  makeGroupMember({ user_id: ME, name: 'Ana Lifter', role: 'member' }),
  makeGroupMember({ user_id: 8, name: 'Ben Lifter', email: null, role: 'admin' }),
];

const shared = (overrides: Partial<SharedRoutine> = {}): SharedRoutine => ({
  id: 31,
  group_id: 5,
  name: 'Push A',
  exercises: [
    { name: 'Bench Press', set_count: 3 },
    { name: 'Cable Fly', set_count: 1 },
  ],
  exercise_count: 2,
  set_count: 4,
  shared_by_name: 'Ben Lifter',
  shared_at: '2026-11-20T10:00:00.000Z',
  can_unshare: false,
  ...overrides,
});

function renderGroup(api: MockRoutes) {
  return renderArea(
    <>
      <LiveAnnouncer />
      <GroupsArea />
    </>,
    {
      route: '/groups/5',
      path: '/groups/*',
      api: {
        'GET /api/user/profile': { body: profile },
        'GET /api/groups/5': { body: makeGroup({ id: 5, name: 'Morning Crew', created_by: 8 }) },
        'GET /api/groups/5/members': { body: members },
        'GET /api/groups/5/feed?limit=10': { body: { entries: [], next: null } },
        ...api,
      },
    },
  );
}

const section = async () => within(await screen.findByRole('region', { name: 'Shared routines' }));

describe('Shared routines', () => {
  it('each shared routine: name, exercises × sets, who shared it and when; a former member unnamed', async () => {
    renderGroup({ 'GET /api/groups/5/routines': { body: [shared(), shared({ id: 32, name: 'Legs', shared_by_name: null })] } });
    const region = await section();
    const card = within(await region.findByRole('article', { name: 'Push A' }));
    expect(card.getByText(/^2 exercises · 4 sets · Shared by Ben Lifter on Nov 20, 2026/)).toBeInTheDocument();
    expect(card.getByRole('list', { name: 'Exercises of Push A' })).toHaveTextContent('Bench Press × 3Cable Fly × 1');
    expect(card.queryByRole('button', { name: 'Unshare Push A' })).not.toBeInTheDocument();
    expect(within(region.getByRole('article', { name: 'Legs' })).getByText(/Shared by a former member/)).toBeInTheDocument();
  });

  it('empty and failed states; Retry loads again', async () => {
    let fail = true;
    const { user } = renderGroup({ 'GET /api/groups/5/routines': () => (fail ? { status: 500 } : { body: [] }) });
    const region = await section();
    expect(await region.findByRole('alert')).toHaveTextContent('Failed to load shared routines');
    fail = false;
    await user.click(region.getByRole('button', { name: 'Retry' }));
    expect(await region.findByText(/No shared routines yet/)).toBeInTheDocument();
  });

  it('"Copy to my routines" makes a routine of mine and links to it; a refusal says why', async () => {
    let full = true;
    const { user } = renderGroup({
      'GET /api/groups/5/routines': { body: [shared()] },
      'POST /api/groups/5/routines/31/copy': () =>
        full
          ? { status: 409, body: { statusCode: 409, message: 'You have 200 routines, the most Liftbook keeps: delete one first' } }
          : {
              status: 201,
              body: { id: 77, name: 'Push A (copy)', exercises: [], created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z' },
            },
    });
    const card = within(await (await section()).findByRole('article', { name: 'Push A' }));
    await user.click(card.getByRole('button', { name: 'Copy to my routines: Push A' }));
    expect(await card.findByRole('alert')).toHaveTextContent('Failed to copy routine: You have 200 routines');
    full = false;
    await user.click(card.getByRole('button', { name: 'Copy to my routines: Push A' }));
    expect(await card.findByRole('link', { name: 'Open Push A (copy)' })).toHaveAttribute('href', '/routines/77');
    expect(screen.getByTestId('live-announcer')).toHaveTextContent('Copied to your routines as Push A (copy)');
  });

  it('the sharer (or an admin) unshares after a confirm; the list reloads', async () => {
    let list = [shared({ can_unshare: true })];
    const { user, fetchMock } = renderGroup({
      'GET /api/groups/5/routines': () => ({ body: list }),
      'DELETE /api/groups/5/routines/31': () => {
        list = [];
        return { status: 204 };
      },
    });
    const card = within(await (await section()).findByRole('article', { name: 'Push A' }));
    await user.click(card.getByRole('button', { name: 'Unshare Push A' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unshare routine?' }));
    await user.click(dialog.getByRole('button', { name: 'Unshare' }));
    expect(await (await section()).findByText(/No shared routines yet/)).toBeInTheDocument();
    const sent = fetchMock.mock.calls.map(([request]) => request as Request).map((r) => `${r.method} ${new URL(r.url).pathname}`);
    expect(sent).toContain('DELETE /api/groups/5/routines/31');
  });
});
