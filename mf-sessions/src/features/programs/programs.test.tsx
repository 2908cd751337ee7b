import { renderArea, type MockRoutes } from '@liftbook/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Program } from '@liftbook/shared/contract';
import { bodyOf, listItem, pushA, requestsTo } from '../../testing/routine-fixtures';
import { ProgramsPage } from './programs-page';
import { ProgramsPanel } from './programs-panel';

const PROFILE = { 'GET /api/user/profile': { body: { id: 1, name: 'Ana', email: 'ana@example.com', weight_unit: 'kg' } } };

const fiveByFive: Program = {
  id: 3,
  name: '5×5',
  built_in: 'five-by-five',
  routines: [
    { id: 10, name: '5×5 Workout A' },
    { id: 11, name: '5×5 Workout B' },
  ],
  next_routine_id: 11,
  created_at: '2026-11-27T08:00:00.000Z',
};

function render(route: string, api: MockRoutes) {
  return renderArea(
    <Routes>
      <Route path="/routines" element={<ProgramsPanel />} />
      <Route path="/routines/programs" element={<ProgramsPage />} />
    </Routes>,
    { route, api: { ...PROFILE, ...api } },
  );
}

describe('the programs panel on /routines', () => {
  it('shows each program with its next routine and one button to start it', async () => {
    render('/routines', { 'GET /api/programs': { body: [fiveByFive] } });
    const list = await screen.findByRole('list', { name: 'Your programs' });
    expect(within(list).getByText('Next: 5×5 Workout B')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Start 5×5 Workout B' })).toHaveAttribute('href', '/routines/11/start');
    expect(screen.getByRole('link', { name: 'Start a program' })).toHaveAttribute('href', '/routines/programs');
  });

  it('a failed load says so, and Retry asks again', async () => {
    let fail = true;
    const { user } = render('/routines', { 'GET /api/programs': () => (fail ? { status: 500, body: {} } : { body: [fiveByFive] }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load programs');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Start 5×5 Workout B' })).toBeInTheDocument();
  });
});

describe('/routines/programs', () => {
  it('lists the three built-in programs with a line each', async () => {
    render('/routines/programs', { 'GET /api/routines': { body: [] } });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['5×5', 'Push/Pull/Legs', '5/3/1']);
    expect(await screen.findByRole('link', { name: 'Create a routine' })).toHaveAttribute('href', '/routines/new');
  });

  it('Start program asks for the lifts’ weights in the lifter’s unit and sends what was typed', async () => {
    const { user, fetchMock } = render('/routines/programs', {
      'GET /api/routines': { body: [] },
      'POST /api/programs': { status: 201, body: fiveByFive },
    });
    await user.click(screen.getByRole('button', { name: 'Start program 5×5' }));
    const form = await screen.findByRole('form', { name: 'Start 5×5' });
    await waitFor(() => expect(within(form).getByLabelText('Squat (kg)')).toBeInTheDocument());
    await user.type(within(form).getByLabelText('Squat (kg)'), '100');
    await user.type(within(form).getByLabelText('Deadlift (kg)'), '120,5');
    await user.click(within(form).getByRole('button', { name: 'Start 5×5' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/programs')).toHaveLength(1));
    expect(await bodyOf(fetchMock, 'POST /api/programs')).toEqual({ key: 'five-by-five', weights: { Squat: 100, Deadlift: 120.5 } });
  });

  it('a bad figure keeps what was typed, says why, and sends nothing', async () => {
    const { user, fetchMock } = render('/routines/programs', { 'GET /api/routines': { body: [] } });
    await user.click(screen.getByRole('button', { name: 'Start program 5/3/1' }));
    const form = await screen.findByRole('form', { name: 'Start 5/3/1' });
    const squat = await within(form).findByLabelText('Squat training max (kg)');
    await user.type(squat, '2500');
    await user.click(within(form).getByRole('button', { name: 'Start 5/3/1' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Enter a weight above 0 and up to 2000 kg, or leave it empty');
    expect(squat).toHaveValue('2500');
    expect(squat).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, 'POST /api/programs')).toHaveLength(0);
  });

  it('builds the lifter’s own program from their routines in order', async () => {
    const legs = { ...pushA(5), name: 'Legs' };
    const { user, fetchMock } = render('/routines/programs', {
      'GET /api/routines': { body: [listItem(pushA(4)), listItem(legs)] },
      'POST /api/programs': { status: 201, body: { ...fiveByFive, built_in: null } },
    });
    const form = await screen.findByRole('form', { name: 'Build your own program' });
    await user.click(within(form).getByRole('button', { name: 'Save program' }));
    expect(within(form).getByText('Name the program')).toBeInTheDocument();
    expect(within(form).getAllByText('Choose a routine for this day')).toHaveLength(2);
    await user.type(within(form).getByLabelText('Program name'), 'Push/Legs');
    await user.selectOptions(within(form).getByLabelText('Day 1'), 'Legs');
    await user.selectOptions(within(form).getByLabelText('Day 2'), 'Push A');
    await user.click(within(form).getByRole('button', { name: 'Save program' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/programs')).toHaveLength(1));
    expect(await bodyOf(fetchMock, 'POST /api/programs')).toEqual({ name: 'Push/Legs', routine_ids: [5, 4] });
  });

  it('a routine the api refuses shows on its day, and the form keeps the choice', async () => {
    const legs = { ...pushA(5), name: 'Legs' };
    const { user } = render('/routines/programs', {
      'GET /api/routines': { body: [listItem(pushA(4)), listItem(legs)] },
      'POST /api/programs': { status: 404, body: { message: 'Routine not found', field: 'routine_ids[1]' } },
    });
    const form = await screen.findByRole('form', { name: 'Build your own program' });
    await user.type(within(form).getByLabelText('Program name'), 'P');
    await user.selectOptions(within(form).getByLabelText('Day 1'), 'Legs');
    await user.selectOptions(within(form).getByLabelText('Day 2'), 'Push A');
    await user.click(within(form).getByRole('button', { name: 'Save program' }));
    expect(await within(form).findByText('Routine not found', { selector: '.lb-field__error' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Day 2')).toHaveValue('4');
    expect(within(form).getByText('Failed to save program: Routine not found')).toBeInTheDocument();
  });
});
