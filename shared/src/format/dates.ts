// Dates (docs/product.md §9): sent as ISO strings at UTC midnight; session dates displayed in UTC, so a
// session logged for Nov 20 shows Nov 20 whatever the phone's time zone.

const utcDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
const utcLongDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
const localDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function parse(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Nov 20, 2026" in UTC; "" for a missing or invalid date. */
export function formatUtcDate(value: string | Date | null | undefined): string {
  const date = value ? parse(value) : null;
  return date ? utcDate.format(date) : '';
}

/** "Fri, Nov 20, 2026" in UTC: session headers. */
export function formatUtcLongDate(value: string | Date | null | undefined): string {
  const date = value ? parse(value) : null;
  return date ? utcLongDate.format(date) : '';
}

/** A timestamp (created/updated) in the viewer's own zone: "Nov 20, 2026, 7:05 PM". */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = value ? parse(value) : null;
  return date ? localDateTime.format(date) : '';
}

/**
 * A date input's value "2026-11-20" -> "2026-11-20T00:00:00.000Z", the ISO string at UTC midnight
 * every call sends (docs/product.md §9); null for anything that is not a real calendar day in that form.
 */
export function dateInputToUtcIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 19xx.
  date.setUTCFullYear(year, month - 1, day);
  // Date rolls Feb 30 over to Mar 2; a real date comes back unchanged.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString();
}

/** An ISO date (or Date) -> "2026-11-20", its UTC day: the value of a date input. */
export function toDateInputValue(value: string | Date): string {
  const date = parse(value);
  return date ? date.toISOString().slice(0, 10) : '';
}

/** Today's date for a date input, as the lifter sees it on their phone (local calendar day). */
export function todayInputValue(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
