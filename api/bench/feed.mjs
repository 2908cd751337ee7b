#!/usr/bin/env node
// Latency and database round trips of a group's feed (issue 31): a group of 20 members, each with
// a year of workouts (4 a week: 208 sessions of 5 exercises × 4 sets, 20% of those warm-ups, and
// the same lifts week after week, so records are computed against a real history), as one member
// reads it: the first page (20), a page half a year deep (by its cursor), and a workout's comments.
// One request at a time through app.inject, counting the SQL statements each sends; the script
// fails (exit code 1) if a request needs more than expected. Prints the plan (EXPLAIN ANALYZE,
// BUFFERS) of every statement of a first page, and fails if a plan node runs more than
// MAX_LOOPS times: a page's work is bounded by its 20 workouts, their lifts and the rep counts
// those lifts were done for (top sets, the records' walk of the history by rep count), never by
// the lifters' history (one probe per earlier set or exercise).
//
// Not a test. Run after building: npm run build -w @liftbook/api && node api/bench/feed.mjs
// Env: BENCH_REQUESTS (per route, default 300).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { CompiledQuery, sql } from 'kysely';
import { startBenchApp, vacuumUntilVisible } from './bench-app.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const MEMBERS = 20;
const SESSIONS = 208;
const LAST_DAY = '2026-10-31';
// The page's 100 (workout, lift) pairs × (3 rep counts a lift's history holds + 1): the records'
// walk takes one step per rep count. A probe per earlier set would be ~20,000.
const MAX_LOOPS = 400;

const bench = await startBenchApp({ tmpPrefix: 'liftbook-bench-feed-', durable: false });
const { app, db } = bench;
try {
  await app.ready();
  const headers = { authorization: `Bearer ${await bench.signToken({ sub: 'feed-reader', name: 'Feed Reader', email: 'reader@example.com' })}` };
  const viewer = async (url) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const { id: viewerId } = (await viewer('/api/user/profile')).json();

  const seedStarted = performance.now();
  await sql`
    INSERT INTO users (issuer, subject, name, email)
    SELECT 'https://idp.bench.liftbook', 'lifter-' || i, 'Lifter ' || i, 'lifter' || i || '@example.com'
    FROM generate_series(1, ${MEMBERS - 1}) AS i`.execute(db);
  const {
    rows: [group],
  } = await sql`INSERT INTO groups (name, created_by) VALUES ('Year Crew', ${viewerId}) RETURNING id`.execute(db);
  await sql`
    INSERT INTO group_members (group_id, user_id, role)
    SELECT ${group.id}::int, ${viewerId}::int, 'admin'
    UNION ALL SELECT ${group.id}::int, id, 'member' FROM users WHERE subject LIKE 'lifter-%'`.execute(db);
  await sql`
    INSERT INTO sessions (user_id, session_date, session_type, private)
    SELECT m.user_id, ${LAST_DAY}::date - (i * 365 / ${SESSIONS}) - (m.user_id % 2), (ARRAY['push', 'pull', 'legs'])[i % 3 + 1], i % 50 = 7
    FROM group_members AS m CROSS JOIN generate_series(0, ${SESSIONS - 1}) AS i
    WHERE m.group_id = ${group.id}`.execute(db);
  await sql`
    INSERT INTO exercises (session_id, user_id, session_date, name, type, dictionary_exercise_id, position)
    SELECT s.id, s.user_id, s.session_date, d.name, 'weighted', d.id, p
    FROM sessions AS s CROSS JOIN generate_series(1, 5) AS p
    JOIN dictionary_exercises AS d ON d.id = 1 + ((s.id % 3) * 5 + p) % 150`.execute(db);
  await sql`
    INSERT INTO sets (exercise_id, session_id, user_id, lift, session_date, set_number, weight, weight_unit, reps, kind)
    SELECT e.id, e.session_id, e.user_id, e.lift, e.session_date, n, 60 + n * 10 + (e.session_id % 40), 'kg', 12 - n, CASE WHEN n = 1 THEN 'warmup' ELSE 'normal' END
    FROM exercises AS e CROSS JOIN generate_series(1, 4) AS n`.execute(db);
  await sql`
    INSERT INTO session_cheers (group_id, session_id, user_id)
    SELECT ${group.id}::int, s.id, m.user_id FROM sessions AS s JOIN group_members AS m ON m.group_id = ${group.id} AND m.user_id <> s.user_id
    WHERE s.id % 3 = 0 AND m.user_id % 4 = 0`.execute(db);
  await sql`
    INSERT INTO session_comments (group_id, session_id, author_id, body)
    SELECT ${group.id}::int, s.id, ${viewerId}::int, 'Strong day' FROM sessions AS s WHERE s.id % 5 = 0`.execute(db);
  // As autovacuum leaves a table that is read more than written: the visibility map set, so the
  // history's sets are read by index-only scans (a plain VACUUM here had left every page of sets
  // unmarked, and each step of the records' walk fetched a heap page).
  await vacuumUntilVisible(db, 'sets');
  const {
    rows: [totals],
  } = await sql`SELECT (SELECT count(*) FROM sessions) AS sessions, (SELECT count(*) FROM sets) AS sets,
                       (SELECT count(*) FROM session_cheers) AS cheers, (SELECT count(*) FROM session_comments) AS comments`.execute(db);
  console.log(
    `seeded ${totals.sessions} sessions, ${totals.sets} sets, ${totals.cheers} cheers, ${totals.comments} comments for ${MEMBERS} members in ${Math.round(performance.now() - seedStarted)} ms`,
  );

  const feedUrl = `/api/groups/${group.id}/feed`;
  let cursor = null;
  const probe = performance.now();
  const once = await app.inject({ method: 'GET', url: `${feedUrl}?limit=20`, headers });
  console.log(`first page: ${once.statusCode} in ${Math.round(performance.now() - probe)} ms ${once.statusCode === 200 ? '' : once.body}`);
  const walkStarted = performance.now();
  for (let page = 0; page < 100; page += 1) cursor = (await viewer(`${feedUrl}?limit=20${cursor ? `&before=${cursor}` : ''}`)).json().next;
  console.log(`walked 100 pages in ${Math.round(performance.now() - walkStarted)} ms`);
  const first = (await viewer(feedUrl)).json();
  if (first.entries.length !== 20) throw new Error('expected a full first page');
  const commented = first.entries.find((entry) => entry.comment_count > 0) ?? first.entries[0];

  // What the carried columns cost a write: logging a set (POST /api/exercises/{id}/sets) in the
  // viewer's own workout, 40 sets per exercise so no exercise grows long.
  const post = async (url, body) => {
    const response = await app.inject({ method: 'POST', url, headers, payload: body });
    if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const workout = (await post('/api/sessions', { session_date: `${LAST_DAY}T00:00:00.000Z`, session_type: 'push', private: true })).json();
  const logTo = [];
  let logged = 0;
  for (let i = 0; i < Math.ceil((REQUESTS + 30) / 40); i += 1) {
    logTo.push((await post(`/api/sessions/${workout.id}/exercises`, { dictionary_exercise_id: 1 + i, type: 'weighted' })).json().id);
  }

  const routes = [
    { title: 'feed, first page (20 of 4,160 workouts)', expected: 3, run: () => [viewer(feedUrl)] },
    { title: 'feed, 100 pages deep (by cursor)', expected: 3, run: () => [viewer(`${feedUrl}?before=${cursor}`)] },
    { title: "a workout's comments", expected: 2, run: () => [viewer(`/api/groups/${group.id}/sessions/${commented.session_id}/comments`)] },
    {
      title: 'log a set (POST /api/exercises/{id}/sets)',
      expected: 12,
      run: () => [post(`/api/exercises/${logTo[Math.floor(logged / 40)]}/sets`, { weight: 100 + (logged++ % 7), weight_unit: 'kg', reps: 5 })],
    },
  ];
  const results = [];
  for (const route of routes) results.push(await bench.measure(route, { requests: REQUESTS }));
  const sent = (await bench.recordStatements(() => viewer(feedUrl))).filter((statement) => /^\s*(select|with)\b/i.test(statement.sql));
  console.log('');
  console.table(results);
  console.log(`SQL statements: the most one request sent, over ${REQUESTS}. The first page's ${sent.length} statements, as sent:`);
  // JIT compiles a plan whose estimated cost passes jit_above_cost, on every execution, when a
  // provider (llvmjit) is installed: say whether this server can, and each plan's cost beside it.
  const {
    rows: [jit],
  } = await sql`SELECT current_setting('jit') AS jit, pg_jit_available() AS available, current_setting('jit_above_cost') AS above_cost,
                       current_setting('server_version') AS version`.execute(db);
  console.log(`PostgreSQL ${jit.version}: jit=${jit.jit}, a JIT provider ${jit.available ? 'is' : 'is not'} installed, jit_above_cost ${jit.above_cost}`);
  for (const [i, statement] of sent.entries()) {
    const plan = await bench.explain(statement);
    const loops = Math.max(...plan.map((line) => Number(/loops=(\d+)/.exec(line)?.[1] ?? 0)));
    if (loops > MAX_LOOPS) process.exitCode = 1;
    console.log(`\n${i + 1}. ${statement.sql.replace(/\s+/g, ' ').slice(0, 100)}...`);
    console.log(`   most loops of a plan node: ${loops}${loops > MAX_LOOPS ? ` (expected ≤ ${MAX_LOOPS}: FAILED)` : ''}`);
    const cost = /cost=[\d.]+\.\.([\d.]+)/.exec(plan[0])?.[1];
    const jitTotal = /JIT:[\s\S]*Total ([\d.]+) ms/.exec(plan.join('\n'))?.[1];
    console.log(`   estimated cost ${cost}; JIT ${jitTotal === undefined ? 'none' : `${jitTotal} ms`}`);
    console.log(plan.map((line) => `   ${line}`).join('\n'));
  }
  // Each statement alone, as sent, without EXPLAIN's per-row clock (which inflates row-heavy plans),
  // and its time split as PostgreSQL counts it: planning (every request: the api's statements are
  // unnamed, so planned each time), execution, and JIT compilation (functions compiled, if any).
  console.log(
    `\nThe first page's statements alone (median of ${REQUESTS} runs each; planning and execution: median of ${REQUESTS} EXPLAIN ANALYZE, TIMING OFF):`,
  );
  for (const [i, statement] of sent.entries()) {
    const parts = await bench.timeParts(statement, REQUESTS);
    const times = [];
    for (let run = 0; run < REQUESTS; run += 1) {
      const started = performance.now();
      await db.executeQuery(CompiledQuery.raw(statement.sql, [...statement.parameters]));
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${i + 1}. median ${times[Math.floor(times.length / 2)].toFixed(2)} ms (planning ${parts.planning.toFixed(2)}, execution ${parts.execution.toFixed(2)}, JIT ${parts.jitFunctions === 0 ? 'none' : `${parts.jitFunctions} functions`})`,
    );
  }
  console.log(
    `\nnode ${process.version}, ${os.cpus().length} cpus (server and PostgreSQL share them); load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await bench.close();
}
