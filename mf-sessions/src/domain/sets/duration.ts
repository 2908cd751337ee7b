// Durations of sets (docs/product.md §3: stored in milliseconds; §5: entered as hours, minutes, seconds and
// sent only when above 0) and the quick log's "1h2m3s" notation.

import { MS_PER_SECOND } from '@liftbook/shared/set-rules';

export const MS_PER_MINUTE = 60 * MS_PER_SECOND;
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;

export interface DurationParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Hours, minutes and seconds to milliseconds. Parts may overflow (90 seconds is fine). */
export function hmsToMs({ hours, minutes, seconds }: DurationParts): number {
  return hours * MS_PER_HOUR + minutes * MS_PER_MINUTE + seconds * MS_PER_SECOND;
}

/**
 * The duration to send for a set: milliseconds when above 0, otherwise null (docs/product.md §5: "sent only
 * if above 0").
 */
export function durationToSend(parts: DurationParts): number | null {
  const ms = hmsToMs(parts);
  return Number.isFinite(ms) && ms > 0 ? ms : null;
}

/** Milliseconds to whole hours, minutes and seconds (sub-second remainders are dropped). */
export function msToHms(ms: number): DurationParts {
  const totalSeconds = Math.floor(Math.max(0, ms) / MS_PER_SECOND);
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * A set's duration as a clock: "0:45", "1:30", "12:00", "1:02:03". One format for every length,
 * so "3×0:45" and "3×1:30" read alike in a set summary. Sub-second remainders are dropped.
 */
export function formatDuration(ms: number): string {
  const { hours, minutes, seconds } = msToHms(ms);
  return hours > 0 ? `${hours}:${pad2(minutes)}:${pad2(seconds)}` : `${minutes}:${pad2(seconds)}`;
}

// h, m, s in that order, each at most once, whole numbers, optional spaces between them. "min"
// spells minutes out, so that "4x40min" says what a bare "4x40m" leaves open (minutes or metres).
const DURATION_TEXT = /^(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?:ins?)?)?\s*(?:(\d+)\s*s)?$/i;

/**
 * Reads the quick log's duration notation into its parts, zero parts included ("0s" gives all
 * zeros); null when the text is not in the notation.
 */
export function parseDurationParts(text: string): DurationParts | null {
  const match = DURATION_TEXT.exec(text.trim());
  if (!match) return null;
  const [, h, m, s] = match;
  if (h === undefined && m === undefined && s === undefined) return null;
  return { hours: Number(h ?? 0), minutes: Number(m ?? 0), seconds: Number(s ?? 0) };
}

/** Whether text uses h, m or s units (what makes a quick-log line a duration line, docs/product.md §5). */
export function hasDurationUnits(text: string): boolean {
  return /\d\s*[hms]/i.test(text);
}
