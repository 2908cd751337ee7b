// The calendar page's month grid (docs/product.md §2 "Calendar page", §9): 42 days starting on a Sunday,
// headers Sun..Sat, and the calendar request's range covering the weeks shown. Every date here is
// a UTC calendar date ("YYYY-MM-DD"), the way session dates are stored and shown (docs/product.md §9).
import type { CalendarQuery } from '@liftbook/shared/contract';

export const CALENDAR_CELLS = 42;
export const WEEKDAY_HEADERS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const MS_PER_DAY = 86_400_000;

export interface YearMonth {
  year: number;
  /** 0 = January … 11 = December, as in Date. */
  monthIndex: number;
}

export interface CalendarDay {
  /** "YYYY-MM-DD". */
  dateKey: string;
  dayOfMonth: number;
  /** False for the dimmed days of the months before and after. */
  inMonth: boolean;
  isToday: boolean;
}

export interface CalendarMonth extends YearMonth {
  /** "November 2026". */
  title: string;
  weekdays: typeof WEEKDAY_HEADERS;
  /** 42 days, Sunday first. */
  days: CalendarDay[];
  /** The same days as 6 rows of 7. */
  weeks: CalendarDay[][];
  /** What to ask GET /api/sessions/calendar for: the first and last cell, inclusive. */
  range: CalendarQuery;
}

function assertYearMonth(year: number, monthIndex: number): void {
  if (!Number.isInteger(year) || year < 1 || year > 9999) throw new RangeError(`year out of range: ${year}`);
  if (!Number.isInteger(monthIndex) || monthIndex < 0 || monthIndex > 11) {
    throw new RangeError(`monthIndex out of range: ${monthIndex}`);
  }
}

/** UTC midnight of a calendar date, in ms; years below 100 are not read as 19xx. */
function utcMidnight(year: number, monthIndex: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date.getTime();
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** The UTC calendar date of an instant: "YYYY-MM-DD". */
export function toDateKey(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/**
 * The lifter's own calendar date of an instant ("YYYY-MM-DD"), for `today`: a lifter in New York
 * at 9 pm on the 20th is on the 20th, although it is the 21st in UTC, and the session they log
 * tonight is dated the 20th.
 */
export function localDateKey(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** The month a "YYYY-MM-DD" date key falls in. */
export function monthOfDateKey(dateKey: string): YearMonth {
  return { year: Number(dateKey.slice(0, 4)), monthIndex: Number(dateKey.slice(5, 7)) - 1 };
}

/** The month `delta` months away (negative for earlier): December + 1 is January of the next year. */
export function shiftMonth({ year, monthIndex }: YearMonth, delta: number): YearMonth {
  const total = year * 12 + monthIndex + delta;
  return { year: Math.floor(total / 12), monthIndex: ((total % 12) + 12) % 12 };
}

/** "November 2026". */
export function formatMonthTitle(year: number, monthIndex: number): string {
  return `${MONTH_NAMES[monthIndex] ?? ''} ${year}`;
}

/** The range the calendar request covers: the first and last of the 42 cells, inclusive. */
export function calendarRange(year: number, monthIndex: number): CalendarQuery {
  assertYearMonth(year, monthIndex);
  const first = gridStart(year, monthIndex);
  return {
    start_date: toDateKey(new Date(first)),
    end_date: toDateKey(new Date(first + (CALENDAR_CELLS - 1) * MS_PER_DAY)),
  };
}

function gridStart(year: number, monthIndex: number): number {
  const firstOfMonth = utcMidnight(year, monthIndex, 1);
  return firstOfMonth - new Date(firstOfMonth).getUTCDay() * MS_PER_DAY;
}

/**
 * The grid of a month. `today` is a "YYYY-MM-DD" date key (see `localDateKey`); a month that
 * starts on a Sunday starts on its 1st, with the dimmed days after it.
 */
export function buildCalendarMonth(year: number, monthIndex: number, today: string): CalendarMonth {
  assertYearMonth(year, monthIndex);
  const start = gridStart(year, monthIndex);
  const days = Array.from({ length: CALENDAR_CELLS }, (_, i): CalendarDay => {
    const date = new Date(start + i * MS_PER_DAY);
    const dateKey = toDateKey(date);
    return {
      dateKey,
      dayOfMonth: date.getUTCDate(),
      inMonth: date.getUTCMonth() === monthIndex,
      isToday: dateKey === today,
    };
  });
  const weeks = Array.from({ length: CALENDAR_CELLS / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  return {
    year,
    monthIndex,
    title: formatMonthTitle(year, monthIndex),
    weekdays: WEEKDAY_HEADERS,
    days,
    weeks,
    range: calendarRange(year, monthIndex),
  };
}
