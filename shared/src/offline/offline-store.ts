// Where the outbox and the last-seen reads live on this device: IndexedDB (through `idb`), so they
// survive a reload, a closed tab and a browser restart. A plain in-memory store stands in where
// there is no IndexedDB (tests). Log Out clears it all (clear()).
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry } from './outbox';

/** A read's last good answer and when it came. */
export interface SavedRead {
  data: unknown;
  fetchedAt: number;
}

export interface OfflineStore {
  load(): Promise<{ entries: OutboxEntry[]; serverIds: Array<[number, number]> }>;
  putEntry(entry: OutboxEntry): Promise<void>;
  deleteEntry(key: string): Promise<void>;
  putServerIds(pairs: Array<[number, number]>): Promise<void>;
  getRead(url: string): Promise<SavedRead | undefined>;
  putRead(url: string, read: SavedRead): Promise<void>;
  clear(): Promise<void>;
}

interface Schema extends DBSchema {
  outbox: { key: string; value: OutboxEntry };
  ids: { key: number; value: number };
  reads: { key: string; value: SavedRead };
}

const DB_NAME = 'liftbook-offline';

export function indexedDbStore(): OfflineStore {
  let db: Promise<IDBPDatabase<Schema>> | null = null;
  const open = () =>
    (db ??= openDB<Schema>(DB_NAME, 1, {
      upgrade(database) {
        database.createObjectStore('outbox', { keyPath: 'key' });
        database.createObjectStore('ids');
        database.createObjectStore('reads');
      },
    }));
  return {
    async load() {
      const d = await open();
      const tx = d.transaction(['outbox', 'ids']);
      const [entries, locals, servers] = await Promise.all([
        tx.objectStore('outbox').getAll(),
        tx.objectStore('ids').getAllKeys(),
        tx.objectStore('ids').getAll(),
      ]);
      return { entries, serverIds: locals.map((local, i) => [local, servers[i]!] as [number, number]) };
    },
    async putEntry(entry) {
      await (await open()).put('outbox', entry);
    },
    async deleteEntry(key) {
      await (await open()).delete('outbox', key);
    },
    async putServerIds(pairs) {
      const tx = (await open()).transaction('ids', 'readwrite');
      await Promise.all([...pairs.map(([local, server]) => tx.store.put(server, local)), tx.done]);
    },
    async getRead(url) {
      return (await open()).get('reads', url);
    },
    async putRead(url, read) {
      await (await open()).put('reads', read, url);
    },
    async clear() {
      const tx = (await open()).transaction(['outbox', 'ids', 'reads'], 'readwrite');
      await Promise.all([tx.objectStore('outbox').clear(), tx.objectStore('ids').clear(), tx.objectStore('reads').clear(), tx.done]);
    },
  };
}

export function memoryStore(): OfflineStore {
  const entries = new Map<string, OutboxEntry>();
  const ids = new Map<number, number>();
  const reads = new Map<string, SavedRead>();
  return {
    load: async () => ({ entries: [...entries.values()], serverIds: [...ids] }),
    putEntry: async (entry) => void entries.set(entry.key, JSON.parse(JSON.stringify(entry)) as OutboxEntry),
    deleteEntry: async (key) => void entries.delete(key),
    putServerIds: async (pairs) => pairs.forEach(([local, server]) => ids.set(local, server)),
    getRead: async (url) => reads.get(url),
    putRead: async (url, read) => void reads.set(url, read),
    clear: async () => {
      entries.clear();
      ids.clear();
      reads.clear();
    },
  };
}
