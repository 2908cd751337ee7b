import { renderArea } from '@liftbook/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CalendarArea from './calendar-area';

// Mounted the way the shell mounts it: under "/calendar/*", inside the one store.
const renderAt = (route: string) => renderArea(<CalendarArea />, { route, path: '/calendar/*', api: { 'GET /api/sessions/calendar': { body: [] } } });

describe('CalendarArea', () => {
  it('shows its heading and the month in the URL', async () => {
    renderAt('/calendar?month=2027-02');
    expect(screen.getByRole('heading', { level: 1, name: 'Workout Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'February 2027' })).toBeInTheDocument();
    expect(await screen.findByText('Workout Days')).toBeInTheDocument();
  });

  it('opens on the current month without one', async () => {
    renderAt('/calendar');
    const now = new Date();
    const title = `${now.toLocaleString('en-US', { month: 'long' })} ${now.getFullYear()}`;
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(await screen.findByText('Workout Days')).toBeInTheDocument();
  });

  it('says an unknown inner path does not exist and links back (relative)', async () => {
    renderAt('/calendar/nope/deeper');
    expect(screen.getByText('This page does not exist')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Calendar' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Workout Calendar' })).toBeInTheDocument();
    expect(await screen.findByText('Workout Days')).toBeInTheDocument();
  });
});
