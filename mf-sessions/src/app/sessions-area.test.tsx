import { mockFetch } from '@liftbook/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createLiftbookStore, createStaticAuthPort, provideAuthPort } from '@liftbook/shared';
import SessionsArea from './sessions-area';

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
