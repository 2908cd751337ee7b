import { renderArea, type MockRoutes } from '@liftbook/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { dateInputToUtcIso, todayInputValue, useGetCustomExerciseUsageQuery } from '@liftbook/shared';
import { bodyOf, listItem, pushA, requestsTo, startedSession } from '../../testing/routine-fixtures';
import { RoutineList } from './routine-list';

function SessionOpened() {
  return <p>Session page {useParams().sessionId}</p>;
}

/** What another area keeps on screen beside the list: the lifter's custom lifts with their use. */
function CustomLiftUsage() {
  const usage = useGetCustomExerciseUsageQuery();
  return <p>{usage.data ? `${usage.data.length} custom lifts` : 'No usage yet'}</p>;
}

function renderList(api: MockRoutes, beside?: React.ReactNode) {
  return renderArea(
    <>
      <Routes>
        <Route path="/routines" element={<RoutineList />} />
        <Route path="/routines/new" element={<p>New routine page</p>} />
        <Route path="/routines/:id" element={<p>Editor page</p>} />
        <Route path="/sessions/:sessionId" element={<SessionOpened />} />
      </Routes>
      {beside}
    </>,
    { route: '/routines', api },
  );
}

const PUSH_A = pushA(4);
const LEGS = { ...pushA(5), name: 'Legs', exercises: pushA().exercises.slice(0, 1) };

describe('/routines', () => {
  it('says "Loading routines..." while loading', () => {
    renderList({ 'GET /api/routines': { pending: true } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading routines...');
  });

  it('with none yet: "No routines yet" and Create Routine', async () => {
    renderList({ 'GET /api/routines': { body: [] } });
    expect(await screen.findByText('No routines yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Routine' })).toHaveAttribute('href', '/routines/new');
  });

  it('reads each routine it lists, so a Start with no network plans the session from that copy (the outbox keeps it)', async () => {
    const { fetchMock } = renderList({
      'GET /api/routines': { body: [listItem(PUSH_A), listItem(LEGS)] },
      'GET /api/routines/4': { body: PUSH_A },
      'GET /api/routines/5': { body: LEGS },
    });
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/routines/4')).toHaveLength(1));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/routines/5')).toHaveLength(1));
  });

  it('a failed load says so, and Retry loads again', async () => {
    let fail = true;
    const { user } = renderList({ 'GET /api/routines': () => (fail ? { status: 500 } : { body: [listItem(PUSH_A)] }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load routines');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Push A')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('each routine in a line: its name, "3 exercises · 5 sets", Start, Edit, Duplicate and Delete', async () => {
    renderList({ 'GET /api/routines': { body: [listItem(PUSH_A), listItem(LEGS)] } });
    const list = await screen.findByRole('list', { name: 'Routines' });
    const [push, legs] = within(list).getAllByRole('listitem');
    expect(push).toHaveTextContent('Push A');
    expect(push).toHaveTextContent('3 exercises · 5 sets');
    expect(legs).toHaveTextContent('1 exercise · 3 sets');
    expect(within(push!).getByRole('button', { name: 'Start Push A' })).toBeInTheDocument();
    expect(within(push!).getByRole('link', { name: 'Edit Push A' })).toHaveAttribute('href', '/routines/4');
    expect(within(push!).getByRole('button', { name: 'Duplicate Push A' })).toBeInTheDocument();
    expect(within(push!).getByRole('button', { name: 'Delete Push A' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Routine' })).toHaveAttribute('href', '/routines/new');
  });

  it('Start makes today’s session (the lifter’s local day) from the routine and opens it; a refusal is said and Start works again', async () => {
    const today = dateInputToUtcIso(todayInputValue())!;
    let refuse = true;
    const { user, fetchMock } = renderList({
      'GET /api/routines': { body: [listItem(PUSH_A)] },
      'POST /api/routines/4/start': () => (refuse ? { status: 500, body: { message: 'boom' } } : { status: 201, body: startedSession(31, today) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Start Push A' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start routine');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Start Push A' }));
    expect(await screen.findByText('Session page 31')).toBeInTheDocument();
    expect(await bodyOf(fetchMock, 'POST /api/routines/4/start')).toEqual({ session_date: today });
  });

  it('Start refreshes the custom lifts another area shows: a routine lift deleted from them is one again', async () => {
    const today = dateInputToUtcIso(todayInputValue())!;
    let started = false;
    const { user } = renderList(
      {
        'GET /api/routines': { body: [listItem(PUSH_A)] },
        'GET /api/custom_exercises/usage': () => ({ body: started ? [{ name: 'Landmine Press', logged_sets: 0, custom_exercise_id: 7 }] : [] }),
        'POST /api/routines/4/start': () => {
          started = true;
          return { status: 201, body: startedSession(31, today) };
        },
      },
      <CustomLiftUsage />,
    );
    expect(await screen.findByText('0 custom lifts')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Start Push A' }));
    expect(await screen.findByText('1 custom lifts')).toBeInTheDocument();
  });

  it('Duplicate asks the api for a copy, "Push A (copy)", which joins the list', async () => {
    let copies = 0;
    const { user, fetchMock } = renderList({
      'GET /api/routines': () => ({ body: copies ? [listItem({ ...PUSH_A, id: 9, name: 'Push A (copy)' }), listItem(PUSH_A)] : [listItem(PUSH_A)] }),
      'POST /api/routines/4/duplicate': () => {
        copies += 1;
        return { status: 201, body: { ...PUSH_A, id: 9, name: 'Push A (copy)' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Duplicate Push A' }));
    expect(await screen.findByText('Push A (copy)')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/routines/4/duplicate')).toHaveLength(1);
  });

  it('a refused Duplicate says why under the routine', async () => {
    const { user } = renderList({
      'GET /api/routines': { body: [listItem(PUSH_A)] },
      'POST /api/routines/4/duplicate': { status: 409, body: { message: 'You have 200 routines, the most Liftbook keeps: delete one first' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Duplicate Push A' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to duplicate routine: You have 200 routines, the most Liftbook keeps: delete one first');
  });

  it('Delete asks first; a failure stays in the dialog; confirmed, the routine leaves the list', async () => {
    let fail = true;
    let deleted = false;
    const { user } = renderList({
      'GET /api/routines': () => ({ body: deleted ? [listItem(LEGS)] : [listItem(PUSH_A), listItem(LEGS)] }),
      'DELETE /api/routines/4': () => {
        if (fail) return { status: 500 };
        deleted = true;
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Push A' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete routine?' });
    expect(dialog).toHaveTextContent('Delete the routine Push A?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete routine');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Push A')).not.toBeInTheDocument();
    expect(screen.getByText('Legs')).toBeInTheDocument();
  });
});
