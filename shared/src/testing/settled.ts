import { api } from '../api/api';
import type { createLiftbookStore } from '../store/store';

/**
 * Resolves once every query and mutation the store has running is done, including the refetches a
 * finished mutation's invalidated tags started: a test waits on that instead of a fixed sleep.
 */
export async function settled(store: ReturnType<typeof createLiftbookStore>): Promise<void> {
  for (;;) {
    const running = [...store.dispatch(api.util.getRunningQueriesThunk()), ...store.dispatch(api.util.getRunningMutationsThunk())];
    if (running.length === 0) return;
    await Promise.allSettled(running);
  }
}
