// The outbox at work: writes are stored before they are sent, sent one at a time
// in the order made, with the server's ids put in place of the ids shown meanwhile, and each is
// sent until the server has it (its Idempotency-Key makes a repeat harmless) or refuses it (then
// it waits in "Could not sync" for Retry or Discard). The rules are outbox.ts'; the storage is
// offline-store.ts'; how a write is sent is given (offline-base-query.ts).
import {
  backoffMs,
  classify,
  dependentsOf,
  localIdsFor,
  MAX_ATTEMPTS,
  nextLocalId,
  nextToSend,
  resolveUrl,
  serverIdsFrom,
  takeLocalId,
  type OutboxEntry,
  type WriteMethod,
} from './outbox';
import type { OfflineStore } from './offline-store';
import type { Routine } from '../contract';

export interface SendResult {
  data?: unknown;
  error?: { status: number | string; data?: unknown };
}

/** How a waited-for write ended: sent (the server's answer, or its refusal), or left waiting in the outbox. */
export type Settled = { kind: 'sent'; result: SendResult } | { kind: 'waiting' };

export interface OutboxStatus {
  /** Writes waiting to be sent. */
  waiting: number;
  /** Writes the server refused on replay, kept for Retry or Discard. */
  failed: readonly OutboxEntry[];
  /** The last try could not reach the server (no network, or the api down). */
  unreachable: boolean;
  /** Reads are showing copies saved on this device; when the oldest of them was fetched (ms). */
  savedCopySince: number | null;
}

export interface OutboxOptions {
  /** The lifter's own part of the device's offline data: this outbox is that lifter's. */
  store: OfflineStore;
  send: (entry: OutboxEntry) => Promise<SendResult>;
  /**
   * Whether the store's lifter is the one signed in now. Nothing is sent while not: the writes
   * wait, untouched, until that lifter signs in again (then drain()).
   */
  canSend?: () => boolean;
  /** After a drain that sent something: the screens refetch. */
  onSynced?: () => void;
  now?: () => number;
  schedule?: (run: () => void, ms: number) => void;
}

const refusalText = (result: SendResult) => {
  const message = (result.error?.data as { message?: unknown } | undefined)?.message;
  const status = result.error?.status;
  return `${typeof message === 'string' ? message : 'The server refused it'}${typeof status === 'number' ? ` (HTTP ${status})` : ''}`;
};

export class Outbox {
  private entries: OutboxEntry[] = [];
  private readonly serverIds = new Map<number, number>();
  private readonly waiters = new Map<string, (settled: Settled) => void>();
  private draining: Promise<void> | null = null;
  /** When the next try is due (ms), or null: none planned. */
  private retryAt: number | null = null;
  private unreachable = false;
  private savedCopySince: number | null = null;
  private status: OutboxStatus = { waiting: 0, failed: [], unreachable: false, savedCopySince: null };
  private readonly listeners = new Set<() => void>();
  readonly ready: Promise<void>;

  constructor(private readonly options: OutboxOptions) {
    this.ready = options.store.load().then(
      ({ entries, serverIds }) => {
        this.entries = entries.sort((a, b) => a.seq - b.seq);
        for (const [local, server] of serverIds) this.serverIds.set(local, server);
        this.publish();
      },
      () => undefined, // no storage (private mode): the outbox still works for this page
    );
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }

  /** Stores a write (before anything is sent) and returns it. */
  async add(method: WriteMethod, url: string, body: unknown, key: string, routine?: Routine): Promise<OutboxEntry> {
    await this.ready;
    const seq = Math.max(0, ...this.entries.map((e) => e.seq)) + 1;
    // A create already shown (localIdFor) keeps the id it is shown with; the rest are fresh.
    let shown = takeLocalId(key);
    const next = () => {
      const id = shown ?? nextLocalId(this.now());
      shown = undefined;
      return id;
    };
    const entry: OutboxEntry = {
      seq,
      key,
      method,
      url,
      body,
      createdAt: new Date(this.now()).toISOString(),
      attempts: 0,
      state: 'pending',
      ...localIdsFor(method, url, body, next, routine),
    };
    this.entries.push(entry);
    await this.options.store.putEntry(entry).catch(() => undefined);
    this.publish();
    return entry;
  }

  /** Sends what waits; resolves when `key` was sent, or when the drain stops without sending it. */
  async sendNow(key: string): Promise<Settled> {
    const settled = new Promise<Settled>((resolve) => this.waiters.set(key, resolve));
    void this.drain();
    return settled;
  }

  /** Waiting writes, for reads to show them; local ids the server has named are replaced. */
  pending(): OutboxEntry[] {
    return this.entries.filter((e) => e.state === 'pending').map((e) => ({ ...e, url: resolveUrl(e.url, this.serverIds).url }));
  }

  /** A url's local ids replaced by the server's where known; `missing`: those it does not know yet. */
  resolve(url: string) {
    return resolveUrl(url, this.serverIds);
  }

  getStatus = (): OutboxStatus => this.status;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Network back, app started, tab visible: send what waits (a running drain is joined). */
  drain(): Promise<void> {
    this.draining ??= this.run().finally(() => {
      this.draining = null;
      for (const [key, resolve] of this.waiters) {
        this.waiters.delete(key);
        resolve({ kind: 'waiting' });
      }
    });
    return this.draining;
  }

  /** A read answered from its saved copy (fetchedAt), or from the server (null). */
  noteRead(fetchedAt: number | null) {
    const since = fetchedAt === null ? null : Math.min(fetchedAt, this.savedCopySince ?? fetchedAt);
    const unreachable = fetchedAt !== null;
    if (since === this.savedCopySince && unreachable === this.unreachable) return;
    this.savedCopySince = since;
    this.unreachable = unreachable;
    this.publish();
  }

  async retry(key: string) {
    const entry = this.entries.find((e) => e.key === key);
    if (!entry) return;
    Object.assign(entry, { state: 'pending', attempts: 0, failure: undefined });
    await this.save(entry);
    void this.drain();
  }

  async discard(key: string) {
    this.entries = this.entries.filter((e) => e.key !== key);
    await this.options.store.deleteEntry(key).catch(() => undefined);
    this.publish();
  }

  /** Log Out: nothing of this lifter stays on the device. */
  async clear() {
    this.entries = [];
    this.serverIds.clear();
    await this.options.store.clear().catch(() => undefined);
    this.publish();
  }

  private async save(entry: OutboxEntry) {
    await this.options.store.putEntry(entry).catch(() => undefined);
    this.publish();
  }

  private publish() {
    const failed = this.entries.filter((e) => e.state === 'failed');
    this.status = { waiting: this.entries.length - failed.length, failed, unreachable: this.unreachable, savedCopySince: this.savedCopySince };
    for (const listener of this.listeners) listener();
  }

  /**
   * A try in `ms`, unless one is planned sooner. A sooner one replaces a later one: a write that
   * backed off for a minute while offline, answered 401 once the network is back, is tried again
   * as soon as a fresh token can be had, not when the offline backoff ends.
   */
  private later(ms: number) {
    const at = this.now() + ms;
    if (this.retryAt !== null && this.retryAt <= at) return;
    this.retryAt = at;
    (this.options.schedule ?? ((run, wait) => void setTimeout(run, wait)))(() => {
      if (this.retryAt !== at) return; // replaced by a sooner try
      this.retryAt = null;
      void this.drain();
    }, ms);
  }

  /** `entry` (unless the lifter saw its refusal) and what depends on it go to "Could not sync". */
  private async fail(entry: OutboxEntry, reason: string, keepEntry = true) {
    const lost = [...(keepEntry ? [entry] : []), ...dependentsOf(entry, this.entries)];
    for (const e of lost) {
      Object.assign(e, { state: 'failed', failure: e === entry ? reason : 'It depends on a change that could not sync' });
      await this.options.store.putEntry(e).catch(() => undefined);
    }
    this.publish();
  }

  private async run() {
    await this.ready;
    let sent = false;
    const mine = this.options.canSend ?? (() => true);
    for (let entry = nextToSend(this.entries); entry && mine(); entry = nextToSend(this.entries)) {
      const { url, missing } = resolveUrl(entry.url, this.serverIds);
      if (missing.length > 0) {
        // What would have created it is gone (discarded, or refused): this cannot be sent either.
        await this.fail(entry, 'It depends on a change that could not sync');
        continue;
      }
      const result = await this.options.send({ ...entry, url });
      const outcome = result.error ? classify(entry.method, result.error.status) : 'done';
      const waiter = this.waiters.get(entry.key);
      if (outcome === 'done') {
        sent = true;
        this.unreachable = false;
        const ids = serverIdsFrom(entry, result.data);
        for (const [local, server] of ids) this.serverIds.set(local, server);
        if (ids.length > 0) await this.options.store.putServerIds(ids).catch(() => undefined);
        this.entries = this.entries.filter((e) => e !== entry);
        await this.options.store.deleteEntry(entry.key).catch(() => undefined);
        this.publish();
        this.waiters.delete(entry.key);
        waiter?.({ kind: 'sent', result });
        continue;
      }
      // A 500 the lifter is looking at is shown (as before the outbox); on replay it is tried again.
      if (outcome === 'refused' || (outcome === 'retry' && (waiter !== undefined || entry.attempts + 1 >= MAX_ATTEMPTS))) {
        if (waiter) {
          // The lifter is looking at this write: the screen shows the refusal, as without an outbox.
          this.waiters.delete(entry.key);
          await this.fail(entry, refusalText(result), false); // its dependents, if any, cannot go either
          this.entries = this.entries.filter((e) => e !== entry);
          await this.options.store.deleteEntry(entry.key).catch(() => undefined);
          this.publish();
          waiter({ kind: 'sent', result });
        } else await this.fail(entry, refusalText(result));
        continue;
      }
      // Not now: no network, the api down, signed out, or a failure worth waiting out.
      entry.attempts += 1;
      this.unreachable = outcome === 'unreachable';
      await this.save(entry);
      this.later(outcome === 'signed-out' ? 5000 : backoffMs(entry.attempts));
      break;
    }
    if (sent) this.options.onSynced?.();
  }
}
