#!/usr/bin/env node
// The heavy lifter's sessions area under load: 50 connections at once over real
// HTTP (autocannon in a worker thread), each sending the same lifter's requests back to back:
//   GET /api/sessions                                 the list, as the api answers it today
//   GET /api/sessions/{id} and /api/sessions/{id}/exercises, cycling over 50 sessions (the detail page)
//   GET /api/sessions/calendar, cycling over 12 month grids (42 days each)
// and prints requests/s, p50, p99 and the slowest request per route. heavy-lifter.mjs measures the
// same routes one request at a time (latency without queueing); this one is what 50 busy phones
// see. Every request is authenticated (the verified-token cache and the user mapping in play).
// Every request reads PostgreSQL (the api keeps no answers). First, a route that only sends
// `SELECT 1` through the same pool: the database round trip, the floor on this machine; each read
// route's requests/s is reported as a ratio to it.
//
// Not a test. Run after building: npm run build -w @liftbook/api && node api/bench/heavy-lifter-load.mjs
// Env: BENCH_DURATION (s per route, default 10), BENCH_CONNECTIONS (default 50).
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { freePort, startBenchApp } from './bench-app.mjs';
import { seedHeavyLifter } from './heavy-lifter-seed.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const bench = await startBenchApp({ tmpPrefix: 'liftbook-bench-load-', durable: false });
const { app, db } = bench;
try {
  // The floor: one trivial statement through the same pool (the database round trip on this machine).
  app.get('/bench/select-1', { schema: { hide: true } }, async () => {
    await sql`SELECT 1`.execute(db);
    return { ok: true };
  });
  const port = await freePort();
  await app.listen({ host: '127.0.0.1', port });
  const base = `http://127.0.0.1:${port}`;
  const token = await bench.signToken({ sub: 'heavy-lifter', name: 'Heavy Lifter', email: 'heavy@example.com' });
  const headers = { authorization: `Bearer ${token}` };
  const getJson = async (path) => {
    const response = await fetch(`${base}${path}`, { headers });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const { id: userId } = await getJson('/api/user/profile');
  await seedHeavyLifter(db, userId);

  const listed = await getJson('/api/sessions');
  const sessions = Array.isArray(listed) ? listed : (listed.sessions ?? listed.items ?? []);
  const listBytes = JSON.stringify(listed).length;
  const detailIds = sessions
    .slice(0, 200)
    .filter((_, i) => i % 4 === 0)
    .slice(0, 50)
    .map((s) => s.id);
  const months = Array.from({ length: 12 }, (_, i) => {
    const first = new Date(Date.UTC(2025, 10 + i, 1));
    const start = new Date(first.getTime() - first.getUTCDay() * 86_400_000);
    const end = new Date(start.getTime() + 41 * 86_400_000);
    return `/api/sessions/calendar?start_date=${start.toISOString().slice(0, 10)}&end_date=${end.toISOString().slice(0, 10)}`;
  });

  let calendarBytes = 0;
  for (const month of months) calendarBytes += JSON.stringify(await getJson(month)).length / months.length;
  const routes = [
    { title: 'SELECT 1 through the pool (no token)', paths: ['/bench/select-1'], floor: true },
    { title: `GET /api/sessions (${sessions.length} sessions, ${Math.round(listBytes / 1024)} KB)`, paths: ['/api/sessions'] },
    {
      title: 'session detail (GET /api/sessions/{id} and /exercises)',
      paths: detailIds.flatMap((id) => [`/api/sessions/${id}`, `/api/sessions/${id}/exercises`]),
    },
    { title: `GET /api/sessions/calendar (one month, ${Math.round(calendarBytes / 1024)} KB on average)`, paths: months },
  ];
  const run = (paths, seconds, extraHeaders = {}) =>
    autocannon({
      url: base,
      connections,
      duration: seconds,
      headers: { ...headers, ...extraHeaders },
      workers: 1,
      requests: paths.map((path) => ({ method: 'GET', path })),
    });

  const results = [];
  let floor = 0;
  for (const [mode, extraHeaders] of [['every request to PostgreSQL', {}]]) {
    for (const route of routes) {
      await run(route.paths, 2, extraHeaders); // warm-up: JIT, pool, plans
      process.stdout.write(`${route.title}, ${mode}: ${connections} connections for ${duration} s... `);
      const result = await run(route.paths, duration, extraHeaders);
      const failed = result.non2xx + result.errors + result.timeouts;
      if (failed) process.exitCode = 1;
      console.log(`${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms${failed ? `, ${failed} FAILED` : ''}`);
      if (route.floor) floor = result.requests.average;
      results.push({
        route: route.title,
        mode,
        'req/s': Math.round(result.requests.average),
        '/ SELECT 1': Math.round((result.requests.average / floor) * 100) / 100,
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'max ms': result.latency.max,
        failed,
      });
    }
  }
  console.log('');
  console.table(results);
  console.log(`node ${process.version}, ${os.cpus().length} cpus (server, load generator and PostgreSQL share them)`);
} finally {
  await bench.close();
}
