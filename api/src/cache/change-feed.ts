// The change feed: one connection of its own (not from the pool: LISTEN holds a session) that
// LISTENs to PostgreSQL's liftbook_user_data channel (migration 0007's triggers) and tells the
// cache which users' data changed. The cache serves answers only while this connection is up
// and listening: if it drops (a database restart, a network cut), the cache is switched off and
// emptied at once, and the feed reconnects with backoff; once listening again, the cache starts
// from empty (notifications sent in the gap are lost, so nothing cached before can be trusted).
import pg from 'pg';
import { EVERY_USER, USER_DATA_CHANNEL } from '../db/migrations/0007-user-data-change-feed.js';
import type { UserDataCache } from './user-data-cache.js';

export interface ChangeFeedLog {
  info(message: string): void;
  error(message: string): void;
}

export interface ChangeFeedOptions {
  /** The database's connection URL (the pool's). */
  url: string;
  cache: UserDataCache;
  log: ChangeFeedLog;
  /** First reconnection delay, doubled up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
}

export interface ChangeFeed {
  /** Resolves once listening for the first time (or rejects if that first attempt fails). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function startChangeFeed({ url, cache, log, retryMs = 250, maxRetryMs = 10_000 }: ChangeFeedOptions): ChangeFeed {
  let client: pg.Client | undefined;
  let closed = false;
  let delay = retryMs;
  let timer: NodeJS.Timeout | undefined;

  const lost = (reason: string) => {
    if (client === undefined) return;
    const dead = client;
    client = undefined;
    dead.removeAllListeners();
    dead.on('error', () => undefined); // late errors of a connection we gave up on
    void dead.end().catch(() => undefined);
    cache.setLive(false);
    if (closed) return;
    log.error(`response cache off: the change feed lost its database connection (${reason}); reconnecting`);
    timer = setTimeout(() => void connect().catch(() => undefined), delay);
    delay = Math.min(delay * 2, maxRetryMs);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: url, application_name: 'liftbook-api change feed' });
    client = next;
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    next.on('notification', (message) => {
      if (message.channel !== USER_DATA_CHANNEL) return;
      const userId = Number(message.payload);
      if (message.payload === EVERY_USER) cache.invalidateAll();
      else if (Number.isSafeInteger(userId)) cache.invalidateUser(userId);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${USER_DATA_CHANNEL}`);
    } catch (error) {
      lost(error instanceof Error ? error.message : String(error));
      throw error;
    }
    if (client !== next || closed) return;
    cache.setLive(true);
    if (delay !== retryMs) log.info('response cache on again: the change feed is listening');
    delay = retryMs;
  }

  return {
    ready: connect(),
    async close() {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      const current = client;
      client = undefined;
      cache.setLive(false);
      if (current !== undefined) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
