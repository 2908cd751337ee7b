#!/usr/bin/env node
// Latency and database round trips of the sessions area for a heavy lifter: three years of
// training (600 sessions, 3,000 exercises, 12,000 sets) plus one outsized session (40 exercises
// of 10 sets). Measures, one request at a time through app.inject (no network, no load
// generator: what is left is routing, auth, the database and serialization):
//   GET /api/sessions                                    the whole list (600 sessions)
//   GET /api/sessions/{id} + GET /api/sessions/{id}/exercises   one session's detail page
//   GET /api/sessions/calendar                           one month's grid (42 days)
//   GET /api/exercises/progress (week / month / year / all) and GET /api/exercises/records
//     for a lift done in every one of the 600 sessions (600 points all time, 5 sets a day, kg and lbs)
// and counts the SQL statements each request sends. A constant route (no token, no database) runs
// first: its time is what this machine's load costs any request. Those counts must not grow with the number of
// exercises: the script fails (exit code 1) if any request needs more than the expected number.
//
// Not a test. Run after building: npm run build -w @liftbook/api && node api/bench/heavy-lifter.mjs
// Env: BENCH_REQUESTS (per route, default 300); BENCH_EXPLAIN=1 also prints the plans
// (EXPLAIN ANALYZE, BUFFERS) of the all-time progress and the records statements.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { CompiledQuery, sql } from 'kysely';
import { startBenchApp, vacuumUntilVisible } from './bench-app.mjs';
import { seedHeavyLifter } from './heavy-lifter-seed.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

const bench = await startBenchApp({ tmpPrefix: 'liftbook-bench-heavy-', durable: false });
const { app, db } = bench;
try {
  app.get('/bench/constant', { schema: { hide: true } }, async () => ({ ok: true }));
  await app.ready();
  const token = await bench.signToken({ sub: 'heavy-lifter', name: 'Heavy Lifter', email: 'heavy@example.com' });
  const headers = { authorization: `Bearer ${token}` };
  const call = async (url, method = 'GET', payload = undefined, status = 200) => {
    const response = await app.inject({ method, url, payload, headers: url.startsWith('/api/') ? headers : {} });
    if (response.statusCode !== status) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const { id: userId } = (await call('/api/user/profile')).json();

  const outsizedId = await seedHeavyLifter(db, userId);

  // Newest first, as the list pages them (the list answers 50 at a time).
  const { rows: idRows } = await sql`SELECT id FROM sessions WHERE user_id = ${userId} ORDER BY session_date DESC, id DESC`.execute(db);
  const sessionIds = idRows.map((r) => r.id);
  // Month grids (the 42 days from the Sunday on or before the 1st), for the months of the last year.
  const months = Array.from({ length: 12 }, (_, i) => {
    const first = new Date(Date.UTC(2025, 10 + i, 1));
    const start = new Date(first.getTime() - first.getUTCDay() * 86_400_000);
    const end = new Date(start.getTime() + 41 * 86_400_000);
    return `start_date=${start.toISOString().slice(0, 10)}&end_date=${end.toISOString().slice(0, 10)}`;
  });

  // The progress routes' lift, done in every session (added before they run, so the sessions
  // routes above measure the same history as before): 600 days, 5 sets each, every third in kg.
  const seedDailyLift = async () => {
    await sql`
      WITH e AS (
        INSERT INTO exercises (session_id, user_id, session_date, name, type, dictionary_exercise_id, position)
        SELECT s.id, s.user_id, s.session_date, d.name, 'weighted', d.id, 100
        FROM sessions AS s JOIN dictionary_exercises AS d ON d.name = 'Back Squat'
        WHERE s.user_id = ${userId} AND s.session_type <> 'marathon'
        RETURNING id, session_id, user_id, lift, session_date
      )
      INSERT INTO sets (exercise_id, session_id, user_id, lift, session_date, set_number, weight, weight_unit, reps)
      SELECT e.id, e.session_id, e.user_id, e.lift, e.session_date, n, CASE WHEN e.id % 3 = 0 THEN 60 + (e.id % 40) + n * 2.5 ELSE 135 + (e.id % 90) + n * 5 END,
             CASE WHEN e.id % 3 = 0 THEN 'kg' ELSE 'lbs' END, 11 - 2 * n
      FROM e CROSS JOIN generate_series(1, 5) AS n`.execute(db);
    // Three years of history have long been vacuumed (autovacuum runs after inserts too): the
    // visibility map lets the lift's sets come from the index alone, as they would in service.
    await vacuumUntilVisible(db, 'sets');
  };
  const squat = (extra) => `exercise_name=back%20squat${extra}`;

  const routes = [
    { title: 'constant route (no token, no database)', expected: 0, run: () => [call('/bench/constant')] },
    { title: 'GET /api/sessions (the newest 50)', expected: 1, run: () => [call('/api/sessions')] },
    { title: 'GET /api/sessions, a page 550 deep', expected: 1, run: () => [call(`/api/sessions?before=${sessionIds[549]}`)] },
    {
      title: 'session detail (GET /api/sessions/{id} + /exercises)',
      expected: 2,
      run: (i) => {
        const id = sessionIds[(i * 37) % sessionIds.length];
        return [call(`/api/sessions/${id}`), call(`/api/sessions/${id}/exercises`)];
      },
    },
    { title: 'GET /api/sessions/calendar (one month)', expected: 1, run: (i) => [call(`/api/sessions/calendar?${months[i % months.length]}`)] },
    {
      title: 'outsized session detail (40 exercises, 400 sets)',
      expected: 2,
      run: () => [call(`/api/sessions/${outsizedId}`), call(`/api/sessions/${outsizedId}/exercises`)],
    },
    { title: 'GET /api/exercises/progress (week)', expected: 1, seed: seedDailyLift, run: () => [call(`/api/exercises/progress?${squat('&period=week')}`)] },
    { title: 'GET /api/exercises/progress (month)', expected: 1, run: () => [call(`/api/exercises/progress?${squat('&period=month')}`)] },
    { title: 'GET /api/exercises/progress (year)', expected: 1, run: () => [call(`/api/exercises/progress?${squat('&period=year')}`)] },
    { title: 'GET /api/exercises/progress (all: 600 points)', expected: 1, run: () => [call(`/api/exercises/progress?${squat('&period=all')}`)] },
    { title: 'GET /api/exercises/records (600 days)', expected: 1, run: () => [call(`/api/exercises/records?${squat('')}`)] },
    // Set writes on the same history, each on another day's squat: log a set, then delete it
    // (the remaining sets renumbered). What the database does on every write is in these numbers.
    { title: 'POST /api/exercises/{id}/sets', expected: 10, run: (i) => [logSet(i)] },
    { title: 'DELETE /api/exercises/{id}/sets/{setId}', expected: 10, run: (i) => [deleteSet(i)] },
  ];
  const squatIds = async () =>
    (await sql`SELECT e.id FROM exercises AS e WHERE e.user_id = ${userId} AND e.name = 'Back Squat' ORDER BY e.id`.execute(db)).rows.map((r) => r.id);
  let squats;
  const logged = [];
  const logSet = async (i) => {
    squats ??= await squatIds();
    const exerciseId = squats[i % squats.length];
    const response = await call(`/api/exercises/${exerciseId}/sets`, 'POST', { weight: 100 + (i % 50), weight_unit: 'kg', reps: 5 }, 201);
    logged.push([exerciseId, response.json().id]);
    return response;
  };
  const deleteSet = async () => {
    const [exerciseId, setId] = logged.shift();
    return call(`/api/exercises/${exerciseId}/sets/${setId}`, 'DELETE', undefined, 204);
  };

  const results = [];
  for (const route of routes) {
    await route.seed?.();
    results.push(await bench.measure(route, { requests: REQUESTS }));
  }
  // What rounding in SQL costs (lifted/sql.ts roundedLbs, applied to the answered values only,
  // after aggregation): the all-time progress and the records statements as sent, and the same
  // with round(…::numeric, 2) taken out, run alternately so the machine's load falls on both.
  const rounding = [];
  for (const url of [`/api/exercises/progress?${squat('&period=all')}`, `/api/exercises/records?${squat('')}`]) {
    const [statement] = await bench.recordStatements(() => call(url));
    const unrounded = statement.sql.replace(/round\(\((.*?)\)::numeric, 2\)/g, '($1)');
    const times = { rounded: [], unrounded: [] };
    for (let i = 0; i < REQUESTS; i += 1) {
      for (const [key, text] of [
        ['rounded', statement.sql],
        ['unrounded', unrounded],
      ]) {
        const started = performance.now();
        await db.executeQuery(CompiledQuery.raw(text, [...statement.parameters]));
        times[key].push(performance.now() - started);
      }
    }
    const median = (list) => list.sort((x, y) => x - y)[Math.floor(list.length / 2)].toFixed(2);
    rounding.push({
      statement: url.split('?')[0],
      'round() calls in the text': statement.sql.match(/round\(\(/g)?.length ?? 0,
      'median ms rounded': median(times.rounded),
      'median ms without round()': median(times.unrounded),
    });
  }
  console.log('Rounding in SQL (all time: 600 days):');
  console.table(rounding);
  if (process.env.BENCH_EXPLAIN) {
    // The statements' parameters, in order. Progress: the lifter's id (twice: exercises, sessions),
    // the name. Records: the same, then 10 rep maxes.
    const statements = [
      [`/api/exercises/progress?${squat('&period=all')}`, [userId, userId, "'back squat'"]],
      [`/api/exercises/records?${squat('')}`, [userId, userId, "'back squat'", 10]],
    ];
    for (const [url, literals] of statements) {
      await call(url);
      const text = bench.lastStatement().sql.replace(/\$(\d+)/g, (_, n) => String(literals[Number(n) - 1]));
      const { rows } = await sql`EXPLAIN (ANALYZE, BUFFERS) ${sql.raw(text)}`.execute(db);
      console.log(`\n${url}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }
  console.log('');
  console.table(results);
  console.log(
    `SQL statements: the most one request (or the detail's pair) sent, over ${REQUESTS}; db ms: time spent in those statements, as the pg driver saw it.` +
      '\nToken verified on every request; the user mapping is cached.' +
      `\nnode ${process.version}, ${os.cpus().length} cpus (server and PostgreSQL share them)`,
  );
} finally {
  await bench.close();
}
