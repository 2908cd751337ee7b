import { ConfigError, describeConfig, loadConfig } from './config.js';

const repoRoot = '/srv/liftbook';

test('defaults for local use', () => {
  expect(loadConfig({}, { repoRoot })).toEqual({
    host: '127.0.0.1',
    port: 3000,
    dataDir: '/srv/liftbook/.data',
    database: { kind: 'embedded', dataDir: '/srv/liftbook/.data/postgres', port: 5433 },
    auth: { issuer: 'http://localhost:4000', jwksUrl: 'http://localhost:4000/jwks', audience: ['api://liftbook'] },
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
    },
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
    'IDP_ISSUER=not a url is not a URL',
    'IDP_JWKS_URL=not a url/jwks is not a URL',
    'API_AUDIENCE must name at least one audience',
    'LOG_LEVEL=loud is not one of fatal, error, warn, info, debug, trace, silent',
  ]);
});
