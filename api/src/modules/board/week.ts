// "This week" for the board: Monday to Sunday of the viewer's today, in their time zone. A
// session's day is a calendar date (no time of day), so a session is in the week when its date
// is one of those seven dates, whatever zone it was logged in. Pure: no I/O.

/** Whether `zone` is a time zone name Intl (and so this api) knows, such as "Europe/Berlin" or "UTC". */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface Week {
  /** Monday, "YYYY-MM-DD". */
  start: string;
  /** Sunday, "YYYY-MM-DD". */
  end: string;
}

const DAY_MS = 86_400_000;

/** The calendar date of `now` in `zone`, as a UTC-midnight time stamp. */
function localDay(now: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'));
}

/** The week (Monday to Sunday) that holds `now`'s date in `zone`; `zone` must be a time zone (isTimeZone). */
export function weekOf(now: Date, zone: string): Week {
  const today = localDay(now, zone);
  // getUTCDay: Sunday 0 … Saturday 6; days since Monday: Monday 0 … Sunday 6.
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const monday = today - sinceMonday * DAY_MS;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { start: iso(monday), end: iso(monday + 6 * DAY_MS) };
}
