import '@liftbook/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import ExercisesArea from './exercises-area';

// Mounted the way the shell mounts it: under "/exercises/*".
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/exercises/*" element={<ExercisesArea />} />
      </Routes>
    </MemoryRouter>,
  );

describe('ExercisesArea', () => {
  it('shows its heading', () => {
    renderAt('/exercises');
    expect(screen.getByRole('heading', { level: 1, name: 'Exercises' })).toBeInTheDocument();
  });

  it('says an unknown inner path does not exist and links back (relative)', async () => {
    renderAt('/exercises/nope/deeper');
    expect(screen.getByText('This page does not exist')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Exercises' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Exercises' })).toBeInTheDocument();
  });
});
