import { isTimeZone, weekOf } from './week.js';

describe('weekOf: Monday to Sunday of the viewer’s today, in their zone', () => {
  test.each([
    // [instant, zone, Monday, Sunday]
    ['2026-11-25T12:00:00Z', 'UTC', '2026-11-23', '2026-11-29'], // a Wednesday
    ['2026-11-23T00:00:00Z', 'UTC', '2026-11-23', '2026-11-29'], // Monday 00:00 opens the week
    ['2026-11-29T23:59:59Z', 'UTC', '2026-11-23', '2026-11-29'], // Sunday 23:59 still in it
    ['2026-11-30T00:00:00Z', 'UTC', '2026-11-30', '2026-12-06'], // Sunday 24:00 is the next Monday
    // Sunday evening in New York is already Monday in UTC: the viewer's zone decides.
    ['2026-11-30T03:00:00Z', 'America/New_York', '2026-11-23', '2026-11-29'],
    // Monday morning in Tokyo is still Sunday in UTC.
    ['2026-11-29T16:00:00Z', 'Asia/Tokyo', '2026-11-30', '2026-12-06'],
    // Across a month and a year.
    ['2026-01-01T10:00:00Z', 'Europe/Berlin', '2025-12-29', '2026-01-04'],
    // Daylight saving ends in Berlin on 2026-10-25 (a Sunday): still that week.
    ['2026-10-25T22:30:00Z', 'Europe/Berlin', '2026-10-19', '2026-10-25'],
    ['2026-10-25T23:30:00Z', 'Europe/Berlin', '2026-10-26', '2026-11-01'],
    // A leap day.
    ['2028-02-29T08:00:00Z', 'UTC', '2028-02-28', '2028-03-05'],
  ])('%s in %s: %s to %s', (instant, zone, start, end) => {
    expect(weekOf(new Date(instant), zone)).toEqual({ start, end });
  });
});

describe('isTimeZone', () => {
  test.each([
    ['UTC', true],
    ['Europe/Berlin', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Etc/GMT+5', true],
    ['Mars/Olympus_Mons', false],
    ['Europe/Berlinn', false],
    ['', false],
  ])('%s: %s', (zone, known) => {
    expect(isTimeZone(zone)).toBe(known);
  });
});
