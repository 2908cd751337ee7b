import { programNextLine } from './program-next';

it.each([
  [{ routine_name: 'Workout B', first_exercise: 'Squat 3×5 @ 102.5 kg' }, 'Next: Workout B — Squat 3×5 @ 102.5 kg'],
  [{ routine_name: 'Mobility', first_exercise: null }, 'Next: Mobility'],
])('%j reads "%s"', (next, line) => {
  expect(programNextLine(next)).toBe(line);
});
