// The response cache of a user's own training data (sessions list pages, a session, its
// exercises, calendar ranges): the JSON the api sent, kept per user and per URL, in this process's
// memory, so a repeated read costs no database round trip. Correctness comes first:
//
// - An answer is served only while the change feed is live (change-feed.ts listens to
//   PostgreSQL's NOTIFY from the triggers of migration 0007). Not listening, or listening again
//   after a gap in which notifications may have been missed: everything is dropped and nothing is
//   served until the feed is back.
// - Any change to a user's sessions, exercises or sets drops that user's answers: at once when
//   the write ran in this process (onSend of the write, after its commit), and within the feed's
//   delay when it ran elsewhere (another api instance, a migration, psql).
// - A read that was running while the user's data changed does not store what it read (its
//   snapshot may predate the change): each read takes a ticket when it starts, and an answer is
//   stored only if no change for that user arrived after the ticket.
// - Bounded by bytes (least recently used go first); nothing of one user is ever served to
//   another (the key starts with the user id).
//
// Plain TypeScript (no Fastify, no database): install.ts wires it into requests.

/** What a read holds from its start until it stores its answer. */
export interface ReadTicket {
  readonly userId: number;
  readonly generation: number;
}

interface Entry {
  userId: number;
  body: string;
}

export interface CacheStats {
  live: boolean;
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  invalidations: number;
}

/** How many users' last change are remembered; older ones count as "changed just now". */
const CHANGES_REMEMBERED = 50_000;

export class UserDataCache {
  private readonly entries = new Map<string, Entry>(); // in recency order: first is least recent
  private readonly keysByUser = new Map<number, Set<string>>();
  private bytes = 0;
  /** Counts changes seen; a ticket records it. */
  private generation = 0;
  /** User id -> the generation of their last change (in generation order: first is oldest). */
  private readonly lastChange = new Map<number, number>();
  /** Changes forgotten from lastChange (or a reset) count as happening at this generation. */
  private forgottenUpTo = 0;
  private live = false;
  private hits = 0;
  private misses = 0;
  private invalidations = 0;

  constructor(readonly maxBytes: number) {}

  private static key(userId: number, url: string): string {
    return `${userId} ${url}`;
  }

  /** Whether answers may be served and stored (the change feed is listening). */
  isLive(): boolean {
    return this.live;
  }

  /**
   * The change feed started or stopped listening. Either way every answer is dropped (while it
   * was not listening, changes may have gone unseen) and reads running now will not store.
   */
  setLive(live: boolean): void {
    this.live = live;
    this.invalidateAll();
  }

  /** Everyone's data changed (a TRUNCATE): drop every answer, and void every running read. */
  invalidateAll(): void {
    this.generation += 1;
    this.invalidations += 1;
    this.forgottenUpTo = this.generation;
    this.lastChange.clear();
    this.entries.clear();
    this.keysByUser.clear();
    this.bytes = 0;
  }

  /** A read of `userId`'s data is starting. */
  begin(userId: number): ReadTicket {
    return { userId, generation: this.generation };
  }

  /** The stored answer for this user and URL, if any (and the cache is live). */
  get(userId: number, url: string): string | undefined {
    if (!this.live) return undefined;
    const key = UserDataCache.key(userId, url);
    const entry = this.entries.get(key);
    if (entry === undefined) {
      this.misses += 1;
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits += 1;
    return entry.body;
  }

  /**
   * Stores the answer a read got, unless the user's data changed since its ticket (or the feed
   * went down or came back). Returns whether it was stored.
   */
  set(ticket: ReadTicket, url: string, body: string): boolean {
    if (!this.live || this.changedSince(ticket)) return false;
    const size = body.length;
    if (size > this.maxBytes / 8) return false; // one huge answer must not empty the cache
    const key = UserDataCache.key(ticket.userId, url);
    this.remove(key);
    this.entries.set(key, { userId: ticket.userId, body });
    this.bytes += size;
    let keys = this.keysByUser.get(ticket.userId);
    if (keys === undefined) this.keysByUser.set(ticket.userId, (keys = new Set()));
    keys.add(key);
    while (this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
    return true;
  }

  /** The user's sessions, exercises or sets changed: drop their answers, and void running reads. */
  invalidateUser(userId: number): void {
    this.generation += 1;
    this.invalidations += 1;
    this.lastChange.delete(userId);
    this.lastChange.set(userId, this.generation);
    if (this.lastChange.size > CHANGES_REMEMBERED) {
      const [oldestUser, at] = this.lastChange.entries().next().value as [number, number];
      this.lastChange.delete(oldestUser);
      this.forgottenUpTo = Math.max(this.forgottenUpTo, at);
    }
    for (const key of this.keysByUser.get(userId) ?? []) this.remove(key);
    this.keysByUser.delete(userId);
  }

  stats(): CacheStats {
    return { live: this.live, entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses, invalidations: this.invalidations };
  }

  private changedSince(ticket: ReadTicket): boolean {
    const last = this.lastChange.get(ticket.userId) ?? this.forgottenUpTo;
    return last > ticket.generation;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
    const keys = this.keysByUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(entry.userId);
  }
}
