// useDraft: state that outlives the page. Phones discard background tabs (the lifter switches to
// music or the camera between sets) and reload them on return; what was typed comes back from
// localStorage through domain/draft-store.
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserStorage } from '@liftbook/shared/storage';
import { createDraftStore, type DraftStore, type DraftValidator } from '../domain/drafts/draft-store';

export const DRAFT_SAVE_DELAY_MS = 300;

let sharedStore: DraftStore | null = null;

/** The page's one draft store over localStorage; the first use sweeps out expired drafts. */
export function draftStore(): DraftStore {
  if (!sharedStore) {
    sharedStore = createDraftStore(browserStorage('local'));
    sharedStore.sweep(Date.now());
  }
  return sharedStore;
}

/** Tests: forget the in-memory fallback (the next use starts over on localStorage). */
export function resetDraftStore(): void {
  sharedStore = null;
}

/** Whether a valid draft is stored under `key` (for a page deciding to reopen a panel). */
export function hasDraft<T>(key: string, validate: DraftValidator<T>): boolean {
  return draftStore().read(key, validate, Date.now()) !== null;
}

export interface DraftOptions<T> {
  /** A value that is "nothing typed" removes the draft instead of saving it; default: equal (as JSON) to the initial value. */
  isEmpty?: (value: T) => boolean;
  /** How long typing must pause before a save; default 300 ms. 0 saves on every change. */
  debounceMs?: number;
}

export type DraftSetter<T> = (next: T | ((current: T) => T)) => void;

interface Slot<T> {
  key: string;
  value: T;
  restored: boolean;
  /** 0 right after a load or clear (nothing to save); each change by the lifter adds one. */
  edits: number;
}

const sameJson = (a: unknown, b: unknown) => {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
};

/**
 * Like useState, but restored from the draft under `key` on mount (when `validate` accepts it)
 * and saved there: debounced while typing, at once when the tab is hidden or left (`pagehide`,
 * `visibilitychange`) and when the component unmounts. Returns [value, setValue, clear, restored]:
 * `clear` goes back to `initial` and removes the draft; `restored` says the value came from a
 * draft (until `clear`). `initial` is read once per key, like useState's.
 */
export function useDraft<T>(
  key: string,
  initial: T | (() => T),
  validate: DraftValidator<T>,
  options: DraftOptions<T> = {},
): [T, DraftSetter<T>, () => void, boolean] {
  const latest = useRef({ initial, validate, options });
  latest.current = { initial, validate, options };
  const debounceMs = options.debounceMs ?? DRAFT_SAVE_DELAY_MS;

  const makeInitial = useCallback((): T => {
    const { initial: i } = latest.current;
    return typeof i === 'function' ? (i as () => T)() : i;
  }, []);

  const load = useCallback(
    (k: string): Slot<T> => {
      const saved = draftStore().read(k, latest.current.validate, Date.now());
      return saved === null ? { key: k, value: makeInitial(), restored: false, edits: 0 } : { key: k, value: saved, restored: true, edits: 0 };
    },
    [makeInitial],
  );

  const [slot, setSlot] = useState(() => load(key));
  // Another session's page reusing this component: show that session's draft.
  let current = slot;
  if (slot.key !== key) {
    current = load(key);
    setSlot(current);
  }

  const keyRef = useRef(current.key);
  keyRef.current = current.key;
  /** The unsaved change, with the key it belongs to. */
  const pending = useRef<{ key: string; value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const change = pending.current;
    pending.current = null;
    if (!change) return;
    const isEmpty = latest.current.options.isEmpty ?? ((value: T) => sameJson(value, makeInitial()));
    if (isEmpty(change.value)) draftStore().remove(change.key);
    else draftStore().write(change.key, change.value, Date.now());
  }, [makeInitial]);

  useEffect(() => {
    if (current.edits === 0) return;
    pending.current = { key: current.key, value: current.value };
    if (timer.current !== null) clearTimeout(timer.current);
    if (debounceMs <= 0) flush();
    else timer.current = setTimeout(flush, debounceMs);
  }, [current, debounceMs, flush]);

  // Leaving the key (unmount, another session) writes what is pending for it.
  useEffect(() => flush, [current.key, flush]);

  // A hidden tab may be discarded without warning: save now, not in 300 ms.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [flush]);

  const setValue = useCallback<DraftSetter<T>>((next) => {
    setSlot((s) => {
      const value = typeof next === 'function' ? (next as (c: T) => T)(s.value) : next;
      return Object.is(value, s.value) ? s : { ...s, value, edits: s.edits + 1 };
    });
  }, []);

  const clear = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    draftStore().remove(keyRef.current);
    setSlot((s) => ({ key: s.key, value: makeInitial(), restored: false, edits: 0 }));
  }, [makeInitial]);

  return [current.value, setValue, clear, current.restored];
}
