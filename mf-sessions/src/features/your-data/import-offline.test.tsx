import { renderArea } from '@liftbook/shared/testing';
import type { DictionaryExercise } from '@liftbook/shared/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DataArea from '../../app/data-area';
import { catalogRoutes } from '../../testing/exercise-save-mocks';

// The importer's code is not kept for offline use: offline, its chunk fails to load as webpack
// says it (ChunkLoadError). The first load fails here, the next one (Retry) succeeds.
let mockReaderDownloads = false;
jest.mock('./import-file-session', () => {
  if (!mockReaderDownloads) throw Object.assign(new Error('Loading chunk 180 failed.'), { name: 'ChunkLoadError' });
  return jest.requireActual('./import-file-session');
});

const dictionary: DictionaryExercise[] = [{ id: 1, name: 'Squat', category: 'Legs', type: 'weighted' }];
const CSV = [
  'Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes',
  '2017-05-12 19:00:00,"A","Squat",1,50,10,0,0,"",""',
].join('\n');

it('offline, choosing a file says the import needs a connection, keeps the file, and Retry reads it once the importer downloads', async () => {
  const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const { fetchMock } = renderArea(<DataArea />, {
    route: '/data',
    path: '/data/*',
    api: catalogRoutes({ dictionary, custom: [] }, { 'GET /api/imports': { body: [] } }),
  });
  const picker = screen.getByLabelText('Choose a file to import') as HTMLInputElement;
  await userEvent.upload(picker, new File([CSV], 'strong.csv', { type: 'text/csv' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent("strong.csv: Importing needs a connection, and you're offline. Nothing was added: Retry once you're back online.");
  expect(picker.files?.[0]?.name).toBe('strong.csv');
  expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/imports') && !url.endsWith('/api/imports'))).toEqual([]);

  online.mockReturnValue(true);
  mockReaderDownloads = true;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  const preview = await screen.findByTestId('import-preview');
  expect(within(preview).getByRole('heading', { name: 'Preview of strong.csv' })).toBeInTheDocument();
  expect(screen.queryByText(/Importing needs a connection/)).not.toBeInTheDocument();
  online.mockRestore();
});
