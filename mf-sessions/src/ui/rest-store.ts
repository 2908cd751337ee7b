// The rest timer's one state for the page: the set forms start it, the rest bar shows and
// adjusts it. Kept in localStorage (under shared's "liftbook." prefix, so signing out forgets it)
// as an absolute end time: a reload finds it still counting. The arithmetic is domain/rest-timer.
import { useSyncExternalStore } from 'react';
import { browserStorage } from '@liftbook/shared/storage';
import { adjustRest, readRestPreferences, readRestTimer, startRest, type RestPreferences, type RestTimer } from '../domain/rest/rest-between-sets';

export const REST_TIMER_KEY = 'liftbook.rest.v1';
export const REST_PREFERENCES_KEY = 'liftbook.rest-preferences.v1';

function load(key: string): unknown {
  try {
    const raw = browserStorage('local')?.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function save(key: string, value: unknown): void {
  try {
    const storage = browserStorage('local');
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the timer still runs for as long as the page lives.
  }
}

let loaded = false;
let current: RestTimer | null = null;
let preferences: RestPreferences = {};
const listeners = new Set<() => void>();

function ensureLoaded(): void {
  if (loaded) return;
  loaded = true;
  current = readRestTimer(load(REST_TIMER_KEY), Date.now());
  preferences = readRestPreferences(load(REST_PREFERENCES_KEY));
}

function set(next: RestTimer | null): void {
  current = next;
  save(REST_TIMER_KEY, next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): RestTimer | null {
  ensureLoaded();
  return current;
}

/** The running (or just finished) rest, or null. */
export function useRestTimer(): RestTimer | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** A set of `exercise` was logged: its rest starts over, `plannedMs` long when the plan says so. */
export function startRestAfterSet(exercise: string, now = Date.now(), plannedMs?: number | null): void {
  ensureLoaded();
  set(startRest(exercise, preferences, now, plannedMs));
}

/** −15 s / +15 s; the exercise remembers the new length. */
export function adjustRestBy(deltaMs: number, now = Date.now()): void {
  ensureLoaded();
  if (!current) return;
  const adjusted = adjustRest(current, deltaMs, preferences, now);
  preferences = adjusted.preferences;
  save(REST_PREFERENCES_KEY, preferences);
  set(adjusted.timer);
}

/** Skip (or dismiss a finished rest). */
export function stopRest(): void {
  ensureLoaded();
  set(null);
}

/** Tests: read storage again on next use. */
export function resetRestTimerStore(): void {
  loaded = false;
  current = null;
  preferences = {};
}
