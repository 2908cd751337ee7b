// A storage adapter for oidc-provider that keeps sessions, grants, refresh tokens and interactions
// in memory and mirrors them to one JSON file, so restarting the dev idp (npm start again) does not
// sign everybody out. Fine for one developer's machine; a real deployment uses Entra ID instead.
import path from 'node:path';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { readJson, writeJson } from './json-file.js';

interface Entry {
  payload: AdapterPayload;
  /** Epoch ms; null for no expiry. */
  expiresAt: number | null;
}

// Models whose rows belong to a grant and are revoked with it (adapter contract of oidc-provider).
const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

export class FileStore {
  #entries = new Map<string, Entry>();
  #timer: NodeJS.Timeout | null = null;
  #writing: Promise<void> = Promise.resolve();

  private constructor(private readonly file: string | null) {}

  /** `dir` null keeps everything in memory (tests). */
  static async open(dir: string | null): Promise<FileStore> {
    const store = new FileStore(dir ? path.join(dir, 'store.json') : null);
    if (store.file) {
      const saved = (await readJson<Record<string, Entry>>(store.file)) ?? {};
      for (const [key, entry] of Object.entries(saved)) store.#entries.set(key, entry);
      store.#sweep();
    }
    return store;
  }

  get(key: string): AdapterPayload | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== null && entry.expiresAt <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  set(key: string, payload: AdapterPayload, expiresInSeconds?: number): void {
    const expiresAt = typeof expiresInSeconds === 'number' ? Date.now() + expiresInSeconds * 1000 : null;
    this.#entries.set(key, { payload, expiresAt });
    this.#changed();
  }

  delete(key: string): void {
    if (this.#entries.delete(key)) this.#changed();
  }

  /** Keys of `model` rows whose payload matches. A scan: a dev idp holds a handful of rows. */
  keysWhere(model: string | null, match: (payload: AdapterPayload) => boolean): string[] {
    const keys: string[] = [];
    for (const [key, entry] of this.#entries) {
      const [entryModel] = key.split(':', 1);
      if ((model === null || entryModel === model) && match(entry.payload) && this.get(key)) keys.push(key);
    }
    return keys;
  }

  changed(): void {
    this.#changed();
  }

  /** Writes pending changes now (on shutdown). */
  async flush(): Promise<void> {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = null;
      this.#write();
    }
    await this.#writing;
  }

  #sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt !== null && entry.expiresAt <= now) this.#entries.delete(key);
    }
  }

  #changed(): void {
    if (!this.file || this.#timer) return;
    // Coalesce the several writes one sign-in makes into one file write.
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#write();
    }, 100);
    this.#timer.unref();
  }

  #write(): void {
    if (!this.file) return;
    const file = this.file;
    this.#sweep();
    const snapshot = Object.fromEntries(this.#entries);
    this.#writing = this.#writing.catch(() => undefined).then(() => writeJson(file, snapshot));
  }
}

/** The adapter class oidc-provider instantiates once per model, bound to `store`. */
export function fileAdapter(store: FileStore): new (model: string) => Adapter {
  return class FileAdapter implements Adapter {
    constructor(private readonly model: string) {}

    #key(id: string): string {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      store.set(this.#key(id), payload, expiresIn);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return store.get(this.#key(id));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const [key] = store.keysWhere(this.model, (p) => p.uid === uid);
      return key ? store.get(key) : undefined;
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const [key] = store.keysWhere(this.model, (p) => p.userCode === userCode);
      return key ? store.get(key) : undefined;
    }

    async consume(id: string): Promise<void> {
      const payload = store.get(this.#key(id));
      if (payload) {
        payload.consumed = Math.floor(Date.now() / 1000);
        store.changed();
      }
    }

    async destroy(id: string): Promise<void> {
      store.delete(this.#key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const key of store.keysWhere(null, (p) => p.grantId === grantId)) {
        if (GRANTABLE.has(key.split(':', 1)[0] ?? '')) store.delete(key);
      }
    }
  };
}
