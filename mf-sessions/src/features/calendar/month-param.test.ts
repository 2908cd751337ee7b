import { formatMonthParam, isShowableMonth, parseDayParam, parseMonthParam, pickerYears } from './month-param';

describe('parseMonthParam', () => {
  it.each([
    ['2026-11', { year: 2026, monthIndex: 10 }],
    ['2026-01', { year: 2026, monthIndex: 0 }],
    ['2027-12', { year: 2027, monthIndex: 11 }],
    [' 2026-11 ', { year: 2026, monthIndex: 10 }],
  ])('reads %p', (value, month) => {
    expect(parseMonthParam(value)).toEqual(month);
  });

  it.each([null, undefined, '', '2026', '2026-13', '2026-00', '2026-1', '0000-05', '26-11', '2026-11-20', 'november'])('refuses %p', (value) => {
    expect(parseMonthParam(value)).toBeNull();
  });
});

describe('formatMonthParam', () => {
  it.each([
    [{ year: 2026, monthIndex: 10 }, '2026-11'],
    [{ year: 2026, monthIndex: 0 }, '2026-01'],
    [{ year: 987, monthIndex: 5 }, '0987-06'],
  ])('writes %p as %p', (month, text) => {
    expect(formatMonthParam(month)).toBe(text);
    expect(parseMonthParam(text)).toEqual(month);
  });
});

describe('isShowableMonth', () => {
  it('allows years 1-9999 only', () => {
    expect(isShowableMonth({ year: 1, monthIndex: 0 })).toBe(true);
    expect(isShowableMonth({ year: 9999, monthIndex: 11 })).toBe(true);
    expect(isShowableMonth({ year: 0, monthIndex: 11 })).toBe(false);
    expect(isShowableMonth({ year: 10000, monthIndex: 0 })).toBe(false);
  });
});

describe('parseDayParam', () => {
  it.each([
    ['2024-04-15', '2024-04-15'],
    [' 2024-02-29 ', '2024-02-29'],
    ['2023-02-29', null],
    ['2024-13-01', null],
    ['2024-04-31', null],
    ['2024-04', null],
    ['', null],
    [null, null],
  ])('%p -> %p', (value, day) => {
    expect(parseDayParam(value)).toBe(day);
  });
});

describe('pickerYears: newest first, five years at a time, always the month shown', () => {
  it.each([
    [2026, 2026, 1, [2026, 2025, 2024, 2023, 2022]],
    [2026, 2026, 2, [2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]],
    [2026, 2019, 1, [2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019]],
    [2026, 2027, 1, [2027, 2026, 2025, 2024, 2023, 2022]],
    [3, 3, 1, [3, 2, 1]],
  ])('today %p, shown %p, %p step(s)', (today, shown, steps, years) => {
    expect(pickerYears(today, shown, steps)).toEqual(years);
  });
});
