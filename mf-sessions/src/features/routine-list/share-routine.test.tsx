import { makeGroup, renderArea, type MockRoutes } from '@liftbook/shared/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { LiveAnnouncer } from '@liftbook/shared';
import { bodyOf, listItem, pushA } from '../../testing/routine-fixtures';
import { RoutineList } from './routine-list';

function renderList(api: MockRoutes) {
  return renderArea(
    <>
      <LiveAnnouncer />
      <Routes>
        <Route path="/routines" element={<RoutineList />} />
      </Routes>
    </>,
    { route: '/routines', api: { 'GET /api/routines': { body: [listItem(pushA(4))] }, ...api } },
  );
}

const CREW = makeGroup({ id: 5, name: 'Morning Crew' });
const EVENING = makeGroup({ id: 6, name: 'Evening Crew' });
const sharedAnswer = {
  id: 9,
  group_id: 5,
  name: 'Push A',
  exercises: [],
  exercise_count: 3,
  set_count: 5,
  shared_by_name: 'Ana',
  shared_at: '2026-11-20T10:00:00.000Z',
  can_unshare: true,
};

describe('Share to group', () => {
  it('shares the routine to the chosen group: the live region says so and the line links to the group', async () => {
    const { user, fetchMock } = renderList({
      'GET /api/groups': { body: [CREW, EVENING] },
      'POST /api/groups/5/routines': { status: 201, body: sharedAnswer },
    });
    await user.click(await screen.findByRole('button', { name: 'Share to group: Push A' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share Push A' }));
    await user.click(await dialog.findByRole('button', { name: 'Share' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Please choose a group');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Group' }), 'Morning Crew');
    await user.click(dialog.getByRole('button', { name: 'Share' }));
    expect(await screen.findByTestId('live-announcer')).toHaveTextContent('Shared Push A to Morning Crew');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Morning Crew' })).toHaveAttribute('href', '/groups/5');
    expect(await bodyOf(fetchMock, 'POST /api/groups/5/routines')).toEqual({ routine_id: 4 });
  });

  it('a refused share is said in the dialog, which keeps the choice; Cancel closes it', async () => {
    const { user } = renderList({
      'GET /api/groups': { body: [CREW] },
      'POST /api/groups/5/routines': { status: 409, body: { statusCode: 409, message: 'This group holds 100 shared routines' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Share to group: Push A' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share Push A' }));
    expect(await dialog.findByRole('combobox', { name: 'Group' })).toHaveDisplayValue('Morning Crew');
    await user.click(dialog.getByRole('button', { name: 'Share' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to share routine: This group holds 100 shared routines');
    expect(dialog.getByRole('combobox', { name: 'Group' })).toHaveDisplayValue('Morning Crew');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in no group: says so and links to Groups; a failed load of the groups says so with Retry', async () => {
    let fail = true;
    const { user } = renderList({ 'GET /api/groups': () => (fail ? { status: 500 } : { body: [] }) });
    await user.click(await screen.findByRole('button', { name: 'Share to group: Push A' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share Push A' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to load your groups');
    fail = false;
    await user.click(dialog.getByRole('button', { name: 'Retry' }));
    expect(await dialog.findByText('You are not in a group yet')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Go to Groups' })).toHaveAttribute('href', '/groups');
  });
});
