import { tidyExerciseName } from './exercise-name.js';

test.each([
  ['Bench Press', 'Bench Press'],
  ['  bench   press ', 'bench press'],
  ['Zercher\t\nSquat', 'Zercher Squat'],
  ['   ', ''],
])('tidyExerciseName(%j) = %j', (input, expected) => {
  expect(tidyExerciseName(input)).toBe(expected);
});
