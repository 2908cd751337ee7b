// The session page's timer widget (docs/product.md §2 "Timer widget", §4, §5, §9): a stopwatch and a
// countdown with start, pause and reset; the countdown stops at 0.
//
// Time is measured from timestamps, never by counting ticks: the state holds when the current run
// started and how much ran before it, and every reading takes `now`. A tab in the background (where
// browsers slow timers to once a minute) therefore still shows the right time when it comes back,
// and the refresh intervals below only decide how often the display is redrawn.

import { formatDuration } from '../sets/duration';

export const STOPWATCH_REFRESH_MS = 100;
export const COUNTDOWN_REFRESH_MS = 200;
export const DEFAULT_COUNTDOWN_MS = 300_000;

export type TimerMode = 'stopwatch' | 'countdown';
/** "finished" only for a countdown that reached 0. */
export type TimerStatus = 'idle' | 'running' | 'paused' | 'finished';

export interface TimerState {
  mode: TimerMode;
  /** As last stored; use `timerStatus(state, now)` to read it, a running countdown may be over. */
  status: TimerStatus;
  /** Time run before the current run (all of it when paused). */
  accumulatedMs: number;
  /** Epoch ms the current run started; null unless running. */
  startedAt: number | null;
  /** The countdown's length. Kept when switching modes and resetting. */
  countdownMs: number;
}

export function createTimer(mode: TimerMode = 'stopwatch', countdownMs: number = DEFAULT_COUNTDOWN_MS): TimerState {
  return { mode, status: 'idle', accumulatedMs: 0, startedAt: null, countdownMs };
}

/** How often the display should redraw in this mode. */
export function refreshIntervalMs(mode: TimerMode): number {
  return mode === 'stopwatch' ? STOPWATCH_REFRESH_MS : COUNTDOWN_REFRESH_MS;
}

/** Time run so far; a countdown's never exceeds its length, a clock going back never counts down. */
export function elapsedMs(state: TimerState, now: number): number {
  const running = state.startedAt === null ? 0 : Math.max(0, now - state.startedAt);
  const elapsed = state.accumulatedMs + running;
  return state.mode === 'countdown' ? Math.min(elapsed, state.countdownMs) : elapsed;
}

/** Time left on the countdown, never below 0 (for a stopwatch: its countdown length, unused). */
export function remainingMs(state: TimerState, now: number): number {
  if (state.mode !== 'countdown') return state.countdownMs;
  return Math.max(0, state.countdownMs - elapsedMs(state, now));
}

export function isFinished(state: TimerState, now: number): boolean {
  return state.mode === 'countdown' && (state.status === 'finished' || remainingMs(state, now) === 0);
}

/** The status as of `now`: a running countdown whose time is up reads "finished". */
export function timerStatus(state: TimerState, now: number): TimerStatus {
  return isFinished(state, now) ? 'finished' : state.status;
}

/** What the widget shows: the stopwatch's elapsed time or the countdown's remaining time. */
export function displayMs(state: TimerState, now: number): number {
  return state.mode === 'stopwatch' ? elapsedMs(state, now) : remainingMs(state, now);
}

/**
 * Start (or resume). A finished countdown starts over from its full length. Starting a running
 * timer changes nothing.
 */
export function start(state: TimerState, now: number): TimerState {
  if (isFinished(state, now)) return { ...state, status: 'running', accumulatedMs: 0, startedAt: now };
  if (state.status === 'running') return state;
  return { ...state, status: 'running', startedAt: now };
}

/** Pause a running timer, keeping the time run so far; otherwise nothing changes. */
export function pause(state: TimerState, now: number): TimerState {
  if (state.status !== 'running') return state;
  if (isFinished(state, now)) return settle(state, now);
  return { ...state, status: 'paused', accumulatedMs: elapsedMs(state, now), startedAt: null };
}

/** Back to idle at zero (the stopwatch) or the full length (the countdown). */
export function reset(state: TimerState): TimerState {
  return createTimer(state.mode, state.countdownMs);
}

/**
 * Stores a countdown that ran out as finished, so the widget can stop redrawing and say so. Call
 * it on each redraw; it changes nothing until the time is up.
 */
export function settle(state: TimerState, now: number): TimerState {
  if (state.status !== 'running' || !isFinished(state, now)) return state;
  return { ...state, status: 'finished', accumulatedMs: state.countdownMs, startedAt: null };
}

/** Switch between stopwatch and countdown; the new mode starts idle. */
export function switchMode(state: TimerState, mode: TimerMode): TimerState {
  return state.mode === mode ? state : createTimer(mode, state.countdownMs);
}

const TIMER_STATUSES: readonly unknown[] = ['idle', 'running', 'paused', 'finished'];
const isMs = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

/**
 * A stored timer of `mode` (a reload brings the running rest timer back), or null when it is not
 * a state these functions could have made: a running timer has a start, no other has one; only a
 * countdown finishes; an idle one has run no time; the countdown length is above 0.
 */
export function parseTimerState(raw: unknown, mode: TimerMode): TimerState | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { mode: storedMode, status, accumulatedMs, startedAt, countdownMs } = raw as Record<string, unknown>;
  if (storedMode !== mode || !TIMER_STATUSES.includes(status) || !isMs(accumulatedMs) || !isMs(countdownMs) || countdownMs === 0) return null;
  if (status === 'running' ? !isMs(startedAt) : startedAt !== null) return null;
  if (status === 'finished' && mode !== 'countdown') return null;
  if (status === 'idle' && accumulatedMs !== 0) return null;
  return { mode, status: status as TimerStatus, accumulatedMs, startedAt: startedAt as number | null, countdownMs };
}

export type CountdownField = 'minutes' | 'seconds' | 'total';
export type SetCountdownResult = { ok: true; state: TimerState } | { ok: false; errors: Partial<Record<CountdownField, string>> };

export const COUNTDOWN_MESSAGES = {
  minutes: 'Minutes must be a whole number, 0 or more',
  seconds: 'Seconds must be a whole number from 0 to 59',
  total: 'Set a time above 0',
} as const;

/** A form field's value as a whole number; blank counts as 0; null when not a whole number. */
function wholeNumber(value: number | string): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') return 0;
  if (!/^\d+$/.test(text)) return null;
  return Number(text);
}

/**
 * Sets the countdown's length from the form's minutes (0 or more) and seconds (0-59); the total
 * must be above 0 (docs/product.md §5). Blank fields count as 0. The countdown goes back to idle at its new
 * length; in stopwatch mode only the stored length changes.
 */
export function setCountdown(state: TimerState, minutes: number | string, seconds: number | string): SetCountdownResult {
  const m = wholeNumber(minutes);
  const s = wholeNumber(seconds);
  const errors: Partial<Record<CountdownField, string>> = {};
  if (m === null) errors.minutes = COUNTDOWN_MESSAGES.minutes;
  if (s === null || s > 59) errors.seconds = COUNTDOWN_MESSAGES.seconds;
  if (m !== null && s !== null && s <= 59 && m * 60 + s === 0) errors.total = COUNTDOWN_MESSAGES.total;
  if (m === null || s === null || Object.keys(errors).length > 0) return { ok: false, errors };
  const countdownMs = (m * 60 + s) * 1000;
  return { ok: true, state: state.mode === 'countdown' ? createTimer('countdown', countdownMs) : { ...state, countdownMs } };
}

/** The timer's clock: a set duration's clock (domain/duration) with two-digit minutes, "05:00". */
const clock = (totalSeconds: number): string => formatDuration(totalSeconds * 1000).padStart(5, '0');

/** The stopwatch: "00:00.0", "01:30.2", "1:02:03.4" (tenths, rounded down). */
export function formatStopwatch(ms: number): string {
  const tenths = Math.floor(Math.max(0, ms) / 100);
  return `${clock(Math.floor(tenths / 10))}.${tenths % 10}`;
}

/**
 * The countdown: "05:00", "00:01", "1:00:00". Seconds round up, so the display shows 05:00 at the
 * start and reaches 00:00 exactly when the countdown ends.
 */
export function formatCountdown(ms: number): string {
  return clock(Math.ceil(Math.max(0, ms) / 1000));
}

/** What the widget shows, formatted for its mode. */
export function formatTimer(state: TimerState, now: number): string {
  const ms = displayMs(state, now);
  return state.mode === 'stopwatch' ? formatStopwatch(ms) : formatCountdown(ms);
}
