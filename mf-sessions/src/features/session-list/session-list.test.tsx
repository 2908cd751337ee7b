import { mockFetch } from '@liftbook/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createLiftbookStore, createStaticAuthPort, provideAuthPort } from '@liftbook/shared';
import type { Session } from '@liftbook/shared/contract';
import SessionsArea from '../../app/sessions-area';

const session = (id: number, date: string, type: string, notes: string | null = null): Session => ({
  id,
  session_date: `${date}T00:00:00.000Z`,
  session_type: type,
  notes,
  created_at: `${date}T18:00:00.000Z`,
  updated_at: `${date}T18:00:00.000Z`,
});

function renderSessions(path = '/sessions') {
  provideAuthPort(createStaticAuthPort({ name: 'Ana', username: 'ana@example.com' }, 'tok'));
  return render(
    <Provider store={createLiftbookStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/sessions/*" element={<SessionsArea />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('Sessions list', () => {
  it('says "Loading sessions..." while loading', () => {
    mockFetch({ 'GET /api/sessions': { pending: true } });
    renderSessions();
    expect(screen.getByRole('heading', { level: 1, name: 'Sessions' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading sessions...');
  });

  it('lists sessions newest first, dates in UTC, each with View', async () => {
    const fetch = mockFetch({
      'GET /api/sessions': { body: [session(1, '2026-11-18', 'push', 'Felt strong'), session(2, '2026-11-20', 'legs')] },
    });
    renderSessions();
    const list = await screen.findByRole('list', { name: 'Sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['legsFri, Nov 20, 2026View', 'pushWed, Nov 18, 2026Felt strongView']);
    expect(within(items[0]!).getByRole('link', { name: 'View legs session' })).toHaveAttribute('href', '/sessions/2');
    expect((fetch.mock.calls[0]![0] as Request).headers.get('Authorization')).toBe('Bearer tok');
  });

  it('shows the empty state', async () => {
    mockFetch({ 'GET /api/sessions': { body: [] } });
    renderSessions();
    expect(await screen.findByText('No sessions yet. Add your first one above!')).toBeInTheDocument();
  });

  it('shows "Failed to load sessions" with Retry on failure', async () => {
    mockFetch({ 'GET /api/sessions': { status: 500, body: { message: 'boom' } } });
    renderSessions();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load sessions');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('opens a session by its relative link', () => {
    mockFetch({});
    renderSessions('/sessions/42');
    expect(screen.getByRole('heading', { name: 'Session #42' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Sessions' })).toHaveAttribute('href', '/sessions');
  });
});
