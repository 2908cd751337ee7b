// The api process: reads the configuration, opens the database (starting the embedded cluster
// unless DATABASE_URL is set), makes sure the schema is current, listens, and on SIGINT/SIGTERM
// shuts down in order: stop taking requests and finish those in flight, close the pool, stop
// the embedded cluster.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, describeConfig, loadConfig, type Config } from './config.js';
import { createDb, openDatabase, type OpenDatabase } from './db/connect.js';
import { migrateToLatest, pendingMigrations } from './db/migrations/index.js';
import { processLog, type ProcessLog } from './lib/process-log.js';

// src/server.ts and dist/server.js both sit two levels below the repository root.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHUTDOWN_TIMEOUT_MS = 15_000;

let config: Config;
try {
  config = loadConfig(process.env, { repoRoot });
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
}
const log: ProcessLog = processLog(config.logLevel);

let database: OpenDatabase | undefined;
let app: FastifyInstance | undefined;

async function start(): Promise<void> {
  log.debug(`configuration ${JSON.stringify(describeConfig(config))}`);
  const { statementTimeoutMs, connectTimeoutMs, idleInTransactionTimeoutMs } = config.limits;
  database = await openDatabase(config.database, log, { statementTimeoutMs, connectTimeoutMs, idleInTransactionTimeoutMs });
  log.info(`database: ${database.description}`);

  if (config.database.kind === 'embedded') {
    // One process owns the embedded cluster, so nothing races: migrate here for convenience, on a
    // pool of its own without the requests' statement timeout (a migration may take longer).
    const migrationDb = createDb(database.url, log, 1);
    try {
      const applied = await migrateToLatest(migrationDb);
      if (applied.length > 0) log.info(`applied migrations: ${applied.join(', ')}`);
    } finally {
      await migrationDb.destroy();
    }
  } else {
    // A shared database is migrated as its own deployment step, never by instances racing at
    // start (docs/architecture.md §6); an instance on an older schema refuses rather than misbehaves.
    const pending = await pendingMigrations(database.db);
    if (pending.length > 0) {
      throw new Error(`the database schema is behind (pending: ${pending.join(', ')}); run the migrate step first: npm run migrate -w @liftbook/api`);
    }
  }

  app = await buildApp({
    db: database.db,
    auth: { issuer: config.auth.issuer, audience: config.auth.audience, scope: config.auth.scope, jwksUrl: config.auth.jwksUrl },
    logger: { level: config.logLevel },
    limits: config.limits,
    trustProxy: config.trustProxy,
  });
  await app.listen({ host: config.host, port: config.port });
  log.info(`api ready on http://${config.host}:${config.port}/api (tokens from ${config.auth.issuer} for ${config.auth.audience.join(', ')})`);
}

let started: Promise<void> = Promise.resolve();
let stopping: Promise<void> | undefined;

async function stop(reason: string, exitCode: number): Promise<void> {
  log.info(`${reason}: shutting down`);
  const force = setTimeout(() => {
    log.error(`shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms; exiting`);
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  force.unref();
  await started.catch(() => undefined); // a signal during start-up: let it settle, then undo it
  try {
    await app?.close();
    await database?.close();
  } catch (error) {
    log.error(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
    exitCode = 1;
  }
  clearTimeout(force);
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping !== undefined) {
      log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = stop(signal, 0);
  });
}

started = start();
started.catch((error: unknown) => {
  log.error(`start failed: ${error instanceof Error ? error.message : String(error)}`);
  stopping ??= stop('start failed', 1);
});
