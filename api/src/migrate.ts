// The migrate step: brings the configured database's schema up to date and exits. Run it once
// per deployment against a shared (DATABASE_URL) database, before the new api instances start.
// Without DATABASE_URL it migrates the embedded cluster (the api also does that at start).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/connect.js';
import { migrateToLatest } from './db/migrations/index.js';
import { processLog } from './lib/process-log.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<number> {
  const config = loadConfig(process.env, { repoRoot, checkAuth: false });
  const log = processLog(config.logLevel);
  const database = await openDatabase(config.database, log);
  try {
    const applied = await migrateToLatest(database.db);
    log.info(applied.length > 0 ? `applied migrations: ${applied.join(', ')}` : `${database.description}: schema already up to date`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`migrate failed: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
