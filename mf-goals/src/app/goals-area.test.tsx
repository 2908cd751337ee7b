import '@liftbook/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import GoalsArea from './goals-area';

// Mounted the way the shell mounts it: under "/goals/*".
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/goals/*" element={<GoalsArea />} />
      </Routes>
    </MemoryRouter>,
  );

describe('GoalsArea', () => {
  it('shows its heading', () => {
    renderAt('/goals');
    expect(screen.getByRole('heading', { level: 1, name: 'Goals' })).toBeInTheDocument();
  });

  it('says an unknown inner path does not exist and links back (relative)', async () => {
    renderAt('/goals/nope/deeper');
    expect(screen.getByText('This page does not exist')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Goals' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Goals' })).toBeInTheDocument();
  });
});
