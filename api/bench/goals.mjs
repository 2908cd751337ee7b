#!/usr/bin/env node
// GET /api/goals for the heavy lifter (three years: 600 sessions, 3,000 exercises, 12,000 sets)
// with 50 goals, each backdated to before the first session so that every logged set of its
// exercise is a candidate (the worst case for the best-set search). One request at a time
// through app.inject; reports median and p99 latency, time in SQL, and SQL statements per
// request, first with 1 goal and then with 50: the count must not grow with the goals (the
// script fails, exit code 1, if a request needs more than one statement).
//
// Not a test. Run after building: npm run build -w @liftbook/api && node api/bench/goals.mjs
// Env: BENCH_REQUESTS (per measurement, default 300).
import os from 'node:os';
import { sql } from 'kysely';
import { startBenchApp } from './bench-app.mjs';
import { seedHeavyLifter } from './heavy-lifter-seed.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const GOALS = 50;

const bench = await startBenchApp({ tmpPrefix: 'liftbook-bench-goals-', durable: false });
const { app, db } = bench;
try {
  await app.ready();
  const request = await bench.caller({ sub: 'heavy-lifter', name: 'Heavy Lifter', email: 'heavy@example.com' });
  const { id: userId } = (await request('GET', '/api/user/profile')).json();
  await seedHeavyLifter(db, userId);

  // 50 goals on the lifter's most logged exercises, the three kinds in turn.
  const { rows: exercises } = await sql`
    SELECT name, count(*) AS logged FROM exercises WHERE user_id = ${userId} GROUP BY name ORDER BY logged DESC, name LIMIT ${GOALS}`.execute(db);
  const targetDate = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const goalBody = (name, i) => {
    const kind = i % 3;
    return {
      exercise_name: name,
      current_weight: kind === 2 ? null : 135,
      current_reps: 5,
      target_weight: kind === 2 ? null : 225 + (i % 5) * 10,
      target_reps: kind === 0 ? null : 10,
      target_date: targetDate,
      status: i % 10 === 9 ? 'paused' : 'active',
    };
  };
  const backdateAll = () => sql`UPDATE goals SET created_at = '2023-06-01T00:00:00Z' WHERE user_id = ${userId}`.execute(db);

  const measure = (title, run) => bench.measure({ title, expected: 1, run: (i) => [run(i)] }, { requests: REQUESTS });

  const results = [];
  const first = (await request('POST', '/api/goals', goalBody(exercises[0].name, 1))).json();
  await backdateAll();
  results.push(await measure('GET /api/goals, 1 goal', () => request('GET', '/api/goals')));
  for (let i = 1; i < GOALS; i += 1) await request('POST', '/api/goals', goalBody(exercises[i].name, i + 1));
  await backdateAll();
  await sql`ANALYZE goals`.execute(db);
  const goals = (await request('GET', '/api/goals')).json();
  if (goals.length !== GOALS) throw new Error(`expected ${GOALS} goals, got ${goals.length}`);
  const candidates = await sql`
    SELECT count(*) AS sets FROM goals g JOIN exercises e ON e.user_id = g.user_id AND lower(e.name) = lower(g.exercise_name) JOIN sets s ON s.exercise_id = e.id
    WHERE g.user_id = ${userId}`.execute(db);
  results.push(await measure(`GET /api/goals, ${GOALS} goals`, () => request('GET', '/api/goals')));
  results.push(await measure('GET /api/goals/{id}/progress', (i) => request('GET', `/api/goals/${goals[i % GOALS].id}/progress`)));

  if (process.env.BENCH_EXPLAIN) {
    // The list's plan: $1 is the lifter's id, $2 the kg factor.
    await request('GET', '/api/goals');
    const text = bench.lastStatement().sql.replaceAll('$1', String(userId)).replaceAll('$2', '2.20462');
    const { rows } = await sql`EXPLAIN (ANALYZE, BUFFERS) ${sql.raw(text)}`.execute(db);
    console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  console.log('');
  console.table(results);
  const percents = goals.map((g) => g.progress.progress_percentage);
  console.log(
    `${GOALS} goals over ${candidates.rows[0].sets} candidate sets in all (every set of each goal's exercise since its creation); ` +
      `progress ${Math.min(...percents)}–${Math.max(...percents)} %, e.g. ${first.exercise_name}: ${goals.find((g) => g.id === first.id).progress.progress_percentage} %.` +
      '\nSQL statements: the most one request sent; db ms: time spent in them, as the pg driver saw it. Token verified on every request; the user mapping is cached.' +
      `\nnode ${process.version}, ${os.cpus().length} cpus (server and PostgreSQL share them)`,
  );
} finally {
  await bench.close();
}
