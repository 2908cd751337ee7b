import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer } from './static-server.cjs';

let root: string;
const servers: http.Server[] = [];

async function start(options: Omit<Parameters<typeof createStaticServer>[0], 'root'>) {
  const server = createStaticServer({ root, ...options });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(root, 'main.0123456789.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  fs.writeFileSync(path.join(root, 'mf-manifest.json'), '{"name":"mf_goals"}');
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
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
  expect(deep.headers.get('content-security-policy')).toBe("default-src 'self'");
  expect(await deep.text()).toContain('<div id="root">');
  expect(await (await fetch(`${shell}/remotes.json`)).json()).toEqual({ remotes: {} });
  expect((await fetch(`${shell}/missing.js`)).status).toBe(404);
});

test('/api is proxied to the api, and a down api is a 502 with a JSON message', async () => {
  const api = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ url: req.url, auth: req.headers.authorization ?? null }));
  });
  servers.push(api);
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
