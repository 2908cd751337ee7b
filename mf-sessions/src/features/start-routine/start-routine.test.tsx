import { renderArea, type MockRoutes } from '@liftbook/shared/testing';
import { screen } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { dateInputToUtcIso, todayInputValue } from '@liftbook/shared';
import { requestsTo, startedSession } from '../../testing/routine-fixtures';
import { StartRoutine } from './start-routine';

function SessionOpened() {
  return <p>Session page {useParams().sessionId}</p>;
}

function render(route: string, api: MockRoutes) {
  return renderArea(
    <Routes>
      <Route path="/routines/:routineId/start" element={<StartRoutine />} />
      <Route path="/sessions/:sessionId" element={<SessionOpened />} />
    </Routes>,
    { route, api },
  );
}

describe('/routines/:id/start', () => {
  const today = dateInputToUtcIso(todayInputValue())!;

  it('starts the routine once and opens its session', async () => {
    const { fetchMock } = render('/routines/11/start', {
      'GET /api/sessions': { body: [] },
      'POST /api/routines/11/start': { status: 201, body: { ...startedSession(31, today), routine_id: 11 } },
    });
    expect(await screen.findByText('Session page 31')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/routines/11/start')).toHaveLength(1);
  });

  it('opens today’s unfinished session of the routine rather than starting a second', async () => {
    const { fetchMock } = render('/routines/11/start', {
      'GET /api/sessions': {
        body: [{ ...startedSession(30, today), routine_id: 11, finished_at: null, summary: { exercise_count: 0, set_count: 0, volume_lbs: 0 } }],
      },
    });
    expect(await screen.findByText('Session page 30')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/routines/11/start')).toHaveLength(0);
  });

  it('a refused start says why and offers a retry', async () => {
    render('/routines/11/start', {
      'GET /api/sessions': { body: [] },
      'POST /api/routines/11/start': { status: 404, body: { message: 'Routine not found' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start routine: Routine not found');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
