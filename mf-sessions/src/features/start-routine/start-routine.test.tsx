import { renderArea, type MockRoutes } from '@liftbook/shared/testing';
import { screen } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { dateInputToUtcIso, todayInputValue } from '@liftbook/shared';
import type { Exercise, LastTime } from '@liftbook/shared/contract';
import { useSessionPage } from '../../api/use-session-page';
import { requestsTo, startedSession } from '../../testing/routine-fixtures';
import { StartRoutine } from './start-routine';

/** The session page's data as the page reads it: its exercises and last time once they are in. */
function SessionOpened() {
  const id = Number(useParams().sessionId);
  const page = useSessionPage(id);
  return (
    <>
      <p>Session page {id}</p>
      {page.loading ? null : (
        <ul aria-label="Exercises">
          {page.exercises?.map((e) => (
            <li key={e.id}>
              {e.name}: {e.planned_sets.length} planned, last time {page.lastTimes?.find((t) => t.lift === e.name.toLowerCase())?.session_date ?? 'none'}
            </li>
          ))}
        </ul>
      )}
    </>
  );
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

  it('reads the list once and the checklist not at all: the start’s answer carries its page (issue 33)', async () => {
    const bench = { id: 301, name: 'Bench Press', position: 1, sets: [], planned_sets: [{ id: 1 }, { id: 2 }] } as unknown as Exercise;
    const lastTime = { lift: 'bench press', name: 'Bench Press', session_id: 20, session_date: '2026-11-20T00:00:00.000Z', sets: [] } as LastTime;
    const { fetchMock } = render('/routines/11/start', {
      'GET /api/sessions': { body: [] },
      'POST /api/routines/11/start': {
        status: 201,
        body: { ...startedSession(31, today), routine_id: 11, exercises: [bench], last_times: [lastTime], records: [] },
      },
    });
    expect(await screen.findByRole('listitem')).toHaveTextContent('Bench Press: 2 planned, last time 2026-11-20T00:00:00.000Z');
    expect(requestsTo(fetchMock, 'GET /api/sessions')).toHaveLength(1);
    expect(fetchMock.mock.calls.map(([r]) => `${(r as Request).method} ${new URL((r as Request).url).pathname}`)).toEqual([
      'GET /api/sessions',
      'POST /api/routines/11/start',
    ]);
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
