// Limits and timeouts: rate limits, the request deadline, the body limit, the
// statement and connection timeouts, and transient database failures, each answered 429/413/503
// with Retry-After where a retry can succeed. Real PostgreSQL failures, not mocks.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet } from 'jose';
import { sql } from 'kysely';
import { buildApp } from '../app.js';
import { createDb } from '../db/connect.js';
import { createSigningKey, createTestApi, createTestDatabase, TEST_AUDIENCE, TEST_ISSUER, TEST_SCOPE, type TestApi } from '../../test/harness.js';

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET' as const, url, headers });

describe('rate limits through the app', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ limits: { perUserPerMinute: 5, perAddressPerMinute: 12 }, trustProxy: 'loopback' });
  });
  afterAll(() => api.close());

  test('per user: over the limit is 429 with Retry-After and a message; another user (same address) still passes', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i += 1) {
      last = await api.as('eager', { ...get('/api/sessions'), remoteAddress: '10.0.0.1' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // The rest of the minute's window (the test took a moment of it).
    const wait = Number(last!.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(last!.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: `Too many requests; try again in ${wait} s` });
    expect((await api.as('calm', { ...get('/api/sessions'), remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
  });

  test('per address: counted before the token is looked at (no token, health); other addresses unaffected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) statuses.push((await api.app.inject({ ...get('/api/health'), remoteAddress: '10.0.0.2' })).statusCode);
    expect(statuses.slice(0, 12).every((s) => s === 200)).toBe(true);
    expect(statuses[12]).toBe(429);
    const refused = await api.app.inject({ ...get('/api/user/profile'), remoteAddress: '10.0.0.2' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(55);
    expect((await api.app.inject({ ...get('/api/health'), remoteAddress: '10.0.0.3' })).statusCode).toBe(200);
  });

  test("X-Forwarded-For names the client only when the proxy is trusted (loopback, the shell's proxy)", async () => {
    // From the local proxy: each forwarded client has its own bucket.
    for (let i = 0; i < 12; i += 1) {
      expect((await api.app.inject({ ...get('/api/health', { 'x-forwarded-for': '203.0.113.7' }), remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    }
    expect((await api.app.inject({ ...get('/api/health', { 'x-forwarded-for': '203.0.113.7' }), remoteAddress: '127.0.0.1' })).statusCode).toBe(429);
    expect((await api.app.inject({ ...get('/api/health', { 'x-forwarded-for': '203.0.113.8' }), remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    // From anywhere else the header is ignored: a client cannot pick a fresh address per request.
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) {
      const forged = { 'x-forwarded-for': `198.51.100.${i}` };
      statuses.push((await api.app.inject({ ...get('/api/health', forged), remoteAddress: '10.0.0.4' })).statusCode);
    }
    expect(statuses[12]).toBe(429);
  });
});

describe('rate limits with the default trust (nobody)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ limits: { perAddressPerMinute: 12 } });
  });
  afterAll(() => api.close());

  test('straight to the api, even from loopback, a forged X-Forwarded-For never buys a fresh budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) {
      const forged = { 'x-forwarded-for': `198.51.100.${i}` };
      statuses.push((await api.app.inject({ ...get('/api/health', forged), remoteAddress: '127.0.0.1' })).statusCode);
    }
    expect(statuses.slice(0, 12).every((s) => s === 200)).toBe(true);
    expect(statuses[12]).toBe(429);
  });
});

describe('the request deadline and the body limit', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({
      limits: { requestTimeoutMs: 150, bodyLimitBytes: 4096 },
      routes: (app) => {
        app.get('/api/test/slow', async () => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          return { late: true };
        });
        app.get('/api/test/allowed-longer', { config: { deadlineMs: 1000 } }, async () => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { late: true };
        });
      },
    });
  });
  afterAll(() => api.close());

  test("a route's own longer deadline (an import's finish) is kept", async () => {
    const response = await api.app.inject(get('/api/test/allowed-longer'));
    expect([response.statusCode, response.json()]).toEqual([200, { late: true }]);
  });

  test('a request past REQUEST_TIMEOUT_MS is 503 with Retry-After, on time', async () => {
    const started = Date.now();
    const response = await api.app.inject(get('/api/test/slow'));
    expect(Date.now() - started).toBeLessThan(550);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The request took longer than 150 ms; please try again' });
    // The app carries on.
    expect((await api.as('after', get('/api/user/profile'))).statusCode).toBe(200);
  });

  test('an import chunk has no limit of its own: over BODY_LIMIT_BYTES it is 413 like any body', async () => {
    const start = await api.as('big', {
      method: 'POST',
      url: '/api/imports',
      payload: { source: 'strong', layout: 'Strong', file_name: 'strong.csv', checksum: 'cd'.repeat(32) },
    });
    expect(start.statusCode).toBe(201);
    const { id } = start.json() as { id: number };
    const workout = { session_date: '2024-01-01', session_type: 'Push', notes: 'n'.repeat(1000), exercises: [] };
    const response = await api.as('big', {
      method: 'POST',
      url: `/api/imports/${id}/workouts`,
      payload: { workouts: Array.from({ length: 5 }, () => workout) },
    });
    expect(response.statusCode).toBe(413);
  });

  test('a body over BODY_LIMIT_BYTES is 413 in the error shape', async () => {
    const response = await api.as('big', {
      method: 'POST',
      url: '/api/sessions',
      payload: { session_date: '2026-01-01', session_type: 'x', notes: 'n'.repeat(5000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large' });
  });
});

describe('PostgreSQL failures are 503 with Retry-After, never 500', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({
      pool: { statementTimeoutMs: 300, max: 6 },
      routes: (app) => {
        const db = app.db;
        app.get('/api/test/sleep', async () => {
          await sql`select pg_sleep(2)`.execute(db);
          return {};
        });
        // Two transactions that lock the same two rows in opposite orders: PostgreSQL's deadlock
        // detector (deadlock_timeout 1 s) aborts one of them with 40P01.
        app.get('/api/test/deadlock', async () => {
          const lockBoth = (first: number, second: number) =>
            db.transaction().execute(async (trx) => {
              // Longer than deadlock_timeout (1 s), so the detector, not the statement timeout, ends it.
              await sql`set local statement_timeout = '5s'`.execute(trx);
              await sql`update guard_rows set v = v + 1 where id = ${first}`.execute(trx);
              await sql`select pg_sleep(0.2)`.execute(trx);
              await sql`update guard_rows set v = v + 1 where id = ${second}`.execute(trx);
            });
          await Promise.all([lockBoth(1, 2), lockBoth(2, 1)]);
          return {};
        });
        // Write skew under SERIALIZABLE: each reads the total then inserts; one must fail (40001).
        app.get('/api/test/serialization', async () => {
          const skew = () =>
            db
              .transaction()
              .setIsolationLevel('serializable')
              .execute(async (trx) => {
                await sql`select sum(v) from guard_rows`.execute(trx);
                await sql`select pg_sleep(0.2)`.execute(trx);
                await sql`insert into guard_rows (id, v) values (default, 1)`.execute(trx);
              });
          await Promise.all([skew(), skew()]);
          return {};
        });
      },
    });
    await sql`create table guard_rows (id int generated by default as identity (start with 100) primary key, v int not null)`.execute(api.db);
    await sql`insert into guard_rows (id, v) values (1, 0), (2, 0)`.execute(api.db);
  });
  afterAll(() => api.close());

  test('a statement past DB_STATEMENT_TIMEOUT_MS (57014)', async () => {
    const started = Date.now();
    const response = await api.app.inject(get('/api/test/sleep'));
    expect(Date.now() - started).toBeLessThan(1500);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json().message).toBe('The database took too long to answer; please try again');
  });

  test('a deadlock (40P01)', async () => {
    const response = await api.app.inject(get('/api/test/deadlock'));
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json().message).toBe('The database was busy with a conflicting change; please try again');
  });

  test('a serialization failure (40001)', async () => {
    const response = await api.app.inject(get('/api/test/serialization'));
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json().message).toBe('The database was busy with a conflicting change; please try again');
  });
});

describe('a database that is down answers 503 within a bounded time', () => {
  async function appOn(connectionString: string, connectTimeoutMs: number) {
    const key = await createSigningKey();
    const db = createDb(connectionString, { error: () => undefined }, 2, { connectTimeoutMs, statementTimeoutMs: 1000 });
    const app = await buildApp({
      db,
      auth: { issuer: TEST_ISSUER, audience: TEST_AUDIENCE, scope: TEST_SCOPE, keySet: createLocalJWKSet({ keys: [key.publicJwk] }) },
    });
    const { SignJWT } = await import('jose');
    const token = await new SignJWT({ sub: 'down', scp: 'access' })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt' })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setExpirationTime('5m')
      .sign(key.privateKey);
    return { app, db, token };
  }

  test('nothing listening (connection refused): 503 at once', async () => {
    const { app, db, token } = await appOn('postgres://liftbook@127.0.0.1:9/none', 500);
    try {
      const started = Date.now();
      const response = await app.inject({ ...get('/api/user/profile'), headers: { authorization: `Bearer ${token}` } });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The database is unavailable right now; please try again' });
      const health = await app.inject(get('/api/health'));
      expect(health.json()).toMatchObject({ database: 'down' });
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  test('a host that accepts and never answers (a hung database): 503 after DB_CONNECT_TIMEOUT_MS', async () => {
    const sockets: net.Socket[] = [];
    const blackhole = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
    const { port } = blackhole.address() as AddressInfo;
    const { app, db, token } = await appOn(`postgres://liftbook@127.0.0.1:${port}/none`, 400);
    try {
      const started = Date.now();
      const response = await app.inject({ ...get('/api/user/profile'), headers: { authorization: `Bearer ${token}` } });
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(350);
      expect(elapsed).toBeLessThan(2000);
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('The database is unavailable right now; please try again');
    } finally {
      await app.close();
      await db.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => blackhole.close(resolve));
    }
  });
});

test('over real HTTP, a 3 MB body to the api itself is a 413 and the api keeps serving', async () => {
  const api = await createTestApi();
  try {
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = api.app.server.address() as AddressInfo;
    const token = await api.token({ sub: 'uploader' });
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/sessions', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.end(Buffer.alloc(3 * 1024 * 1024, 'x'));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 413 });
    const after = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(after.status).toBe(200);
  } finally {
    await api.close();
  }
});

test('a transaction left waiting past DB_IDLE_IN_TRANSACTION_TIMEOUT_MS is ended by PostgreSQL, its connection freed', async () => {
  const database = await createTestDatabase({ migrate: false, pool: { idleInTransactionTimeoutMs: 300, max: 3 } });
  try {
    const idleInTransaction = async () =>
      Number(
        (
          await sql<{ count: string }>`
            SELECT count(*) AS count FROM pg_stat_activity
            WHERE datname = current_database() AND state = 'idle in transaction'`.execute(database.db)
        ).rows[0]?.count,
      );
    const trx = await database.db.startTransaction().execute();
    await sql`SELECT 1`.execute(trx);
    expect(await idleInTransaction()).toBe(1);
    const started = Date.now();
    while ((await idleInTransaction()) > 0) {
      if (Date.now() - started > 10_000) throw new Error('the idle transaction was never ended');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await expect(sql`SELECT 1`.execute(trx)).rejects.toThrow();
    await trx
      .rollback()
      .execute()
      .catch(() => undefined); // gives the broken client back to the pool
    // The pool carries on with a fresh connection.
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
  } finally {
    await database.drop();
  }
});
