import { renderArea } from '@liftbook/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { plantDraft, resetDrafts } from '../testing/drafts';
import { withSessionPages } from '../testing/session-page-routes';
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

/** Mounted the way the shell mounts it: under "/sessions/*". */
function renderSessions(route: string) {
  renderArea(<SessionsArea />, {
    route,
    path: '/sessions/*',
    api: withSessionPages({
      'GET /api/sessions': { body: [session] },
      'GET /api/sessions/4': { body: session },
      'GET /api/sessions/4/exercises': { body: [] },
      'GET /api/dictionary_exercises': { body: [] },
      'GET /api/custom_exercises': { body: [] },
    }),
  });
}

it('goes from the list to a session by its relative link, and back', async () => {
  renderSessions('/sessions');
  await userEvent.click(await screen.findByRole('link', { name: /^View legs session/ }));
  expect(await screen.findByRole('heading', { level: 1, name: 'legs' })).toBeInTheDocument();
  expect(await screen.findByText('No exercises yet.')).toBeInTheDocument();
  // The real timer and add panels are wired in.
  expect(screen.getByRole('button', { name: 'Quick Log' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: '← Back to Sessions' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sessions' })).toBeInTheDocument();
});

it('shows the area not-found page for a deeper unknown path', () => {
  renderSessions('/sessions/4/nope');
  expect(screen.getByText('This page does not exist')).toBeInTheDocument();
});

it('reopens the Quick Log a reload interrupted, with its text and a note (the real panel, through the page)', async () => {
  plantDraft('liftbook.draft.v1.quicklog.4', { text: 'Squat 5x5 @225', pending: [] });
  renderSessions('/sessions/4');
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
  renderSessions('/sessions/4');
  expect(await screen.findByLabelText('Exercise')).toHaveValue('Row');
  expect(screen.getByRole('button', { name: 'Manual Add Exercises' })).toHaveAttribute('aria-pressed', 'true');
});
