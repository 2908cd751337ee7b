import { renderArea, type MockRoutes } from '@liftbook/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { Session } from '@liftbook/shared/contract';
import { bodyOf, pushA, requestsTo } from '../../testing/routine-fixtures';
import { SaveAsRoutine } from './save-as-routine';

const session: Session = {
  id: 1,
  session_date: '2026-11-20T00:00:00.000Z',
  session_type: 'push',
  notes: null,
  created_at: '2026-11-20T18:00:00.000Z',
  updated_at: '2026-11-20T18:00:00.000Z',
};

const renderButton = (api: MockRoutes) => renderArea(<SaveAsRoutine session={session} />, { route: '/sessions/1', api });

describe('Save as routine', () => {
  it('asks a name (the session’s type to start with), makes the routine and links to it', async () => {
    const { user, fetchMock } = renderButton({ 'POST /api/sessions/1/routine': { status: 201, body: { ...pushA(12), name: 'Push A' } } });
    await user.click(screen.getByRole('button', { name: 'Save as routine' }));
    const dialog = screen.getByRole('dialog', { name: 'Save as routine' });
    const name = within(dialog).getByLabelText('Routine name');
    expect(name).toHaveValue('push');
    await user.clear(name);
    await user.type(name, 'Push A');
    await user.click(within(dialog).getByRole('button', { name: 'Save Routine' }));
    expect(await screen.findByRole('link', { name: 'Push A' })).toHaveAttribute('href', '/routines/12');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await bodyOf(fetchMock, 'POST /api/sessions/1/routine')).toEqual({ name: 'Push A' });
  });

  it('a blank name is refused before sending; a refusal from the api keeps the dialog and the name', async () => {
    const { user, fetchMock } = renderButton({ 'POST /api/sessions/1/routine': { status: 400, body: { message: 'This session has no exercises to plan' } } });
    await user.click(screen.getByRole('button', { name: 'Save as routine' }));
    const dialog = screen.getByRole('dialog', { name: 'Save as routine' });
    await user.clear(within(dialog).getByLabelText('Routine name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Routine' }));
    expect(within(dialog).getByLabelText('Routine name')).toHaveAccessibleDescription('Routine name is required');
    expect(requestsTo(fetchMock, 'POST /api/sessions/1/routine')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Routine name'), 'Push A');
    await user.click(within(dialog).getByRole('button', { name: 'Save Routine' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to save as routine: This session has no exercises to plan'));
    expect(within(dialog).getByLabelText('Routine name')).toHaveValue('Push A');
  });
});
