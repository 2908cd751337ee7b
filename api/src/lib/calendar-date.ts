// Calendar dates (a session's day, a goal's target) travel as ISO strings at UTC midnight
// (docs/product.md §9) and are stored as PostgreSQL DATEs. Pure functions, no I/O.

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// An ISO date-time; a missing offset is read as UTC, since the product speaks UTC dates only.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * "2026-11-20" or an ISO date-time ("2026-11-20T00:00:00.000Z", "2026-11-20T23:30:00-05:00")
 * to the UTC calendar day "YYYY-MM-DD"; undefined when it is not a real date.
 */
export function parseCalendarDate(input: string): string | undefined {
  const value = input.trim();
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly !== null) {
    const [, y, m, d] = dateOnly.map(Number) as [number, number, number, number];
    return isRealDay(y, m, d) ? value : undefined;
  }
  const dateTime = DATE_TIME.exec(value);
  if (dateTime === null) return undefined;
  const [, y, m, d, hh, mm, ss] = dateTime.map((part) => Number(part ?? 0)) as number[];
  if (!isRealDay(y!, m!, d!) || hh! > 23 || mm! > 59 || ss! > 59) return undefined;
  const instant = Date.parse(dateTime[7] === undefined ? `${value}Z` : value);
  if (Number.isNaN(instant)) return undefined;
  return new Date(instant).toISOString().slice(0, 10);
}

/** "2026-11-20" -> "2026-11-20T00:00:00.000Z", the wire form of a calendar date. */
export function calendarDateToIso(date: string): string {
  return `${date}T00:00:00.000Z`;
}

/** The UTC calendar day `days` after `now`. */
export function addDays(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
