// The progress periods (docs/product.md §2 Exercises page, §9): their labels, the page's default, and how
// many x ticks a chart of each may show.
import type { ProgressPeriod } from '@liftbook/shared/contract';

export const PERIOD_OPTIONS: readonly { value: ProgressPeriod; label: string }[] = [
  { value: 'week', label: 'Last Week' },
  { value: 'month', label: 'Last Month' },
  { value: 'year', label: 'Last Year' },
  { value: 'all', label: 'All Time' },
];

/** The exercises page opens on the last month (the api's own default, for other callers, is all). */
export const DEFAULT_PERIOD: ProgressPeriod = 'month';

/** How many days back (today included) a period reaches, as the api counts them; all has no bound. */
export const PERIOD_DAYS: Record<Exclude<ProgressPeriod, 'all'>, number> = { week: 7, month: 30, year: 365 };

/** docs/product.md §9: at most 7 x ticks for a week, 10 for a month, 12 otherwise. */
export const MAX_X_TICKS: Record<ProgressPeriod, number> = { week: 7, month: 10, year: 12, all: 12 };

/** A period from the URL; anything unknown (a typo, an old link) is the default. */
export function parsePeriod(value: string | null | undefined): ProgressPeriod {
  return PERIOD_OPTIONS.some((option) => option.value === value) ? (value as ProgressPeriod) : DEFAULT_PERIOD;
}
