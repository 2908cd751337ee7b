import { REQUEST_BODY_LIMIT_BYTES } from '@liftbook/shared/constants';
import { DEFAULT_LIMITS } from './app.js';
import { ConfigError, describeConfig, loadConfig } from './config.js';

const repoRoot = '/srv/liftbook';

test('defaults for local use', () => {
  expect(loadConfig({}, { repoRoot })).toEqual({
    host: '127.0.0.1',
    port: 3000,
    dataDir: '/srv/liftbook/.data',
    database: { kind: 'embedded', dataDir: '/srv/liftbook/.data/postgres', port: 5433 },
    auth: { issuer: 'http://localhost:4000', jwksUrl: 'http://localhost:4000/jwks', audience: ['api://liftbook'], scope: 'api://liftbook/access' },
    limits: {
      bodyLimitBytes: 1_048_576,
      perUserPerMinute: 600,
      perAddressPerMinute: 3000,
      requestTimeoutMs: 15_000,
      statementTimeoutMs: 5000,
      idleInTransactionTimeoutMs: 10_000,
      socketIdleTimeoutMs: 30_000,
      connectTimeoutMs: 2000,
    },
    trustProxy: false,
    production: false,
    logLevel: 'info',
  });
});

test('every setting from the environment', () => {
  const config = loadConfig(
    {
      API_PORT: '8000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/liftbook',
      LIFTBOOK_DATA_DIR: '/var/lib/liftbook',
      IDP_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0',
      IDP_JWKS_URL: 'https://login.microsoftonline.com/tenant/discovery/v2.0/keys',
      API_AUDIENCE: 'api://liftbook, 00000000-1111-2222-3333-444444444444',
      LOG_LEVEL: 'warn',
      API_SCOPE: 'api://liftbook/access',
    },
    { repoRoot },
  );
  expect(config).toEqual({
    host: '0.0.0.0',
    port: 8000,
    dataDir: '/var/lib/liftbook',
    database: { kind: 'external', url: 'postgres://app:secret@db.internal:5432/liftbook' },
    auth: {
      issuer: 'https://login.microsoftonline.com/tenant/v2.0',
      jwksUrl: 'https://login.microsoftonline.com/tenant/discovery/v2.0/keys',
      audience: ['api://liftbook', '00000000-1111-2222-3333-444444444444'],
      scope: 'api://liftbook/access',
    },
    limits: expect.any(Object),
    trustProxy: false,
    production: true,
    logLevel: 'warn',
  });
  expect(JSON.stringify(describeConfig(config))).not.toContain('secret');
});

test('the JWKS URL follows the issuer; the embedded port and data dir are settable', () => {
  const config = loadConfig({ IDP_ISSUER: 'http://localhost:4100/', EMBEDDED_PG_PORT: '6543', LIFTBOOK_DATA_DIR: 'tmp/data' }, { repoRoot });
  expect(config.auth).toMatchObject({ issuer: 'http://localhost:4100/', jwksUrl: 'http://localhost:4100/jwks' });
  expect(config.database).toEqual({ kind: 'embedded', dataDir: expect.stringMatching(/tmp\/data\/postgres$/), port: 6543 });
});

test('every problem is reported at once', () => {
  let thrown: unknown;
  try {
    loadConfig(
      { API_PORT: '70000', EMBEDDED_PG_PORT: 'abc', IDP_ISSUER: 'not a url', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', API_AUDIENCE: ' , ' },
      { repoRoot },
    );
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ConfigError);
  expect((thrown as ConfigError).problems).toEqual([
    'API_PORT=70000 is not a port number (1-65535)',
    'DATABASE_URL=mysql://x must use postgres: or postgresql:',
    'IDP_JWKS_URL, API_SCOPE must be set (DATABASE_URL is set: no development identity provider defaults)',
    'IDP_ISSUER=not a url is not a URL',
    'IDP_JWKS_URL=not a url/jwks is not a URL',
    'API_AUDIENCE must name at least one audience',
    'LOG_LEVEL=loud is not one of fatal, error, warn, info, debug, trace, silent',
  ]);
});

describe('production settings fail closed (NODE_ENV=production or DATABASE_URL)', () => {
  const entra = {
    IDP_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0',
    IDP_JWKS_URL: 'https://login.microsoftonline.com/tenant/discovery/v2.0/keys',
    API_AUDIENCE: 'api://liftbook',
    API_SCOPE: 'api://liftbook/access',
  };
  const problems = (env: Record<string, string>, options: { checkAuth?: boolean } = {}): string[] => {
    try {
      loadConfig(env, { repoRoot, ...options });
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  test('no development defaults for the identity provider', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      'IDP_ISSUER, IDP_JWKS_URL, API_AUDIENCE, API_SCOPE must be set (NODE_ENV=production: no development identity provider defaults)',
      'DATABASE_URL must be set (NODE_ENV=production: the embedded PostgreSQL is for development only)',
    ]);
    expect(problems({ DATABASE_URL: 'postgres://db/liftbook', IDP_ISSUER: entra.IDP_ISSUER })).toEqual([
      'IDP_JWKS_URL, API_AUDIENCE, API_SCOPE must be set (DATABASE_URL is set: no development identity provider defaults)',
    ]);
  });

  test('https endpoints only', () => {
    expect(
      problems({
        ...entra,
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/liftbook',
        IDP_ISSUER: 'http://idp.example',
        IDP_JWKS_URL: 'http://idp.example/jwks',
      }),
    ).toEqual([
      'IDP_ISSUER=http://idp.example must use https: (production settings)',
      'IDP_JWKS_URL=http://idp.example/jwks must use https: (production settings)',
    ]);
    // NODE_ENV=production: not even a loopback provider.
    expect(problems({ ...entra, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/liftbook', IDP_ISSUER: 'http://localhost:4000' })).toEqual([
      'IDP_ISSUER=http://localhost:4000 must use https: (production settings)',
    ]);
  });

  test('a loopback http provider may stand in beside DATABASE_URL outside NODE_ENV=production (one-machine runs)', () => {
    const config = loadConfig(
      { ...entra, DATABASE_URL: 'postgres://127.0.0.1:5433/liftbook', IDP_ISSUER: 'http://localhost:4000', IDP_JWKS_URL: 'http://127.0.0.1:4000/jwks' },
      { repoRoot },
    );
    expect(config.production).toBe(true);
    expect(config.auth.issuer).toBe('http://localhost:4000');
    expect(problems({ ...entra, DATABASE_URL: 'postgres://db/x', IDP_ISSUER: 'http://idp.internal' })).toEqual([
      'IDP_ISSUER=http://idp.internal must use https: (production settings)',
    ]);
  });

  test('complete https settings pass; the migrate step (checkAuth: false) needs none of them', () => {
    const config = loadConfig({ ...entra, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/liftbook' }, { repoRoot });
    expect(config).toMatchObject({ production: true, auth: { ...{ issuer: entra.IDP_ISSUER, jwksUrl: entra.IDP_JWKS_URL }, scope: 'api://liftbook/access' } });
    expect(problems({ DATABASE_URL: 'postgres://db/liftbook', NODE_ENV: 'production' }, { checkAuth: false })).toEqual([]);
  });

  test('development: the defaults, not production', () => {
    expect(loadConfig({}, { repoRoot }).production).toBe(false);
  });
});

test('limits and timeouts are settable and range-checked', () => {
  const config = loadConfig(
    {
      BODY_LIMIT_BYTES: '2048',
      RATE_LIMIT_PER_USER: '0',
      RATE_LIMIT_PER_ADDRESS: '100',
      REQUEST_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '500',
      DB_CONNECT_TIMEOUT_MS: '300',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '700',
      SOCKET_IDLE_TIMEOUT_MS: '4000',
      TRUST_PROXY: '10.0.0.0/8',
    },
    { repoRoot },
  );
  expect(config.limits).toEqual({
    bodyLimitBytes: 2048,
    perUserPerMinute: 0,
    perAddressPerMinute: 100,
    requestTimeoutMs: 1000,
    statementTimeoutMs: 500,
    idleInTransactionTimeoutMs: 700,
    socketIdleTimeoutMs: 4000,
    connectTimeoutMs: 300,
  });
  expect(config.trustProxy).toBe('10.0.0.0/8');
  expect(() => loadConfig({ TRUST_PROXY: 'true' }, { repoRoot })).toThrow(/TRUST_PROXY=true would believe any client/);
  expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5s', RATE_LIMIT_PER_USER: '-1' }, { repoRoot })).toThrow(
    /RATE_LIMIT_PER_USER=-1 is not a whole number from 0 to 1000000[\s\S]*REQUEST_TIMEOUT_MS=5s is not a whole number from 100 to 600000/,
  );
});

test("one body limit: the api's default is the figure the page cuts imports by (and the shell's proxy takes)", () => {
  expect(loadConfig({}, { repoRoot }).limits.bodyLimitBytes).toBe(REQUEST_BODY_LIMIT_BYTES);
  expect(DEFAULT_LIMITS.bodyLimitBytes).toBe(REQUEST_BODY_LIMIT_BYTES);
});
