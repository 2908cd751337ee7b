import { renderArea } from '@liftbook/shared/testing';
import type { DictionaryExercise } from '@liftbook/shared/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DataArea from '../../app/data-area';
import { catalogRoutes } from '../../testing/exercise-save-mocks';
import { IMPORT_NOT_YET } from './import-preview';

// jsdom has no Web Worker: the page falls back to parsing on the main thread, with the same parser.
jest.mock('./spawn-import-worker', () => ({
  spawnImportWorker: () => {
    throw new Error('Worker is not defined');
  },
}));

const dictionary: DictionaryExercise[] = [
  { id: 1, name: 'Bench Press', category: 'Chest', type: 'weighted' },
  { id: 2, name: 'Squat', category: 'Legs', type: 'weighted' },
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

const renderPage = () => renderArea(<DataArea />, { route: '/data', path: '/data/*', api: catalogRoutes({ dictionary, custom: [] }) });

const choose = (name: string, text: string) => userEvent.upload(screen.getByLabelText('Choose a file to import'), new File([text], name, { type: 'text/csv' }));

it('previews a Strong export: app, counts, dates, mappings and every skipped row; nothing is written', async () => {
  const { fetchMock } = renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Your data' })).toBeInTheDocument();
  await choose('strong.csv', STRONG);

  const preview = await screen.findByTestId('import-preview');
  expect(within(preview).getByRole('heading', { name: 'Preview of strong.csv' })).toBeInTheDocument();
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
  expect(within(preview).getByText(IMPORT_NOT_YET)).toBeInTheDocument();
  expect(within(preview).queryByRole('button', { name: /import/i })).not.toBeInTheDocument();
  const writes = fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method !== undefined && (init as RequestInit).method !== 'GET');
  expect(writes).toEqual([]);
});

it('asks for the unit when the file does not say, defaulting to lbs', async () => {
  renderPage();
  await choose('strong.csv', LEGACY);
  const preview = await screen.findByTestId('import-preview');
  expect(within(preview).getByText('The file does not say the unit of 1 set. Weights are in')).toBeInTheDocument();
  expect(within(preview).getByRole('radio', { name: /lbs/ })).toBeChecked();
  await userEvent.click(within(preview).getByRole('radio', { name: /kg/ }));
  expect(within(preview).getByRole('radio', { name: /kg/ })).toBeChecked();
  expect(preview).toHaveAttribute('data-resolved-unit', 'kg');
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
