// Where the outbox and the last-seen reads live on this device: IndexedDB (through `idb`), so they
// survive a reload, a closed tab and a browser restart. A plain in-memory store stands in where
// there is no IndexedDB (tests).
//
// Everything is kept per account (the auth port's account key): a store opened for one lifter
// never reads, lists or clears another's. Another lifter's waiting writes stay until that lifter
// signs in again (only then are they sent, with that lifter's token); another lifter's saved
// reads are dropped when someone signs in (dropOthersReads), as they are only copies of the
// server's. Log Out clears the lifter's own (clear()).
//
// Version 1 of the database kept one outbox for whoever signed in. Its writes have no known owner:
// the upgrade leaves them where they were (the `outbox` and `ids` stores), which nothing reads or
// sends again, and drops its saved reads.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry } from './outbox';

/** A read's last good answer and when it came. */
export interface SavedRead {
  data: unknown;
  fetchedAt: number;
}

/** One lifter's part of the device's offline data. */
export interface OfflineStore {
  /** The account this store belongs to. */
  readonly account: string;
  load(): Promise<{ entries: OutboxEntry[]; serverIds: Array<[number, number]> }>;
  putEntry(entry: OutboxEntry): Promise<void>;
  deleteEntry(key: string): Promise<void>;
  putServerIds(pairs: Array<[number, number]>): Promise<void>;
  getRead(url: string): Promise<SavedRead | undefined>;
  putRead(url: string, read: SavedRead): Promise<void>;
  /** Every other account's saved reads are dropped (their waiting writes stay). */
  dropOthersReads(): Promise<void>;
  /** This account's writes, server ids and reads are dropped (Log Out). */
  clear(): Promise<void>;
}

/** Opens the store of an account. */
export type OfflineStores = (account: string) => OfflineStore;

type Owned<K> = [string, K];

interface Schema extends DBSchema {
  writes: { key: Owned<string>; value: OutboxEntry };
  'server-ids': { key: Owned<number>; value: number };
  'account-reads': { key: Owned<string>; value: SavedRead };
}

export const DB_NAME = 'liftbook-offline';
export const DB_VERSION = 2;
/** What version 1 kept for whoever signed in: never read again (see above). */
export const LEGACY_STORES = { outbox: 'outbox', ids: 'ids', reads: 'reads' } as const;

/** Every key of `account` in a store keyed [account, ...]. */
const ownedBy = (account: string) => IDBKeyRange.bound([account], [account, []]);

let database: Promise<IDBPDatabase<Schema>> | null = null;
function open(): Promise<IDBPDatabase<Schema>> {
  database ??= new Promise<IDBPDatabase<Schema>>((resolve, reject) => {
    openDB<Schema>(DB_NAME, DB_VERSION, {
      upgrade(db, oldVersion) {
        if (oldVersion >= 2) return;
        // Version 1's reads may be anybody's: gone. Its writes stay, unsent, in its own stores.
        const legacy = db as unknown as IDBPDatabase;
        if (oldVersion === 1 && legacy.objectStoreNames.contains(LEGACY_STORES.reads)) legacy.deleteObjectStore(LEGACY_STORES.reads);
        db.createObjectStore('writes');
        db.createObjectStore('server-ids');
        db.createObjectStore('account-reads');
      },
      // A tab of the previous version holds the database open: this page goes on without offline
      // storage (as in private mode) rather than wait, and tries again on the next use.
      blocked() {
        database = null;
        reject(new Error('The offline database is held open by an older tab'));
      },
      // Another tab runs a newer version: let it upgrade, and open again on the next use.
      blocking(_current, _next, event) {
        (event.target as IDBDatabase).close();
        database = null;
      },
    }).then(resolve, reject);
  });
  return database;
}

export function indexedDbStore(account: string): OfflineStore {
  const range = ownedBy(account);
  return {
    account,
    async load() {
      const d = await open();
      const tx = d.transaction(['writes', 'server-ids']);
      const [entries, locals, servers] = await Promise.all([
        tx.objectStore('writes').getAll(range),
        tx.objectStore('server-ids').getAllKeys(range),
        tx.objectStore('server-ids').getAll(range),
      ]);
      return { entries, serverIds: locals.map(([, local], i) => [local, servers[i]!] as [number, number]) };
    },
    async putEntry(entry) {
      await (await open()).put('writes', entry, [account, entry.key]);
    },
    async deleteEntry(key) {
      await (await open()).delete('writes', [account, key]);
    },
    async putServerIds(pairs) {
      const tx = (await open()).transaction('server-ids', 'readwrite');
      await Promise.all([...pairs.map(([local, server]) => tx.store.put(server, [account, local])), tx.done]);
    },
    async getRead(url) {
      return (await open()).get('account-reads', [account, url]);
    },
    async putRead(url, read) {
      await (await open()).put('account-reads', read, [account, url]);
    },
    async dropOthersReads() {
      const tx = (await open()).transaction('account-reads', 'readwrite');
      const keys = await tx.store.getAllKeys();
      await Promise.all([...keys.filter(([owner]) => owner !== account).map((key) => tx.store.delete(key)), tx.done]);
    },
    async clear() {
      const tx = (await open()).transaction(['writes', 'server-ids', 'account-reads'], 'readwrite');
      await Promise.all([
        tx.objectStore('writes').delete(range),
        tx.objectStore('server-ids').delete(range),
        tx.objectStore('account-reads').delete(range),
        tx.done,
      ]);
    },
  };
}

const copy = (entry: OutboxEntry) => JSON.parse(JSON.stringify(entry)) as OutboxEntry;

/** The device's offline data in memory, per account as in IndexedDB (tests; pages without IndexedDB). */
export function memoryStores(): OfflineStores {
  const entries = new Map<string, Map<string, OutboxEntry>>();
  const ids = new Map<string, Map<number, number>>();
  const reads = new Map<string, Map<string, SavedRead>>();
  const of = <V>(maps: Map<string, V>, account: string, make: () => V): V => {
    if (!maps.has(account)) maps.set(account, make());
    return maps.get(account)!;
  };
  return (account) => {
    const own = {
      entries: () => of(entries, account, () => new Map<string, OutboxEntry>()),
      ids: () => of(ids, account, () => new Map<number, number>()),
      reads: () => of(reads, account, () => new Map<string, SavedRead>()),
    };
    return {
      account,
      load: async () => ({ entries: [...own.entries().values()].map(copy), serverIds: [...own.ids()] }),
      putEntry: async (entry) => void own.entries().set(entry.key, copy(entry)),
      deleteEntry: async (key) => void own.entries().delete(key),
      putServerIds: async (pairs) => pairs.forEach(([local, server]) => own.ids().set(local, server)),
      getRead: async (url) => own.reads().get(url),
      putRead: async (url, read) => void own.reads().set(url, read),
      dropOthersReads: async () => {
        for (const owner of [...reads.keys()]) if (owner !== account) reads.delete(owner);
      },
      clear: async () => {
        entries.delete(account);
        ids.delete(account);
        reads.delete(account);
      },
    };
  };
}

/** One account's store in memory (tests of the outbox alone). */
export const memoryStore = (account = 'lifter'): OfflineStore => memoryStores()(account);
