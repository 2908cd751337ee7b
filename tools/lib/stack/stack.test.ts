import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { environment } from './environment.cjs';
import { releaseStore } from '../delivery/release-store.cjs';
import { remoteServer, remotesConfig, shellCsp } from './stack.cjs';

// Every environment here has a data folder of its own (the release store is read from it).
let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftbook-stack-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the local environment', () => {
  test('each remote is on its own origin, and the map points at their manifests', () => {
    const env = environment({ MF_GOALS_PORT: '9083', LIFTBOOK_DATA_DIR: dataDir });
    const config = remotesConfig(env, { LIFTBOOK_PREVIEW_ORIGINS: 'https://preview.example.com, https://qa.example.com' });
    expect(config.remotes).toEqual({
      mf_sessions: 'http://localhost:8081/mf-manifest.json',
      mf_progress: 'http://localhost:8082/mf-manifest.json',
      mf_goals: 'http://localhost:9083/mf-manifest.json',
      mf_groups: 'http://localhost:8084/mf-manifest.json',
    });
    expect(config.previewOrigins).toEqual(['https://preview.example.com', 'https://qa.example.com']);
  });

  test('previews: off unless configured (on, or an allow-list outside production settings); switched off wins', () => {
    const env = environment({ LIFTBOOK_PREVIEW_PORT: '9090', LIFTBOOK_DATA_DIR: dataDir });
    expect(remotesConfig(env, {})).toMatchObject({ previews: false, previewOrigins: [] });
    expect(remotesConfig(env, { LIFTBOOK_PREVIEWS: 'on' })).toMatchObject({ previews: true, previewOrigins: ['http://localhost:9090'] });
    expect(remotesConfig(env, { LIFTBOOK_PREVIEW_ORIGINS: 'http://localhost:9191' })).toMatchObject({
      previews: true,
      previewOrigins: ['http://localhost:9191'],
    });
    expect(remotesConfig(env, { AUTH_PROTOCOL: 'entra' })).toMatchObject({ previews: false, previewOrigins: [] });
    expect(remotesConfig(env, { AUTH_PROTOCOL: 'entra', LIFTBOOK_PREVIEW_ORIGINS: 'https://preview.example.com' })).toMatchObject({
      previews: false,
      previewOrigins: [],
    });
    expect(remotesConfig(env, { AUTH_PROTOCOL: 'entra', LIFTBOOK_PREVIEWS: 'on', LIFTBOOK_PREVIEW_ORIGINS: 'https://preview.example.com' })).toMatchObject({
      previews: true,
      previewOrigins: ['https://preview.example.com'],
    });
    expect(remotesConfig(env, { LIFTBOOK_PREVIEWS: 'off', LIFTBOOK_PREVIEW_ORIGINS: 'https://preview.example.com' })).toMatchObject({
      previews: false,
      previewOrigins: [],
    });
    expect(() => remotesConfig(env, { LIFTBOOK_PREVIEWS: 'yes' })).toThrow('LIFTBOOK_PREVIEWS=yes must be "on" or "off"');
  });

  test("a deployed release is the remote's entry at once, on its own origin; the others keep theirs", () => {
    const env = environment({ LIFTBOOK_DATA_DIR: dataDir });
    const store = releaseStore(path.join(dataDir, 'releases'));
    const goals = { key: 'mf_goals', dir: 'mf-goals' };
    const staged = store.stagingDir(goals, '0.1.0-r1');
    fs.mkdirSync(staged, { recursive: true });
    fs.writeFileSync(path.join(staged, 'mf-manifest.json'), '{}');
    store.add(goals, '0.1.0-r1', staged);
    store.deploy(goals, '0.1.0-r1');
    expect(remotesConfig(env, {}).remotes).toEqual({
      mf_sessions: 'http://localhost:8081/mf-manifest.json',
      mf_progress: 'http://localhost:8082/mf-manifest.json',
      mf_goals: 'http://localhost:8083/releases/0.1.0-r1/mf-manifest.json',
      mf_groups: 'http://localhost:8084/mf-manifest.json',
    });
    // npm run dev --only mf_goals: its dev server has no releases, so its working tree it is.
    expect(remotesConfig(env, {}, ['mf_goals']).remotes.mf_goals).toBe('http://localhost:8083/mf-manifest.json');
  });

  test('a port that is not a number is refused with its variable named', () => {
    expect(() => environment({ API_PORT: 'abc' })).toThrow('API_PORT=abc is not a port number');
  });
});

describe('the shell page CSP', () => {
  test('by default (previews off) script-src names the shell and the remotes only: no preview origin', () => {
    const plain = environment({ LIFTBOOK_DATA_DIR: path.join(os.tmpdir(), 'liftbook-no-such-data') });
    const csp = shellCsp(plain, remotesConfig(plain, {}));
    expect(csp.split('; ').find((d) => d.startsWith('script-src '))).toBe(
      "script-src 'self' http://localhost:8081 http://localhost:8082 http://localhost:8083 http://localhost:8084",
    );
    expect(csp).not.toContain(':8090');
  });

  const env = environment({ LIFTBOOK_DATA_DIR: path.join(os.tmpdir(), 'liftbook-no-such-data') });
  const remotes = remotesConfig(env, { LIFTBOOK_PREVIEW_ORIGINS: 'https://preview.example.com' });
  const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  test('code only from the shell, the remotes and allowed preview origins; no eval, no inline script', () => {
    const scripts = directive(shellCsp(env, remotes), 'script-src');
    expect(scripts).toBe(
      "script-src 'self' http://localhost:8081 http://localhost:8082 http://localhost:8083 http://localhost:8084 https://preview.example.com",
    );
    expect(scripts).not.toMatch(/unsafe-(eval|inline)/);
  });

  test("workers: the shell's own (its service worker), never a blob: or a remote's script", () => {
    expect(directive(shellCsp(env, remotes), 'worker-src')).toBe("worker-src 'self'");
  });

  test("the identity provider may be called; dev servers' sockets only when asked", () => {
    expect(directive(shellCsp(env, remotes), 'connect-src')).toContain('http://localhost:4000');
    expect(directive(shellCsp(env, remotes), 'connect-src')).not.toContain('ws:');
    expect(directive(shellCsp(env, remotes, ['ws://localhost:8083']), 'connect-src')).toContain('ws://localhost:8083');
  });
});

describe("a remote's origin", () => {
  test('serves its working-tree build at the root and each stored release under /releases/<id>/, and nothing outside them', async () => {
    const store = releaseStore(path.join(dataDir, 'releases'));
    const remote = { key: 'mf_goals', dir: 'mf-goals' };
    const staged = store.stagingDir(remote, 'r1');
    fs.mkdirSync(staged, { recursive: true });
    fs.writeFileSync(path.join(staged, 'mf-manifest.json'), '{"release":"r1"}');
    store.add(remote, 'r1', staged);
    fs.writeFileSync(path.join(dataDir, 'releases', 'secret.txt'), 'not served');
    const server = await remoteServer(remote, store);
    const origin = await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const release = await fetch(`${origin}/releases/r1/mf-manifest.json`);
      expect(release.status).toBe(200);
      expect(await release.json()).toEqual({ release: 'r1' });
      expect(release.headers.get('access-control-allow-origin')).toBe('*');
      expect((await fetch(`${origin}/releases/r2/mf-manifest.json`)).status).toBe(404);
      // Sent raw (fetch would resolve the dots itself): a climb out of the release folder is a 400.
      for (const raw of ['/releases/%2e%2e/secret.txt', '/releases/..%2fsecret.txt', '/releases/../releases/secret.txt']) {
        const status = await new Promise<number>((resolve, reject) =>
          http
            .get({ host: '127.0.0.1', port: new URL(origin).port, path: raw }, (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            })
            .on('error', reject),
        );
        expect([raw, status]).toEqual([raw, 400]);
      }
      // The root is the working tree's dist/ (whatever this checkout has built): never the store.
      expect((await fetch(`${origin}/r1/mf-manifest.json`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
