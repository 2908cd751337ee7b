// Test helper (never imported by app code): drafts live in localStorage, which jsdom keeps for a
// whole test file; start each test without any, and read or plant them as the browser would.
import { resetDraftStore } from '../ui/use-draft';

/** Empties localStorage and the draft store's in-memory fallback. */
export function resetDrafts(): void {
  localStorage.clear();
  resetDraftStore();
}

/** The stored draft's value under `key` (undefined when there is none). */
export function storedDraft(key: string): unknown {
  const text = localStorage.getItem(key);
  return text === null ? undefined : (JSON.parse(text) as { value: unknown }).value;
}

/** Plants a draft as an earlier page would have saved it (`savedAt` defaults to now). */
export function plantDraft(key: string, value: unknown, savedAt = Date.now()): void {
  localStorage.setItem(key, JSON.stringify({ v: 1, savedAt, value }));
}

/** The tab goes to the background, as when the lifter switches to music between sets. */
export function hideTab(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}
