import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { hardenCsp } from './headers.cjs';
import { REQUEST_BODY_LIMIT_BYTES } from '@liftbook/shared/constants';
import { DEFAULT_BODY_LIMIT } from './api-proxy.cjs';
import { createStaticServer, DEFAULT_TIMEOUTS } from './static-server.cjs';
import { until } from '../test/until.cjs';

let root: string;
const servers: { close(): unknown }[] = [];

/** Starts a server on a free port; resolves with its origin. */
async function serve(options: Parameters<typeof createStaticServer>[0]) {
  const app = await createStaticServer(options);
  servers.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

const start = (options: Omit<Parameters<typeof createStaticServer>[0], 'root'>) => serve({ root, ...options });

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(root, 'main.0123456789.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  fs.writeFileSync(path.join(root, 'mf-manifest.json'), '{"name":"mf_goals"}');
});
afterAll(async () => {
  await Promise.all(
    servers.map(async (s) => {
      await s.close();
    }),
  );
  fs.rmSync(root, { recursive: true, force: true });
});

test('hashed files are cached for a year and sent gzip-compressed; the manifest revalidates', async () => {
  const base = await start({ cors: true });
  const js = await fetch(`${base}/main.0123456789.js`);
  expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(js.headers.get('content-encoding')).toBe('gzip');
  expect(await js.text()).toContain('console.log');
  const manifest = await fetch(`${base}/mf-manifest.json`);
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
  expect(await manifest.json()).toEqual({ name: 'mf_goals' });
});

test('a remote answers 404 for a missing file; the shell serves index.html for deep links with its CSP', async () => {
  const remote = await start({ cors: true });
  expect((await fetch(`${remote}/sessions/12`)).status).toBe(404);
  const shell = await start({ spa: true, csp: () => "default-src 'self'", json: { '/remotes.json': () => ({ remotes: {} }) } });
  const deep = await fetch(`${shell}/sessions/12`);
  expect(deep.status).toBe(200);
  expect(deep.headers.get('content-security-policy')).toBe("default-src 'self';frame-ancestors 'none';object-src 'none';base-uri 'self'");
  expect(await deep.text()).toContain('<div id="root">');
  expect(await (await fetch(`${shell}/remotes.json`)).json()).toEqual({ remotes: {} });
  expect((await fetch(`${shell}/missing.js`)).status).toBe(404);
});

test('/api is proxied to the api, and a down api is a 502 with a JSON message', async () => {
  const api = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ url: req.url, auth: req.headers.authorization ?? null }));
  });
  servers.push({ close: () => new Promise((r) => api.close(r)) });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const shell = await start({ spa: true, apiOrigin });
  const answer = await fetch(`${shell}/api/sessions?x=1`, { headers: { authorization: 'Bearer t' } });
  expect(await answer.json()).toEqual({ url: '/api/sessions?x=1', auth: 'Bearer t' });

  const down = await start({ spa: true, apiOrigin: 'http://127.0.0.1:9' });
  const failed = await fetch(`${down}/api/sessions`);
  expect(failed.status).toBe(502);
  expect(await failed.json()).toMatchObject({ message: 'The api is not reachable' });
});

/** Sends `target` exactly as written (fetch would normalise it) and returns the status and body. */
function rawGet(base: string, target: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head, ...body] = answer.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head ?? '')?.[1]);
      resolve({ status, body: body.join('\r\n\r\n') });
    });
    const lines = [`GET ${target} HTTP/1.1`, `Host: ${headers.host ?? `${hostname}:${port}`}`, 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) if (name !== 'host') lines.push(`${name}: ${value}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  });
}

/** An HTTP server that records the paths it was asked for. */
async function recorder() {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ url: req.url, host: req.headers.host }));
  });
  servers.push({ close: () => new Promise((r) => server.close(r)) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { seen, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('no request can stop the server', () => {
  test.each([
    ['a malformed escape', '/%ff'],
    ['a malformed escape in a deep link', '/sessions/%E0%A4%A'],
    ['a malformed escape under /api', '/api/%ff'],
    ['an absolute-form target', 'http://example.com/index.html'],
    ['an asterisk', '*'],
    ['a NUL', '/index.html%00.js'],
  ])('%s (%s) is a 400, and the server keeps serving', async (_, target) => {
    const shell = await start({ spa: true, apiOrigin: 'http://127.0.0.1:9' });
    expect((await rawGet(shell, target)).status).toBe(400);
    const after = await fetch(`${shell}/index.html`);
    expect(after.status).toBe(200);
  });

  test('a remote answers /%ff with 400 too', async () => {
    const remote = await start({ cors: true });
    expect((await rawGet(remote, '/%ff')).status).toBe(400);
    expect((await fetch(`${remote}/mf-manifest.json`)).status).toBe(200);
  });

  test('a handler that throws is a 500 for that request only, and is reported', async () => {
    const failures: string[] = [];
    const shell = await start({
      spa: true,
      json: {
        '/auth.json': () => {
          throw new Error('settings unreadable');
        },
      },
      onError: (error, req) => failures.push(`${req.url}: ${(error as Error).message}`),
    });
    expect((await fetch(`${shell}/auth.json`)).status).toBe(500);
    expect(failures).toEqual(['/auth.json: settings unreadable']);
    expect((await fetch(`${shell}/index.html`)).status).toBe(200);
  });
});

describe('the /api proxy only ever reaches the api', () => {
  test.each([
    ['a "//host" path', (other: string) => `//${new URL(other).host}/api/x`],
    ['an absolute-form target naming another host', (other: string) => `${other}/api/x`],
    ['a "//host" path after /api', (other: string) => `/api//${new URL(other).host}/x`],
    ['an "@host" path', (other: string) => `/api@${new URL(other).host}/x`],
  ])('%s never makes it call another host', async (_, target) => {
    const api = await recorder();
    const other = await recorder();
    const shell = await start({ spa: true, apiOrigin: api.origin });
    const answer = await rawGet(shell, target(other.origin));
    expect(other.seen).toEqual([]);
    // Either refused, served as a page of the shell, or forwarded to the api with its path as sent.
    if (api.seen.length > 0) expect(api.seen).toEqual([target(other.origin)]);
    else expect([200, 400]).toContain(answer.status);
  });

  test('a Host header naming another host still goes to the api, with the api as Host', async () => {
    const api = await recorder();
    const other = await recorder();
    const shell = await start({ spa: true, apiOrigin: api.origin });
    const body = await new Promise<string>((resolve, reject) => {
      const request = http.get(`${shell}/api/sessions?x=1`, { headers: { host: new URL(other.origin).host } }, (answer) => {
        let text = '';
        answer.on('data', (chunk) => (text += chunk));
        answer.on('end', () => resolve(text));
      });
      request.on('error', reject);
    });
    expect(other.seen).toEqual([]);
    expect(JSON.parse(body)).toEqual({ url: '/api/sessions?x=1', host: new URL(api.origin).host });
  });
});

describe('a path never escapes the served folder', () => {
  let parent: string;
  let dist: string;
  beforeAll(() => {
    // dist beside a secret and beside a sibling whose name starts with "dist": a check against the
    // folder's name without a separator would let /../dist-private/ through.
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'static-escape-'));
    dist = path.join(parent, 'dist');
    fs.mkdirSync(dist);
    fs.mkdirSync(path.join(parent, 'dist-private'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(parent, 'secret.txt'), 'SECRET');
    fs.writeFileSync(path.join(parent, 'dist-private', 'key.txt'), 'SECRET');
  });
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

  test.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/..%2fsecret.txt',
    '/assets/../../secret.txt',
    '/../dist-private/key.txt',
    '/%2e%2e/dist-private/key.txt',
    '/..\\secret.txt',
    '/%5c..%5csecret.txt',
    '/..%5csecret.txt',
    '/secret.txt%00',
    '/%00/../secret.txt',
  ])('%s is refused (400), for a remote and for the shell', async (target) => {
    for (const options of [{ cors: true }, { spa: true }]) {
      const answer = await rawGet(await serve({ root: dist, ...options }), target);
      expect(answer.body).not.toContain('SECRET');
      expect(answer.status).toBe(400);
    }
  });
});

describe('security headers (docs/security.md)', () => {
  test("every HTML page: a CSP with frame-ancestors 'none', object-src 'none', base-uri 'self', nosniff, a Referrer-Policy; no HSTS over http", async () => {
    const shell = await start({ spa: true, csp: () => "default-src 'self'; script-src 'self' http://remote:1" });
    const remote = await start({ cors: true });
    for (const url of [`${shell}/`, `${shell}/sessions/12`, `${shell}/index.html`, `${remote}/index.html`]) {
      const page = await fetch(url);
      expect(page.status).toBe(200);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(page.headers.get('strict-transport-security')).toBeNull();
    }
    // What the caller's policy allows stays allowed.
    expect((await fetch(`${shell}/`)).headers.get('content-security-policy')).toBe(
      "default-src 'self';script-src 'self' http://remote:1;frame-ancestors 'none';object-src 'none';base-uri 'self'",
    );
    // A remote given no policy gets its own origin only.
    expect((await fetch(`${remote}/index.html`)).headers.get('content-security-policy')).toMatch(/^default-src 'self';/);
    // Other answers: nosniff and the Referrer-Policy too.
    for (const url of [`${remote}/main.0123456789.js`, `${remote}/missing.js`]) {
      const answer = await fetch(url);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  test('a policy that sets a hardening directive keeps its own value (no duplicate directive)', () => {
    expect(hardenCsp("default-src 'self'; base-uri 'none'")).toBe("default-src 'self'; base-uri 'none'; frame-ancestors 'none'; object-src 'none'");
    expect(hardenCsp("frame-ancestors 'self';object-src 'none';  ")).toBe("frame-ancestors 'self'; object-src 'none'; base-uri 'self'");
  });

  test('HSTS when served over https (behind a TLS-terminating proxy: https: true)', async () => {
    const shell = await start({ spa: true, https: true, csp: () => "default-src 'self'" });
    const page = await fetch(`${shell}/`);
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the /api proxy answers an oversized body 413 and carries on', () => {
  /** An api that answers how many body bytes it received. */
  async function countingApi() {
    const calls: number[] = [];
    const server = http.createServer((req, res) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => {
        calls.push(bytes);
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ bytes, forwardedFor: req.headers['x-forwarded-for'] ?? null }));
      });
    });
    servers.push({ close: () => new Promise((r) => server.close(r)) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { calls, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  /** POSTs `body` on a kept-alive connection of `agent`; resolves with the status, the JSON and the socket used. */
  function post(base: string, agent: http.Agent, body: Buffer | Buffer[], chunked = false) {
    const { hostname, port } = new URL(base);
    return new Promise<{ status: number; json: Record<string, unknown>; socket: net.Socket }>((resolve, reject) => {
      const parts = Array.isArray(body) ? body : [body];
      const length = parts.reduce((n, b) => n + b.length, 0);
      const request = http.request(
        {
          hostname,
          port,
          method: 'POST',
          path: '/api/sessions',
          agent,
          headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': length }) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) as Record<string, unknown>, socket: request.socket! }));
        },
      );
      request.on('error', reject);
      for (const part of parts) request.write(part);
      request.end();
    });
  }

  test('a 3 MB body: 413 with the api error shape, the api never called, the same connection serves the next request', async () => {
    const api = await countingApi();
    const shell = await start({ spa: true, apiOrigin: api.origin, bodyLimit: 1_048_576 });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = await post(shell, agent, Buffer.alloc(3 * 1024 * 1024, 'a'));
      expect(big.status).toBe(413);
      expect(big.json).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large (at most 1048576 bytes)' });
      expect(api.calls).toEqual([]);
      const next = await post(shell, agent, Buffer.from('{"a":1}'));
      expect(next.status).toBe(201);
      expect(next.json.bytes).toBe(7);
      expect(next.socket).toBe(big.socket); // kept alive: the oversized body was read and dropped, not reset
    } finally {
      agent.destroy();
    }
  });

  test('chunked (no Content-Length): 413 once the count passes the limit; a body at the limit goes through whole', async () => {
    const api = await countingApi();
    const shell = await start({ spa: true, apiOrigin: api.origin, bodyLimit: 64 * 1024 });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const chunks = Array.from({ length: 40 }, () => Buffer.alloc(4096, 'b'));
      const big = await post(shell, agent, chunks, true);
      expect(big.status).toBe(413);
      const exact = await post(
        shell,
        agent,
        Array.from({ length: 16 }, () => Buffer.alloc(4096, 'c')),
        true,
      );
      expect(exact.status).toBe(201);
      expect(exact.json.bytes).toBe(64 * 1024);
      expect((await fetch(`${shell}/index.html`)).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  test('X-Forwarded-For is the peer address, never what the client wrote', async () => {
    const api = await countingApi();
    const shell = await start({ spa: true, apiOrigin: api.origin });
    const answer = await fetch(`${shell}/api/sessions`, { method: 'POST', body: '{}', headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(((await answer.json()) as { forwardedFor: string }).forwardedFor).toBe('127.0.0.1');
  });
});

describe('half-sent requests are cut off', () => {
  test('sockets that send part of their headers and stop are closed after the header deadline; a whole request is still answered', async () => {
    const origin = await start({ spa: true, timeouts: { headersMs: 400 } });
    const { port } = new URL(origin);
    const sockets = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const socket = net.connect({ host: '127.0.0.1', port: Number(port) });
        socket.on('error', () => undefined);
        socket.resume(); // reads what the server sends (its 408), so its close is seen
        await new Promise((resolve) => socket.once('connect', resolve));
        socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
        return socket;
      }),
    );
    await until(() => sockets.every((socket) => socket.destroyed), 'every half-sent socket closed');
    expect((await fetch(`${origin}/`)).status).toBe(200);
  }, 20_000);

  test('a body that stops arriving is cut off after the request deadline', async () => {
    const origin = await start({ spa: true, apiOrigin: 'http://127.0.0.1:9', timeouts: { headersMs: 300, requestMs: 600 } });
    const { port } = new URL(origin);
    const socket = net.connect({ host: '127.0.0.1', port: Number(port) });
    socket.on('error', () => undefined);
    socket.resume();
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /api/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":');
    await until(() => socket.destroyed, 'the slow upload closed');
  }, 20_000);

  test('the defaults: headers within 10 s, the whole request within 30 s, idle sockets closed after 30 s', () => {
    expect(DEFAULT_TIMEOUTS).toEqual({ headersMs: 10_000, requestMs: 30_000, idleMs: 30_000, keepAliveMs: 5_000 });
  });
});

test("one body limit: the proxy's default is the api's and the page's", () => {
  expect(DEFAULT_BODY_LIMIT).toBe(REQUEST_BODY_LIMIT_BYTES);
});
