#!/usr/bin/env node
// Creating and replacing the largest routine a lifter may save: 30 exercises of 30 sets each, half
// of them lifts of the dictionary (named as typed, any case) and half the lifter's own (a third of
// those new on each create, so custom exercises are made too), with a superset, rules and a
// training max. One request at a time through app.inject; reports median and p99 latency, time in
// SQL and SQL statements per request. The count must not grow with the routine: the script fails
// (exit code 1) when a create or a replace needs more than ROUTINE_WRITE_STATEMENTS.
//
// Not a test. Run after building: npm run build -w @liftbook/api && node api/bench/routines.mjs
// Env: BENCH_REQUESTS (per measurement, default 60).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { startBenchApp } from './bench-app.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const EXERCISES = 30;
const SETS = 30;
/**
 * BEGIN and COMMIT, the routine's row (lock, count, insert), the lifter's unit, the names, the
 * exercises (delete, update, insert), their sets (delete, insert), the answer: a fixed number, 15
 * with room for a rename and a lock, whatever the routine holds.
 */
const ROUTINE_WRITE_STATEMENTS = 15;

// Writes only to a throwaway cluster: PostgreSQL without fsync, as the other benches that write.
const bench = await startBenchApp({ tmpPrefix: 'liftbook-bench-routines-', durable: false });
const { app } = bench;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 100) / 100;

try {
  await app.ready();
  const request = await bench.caller({ sub: 'routine-builder', name: 'Routine Builder', email: 'routines@example.com' });
  const dictionary = (await request('GET', '/api/dictionary_exercises')).json();
  const lifts = dictionary.filter((entry) => entry.type === 'weighted').slice(0, EXERCISES / 2);
  if (lifts.length < EXERCISES / 2) throw new Error(`the dictionary has ${lifts.length} weighted lifts; ${EXERCISES / 2} are needed`);

  /** The largest routine; run `n` names five custom lifts no earlier run used. */
  const routine = (name, n) => ({
    name,
    exercises: Array.from({ length: EXERCISES }, (_, i) => ({
      name: i < EXERCISES / 2 ? lifts[i].name.toUpperCase() : i < EXERCISES - 5 ? `Own Lift ${i}` : `Own Lift ${i} run ${n}`,
      type: 'weighted',
      weight_unit: i % 2 === 0 ? 'kg' : 'lbs',
      superset_group: i >= 28 ? 1 : null,
      note: `seat ${i}`,
      training_max: i % 3 === 0 ? 150 : null,
      progression: i % 3 === 0 ? { kind: 'training_max', increment: 5 } : { kind: 'double', increment: 2.5 },
      sets: Array.from({ length: SETS }, (_, j) =>
        i % 3 === 0
          ? { reps_min: 5, percent_of_tm: 50 + j, rest_seconds: 120 }
          : { kind: j < 2 ? 'warmup' : 'normal', reps_min: 8, reps_max: 12, weight: 40 + j, rpe: 8, rest_seconds: 90 },
      ),
    })),
  });

  /** Sends `run(i)` REQUESTS times after 5 warm-ups (cleaning up with `after(i)`, not timed); a table row. */
  const measure = async (title, run, after) => {
    for (let i = 0; i < 5; i += 1) await after(await run(-1 - i), -1 - i);
    const times = [];
    const dbTimes = [];
    let most = 0;
    for (let i = 0; i < REQUESTS; i += 1) {
      const before = bench.counters();
      const started = performance.now();
      const response = await run(i);
      times.push(performance.now() - started);
      const now = bench.counters();
      dbTimes.push(now.databaseMs - before.databaseMs);
      most = Math.max(most, now.statements - before.statements);
      await after(response, i);
    }
    times.sort((a, b) => a - b);
    dbTimes.sort((a, b) => a - b);
    const failed = most > ROUTINE_WRITE_STATEMENTS;
    if (failed) process.exitCode = 1;
    return {
      route: title,
      requests: REQUESTS,
      'median ms': round(percentile(times, 50)),
      'p99 ms': round(percentile(times, 99)),
      'median db ms': round(percentile(dbTimes, 50)),
      'SQL statements': `${most}${failed ? ` (expected ≤ ${ROUTINE_WRITE_STATEMENTS}: FAILED)` : ''}`,
    };
  };

  const results = [];
  results.push(
    await measure(
      `POST /api/routines (${EXERCISES} × ${SETS} sets)`,
      (i) => request('POST', '/api/routines', routine(`Create ${i}`, i)),
      (response) => request('DELETE', `/api/routines/${response.json().id}`),
    ),
  );
  const kept = (await request('POST', '/api/routines', routine('Replaced', 0))).json();
  results.push(
    await measure(
      `PUT /api/routines/{id} (${EXERCISES} × ${SETS} sets)`,
      (i) => request('PUT', `/api/routines/${kept.id}`, routine(`Replaced ${i}`, 1000 + i)),
      async () => {},
    ),
  );
  const saved = (await request('GET', `/api/routines/${kept.id}`)).json();
  const setCount = saved.exercises.reduce((sum, exercise) => sum + exercise.sets.length, 0);
  if (saved.exercises.length !== EXERCISES || setCount !== EXERCISES * SETS) throw new Error(`saved ${saved.exercises.length} exercises, ${setCount} sets`);
  console.log('');
  console.table(results);
  console.log(
    `SQL statements: the most one request sent (BEGIN and COMMIT included); db ms: time spent in them, as the pg driver saw it.` +
      `\nnode ${process.version}, ${os.cpus().length} cpus (server and PostgreSQL share them)`,
  );
} finally {
  await bench.close();
}
