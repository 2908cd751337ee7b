// One throwaway PostgreSQL cluster for the whole api test run: started here, its admin URL handed
// to the test files through the environment (workers start after this and inherit it), stopped
// by global-teardown.ts. Each test file then creates and migrates its own database (harness.ts).
import { chmodSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../src/db/embedded-cluster'; // no .js: global setup runs under plain Node require, without jest's module mapping

export interface TestCluster {
  cluster: EmbeddedCluster;
  dir: string;
}

declare global {
  // Shared by jest's global setup and teardown, which run in the same process.
  var __liftbookTestCluster: TestCluster | undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export default async function globalSetup(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'liftbook-api-test-'));
  // PostgreSQL runs as the "postgres" system user, which must be able to reach its data dir.
  chmodSync(dir, 0o755);
  const lines: string[] = [];
  const keep = (message: string) => void lines.push(message);
  let cluster: EmbeddedCluster;
  try {
    cluster = await startEmbeddedPostgres({
      dataDir: path.join(dir, 'pg'),
      port: await freePort(),
      log: { info: keep, debug: keep },
      database: null,
      // Durability is pointless for a cluster deleted after the run; these make it fast.
      postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    });
  } catch (error) {
    process.stderr.write(`${lines.slice(-20).join('\n')}\n`);
    throw error;
  }
  globalThis.__liftbookTestCluster = { cluster, dir };
  process.env.LIFTBOOK_TEST_PG_URL = cluster.urlOf('postgres');
}
