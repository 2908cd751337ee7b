import { renderArea } from '@liftbook/shared/testing';
import { screen } from '@testing-library/react';
import { listItem, pushA } from '../testing/routine-fixtures';
import { resetDrafts } from '../testing/drafts';
import RoutinesArea from './routines-area';

beforeEach(resetDrafts);

/** Mounted the way the shell mounts it: under "/routines/*". */
function renderRoutines(route: string) {
  return renderArea(<RoutinesArea />, {
    route,
    path: '/routines/*',
    api: {
      'GET /api/routines': { body: [listItem(pushA(4))] },
      'GET /api/routines/4': { body: pushA(4) },
      'GET /api/dictionary_exercises': { body: [] },
      'GET /api/custom_exercises': { body: [] },
    },
  });
}

it('goes from the list to a routine’s editor by its relative link, and back', async () => {
  const { user } = renderRoutines('/routines');
  await user.click(await screen.findByRole('link', { name: 'Edit Push A' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit routine' })).toBeInTheDocument();
  expect(await screen.findByLabelText('Routine name')).toHaveValue('Push A');
  await user.click(screen.getByRole('link', { name: '← Back to Routines' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Routines' })).toBeInTheDocument();
});

it('Create Routine opens an empty editor', async () => {
  const { user } = renderRoutines('/routines');
  await user.click(await screen.findByRole('link', { name: 'Create Routine' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'New routine' })).toBeInTheDocument();
  expect(screen.getByLabelText('Routine name')).toHaveValue('');
});

it('shows the area not-found page for a deeper unknown path', () => {
  renderRoutines('/routines/4/nope');
  expect(screen.getByText('This page does not exist')).toBeInTheDocument();
});
