// The goals area as the shell mounts it (under /goals/*), against a mocked api: every view,
// its states and its transitions.
import {
  makeCustomExercise,
  makeDictionaryExercise,
  makeGoalProgress,
  makeGoalWithProgress,
  makeProfile,
  renderArea,
  type MockRoutes,
} from '@liftbook/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GoalProgress, GoalWithProgress } from '@liftbook/shared/contract';
import GoalsArea from './goals-area';

const progress = (overrides: Partial<GoalProgress> = {}) => makeGoalProgress({ days_remaining: 30, ...overrides });
const goal = (overrides: Partial<GoalWithProgress> = {}) =>
  makeGoalWithProgress({ id: 1, target_date: '2099-01-31T00:00:00.000Z', progress: progress(), ...overrides });

/** The area as the shell mounts it, under /goals/*; returns the fetch mock. */
function renderAt(route: string, api: MockRoutes = {}) {
  return renderArea(<GoalsArea />, { route, path: '/goals/*', api }).fetchMock;
}
const user = () => userEvent.setup();

describe('list', () => {
  it('loading, then the empty state with Create Your First Goal', async () => {
    renderAt('/goals', { 'GET /api/goals': { body: [] } });
    expect(screen.getByText('Loading goals...')).toBeInTheDocument();
    expect(await screen.findByText('No goals yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Goal' })).toBeInTheDocument();
  });

  it('a failed load shows "Failed to fetch goals" in the banner; Retry loads again', async () => {
    let fail = true;
    renderAt('/goals', { 'GET /api/goals': () => (fail ? { status: 500 } : { body: [goal()] }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch goals');
    fail = false;
    await user().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Bench Press' })).toBeInTheDocument();
  });

  it('sections with counts; card rows, percent, on-track and the actions of each status', async () => {
    renderAt('/goals', {
      'GET /api/goals': {
        body: [
          goal(),
          goal({ id: 2, exercise_name: 'Squat', status: 'paused', progress: progress({ progress_percentage: 10, days_remaining: -3 }) }),
          goal({ id: 3, exercise_name: 'Deadlift', status: 'completed' }),
          goal({ id: 4, exercise_name: 'Row', progress: progress({ is_on_track: false, progress_percentage: 12.5 }) }),
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Active Goals (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Paused Goals (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Completed Goals (1)' })).toBeInTheDocument();
    const bench = within(screen.getByRole('article', { name: 'Bench Press' }));
    expect(bench.getByText('Active')).toBeInTheDocument();
    expect(bench.getByRole('progressbar', { name: 'Bench Press progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(bench.getByText('50%')).toBeInTheDocument();
    expect(bench.getByText('On track')).toBeInTheDocument();
    expect(bench.getByText('135 lbs × 5')).toBeInTheDocument();
    expect(bench.getByText('160 lbs × 5')).toBeInTheDocument();
    expect(bench.getByText('185 lbs × 5')).toBeInTheDocument();
    expect(bench.getByText('Jan 31, 2099')).toBeInTheDocument();
    expect(bench.getByText('30 days left')).toBeInTheDocument();
    const names = (card: string) => [...screen.getByRole('article', { name: card }).querySelectorAll('a, button')].map((b) => b.textContent);
    expect(names('Bench Press')).toEqual(['View Details', 'Edit', 'Pause', 'Complete', 'Delete']);
    expect(names('Squat')).toEqual(['View Details', 'Edit', 'Resume', 'Delete']);
    expect(names('Deadlift')).toEqual(['View Details', 'Edit', 'Delete']);
    expect(within(screen.getByRole('article', { name: 'Squat' })).getByText('Due 3 days ago')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Row' })).getByText('Behind')).toBeInTheDocument();
  });

  it('a goal at 100 % says so and offers Complete; it stays active until the lifter completes it', async () => {
    const fetch = renderAt('/goals', {
      'GET /api/goals': { body: [goal({ progress: progress({ progress_percentage: 100 }) })] },
      'PUT /api/goals/1': { body: goal({ status: 'completed' }) },
    });
    const card = within(await screen.findByRole('article', { name: 'Bench Press' }));
    expect(card.getByText('Target reached! Mark it complete when you are ready.')).toBeInTheDocument();
    expect(card.getByText('Active')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([r]) => (r as Request).method === 'PUT')).toHaveLength(0);
    await user().click(card.getByRole('button', { name: 'Complete Bench Press' }));
    await waitFor(() => expect(fetch.mock.calls.some(([r]) => (r as Request).method === 'PUT')).toBe(true));
    const put = fetch.mock.calls.find(([r]) => (r as Request).method === 'PUT')![0] as Request;
    expect(await put.json()).toEqual({ status: 'completed' });
  });

  it('Pause sends { status: paused }; a failure shows "Failed to update goal" in the banner', async () => {
    renderAt('/goals', { 'GET /api/goals': { body: [goal()] }, 'PUT /api/goals/1': { status: 500 } });
    await user().click(await screen.findByRole('button', { name: 'Pause Bench Press' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update goal');
  });

  it('Delete asks first; Cancel keeps it; confirming deletes; a failure says "Failed to delete goal"', async () => {
    const fetch = renderAt('/goals', { 'GET /api/goals': { body: [goal()] }, 'DELETE /api/goals/1': { status: 500 } });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Delete Bench Press' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete goal' });
    expect(dialog).toHaveTextContent('Delete the Bench Press goal? This cannot be undone.');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([r]) => (r as Request).method === 'DELETE')).toBe(false);
    await u.click(screen.getByRole('button', { name: 'Delete Bench Press' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete goal');
  });
});

describe('form', () => {
  it('+ Add New Goal opens the form (no Status field); Create sends nulls for empty numbers and returns to the list', async () => {
    const fetch = renderAt('/goals', { 'GET /api/goals': { body: [] }, 'POST /api/goals': { status: 201, body: goal() } });
    const u = user();
    await u.click(await screen.findByRole('link', { name: '+ Add New Goal' }));
    // The lifter's unit (here: no profile, so lbs).
    expect(screen.getByLabelText('Unit')).toHaveValue('lbs');
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Target Weight')).toHaveAttribute('step', '0.5');
    expect(screen.getByLabelText('Current Reps')).toHaveAttribute('min', '0');
    await u.type(screen.getByLabelText('Exercise'), 'Bench Press');
    await u.type(screen.getByLabelText('Target Weight'), '185');
    await u.type(screen.getByLabelText('Target Date'), '2099-01-31');
    await u.click(screen.getByRole('button', { name: 'Create Goal' }));
    expect(await screen.findByText('No goals yet')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([r]) => (r as Request).method === 'POST')![0] as Request;
    expect(await post.json()).toEqual({
      exercise_name: 'Bench Press',
      current_weight: null,
      current_reps: null,
      target_weight: 185,
      target_reps: null,
      target_date: '2099-01-31T00:00:00.000Z',
      status: 'active',
    });
  });

  it('a kg lifter: the card reads kg; the form starts in kg and sends lbs; an untouched weight keeps its saved lbs', async () => {
    const kg = { 'GET /api/user/profile': { body: makeProfile({ weight_unit: 'kg' }) } } as const;
    const saved = goal({
      current_weight: 225,
      current_reps: 5,
      target_weight: 315,
      target_reps: 3,
      progress: progress({ current_weight: 264.55, current_reps: 5, best_set_date: '2026-11-20T00:00:00.000Z' }),
    });
    const fetch = renderAt('/goals', {
      ...kg,
      'GET /api/goals': { body: [saved] },
      'POST /api/goals': { status: 201, body: goal() },
      'PUT /api/goals/1': { body: saved },
    });
    const card = await screen.findByRole('article', { name: 'Bench Press' });
    await waitFor(() => expect(within(card).getByText('102 kg × 5')).toBeInTheDocument());
    expect(within(card).getByText('120 kg × 5')).toBeInTheDocument();
    expect(within(card).getByText('143 kg × 3')).toBeInTheDocument();
    const u = user();
    await u.click(screen.getByRole('link', { name: '+ Add New Goal' }));
    await waitFor(() => expect(screen.getByLabelText('Unit')).toHaveValue('kg'));
    await u.type(screen.getByLabelText('Exercise'), 'Squat');
    await u.type(screen.getByLabelText('Target Weight'), '100');
    await u.type(screen.getByLabelText('Target Date'), '2099-01-31');
    await u.click(screen.getByRole('button', { name: 'Create Goal' }));
    await screen.findByRole('article', { name: 'Bench Press' });
    const post = fetch.mock.calls.find(([r]) => (r as Request).method === 'POST')![0] as Request;
    expect(await post.json()).toMatchObject({ exercise_name: 'Squat', target_weight: 220.46 });
  });

  it('editing in kg: the weights show in kg; a changed one is sent in lbs, an untouched one as saved', async () => {
    const saved = goal({ current_weight: 225, current_reps: 5, target_weight: 315, target_reps: 3 });
    const fetch = renderAt('/goals/1/edit', {
      'GET /api/user/profile': { body: makeProfile({ weight_unit: 'kg' }) },
      'GET /api/goals': { body: [saved] },
      'PUT /api/goals/1': { body: saved },
    });
    await waitFor(() => expect(screen.getByLabelText('Current Weight')).toHaveValue(102.06));
    const u = user();
    await u.clear(screen.getByLabelText('Target Weight'));
    await u.type(screen.getByLabelText('Target Weight'), '150');
    await u.click(screen.getByRole('button', { name: 'Update Goal' }));
    await waitFor(() => expect(fetch.mock.calls.some(([r]) => (r as Request).method === 'PUT')).toBe(true));
    const put = fetch.mock.calls.find(([r]) => (r as Request).method === 'PUT')![0] as Request;
    expect(await put.json()).toMatchObject({ current_weight: 225, target_weight: 330.69 });
  });

  it('required fields are named beside their inputs; nothing is sent', async () => {
    const fetch = renderAt('/goals/new', { 'GET /api/goals': { body: [] } });
    await screen.findByLabelText('Exercise');
    await user().click(screen.getByRole('button', { name: 'Create Goal' }));
    expect(screen.getByText('Exercise is required')).toBeInTheDocument();
    expect(screen.getByText('Target date is required')).toBeInTheDocument();
    expect(screen.getByText('Set a target weight, target reps or both')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([r]) => (r as Request).method === 'POST')).toBe(false);
  });

  it('"Failed to save goal" keeps what was typed', async () => {
    renderAt('/goals/new', { 'GET /api/goals': { body: [] }, 'POST /api/goals': { status: 500 } });
    const u = user();
    await u.type(await screen.findByLabelText('Exercise'), 'Pull Up');
    await u.type(screen.getByLabelText('Target Reps'), '15');
    await u.type(screen.getByLabelText('Target Date'), '2099-01-31');
    await u.click(screen.getByRole('button', { name: 'Create Goal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save goal');
    expect(screen.getByLabelText('Exercise')).toHaveValue('Pull Up');
    expect(screen.getByLabelText('Target Reps')).toHaveValue(15);
  });

  it('edit: filled from the goal, with Status; Cancel returns to the list', async () => {
    renderAt('/goals/1/edit', { 'GET /api/goals': { body: [goal({ status: 'paused' })] } });
    expect(await screen.findByLabelText('Exercise')).toHaveValue('Bench Press');
    expect(screen.getByLabelText('Current Weight')).toHaveValue(135);
    expect(screen.getByLabelText('Status')).toHaveValue('paused');
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Paused Goals (1)' })).toBeInTheDocument();
  });

  it('the exercise field suggests the shared catalog (dictionary and custom) ', async () => {
    renderAt('/goals/new', {
      'GET /api/dictionary_exercises': { body: [makeDictionaryExercise({ name: 'Back Squat' })] },
      'GET /api/custom_exercises': { body: [makeCustomExercise({ name: 'Zercher Squat' })] },
    });
    const field = await screen.findByLabelText('Exercise');
    const listId = field.getAttribute('list')!;
    await waitFor(() => expect([...document.getElementById(listId)!.querySelectorAll('option')].map((o) => o.value)).toEqual(['Back Squat', 'Zercher Squat']));
  });
});

describe('detail', () => {
  it('the circle, the breakdown with its weights, the details and the actions', async () => {
    renderAt('/goals/1', {
      'GET /api/goals': { body: [goal()] },
      'GET /api/goals/1/progress': {
        body: progress({ progress_percentage: 82.5, breakdown: { strength: 90, volume: 75, strength_weight: 50, volume_weight: 50 } }),
      },
    });
    expect(await screen.findByRole('img', { name: '82% of the goal reached' })).toBeInTheDocument();
    expect(screen.getByText('Strength (50%)')).toBeInTheDocument();
    expect(screen.getByText('90%')).toBeInTheDocument();
    expect(screen.getByText('Volume (50%)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
  });

  it('"No exercise data available yet" when nothing was logged since the goal started', async () => {
    renderAt('/goals/1', {
      'GET /api/goals': { body: [goal()] },
      'GET /api/goals/1/progress': { body: progress({ best_set_date: null, progress_percentage: 0 }) },
    });
    expect(await screen.findByText('No exercise data available yet')).toBeInTheDocument();
  });

  it('a failed progress call: "Failed to fetch progress" and "Unable to load progress data"', async () => {
    renderAt('/goals/1', { 'GET /api/goals': { body: [goal()] }, 'GET /api/goals/1/progress': { status: 500 } });
    expect(await screen.findByText('Failed to fetch progress')).toBeInTheDocument();
    expect(screen.getByText('Unable to load progress data')).toBeInTheDocument();
  });
});

it('an unknown inner path says it does not exist', () => {
  renderAt('/goals/1/nope/deeper', {});
  expect(screen.getByText('This page does not exist')).toBeInTheDocument();
});

describe('dead ends', () => {
  it.each(['/goals/xyz', '/goals/0', '/goals/1.5', '/goals/xyz/edit'])('%s is a not-found page with a way back, without a call', async (route) => {
    const fetch = renderAt(route, { 'GET /api/goals': { body: [goal()] } });
    expect(screen.getByRole('heading', { name: 'Goal not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Goals' })).toHaveAttribute('href', '/goals');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Give a stray call the chance to start: none does.
    await screen.findByRole('heading', { name: 'Goal not found' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a deleted goal's link: not found, with the way back to the list", async () => {
    renderAt('/goals/99', { 'GET /api/goals': { body: [goal()] } });
    expect(await screen.findByRole('heading', { name: 'Goal not found' })).toBeInTheDocument();
    await user().click(screen.getByRole('link', { name: 'Back to Goals' }));
    expect(await screen.findByRole('heading', { name: 'Bench Press' })).toBeInTheDocument();
  });
});
