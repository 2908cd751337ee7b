import { currentText, liftText } from './lift-text';

describe('liftText', () => {
  test.each([
    [135, 5, '135 lbs × 5'],
    [187.5, null, '187.5 lbs'],
    [176.37, 5, '176.5 lbs × 5'],
    [null, 15, '15 reps'],
    [null, 1, '1 rep'],
    [0, 12, '0 lbs × 12'],
    [null, null, '—'],
  ])('%p, %p -> %p', (weight, reps, text) => {
    expect(liftText(weight, reps, 'lbs')).toBe(text);
  });

  test.each([
    [135, 5, '61.25 kg × 5'],
    [220.46, null, '100 kg'],
    [null, 15, '15 reps'],
  ])('in kg: %p, %p -> %p', (weight, reps, text) => {
    expect(liftText(weight, reps, 'kg')).toBe(text);
  });
});

describe('currentText', () => {
  test.each([
    [{ current_weight: null, current_reps: null, best_set_date: null }, 'Nothing logged yet'],
    // A reps-only goal: the api sends no weight, so reps only (not "0 lbs × 12").
    [{ current_weight: null, current_reps: 12, best_set_date: '2026-01-05T00:00:00.000Z' }, '12 reps'],
    [{ current_weight: 160, current_reps: 5, best_set_date: '2026-01-05T00:00:00.000Z' }, '160 lbs × 5'],
  ])('%p -> %p', (progress, text) => {
    expect(currentText(progress, 'lbs')).toBe(text);
  });

  test('in kg', () => {
    expect(currentText({ current_weight: 160, current_reps: 5, best_set_date: '2026-01-05T00:00:00.000Z' }, 'kg')).toBe('72.5 kg × 5');
  });
});
