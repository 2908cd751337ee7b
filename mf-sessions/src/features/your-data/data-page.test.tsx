import { renderArea } from '@liftbook/shared/testing';
import type { DictionaryExercise } from '@liftbook/shared/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DataArea from '../../app/data-area';
import { catalogRoutes } from '../../testing/exercise-save-mocks';
import { importRecord } from '../../testing/import-record';
import { sequence, writes } from '../../testing/exercise-save-mocks';

const dictionary: DictionaryExercise[] = [
  { id: 1, name: 'Bench Press', category: 'Chest', type: 'weighted' },
  { id: 2, name: 'Squat', category: 'Legs', type: 'weighted' },
  { id: 3, name: 'Chin-up', category: 'Back', type: 'reps' },
];

const STRONG = [
  '"Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"',
  '"1";"2024-03-01 10:00:00";"Push";"3600";"Bench Press (Barbell)";"W";"40.0";"10";"";"";"";"";""',
  '"1";"2024-03-01 10:00:00";"Push";"3600";"Bench Press (Barbell)";"1";"80.0";"5";"8.0";"";"";"";""',
  '"1";"2024-03-01 10:00:00";"Push";"3600";"Bench Press (Barbell)";"Rest Timer";"";"";"";"";"120.0";"";""',
  '"2";"2024-03-05 10:00:00";"Legs";"3600";"Hip Thrust";"1";"100.0";"8";"";"";"";"";""',
].join('\n');

const LEGACY = [
  'Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes',
  '2017-05-12 19:00:00,"A","Squat",1,50,10,0,0,"",""',
].join('\n');

const record = importRecord;
const finished = record({ status: 'done', workouts_added: 2, sets_added: 3, finished_at: '2026-11-20T10:00:05.000Z' });
const nothingChanged = { body: { workouts_new: 2, workouts_already_there: 0, workouts_changed: 0, changed: [] } };

const renderPage = (routes: Parameters<typeof catalogRoutes>[1] = {}) =>
  renderArea(<DataArea />, {
    route: '/data',
    path: '/data/*',
    api: catalogRoutes({ dictionary, custom: [] }, { 'GET /api/imports': { body: [] }, ...routes }),
  });

const choose = (name: string, text: string) => userEvent.upload(screen.getByLabelText('Choose a file to import'), new File([text], name, { type: 'text/csv' }));

it('previews a Strong export: app, counts, dates, mappings and every skipped row; nothing is written', async () => {
  const { fetchMock } = renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Your data' })).toBeInTheDocument();
  await choose('strong.csv', STRONG);

  const preview = await screen.findByTestId('import-preview');
  expect(within(preview).getByRole('heading', { name: 'Preview of strong.csv' })).toBeInTheDocument();
  // The picker still names the file beside its preview (not "No file chosen").
  expect((screen.getByLabelText('Choose a file to import') as HTMLInputElement).files?.[0]?.name).toBe('strong.csv');
  const stat = (label: string) => within(preview).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  expect(stat('From')).toBe('Strong (Strong, with Workout # and the units in the header, semicolon-separated)');
  expect(stat('Workouts')).toBe('2');
  expect(stat('Exercises')).toBe('2');
  expect(stat('Sets')).toBe('3 (of which 1 warm-up)');
  expect(stat('Dates')).toBe('Mar 1, 2024 – Mar 5, 2024');
  // The unit is in the header: nothing to ask.
  expect(within(preview).queryByRole('radio', { name: /kg/ })).not.toBeInTheDocument();

  expect(await within(preview).findByRole('option', { name: 'Bench Press (dictionary)', selected: true })).toBeInTheDocument();
  const hipThrust = within(preview).getByRole('combobox', { name: 'Import "Hip Thrust" as' });
  expect(within(hipThrust).getByRole('option', { selected: true })).toHaveTextContent('New custom exercise "Hip Thrust"');
  // The catalogue's lifts are there once the select is used.
  expect(within(hipThrust).queryByRole('option', { name: 'Squat' })).not.toBeInTheDocument();
  await userEvent.click(hipThrust);
  await userEvent.selectOptions(hipThrust, 'Squat');
  expect(within(hipThrust).getByRole('option', { name: 'Squat' })).toHaveProperty('selected', true);

  expect(within(preview).getByText('1 Rest Timer row: not sets; each rest is kept in the notes of its exercise.')).toBeInTheDocument();
  expect(within(preview).getByText('Line 4')).toBeInTheDocument();
  expect(within(preview).getByRole('button', { name: 'Import' })).toBeEnabled();
  const writes = fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method !== undefined && (init as RequestInit).method !== 'GET');
  expect(writes).toEqual([]);
});

it('imports: the checksum starts it, the workouts go oldest first under their mapped names, and the result is said', async () => {
  const { fetchMock } = renderPage({
    'POST /api/imports': { status: 201, body: record() },
    'POST /api/imports/9/workouts': { status: 204 },
    'POST /api/imports/9/check': nothingChanged,
    'POST /api/imports/9/finish': { body: finished },
    'GET /api/imports': sequence({ body: [] }, { body: [finished] }),
  });
  await choose('strong.csv', STRONG);
  const preview = await screen.findByTestId('import-preview');
  await within(preview).findByRole('option', { name: 'Bench Press (dictionary)', selected: true });
  await userEvent.click(within(preview).getByRole('button', { name: 'Import' }));

  expect(await within(preview).findByTestId('import-result')).toHaveTextContent('Imported 2 workouts, 3 sets.');
  const sent = await writes(fetchMock);
  expect(sent).toHaveLength(4);
  const start = JSON.parse(sent[0]!.replace(/^POST \/api\/imports /, '')) as Record<string, string>;
  expect(start).toMatchObject({ source: 'strong', file_name: 'strong.csv', layout: expect.stringContaining('Strong') });
  expect(start.checksum).toMatch(/^[0-9a-f]{64}$/);
  const chunk = JSON.parse(sent[1]!.replace(/^POST \/api\/imports\/9\/workouts /, '')) as { workouts: Array<Record<string, unknown>> };
  expect(chunk.workouts.map((w) => [w.session_date, w.session_type])).toEqual([
    ['2024-03-01T10:00:00', 'Push'],
    ['2024-03-05T10:00:00', 'Legs'],
  ]);
  expect(chunk.workouts[0]).toMatchObject({
    notes: 'Duration: 1:00:00',
    exercises: [
      {
        name: 'Bench Press',
        type: 'weighted',
        notes: 'Rest timer: 2:00 rest after set 2',
        sets: [{ kind: 'warmup', weight: 40, weight_unit: 'kg', reps: 10 }, { rpe: 8 }],
      },
    ],
  });
  expect(chunk.workouts[1]).toMatchObject({ exercises: [{ name: 'Hip Thrust', type: 'weighted' }] });
  // Nothing differs from the log: the finish follows the check at once.
  expect(sent.slice(2)).toEqual(['POST /api/imports/9/check {}', 'POST /api/imports/9/finish {}']);
});

it('workouts that differ from the log are listed with their choice; the finish sends what the lifter chose', async () => {
  const changed = (seq: number, date: string) => ({
    seq,
    session_date: date,
    session_type: 'Push',
    exercises: 1,
    sets: 2,
    lifts: ['Bench Press'],
    mine: { session_id: 40 + seq, session_type: 'Push', exercises: 1, sets: 3, lifts: ['Bench Press'] },
    differences: ['Bench Press: 2 sets in the file, 3 in your log'],
  });
  const { fetchMock } = renderPage({
    'POST /api/imports': { status: 201, body: record() },
    'POST /api/imports/9/workouts': { status: 204 },
    'POST /api/imports/9/check': {
      body: { workouts_new: 0, workouts_already_there: 1, workouts_changed: 3, changed: [changed(1, '2024-03-01'), changed(2, '2024-03-05')] },
    },
    'POST /api/imports/9/finish': { body: { ...finished, workouts_added: 2, workouts_already_there: 1, workouts_kept_mine: 1 } },
    'GET /api/imports': sequence({ body: [] }, { body: [finished] }),
  });
  await choose('strong.csv', STRONG);
  const preview = await screen.findByTestId('import-preview');
  await within(preview).findByRole('option', { name: 'Bench Press (dictionary)', selected: true });
  await userEvent.click(within(preview).getByRole('button', { name: 'Import' }));

  const panel = await within(preview).findByTestId('import-changed');
  expect(within(panel).getByRole('heading', { name: 'Changed workouts (3)' })).toBeInTheDocument();
  expect(panel).toHaveTextContent('No new workouts to add.');
  expect(panel).toHaveTextContent('1 workout is already in your log: not added again.');
  const first = within(panel).getByRole('group', { name: 'Mar 1, 2024 · Push' });
  expect(first).toHaveTextContent('In the fileBench Press · 2 sets');
  expect(first).toHaveTextContent('In your log (open)Bench Press · 3 sets');
  expect(within(first).getByRole('link', { name: 'open your session of Mar 1, 2024' })).toHaveAttribute('href', '/sessions/41');
  expect(within(first).getByRole('list', { name: 'What differs' })).toHaveTextContent('Bench Press: 2 sets in the file, 3 in your log');
  expect(within(first).getByRole('radio', { name: 'Keep mine' })).toBeChecked();
  expect(within(panel).getByText(/…and 1 more changed workout, not listed here: yours are kept/)).toBeInTheDocument();
  // Nothing is finished before the lifter says so.
  expect((await writes(fetchMock)).some((w) => w.includes('/finish'))).toBe(false);

  await userEvent.click(within(panel).getByRole('button', { name: 'Add theirs for all' }));
  expect(within(first).getByRole('radio', { name: 'Add theirs' })).toBeChecked();
  await userEvent.click(within(first).getByRole('radio', { name: 'Keep mine' }));
  await userEvent.click(within(panel).getByRole('button', { name: 'Finish import' }));

  expect(await within(preview).findByTestId('import-result')).toHaveTextContent(
    'Imported 2 workouts, 3 sets.1 workout was already in your log.1 changed workout was not added: you kept yours.',
  );
  expect((await writes(fetchMock)).at(-1)).toBe('POST /api/imports/9/finish {"changed":"add_theirs","except":[1]}');
});

it('the same file again: already imported, nothing was added', async () => {
  renderPage({
    'POST /api/imports': { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'This file was already imported', import: finished } },
    'GET /api/imports': { body: [finished] },
  });
  await choose('strong.csv', STRONG);
  const preview = await screen.findByTestId('import-preview');
  await within(preview).findByRole('option', { name: 'Bench Press (dictionary)', selected: true });
  await userEvent.click(within(preview).getByRole('button', { name: 'Import' }));
  expect(await within(preview).findByTestId('import-result')).toHaveTextContent(/^Already imported on Nov 20, 2026\. Nothing was added\.$/);
});

it('a refused workout: the api message with the file line; the preview stays and Import can be pressed again', async () => {
  renderPage({
    'POST /api/imports': { status: 201, body: record() },
    'POST /api/imports/9/workouts': sequence({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'reps must be at most 1000', field: 'workouts.0.exercises.0.sets.1.reps' },
    }),
  });
  await choose('strong.csv', STRONG);
  const preview = await screen.findByTestId('import-preview');
  await within(preview).findByRole('option', { name: 'Bench Press (dictionary)', selected: true });
  await userEvent.click(within(preview).getByRole('button', { name: 'Import' }));
  expect(await within(preview).findByRole('alert')).toHaveTextContent('The import stopped at line 3: reps must be at most 1000');
  expect(within(preview).getByRole('heading', { name: 'Preview of strong.csv' })).toBeInTheDocument();
  expect(within(preview).getByRole('button', { name: 'Import' })).toBeEnabled();
});

it('lists imports and undoes one behind a confirmation', async () => {
  renderPage({
    'GET /api/imports': sequence({ body: [finished] }, { body: [] }),
    'DELETE /api/imports/9': {
      body: { sessions_removed: 2, sets_removed: 3, custom_exercises_removed: 1, goals_removed: 0, sessions_kept: 1, sets_kept: 0 },
    },
  });
  const list = await screen.findByRole('list', { name: 'Imports' });
  expect(within(list).getByText('strong.csv')).toBeInTheDocument();
  expect(within(list).getByText(/Strong · Nov 20, 2026 · 2 workouts, 3 sets/)).toBeInTheDocument();
  await userEvent.click(within(list).getByRole('button', { name: 'Undo import' }));
  const dialog = screen.getByRole('dialog', { name: 'Undo import?' });
  expect(dialog).toHaveTextContent('This removes the 2 workouts, 3 sets that importing strong.csv added.');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(within(list).getByRole('button', { name: 'Undo import' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Undo import' }));
  expect(
    await screen.findByText(
      'strong.csv: Import undone: removed 2 workouts, 3 sets and 1 custom exercise. Kept 1 workout you added to or changed since the import.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByText(/No imports yet/)).toBeInTheDocument();
});

it('an import undone from the list: its result says so and the file may be imported again', async () => {
  renderPage({
    'POST /api/imports': { status: 201, body: record() },
    'POST /api/imports/9/workouts': { status: 204 },
    'POST /api/imports/9/check': nothingChanged,
    'POST /api/imports/9/finish': { body: finished },
    'GET /api/imports': sequence({ body: [] }, { body: [finished] }, { body: [] }),
    'DELETE /api/imports/9': { body: { sessions_removed: 2, sets_removed: 3, custom_exercises_removed: 0, goals_removed: 0, sessions_kept: 0, sets_kept: 0 } },
  });
  await choose('strong.csv', STRONG);
  const preview = await screen.findByTestId('import-preview');
  await within(preview).findByRole('option', { name: 'Bench Press (dictionary)', selected: true });
  await userEvent.click(within(preview).getByRole('button', { name: 'Import' }));
  expect(await within(preview).findByTestId('import-result')).toHaveTextContent('Imported 2 workouts, 3 sets.');
  const list = await screen.findByRole('list', { name: 'Imports' });
  await userEvent.click(await within(list).findByRole('button', { name: 'Undo import' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Undo import' }));
  expect(
    await within(preview).findByText('That import was undone (Your imports says what it removed and kept). The file can be imported again.'),
  ).toBeInTheDocument();
  expect(within(preview).getByRole('button', { name: 'Import' })).toBeEnabled();
});

it('a name the matcher cannot place for sure: nothing is chosen for the lifter, the likely lifts are named and offered first', async () => {
  renderPage();
  await choose('strong.csv', STRONG.replace(/Hip Thrust/g, 'Squat Press'));
  const preview = await screen.findByTestId('import-preview');
  const select = await within(preview).findByRole('combobox', { name: 'Import "Squat Press" as' });
  expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('New custom exercise "Squat Press"');
  expect(within(preview).getByText(/^Could be Squat/)).toBeInTheDocument();
  await userEvent.selectOptions(select, within(within(select).getByRole('group', { name: 'Could be' })).getByRole('option', { name: 'Squat' }));
  expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('Squat');
});

it('asks for the unit when the file does not say, defaulting to the lifter’s (lbs) when the numbers do not tell', async () => {
  renderPage();
  await choose('strong.csv', LEGACY);
  const preview = await screen.findByTestId('import-preview');
  expect(within(preview).getByText('The file does not say the unit of 1 set. Weights are in')).toBeInTheDocument();
  expect(within(preview).getByRole('radio', { name: /lbs/ })).toBeChecked();
  expect(
    within(preview).getByText('Your unit (lbs) is preselected: the file’s numbers do not tell kg from lbs clearly. Check the examples.'),
  ).toBeInTheDocument();
  await userEvent.click(within(preview).getByRole('radio', { name: /kg/ }));
  expect(within(preview).getByRole('radio', { name: /kg/ })).toBeChecked();
  expect(preview).toHaveAttribute('data-resolved-unit', 'kg');
});

it('a file with more skipped rows than the preview lists: every one counted, the first 500 listed, the rest said', async () => {
  renderPage();
  const malformed = Array.from({ length: 503 }, (_, i) => `2017-05-12 19:00:00,"A",Squat, Pause,${i + 2},50,10,0,0,"",""`);
  await choose('strong.csv', [LEGACY, ...malformed].join('\n'));
  const preview = await screen.findByTestId('import-preview');
  expect(within(preview).getByRole('heading', { name: 'Rows not imported as sets (503)' })).toBeInTheDocument();
  expect(within(preview).getByText('503 rows with the wrong number of fields: not imported.')).toBeInTheDocument();
  expect(within(preview).getByText('The first 500 rows, by line')).toBeInTheDocument();
  expect(within(preview).getByText('Line 502')).toBeInTheDocument();
  expect(within(preview).queryByText('Line 503')).not.toBeInTheDocument();
  expect(within(preview).getByText('…and 3 more rows, not listed here.')).toBeInTheDocument();
});

it.each([
  ['empty.csv', '', 'empty.csv: The file is empty.'],
  ['people.csv', 'Name,Email\nAda,ada@example.com', 'people.csv: Line 1 is not a layout Liftbook knows.'],
])('refuses %s with a message naming what was expected', async (name, text, message) => {
  renderPage();
  await choose(name, text);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByTestId('import-preview')).not.toBeInTheDocument();
});

const LEGACY_KG = [
  'Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes',
  ...[60, 80, 100].map((weight, i) => `2017-05-12 19:00:00,"A","Squat (Barbell)",${i + 1},${weight},5,0,0,"",""`),
  ...[14, 16, 18, 22, 26].map((weight, i) => `2017-05-12 19:00:00,"A","Hammer Curl (Dumbbell)",${i + 1},${weight},10,0,0,"",""`),
  '2017-05-12 19:00:00,"A","Chin Up (Assisted)",1,20,8,0,0,"",""',
].join('\n');

it('a file without units whose numbers are kg: kg is preselected for an lbs lifter, says why, shows weights both ways, and is what is sent', async () => {
  const { fetchMock } = renderPage({
    'POST /api/imports': { status: 201, body: record() },
    'POST /api/imports/9/workouts': { status: 204 },
    'POST /api/imports/9/check': nothingChanged,
    'POST /api/imports/9/finish': { body: finished },
  });
  await choose('strong.csv', LEGACY_KG);
  const preview = await screen.findByTestId('import-preview');
  const unit = within(preview).getByRole('group', { name: 'The file does not say the unit of 9 sets. Weights are in' });
  expect(within(unit).getByRole('radio', { name: /kg/ })).toBeChecked();
  expect(unit).toHaveAccessibleDescription(
    'kg is preselected: 5 of the file’s 9 weights (such as 14, 16 and 18) are whole numbers between steps of 2.5, as kg dumbbells and plates make them. lbs weights go up in 5s.',
  );
  const examples = within(unit).getByRole('table', { name: 'The heaviest set of the file’s most logged lifts, read both ways' });
  expect(within(examples).getByRole('row', { name: 'Hammer Curl (Dumbbell) 26 kg (57 lbs) 26 lbs (12 kg)' })).toBeInTheDocument();
  expect(within(examples).getByRole('row', { name: 'Squat (Barbell) 100 kg (220 lbs) 100 lbs (45 kg)' })).toBeInTheDocument();
  // The equipment suffix is read: the same lifts as the dictionary's; what it adds is kept as the variation.
  expect(await within(preview).findByRole('option', { name: 'Squat (dictionary)', selected: true })).toBeInTheDocument();
  expect(within(preview).getByRole('option', { name: 'Chin-up (dictionary)', selected: true })).toBeInTheDocument();
  expect(within(preview).getByText('Kept as its variation: Assisted')).toBeInTheDocument();

  await userEvent.click(within(preview).getByRole('button', { name: 'Import' }));
  expect(await within(preview).findByTestId('import-result')).toBeInTheDocument();
  const sent = await writes(fetchMock);
  const chunk = JSON.parse(sent[1]!.replace(/^POST \/api\/imports\/9\/workouts /, '')) as {
    workouts: { exercises: { name: string; variation?: string | null; sets: { weight_unit: string }[] }[] }[];
  };
  const exercises = chunk.workouts.flatMap((w) => w.exercises);
  expect(exercises.map((e) => [e.name, e.variation])).toEqual([
    ['Squat', null],
    ['Hammer Curl (Dumbbell)', null],
    ['Chin-up', 'Assisted'],
  ]);
  expect(new Set(exercises.flatMap((e) => e.sets.map((set) => set.weight_unit)))).toEqual(new Set(['kg']));
});

// 30 names: 29 of two sets, then, with the fewest sets (the last, not shown at first), the dictionary's Squat.
const MANY_NAMES = [
  LEGACY.split('\n')[0],
  ...Array.from({ length: 29 }, (_, i) => `Lift ${String(i + 1).padStart(2, '0')}`).flatMap((lift) =>
    [1, 2].map((set) => `2017-05-12 19:00:00,"A","${lift}",${set},50,10,0,0,"",""`),
  ),
  '2017-05-12 19:00:00,"A","Squat (Barbell)",1,60,5,0,0,"",""',
].join('\n');

it('a file of more names than a page: the 25 with the most sets first, the rest on "Show more"', async () => {
  renderPage();
  await choose('strong.csv', MANY_NAMES);
  const preview = await screen.findByTestId('import-preview');
  expect(within(preview).getByRole('heading', { name: 'Exercises (30)' })).toBeInTheDocument();
  expect(await within(preview).findByRole('combobox', { name: 'Import "Lift 25" as' })).toBeInTheDocument();
  expect(within(preview).getAllByRole('combobox')).toHaveLength(25);
  expect(within(preview).queryByRole('combobox', { name: 'Import "Lift 26" as' })).not.toBeInTheDocument();
  expect(
    within(preview).getByText('The 25 names with the most sets of 30 are shown. The others are imported as suggested unless you show and change them.'),
  ).toBeInTheDocument();

  await userEvent.click(within(preview).getByRole('button', { name: 'Show 5 more names' }));
  expect(within(preview).getAllByRole('combobox')).toHaveLength(30);
  // The keyboard goes on from the first name added.
  expect(within(preview).getByRole('combobox', { name: 'Import "Lift 26" as' })).toHaveFocus();
  expect(within(preview).queryByRole('button', { name: /^Show \d+ more/ })).not.toBeInTheDocument();
  expect(within(preview).getByRole('combobox', { name: 'Import "Squat (Barbell)" as' })).toHaveDisplayValue('Squat (dictionary)');
});

it('names not shown are imported as suggested', async () => {
  const { fetchMock } = renderPage({
    'POST /api/imports': { status: 201, body: record() },
    'POST /api/imports/9/workouts': { status: 204 },
    'POST /api/imports/9/check': nothingChanged,
    'POST /api/imports/9/finish': { body: finished },
  });
  await choose('strong.csv', MANY_NAMES);
  const preview = await screen.findByTestId('import-preview');
  const importButton = within(preview).getByRole('button', { name: 'Import' });
  await waitFor(() => expect(importButton).toBeEnabled());
  expect(within(preview).queryByRole('combobox', { name: 'Import "Squat (Barbell)" as' })).not.toBeInTheDocument();
  await userEvent.click(importButton);
  expect(await within(preview).findByTestId('import-result')).toBeInTheDocument();
  const sent = await writes(fetchMock);
  const chunk = JSON.parse(sent[1]!.replace(/^POST \/api\/imports\/9\/workouts /, '')) as { workouts: { exercises: { name: string }[] }[] };
  const names = chunk.workouts.flatMap((w) => w.exercises.map((e) => e.name));
  expect(names).toHaveLength(30);
  expect(names).toContain('Squat');
  expect(names).not.toContain('Squat (Barbell)');
});
