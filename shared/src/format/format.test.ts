import { dateToUtcMidnightIso, formatUtcDate, formatUtcLongDate, toDateInputValue, todayInputValue } from './dates';
import { formatClock, formatDuration, formatNumber, formatWeight } from './numbers';

describe('dates', () => {
  it.each([
    ['2026-11-20T00:00:00.000Z', 'Nov 20, 2026'],
    // Late in the UTC day is still that UTC day, whatever the viewer's zone.
    ['2026-11-20T23:59:00.000Z', 'Nov 20, 2026'],
    ['', ''],
    ['not a date', ''],
  ])('formatUtcDate(%p) = %p', (input, expected) => {
    expect(formatUtcDate(input)).toBe(expected);
  });

  it('formats a long UTC date', () => {
    expect(formatUtcLongDate('2026-11-20T00:00:00.000Z')).toBe('Fri, Nov 20, 2026');
  });

  it.each([
    ['2026-11-20', '2026-11-20T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2026-11-20T15:00:00.000Z', '2026-11-20T00:00:00.000Z'],
  ])('dateToUtcMidnightIso(%p) = %p', (input, expected) => {
    expect(dateToUtcMidnightIso(input)).toBe(expected);
  });

  it('takes a Date by its UTC day', () => {
    expect(dateToUtcMidnightIso(new Date('2026-01-05T22:30:00Z'))).toBe('2026-01-05T00:00:00.000Z');
  });

  it.each(['', '2026-02-30', 'yesterday', '2026-13-01'])('rejects %p', (input) => {
    expect(() => dateToUtcMidnightIso(input)).toThrow(RangeError);
  });

  it('round-trips a date input value', () => {
    expect(toDateInputValue('2026-11-20T00:00:00.000Z')).toBe('2026-11-20');
    expect(todayInputValue(new Date(2026, 0, 5, 23, 0))).toBe('2026-01-05');
  });
});

describe('numbers', () => {
  it.each([
    [135, null, '135 lbs'],
    [135, undefined, '135 lbs'],
    [62.5, 'kg', '62.5 kg'],
    [0, 'lbs', '0 lbs'],
    [null, 'lbs', ''],
  ] as const)('formatWeight(%p, %p) = %p', (weight, unit, expected) => {
    expect(formatWeight(weight, unit)).toBe(expected);
  });

  it.each([
    [45_000, '45s'],
    [150_000, '2m 30s'],
    [3_723_000, '1h 2m 3s'],
    [3_600_000, '1h'],
    [0, ''],
    [null, ''],
  ])('formatDuration(%p) = %p', (ms, expected) => {
    expect(formatDuration(ms)).toBe(expected);
  });

  it('formats clocks and numbers', () => {
    expect(formatClock(300_000)).toBe('05:00');
    expect(formatClock(3_723_400, true)).toBe('01:02:03.4');
    expect(formatNumber(12345.678)).toBe('12,345.68');
  });
});
