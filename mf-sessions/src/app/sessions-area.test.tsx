import { mockFetch } from '@liftbook/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createLiftbookStore, createStaticAuthPort, provideAuthPort } from '@liftbook/shared';
import { plantDraft, resetDrafts } from '../testing/drafts';
import { RESTORED_NOTE } from '../ui/restored-note';
import SessionsArea from './sessions-area';

beforeEach(resetDrafts);

const session = {
  id: 4,
  session_date: '2026-11-20T00:00:00.000Z',
  session_type: 'legs',
  notes: null,
  created_at: '2026-11-20T18:00:00.000Z',
  updated_at: '2026-11-20T18:00:00.000Z',
};

function renderArea(path: string) {
  provideAuthPort(createStaticAuthPort({ name: 'Ana', username: 'ana@example.com' }, 'tok'));
  mockFetch({
    'GET /api/sessions': { body: [session] },
    'GET /api/sessions/4': { body: session },
    'GET /api/sessions/4/exercises': { body: [] },
    'GET /api/dictionary_exercises': { body: [] },
    'GET /api/custom_exercises': { body: [] },
  });
  render(
    <Provider store={createLiftbookStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/sessions/*" element={<SessionsArea />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

it('goes from the list to a session by its relative link, and back', async () => {
  renderArea('/sessions');
  await userEvent.click(await screen.findByRole('link', { name: /^View legs session/ }));
  expect(await screen.findByRole('heading', { level: 1, name: 'legs' })).toBeInTheDocument();
  expect(await screen.findByText('No exercises yet.')).toBeInTheDocument();
  // The real timer and add panels are wired in.
  expect(screen.getByRole('button', { name: 'Quick Log' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: '← Back to Sessions' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sessions' })).toBeInTheDocument();
});

it('shows the area not-found page for a deeper unknown path', () => {
  renderArea('/sessions/4/nope');
  expect(screen.getByText('This page does not exist')).toBeInTheDocument();
});

it('reopens the Quick Log a reload interrupted, with its text and a note (the real panel, through the page)', async () => {
  plantDraft('liftbook.draft.v1.quicklog.4', { text: 'Squat 5x5 @225', pending: [] });
  renderArea('/sessions/4');
  expect(await screen.findByRole('textbox', { name: 'One exercise per line' })).toHaveValue('Squat 5x5 @225');
  expect(screen.getByText(RESTORED_NOTE)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Quick Log' })).toHaveAttribute('aria-pressed', 'true');
});

it('reopens Manual Add the same way', async () => {
  plantDraft('liftbook.draft.v1.manual.4', {
    cards: [
      {
        name: 'Row',
        type: 'reps',
        variation: '',
        notes: '',
        savedExerciseId: null,
        problem: null,
        sets: [{ weight: '', weightUnit: 'lbs', reps: '10', hours: '', minutes: '', seconds: '' }],
      },
    ],
  });
  renderArea('/sessions/4');
  expect(await screen.findByLabelText('Exercise')).toHaveValue('Row');
  expect(screen.getByRole('button', { name: 'Manual Add Exercises' })).toHaveAttribute('aria-pressed', 'true');
});
