import { makeCustomExercise, makeDictionaryExercise, renderArea } from '@liftbook/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { CustomExercise } from '@liftbook/shared/contract';
import ExercisesArea from '../../app/exercises-area';

const dictionary = [makeDictionaryExercise({ id: 1, name: 'Zercher Squat' })];

function renderManager(initial: CustomExercise[], overrides: Record<string, (request: Request) => { status?: number; body?: unknown }> = {}) {
  let custom = [...initial];
  const sent: { method: string; url: string; body: unknown }[] = [];
  const record = async (request: Request) =>
    sent.push({ method: request.method, url: new URL(request.url).pathname, body: request.method === 'DELETE' ? null : await request.clone().json() });
  const result = renderArea(<ExercisesArea />, {
    route: '/exercises',
    path: '/exercises/*',
    api: {
      'GET /api/dictionary_exercises': { body: dictionary },
      'GET /api/custom_exercises': () => ({ body: custom }),
      'POST /api/custom_exercises': (request) => {
        void record(request);
        const body = JSON.parse((request as unknown as { body: string }).body) as { name: string };
        const created = makeCustomExercise({ id: 99, name: body.name });
        custom = [...custom, created];
        return { status: 201, body: created };
      },
      ...overrides,
    },
  });
  return { ...result, sent, setCustom: (next: CustomExercise[]) => (custom = next) };
}

async function open(user: ReturnType<typeof renderArea>['user']) {
  await user.click(screen.getByRole('button', { name: 'Manage Custom Exercises' }));
  return screen.getByRole('region', { name: 'Manage Custom Exercises' });
}

describe('Manage Custom Exercises', () => {
  it('opens from the page and closes back to it', async () => {
    const { user } = renderManager([]);
    const manager = await open(user);
    expect(await within(manager).findByText('No custom exercises yet')).toBeInTheDocument();
    await user.click(within(manager).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Manage Custom Exercises' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Exercise', { selector: 'select' })).toBeInTheDocument();
  });

  it('creates a trimmed name; Create is disabled while the name is blank', async () => {
    const { user, sent } = renderManager([]);
    const manager = await open(user);
    const create = within(manager).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(within(manager).getByLabelText('New exercise name'), '   ');
    expect(create).toBeDisabled();
    await user.type(within(manager).getByLabelText('New exercise name'), 'Sled   Push  ');
    expect(create).toBeEnabled();
    await user.click(create);
    expect(await within(manager).findByText('Sled Push')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', url: '/api/custom_exercises', body: { name: 'Sled Push' } }]);
    expect(within(manager).getByLabelText('New exercise name')).toHaveValue('');
  });

  it.each([
    ['the dictionary', 'zercher squat', 'Zercher Squat is already in the exercise dictionary'],
    ['one of mine', 'AXLE press', 'You already have an exercise named Axle Press'],
  ])('a duplicate of %s in any case gets a clear message and keeps what was typed', async (_case, typed, message) => {
    const { user, sent } = renderManager([makeCustomExercise({ id: 10, name: 'Axle Press' })]);
    const manager = await open(user);
    await within(manager).findByText('Axle Press');
    await user.type(within(manager).getByLabelText('New exercise name'), typed);
    await user.click(within(manager).getByRole('button', { name: 'Create' }));
    expect(await within(manager).findByText(message)).toBeInTheDocument();
    expect(within(manager).getByLabelText('New exercise name')).toHaveValue(typed);
    expect(sent).toEqual([]);
  });

  it('a create the api refuses (its 409 backs up the check above) says the spec’s words and keeps the name typed', async () => {
    const { user } = renderManager([], {
      'POST /api/custom_exercises': () => ({
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'You already have an exercise named Log Press' },
      }),
    });
    const manager = await open(user);
    await user.type(within(manager).getByLabelText('New exercise name'), 'Log Press');
    await user.click(within(manager).getByRole('button', { name: 'Create' }));
    expect(await within(manager).findByRole('alert')).toHaveTextContent(/^Failed to create exercise$/);
    expect(within(manager).getByLabelText('New exercise name')).toHaveValue('Log Press');
  });

  it('renames; an empty or unchanged rename is ignored (no call)', async () => {
    const calls: unknown[] = [];
    const { user } = renderManager([makeCustomExercise({ id: 10, name: 'Axle Press' })], {
      'PUT /api/custom_exercises/10': (request) => {
        const body = JSON.parse((request as unknown as { body: string }).body);
        calls.push(body);
        return { body: makeCustomExercise({ id: 10, name: body.name }) };
      },
    });
    const manager = await open(user);
    await user.click(await within(manager).findByRole('button', { name: 'Rename Axle Press' }));
    await user.click(within(manager).getByRole('button', { name: 'Save' }));
    expect(within(manager).getByRole('button', { name: 'Rename Axle Press' })).toBeInTheDocument();
    await user.click(within(manager).getByRole('button', { name: 'Rename Axle Press' }));
    await user.clear(within(manager).getByLabelText('New name for Axle Press'));
    await user.click(within(manager).getByRole('button', { name: 'Save' }));
    expect(calls).toEqual([]);
    await user.click(within(manager).getByRole('button', { name: 'Rename Axle Press' }));
    await user.clear(within(manager).getByLabelText('New name for Axle Press'));
    await user.type(within(manager).getByLabelText('New name for Axle Press'), ' Log Press ');
    await user.click(within(manager).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toEqual([{ name: 'Log Press' }]));
  });

  it('deletes after asking; a failed delete says why inside the dialog, which stays open', async () => {
    let fail = true;
    const { user, setCustom } = renderManager([makeCustomExercise({ id: 10, name: 'Axle Press' })], {
      'DELETE /api/custom_exercises/10': () => {
        if (fail) return { status: 500 };
        setCustom([]);
        return { status: 204 };
      },
      'GET /api/custom_exercises/usage': () => ({ body: [{ name: 'Axle Press', logged_sets: 24, custom_exercise_id: 10 }] }),
    });
    const manager = await open(user);
    await user.click(await within(manager).findByRole('button', { name: 'Delete Axle Press' }));
    const dialog = screen.getByRole('dialog');
    // How many logged sets it has, and that they stay.
    expect(
      await within(dialog).findByText('Delete Axle Press? It has 24 logged sets; they stay in your sessions and charts under this name.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('dialog')).findByText('Failed to delete exercise')).toBeInTheDocument();
    fail = false;
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(manager).findByText('No custom exercises yet')).toBeInTheDocument();
  });

  it('a failed list load says "Failed to fetch exercises" with Retry', async () => {
    const { user } = renderManager([], { 'GET /api/custom_exercises': () => ({ status: 500 }) });
    const manager = await open(user);
    expect(await within(manager).findByText('Failed to fetch exercises')).toBeInTheDocument();
    expect(within(manager).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
