import {
  CALENDAR_CELLS,
  WEEKDAY_HEADERS,
  buildCalendarMonth,
  calendarRange,
  formatMonthTitle,
  localDateKey,
  monthOfDateKey,
  shiftMonth,
  toDateKey,
  type YearMonth,
} from './calendar-grid';

const NOV = 10;
const DEC = 11;
const JAN = 0;
const FEB = 1;

describe('buildCalendarMonth: the 42 cells', () => {
  // [case, year, monthIndex, first cell, last cell, in-month cells]
  it.each<[string, number, number, string, string, number]>([
    ['a month starting on Sunday (Nov 2026)', 2026, NOV, '2026-11-01', '2026-12-12', 30],
    ['Feb 2026: starts Sunday, 28 days, two trailing weeks', 2026, FEB, '2026-02-01', '2026-03-14', 28],
    ['Feb 2015: starts Sunday, 28 days', 2015, FEB, '2015-02-01', '2015-03-14', 28],
    ['leap February 2024', 2024, FEB, '2024-01-28', '2024-03-09', 29],
    ['leap February 2000 (divisible by 400)', 2000, FEB, '2000-01-30', '2000-03-11', 29],
    ['non-leap February 1900 (divisible by 100)', 1900, FEB, '1900-01-28', '1900-03-10', 28],
    ['common February 2023', 2023, FEB, '2023-01-29', '2023-03-11', 28],
    ['December into next January', 2025, DEC, '2025-11-30', '2026-01-10', 31],
    ['January from previous December', 2026, JAN, '2025-12-28', '2026-02-07', 31],
    ['a month starting on Saturday (Aug 2026)', 2026, 7, '2026-07-26', '2026-09-05', 31],
    ['31 days starting on Friday fills six weeks (Aug 2031)', 2031, 7, '2031-07-27', '2031-09-06', 31],
  ])('%s', (_case, year, monthIndex, first, last, inMonth) => {
    const month = buildCalendarMonth(year, monthIndex, '1999-01-01');
    expect(month.days).toHaveLength(CALENDAR_CELLS);
    expect(month.days[0]?.dateKey).toBe(first);
    expect(month.days[41]?.dateKey).toBe(last);
    expect(month.days.filter((d) => d.inMonth)).toHaveLength(inMonth);
    expect(month.range).toEqual({ start_date: first, end_date: last });
    expect(calendarRange(year, monthIndex)).toEqual({ start_date: first, end_date: last });
  });

  it('runs day by day, Sunday first, in 6 weeks of 7', () => {
    const month = buildCalendarMonth(2024, FEB, '2024-02-14');
    expect(month.weekdays).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(month.weeks).toHaveLength(6);
    month.weeks.forEach((week) => {
      expect(week).toHaveLength(7);
      expect(new Date(`${week[0]?.dateKey}T00:00:00Z`).getUTCDay()).toBe(0);
    });
    const times = month.days.map((d) => Date.parse(`${d.dateKey}T00:00:00Z`));
    times.slice(1).forEach((t, i) => expect(t - (times[i] ?? 0)).toBe(86_400_000));
  });

  it('marks the days of the month and dims the others', () => {
    const month = buildCalendarMonth(2024, FEB, '2024-02-14');
    expect(month.days.slice(0, 6).map((d) => [d.dayOfMonth, d.inMonth])).toEqual([
      [28, false],
      [29, false],
      [30, false],
      [31, false],
      [1, true],
      [2, true],
    ]);
    expect(month.days.slice(32, 35).map((d) => [d.dateKey, d.inMonth])).toEqual([
      ['2024-02-29', true],
      ['2024-03-01', false],
      ['2024-03-02', false],
    ]);
  });

  it.each<[string, number, number, string, string | null]>([
    ['today in the month', 2026, NOV, '2026-11-20', '2026-11-20'],
    ['today on a dimmed day of the next month', 2026, NOV, '2026-12-05', '2026-12-05'],
    ['today on a dimmed day of the previous month', 2026, JAN, '2025-12-31', '2025-12-31'],
    ['today outside the grid', 2026, NOV, '2027-01-15', null],
    ['today on the first cell', 2026, NOV, '2026-11-01', '2026-11-01'],
    ['leap day', 2024, FEB, '2024-02-29', '2024-02-29'],
  ])('%s', (_case, year, monthIndex, today, marked) => {
    const month = buildCalendarMonth(year, monthIndex, today);
    const todays = month.days.filter((d) => d.isToday).map((d) => d.dateKey);
    expect(todays).toEqual(marked === null ? [] : [marked]);
  });

  it('titles the month', () => {
    expect(buildCalendarMonth(2026, NOV, '2026-11-20').title).toBe('November 2026');
  });

  it.each([
    [2026, -1],
    [2026, 12],
    [2026, 1.5],
    [0, 0],
    [10000, 0],
    [Number.NaN, 0],
  ])('rejects year %p month %p', (year, monthIndex) => {
    expect(() => buildCalendarMonth(year, monthIndex, '2026-01-01')).toThrow(RangeError);
  });
});

describe('shiftMonth', () => {
  it.each<[YearMonth, number, YearMonth]>([
    [{ year: 2026, monthIndex: NOV }, 1, { year: 2026, monthIndex: DEC }],
    [{ year: 2025, monthIndex: DEC }, 1, { year: 2026, monthIndex: JAN }],
    [{ year: 2026, monthIndex: JAN }, -1, { year: 2025, monthIndex: DEC }],
    [{ year: 2026, monthIndex: 5 }, 0, { year: 2026, monthIndex: 5 }],
    [{ year: 2026, monthIndex: 5 }, 12, { year: 2027, monthIndex: 5 }],
    [{ year: 2026, monthIndex: 5 }, -18, { year: 2024, monthIndex: 11 }],
  ])('%o %+i → %o', (from, delta, to) => {
    expect(shiftMonth(from, delta)).toEqual(to);
  });
});

describe('date keys', () => {
  it.each([
    ['2026-11-20T00:00:00.000Z', '2026-11-20'],
    ['2026-11-20T23:59:59.999Z', '2026-11-20'],
    ['2026-11-20T23:30:00-05:00', '2026-11-21'],
    ['2024-02-29T12:00:00Z', '2024-02-29'],
  ])('toDateKey(%p) is the UTC date %p', (iso, key) => {
    expect(toDateKey(new Date(iso))).toBe(key);
  });

  it('localDateKey reads the local calendar date', () => {
    const local = new Date(2026, NOV, 20, 21, 30);
    expect(localDateKey(local)).toBe('2026-11-20');
  });

  it.each<[string, YearMonth]>([
    ['2026-11-20', { year: 2026, monthIndex: NOV }],
    ['2026-01-01', { year: 2026, monthIndex: JAN }],
    ['2025-12-31', { year: 2025, monthIndex: DEC }],
  ])('monthOfDateKey(%p)', (key, month) => {
    expect(monthOfDateKey(key)).toEqual(month);
  });

  it.each([
    [2026, JAN, 'January 2026'],
    [2026, DEC, 'December 2026'],
  ])('formatMonthTitle(%i, %i) → %p', (year, monthIndex, title) => {
    expect(formatMonthTitle(year, monthIndex)).toBe(title);
  });

  it('keeps the header constant', () => {
    expect(WEEKDAY_HEADERS).toHaveLength(7);
  });
});
