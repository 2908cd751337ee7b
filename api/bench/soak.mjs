// npm run soak: mixed writes from 50 connections for
// SOAK_DURATION seconds (default 60) through the shell's /api proxy, every write with an
// Idempotency-Key, retried with the same key after any failure, some sent twice on purpose and some
// cut off mid-flight. Four runs: one api; two api processes on one database (each behind its own
// proxy, connections alternate); one api killed with SIGKILL halfway and restarted; PostgreSQL
// killed with SIGKILL halfway and restarted. After each: acknowledged writes vs rows found (must be
// equal: nothing lost, nothing twice), errors, p50/p99. Needs `npm run build` (api and shell).
// SOAK_CONNECTIONS (50), SOAK_DURATION (60), SOAK_RUNS (e.g. "one,two,kill-api,kill-postgres").
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { sql } from 'kysely';
import { freePort } from './bench-app.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = path.join(root, 'api', 'dist');
const { createDb } = await import(path.join(dist, 'db', 'connect.js'));
const { startEmbeddedPostgres } = await import(path.join(dist, 'db', 'embedded-cluster.js'));
const { migrateToLatest } = await import(path.join(dist, 'db', 'migrations', 'index.js'));
// The shell's own server and /api proxy, as npm start runs it (tools/lib/stack/stack.cjs).
const { createStaticServer } = createRequire(import.meta.url)(path.join(root, 'tools', 'lib', 'serve', 'static-server.cjs'));

const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const DURATION_MS = Number(process.env.SOAK_DURATION ?? 60) * 1000;
const RUNS = (process.env.SOAK_RUNS ?? 'one,two,kill-api,kill-postgres').split(',');
const quiet = { info() {}, debug() {}, error() {} };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// --- PostgreSQL (killable) and a key set the api trusts -------------------------------------
const dir = mkdtempSync(path.join(os.tmpdir(), 'liftbook-soak-'));
chmodSync(dir, 0o755);
const pgOptions = { dataDir: path.join(dir, 'pg'), port: await freePort(), log: quiet, database: 'soak' };
let cluster = await startEmbeddedPostgres(pgOptions);
const db = createDb(cluster.url, quiet, 4);
await migrateToLatest(db);

const { privateKey, publicKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'soak', alg: 'RS256', use: 'sig' };
const jwks = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })));
const jwksPort = await freePort();
await new Promise((resolve) => jwks.listen(jwksPort, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${jwksPort}`;
const token = (sub) =>
  new SignJWT({ name: sub, scp: 'access' })
    .setProtectedHeader({ alg: 'RS256', kid: 'soak' })
    .setIssuer(issuer)
    .setAudience('api://liftbook')
    .setIssuedAt()
    .setExpirationTime('1h')
    .setSubject(sub)
    .sign(privateKey);

// --- processes: api and the shell's static server with its /api proxy -----------------------
const children = new Set();
function start(command, args, env, readyUrl) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  child.logTail = () => stderr.slice(-1500);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return (async () => {
    for (let i = 0; i < 200; i += 1) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited: ${stderr}`);
      try {
        if ((await fetch(readyUrl)).status < 500) return child;
      } catch {
        // not up yet
      }
      await sleep(100);
    }
    throw new Error(`${args.join(' ')} did not start: ${stderr}`);
  })();
}
const startApi = (port) =>
  start(
    'node',
    ['api/dist/server.js'],
    {
      API_PORT: String(port),
      DATABASE_URL: cluster.url,
      // DATABASE_URL makes the api fail closed: every identity setting must be given (a loopback http
      // key server is allowed outside NODE_ENV=production).
      IDP_ISSUER: issuer,
      IDP_JWKS_URL: `${issuer}/jwks`,
      API_AUDIENCE: 'api://liftbook',
      API_SCOPE: 'api://liftbook/access',
      // 50 simulated lifters share one address and write flat out: the soak measures durability, not
      // the rate limits (which would answer 429 long before), so they are off here.
      RATE_LIMIT_PER_USER: '0',
      RATE_LIMIT_PER_ADDRESS: '0',
      LOG_LEVEL: 'warn',
    },
    `http://127.0.0.1:${port}/api/health`,
  );
async function startProxy(port, apiPort) {
  // createStaticServer answers a ready Fastify instance (it moved to tools/lib/serve/ and became async).
  const server = await createStaticServer({ root: path.join(root, 'shell', 'dist'), spa: true, apiOrigin: `http://127.0.0.1:${apiPort}`, onError: () => {} });
  await server.listen({ port, host: '127.0.0.1' });
  return server;
}
const stop = (child, signal = 'SIGTERM') =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill(signal);
  });

// --- the load --------------------------------------------------------------------------------
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function load(name, bases) {
  const users = Array.from({ length: CONNECTIONS }, (_, i) => `${name}-${i}`);
  const tokens = await Promise.all(users.map(token));
  const stats = { latencies: [], transient: 0, gaveUp: 0, replays: 0, replayMismatch: 0, cut: 0, lastFailure: '' };
  const acked = { sessions: new Set(), exercises: new Set(), sets: 0 };
  const deadline = Date.now() + DURATION_MS;

  /** One logical write: retried with its key until acknowledged (or 60 s after the deadline). */
  async function write(worker, url, body) {
    const key = randomUUID();
    const base = bases[worker % bases.length];
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[worker]}`, 'idempotency-key': key },
      body: JSON.stringify(body),
    };
    let cut = Math.random() < 0.05; // this one is cut off mid-flight first, as a dropped Wi-Fi would
    for (;;) {
      const started = performance.now();
      try {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), cut ? 1 + Math.random() * 10 : 15_000);
        const response = await fetch(`${base}${url}`, { ...init, signal: controller.signal });
        const text = await response.text();
        clearTimeout(timer);
        if (response.status === 201) {
          stats.latencies.push(performance.now() - started);
          const answer = JSON.parse(text);
          if (Math.random() < 0.1) {
            // Sent twice on purpose: the second must be the first's answer, byte for byte.
            const again = await fetch(`${base}${url}`, init);
            const againText = await again.text();
            if (again.status === 201 && again.headers.get('idempotent-replayed') === 'true' && againText === text) stats.replays += 1;
            else if (again.status < 500) stats.replayMismatch += 1;
          }
          return answer;
        }
        if (response.status < 500 && response.status !== 429) throw new Error(`${url}: ${response.status} ${text}`);
        stats.lastFailure = `${response.status} ${text.slice(0, 160)}`;
      } catch (error) {
        if (String(error).includes(': 4')) throw error;
        if (cut) stats.cut += 1;
        else stats.lastFailure = String(error).slice(0, 160);
      }
      cut = false;
      stats.transient += 1;
      if (Date.now() > deadline + 60_000) {
        stats.gaveUp += 1;
        return undefined;
      }
      await sleep(100 + Math.random() * 200);
    }
  }

  async function worker(w) {
    let sessionId;
    while (Date.now() < deadline) {
      if (sessionId === undefined || Math.random() < 0.2) {
        const session = await write(w, '/api/sessions', { session_date: '2026-01-01', session_type: `soak ${w}` });
        if (session) {
          acked.sessions.add(session.id);
          sessionId = session.id;
        }
        continue;
      }
      const count = 1 + Math.floor(Math.random() * 5);
      const sets = Array.from({ length: count }, (_, i) => ({ weight: 100 + i * 5, reps: 5 }));
      const exercise = await write(w, `/api/sessions/${sessionId}/exercises`, { name: 'Bench Press', type: 'weighted', sets });
      if (exercise) {
        acked.exercises.add(exercise.id);
        acked.sets += exercise.sets.length;
      }
    }
  }
  return { stats, acked, users, run: Promise.all(users.map((_, w) => worker(w))) };
}

async function verify(name, users, acked) {
  const rows = async (query) => Number((await query.execute(db)).rows[0].n);
  const owners = sql`SELECT id FROM users WHERE subject LIKE ${`${name}-%`}`;
  const sessions = await rows(sql`SELECT count(*) AS n FROM sessions WHERE user_id IN (${owners})`);
  const exercises = await rows(sql`SELECT count(*) AS n FROM exercises WHERE user_id IN (${owners})`);
  const sets = await rows(sql`SELECT count(*) AS n FROM sets JOIN exercises e ON e.id = sets.exercise_id WHERE e.user_id IN (${owners})`);
  const missing = await rows(
    sql`SELECT count(*) AS n FROM unnest(${[...acked.sessions]}::int[]) AS a(id) WHERE NOT EXISTS (SELECT 1 FROM sessions s WHERE s.id = a.id)`,
  );
  const missingExercises = await rows(
    sql`SELECT count(*) AS n FROM unnest(${[...acked.exercises]}::int[]) AS a(id) WHERE NOT EXISTS (SELECT 1 FROM exercises e WHERE e.id = a.id)`,
  );
  return { sessions, exercises, sets, missing: missing + missingExercises, users: users.length };
}

async function scenario(name, apis, disrupt) {
  const apiPorts = await Promise.all(Array.from({ length: apis }, freePort));
  const apiChildren = await Promise.all(apiPorts.map(startApi));
  const proxyPorts = await Promise.all(apiPorts.map(freePort));
  const proxies = await Promise.all(proxyPorts.map((port, i) => startProxy(port, apiPorts[i])));
  const bases = proxyPorts.map((port) => `http://127.0.0.1:${port}`);
  const started = Date.now();
  const { stats, acked, users, run } = await load(name, bases);
  let note = '';
  if (disrupt) {
    await sleep(DURATION_MS / 2);
    note = await disrupt(apiChildren, apiPorts);
  }
  await run;
  const seconds = (Date.now() - started) / 1000;
  const found = await verify(name, users, acked);
  for (const proxy of proxies) await proxy.close();
  const apiStates = apiChildren.map((child) => `  api ${child.pid}: ${child.exitCode ?? child.signalCode ?? 'running'}; its log ends:\n${child.logTail()}`);
  for (const child of apiChildren) await stop(child);
  const writes = acked.sessions.size + acked.exercises.size;
  const ok = found.sessions === acked.sessions.size && found.exercises === acked.exercises.size && found.sets === acked.sets && found.missing === 0;
  console.log(`\n${name}: ${apis} api process(es), ${CONNECTIONS} connections, ${seconds.toFixed(0)} s${note ? `; ${note}` : ''}`);
  console.log(
    `  acknowledged writes ${writes} (${(writes / seconds).toFixed(0)}/s): sessions ${acked.sessions.size}, exercises ${acked.exercises.size}, sets ${acked.sets}`,
  );
  console.log(`  rows found:          sessions ${found.sessions}, exercises ${found.exercises}, sets ${found.sets}; acknowledged but missing ${found.missing}`);
  console.log(`  ${ok ? 'EQUAL: nothing lost, nothing twice' : 'DIFFERENT'}`);
  console.log(`  errors: ${stats.transient} failed tries retried with the same key (${stats.cut} cut off on purpose), ${stats.gaveUp} given up`);
  if (stats.lastFailure) console.log(`  last failure: ${stats.lastFailure}`);
  if (stats.gaveUp > 0) for (const state of apiStates) console.log(state);
  console.log(`  sent twice on purpose: ${stats.replays} replayed identically, ${stats.replayMismatch} not`);
  console.log(`  latency of acknowledged writes: p50 ${percentile(stats.latencies, 50).toFixed(1)} ms, p99 ${percentile(stats.latencies, 99).toFixed(1)} ms`);
  return ok;
}

const runs = {
  one: () => scenario('one', 1),
  two: () => scenario('two', 2),
  'kill-api': () =>
    scenario('kill-api', 1, async (apis, ports) => {
      await stop(apis[0], 'SIGKILL');
      await sleep(1000);
      apis[0] = await startApi(ports[0]);
      return 'api killed (SIGKILL) halfway, restarted after 1 s';
    }),
  'kill-postgres': () =>
    scenario('kill-postgres', 1, async () => {
      const pid = Number(readFileSync(path.join(pgOptions.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGKILL');
      await sleep(1000);
      cluster = await startEmbeddedPostgres(pgOptions);
      return `PostgreSQL (pid ${pid}) killed (SIGKILL) halfway, restarted after 1 s (crash recovery)`;
    }),
};

let allOk = true;
try {
  for (const name of RUNS) allOk = (await runs[name]()) && allOk;
} finally {
  for (const child of children) child.kill('SIGKILL');
  jwks.close();
  await db.destroy();
  await cluster.stop().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = allOk ? 0 : 1;
