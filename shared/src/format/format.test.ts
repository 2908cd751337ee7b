import { dateInputToUtcIso, formatUtcDate, formatUtcLongDate, toDateInputValue, todayInputValue } from './dates';
import { formatLbsIn, formatNumber, formatWeight, LBS_PER_KG, lbsFrom, lbsIn, loadableWeight, setCountLabel } from './numbers';

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
    ['2000-02-29', '2000-02-29T00:00:00.000Z'],
    ['0099-01-01', '0099-01-01T00:00:00.000Z'],
    ['1900-02-29', null],
    ['2026-02-30', null],
    ['2026-04-31', null],
    ['2026-13-01', null],
    ['2026-00-10', null],
    ['2026-1-5', null],
    ['2026-11-20T15:00:00.000Z', null],
    ['yesterday', null],
    ['', null],
  ])('dateInputToUtcIso(%p) = %p', (input, expected) => {
    expect(dateInputToUtcIso(input)).toBe(expected);
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
    // Shown to the precision a plate loads: 0.5 lbs, 0.25 kg (issue 32's 221.67 lbs and 86.18 kg).
    [221.67, 'lbs', '221.5 lbs'],
    [221.76, 'lbs', '222 lbs'],
    [221.75, null, '222 lbs'],
    [86.18, 'kg', '86.25 kg'],
    [86.1, 'kg', '86 kg'],
    [101.25, 'kg', '101.25 kg'],
    [102.06, 'kg', '102 kg'],
    [1234.4, 'lbs', '1,234.5 lbs'],
  ] as const)('formatWeight(%p, %p) = %p', (weight, unit, expected) => {
    expect(formatWeight(weight, unit)).toBe(expected);
  });

  it('formats numbers for the locale', () => {
    expect(formatNumber(12345.678)).toBe('12,345.68');
  });
});

test.each([
  [0, '0 sets'],
  [1, '1 set'],
  [3, '3 sets'],
])('setCountLabel(%i) is %s', (count, label) => {
  expect(setCountLabel(count)).toBe(label);
});

describe('lbsIn: what the api answers in lbs, in the lifter unit', () => {
  it.each<[number, 'lbs' | 'kg', number]>([
    [220.462, 'kg', 100],
    // The api rounds lbs to 0.01: a 100 kg set comes back as 220.46 and still reads 100 kg.
    [220.46, 'kg', 100],
    [225, 'kg', 102.06],
    [45, 'kg', 20.41],
    [223.22, 'kg', 101.25],
    [4477.31, 'kg', 2030.88],
    [225, 'lbs', 225],
    [257.21, 'lbs', 257.21],
    [0, 'kg', 0],
  ])('%d lbs in %s is %d', (lbs, unit, expected) => {
    expect(lbsIn(lbs, unit)).toBe(expected);
  });
});

describe('lbsFrom: a weight typed in the lifter unit, in lbs', () => {
  it.each<[number, 'lbs' | 'kg', number]>([
    [100, 'kg', 220.46],
    [102.5, 'kg', 225.97],
    [20, 'kg', 44.09],
    [0, 'kg', 0],
    [135, 'lbs', 135],
    [137.5, 'lbs', 137.5],
  ])('%d %s is %d lbs', (weight, unit, expected) => {
    expect(lbsFrom(weight, unit)).toBe(expected);
  });

  it('uses the api factor (1 kg = 2.20462 lbs)', () => {
    expect(LBS_PER_KG).toBe(2.20462);
  });

  it('every kg weight loadable with 1.25 kg plates, 0 to 500 kg, reads back as typed', () => {
    for (let kg = 0; kg <= 500; kg += 1.25) expect(lbsIn(lbsFrom(kg, 'kg'), 'kg')).toBe(kg);
  });
});

describe('loadableWeight', () => {
  it.each<[number, 'lbs' | 'kg' | null, number]>([
    [221.67, 'lbs', 221.5],
    [0.2, 'lbs', 0],
    [0.25, 'lbs', 0.5],
    [86.18, 'kg', 86.25],
    [86.12, 'kg', 86],
    [86.13, 'kg', 86.25],
    [100, 'kg', 100],
    [135, null, 135],
  ])('%d %s is shown as %d', (weight, unit, shown) => {
    expect(loadableWeight(weight, unit)).toBe(shown);
  });
});

describe('formatLbsIn', () => {
  it.each<[number, 'lbs' | 'kg', string]>([
    [225, 'kg', '102 kg'],
    [220.46, 'kg', '100 kg'],
    [4477.31, 'kg', '2,031 kg'],
    [225, 'lbs', '225 lbs'],
    [1102.31, 'lbs', '1,102.5 lbs'],
  ])('%d lbs shown in %s is %s', (lbs, unit, text) => {
    expect(formatLbsIn(lbs, unit)).toBe(text);
  });
});
