// The month shown, kept in the URL (?month=2026-11) so a reload, a shared link or coming back
// from a session's page shows the same month.
import { CALENDAR_PARAMS } from '@liftbook/shared/paths';
import type { YearMonth } from '../../domain/calendar/calendar-grid';

/** The query key shared's calendarPath writes: links from other areas land on their month. */
export const MONTH_PARAM = CALENDAR_PARAMS.month;

const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

/** "2026-11" → { year: 2026, monthIndex: 10 }; null for anything else (the caller shows today's month). */
export function parseMonthParam(value: string | null | undefined): YearMonth | null {
  const match = value ? MONTH_PATTERN.exec(value.trim()) : null;
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 1 || month < 1 || month > 12) return null;
  return { year, monthIndex: month - 1 };
}

/** { year: 2026, monthIndex: 10 } → "2026-11". */
export function formatMonthParam({ year, monthIndex }: YearMonth): string {
  return `${String(year).padStart(4, '0')}-${String(monthIndex + 1).padStart(2, '0')}`;
}

/** Whether the grid can show this month (the grid's dates are years 1-9999). */
export function isShowableMonth({ year }: YearMonth): boolean {
  return year >= 1 && year <= 9999;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day to open ("?day=2026-11-20", from a chart's day): the key when it is a real date, else null. */
export function parseDayParam(value: string | null | undefined): string | null {
  const match = value ? DAY_PATTERN.exec(value.trim()) : null;
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return value!.trim();
}

/** How many years the month picker lists at first, and adds with each "Earlier years". */
export const PICKER_YEARS_STEP = 5;

/**
 * The years the month picker lists, newest first: from this year (or the month shown, if later)
 * back `PICKER_YEARS_STEP` years per step, always reaching the month shown.
 */
export function pickerYears(todayYear: number, shownYear: number, steps = 1): number[] {
  const newest = Math.max(todayYear, shownYear);
  const oldest = Math.max(1, Math.min(shownYear, todayYear - PICKER_YEARS_STEP * steps + 1));
  return Array.from({ length: newest - oldest + 1 }, (_, i) => newest - i);
}
