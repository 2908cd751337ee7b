import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AccountStore, accountIdFor, displayName, validateSignIn } from './account-store.js';
import { configFromEnv } from './config.js';
import { FileStore, fileAdapter } from './file-adapter.js';
import { loadOrCreateKeys } from './key-store.js';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'liftbook-idp-store-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('validateSignIn', () => {
  test.each([
    ['lifter@example.com', '', null],
    ['  Lifter@Example.COM ', 'Sam', null],
    ['', '', { email: 'Enter your email address.' }],
    ['   ', '', { email: 'Enter your email address.' }],
    ['lifter', '', { email: 'Enter a valid email address, like name@example.com.' }],
    ['lifter@example', '', { email: 'Enter a valid email address, like name@example.com.' }],
    ['a b@example.com', '', { email: 'Enter a valid email address, like name@example.com.' }],
    [`${'x'.repeat(250)}@example.com`, '', { email: 'Enter a valid email address, like name@example.com.' }],
    ['lifter@example.com', 'n'.repeat(101), { name: 'Name must be at most 100 characters.' }],
  ])('%j / %j', (email, name, expected) => {
    expect(validateSignIn(email, name)).toEqual(expected);
  });
});

describe('AccountStore', () => {
  test('ids derive from the normalized email and are stable', () => {
    expect(accountIdFor('Lifter@Example.com ')).toBe(accountIdFor('lifter@example.com'));
    expect(accountIdFor('a@example.com')).not.toBe(accountIdFor('b@example.com'));
    expect(accountIdFor('a@example.com')).not.toContain('@');
  });

  test('creates on first use, remembers the name, persists to accounts.json', async () => {
    const store = await AccountStore.open(dir);
    const first = await store.signIn('Lifter@Example.com', '');
    expect(first).toMatchObject({ email: 'lifter@example.com', name: null });
    expect(displayName(first)).toBe('lifter');
    await store.signIn('lifter@example.com', ' Sam Lifter ');
    await store.signIn('LIFTER@example.com', '');

    const reopened = await AccountStore.open(dir);
    const saved = reopened.find(first.id)!;
    expect(saved.name).toBe('Sam Lifter');
    expect(displayName(saved)).toBe('Sam Lifter');
  });
});

describe('loadOrCreateKeys', () => {
  test('generates an RS256 signing key and cookie keys once, then reuses them', async () => {
    const first = await loadOrCreateKeys(dir);
    expect(first.jwks.keys).toHaveLength(1);
    expect(first.jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(first.cookieKeys[0]!.length).toBeGreaterThanOrEqual(32);
    const stat = await fs.stat(path.join(dir, 'jwks.json'));
    expect(stat.mode & 0o077).toBe(0);
    expect(await loadOrCreateKeys(dir)).toEqual(first);
  });
});

describe('FileStore adapter', () => {
  test('stores, expires, consumes and revokes by grant, and survives a reopen', async () => {
    const store = await FileStore.open(dir);
    const Adapter = fileAdapter(store);
    const refresh = new Adapter('RefreshToken');
    const session = new Adapter('Session');
    await refresh.upsert('rt1', { grantId: 'g1', accountId: 'a' }, 60);
    await refresh.upsert('rt2', { grantId: 'g2' }, 60);
    await refresh.upsert('gone', { grantId: 'g3' }, -1);
    await session.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);

    expect(await refresh.find('gone')).toBeUndefined();
    expect(await session.findByUid('u1')).toMatchObject({ accountId: 'a' });
    await refresh.consume('rt1');
    expect((await refresh.find('rt1'))?.consumed).toEqual(expect.any(Number));
    await refresh.revokeByGrantId('g2');
    expect(await refresh.find('rt2')).toBeUndefined();
    await store.flush();

    const reopened = fileAdapter(await FileStore.open(dir));
    expect(await new reopened('RefreshToken').find('rt1')).toMatchObject({ grantId: 'g1' });
    expect(await new reopened('Session').find('s1')).toMatchObject({ uid: 'u1' });
  });
});

describe('configFromEnv', () => {
  test('defaults match tools/lib/stack/environment.cjs', () => {
    expect(configFromEnv({}, '/repo')).toMatchObject({
      port: 4000,
      issuer: 'http://localhost:4000',
      shellOrigins: ['http://localhost:8080'],
      apiAudience: 'api://liftbook',
      apiScope: 'api://liftbook/access',
      clientId: 'liftbook-spa',
      redirectPath: '/redirect.html',
      dataDir: path.resolve('/repo/.data'),
      sessionTtlSeconds: 60,
      signInTtlSeconds: 14 * 24 * 60 * 60,
    });
  });

  test('reads every override', () => {
    const config = configFromEnv(
      { IDP_PORT: '4100', IDP_ISSUER: 'http://idp.test/', SHELL_ORIGIN: 'http://a.test:1, http://b.test/x', API_AUDIENCE: 'api://x', LIFTBOOK_DATA_DIR: '/d' },
      '/repo',
    );
    expect(config).toMatchObject({
      port: 4100,
      issuer: 'http://idp.test',
      shellOrigins: ['http://a.test:1', 'http://b.test'],
      apiAudience: 'api://x',
      apiScope: 'api://x/access',
      dataDir: '/d',
    });
    expect(() => configFromEnv({ IDP_PORT: 'x' }, '/repo')).toThrow('IDP_PORT=x is not a port number');
  });
});
