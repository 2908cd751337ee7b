import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';
import { renderHook, waitFor } from '@testing-library/react';
import { suggestMappings } from '../../domain/import/exercise-mapping';
import { NAMES_PER_TASK, useNameMappings } from './use-name-mappings';

const dictionary: DictionaryExercise[] = [
  { id: 1, name: 'Bench Press', category: 'Chest', type: 'weighted' },
  { id: 2, name: 'Squat', category: 'Legs', type: 'weighted' },
];
const custom: CustomExercise[] = [];
const overview = { names: Array.from({ length: 5 * NAMES_PER_TASK }, (_, i) => ({ name: i % 2 ? `Squat ${i}` : `Press ${i}`, sets: i })) };

test('the names are matched a slice per task, the page’s other tasks running between slices; then all of them, as suggestMappings', async () => {
  let ticks = 0;
  let matching = true;
  const tick = () => {
    ticks += 1;
    if (matching) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  const { result } = renderHook(() => useNameMappings(overview, dictionary, custom, true));
  expect(result.current).toEqual({ mappings: null, current: false });
  await waitFor(() => expect(result.current.current).toBe(true));
  matching = false;
  expect(result.current.mappings).toEqual(suggestMappings(overview, dictionary, custom));
  expect(ticks).toBeGreaterThanOrEqual(4);
});

test('nothing is matched before the catalogue is loaded; mappings of an older catalogue stay shown but are not current', async () => {
  const { result, rerender } = renderHook(({ lifts, ready }) => useNameMappings(overview, lifts, custom, ready), {
    initialProps: { lifts: [] as DictionaryExercise[], ready: false },
  });
  expect(result.current).toEqual({ mappings: null, current: false });
  rerender({ lifts: dictionary, ready: true });
  await waitFor(() => expect(result.current.current).toBe(true));
  const first = result.current.mappings;
  rerender({ lifts: [...dictionary, { id: 3, name: 'Overhead Press', category: 'Shoulders', type: 'weighted' }], ready: true });
  expect(result.current).toEqual({ mappings: first, current: false });
  await waitFor(() => expect(result.current.current).toBe(true));
});
