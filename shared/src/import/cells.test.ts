import { CellError, readDate, readDuration, readNumber, readReps, readRpe, readSeconds, readWeight } from './cells';
import { cleanFloat } from './import-plan';

describe('cleanFloat removes conversion noise and keeps real decimals', () => {
  test.each([
    [149.99999999999997, 150],
    [245.00000000000003, 245],
    [71.32500457763672, 71.3250045776],
    [65.181223569, 65.181223569],
    [2.56, 2.56],
    [0.1 + 0.2, 0.3],
  ])('%p → %p', (value, expected) => {
    expect(cleanFloat(value)).toBe(expected);
  });
});

describe('readNumber', () => {
  test.each([
    ['', null],
    ['5.0', 5],
    ['72,5', 72.5],
    ['149.99999999999997', 150],
    ['.5', 0.5],
  ])('%p → %p', (text, expected) => {
    expect(readNumber(text, 'Weight')).toBe(expected);
  });

  test.each(['abc', '1,000.5', '5 kg', '--1'])('%p is refused with the column named', (text) => {
    expect(() => readNumber(text, 'Weight')).toThrow(new CellError(`Weight "${text}" is not a number`));
  });
});

test.each([
  [() => readWeight('0', 'Weight'), null],
  [() => readWeight('57', 'Weight'), 57],
  [() => readReps('8.0', 'Reps'), 8],
  [() => readReps('0.0', 'Reps'), 0],
  [() => readSeconds('0.0', 'Seconds'), null],
  [() => readSeconds('150.0', 'Seconds'), 150],
  [() => readRpe('9.5', 'RPE'), 9.5],
  [() => readRpe('', 'RPE'), null],
])('set cells: %#', (read, expected) => {
  expect(read()).toBe(expected);
});

test.each([
  [() => readWeight('2500', 'Weight'), 'Weight 2500 is outside 0 to 2000'],
  [() => readReps('8.5', 'Reps'), 'Reps "8.5" is not a whole number of reps'],
  [() => readReps('1001', 'Reps'), 'Reps 1001 is more than 1000'],
  [() => readRpe('9.3', 'RPE'), 'RPE "9.3" is not an RPE from 1 to 10 in halves'],
  [() => readRpe('11', 'RPE'), 'RPE "11" is not an RPE from 1 to 10 in halves'],
  [() => readSeconds('90000', 'Seconds'), 'Seconds 90000 is not a duration between 0 and 24 hours'],
])('set cells refused: %#', (read, message) => {
  expect(read).toThrow(message);
});

describe('readDate: every way the exports write a start', () => {
  test.each([
    ['2017-05-12 19:00:00', '2017-05-12T19:00:00'],
    ['2025-01-30 12:34:56\u202fpm', '2025-01-30T12:34:56'],
    ['2025-01-30 12:34:56\u202fam', '2025-01-30T00:34:56'],
    ['2025-01-30 6:04:05 PM', '2025-01-30T18:04:05'],
    ['2024-06-18 11:04', '2024-06-18T11:04:00'],
    ['7 Apr 2026, 10:14', '2026-04-07T10:14:00'],
    ['24 Aug 2024, 16:22', '2024-08-24T16:22:00'],
    ['May 15, 2026, 7:26 PM', '2026-05-15T19:26:00'],
    ['2025-04-29', '2025-04-29'],
  ])('%p → %p', (text, expected) => {
    expect(readDate(text, 'Date')).toBe(expected);
  });

  test.each(['', '2025-02-30 10:00:00', '2025-13-01', '30/01/2025', '2025-01-30 13:00:00 pm', '7 Foo 2026, 10:14'])('%p is refused', (text) => {
    expect(() => readDate(text, 'Date')).toThrow(`Date "${text}" is not a date like 2025-01-30 18:34:56 or 7 Apr 2026, 10:14`);
  });
});

describe('readDuration: a workout length', () => {
  test.each([
    ['1h', 3600],
    ['1h 6m', 3960],
    ['51m', 3060],
    ['20s', 20],
    ['3459', 3459],
    ['1:05:00', 3900],
    ['0', null],
    ['', null],
  ])('%p → %p', (text, expected) => {
    expect(readDuration(text, 'Duration')).toBe(expected);
  });

  test('text that is no duration is refused', () => {
    expect(() => readDuration('long', 'Duration')).toThrow('Duration "long" is not a duration like 1h 5m, 45m or 3600');
  });
});
