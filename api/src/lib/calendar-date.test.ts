import { addDays, calendarDateToIso, parseCalendarDate } from './calendar-date.js';

describe('parseCalendarDate', () => {
  test.each([
    ['2026-11-20', '2026-11-20'],
    [' 2026-11-20 ', '2026-11-20'],
    ['2026-11-20T00:00:00.000Z', '2026-11-20'],
    ['2026-11-20T00:00:00Z', '2026-11-20'],
    ['2026-11-20T00:00', '2026-11-20'],
    ['2026-11-20T23:30:00-05:00', '2026-11-21'],
    ['2026-11-20T01:00:00+02:00', '2026-11-19'],
    ['2024-02-29', '2024-02-29'],
  ])('%s -> %s', (input, expected) => {
    expect(parseCalendarDate(input)).toBe(expected);
  });

  test.each([
    '',
    'yesterday',
    '2026-13-01',
    '2026-02-30',
    '2025-02-29',
    '20261120',
    '2026-11-20T24:00:00Z',
    '2026-11-20T10:61Z',
    '2026-11-20 10:00',
    '11/20/2026',
  ])('rejects %j', (input) => {
    expect(parseCalendarDate(input)).toBeUndefined();
  });
});

test('calendarDateToIso gives UTC midnight', () => {
  expect(calendarDateToIso('2026-11-20')).toBe('2026-11-20T00:00:00.000Z');
});

test('addDays counts UTC days', () => {
  expect(addDays(new Date('2026-12-31T23:00:00Z'), 1)).toBe('2027-01-01');
});
