// How the calendar names a day: dates are UTC calendar dates ("YYYY-MM-DD"), shown in UTC like
// every session date (docs/product.md §9), so no phone time zone can move a session to the day before.
import { plural } from '../../domain/plural';

const longDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
const longDateWithWeekday = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

const utcDay = (dateKey: string): Date => new Date(`${dateKey}T00:00:00.000Z`);

/** A highlighted day's accessible name: "November 20, 2026, 2 sessions". */
export function workoutDayLabel(dateKey: string, sessionCount: number): string {
  return `${longDate.format(utcDay(dateKey))}, ${plural(sessionCount, 'session')}`;
}

/** The Workout Summary's date: "Friday, November 20, 2026". */
export function summaryDateHeading(dateKey: string): string {
  return longDateWithWeekday.format(utcDay(dateKey));
}
