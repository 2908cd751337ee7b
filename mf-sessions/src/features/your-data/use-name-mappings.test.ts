import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';
import { renderHook, waitFor } from '@testing-library/react';
import { suggestMappings } from '../../domain/import/exercise-mapping';
import { TASK_BUDGET_MS } from './task-budget';
import { useNameMappings } from './use-name-mappings';

const dictionary: DictionaryExercise[] = [
  { id: 1, name: 'Bench Press', category: 'Chest', type: 'weighted' },
  { id: 2, name: 'Squat', category: 'Legs', type: 'weighted' },
];
const custom: CustomExercise[] = [];
const overview = { names: Array.from({ length: 40 }, (_, i) => ({ name: i % 2 ? `Squat ${i}` : `Press ${i}`, sets: i })) };

afterEach(() => jest.restoreAllMocks());

/**
 * The dictionary as the matchers read it, and the page's other tasks (timers) that ran between the
 * first read of a lift and the last: the tasks that ran while the names were being matched.
 */
function watched() {
  let ticks = 0;
  let running = true;
  const tick = () => {
    ticks += 1;
    if (running) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  let first: number | null = null;
  let last: number | null = null;
  const lifts = new Proxy(dictionary, {
    get(target, key, receiver) {
      first ??= ticks;
      last = ticks;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return {
    lifts,
    read: () => first !== null,
    tasksBetween: () => {
      running = false;
      return (last ?? 0) - (first ?? 0);
    },
  };
}

test('the names are matched in tasks bounded by time, the page’s other tasks running between them; then all of them, as suggestMappings', async () => {
  // A slow machine: each look at the clock finds a third of the budget gone, so a task holds about three names.
  let now = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => (now += TASK_BUDGET_MS / 3));
  const { lifts, tasksBetween } = watched();
  const { result } = renderHook(() => useNameMappings(overview, lifts, custom, true));
  expect(result.current).toEqual({ mappings: null, current: false });
  await waitFor(() => expect(result.current.current).toBe(true));
  expect(tasksBetween()).toBeGreaterThanOrEqual(overview.names.length / 4);
  jest.restoreAllMocks();
  expect(result.current.mappings).toEqual(suggestMappings(overview, dictionary, custom));
});

test('on a fast machine the names are matched in one task, and not in the task that drew the preview', async () => {
  jest.spyOn(performance, 'now').mockReturnValue(0);
  const { lifts, read, tasksBetween } = watched();
  const { result } = renderHook(() => useNameMappings(overview, lifts, custom, true));
  expect(read()).toBe(false);
  await waitFor(() => expect(result.current.current).toBe(true));
  expect(read()).toBe(true);
  expect(tasksBetween()).toBe(0);
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
