import { renderArea } from '@liftbook/shared/testing';
import { screen } from '@testing-library/react';
import ExercisesArea from './exercises-area';

// Mounted the way the shell mounts it: under "/exercises/*".
const api = { 'GET /api/dictionary_exercises': { body: [] }, 'GET /api/custom_exercises': { body: [] } };

describe('ExercisesArea', () => {
  it('shows its heading', () => {
    renderArea(<ExercisesArea />, { route: '/exercises', path: '/exercises/*', api });
    expect(screen.getByRole('heading', { level: 1, name: 'Exercises' })).toBeInTheDocument();
  });

  it('says an unknown inner path does not exist and links back (relative)', async () => {
    const { user } = renderArea(<ExercisesArea />, { route: '/exercises/nope/deeper', path: '/exercises/*', api });
    expect(screen.getByText('This page does not exist')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Exercises' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Exercises' })).toBeInTheDocument();
  });
});
