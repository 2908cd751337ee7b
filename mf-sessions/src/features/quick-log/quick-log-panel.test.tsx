import { renderArea, type MockRoutes } from '@liftbook/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';
import { created, fail, catalogRoutes, sequence, writeKeys, writes } from '../../testing/exercise-save-mocks';
import { hideTab, plantDraft, resetDrafts, storedDraft } from '../../testing/drafts';
import { INTERRUPTED_NOTE, RESTORED_NOTE } from '../../ui/restored-note';
import { DISCARD_MESSAGE, QuickLogPanel, quickLogHint } from './quick-log-panel';

const dictionary: DictionaryExercise[] = [
  { id: 1, name: 'Bench Press', category: 'Chest', type: 'weighted' },
  { id: 2, name: 'Incline Bench Press', category: 'Chest', type: 'weighted' },
  { id: 3, name: 'Plank', category: 'Core', type: 'duration' },
  { id: 4, name: 'Pull-ups', category: 'Back', type: 'reps' },
  { id: 5, name: 'Squat', category: 'Legs', type: 'weighted' },
];
const custom: CustomExercise[] = [{ id: 20, name: 'Zercher Carry', user_id: 1 }];

const exercise = created;
const set = created;

// Drafts are kept in localStorage, which lasts the whole file: each test starts without any.
beforeEach(resetDrafts);

function setup(routes: MockRoutes = {}) {
  const onClose = jest.fn();
  const { fetchMock: fetch, unmount } = renderArea(<QuickLogPanel sessionId={7} onClose={onClose} />, { api: catalogRoutes({ dictionary, custom }, routes) });
  return { fetch, onClose, unmount };
}

const textarea = () => screen.getByRole('textbox', { name: 'One exercise per line' });
const type = (text: string) => fireEvent.change(textarea(), { target: { value: text } });
const logButton = () => screen.getByRole('button', { name: /^Log/ });

async function ready() {
  await waitFor(() => expect(logButton()).toHaveTextContent(/^Log/));
}

describe('Quick Log preview', () => {
  it('shows the format in the placeholder', () => {
    setup();
    expect(textarea()).toHaveAttribute('placeholder', expect.stringContaining('Bench Press 3x8 @135'));
    expect(textarea().getAttribute('placeholder')).toContain('Plank 3×1m30s');
    expect(textarea().getAttribute('placeholder')).toContain('Pull-ups 3x8-10');
  });

  it('lists each line with its matched exercise, badge, sets and weight, and the skipped lines', async () => {
    setup();
    await ready();
    type(
      ['Bench Press 3x8 @135', 'incline bench 3x8-10 @ 60kg', 'Plank 3×1m30s', 'zercher carry 2x40s', 'Sled Push 4x20', '135 3x8', 'felt good today'].join(
        '\n',
      ),
    );

    const rows = within(screen.getByRole('list', { name: 'Will log' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Bench Press Dictionary3×8 @ 135 lbs',
      // A partial match: what was typed, and a choice of what to log it as (see below).
      expect.stringMatching(
        /^Incline Bench Press Dictionaryyou typed "incline bench"Log "incline bench" asIncline Bench Press \(closest match\).*3×8-10 @ 60 kg \(10, 9, 8\)$/,
      ),
      'Plank Dictionary3×1:30',
      'Zercher Carry Custom2×0:40',
      'Sled Push New4×20',
    ]);
    const skipped = within(screen.getByRole('list', { name: 'Skipped lines' })).getAllByRole('listitem');
    expect(skipped.map((row) => row.textContent)).toEqual([
      'Line 6: "135 3x8" (the name is only a number)',
      'Line 7: "felt good today" (not in the "name 3x8 @135" format)',
    ]);
    expect(logButton()).toHaveTextContent('Log 15 sets');
  });

  it('says "No valid lines found" and cannot log when no line is valid', async () => {
    setup();
    await ready();
    type('felt good today\n135 3x8');
    expect(screen.getByText('No valid lines found')).toBeInTheDocument();
    expect(logButton()).toBeDisabled();
  });
});

describe("Quick Log for a kg lifter: a bare weight is the lifter's unit (docs/product.md §5.6)", () => {
  const kgLifter = { 'GET /api/user/profile': { body: { id: 1, email: 'l@example.test', name: 'Lifter', weight_unit: 'kg' } } };

  it('the hint names kg, the preview says kg, and every set is saved in kg; "lbs" after a weight overrides it', async () => {
    const { fetch, onClose } = setup({ ...kgLifter, 'POST /api/sessions/7/exercises': sequence(exercise(101), exercise(102)) });
    await waitFor(() => expect(screen.getByText(quickLogHint('kg'))).toBeInTheDocument(), { timeout: 5000 });
    expect(quickLogHint('kg')).toContain('(kg unless you add lbs)');
    await ready();
    type('Bench Press 3x5@100\nSquat 1x5 @ 225 lbs');
    const rows = within(screen.getByRole('list', { name: 'Will log' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Bench Press Dictionary3×5 @ 100 kg', 'Squat Dictionary1×5 @ 225 lbs']);
    fireEvent.click(logButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [bench, squat] = await writes(fetch);
    expect(bench).toContain('{"weight":100,"weight_unit":"kg","reps":5,"duration":null,"notes":null}');
    expect(bench).not.toContain('lbs');
    expect(squat).toContain('{"weight":225,"weight_unit":"lbs","reps":5,"duration":null,"notes":null}');
  }, 20_000);

  it("an lbs lifter's hint names lbs", () => {
    expect(quickLogHint('lbs')).toContain('(lbs unless you add kg)');
  });
});

describe('Quick Log saving', () => {
  it('creates each exercise with its sets in one call, in order, with the right bodies, then clears and closes', async () => {
    const { fetch, onClose } = setup({ 'POST /api/sessions/7/exercises': sequence(exercise(101), exercise(102)) });
    await ready();
    type('bench press 2x8-10 @135\nSled Push 1x20');
    fireEvent.click(logButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await writes(fetch)).toEqual([
      'POST /api/sessions/7/exercises {"type":"weighted","notes":null,"variation":null,"dictionary_exercise_id":1,"sets":[' +
        '{"weight":135,"weight_unit":"lbs","reps":10,"duration":null,"notes":null},{"weight":135,"weight_unit":"lbs","reps":8,"duration":null,"notes":null}]}',
      'POST /api/sessions/7/exercises {"type":"reps","notes":null,"variation":null,"name":"Sled Push","sets":[{"weight":null,"weight_unit":null,"reps":20,"duration":null,"notes":null}]}',
    ]);
    // One idempotency key per exercise, a different one for each.
    const keys = await writeKeys(fetch);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect(textarea()).toHaveValue('');
  });

  it('sends a duration line as milliseconds, and a custom match by its name', async () => {
    const { fetch, onClose } = setup({ 'POST /api/sessions/7/exercises': exercise(101) });
    await ready();
    type('zercher carry 1x1m30s');
    fireEvent.click(logButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await writes(fetch)).toEqual([
      'POST /api/sessions/7/exercises {"type":"duration","notes":null,"variation":null,"name":"Zercher Carry","sets":[{"weight":null,"weight_unit":null,"reps":null,"duration":90000,"notes":null}]}',
    ]);
  });

  it('takes the dictionary lift’s type where the line leaves it open: "Plank 2x60" is two 60 s holds', async () => {
    const { fetch, onClose } = setup({ 'POST /api/sessions/7/exercises': sequence(exercise(101), exercise(102)) });
    await ready();
    type(['Plank 2x60', 'Pull-ups 1x12'].join('\n'));
    const rows = within(screen.getByRole('list', { name: 'Will log' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Plank Dictionary2×1:00', 'Pull-ups Dictionary1×12']);
    fireEvent.click(logButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await writes(fetch)).toEqual([
      'POST /api/sessions/7/exercises {"type":"duration","notes":null,"variation":null,"dictionary_exercise_id":3,"sets":[' +
        '{"weight":null,"weight_unit":null,"reps":null,"duration":60000,"notes":null},{"weight":null,"weight_unit":null,"reps":null,"duration":60000,"notes":null}]}',
      'POST /api/sessions/7/exercises {"type":"reps","notes":null,"variation":null,"dictionary_exercise_id":4,"sets":[{"weight":null,"weight_unit":null,"reps":12,"duration":null,"notes":null}]}',
    ]);
  });

  it("a name only loosely like a lift is asked about, not guessed: Log waits for the lifter's choice", async () => {
    const { fetch, onClose } = setup({ 'POST /api/sessions/7/exercises': exercise(101) });
    await ready();
    // "squat" is in "squat jumps special": the spec's partial match would have logged it as Squat.
    type('squat jumps special 1x10');
    const choice = screen.getByRole('combobox', { name: 'Log "squat jumps special" as' });
    expect(choice).toHaveDisplayValue('Choose which lift…');
    expect(within(choice).getByRole('group', { name: 'Likely' })).toHaveTextContent('Squat');
    expect(logButton()).toBeDisabled();
    expect(screen.getByText('Choose which lift 1 line is to log.')).toBeInTheDocument();
    fireEvent.change(choice, { target: { value: 'typed' } });
    expect(within(screen.getByRole('list', { name: 'Will log' })).getByText('New')).toBeInTheDocument();
    fireEvent.click(logButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((await writes(fetch))[0]).toMatch(
      /^POST \/api\/sessions\/7\/exercises \{"type":"reps","notes":null,"variation":null,"name":"squat jumps special","sets":/,
    );
  });

  it('asks before logging an unlikely line (100 sets), and logs it once confirmed', async () => {
    const { fetch, onClose } = setup({ 'POST /api/sessions/7/exercises': exercise(101) });
    await ready();
    type('Squat 100x5 @225');
    expect(screen.getByText(/100 sets is a lot/)).toBeInTheDocument();
    expect(logButton()).toHaveTextContent('Log 100 sets');
    expect(logButton()).toBeDisabled();
    expect(screen.getByText('Confirm or fix 1 unlikely line to log.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Yes, 100 sets as written' }));
    expect(logButton()).toBeEnabled();
    // Fixing the line instead needs no confirmation.
    type('Squat 5x5 @225');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    fireEvent.click(logButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await writes(fetch)).toHaveLength(1);
  });

  it('asks whether "4x40m" is minutes or metres, and logs metres as a distance', async () => {
    const { fetch, onClose } = setup({ 'POST /api/sessions/7/exercises': sequence(exercise(101)) });
    await ready();
    type('Sled Push 4x40m @90');
    const question = screen.getByRole('group', { name: 'Is "40m" minutes or metres?' });
    // Nothing is chosen for the lifter.
    expect(within(question).getByRole('radio', { name: '40 minutes a set' })).not.toBeChecked();
    expect(within(question).getByRole('radio', { name: '40 metres a set' })).not.toBeChecked();
    expect(logButton()).toBeDisabled();
    expect(screen.getByText('Confirm or fix 1 unlikely line to log.')).toBeInTheDocument();
    fireEvent.click(within(question).getByRole('radio', { name: '40 metres a set' }));
    expect(logButton()).toBeEnabled();
    expect(screen.getByText('4×40 m @ 90 lbs')).toBeInTheDocument();
    fireEvent.click(logButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [exerciseWrite] = await writes(fetch);
    expect(exerciseWrite).toMatch(/^POST \/api\/sessions\/7\/exercises \{"type":"duration",/);
    expect(exerciseWrite).toContain('"sets":[{"weight":90,"weight_unit":"lbs","reps":null,"duration":null,"distance":40,"notes":null}');
  });

  it('"4x40m" answered minutes logs 40 minutes a set; editing the line asks again', async () => {
    setup();
    await ready();
    type('Sled Push 4x40m');
    fireEvent.click(screen.getByRole('radio', { name: '40 minutes a set' }));
    expect(logButton()).toBeEnabled();
    expect(screen.getByText('4×40:00')).toBeInTheDocument();
    type('Sled Push 4x50m');
    expect(screen.getByRole('radio', { name: '50 minutes a set' })).not.toBeChecked();
    expect(logButton()).toBeDisabled();
  });

  it('a distance with its unit needs no question: "Run 1x5km" is 5 km', async () => {
    setup();
    await ready();
    type('Run 1x5km');
    expect(screen.queryByRole('group', { name: /minutes or metres/ })).not.toBeInTheDocument();
    // 5 km reads exactly in km, so an lbs lifter sees it as typed too (docs/product.md §5.10).
    expect(screen.getByText('1×5.00 km')).toBeInTheDocument();
    expect(logButton()).toBeEnabled();
  });

  it("ranks the lifter's own recent lifts first", async () => {
    const recentSession = { id: 3, session_date: '2026-01-05T00:00:00.000Z', session_type: 'pull', notes: null, created_at: '', updated_at: '' };
    const calendar = [
      { ...recentSession, exercises: [{ id: 9, name: 'Incline Bench Press', variation: null, type: 'weighted', set_count: 3, volume_lbs: 2400 }] },
    ];
    const { fetch } = setup({ 'GET /api/sessions/calendar': { body: calendar } });
    await ready();
    type('bench 3x5 @135');
    // Without recent lifts "bench" is Bench Press; this lifter benches on the incline.
    const row = () => within(screen.getByRole('list', { name: 'Will log' })).getAllByRole('listitem')[0]!;
    await waitFor(() => expect(row()).toHaveTextContent(/^Incline Bench Press Dictionary/));
    const calendarCall = fetch.mock.calls.map(([request]) => new URL((request as Request).url)).find((url) => url.pathname === '/api/sessions/calendar');
    expect(calendarCall?.searchParams.get('start_date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a partial match can be switched to another lift; an exact match offers no choice', async () => {
    const { fetch, onClose } = setup({ 'POST /api/sessions/7/exercises': sequence(exercise(101), exercise(102)) });
    await ready();
    type('squat jumps special 1x10\nplank 1x1m');
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    fireEvent.change(screen.getByRole('combobox', { name: 'Log "squat jumps special" as' }), { target: { value: 'custom:20' } });
    fireEvent.click(logButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((await writes(fetch))[0]).toMatch(
      /^POST \/api\/sessions\/7\/exercises \{"type":"reps","notes":null,"variation":null,"name":"Zercher Carry","sets":/,
    );
  });

  it('keeps exactly the lines that did not save, says so, and retries them with the same key', async () => {
    const { fetch, onClose } = setup({ 'POST /api/sessions/7/exercises': sequence(exercise(101), fail, exercise(103), exercise(104)) });
    await ready();
    type('Bench Press 1x8 @135\nSquat 5x5 @225\nPlank 1x60s');
    fireEvent.click(logButton());

    const report = await screen.findByRole('alert');
    expect(screen.getByText('Logged: Bench Press, Plank.')).toBeInTheDocument();
    expect(report).toHaveTextContent('Not saved: "Squat 5x5 @225" (Could not add the exercise). The line is kept below; press Log to retry.');
    expect(textarea()).toHaveValue('Squat 5x5 @225');
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(logButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const calls = await writes(fetch);
    expect(calls).toHaveLength(4);
    // Bench, Squat (failed), Plank, then only Squat again, with the key of its first try: had
    // the first try been written and only its answer lost, the api would not write it twice.
    expect(calls[3]).toContain('"dictionary_exercise_id":5');
    const keys = await writeKeys(fetch);
    expect(keys[3]).toBe(keys[1]);
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
  });

  it('a line edited after a failure is a new write with a new key', async () => {
    const { fetch, onClose } = setup({ 'POST /api/sessions/7/exercises': sequence(fail, exercise(101)) });
    await ready();
    type('Squat 5x5 @225');
    fireEvent.click(logButton());
    await screen.findByRole('alert');
    type('Squat 5x5 @235');
    fireEvent.click(logButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const keys = await writeKeys(fetch);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('keeps unreadable lines to fix after logging the rest', async () => {
    const { onClose } = setup({ 'POST /api/sessions/7/exercises': exercise(101) });
    await ready();
    type('Bench Press 1x8 @135\nSquat 5xfive');
    fireEvent.click(logButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('1 line could not be read and is kept below: fix and log, or clear.');
    expect(textarea()).toHaveValue('Squat 5xfive');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows progress while saving', async () => {
    setup({ 'POST /api/sessions/7/exercises': { pending: true } });
    await ready();
    type('Bench Press 3x8 @135');
    fireEvent.click(logButton());
    expect(await screen.findByText('Saving… 0 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(textarea()).toHaveAttribute('readonly');
  });
});

describe('Quick Log cancel', () => {
  it('closes at once when nothing was typed', async () => {
    const { onClose } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('asks before discarding typed lines', async () => {
    const { onClose } = setup();
    type('Bench Press 3x8 @135');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(DISCARD_MESSAGE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(textarea()).toHaveValue('Bench Press 3x8 @135');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalled();
    // The session page keeps the panel mounted: it reopens empty.
    expect(textarea()).toHaveValue('');
  });
});

describe('Quick Log draft (the tab was discarded and reloaded)', () => {
  const DRAFT_KEY = 'liftbook.draft.v1.quicklog.7';
  const reload = (first: { unmount: () => void }, routes: MockRoutes = {}) => {
    first.unmount();
    return setup(routes);
  };

  it('brings back the typed text after a reload, says so, and only for that session', async () => {
    const first = setup();
    expect(screen.queryByText(RESTORED_NOTE)).not.toBeInTheDocument();
    type('Bench Press 3x8 @135\nSquat 5x5');
    reload(first);
    expect(textarea()).toHaveValue('Bench Press 3x8 @135\nSquat 5x5');
    expect(screen.getByText(RESTORED_NOTE)).toBeInTheDocument();
    await ready();
    expect(logButton()).toHaveTextContent('Log 8 sets');
    expect(QuickLogPanel.hasDraft(7)).toBe(true);
    expect(QuickLogPanel.hasDraft(8)).toBe(false);
  });

  it('brings back the sets still to add (a draft from before exercises were saved in one call), and adds them to the exercise that did save', async () => {
    const set2 = { weight: 135, weight_unit: 'lbs', reps: 8, duration: null, notes: null };
    plantDraft(DRAFT_KEY, { text: '', pending: [{ key: '101-2', exerciseId: 101, name: 'Bench Press', type: 'weighted', sets: [set2], setNumbers: [2] }] });
    const { fetch, onClose } = setup({ 'POST /api/exercises/101/sets': set(2) });
    expect(screen.getByText('Sets still to add')).toBeInTheDocument();
    expect(screen.getByText('set 2: 135 lbs × 8')).toBeInTheDocument();
    await ready();
    fireEvent.click(logButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await writes(fetch)).toEqual(['POST /api/exercises/101/sets {"weight":135,"weight_unit":"lbs","reps":8,"duration":null,"notes":null}']);
    // Everything is logged: the draft is gone, a reload starts empty.
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(QuickLogPanel.hasDraft(7)).toBe(false);
  });

  it('clears the draft when everything is logged', async () => {
    const first = setup({ 'POST /api/sessions/7/exercises': exercise(101), 'POST /api/exercises/101/sets': set(1) });
    await ready();
    type('Bench Press 1x8 @135');
    fireEvent.click(logButton());
    await waitFor(() => expect(first.onClose).toHaveBeenCalled());
    reload(first);
    expect(textarea()).toHaveValue('');
    expect(screen.queryByText(RESTORED_NOTE)).not.toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps only what was not logged', async () => {
    const first = setup({ 'POST /api/sessions/7/exercises': exercise(101), 'POST /api/exercises/101/sets': set(1) });
    await ready();
    type('Bench Press 1x8 @135\nSquat 5xfive');
    fireEvent.click(logButton());
    await screen.findByRole('alert');
    reload(first);
    expect(textarea()).toHaveValue('Squat 5xfive');
  });

  it('clears the draft on discard', () => {
    const first = setup();
    type('Bench Press 3x8 @135');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard' }));
    reload(first);
    expect(textarea()).toHaveValue('');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('a reload that cut a Log short: says so, and Log sends the same key again (nothing logged twice)', async () => {
    const first = setup({ 'POST /api/sessions/7/exercises': { pending: true } });
    await ready();
    type('Bench Press 3x8 @135');
    fireEvent.click(logButton());
    await screen.findByText('Saving… 0 of 1');
    const [sentKey] = await writeKeys(first.fetch);
    hideTab();
    expect(storedDraft(DRAFT_KEY)).toEqual({
      text: 'Bench Press 3x8 @135',
      pending: [],
      saving: true,
      writeKeys: [{ request: expect.stringContaining('"dictionary_exercise_id":1'), key: sentKey }],
    });
    const { fetch, onClose } = reload(first, { 'POST /api/sessions/7/exercises': exercise(101) });
    expect(screen.getByText(INTERRUPTED_NOTE)).toBeInTheDocument();
    expect(textarea()).toHaveValue('Bench Press 3x8 @135');
    await ready();
    fireEvent.click(logButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await writeKeys(fetch)).toEqual([sentKey]);
  });

  it('editing after an interrupted Log: the text is the lifter’s again, without the warning after a later reload', async () => {
    const first = setup({ 'POST /api/sessions/7/exercises': { pending: true } });
    await ready();
    type('Bench Press 3x8 @135');
    fireEvent.click(logButton());
    await screen.findByText('Saving… 0 of 1');
    hideTab();
    reload(first);
    type('Bench Press 2x8 @135');
    expect(screen.getByText(INTERRUPTED_NOTE)).toBeInTheDocument();
    hideTab();
    expect(storedDraft(DRAFT_KEY)).toMatchObject({ text: 'Bench Press 2x8 @135', pending: [] });
    expect(storedDraft(DRAFT_KEY)).not.toHaveProperty('saving');
  });

  it.each([
    ['not JSON', () => localStorage.setItem(DRAFT_KEY, 'Bench Press 3x8')],
    ['the wrong shape', () => plantDraft(DRAFT_KEY, { text: ['Bench'], pending: 'no' })],
    [
      'a pending set of the wrong shape',
      () => plantDraft(DRAFT_KEY, { text: 'Row 3x8', pending: [{ key: 'k', exerciseId: 'x', name: 'Row', type: 'reps', sets: [], setNumbers: [] }] }),
    ],
    ['a draft 8 days old', () => plantDraft(DRAFT_KEY, { text: 'Row 3x8', pending: [] }, Date.now() - 8 * 24 * 3600_000)],
  ])('ignores a stored draft that is %s', (_case, plant) => {
    plant();
    expect(QuickLogPanel.hasDraft(7)).toBe(false);
    setup();
    expect(textarea()).toHaveValue('');
    expect(screen.queryByText(RESTORED_NOTE)).not.toBeInTheDocument();
  });
});
