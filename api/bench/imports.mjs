#!/usr/bin/env node
// Imports through the api, in process (app.inject), as the page sends them:
//   1. the 10,588-row Strong export (../shared/import-samples, beside the checkout), read with the
//      page's own reader, sent in chunks of 100 workouts and finished: the time from the first
//      chunk to done, chunks and finish apart;
//   2. a synthetic three-row-a-second lifter of 100,000 sets (5,000 workouts of 20 sets), made one
//      chunk at a time so the script never holds the file: the time, and the api process's peak
//      RSS (the PostgreSQL server is another process and not counted).
// Not a test. Run after building: npm run build -w @liftbook/api && node api/bench/imports.mjs
// Env: BENCH_SYNTHETIC_SETS (default 100000).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import swc from '@swc/core';
import { startBenchApp } from './bench-app.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const SAMPLE = path.resolve(root, '..', 'shared', 'import-samples', 'strong-2021-2025-workoutno-semicolon-resttimer.csv');
const SYNTHETIC_SETS = Number(process.env.BENCH_SYNTHETIC_SETS ?? 100_000);
const CHUNK = 100;

/** The page's reader (shared/src/import, TypeScript) compiled to CommonJS beside node_modules, so papaparse resolves. */
function loadReader() {
  const out = path.join(root, 'node_modules', '.cache', 'liftbook-bench-import');
  for (const dir of ['import', 'domain']) mkdirSync(path.join(out, dir), { recursive: true });
  writeFileSync(path.join(out, 'package.json'), '{"type":"commonjs"}');
  const files = [
    ...readdirSync(path.join(root, 'shared/src/import'))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => `import/${f}`),
    'domain/constants.ts',
  ];
  for (const file of files) {
    const { code } = swc.transformFileSync(path.join(root, 'shared/src', file), {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    writeFileSync(path.join(out, file.replace(/\.ts$/, '.js')), code);
  }
  return createRequire(path.join(out, 'package.json'))('./import/index.js');
}

/** Synthetic workout `i`: a day each, 4 lifts of 5 sets. */
function syntheticWorkout(i) {
  const day = new Date(Date.UTC(2010, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  const lifts = ['Squat', 'Bench Press', 'Deadlift', 'Synthetic Row'];
  return {
    session_date: `${day}T18:00:00`,
    session_type: i % 2 === 0 ? 'Push' : 'Pull',
    notes: null,
    exercises: lifts.map((name, l) => ({
      name,
      type: 'weighted',
      notes: null,
      sets: Array.from({ length: 5 }, (_, s) => ({
        kind: s === 0 ? 'warmup' : 'normal',
        weight: 60 + ((i + l + s) % 80),
        weight_unit: 'kg',
        reps: 5 + (s % 3),
        duration: null,
        distance: null,
        rpe: s === 4 ? 8.5 : null,
        notes: null,
      })),
    })),
  };
}

async function runImport(app, headers, checksum, chunkCount, chunkAt) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/imports',
    headers,
    payload: { source: 'strong', layout: 'bench', file_name: 'bench.csv', checksum },
  });
  if (started.statusCode !== 201) throw new Error(`start: ${started.statusCode} ${started.body}`);
  const { id } = started.json();
  const began = performance.now();
  for (let c = 0; c < chunkCount; c += 1) {
    const sent = await app.inject({ method: 'POST', url: `/api/imports/${id}/workouts`, headers, payload: { workouts: chunkAt(c) } });
    if (sent.statusCode !== 204) throw new Error(`chunk ${c}: ${sent.statusCode} ${sent.body}`);
  }
  const staged = performance.now();
  const finished = await app.inject({ method: 'POST', url: `/api/imports/${id}/finish`, headers });
  if (finished.statusCode !== 200) throw new Error(`finish: ${finished.statusCode} ${finished.body}`);
  const done = performance.now();
  return { record: finished.json(), chunksMs: Math.round(staged - began), finishMs: Math.round(done - staged), totalMs: Math.round(done - began) };
}

const bench = await startBenchApp({ tmpPrefix: 'liftbook-bench-imports-' });
const { app } = bench;
try {
  await app.ready();
  const headersOf = async (sub) => ({ authorization: `Bearer ${await bench.signToken({ sub, name: sub, email: `${sub}@example.com` })}` });

  if (existsSync(SAMPLE)) {
    const { parseImportText, toImportWorkoutInput } = loadReader();
    const bytes = readFileSync(SAMPLE);
    const workouts = parseImportText(bytes.toString('utf8')).workouts.map((workout) => toImportWorkoutInput(workout));
    const checksum = createHash('sha256').update(bytes).digest('hex');
    const result = await runImport(app, await headersOf('strong-lifter'), checksum, Math.ceil(workouts.length / CHUNK), (c) =>
      workouts.slice(c * CHUNK, (c + 1) * CHUNK),
    );
    console.log(
      `Strong 10,588 rows: ${result.record.workouts_added} workouts, ${result.record.sets_added} sets; first chunk to done ${result.totalMs} ms (chunks ${result.chunksMs} ms, finish ${result.finishMs} ms)`,
    );
  } else {
    console.log(`(no ${SAMPLE}: the Strong measurement is skipped)`);
  }

  const workouts = Math.ceil(SYNTHETIC_SETS / 20);
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const result = await runImport(app, await headersOf('synthetic-lifter'), 'f'.repeat(64), Math.ceil(workouts / CHUNK), (c) =>
    Array.from({ length: Math.min(CHUNK, workouts - c * CHUNK) }, (_, i) => syntheticWorkout(c * CHUNK + i)),
  );
  clearInterval(sampler);
  const mb = (bytes) => Math.round(bytes / 1024 / 1024);
  console.log(
    `Synthetic ${result.record.sets_added} sets in ${result.record.workouts_added} workouts: first chunk to done ${result.totalMs} ms (chunks ${result.chunksMs} ms, finish ${result.finishMs} ms); api process RSS ${mb(rssBefore)} MB before, peak ${mb(peak)} MB (sampled every 20 ms)`,
  );
} finally {
  await bench.close();
}
