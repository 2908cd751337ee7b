// Tests of the screens around the outbox (the sync strip, Log Out): the page's outbox made to hold
// changes waiting and changes the server refused, in memory (jsdom has no IndexedDB), through the
// same base query the app uses, with a server the test controls. Never imported by app code.
import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import { drainOutbox, keepOfflineDataIn, withOutbox } from './offline-base-query';
import { memoryStores } from './offline-store';
import type { WriteMethod } from './outbox';

export interface HeldChange {
  method: WriteMethod;
  url: string;
  body?: unknown;
}

export interface RefusedChange extends HeldChange {
  /** What the server says on replay (e.g. "Session not found"), with 404 unless `status` says otherwise. */
  message: string;
  status?: number;
}

export interface HeldOutbox {
  /** "METHOD url" of every write the server received, in order. */
  sent: string[];
  /** From now on the server takes every write (what Retry then sends gets through). */
  accept(): void;
  /** Sends what waits now, as the app does when the network returns. */
  drain(): Promise<void>;
}

/**
 * The page's own outbox (the app's api) on in a jsdom test, its data kept in memory: call at the
 * top of the test file, before the first api call (the page decides once whether it has one).
 */
export function pageOutboxInMemory(): void {
  keepOfflineDataIn(memoryStores());
}

/** What RTK Query hands a base query for a read, for tests that call one directly. */
export const QUERY_API = {
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: () => undefined,
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'query',
} as unknown as BaseQueryApi;
/** The same for a write. */
export const MUTATION_API = { ...QUERY_API, type: 'mutation' } as BaseQueryApi;
const API = MUTATION_API;

/** The page's outbox holding `waiting` (never sent: no network) and `refused` (turned down on replay), in that order of making. */
export async function outboxHolding({ waiting = [], refused = [] }: { waiting?: HeldChange[]; refused?: RefusedChange[] }): Promise<HeldOutbox> {
  let phase: 'offline' | 'replay' | 'accepting' = 'offline';
  const sent: string[] = [];
  const refusals = new Map(refused.map((r) => [`${r.method} ${r.url}`, r]));
  let nextId = 1;
  const query = withOutbox(
    async (args) => {
      const { method = 'GET', url } = args as FetchArgs;
      const said = `${method} ${url}`;
      const refusal = refusals.get(said);
      if (phase === 'offline' || (phase === 'replay' && !refusal)) return { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } };
      sent.push(said);
      if (phase === 'replay' && refusal) return { error: { status: refusal.status ?? 404, data: { message: refusal.message } } };
      return { data: { id: (nextId += 1) } };
    },
    () => ({ stores: memoryStores(), onSynced: () => undefined }),
  );
  for (const change of [...refused, ...waiting]) await query({ url: change.url, method: change.method, body: change.body ?? null }, API, {});
  phase = 'replay';
  await drainOutbox();
  return {
    sent,
    accept: () => {
      phase = 'accepting';
    },
    drain: async () => drainOutbox(),
  };
}
