import { liftText } from './lift-text';

describe('liftText', () => {
  test.each([
    [135, 5, '135 lbs × 5'],
    [187.5, null, '187.5 lbs'],
    [176.37, 5, '176.37 lbs × 5'],
    [null, 15, '15 reps'],
    [null, 1, '1 rep'],
    [0, 12, '0 lbs × 12'],
    [null, null, '—'],
  ])('%p, %p -> %p', (weight, reps, text) => {
    expect(liftText(weight, reps)).toBe(text);
  });
});
