#!/usr/bin/env node
// Latency and database round trips of the groups area:
//   member workouts of a three-year lifter (600 sessions, 3,000 exercises, 12,000 sets), first
//   page and a page deep in the history (?before=), as another member of the group sees them;
//   the groups list and a group's detail (the group + its members) for a lifter in 20 groups of
//   30 members each.
// One request at a time through app.inject, counting the SQL statements each sends; the script
// fails (exit code 1) if a request needs more than expected (the counts must not grow with the
// history or the groups).
//
// Not a test. Run after building: npm run build -w @liftbook/api && node api/bench/groups.mjs
// Env: BENCH_REQUESTS (per route, default 300).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { startBenchApp } from './bench-app.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const SESSIONS = 600;
const GROUPS = 20;
const MEMBERS = 30;
const LAST_DAY = '2026-10-31';

const bench = await startBenchApp({ tmpPrefix: 'liftbook-bench-groups-', durable: false });
const { app, db } = bench;
try {
  await app.ready();
  const as = async (sub, name) => {
    const request = await bench.caller({ sub, name, email: `${sub}@example.com` });
    return (url) => request('GET', url);
  };
  const viewer = await as('viewer', 'Group Viewer');
  const lifter = await as('heavy-lifter', 'Heavy Lifter');
  const { id: viewerId } = (await viewer('/api/user/profile')).json();
  const { id: lifterId } = (await lifter('/api/user/profile')).json();

  const seedStarted = performance.now();
  // The lifter's three years, as in heavy-lifter.mjs.
  await sql`
    INSERT INTO sessions (user_id, session_date, session_type, notes)
    SELECT ${lifterId}, ${LAST_DAY}::date - (i * 1095 / ${SESSIONS}), (ARRAY['push', 'pull', 'legs'])[i % 3 + 1],
           CASE WHEN i % 4 = 0 THEN 'felt strong' END
    FROM generate_series(0, ${SESSIONS - 1}) AS i`.execute(db);
  await sql`
    INSERT INTO exercises (session_id, user_id, session_date, name, type, dictionary_exercise_id, position, variation)
    SELECT s.id, s.user_id, s.session_date, d.name, 'weighted', d.id, p, CASE WHEN p = 1 THEN 'paused' END
    FROM sessions AS s CROSS JOIN generate_series(1, 5) AS p
    JOIN dictionary_exercises AS d ON d.id = 1 + (s.id * 7 + p * 13) % 150
    WHERE s.user_id = ${lifterId}`.execute(db);
  await sql`
    INSERT INTO sets (exercise_id, session_id, user_id, lift, session_date, set_number, weight, weight_unit, reps)
    SELECT e.id, e.session_id, e.user_id, e.lift, e.session_date, n, 100 + n * 10, 'lbs', 13 - n FROM exercises AS e CROSS JOIN generate_series(1, 4) AS n
    WHERE e.user_id = ${lifterId}`.execute(db);
  // 20 groups of 30: the viewer and the lifter in each, 28 others (distinct people per group).
  await sql`
    INSERT INTO users (issuer, subject, name, email)
    SELECT 'https://idp.bench.liftbook', 'member-' || i, 'Member ' || i, 'member' || i || '@example.com'
    FROM generate_series(1, ${GROUPS * (MEMBERS - 2)}) AS i`.execute(db);
  await sql`
    INSERT INTO groups (name, description, created_by)
    SELECT 'Group ' || g, 'Training group number ' || g, ${viewerId} FROM generate_series(1, ${GROUPS}) AS g`.execute(db);
  await sql`
    INSERT INTO group_members (group_id, user_id, role)
    SELECT g.id, ${viewerId}::int, 'admin' FROM groups AS g
    UNION ALL SELECT g.id, ${lifterId}::int, 'member' FROM groups AS g
    UNION ALL
    SELECT g.id, u.id, 'member' FROM groups AS g
    JOIN users AS u ON u.subject LIKE 'member-%'
     AND (substring(u.subject FROM 8)::int - 1) / ${MEMBERS - 2} = g.id - (SELECT min(id) FROM groups)`.execute(db);
  await sql`ANALYZE`.execute(db);
  const {
    rows: [totals],
  } = await sql`SELECT (SELECT count(*) FROM sessions) AS sessions, (SELECT count(*) FROM sets) AS sets,
                       (SELECT count(*) FROM groups) AS groups, (SELECT count(*) FROM group_members) AS members`.execute(db);
  console.log(
    `seeded ${totals.sessions} sessions, ${totals.sets} sets, ${totals.groups} groups, ${totals.members} memberships in ${Math.round(performance.now() - seedStarted)} ms`,
  );

  const groupIds = (await viewer('/api/groups')).json().map((g) => g.id);
  if (groupIds.length !== GROUPS) throw new Error(`expected ${GROUPS} groups, got ${groupIds.length}`);
  const sessionsUrl = `/api/groups/${groupIds[0]}/members/${lifterId}/sessions`;
  const allIds = (await viewer(`${sessionsUrl}?limit=100`)).json().map((s) => s.id);
  // The session 50 from the oldest (the list pages 50 at a time, so read it from the table).
  const { rows: deepRows } = await sql`SELECT id FROM sessions WHERE user_id = ${lifterId}
    ORDER BY session_date DESC, id DESC OFFSET ${SESSIONS - 50} LIMIT 1`.execute(db);
  const deep = deepRows[0].id;

  const routes = [
    { title: 'member workouts, first page (20 of 600)', expected: 4, run: () => [viewer(sessionsUrl)] },
    { title: 'member workouts, a page 550 sessions deep', expected: 4, run: () => [viewer(`${sessionsUrl}?before=${deep}`)] },
    { title: 'member workouts, 100 per page', expected: 4, run: () => [viewer(`${sessionsUrl}?limit=100`)] },
    { title: 'GET /api/groups (in 20 groups)', expected: 1, run: () => [viewer('/api/groups')] },
    {
      title: 'group detail (GET group + members, 30)',
      expected: 3,
      run: (i) => [viewer(`/api/groups/${groupIds[i % GROUPS]}`), viewer(`/api/groups/${groupIds[i % GROUPS]}/members`)],
    },
  ];
  if (allIds.length !== 100) throw new Error('paging: expected 100 sessions');

  const results = [];
  for (const route of routes) {
    results.push(await bench.measure(route, { requests: REQUESTS }));
  }
  const { rows: plan } = await sql`EXPLAIN (FORMAT TEXT) SELECT id FROM sessions WHERE user_id = ${lifterId}
      AND (session_date, id) < (SELECT c.session_date, c.id FROM sessions AS c WHERE c.id = ${deep} AND c.user_id = ${lifterId})
      ORDER BY session_date DESC, id DESC LIMIT 20`.execute(db);
  console.log('');
  console.table(results);
  console.log(
    `SQL statements: the most one request (or the detail's pair) sent, over ${REQUESTS}. Page plan:\n${plan.map((row) => row['QUERY PLAN']).join('\n')}` +
      `\nnode ${process.version}, ${os.cpus().length} cpus (server and PostgreSQL share them)`,
  );
} finally {
  await bench.close();
}
