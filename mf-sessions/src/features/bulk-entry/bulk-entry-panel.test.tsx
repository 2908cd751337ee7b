import { renderArea, type MockRoutes } from '@liftbook/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';
import { lastTimeDate } from '../../domain/sets/last-time';
import { SET_MESSAGES } from '../../domain/sets/set-validation';
import { created, fail, catalogRoutes, sequence, writeKeys, writes } from '../../testing/exercise-save-mocks';
import { hideTab, plantDraft, resetDrafts, storedDraft } from '../../testing/drafts';
import { INTERRUPTED_NOTE, RESTORED_NOTE } from '../../ui/restored-note';
import { CARD_MESSAGES } from './bulk-entry-form';
import { BulkEntryPanel, DISCARD_MESSAGE, FIX_ERRORS_MESSAGE, REMOVE_CARD_MESSAGE } from './bulk-entry-panel';

const dictionary: DictionaryExercise[] = [
  { id: 1, name: 'Bench Press', category: 'Chest', type: 'weighted' },
  { id: 2, name: 'Plank', category: 'Core', type: 'duration' },
  { id: 3, name: 'Back Squat', category: 'Legs', type: 'weighted' },
  { id: 4, name: 'Hanging Leg Raise', category: 'Core', type: 'reps' },
];
const custom: CustomExercise[] = [{ id: 20, name: 'Zercher Carry', user_id: 1 }];

// Drafts are kept in localStorage, which lasts the whole file: each test starts without any.
beforeEach(resetDrafts);

function setup(routes: MockRoutes = {}) {
  const onClose = jest.fn();
  const { fetchMock: fetch, unmount } = renderArea(<BulkEntryPanel sessionId={7} onClose={onClose} />, { api: catalogRoutes({ dictionary, custom }, routes) });
  return { fetch, onClose, unmount };
}

/** The cards: the list's own items (each named after its exercise), not the set rows inside them. */
const cards = () => within(screen.getByRole('list', { name: 'Exercises to add' })).queryAllByRole('listitem', { name: /./ });
const card = (index: number) => cards()[index]!;
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/** Fills card `index`: its name, type and sets ([weight, reps] / [reps] / [min, sec]). */
function fill(index: number, name: string, type: 'Weighted' | 'Reps' | 'Duration', sets: string[][]) {
  change(within(card(index)).getByLabelText('Exercise'), name);
  fireEvent.click(within(card(index)).getByRole('radio', { name: type }));
  sets.forEach((values, setIndex) => {
    if (setIndex > 0) fireEvent.click(within(card(index)).getByRole('button', { name: '+ Add set' }));
    const n = setIndex + 1;
    const c = within(card(index));
    if (type === 'Weighted') {
      change(c.getByLabelText(`Set ${n} weight`), values[0]!);
      change(c.getByLabelText(`Set ${n} reps`), values[1]!);
    } else if (type === 'Reps') {
      change(c.getByLabelText(`Set ${n} reps`), values[0]!);
    } else {
      change(c.getByLabelText(`Set ${n} min`), values[0]!);
      change(c.getByLabelText(`Set ${n} sec`), values[1]!);
    }
  });
}

const addExercise = () => fireEvent.click(screen.getByRole('button', { name: '+ Add Exercise' }));
const saveButton = () => screen.getByRole('button', { name: /^Save/ });

describe('Manual Add Exercises form', () => {
  it('starts with one exercise card and adds more', () => {
    setup();
    expect(cards()).toHaveLength(1);
    addExercise();
    expect(cards()).toHaveLength(2);
    expect(within(card(1)).getByRole('heading', { name: 'Exercise 2' })).toBeInTheDocument();
    expect(saveButton()).toHaveTextContent('Save 2 exercises');
  });

  it('offers the dictionary grouped by category and the custom exercises, and badges the choice', async () => {
    setup();
    const browse = within(card(0)).getByRole('combobox', { name: 'Pick exercise 1 from the list' });
    await waitFor(() => expect(within(browse).getByRole('group', { name: 'Chest' })).toBeInTheDocument());
    expect(within(browse).getByRole('group', { name: 'Custom Exercises' })).toHaveTextContent('Zercher Carry');
    change(browse, 'Bench Press');
    expect(within(card(0)).getByLabelText('Exercise')).toHaveValue('Bench Press');
    expect(within(card(0)).getByText('Dictionary · Chest')).toBeInTheDocument();

    change(within(card(0)).getByLabelText('Exercise'), 'Sled Push');
    expect(within(card(0)).getByText('New custom exercise')).toBeInTheDocument();

    change(within(card(0)).getByLabelText('Exercise'), 'squat');
    fireEvent.click(within(card(0)).getByRole('button', { name: 'Use Back Squat?' }));
    expect(within(card(0)).getByLabelText('Exercise')).toHaveValue('Back Squat');
  });

  it('takes the type of a dictionary lift, typed or picked; the lifter may still change it', async () => {
    const { fetch } = setup({ 'POST /api/sessions/7/exercises': created(101) });
    const c = () => within(card(0));
    const checkedType = () => (c().getAllByRole('radio') as HTMLInputElement[]).find((radio) => radio.checked)?.value;
    await screen.findByRole('group', { name: 'Chest' });
    expect(checkedType()).toBe('weighted');

    change(c().getByLabelText('Exercise'), 'hanging leg raise');
    expect(checkedType()).toBe('reps');
    expect(c().queryByLabelText('Set 1 weight')).not.toBeInTheDocument();

    change(c().getByRole('combobox', { name: 'Pick exercise 1 from the list' }), 'Plank');
    expect(checkedType()).toBe('duration');
    expect(c().getByLabelText('Set 1 min')).toBeInTheDocument();

    // A name the dictionary does not know keeps the type chosen; the lifter's choice stands.
    change(c().getByLabelText('Exercise'), 'Plank Jacks');
    expect(checkedType()).toBe('duration');
    change(c().getByLabelText('Exercise'), 'Hanging Leg Raise');
    fireEvent.click(c().getByRole('radio', { name: 'Weighted' }));
    expect(checkedType()).toBe('weighted');
    fireEvent.click(c().getByRole('radio', { name: 'Reps' }));
    change(c().getByLabelText('Set 1 reps'), '12');
    fireEvent.click(saveButton());
    await waitFor(async () =>
      expect(await writes(fetch)).toEqual([
        'POST /api/sessions/7/exercises {"type":"reps","notes":null,"variation":null,"dictionary_exercise_id":4,"sets":[{"weight":null,"weight_unit":null,"reps":12,"duration":null,"notes":null}]}',
      ]),
    );
  });

  it('a name typed before the dictionary answered takes its type when it does, unless the lifter picked one', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    setup({ 'GET /api/dictionary_exercises': () => answered.then(() => ({ body: dictionary })) });
    change(within(card(0)).getByLabelText('Exercise'), 'Hanging Leg Raise');
    addExercise();
    change(within(card(1)).getByLabelText('Exercise'), 'Plank');
    fireEvent.click(within(card(1)).getByRole('radio', { name: 'Reps' }));
    expect(within(card(0)).getByRole('radio', { name: 'Weighted' })).toBeChecked();

    answer();
    await waitFor(() => expect(within(card(0)).getByRole('radio', { name: 'Reps' })).toBeChecked());
    expect(within(card(0)).queryByLabelText('Set 1 weight')).not.toBeInTheDocument();
    // The second card's type was the lifter's choice: the dictionary's Plank (a hold) leaves it.
    expect(within(card(1)).getByRole('radio', { name: 'Reps' })).toBeChecked();
  });
  it('shows the set fields of the type, lbs by default, and copies the last set on Add set', () => {
    setup();
    const c = () => within(card(0));
    expect(c().getByLabelText('Set 1 unit')).toHaveValue('lbs');
    change(c().getByLabelText('Set 1 weight'), '135');
    change(c().getByLabelText('Set 1 reps'), '8');
    fireEvent.click(c().getByRole('button', { name: '+ Add set' }));
    expect(c().getByLabelText('Set 2 weight')).toHaveValue('135');
    expect(c().getByLabelText('Set 2 reps')).toHaveValue('8');

    fireEvent.click(c().getByRole('radio', { name: 'Duration' }));
    expect(c().queryByLabelText('Set 1 weight')).not.toBeInTheDocument();
    expect(c().getByLabelText('Set 1 min')).toBeInTheDocument();

    fireEvent.click(c().getByRole('button', { name: 'Remove set 2' }));
    expect(c().queryByLabelText('Set 2 min')).not.toBeInTheDocument();
  });

  it('shows "Last time" for a known lift, starts its blank set row from it and offers the next set on Add set', async () => {
    const sets = [
      { weight: 185, reps: 5 },
      { weight: 185, reps: 5 },
      { weight: 190, reps: 4 },
    ].map((s, i) => ({
      id: i + 1,
      set_number: i + 1,
      weight_unit: 'lbs',
      duration: null,
      notes: null,
      kind: 'normal',
      rpe: null,
      distance: null,
      created_at: '',
      updated_at: '',
      ...s,
    }));
    const { fetch } = setup({
      'GET /api/sessions/7/last-time?lift=Bench+Press': {
        body: [{ lift: 'bench press', name: 'Bench Press', session_id: 3, session_date: '2026-11-18T00:00:00.000Z', sets }],
      },
      'GET /api/sessions/7/last-time': { body: [] },
    });
    change(within(card(0)).getByLabelText('Exercise'), 'bench press');
    expect(await within(card(0)).findByText(/185 × 5, 185 × 5, 190 × 4 lbs/)).toHaveTextContent(
      `Last time ${lastTimeDate('2026-11-18T00:00:00.000Z')}: 185 × 5, 185 × 5, 190 × 4 lbs`,
    );
    await waitFor(() => expect(within(card(0)).getByLabelText('Set 1 weight')).toHaveValue('185'));
    expect(within(card(0)).getByLabelText('Set 1 reps')).toHaveValue('5');
    fireEvent.click(within(card(0)).getByRole('button', { name: '+ Add set' }));
    fireEvent.click(within(card(0)).getByRole('button', { name: '+ Add set' }));
    expect(within(card(0)).getByLabelText('Set 3 weight')).toHaveValue('190');
    expect(within(card(0)).getByLabelText('Set 3 reps')).toHaveValue('4');
    // Asked by the lift's own name, only once the typed name is a known exercise.
    const asked = fetch.mock.calls.map(([r]) => new URL((r as Request).url).search).filter((q) => q.startsWith('?lift='));
    expect(new Set(asked)).toEqual(new Set(['?lift=Bench+Press']));
  });

  it('asks before removing an exercise card', () => {
    setup();
    addExercise();
    fill(1, 'Plank', 'Duration', [['1', '30']]);
    fireEvent.click(within(card(1)).getByRole('button', { name: 'Remove Plank' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(REMOVE_CARD_MESSAGE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(cards()).toHaveLength(2);

    fireEvent.click(within(card(1)).getByRole('button', { name: 'Remove Plank' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(cards()).toHaveLength(1);
  });

  it('validates every set and the name before saving anything', async () => {
    const { fetch } = setup();
    addExercise();
    fill(1, 'Bench Press', 'Weighted', [
      ['135', ''],
      ['abc', '8'],
    ]);
    fireEvent.click(saveButton());

    expect(screen.getByText(FIX_ERRORS_MESSAGE)).toBeInTheDocument();
    expect(within(card(0)).getByText(CARD_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(card(0)).getByText(`Set 1: ${SET_MESSAGES.weightRequired}. ${SET_MESSAGES.repsRequired}`)).toBeInTheDocument();
    expect(within(card(1)).getByText(`Set 1: ${SET_MESSAGES.repsRequired}`)).toBeInTheDocument();
    expect(within(card(1)).getByText(`Set 2: ${SET_MESSAGES.weightNumber}`)).toBeInTheDocument();
    expect(within(card(1)).getByLabelText('Set 2 weight')).toHaveAttribute('aria-invalid', 'true');
    expect(await writes(fetch)).toEqual([]);

    // Errors follow the typing.
    change(within(card(1)).getByLabelText('Set 1 reps'), '8');
    expect(within(card(1)).queryByText(`Set 1: ${SET_MESSAGES.repsRequired}`)).not.toBeInTheDocument();
  });

  it('asks before discarding typed exercises on Cancel', () => {
    const { onClose } = setup();
    fill(0, 'Bench Press', 'Weighted', [['135', '8']]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(DISCARD_MESSAGE);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalled();
    // The session page keeps the panel mounted: it reopens empty.
    expect(cards()).toHaveLength(1);
    expect(within(card(0)).getByLabelText('Exercise')).toHaveValue('');
  });
});

describe('Manual Add Exercises saving', () => {
  it('creates each exercise with its sets in one call, in order, with the right bodies, then closes', async () => {
    const { fetch, onClose } = setup({ 'POST /api/sessions/7/exercises': sequence(created(101), created(102), created(103)) });
    await screen.findByRole('group', { name: 'Chest' });
    fill(0, 'bench press', 'Weighted', [
      ['135', '8'],
      ['27,5', '6'],
    ]);
    change(within(card(0)).getByLabelText('Variation'), ' close grip ');
    change(within(card(0)).getByLabelText('Set 2 unit'), 'kg');
    addExercise();
    fill(1, 'Zercher carry', 'Duration', [['1', '30']]);
    addExercise();
    fill(2, 'Sled Push', 'Reps', [['20']]);
    change(within(card(2)).getByLabelText('Notes'), 'turf');
    fireEvent.click(saveButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(cards()).toHaveLength(1);
    expect(within(card(0)).getByLabelText('Exercise')).toHaveValue('');
    expect(await writes(fetch)).toEqual([
      'POST /api/sessions/7/exercises {"type":"weighted","notes":null,"variation":"close grip","dictionary_exercise_id":1,"sets":[' +
        '{"weight":135,"weight_unit":"lbs","reps":8,"duration":null,"notes":null},{"weight":27.5,"weight_unit":"kg","reps":6,"duration":null,"notes":null}]}',
      'POST /api/sessions/7/exercises {"type":"duration","notes":null,"variation":null,"name":"Zercher Carry","sets":[{"weight":null,"weight_unit":null,"reps":null,"duration":90000,"notes":null}]}',
      'POST /api/sessions/7/exercises {"type":"reps","notes":"turf","variation":null,"name":"Sled Push","sets":[{"weight":null,"weight_unit":null,"reps":20,"duration":null,"notes":null}]}',
    ]);
    expect(new Set(await writeKeys(fetch)).size).toBe(3);
  });

  it("sends a set row's distance in metres, typed in the lifter's unit (km for kg lifters) and checked like the set form's", async () => {
    const { fetch, onClose } = setup({
      'GET /api/user/profile': { body: { id: 1, email: 'l@example.test', name: 'Lifter', weight_unit: 'kg' } },
      'POST /api/sessions/7/exercises': created(101),
    });
    // The blank card takes the lifter's unit once the profile says it.
    await waitFor(() => expect(within(card(0)).getByLabelText('Set 1 distance unit')).toHaveValue('km'));
    fill(0, 'Rowing Machine', 'Duration', [
      ['21', '0'],
      ['5', '0'],
    ]);
    const distance = (n: number) => within(card(0)).getByLabelText(`Set ${n} distance (optional)`);
    expect(within(card(0)).getByLabelText('Set 1 distance unit')).toHaveValue('km');
    change(distance(1), 'far');
    fireEvent.click(saveButton());
    expect(within(card(0)).getByText(`Set 1: ${SET_MESSAGES.distanceNumber}`)).toBeInTheDocument();
    expect(distance(1)).toHaveAttribute('aria-invalid', 'true');
    expect(await writes(fetch)).toEqual([]);

    change(distance(1), '5,2');
    fireEvent.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await writes(fetch)).toEqual([
      'POST /api/sessions/7/exercises {"type":"duration","notes":null,"variation":null,"name":"Rowing Machine","sets":[' +
        '{"weight":null,"weight_unit":null,"reps":null,"duration":1260000,"notes":null,"distance":5200},{"weight":null,"weight_unit":null,"reps":null,"duration":300000,"notes":null}]}',
    ]);
  });

  it('an lbs lifter types the distance in miles', async () => {
    const { fetch, onClose } = setup({ 'POST /api/sessions/7/exercises': created(101) });
    fill(0, 'Sled Push', 'Reps', [['1']]);
    expect(within(card(0)).getByLabelText('Set 1 distance unit')).toHaveValue('mi');
    change(within(card(0)).getByLabelText('Set 1 distance (optional)'), '2');
    fireEvent.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await writes(fetch)).toEqual([
      'POST /api/sessions/7/exercises {"type":"reps","notes":null,"variation":null,"name":"Sled Push","sets":[{"weight":null,"weight_unit":null,"reps":1,"duration":null,"notes":null,"distance":3218.69}]}',
    ]);
  });

  it('a distance keeps the unit chosen for it: a 40 m sled push is sent as 40 m', async () => {
    const { fetch, onClose } = setup({ 'POST /api/sessions/7/exercises': created(101) });
    fill(0, 'Sled Push', 'Reps', [['1']]);
    change(within(card(0)).getByLabelText('Set 1 distance unit'), 'm');
    change(within(card(0)).getByLabelText('Set 1 distance (optional)'), '40');
    fireEvent.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await writes(fetch)).toEqual([
      'POST /api/sessions/7/exercises {"type":"reps","notes":null,"variation":null,"name":"Sled Push","sets":[{"weight":null,"weight_unit":null,"reps":1,"duration":null,"notes":null,"distance":40}]}',
    ]);
  });

  it("a kg lifter's cards start in kg, a second card too, and save kg without touching a unit", async () => {
    const { fetch, onClose } = setup({
      'GET /api/user/profile': { body: { id: 1, email: 'l@example.test', name: 'Lifter', weight_unit: 'kg' } },
      'POST /api/sessions/7/exercises': created(101),
    });
    await waitFor(() => expect(within(card(0)).getByLabelText('Set 1 unit')).toHaveValue('kg'), { timeout: 5000 });
    fill(0, 'Zercher Squat', 'Weighted', [
      ['100', '5'],
      ['100', '5'],
    ]);
    expect(within(card(0)).getByLabelText('Set 2 unit')).toHaveValue('kg');
    addExercise();
    expect(within(card(1)).getByLabelText('Set 1 unit')).toHaveValue('kg');
    fireEvent.click(within(card(1)).getByRole('button', { name: 'Remove Exercise 2' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    fireEvent.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [write] = await writes(fetch);
    expect(write).toContain(
      '"sets":[{"weight":100,"weight_unit":"kg","reps":5,"duration":null,"notes":null},{"weight":100,"weight_unit":"kg","reps":5,"duration":null,"notes":null}]',
    );
  }, 20_000);

  it('"+ Add set" after a warm-up copies its figures as a working set', () => {
    setup();
    fill(0, 'Zercher Squat', 'Weighted', [['60', '5']]);
    change(within(card(0)).getByLabelText('Set 1 type'), 'warmup');
    fireEvent.click(within(card(0)).getByRole('button', { name: '+ Add set' }));
    expect(within(card(0)).getByLabelText('Set 2 weight')).toHaveValue('60');
    expect(within(card(0)).getByLabelText('Set 2 reps')).toHaveValue('5');
    expect(within(card(0)).getByLabelText('Set 2 type')).toHaveValue('normal');
    expect(within(card(0)).getByLabelText('Set 1 type')).toHaveValue('warmup');
  });

  it('removes what saved and keeps only what failed, saying what, and retries it with the same key', async () => {
    const { fetch, onClose } = setup({ 'POST /api/sessions/7/exercises': sequence(created(101), fail, fail, created(103)) });
    await screen.findByRole('group', { name: 'Chest' });
    fill(0, 'Bench Press', 'Weighted', [['135', '8']]);
    addExercise();
    fill(1, 'Plank', 'Duration', [['1', '0']]);
    fireEvent.click(saveButton());

    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('Saved 1 exercise. 1 exercise did not fully save and is kept below to retry.')).toBeInTheDocument();
    expect(within(card(0)).getByLabelText('Exercise')).toHaveValue('Plank');
    expect(within(card(0)).getByLabelText('Set 1 min')).toHaveValue('1');
    expect(within(card(0)).getByRole('alert')).toHaveTextContent('Not saved (Could not add the exercise). Everything you entered is kept; Save to retry.');

    // Retry twice (fails, then saves): every try of the unchanged card carries its first key.
    fireEvent.click(saveButton());
    await waitFor(() => expect(writes(fetch)).resolves.toHaveLength(3));
    await waitFor(() => expect(saveButton()).not.toBeDisabled());
    fireEvent.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await writes(fetch)).toHaveLength(4);
    const keys = await writeKeys(fetch);
    expect(keys[2]).toBe(keys[1]);
    expect(keys[3]).toBe(keys[1]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('an exercise is all or nothing: a failed save keeps the whole card, every set', async () => {
    setup({ 'POST /api/sessions/7/exercises': fail });
    await screen.findByRole('group', { name: 'Chest' });
    fill(0, 'Bench Press', 'Weighted', [
      ['135', '10'],
      ['145', '8'],
    ]);
    fireEvent.click(saveButton());
    await waitFor(() => expect(within(card(0)).getByRole('alert')).toHaveTextContent('Not saved (Could not add the exercise).'));
    expect(within(card(0)).getByLabelText('Set 1 weight')).toHaveValue('135');
    expect(within(card(0)).getByLabelText('Set 2 weight')).toHaveValue('145');
  });

  it('shows progress while saving and locks the form', async () => {
    setup({ 'POST /api/sessions/7/exercises': { pending: true } });
    fill(0, 'Bench Press', 'Weighted', [
      ['135', '8'],
      ['135', '8'],
    ]);
    fireEvent.click(saveButton());
    expect(await screen.findByText('Saving… 0 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(card(0)).getByLabelText('Set 1 weight')).toBeDisabled();
  });
});

describe('Manual Add draft (the tab was discarded and reloaded)', () => {
  const DRAFT_KEY = 'liftbook.draft.v1.manual.7';
  const reload = (first: { unmount: () => void }, routes: MockRoutes = {}) => {
    first.unmount();
    return setup(routes);
  };

  it('brings back every card as typed: name, type, variation, notes and set rows, saying so', () => {
    const first = setup();
    expect(screen.queryByText(RESTORED_NOTE)).not.toBeInTheDocument();
    fill(0, 'Bench Press', 'Weighted', [
      ['135', '10'],
      ['60', '8'],
    ]);
    change(within(card(0)).getByLabelText('Set 2 unit'), 'kg');
    change(within(card(0)).getByLabelText('Variation'), 'close grip');
    change(within(card(0)).getByLabelText('Notes'), 'slow eccentric');
    addExercise();
    fill(1, 'Plank', 'Duration', [['1', '30']]);
    reload(first);

    expect(screen.getByText(RESTORED_NOTE)).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
    const bench = within(card(0));
    expect(bench.getByLabelText('Exercise')).toHaveValue('Bench Press');
    expect(bench.getByRole('radio', { name: 'Weighted' })).toBeChecked();
    expect(bench.getByLabelText('Variation')).toHaveValue('close grip');
    expect(bench.getByLabelText('Notes')).toHaveValue('slow eccentric');
    expect(bench.getByLabelText('Set 1 weight')).toHaveValue('135');
    expect(bench.getByLabelText('Set 2 weight')).toHaveValue('60');
    expect(bench.getByLabelText('Set 2 unit')).toHaveValue('kg');
    expect(bench.getByLabelText('Set 2 reps')).toHaveValue('8');
    const plank = within(card(1));
    expect(plank.getByRole('radio', { name: 'Duration' })).toBeChecked();
    expect(plank.getByLabelText('Set 1 min')).toHaveValue('1');
    expect(plank.getByLabelText('Set 1 sec')).toHaveValue('30');
    expect(BulkEntryPanel.hasDraft(7)).toBe(true);
    expect(BulkEntryPanel.hasDraft(8)).toBe(false);

    // Restored cards get fresh keys: a new card or set does not collide with them.
    addExercise();
    fireEvent.click(within(card(0)).getByRole('button', { name: '+ Add set' }));
    change(within(card(2)).getByLabelText('Exercise'), 'Row');
    expect(within(card(0)).getByLabelText('Exercise')).toHaveValue('Bench Press');
    expect(within(card(0)).getByLabelText('Set 3 weight')).toHaveValue('60');
  });

  it("keeps the lifter's type for a dictionary lift across a reload (a weighted Hanging Leg Raise stays weighted)", async () => {
    const first = setup();
    await screen.findByRole('group', { name: 'Chest' });
    fill(0, 'Hanging Leg Raise', 'Weighted', [['25', '10']]);
    reload(first);
    await screen.findByRole('group', { name: 'Chest' });
    expect(within(card(0)).getByRole('radio', { name: 'Weighted' })).toBeChecked();
    expect(within(card(0)).getByLabelText('Set 1 weight')).toHaveValue('25');
  });

  it('brings back a partly saved card (a draft from before exercises were saved in one call), and Save adds its sets to that exercise', async () => {
    const row = { weight: '145', weightUnit: 'lbs', reps: '8', hours: '', minutes: '', seconds: '' };
    plantDraft(DRAFT_KEY, {
      cards: [
        {
          name: 'Bench Press',
          type: 'weighted',
          variation: '',
          notes: '',
          sets: [row],
          savedExerciseId: 101,
          problem: 'Bench Press was saved, but set 2 was not.',
        },
      ],
    });
    const { fetch, onClose } = setup({ 'POST /api/exercises/101/sets': created(2) });
    expect(within(card(0)).getByText('Saved as Bench Press (weighted). Only the sets below are left to add.')).toBeInTheDocument();
    expect(within(card(0)).getByLabelText('Set 1 weight')).toHaveValue('145');
    fireEvent.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await writes(fetch)).toEqual(['POST /api/exercises/101/sets {"weight":145,"weight_unit":"lbs","reps":8,"duration":null,"notes":null}']);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(BulkEntryPanel.hasDraft(7)).toBe(false);
  });

  it('clears the draft on a full save', async () => {
    const first = setup({ 'POST /api/sessions/7/exercises': created(101), 'POST /api/exercises/101/sets': created(1) });
    fill(0, 'Sled Push', 'Reps', [['20']]);
    fireEvent.click(saveButton());
    await waitFor(() => expect(first.onClose).toHaveBeenCalled());
    reload(first);
    expect(within(card(0)).getByLabelText('Exercise')).toHaveValue('');
    expect(screen.queryByText(RESTORED_NOTE)).not.toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('clears the draft on discard', () => {
    const first = setup();
    fill(0, 'Bench Press', 'Weighted', [['135', '10']]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard' }));
    reload(first);
    expect(cards()).toHaveLength(1);
    expect(within(card(0)).getByLabelText('Exercise')).toHaveValue('');
    expect(storedDraft(DRAFT_KEY)).toBeUndefined();
  });

  it('saves nothing for an untouched form', () => {
    const first = setup();
    addExercise();
    first.unmount();
    expect(storedDraft(DRAFT_KEY)).toBeUndefined();
  });

  const goodCard = {
    name: 'Row',
    type: 'reps',
    variation: '',
    notes: '',
    savedExerciseId: null,
    problem: null,
    sets: [{ weight: '', weightUnit: 'lbs', reps: '10', hours: '', minutes: '', seconds: '' }],
  };
  it.each([
    ['not JSON', () => localStorage.setItem(DRAFT_KEY, '[{"name":')],
    ['a bare list of cards', () => plantDraft(DRAFT_KEY, [goodCard])],
    ['a card of an unknown type', () => plantDraft(DRAFT_KEY, { cards: [{ ...goodCard, type: 'cardio' }] })],
    ['a set row with a number where text belongs', () => plantDraft(DRAFT_KEY, { cards: [{ ...goodCard, sets: [{ ...goodCard.sets[0], reps: 10 }] }] })],
    ['a saved exercise id that is not an id', () => plantDraft(DRAFT_KEY, { cards: [{ ...goodCard, savedExerciseId: '101' }] })],
    ['a draft 8 days old', () => plantDraft(DRAFT_KEY, { cards: [goodCard] }, Date.now() - 8 * 24 * 3600_000)],
  ])('ignores a stored draft that is %s', (_case, plant) => {
    plant();
    expect(BulkEntryPanel.hasDraft(7)).toBe(false);
    setup();
    expect(cards()).toHaveLength(1);
    expect(within(card(0)).getByLabelText('Exercise')).toHaveValue('');
    expect(screen.queryByText(RESTORED_NOTE)).not.toBeInTheDocument();
  });

  it('accepts the good card those cases spoil (the cases test what they say)', () => {
    plantDraft(DRAFT_KEY, { cards: [goodCard] });
    setup();
    expect(within(card(0)).getByLabelText('Exercise')).toHaveValue('Row');
    expect(screen.getByText(RESTORED_NOTE)).toBeInTheDocument();
  });

  it('warns that some may be saved already when the reload cut a Save short', () => {
    const first = setup({ 'POST /api/sessions/7/exercises': { pending: true } });
    fill(0, 'Sled Push', 'Reps', [['20']]);
    fireEvent.click(saveButton());
    hideTab();
    expect(storedDraft(DRAFT_KEY)).toMatchObject({ saving: true });
    reload(first);
    expect(screen.getByText(INTERRUPTED_NOTE)).toBeInTheDocument();
    expect(within(card(0)).getByLabelText('Exercise')).toHaveValue('Sled Push');
  });
});
