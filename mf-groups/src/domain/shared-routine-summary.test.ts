import { sharedExerciseLine, sharedRoutineTotals } from './shared-routine-summary';

test.each([
  [1, 1, '1 exercise · 1 set'],
  [2, 4, '2 exercises · 4 sets'],
  [30, 900, '30 exercises · 900 sets'],
  [3, 1, '3 exercises · 1 set'],
])('%i exercises, %i sets -> %s', (exercise_count, set_count, expected) => {
  expect(sharedRoutineTotals({ exercise_count, set_count })).toBe(expected);
});

test.each([
  [{ name: 'Bench Press', set_count: 3 }, 'Bench Press × 3'],
  [{ name: 'Plank', set_count: 1 }, 'Plank × 1'],
])('%o -> %s', (exercise, expected) => {
  expect(sharedExerciseLine(exercise)).toBe(expected);
});
