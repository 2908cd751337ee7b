import '@liftbook/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import CalendarArea from './calendar-area';

// Mounted the way the shell mounts it: under "/calendar/*".
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/calendar/*" element={<CalendarArea />} />
      </Routes>
    </MemoryRouter>,
  );

describe('CalendarArea', () => {
  it('shows its heading', () => {
    renderAt('/calendar');
    expect(screen.getByRole('heading', { level: 1, name: 'Workout Calendar' })).toBeInTheDocument();
  });

  it('says an unknown inner path does not exist and links back (relative)', async () => {
    renderAt('/calendar/nope/deeper');
    expect(screen.getByText('This page does not exist')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Calendar' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Workout Calendar' })).toBeInTheDocument();
  });
});
