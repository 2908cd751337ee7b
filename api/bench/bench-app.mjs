// What every bench needs before it can measure: the app as production runs it (from dist/), on a
// throwaway embedded PostgreSQL, trusting an in-process key pair instead of an identity provider.
// Kept apart so a bench file holds only its own workload and its numbers.
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { CompiledQuery } from 'kysely';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
if (!existsSync(path.join(dist, 'app.js'))) {
  console.error('api/dist is missing: run `npm run build -w @liftbook/api` first');
  process.exit(1);
}
const { buildApp } = await import(path.join(dist, 'app.js'));
const { createDb } = await import(path.join(dist, 'db', 'connect.js'));
const { startEmbeddedPostgres } = await import(path.join(dist, 'db', 'embedded-cluster.js'));
const { migrateToLatest } = await import(path.join(dist, 'db', 'migrations', 'index.js'));

const issuer = 'https://idp.bench.liftbook';
const audience = 'api://liftbook';
const scope = 'api://liftbook/access';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * VACUUM ANALYZE, then VACUUM `table` until the visibility map marks every page of it, as
 * autovacuum leaves a table read more than written (its rows then come from index-only scans
 * without heap fetches). Right after the inserts VACUUM may mark none: with synchronous_commit
 * off it cannot hint rows whose commit is not yet flushed. Throws if the pages stay unmarked.
 */
export async function vacuumUntilVisible(db, table) {
  await db.executeQuery(CompiledQuery.raw('VACUUM ANALYZE'));
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { rows } = await db.executeQuery(CompiledQuery.raw('SELECT relallvisible >= relpages AS done FROM pg_class WHERE relname = $1', [table]));
    if (rows[0].done) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
    await db.executeQuery(CompiledQuery.raw('CHECKPOINT'));
    await db.executeQuery(CompiledQuery.raw(`VACUUM ${table}`));
  }
  throw new Error(`VACUUM left pages of ${table} unmarked in the visibility map: index-only scans would fetch the heap`);
}

/** A throwaway cluster need not survive a crash: what read benchmarks run PostgreSQL with. */
const NOT_DURABLE = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

/**
 * Starts the cluster, migrates it and builds the app (not yet ready: the caller may add routes,
 * then `ready()` or `listen()`). Returns { app, db, signToken(claims), caller(claims), close(), counters(),
 * lastStatement(), recordStatements(work), explain(statement), measure(route, options) }; call
 * close() in a finally. Every statement the pool sends is counted (counters(): statements and
 * milliseconds in SQL, as measureRoute reads them). Options: tmpPrefix (the temp directory's
 * name), durable (false: PostgreSQL without fsync, for benchmarks that only read), postgresFlags.
 * The cluster listens on BENCH_PG_PORT when it is set, else on a free port.
 */
export async function startBenchApp({ tmpPrefix = 'liftbook-bench-', durable = true, postgresFlags = [] } = {}) {
  let statements = 0;
  let databaseMs = 0;
  let last;
  let recording;
  const onQuery = (sql, durationMs, parameters) => {
    statements += 1;
    databaseMs += durationMs;
    last = { sql, parameters };
    recording?.push(last);
  };
  const counters = () => ({ statements, databaseMs });
  let stopping = false;
  // pg's pool.end() resolves before its sockets close; stopping the cluster then ends them, which is expected.
  const quiet = { info() {}, debug() {}, error: (m) => void (stopping || console.error(m)) };
  const dir = mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  chmodSync(dir, 0o755); // the cluster runs as the "postgres" user
  let cluster;
  let db;
  let app;
  const close = async () => {
    stopping = true;
    await app?.close();
    await db?.destroy();
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    process.stdout.write('starting a throwaway PostgreSQL... ');
    cluster = await startEmbeddedPostgres({
      dataDir: path.join(dir, 'pg'),
      // BENCH_PG_PORT: a fixed port (a machine shared by several checkouts gives each its block).
      port: Number(process.env.BENCH_PG_PORT) || (await freePort()),
      log: quiet,
      database: 'bench',
      postgresFlags: [...(durable ? [] : NOT_DURABLE), ...postgresFlags],
    });
    db = createDb(cluster.url, quiet, 10, { onQuery }); // the server's pool size
    await migrateToLatest(db);
    console.log('ready');

    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256' };
    app = await buildApp({ db, auth: { issuer, audience, scope, keySet: createLocalJWKSet({ keys: [jwk] }) }, logger: false });
    // A one-hour access token for a lifter, as the identity provider would issue it.
    const signToken = (claims) =>
      new SignJWT({ scp: 'access', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'bench', typ: 'at+jwt' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
    return {
      app,
      db,
      signToken,
      /** A lifter's caller: (method, url, payload) through app.inject with their token; any status of 300 or more throws. */
      caller: async (claims) => {
        const headers = { authorization: `Bearer ${await signToken(claims)}` };
        return async (method, url, payload) => {
          const response = await app.inject({ method, url, headers, payload });
          if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
          return response;
        };
      },
      close,
      counters,
      /** The last statement sent: { sql, parameters }. */
      lastStatement: () => last,
      /** The statements ({ sql, parameters }) sent while `work` ran, in order. */
      recordStatements: async (work) => {
        recording = [];
        try {
          await work();
          return recording;
        } finally {
          recording = undefined;
        }
      },
      /** EXPLAIN (ANALYZE, BUFFERS) of a recorded statement, with its own parameters: the plan's lines. */
      explain: async ({ sql, parameters }) => {
        const { rows } = await db.executeQuery(CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, [...parameters]));
        return rows.map((row) => row['QUERY PLAN']);
      },
      /**
       * Where a recorded statement's time goes, as PostgreSQL reports it: the medians over `runs`
       * EXPLAIN (ANALYZE, TIMING OFF, SUMMARY) of its planning and execution ms, and how many
       * functions JIT compiled for it (0: no "JIT:" block, the plan ran interpreted). Each run is
       * planned afresh, as the api's unnamed statements are.
       */
      timeParts: async ({ sql, parameters }, runs) => {
        const planning = [];
        const execution = [];
        let jitFunctions = 0;
        for (let run = 0; run < runs; run += 1) {
          const { rows } = await db.executeQuery(CompiledQuery.raw(`EXPLAIN (ANALYZE, TIMING OFF, SUMMARY) ${sql}`, [...parameters]));
          const text = rows.map((row) => row['QUERY PLAN']).join('\n');
          planning.push(Number(/Planning Time: ([\d.]+)/.exec(text)?.[1]));
          execution.push(Number(/Execution Time: ([\d.]+)/.exec(text)?.[1]));
          jitFunctions = Math.max(jitFunctions, Number(/JIT:\s*Functions: (\d+)/.exec(text)?.[1] ?? 0));
        }
        const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
        return { planning: median(planning), execution: median(execution), jitFunctions };
      },
      measure: (route, { requests }) => measureRoute(route, { requests, counters }),
    };
  } catch (error) {
    await close();
    throw error;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 100) / 100;

/**
 * Sends `route.run(i)` (the requests one page view makes, sent together) `requests` times, one at
 * a time after 30 warm-ups, and answers a table row: median and p99 latency, median time in SQL,
 * the most SQL statements one run sent, and the average answer size. `counters()` reads the
 * script's running totals of statements and database milliseconds (its onQuery hook). A run over
 * `route.expected` statements is marked FAILED and makes the script exit 1: those counts must not
 * grow with the data.
 */
export async function measureRoute(route, { requests, counters }) {
  for (let i = 0; i < 30; i += 1) await Promise.all(route.run(i)); // warm-up: JIT, pool, plans
  const times = [];
  const dbTimes = [];
  let maxQueries = 0;
  let bytes = 0;
  for (let i = 0; i < requests; i += 1) {
    const before = counters();
    const started = performance.now();
    const responses = await Promise.all(route.run(i));
    times.push(performance.now() - started);
    const after = counters();
    dbTimes.push(after.databaseMs - before.databaseMs);
    maxQueries = Math.max(maxQueries, after.statements - before.statements);
    bytes += responses.reduce((sum, r) => sum + r.rawPayload.length, 0);
  }
  times.sort((a, b) => a - b);
  dbTimes.sort((a, b) => a - b);
  const failed = maxQueries > route.expected;
  if (failed) process.exitCode = 1;
  return {
    route: route.title,
    requests,
    'median ms': round(percentile(times, 50)),
    'p99 ms': round(percentile(times, 99)),
    'median db ms': round(percentile(dbTimes, 50)),
    'SQL statements': `${maxQueries}${failed ? ` (expected ≤ ${route.expected}: FAILED)` : ''}`,
    'avg KB': Math.round(bytes / requests / 102.4) / 10,
  };
}
