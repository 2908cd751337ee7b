#!/usr/bin/env node
// Throughput of an authenticated, database-backed call against a constant route of the same
// process: GET /api/user/profile (bearer token verified with RS256 on every request, user
// lookup, one PostgreSQL query) versus GET /bench/constant (routing and serialization only).
// The ratio is the price of auth + database per request.
//
// Not a test. Run after building: npm run build -w @liftbook/api && npm run bench -w @liftbook/api
// Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50).
//
// The app runs from dist/ (what production runs) on a throwaway embedded PostgreSQL, with an
// in-process key pair instead of an identity provider. autocannon runs in a worker thread so
// the load generator does not share the server's event loop.
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, '..', 'dist');
if (!existsSync(path.join(dist, 'app.js'))) {
  console.error('api/dist is missing: run `npm run build -w @liftbook/api` first');
  process.exit(1);
}
const { buildApp } = await import(path.join(dist, 'app.js'));
const { createDb, startEmbeddedPostgres } = await import(path.join(dist, 'db', 'connect.js'));
const { migrateToLatest } = await import(path.join(dist, 'db', 'migrations', 'index.js'));

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const issuer = 'https://idp.bench.liftbook';
const audience = 'api://liftbook';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const quiet = { info() {}, debug() {}, error: (m) => console.error(m) };
const dir = mkdtempSync(path.join(os.tmpdir(), 'liftbook-bench-'));
chmodSync(dir, 0o755); // the cluster runs as the "postgres" user
let cluster;
let db;
let app;
try {
  process.stdout.write('starting a throwaway PostgreSQL... ');
  cluster = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'pg'),
    port: await freePort(),
    log: quiet,
    database: 'bench',
  });
  db = createDb(cluster.url, quiet, 10); // the server's pool size
  await migrateToLatest(db);
  console.log('ready');

  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256' };
  app = await buildApp({ db, auth: { issuer, audience, keySet: createLocalJWKSet({ keys: [jwk] }) }, logger: false });
  app.get(
    '/bench/constant',
    { schema: { hide: true, response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
    async () => ({ ok: true }),
  );
  const port = await freePort();
  await app.listen({ host: '127.0.0.1', port });

  const token = await new SignJWT({ sub: 'bench-lifter', name: 'Bench Lifter', email: 'bench@example.com' })
    .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);

  const run = (title, url, headers = {}, seconds = duration) =>
    autocannon({ title, url: `http://127.0.0.1:${port}${url}`, connections, duration: seconds, headers, workers: 1 });

  // Warm up both paths (JIT, pool connections, the user row) before measuring.
  await run('warm-up', '/bench/constant', {}, 2);
  await run('warm-up', '/api/user/profile', { authorization: `Bearer ${token}` }, 2);

  const results = [];
  for (const [title, url, headers] of [
    ['GET /bench/constant', '/bench/constant', {}],
    ['GET /api/user/profile', '/api/user/profile', { authorization: `Bearer ${token}` }],
  ]) {
    process.stdout.write(`${title}: ${connections} connections for ${duration} s... `);
    const result = await run(title, url, headers);
    const failed = result.non2xx + result.errors + result.timeouts;
    console.log(`${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${failed ? `, ${failed} FAILED` : ''}`);
    if (failed) process.exitCode = 1;
    results.push({ title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed });
  }

  const [constant, profile] = results;
  console.log('');
  console.table(results.map((r) => ({ route: r.title, 'req/s': Math.round(r.rps), 'p50 ms': r.p50, 'p99 ms': r.p99, failed: r.failed })));
  console.log(`profile / constant = ${(profile.rps / constant.rps).toFixed(3)} (${(constant.rps / profile.rps).toFixed(2)}x slower with token verification + database)`);
  console.log(`node ${process.version}, ${os.cpus().length} cpus (server, load generator and PostgreSQL share them)`);
} finally {
  await app?.close();
  await db?.destroy();
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
}
