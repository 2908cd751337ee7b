#!/usr/bin/env node
// GET /api/export (CSV and JSON) for the heavy lifter: three years (600 sessions, 3,000
// exercises, 12,000 sets) plus one outsized session (40 exercises, 400 sets), with 50 goals and
// 20 custom exercises. One request at a time through app.inject, which reads the streamed answer
// to its end: median and p99 of the whole download, time in SQL, statements per export (the
// small reads and one statement per page of 100 sessions: the script fails, exit code 1, beyond
// that) and the size. The aim is at most 1 s for either format.
//
// Not a test. Run after building: npm run build -w @liftbook/api && node api/bench/export.mjs
// Env: BENCH_REQUESTS (per format, default 30); BENCH_FORMATS (default csv,json: the order they run in).
import os from 'node:os';
import { sql } from 'kysely';
import { startBenchApp } from './bench-app.mjs';
import { seedHeavyLifter } from './heavy-lifter-seed.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);

const bench = await startBenchApp({ tmpPrefix: 'liftbook-bench-export-', durable: false });
const { app, db } = bench;
try {
  await app.ready();
  const request = await bench.caller({ sub: 'heavy-lifter', name: 'Heavy Lifter', email: 'heavy@example.com' });
  const { id: userId } = (await request('GET', '/api/user/profile')).json();
  await seedHeavyLifter(db, userId);
  await sql`
    INSERT INTO custom_exercises (user_id, name) SELECT ${userId}, 'Custom Lift ' || n FROM generate_series(1, 20) AS n`.execute(db);
  await sql`
    INSERT INTO goals (user_id, exercise_name, target_weight, target_reps, target_date)
    SELECT ${userId}, 'Custom Lift ' || (n % 20 + 1), 200 + n, 5, current_date + n FROM generate_series(1, 50) AS n`.execute(db);
  await sql`VACUUM ANALYZE`.execute(db);
  const { rows } = await sql`
    SELECT (SELECT count(*) FROM sessions WHERE user_id = ${userId}) AS sessions,
           (SELECT count(*) FROM exercises WHERE user_id = ${userId}) AS exercises,
           (SELECT count(*) FROM sets JOIN exercises e ON e.id = sets.exercise_id WHERE e.user_id = ${userId}) AS sets`.execute(db);
  const { sessions, exercises, sets } = rows[0];
  // The unit, custom exercises, goals, routines and programs, then a page per 100 sessions (and an
  // empty last one when they divide evenly).
  const expected = 5 + Math.floor(Number(sessions) / 100) + 1;

  const results = [];
  for (const format of (process.env.BENCH_FORMATS ?? 'csv,json').split(',')) {
    const rssBefore = process.memoryUsage().rss;
    results.push(
      await bench.measure(
        { title: `GET /api/export?format=${format}`, expected, run: () => [request('GET', `/api/export?format=${format}`)] },
        { requests: REQUESTS },
      ),
    );
    results.at(-1)['rss growth MB'] = Math.round((process.memoryUsage().rss - rssBefore) / 1024 / 102.4) / 10;
  }
  console.log('');
  console.table(results);
  console.log(
    `${sessions} sessions, ${exercises} exercises, ${sets} sets, 20 custom exercises, 50 goals; one export at a time, the whole body read.` +
      `\nSQL statements: the most one export sent (expected ≤ ${expected}); db ms: time in those statements as the pg driver saw it.` +
      '\nrss growth: the process (app.inject keeps each whole answer in memory, the route does not).' +
      `\nnode ${process.version}, ${os.cpus().length} cpus (server and PostgreSQL share them), load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
  );
} finally {
  await bench.close();
}
