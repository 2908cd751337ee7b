// The outbox inside THE api's base query, so no screen needs to know:
// - a write of the logging flow is stored first, then sent; if the server cannot be reached it
//   answers at once as the server would (with local ids), and the outbox sends it later;
// - a read that cannot reach the server answers with the copy saved the last time it did, and
//   every read shows the writes still waiting (a set logged offline is on the session's page).
// Where there is no IndexedDB (jest's jsdom) it steps aside and the base query works as before.
import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { useSyncExternalStore } from 'react';
import { IDEMPOTENCY_HEADER, newIdempotencyKey, ownKey } from '../api/idempotency';
import { Outbox, type OutboxStatus, type SendResult } from './outbox-engine';
import { isOutboxWrite, provisionalAnswer, withPending, type DictionaryNames } from './outbox';
import { indexedDbStore, type OfflineStore } from './offline-store';

type Base = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

/** A read that failed this way is answered from its saved copy: the server was not reached. */
const unreachable = (status: number | string) => typeof status !== 'number' || status === 502 || status === 503 || status === 504;

function pathWithParams(args: FetchArgs): string {
  const params = args.params
    ? new URLSearchParams(
        Object.entries(args.params)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      ).toString()
    : '';
  return params ? `${args.url}${args.url.includes('?') ? '&' : '?'}${params}` : args.url;
}

export interface OfflineSetup {
  store: OfflineStore;
  /** After queued writes reached the server: refetch what shows them. */
  onSynced: (dispatch: BaseQueryApi['dispatch']) => void;
}

let outbox: Outbox | null = null;
const statusListeners = new Set<() => void>();
const notifyStatus = () => statusListeners.forEach((listener) => listener());
function subscribeStatus(listener: () => void) {
  statusListeners.add(listener);
  return () => void statusListeners.delete(listener);
}

/** `base` with the outbox in front (see above). */
export function withOutbox(base: Base, setup: () => OfflineSetup | null): Base {
  let started: { outbox: Outbox; store: OfflineStore } | null | undefined;
  let lastApi: BaseQueryApi | null = null;
  let dictionary = new Map<number | string, { id: number; name: string }>();
  const names: DictionaryNames = (idOrName) => dictionary.get(typeof idOrName === 'string' ? idOrName.trim().toLowerCase() : idOrName);
  const rememberDictionary = (data: unknown) => {
    if (!Array.isArray(data)) return;
    dictionary = new Map<number | string, { id: number; name: string }>();
    for (const d of data as Array<{ id: number; name: string }>) dictionary.set(d.id, d).set(d.name.toLowerCase(), d);
  };

  const start = () => {
    if (started !== undefined) return started;
    const made = setup();
    if (!made) return (started = null);
    const box = new Outbox({
      store: made.store,
      send: (entry) =>
        base(
          { url: entry.url, method: entry.method, body: entry.body ?? undefined, headers: entry.method === 'POST' ? { [IDEMPOTENCY_HEADER]: entry.key } : {} },
          // A background send belongs to no component: its own signal, never aborted.
          { ...lastApi!, signal: new AbortController().signal, type: 'mutation', endpoint: 'outbox' },
          {},
        ) as Promise<SendResult>,
      onSynced: () => lastApi && made.onSynced(lastApi.dispatch),
    });
    outbox = box;
    box.subscribe(notifyStatus);
    notifyStatus();
    void made.store.getRead('/dictionary_exercises').then((saved) => saved && rememberDictionary(saved.data));
    if (typeof window !== 'undefined') {
      window.addEventListener('online', () => void box.drain());
      document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void box.drain());
    }
    return (started = { outbox: box, store: made.store });
  };

  return async (args, api, extraOptions) => {
    const offline = start();
    const fetchArgs: FetchArgs = typeof args === 'string' ? { url: args } : args;
    const method = (fetchArgs.method ?? 'GET').toUpperCase();
    if (!offline) return base(args, api, extraOptions);
    if (lastApi === null) {
      lastApi = api;
      void offline.outbox.drain(); // the app started: send what waits from before
    }
    lastApi = api;
    const { outbox: box, store } = offline;

    if (method === 'GET') {
      const asked = pathWithParams(fetchArgs);
      const { url, missing } = box.resolve(asked);
      const local = () => withPending(url, undefined, box.pending(), names);
      if (missing.length > 0) {
        // Made on this device and not on the server yet: only the outbox knows it.
        const data = local();
        return data === undefined ? { error: { status: 404, data: { message: 'Not found' } } } : { data };
      }
      const result = await base({ ...fetchArgs, url: box.resolve(fetchArgs.url).url }, api, extraOptions);
      if (!result.error) {
        if (url === '/dictionary_exercises') rememberDictionary(result.data);
        void store.putRead(url, { data: result.data, fetchedAt: Date.now() }).catch(() => undefined);
        box.noteRead(null);
        return { ...result, data: withPending(url, result.data, box.pending(), names) };
      }
      if (!unreachable(result.error.status)) return result;
      const saved = await store.getRead(url).catch(() => undefined);
      if (saved) {
        box.noteRead(saved.fetchedAt);
        return { data: withPending(url, saved.data, box.pending(), names) };
      }
      const data = local();
      return data === undefined ? result : { data };
    }

    const path = fetchArgs.url.split('?')[0]!;
    if (!isOutboxWrite(method, path)) return base(args, api, extraOptions);
    const entry = await box.add(method, path, fetchArgs.body ?? null, ownKey(fetchArgs) ?? newIdempotencyKey());
    const settled = await box.sendNow(entry.key);
    if (settled.kind === 'sent') return settled.result as Awaited<ReturnType<Base>>;
    // Kept on this device: ask the browser not to evict it under storage pressure.
    void globalThis.navigator?.storage?.persist?.().catch(() => false);
    return { data: provisionalAnswer(entry, names) };
  };
}

/** The outbox of the page in IndexedDB (null where there is none: jest's jsdom, old browsers). */
export function browserOfflineSetup(onSynced: OfflineSetup['onSynced']): () => OfflineSetup | null {
  return () => (typeof indexedDB === 'undefined' ? null : { store: indexedDbStore(), onSynced });
}

const NO_STATUS: OutboxStatus = { waiting: 0, failed: [], unreachable: false, savedCopySince: null };
const currentStatus = () => outbox?.getStatus() ?? NO_STATUS;

/** Changes waiting to sync, those the server refused, whether it was reachable, re-rendering on change. */
export function useOutboxStatus(): OutboxStatus {
  return useSyncExternalStore(subscribeStatus, currentStatus, () => NO_STATUS);
}

/** How many changes would be lost now (waiting and refused). */
export function unsyncedChanges(): number {
  const status = outbox?.getStatus() ?? NO_STATUS;
  return status.waiting + status.failed.length;
}

/** Sends what waits now (tests; the app drains on its own: online, start, visible, after a success). */
export const drainOutbox = () => outbox?.drain();
export const retryChange = (key: string) => outbox?.retry(key);
export const discardChange = (key: string) => outbox?.discard(key);
/** Log Out: the outbox and the saved reads go with the lifter. */
export const clearOfflineData = async () => {
  await outbox?.clear();
  if (!outbox && typeof indexedDB !== 'undefined')
    await indexedDbStore()
      .clear()
      .catch(() => undefined);
};
