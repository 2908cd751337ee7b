// The month shown, kept in the URL (?month=2026-11) so a reload, a shared link or coming back
// from a session's page shows the same month.
import type { YearMonth } from '../../domain/calendar-grid';

export const MONTH_PARAM = 'month';

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
