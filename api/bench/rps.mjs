#!/usr/bin/env node
// Throughput of an authenticated call against a constant route of the same process:
// GET /api/user/profile (bearer token checked: RS256 verification the first time, then the
// verified-token cache until its exp; the token's user from the mapping cache, which is the
// profile) versus GET /bench/constant (routing and serialization only). The ratio is the price of
// authentication per request (the aim is at least 0.3; before the caches it was ~0.1-0.17).
//
// Not a test. Run after building: npm run build -w @liftbook/api && npm run bench -w @liftbook/api
// Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50).
//
// The app runs from dist/ (what production runs) on a throwaway embedded PostgreSQL, with an
// in-process key pair instead of an identity provider. autocannon runs in a worker thread so
// the load generator does not share the server's event loop.
import os from 'node:os';
import autocannon from 'autocannon';
import { freePort, startBenchApp } from './bench-app.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const bench = await startBenchApp();
const { app } = bench;
try {
  app.get('/bench/constant', { schema: { hide: true, response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } } }, async () => ({
    ok: true,
  }));
  const port = await freePort();
  await app.listen({ host: '127.0.0.1', port });

  const token = await bench.signToken({ sub: 'bench-lifter', name: 'Bench Lifter', email: 'bench@example.com' });

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
    console.log(
      `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${failed ? `, ${failed} FAILED` : ''}`,
    );
    if (failed) process.exitCode = 1;
    results.push({ title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed });
  }

  const [constant, profile] = results;
  console.log('');
  console.table(results.map((r) => ({ route: r.title, 'req/s': Math.round(r.rps), 'p50 ms': r.p50, 'p99 ms': r.p99, failed: r.failed })));
  console.log(
    `profile / constant = ${(profile.rps / constant.rps).toFixed(3)} (${(constant.rps / profile.rps).toFixed(2)}x the constant route's time per request)`,
  );
  console.log(`node ${process.version}, ${os.cpus().length} cpus (server, load generator and PostgreSQL share them)`);
} finally {
  await bench.close();
}
