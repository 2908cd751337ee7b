// Every setting of the api, read from the environment once, validated, with defaults that work
// for local use. The rest of the code receives a Config and never reads process.env itself.
import path from 'node:path';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type DatabaseConfig =
  /** An external PostgreSQL (production, CI with a service container, ...). */
  | { kind: 'external'; url: string }
  /** A PostgreSQL cluster the api starts itself, its files in dataDir, listening on port. */
  | { kind: 'embedded'; dataDir: string; port: number };

export interface AuthConfig {
  /** Expected `iss` of access tokens. */
  issuer: string;
  /** Where the identity provider publishes its signing keys. */
  jwksUrl: string;
  /** Accepted `aud` values (API_AUDIENCE may list several, comma-separated). */
  audience: string[];
  /** The api scope every access token must carry in `scp` (API_SCOPE, as the shell asks for it). */
  scope: string;
}

/** Bounds on what one request, one caller and one statement may take. */
export interface LimitsConfig {
  /** Largest request body, bytes; larger is a 413. */
  bodyLimitBytes: number;
  /** Requests a minute per signed-in user (a burst of that many, refilled evenly); 0: no limit. */
  perUserPerMinute: number;
  /** Requests a minute per client address, signed in or not; 0: no limit. */
  perAddressPerMinute: number;
  /** A request not answered within this is a 503 with Retry-After. */
  requestTimeoutMs: number;
  /** PostgreSQL's statement_timeout for every pool connection. */
  statementTimeoutMs: number;
  /** PostgreSQL's idle_in_transaction_session_timeout for every pool connection: a transaction left waiting is ended by the server. */
  idleInTransactionTimeoutMs: number;
  /** A client socket with nothing sent or received for this long is closed (a stalled download, an idle half-sent request). */
  socketIdleTimeoutMs: number;
  /** How long a request waits for a database connection before the database counts as down (503). */
  connectTimeoutMs: number;
}

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  auth: AuthConfig;
  limits: LimitsConfig;
  /**
   * Fastify's trustProxy: which peers' X-Forwarded-For names the client (rate limits by address).
   * false (TRUST_PROXY unset): nobody's; the client is the TCP peer, whatever the header says.
   */
  trustProxy: string | false;
  /**
   * NODE_ENV=production or DATABASE_URL set: no development defaults for the identity provider,
   * https endpoints only (the settings fail closed).
   */
  production: boolean;
  logLevel: LogLevel;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * Reads the configuration from `env`. `repoRoot` anchors the default data directory; the
 * entry points pass it because only they know where they live (this module stays free of
 * import.meta so jest, which runs CommonJS, can load it).
 * Throws a ConfigError listing every problem at once, so a bad deployment is fixed in one go.
 * `checkAuth: false` (the migrate step, which verifies no token) skips the production checks of
 * the identity provider settings.
 */
export function loadConfig(env: Env, { repoRoot, checkAuth = true }: { repoRoot: string; checkAuth?: boolean }): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const port = (name: string, fallback: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < 1 || value > 65535) {
      problems.push(`${name}=${raw} is not a port number (1-65535)`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, fallback: string, protocols: string[]): string => {
    const raw = read(name) ?? fallback;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name}=${raw} must use ${protocols.join(' or ')}`);
      }
    } catch {
      problems.push(`${name}=${raw} is not a URL`);
    }
    return raw;
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name}=${raw} is not a whole number from ${min} to ${max}`);
      return fallback;
    }
    return value;
  };

  const host = read('HOST') ?? '127.0.0.1';
  const apiPort = port('API_PORT', 3000);
  const dataDir = path.resolve(read('LIFTBOOK_DATA_DIR') ?? path.join(repoRoot, '.data'));

  const databaseUrl = read('DATABASE_URL');
  const database: DatabaseConfig =
    databaseUrl !== undefined
      ? { kind: 'external', url: url('DATABASE_URL', databaseUrl, ['postgres:', 'postgresql:']) }
      : { kind: 'embedded', dataDir: path.join(dataDir, 'postgres'), port: port('EMBEDDED_PG_PORT', 5433) };

  // Production settings fail closed: with NODE_ENV=production or a real database (DATABASE_URL),
  // nothing falls back to the development identity provider and every endpoint is https. Only
  // outside NODE_ENV=production may a loopback http provider stand in (a soak run on one machine):
  // its traffic never leaves the host.
  const production = read('NODE_ENV') === 'production' || databaseUrl !== undefined;
  const strict = production && checkAuth;
  if (strict) {
    const missing = ['IDP_ISSUER', 'IDP_JWKS_URL', 'API_AUDIENCE', 'API_SCOPE'].filter((name) => read(name) === undefined);
    if (missing.length > 0) {
      const why = read('NODE_ENV') === 'production' ? 'NODE_ENV=production' : 'DATABASE_URL is set';
      problems.push(`${missing.join(', ')} must be set (${why}: no development identity provider defaults)`);
    }
  }
  // The embedded PostgreSQL is a development tool (a dev dependency, not installed in production).
  if (read('NODE_ENV') === 'production' && databaseUrl === undefined) {
    problems.push('DATABASE_URL must be set (NODE_ENV=production: the embedded PostgreSQL is for development only)');
  }
  const endpoint = (name: string, fallback: string): string => {
    const value = url(name, fallback, ['http:', 'https:']);
    if (strict && read(name) !== undefined && URL.canParse(value)) {
      const { protocol, hostname } = new URL(value);
      const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(hostname) && read('NODE_ENV') !== 'production';
      if (protocol !== 'https:' && !loopback) problems.push(`${name}=${value} must use https: (production settings)`);
    }
    return value;
  };
  // The issuer is compared verbatim with the token's `iss`, so it is kept exactly as given
  // (no trailing-slash normalisation: "http://localhost:4000/" would then never match).
  const issuer = endpoint('IDP_ISSUER', 'http://localhost:4000');
  const jwksUrl = endpoint('IDP_JWKS_URL', `${issuer.replace(/\/+$/, '')}/jwks`);
  const audience = (read('API_AUDIENCE') ?? 'api://liftbook')
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a !== '');
  if (audience.length === 0) problems.push('API_AUDIENCE must name at least one audience');
  // The idp's and the shell's default (idp/src/config.ts, tools/lib/stack/auth-settings.cjs).
  const scope = read('API_SCOPE') ?? `${audience[0] ?? 'api://liftbook'}/access`;
  if (/\s/.test(scope)) problems.push(`API_SCOPE=${scope} must be one scope (no spaces)`);

  const limits: LimitsConfig = {
    bodyLimitBytes: integer('BODY_LIMIT_BYTES', 1_048_576, 1024, 100 * 1_048_576),
    perUserPerMinute: integer('RATE_LIMIT_PER_USER', 600, 0, 1_000_000),
    perAddressPerMinute: integer('RATE_LIMIT_PER_ADDRESS', 3000, 0, 1_000_000),
    requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', 15_000, 100, 600_000),
    statementTimeoutMs: integer('DB_STATEMENT_TIMEOUT_MS', 5000, 100, 600_000),
    idleInTransactionTimeoutMs: integer('DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 10_000, 100, 600_000),
    socketIdleTimeoutMs: integer('SOCKET_IDLE_TIMEOUT_MS', 30_000, 1000, 600_000),
    connectTimeoutMs: integer('DB_CONNECT_TIMEOUT_MS', 2000, 100, 600_000),
  };
  // Nobody is trusted unless named: a forged X-Forwarded-For sent straight to the api must not buy a
  // fresh per-address budget. The local stack names loopback (its shell proxy; its api listens on
  // 127.0.0.1 only); a deployment names its proxies.
  const trustProxy = read('TRUST_PROXY') ?? false;
  if (trustProxy === 'true') problems.push('TRUST_PROXY=true would believe any client; name the proxies (addresses, CIDRs or loopback)');

  const rawLevel = read('LOG_LEVEL') ?? 'info';
  const logLevel = (LOG_LEVELS as readonly string[]).includes(rawLevel) ? (rawLevel as LogLevel) : 'info';
  if (logLevel !== rawLevel) problems.push(`LOG_LEVEL=${rawLevel} is not one of ${LOG_LEVELS.join(', ')}`);

  if (problems.length > 0) throw new ConfigError(problems);
  return { host, port: apiPort, dataDir, database, auth: { issuer, jwksUrl, audience, scope }, limits, trustProxy, production, logLevel };
}

/** A connection URL as it is safe to log: the password masked. */
function maskPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password !== '') parsed.password = '***';
  return parsed.toString();
}

/** The configuration as it is safe to log. */
export function describeConfig(config: Config): Record<string, unknown> {
  const database = config.database.kind === 'external' ? { kind: 'external', url: maskPassword(config.database.url) } : config.database;
  return { ...config, database };
}
