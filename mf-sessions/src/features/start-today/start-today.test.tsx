import { renderArea, type MockRoutes } from '@liftbook/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { dateInputToUtcIso, todayInputValue } from '@liftbook/shared';
import type { Session } from '@liftbook/shared/contract';
import { StartToday } from './start-today';

const TODAY = dateInputToUtcIso(todayInputValue())!;
const session = (id: number, date: string, created = '2026-01-01T08:00:00.000Z'): Session => ({
  id,
  session_date: date,
  session_type: 'push',
  notes: null,
  created_at: created,
  updated_at: created,
});

function Opened() {
  return <p>Session page {useParams().sessionId}</p>;
}

function start(api: MockRoutes) {
  return renderArea(
    <StrictMode>
      <Routes>
        <Route path="/sessions/today" element={<StartToday />} />
        <Route path="/sessions/:sessionId" element={<Opened />} />
        <Route path="/sessions" element={<p>Sessions list</p>} />
      </Routes>
    </StrictMode>,
    { route: '/sessions/today', api },
  ).fetchMock;
}

const posts = (fetch: jest.Mock) => fetch.mock.calls.filter(([r]) => (r as Request).method === 'POST').map(([r]) => r as Request);

describe('/sessions/today: one tap to today’s workout', () => {
  it('opens today’s session when there is one (the one made last), creating nothing', async () => {
    const fetch = start({
      'GET /api/sessions': {
        body: [session(9, '2099-01-01T00:00:00.000Z'), session(4, TODAY, '2026-01-01T07:00:00.000Z'), session(5, TODAY, '2026-01-01T09:00:00.000Z')],
      },
    });
    expect(await screen.findByText('Session page 5')).toBeInTheDocument();
    expect(posts(fetch)).toEqual([]);
  });

  it('starts today’s session once (React’s double effect included) and opens it', async () => {
    const fetch = start({
      'GET /api/sessions': { body: [session(3, '2020-05-05T00:00:00.000Z')] },
      'POST /api/sessions': { status: 201, body: session(77, TODAY) },
    });
    expect(await screen.findByText('Session page 77')).toBeInTheDocument();
    const made = posts(fetch);
    expect(made).toHaveLength(1);
    expect(await made[0]!.json()).toEqual({ session_date: TODAY, session_type: 'Workout', notes: null });
  });

  it('says what failed, with Retry and a way back, when the session cannot be made', async () => {
    let fails = true;
    const fetch = start({
      'GET /api/sessions': { body: [] },
      'POST /api/sessions': () => (fails ? { status: 500, body: { message: 'boom' } } : { status: 201, body: session(78, TODAY) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: HTTP 500');
    expect(screen.getByRole('link', { name: 'Back to Sessions' })).toHaveAttribute('href', '/sessions');
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Session page 78')).toBeInTheDocument();
    await waitFor(() => expect(posts(fetch)).toHaveLength(2));
  });
});
