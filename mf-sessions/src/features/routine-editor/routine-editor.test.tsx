import { renderArea, type MockRoutes } from '@liftbook/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { LiveAnnouncer } from '@liftbook/shared';
import type { RoutineInput } from '@liftbook/shared/contract';
import { catalogRoutes } from '../../testing/exercise-save-mocks';
import { bodyOf, pushA, requestsTo } from '../../testing/routine-fixtures';
import { routineDraftKey } from '../../domain/routines/routine-draft';
import { hideTab, resetDrafts, storedDraft } from '../../testing/drafts';
import { RESTORED_NOTE } from '../../ui/restored-note';
import { RoutineEditor } from './routine-editor';

beforeEach(resetDrafts);
// Typing through a routine's fields with user-event in jsdom takes 1 to 3 s a test alone, several
// times that while other suites share the machine's two cores (5 s, jest's default, was not enough).
jest.setTimeout(20_000);

const CATALOG = {
  dictionary: [
    { id: 1, name: 'Bench Press', category: 'Chest', type: 'weighted' as const },
    { id: 2, name: 'Plank', category: 'Core', type: 'duration' as const },
  ],
  custom: [],
};

function renderEditor(route: string, api: MockRoutes = {}) {
  return renderArea(
    <>
      <LiveAnnouncer />
      <Routes>
        <Route path="/routines" element={<p>Routines list</p>} />
        <Route path="/routines/new" element={<RoutineEditor />} />
        <Route path="/routines/:routineId" element={<RoutineEditor />} />
      </Routes>
    </>,
    { route, api: catalogRoutes(CATALOG, { 'GET /api/user/profile': { body: { id: 1, name: 'Ana', email: 'ana@example.com', weight_unit: 'kg' } }, ...api }) },
  );
}

const exerciseCard = (n: number) => screen.getByRole('group', { name: new RegExp(`^Exercise ${n}\\b`) });
const announced = () => screen.getByTestId('live-announcer').textContent;

describe('/routines/new', () => {
  it('builds Push A: bench 3 × 5–8 with double progression, then a superset of two accessories; Save sends it in order and goes back to the list', async () => {
    const { user, fetchMock } = renderEditor('/routines/new', { 'POST /api/routines': { status: 201, body: pushA(12) } });
    await user.type(await screen.findByLabelText('Routine name'), 'Push A');
    // The lifter's unit (kg) arrives with the profile; an exercise nobody set a unit on follows it.
    await waitFor(() => expect(within(exerciseCard(1)).getByLabelText('Weight unit')).toHaveValue('kg'));

    let card = exerciseCard(1);
    await user.type(within(card).getByLabelText('Exercise'), 'Bench Press');
    await waitFor(() => expect(within(card).getByLabelText('Type')).toHaveValue('weighted'));
    await user.type(within(card).getByLabelText('Set 1 Reps'), '5');
    await user.type(within(card).getByLabelText('Set 1 Up to'), '8');
    await user.type(within(card).getByLabelText('Set 1 Weight'), '60');
    await user.type(within(card).getByLabelText('Set 1 Rest (s)'), '120');
    // A new set copies the one before: 3 × 5–8 @ 60 in two taps.
    await user.click(within(card).getByRole('button', { name: 'Add set' }));
    await user.click(within(card).getByRole('button', { name: 'Add set' }));
    expect(within(card).getByLabelText('Set 3 Up to')).toHaveValue('8');
    await user.selectOptions(within(card).getByLabelText('Progression'), 'Double progression');
    await user.type(within(card).getByLabelText('Increment (kg)'), '2.5');

    await user.click(screen.getByRole('button', { name: 'Add exercise' }));
    card = exerciseCard(2);
    await user.type(within(card).getByLabelText('Exercise'), 'Cable Fly');
    await user.type(within(card).getByLabelText('Set 1 Reps'), '12');
    // The last exercise has nothing to link to, until one follows it.
    expect(within(card).queryByRole('checkbox', { name: 'Superset with next' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add exercise' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Superset with next' }));
    card = exerciseCard(3);
    await user.type(within(card).getByLabelText('Exercise'), 'Bench Dip');
    await user.selectOptions(within(card).getByLabelText('Type'), 'Reps');
    await user.type(within(card).getByLabelText('Set 1 Reps'), '10');
    // The linked pair says so on both cards.
    expect(within(exerciseCard(2)).getByText('Superset 1')).toBeInTheDocument();
    expect(within(exerciseCard(3)).getByText('Superset 1')).toBeInTheDocument();
    expect(within(exerciseCard(1)).queryByText(/^Superset \d/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Routine' }));
    expect(await screen.findByText('Routines list')).toBeInTheDocument();
    const sent = (await bodyOf(fetchMock, 'POST /api/routines')) as RoutineInput;
    expect(sent.name).toBe('Push A');
    expect(sent.exercises.map((e) => [e.dictionary_exercise_id ?? e.name, e.type, e.weight_unit, e.superset_group, e.progression])).toEqual([
      [1, 'weighted', 'kg', null, { kind: 'double', increment: 2.5 }],
      ['Cable Fly', 'weighted', 'kg', 1, null],
      ['Bench Dip', 'reps', 'kg', 1, null],
    ]);
    expect(sent.exercises[0]!.sets.map((s) => [s.reps_min, s.reps_max, s.weight, s.rest_seconds])).toEqual([
      [5, 8, 60, 120],
      [5, 8, 60, 120],
      [5, 8, 60, 120],
    ]);
    // Typing three exercises' worth of fields takes a few seconds in jsdom.
  }, 30_000);

  it('a dictionary lift brings its type (Plank: seconds, not reps)', async () => {
    const { user } = renderEditor('/routines/new');
    const card = exerciseCard(1);
    // The catalogue has answered: its names are offered.
    await waitFor(() => expect(document.querySelector('datalist option[value="Plank"]')).not.toBeNull());
    await user.type(within(card).getByLabelText('Exercise'), 'Plank');
    expect(within(card).getByLabelText('Type')).toHaveValue('duration');
    expect(within(card).getByLabelText('Set 1 Seconds')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Set 1 Reps')).not.toBeInTheDocument();
  });

  it('checks every field before sending: each message at its field, the first one focused, nothing sent, everything typed kept', async () => {
    const { user, fetchMock } = renderEditor('/routines/new');
    const card = exerciseCard(1);
    await user.type(within(card).getByLabelText('Exercise'), 'Bench Press');
    await user.type(within(card).getByLabelText('Set 1 Reps'), '8');
    await user.type(within(card).getByLabelText('Set 1 Up to'), '5');
    await user.type(within(card).getByLabelText('Set 1 RPE'), '11');
    await user.click(screen.getByRole('button', { name: 'Save Routine' }));

    expect(await screen.findByText('Some fields need fixing before saving. Nothing was saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('Routine name')).toHaveAccessibleDescription('Routine name is required');
    expect(within(card).getByLabelText('Set 1 Up to')).toHaveAccessibleDescription('The top of the range must be at least its bottom');
    expect(within(card).getByLabelText('Set 1 RPE')).toHaveAccessibleDescription('RPE must be from 1 to 10, in steps of 0.5');
    await waitFor(() => expect(screen.getByLabelText('Routine name')).toHaveFocus());
    expect(within(card).getByLabelText('Set 1 Up to')).toHaveValue('5');
    expect(requestsTo(fetchMock, 'POST /api/routines')).toHaveLength(0);

    // A fixed field loses its message at once.
    await user.type(screen.getByLabelText('Routine name'), 'Push A');
    expect(screen.getByLabelText('Routine name')).not.toHaveAccessibleDescription();
  });

  it('a 400 from the api shows its reason, at the field it names, and keeps everything typed; a second Save sends it again', async () => {
    let refuse = true;
    const { user, fetchMock } = renderEditor('/routines/new', {
      'POST /api/routines': () =>
        refuse
          ? { status: 400, body: { message: 'exercises[0].sets[0].reps_max must be at least reps_min (8)', field: 'exercises[0].sets[0].reps_max' } }
          : { status: 201, body: pushA(12) },
    });
    await user.type(await screen.findByLabelText('Routine name'), 'Push A');
    const card = exerciseCard(1);
    await user.type(within(card).getByLabelText('Exercise'), 'Bench Press');
    await user.type(within(card).getByLabelText('Set 1 Reps'), '5');
    await user.click(screen.getByRole('button', { name: 'Save Routine' }));
    expect(await screen.findByText('Failed to save routine: exercises[0].sets[0].reps_max must be at least reps_min (8)')).toBeInTheDocument();
    // At the field the api named, which takes focus.
    const upTo = within(card).getByLabelText('Set 1 Up to');
    expect(upTo).toHaveAccessibleDescription('exercises[0].sets[0].reps_max must be at least reps_min (8)');
    await waitFor(() => expect(upTo).toHaveFocus());
    expect(screen.getByLabelText('Routine name')).toHaveValue('Push A');
    expect(within(card).getByLabelText('Exercise')).toHaveValue('Bench Press');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save Routine' }));
    expect(await screen.findByText('Routines list')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/routines')).toHaveLength(2);
  });

  it('Move up / Move down by keyboard: the order changes, focus follows the moved exercise, and it is announced', async () => {
    const { user } = renderEditor('/routines/new');
    await user.type(within(exerciseCard(1)).getByLabelText('Exercise'), 'Bench Press');
    await user.click(screen.getByRole('button', { name: 'Add exercise' }));
    await user.type(within(exerciseCard(2)).getByLabelText('Exercise'), 'Cable Fly');
    expect(within(exerciseCard(1)).getByRole('button', { name: 'Move up' })).toBeDisabled();

    within(exerciseCard(2)).getByRole('button', { name: 'Move up' }).focus();
    await user.keyboard('{Enter}');
    expect(exerciseCard(1)).toHaveAccessibleName('Exercise 1: Cable Fly');
    expect(exerciseCard(2)).toHaveAccessibleName('Exercise 2: Bench Press');
    // At the top Move up is disabled: focus goes to Move down of the same exercise.
    await waitFor(() => expect(within(exerciseCard(1)).getByRole('button', { name: 'Move down' })).toHaveFocus());
    expect(announced()).toBe('Cable Fly moved to position 1 of 2');

    await user.keyboard('{Enter}');
    expect(exerciseCard(2)).toHaveAccessibleName('Exercise 2: Cable Fly');
    await waitFor(() => expect(within(exerciseCard(2)).getByRole('button', { name: 'Move up' })).toHaveFocus());
    expect(announced()).toBe('Cable Fly moved to position 2 of 2');
  });

  it('a warm-up is marked W and the working sets are numbered from 1 after it, as lifters count them', async () => {
    const { user } = renderEditor('/routines/new');
    const card = exerciseCard(1);
    await user.type(within(card).getByLabelText('Set 1 Reps'), '10');
    await user.click(within(card).getByRole('button', { name: 'Add set' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Set 1 Warm-up' }));
    const sets = within(card).getByRole('list', { name: 'Sets of Exercise 1' });
    expect(within(sets).getByRole('listitem', { name: 'Set 1' })).toHaveTextContent(/^W/);
    expect(within(sets).getByRole('listitem', { name: 'Set 2' })).toHaveTextContent(/^1/);
  });

  it('Remove set and Remove exercise take them out (the last set stays: an exercise needs one)', async () => {
    const { user } = renderEditor('/routines/new');
    const card = exerciseCard(1);
    expect(within(card).getByRole('button', { name: 'Remove set 1' })).toBeDisabled();
    await user.type(within(card).getByLabelText('Set 1 Reps'), '5');
    await user.click(within(card).getByRole('button', { name: 'Add set' }));
    await user.clear(within(card).getByLabelText('Set 2 Reps'));
    await user.type(within(card).getByLabelText('Set 2 Reps'), '3');
    await user.click(within(card).getByRole('button', { name: 'Remove set 1' }));
    expect(within(card).getByLabelText('Set 1 Reps')).toHaveValue('3');
    await user.click(within(card).getByRole('button', { name: 'Remove exercise' }));
    expect(screen.queryByRole('group', { name: /^Exercise 1/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Routine' }));
    expect(await screen.findByText('Add at least one exercise')).toBeInTheDocument();
  });
});

describe('/routines/:id', () => {
  it('loads the routine into the editor; Save sends it whole with PUT', async () => {
    const { user, fetchMock } = renderEditor('/routines/4', { 'GET /api/routines/4': { body: pushA(4) }, 'PUT /api/routines/4': { body: pushA(4) } });
    expect(await screen.findByLabelText('Routine name')).toHaveValue('Push A');
    expect(exerciseCard(1)).toHaveAccessibleName('Exercise 1: Bench Press');
    expect(within(exerciseCard(1)).getByLabelText('Progression')).toHaveValue('double');
    expect(within(exerciseCard(2)).getByRole('checkbox', { name: 'Superset with next' })).toBeChecked();
    await user.clear(within(exerciseCard(1)).getByLabelText('Set 2 Weight'));
    await user.type(within(exerciseCard(1)).getByLabelText('Set 2 Weight'), '62.5');
    await user.click(screen.getByRole('button', { name: 'Save Routine' }));
    expect(await screen.findByText('Routines list')).toBeInTheDocument();
    const sent = (await bodyOf(fetchMock, 'PUT /api/routines/4')) as RoutineInput;
    expect(sent.exercises.map((e) => [e.id, e.superset_group])).toEqual([
      [1, null],
      [2, 1],
      [3, 1],
    ]);
    expect(sent.exercises[0]!.sets.map((s) => s.weight)).toEqual([60, 62.5, 60]);
  });

  it('says "Loading routine..." while loading', async () => {
    renderEditor('/routines/4', { 'GET /api/routines/4': { pending: true } });
    expect(await screen.findByText('Loading routine...')).toBeInTheDocument();
  });

  it.each([
    ['a routine that is not there (or not yours)', '/routines/4'],
    ['an id that is not a number', '/routines/abc'],
  ])('says "Routine not found" for %s, with a way back', async (_case, route) => {
    renderEditor(route, { 'GET /api/routines/4': { status: 404, body: { message: 'Routine not found' } } });
    expect(await screen.findByRole('heading', { name: 'Routine not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Routines' })).toBeInTheDocument();
  });

  it('another failure says "Failed to load routine" with Retry', async () => {
    let fail = true;
    const { user } = renderEditor('/routines/4', { 'GET /api/routines/4': () => (fail ? { status: 500 } : { body: pushA(4) }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load routine');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Routine name')).toHaveValue('Push A');
  });
});

describe('a draft across a reload', () => {
  it('what was typed comes back after the tab is discarded, said so; Save clears it', async () => {
    const first = renderEditor('/routines/new', { 'POST /api/routines': { status: 201, body: pushA(12) } });
    await first.user.type(await screen.findByLabelText('Routine name'), 'Push A');
    await first.user.type(within(exerciseCard(1)).getByLabelText('Exercise'), 'Bench Press');
    await first.user.type(within(exerciseCard(1)).getByLabelText('Set 1 Reps'), '5');
    hideTab();
    expect(storedDraft(routineDraftKey(null))).toMatchObject({ name: 'Push A' });
    first.unmount();

    const { user, fetchMock } = renderEditor('/routines/new', { 'POST /api/routines': { status: 201, body: pushA(12) } });
    expect(await screen.findByText(RESTORED_NOTE)).toBeInTheDocument();
    expect(screen.getByLabelText('Routine name')).toHaveValue('Push A');
    expect(within(exerciseCard(1)).getByLabelText('Set 1 Reps')).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Save Routine' }));
    expect(await screen.findByText('Routines list')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/routines')).toHaveLength(1);
    expect(storedDraft(routineDraftKey(null))).toBeUndefined();
  });

  it('Cancel throws the draft away; opening the editor and leaving keeps nothing', async () => {
    const { user, unmount } = renderEditor('/routines/new');
    await user.type(await screen.findByLabelText('Routine name'), 'Push B');
    hideTab();
    expect(storedDraft(routineDraftKey(null))).toMatchObject({ name: 'Push B' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Routines list')).toBeInTheDocument();
    expect(storedDraft(routineDraftKey(null))).toBeUndefined();
    unmount();

    // Opened, the lifter's unit arriving, then left: no draft.
    const again = renderEditor('/routines/new');
    await waitFor(() => expect(within(exerciseCard(1)).getByLabelText('Weight unit')).toHaveValue('kg'));
    hideTab();
    again.unmount();
    expect(storedDraft(routineDraftKey(null))).toBeUndefined();
  });
});
