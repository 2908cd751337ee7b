// "A save is running", for whoever must not cut one short: the shell's Log Out
// asks first, and the page warns before it is left (beforeunload) while one runs. Every write the
// api sends is tracked by the base query (idempotency.ts); a save made of several calls (quick log,
// Manual Add) holds one for its whole length with beginSave(), so the gaps between its calls count
// too. @liftbook/shared is a federation singleton: the shell reads what the remotes begin, and
// neither imports the other.
import { useSyncExternalStore } from 'react';

let running = 0;
const listeners = new Set<() => void>();
let settled: Array<() => void> = [];

function onBeforeUnload(event: BeforeUnloadEvent) {
  // The browser shows its own "Leave site? Changes may not be saved" prompt.
  event.preventDefault();
  event.returnValue = '';
}

function changed(delta: 1 | -1) {
  const before = running;
  running += delta;
  if (typeof window !== 'undefined') {
    if (before === 0 && running === 1) window.addEventListener('beforeunload', onBeforeUnload);
    if (before === 1 && running === 0) window.removeEventListener('beforeunload', onBeforeUnload);
  }
  if (running === 0) {
    const waiting = settled;
    settled = [];
    for (const resolve of waiting) resolve();
  }
  for (const listener of listeners) listener();
}

/** Marks a save as running until the returned function is called (calling it twice is harmless). */
export function beginSave(): () => void {
  changed(1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    changed(-1);
  };
}

/** Runs `work` as a save: tracked until it settles, whatever the outcome. */
export async function trackSave<T>(work: () => Promise<T>): Promise<T> {
  const end = beginSave();
  try {
    return await work();
  } finally {
    end();
  }
}

export function isSaving(): boolean {
  return running > 0;
}

/** Resolves once no save is running (at once when none is). */
export function whenSaved(): Promise<void> {
  if (running === 0) return Promise.resolve();
  return new Promise((resolve) => settled.push(resolve));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether a save is running, re-rendering when that changes. */
export function useSaving(): boolean {
  return useSyncExternalStore(subscribe, isSaving, () => false);
}
