// The rest between sets: a countdown that starts itself when a set is logged. Pure: the caller
// passes `now`. The countdown is an absolute end time, so a reload (a phone discarding the tab)
// finds it still counting; each exercise's rest is remembered by its name (what the lifter last
// settled on with −15 s / +15 s), 2:00 until then.

export const DEFAULT_REST_MS = 120_000;
export const REST_STEP_MS = 15_000;
/** Rests are kept between 15 s and 15 minutes. */
export const MIN_REST_MS = 15_000;
export const MAX_REST_MS = 15 * 60_000;

export interface RestTimer {
  /** The exercise whose set started it (by name, as shown). */
  exercise: string;
  /** Epoch milliseconds when the rest is over. */
  endsAt: number;
  /** The rest's length as started or adjusted (what a progress bar counts down from). */
  durationMs: number;
}

/** Remembered rest per exercise, keyed by the name in lower case. */
export type RestPreferences = Readonly<Record<string, number>>;

const exerciseKey = (name: string) => name.trim().toLowerCase();
const clampRest = (ms: number) => Math.min(MAX_REST_MS, Math.max(MIN_REST_MS, Math.round(ms)));

/** The rest remembered for `exercise`, or 2:00. */
export function restFor(exercise: string, preferences: RestPreferences): number {
  const ms = preferences[exerciseKey(exercise)];
  return typeof ms === 'number' && Number.isFinite(ms) ? clampRest(ms) : DEFAULT_REST_MS;
}

/**
 * A rest starting now for a set of `exercise`: `plannedMs` when the plan says how long (a
 * routine's rest after the set), else the exercise's remembered rest.
 */
export function startRest(exercise: string, preferences: RestPreferences, now: number, plannedMs?: number | null): RestTimer {
  const durationMs = plannedMs === null || plannedMs === undefined ? restFor(exercise, preferences) : clampRest(plannedMs);
  return { exercise, endsAt: now + durationMs, durationMs };
}

/** Milliseconds left, never below 0. */
export function restLeft(timer: RestTimer, now: number): number {
  return Math.max(0, timer.endsAt - now);
}

/**
 * −15 s / +15 s: moves the end time (never before now) and the rest's length, and gives the
 * exercise's new remembered rest.
 */
export function adjustRest(timer: RestTimer, deltaMs: number, preferences: RestPreferences, now: number): { timer: RestTimer; preferences: RestPreferences } {
  const durationMs = clampRest(timer.durationMs + deltaMs);
  const endsAt = Math.max(now, timer.endsAt + (durationMs - timer.durationMs));
  return {
    timer: { ...timer, endsAt, durationMs },
    preferences: { ...preferences, [exerciseKey(timer.exercise)]: durationMs },
  };
}

/** A stored timer (anything may sit in storage), or null. A rest over for more than a minute is dropped. */
export function readRestTimer(value: unknown, now: number): RestTimer | null {
  if (typeof value !== 'object' || value === null) return null;
  const { exercise, endsAt, durationMs } = value as Partial<RestTimer>;
  if (typeof exercise !== 'string' || typeof endsAt !== 'number' || typeof durationMs !== 'number') return null;
  if (!Number.isFinite(endsAt) || !Number.isFinite(durationMs) || durationMs <= 0) return null;
  if (endsAt < now - 60_000 || endsAt > now + MAX_REST_MS + 60_000) return null;
  return { exercise, endsAt, durationMs };
}

/** Stored preferences, keeping only sensible entries. */
export function readRestPreferences(value: unknown): RestPreferences {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const kept: Record<string, number> = {};
  for (const [name, ms] of Object.entries(value as Record<string, unknown>)) {
    if (typeof ms === 'number' && Number.isFinite(ms) && ms > 0) kept[name] = clampRest(ms);
  }
  return kept;
}

/** "2:00", "0:45", "10:05": minutes and seconds, rounded up (a rest shows 0:01 until it is over). */
export function formatRest(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
