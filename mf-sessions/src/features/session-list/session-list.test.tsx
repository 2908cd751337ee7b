import { renderArea, TEST_TOKEN, type MockRoutes } from '@liftbook/shared/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInputValue } from '@liftbook/shared';
import type { Session } from '@liftbook/shared/contract';
import { CONTINUE_TODAY, SessionList, START_TODAY } from './session-list';

const session = (id: number, date: string, type: string, notes: string | null = null): Session => ({
  id,
  session_date: `${date}T00:00:00.000Z`,
  session_type: type,
  notes,
  created_at: `${date}T18:00:00.000Z`,
  updated_at: `${date}T18:00:00.000Z`,
});

function renderList(api: MockRoutes) {
  return renderArea(<SessionList />, { route: '/sessions', path: '/sessions', api }).fetchMock;
}

const bodyOf = async (fetch: jest.Mock, key: string) => {
  const call = fetch.mock.calls.find(([r]) => `${(r as Request).method} ${new URL((r as Request).url).pathname}` === key);
  return call ? (call[0] as Request).json() : undefined;
};

describe('Sessions list', () => {
  it('says "Loading sessions..." while loading', () => {
    renderList({ 'GET /api/sessions': { pending: true } });
    expect(screen.getByRole('heading', { level: 1, name: 'Sessions' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading sessions...');
  });

  it('lists sessions newest first, dates in UTC, each with View, Edit and Delete', async () => {
    const fetch = renderList({
      'GET /api/sessions': { body: [session(1, '2026-11-18', 'push', 'Felt strong'), session(2, '2026-11-20', 'legs')] },
    });
    const list = await screen.findByRole('list', { name: 'Sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('legs')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Fri, Nov 20, 2026')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Wed, Nov 18, 2026')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Felt strong')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'View legs session of Fri, Nov 20, 2026' })).toHaveAttribute('href', '/sessions/2');
    expect(within(items[0]!).getByRole('button', { name: /^Edit legs/ })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: /^Delete legs/ })).toBeInTheDocument();
    expect((fetch.mock.calls[0]![0] as Request).headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('shows what each session holds, in the lifter’s unit, and the whole card opens the session', async () => {
    renderList({
      'GET /api/user/profile': { body: { id: 1, name: 'Lifter', email: null, weight_unit: 'kg' } },
      'GET /api/sessions': {
        body: [
          { ...session(2, '2026-11-20', 'legs'), summary: { exercise_count: 4, set_count: 12, volume_lbs: 8450.4 } },
          { ...session(1, '2026-11-18', 'rest'), summary: { exercise_count: 0, set_count: 0, volume_lbs: 0 } },
        ],
      },
    });
    const items = within(await screen.findByRole('list', { name: 'Sessions' })).getAllByRole('listitem');
    expect(await within(items[0]!).findByText('4 exercises · 12 sets · 3,833 kg')).toBeInTheDocument();
    expect(within(items[1]!).getByText('No exercises yet')).toBeInTheDocument();
    // The title is a real link (the card's stretched link), described by the date and the summary.
    const title = within(items[0]!).getByRole('link', { name: 'legs' });
    expect(title).toHaveAttribute('href', '/sessions/2');
    expect(title).toHaveAccessibleDescription('Fri, Nov 20, 2026 4 exercises · 12 sets · 3,833 kg');
    expect(within(items[0]!).getByRole('link', { name: /^View legs/ })).toHaveAttribute('href', '/sessions/2');
  });

  it('offers one tap to today’s workout: Start, or Continue when today has a session', async () => {
    const today = todayInputValue();
    renderList({ 'GET /api/sessions': { body: [session(1, '2020-01-01', 'push')] } });
    await screen.findByRole('list', { name: 'Sessions' });
    expect(screen.getByRole('link', { name: START_TODAY })).toHaveAttribute('href', '/sessions/today');
    cleanup();
    renderList({ 'GET /api/sessions': { body: [session(2, today, 'pull')] } });
    expect(await screen.findByRole('link', { name: CONTINUE_TODAY })).toHaveAttribute('href', '/sessions/today');
  });

  it('shows the empty state', async () => {
    renderList({ 'GET /api/sessions': { body: [] } });
    expect(await screen.findByText('No sessions yet. Add your first one above!')).toBeInTheDocument();
  });

  it('shows "Failed to load sessions" with Retry on failure', async () => {
    renderList({ 'GET /api/sessions': { status: 500, body: { message: 'boom' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load sessions');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('Add form', () => {
  it('defaults the date to today and shows the type placeholder', async () => {
    renderList({ 'GET /api/sessions': { body: [] } });
    expect(screen.getByLabelText('Date')).toHaveValue(todayInputValue());
    expect(screen.getByLabelText('Type')).toHaveAttribute('placeholder', 'push / pull / legs');
    expect(screen.getByLabelText('Notes (optional)')).toHaveValue('');
  });

  it('requires date and type, without calling the api', async () => {
    const fetch = renderList({ 'GET /api/sessions': { body: [] } });
    await userEvent.clear(screen.getByLabelText('Date'));
    await userEvent.click(screen.getByRole('button', { name: 'Add Session' }));
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription('Date is required');
    expect(screen.getByLabelText('Type')).toHaveAccessibleDescription('Type is required');
    expect(fetch.mock.calls.some(([r]) => (r as Request).method === 'POST')).toBe(false);
  });

  it('creates a session at UTC midnight, then clears the form and lists it', async () => {
    let sessions: Session[] = [];
    const fetch = renderList({
      'GET /api/sessions': () => ({ body: sessions }),
      'POST /api/sessions': () => {
        sessions = [session(5, '2026-11-20', 'pull', 'Back day')];
        return { status: 201, body: sessions[0] };
      },
    });
    await screen.findByText('No sessions yet. Add your first one above!');
    await userEvent.clear(screen.getByLabelText('Date'));
    await userEvent.type(screen.getByLabelText('Date'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('Type'), ' pull ');
    await userEvent.type(screen.getByLabelText('Notes (optional)'), 'Back day');
    await userEvent.click(screen.getByRole('button', { name: 'Add Session' }));
    expect(await screen.findByText('Back day')).toBeInTheDocument();
    expect(await bodyOf(fetch, 'POST /api/sessions')).toEqual({ session_date: '2026-11-20T00:00:00.000Z', session_type: 'pull', notes: 'Back day' });
    expect(screen.getByLabelText('Type')).toHaveValue('');
    expect(screen.getByLabelText('Notes (optional)')).toHaveValue('');
  });

  it('shows "Error: HTTP 500" on failure and keeps what was typed', async () => {
    renderList({ 'GET /api/sessions': { body: [] }, 'POST /api/sessions': { status: 500, body: { message: 'boom' } } });
    await userEvent.type(screen.getByLabelText('Type'), 'legs');
    await userEvent.type(screen.getByLabelText('Notes (optional)'), 'Heavy squats');
    await userEvent.click(screen.getByRole('button', { name: 'Add Session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: HTTP 500');
    expect(screen.getByLabelText('Type')).toHaveValue('legs');
    expect(screen.getByLabelText('Notes (optional)')).toHaveValue('Heavy squats');
  });

  it('shows "An error occurred" when the network fails', async () => {
    const fetch = renderList({ 'GET /api/sessions': { body: [] } });
    await screen.findByText('No sessions yet. Add your first one above!');
    fetch.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    await userEvent.type(screen.getByLabelText('Type'), 'legs');
    await userEvent.click(screen.getByRole('button', { name: 'Add Session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.getByLabelText('Type')).toHaveValue('legs');
  });
});

describe('Inline edit', () => {
  it('edits a session in place and saves it', async () => {
    let sessions = [session(1, '2026-11-18', 'push', 'Felt strong')];
    const fetch = renderList({
      'GET /api/sessions': () => ({ body: sessions }),
      'PUT /api/sessions/1': () => {
        sessions = [session(1, '2026-11-19', 'push day', 'Felt strong')];
        return { body: sessions[0] };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Edit push/ }));
    const form = screen.getByRole('form', { name: 'Edit push session' });
    expect(within(form).getByLabelText('Date')).toHaveValue('2026-11-18');
    await userEvent.clear(within(form).getByLabelText('Type'));
    await userEvent.type(within(form).getByLabelText('Type'), 'push day');
    await userEvent.clear(within(form).getByLabelText('Date'));
    await userEvent.type(within(form).getByLabelText('Date'), '2026-11-19');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit push session' })).not.toBeInTheDocument());
    expect(await screen.findByText('push day')).toBeInTheDocument();
    expect(await bodyOf(fetch, 'PUT /api/sessions/1')).toEqual({ session_date: '2026-11-19T00:00:00.000Z', session_type: 'push day', notes: 'Felt strong' });
  });

  it('validates like the add form and Cancel leaves the session as it was', async () => {
    renderList({ 'GET /api/sessions': { body: [session(1, '2026-11-18', 'push')] } });
    await userEvent.click(await screen.findByRole('button', { name: /^Edit push/ }));
    const form = screen.getByRole('form', { name: 'Edit push session' });
    await userEvent.clear(within(form).getByLabelText('Type'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Type')).toHaveAccessibleDescription('Type is required');
    // Filled in: the message goes at once, not at the next Save.
    await userEvent.type(within(form).getByLabelText('Type'), 'pull');
    expect(within(form).queryByText('Type is required')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('push')).toBeInTheDocument();
  });

  it('keeps the edit open with "Failed to update session" on failure', async () => {
    renderList({ 'GET /api/sessions': { body: [session(1, '2026-11-18', 'push')] }, 'PUT /api/sessions/1': { status: 500 } });
    await userEvent.click(await screen.findByRole('button', { name: /^Edit push/ }));
    const form = screen.getByRole('form', { name: 'Edit push session' });
    await userEvent.type(within(form).getByLabelText('Type'), ' heavy');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to update session');
    expect(within(form).getByLabelText('Type')).toHaveValue('push heavy');
  });
});

describe('Delete', () => {
  it('asks first, naming the session, and deletes on confirm', async () => {
    let sessions = [session(1, '2026-11-18', 'push'), session(2, '2026-11-20', 'legs')];
    const fetch = renderList({
      'GET /api/sessions': () => ({ body: sessions }),
      'DELETE /api/sessions/1': () => {
        sessions = sessions.filter((s) => s.id !== 1);
        return { status: 204 };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Delete push/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete session?' });
    expect(dialog).toHaveTextContent('Delete the push session of Wed, Nov 18, 2026, with all its exercises and sets?');
    expect(fetch.mock.calls.some(([r]) => (r as Request).method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('push')).not.toBeInTheDocument());
    expect(screen.getByText('legs')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancel deletes nothing', async () => {
    const fetch = renderList({ 'GET /api/sessions': { body: [session(1, '2026-11-18', 'push')] } });
    await userEvent.click(await screen.findByRole('button', { name: /^Delete push/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([r]) => (r as Request).method === 'DELETE')).toBe(false);
  });

  it('says "Failed to delete session" in the dialog on failure', async () => {
    renderList({ 'GET /api/sessions': { body: [session(1, '2026-11-18', 'push')] }, 'DELETE /api/sessions/1': { status: 500 } });
    await userEvent.click(await screen.findByRole('button', { name: /^Delete push/ }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete session');
  });
});

describe('Sessions list, a page at a time', () => {
  /** `count` sessions, newest first, ids from `firstId` down, a day apart from 2026-06-30. */
  const page = (firstId: number, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const day = new Date(Date.UTC(2026, 5, 30) - (firstId - 1000 + i) * 86_400_000).toISOString().slice(0, 10);
      return session(firstId - i, day, `type ${firstId - i}`);
    });
  const urls = (fetch: jest.Mock) =>
    fetch.mock.calls
      .map(([r]) => new URL((r as Request).url))
      .filter((u) => u.pathname === '/api/sessions')
      .map((u) => u.search);

  it('shows the newest 50, then "Show more sessions" loads the next page after the last one shown', async () => {
    const fetch = renderList({
      'GET /api/sessions?limit=50': { body: page(1000, 50) },
      'GET /api/sessions?limit=50&before=951': { body: page(950, 3) },
    });
    const list = await screen.findByRole('list', { name: 'Sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show more sessions' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(53));
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('type 948');
    // A short page is the last: nothing more to show.
    expect(screen.queryByRole('button', { name: 'Show more sessions' })).not.toBeInTheDocument();
    expect(urls(fetch)).toEqual(['?limit=50', '?limit=50&before=951']);
  });

  it('offers no more when the first page is not full', async () => {
    renderList({ 'GET /api/sessions?limit=50': { body: page(1000, 49) } });
    await screen.findByRole('list', { name: 'Sessions' });
    expect(screen.queryByRole('button', { name: 'Show more sessions' })).not.toBeInTheDocument();
  });

  it('a next page that fails keeps the list, says so, and Retry loads it', async () => {
    let fails = true;
    renderList({
      'GET /api/sessions?limit=50': { body: page(1000, 50) },
      'GET /api/sessions?limit=50&before=951': () => (fails ? { status: 503 } : { body: page(950, 1) }),
    });
    const list = await screen.findByRole('list', { name: 'Sessions' });
    await userEvent.click(screen.getByRole('button', { name: 'Show more sessions' }));
    expect(await screen.findByText('Failed to load sessions')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(51));
    expect(screen.queryByText('Failed to load sessions')).not.toBeInTheDocument();
  });
});
