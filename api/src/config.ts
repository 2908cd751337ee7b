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
}

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  auth: AuthConfig;
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
 */
export function loadConfig(env: Env, { repoRoot }: { repoRoot: string }): Config {
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

  const host = read('HOST') ?? '127.0.0.1';
  const apiPort = port('API_PORT', 3000);
  const dataDir = path.resolve(read('LIFTBOOK_DATA_DIR') ?? path.join(repoRoot, '.data'));

  const databaseUrl = read('DATABASE_URL');
  const database: DatabaseConfig =
    databaseUrl !== undefined
      ? { kind: 'external', url: url('DATABASE_URL', databaseUrl, ['postgres:', 'postgresql:']) }
      : { kind: 'embedded', dataDir: path.join(dataDir, 'postgres'), port: port('EMBEDDED_PG_PORT', 5433) };

  // The issuer is compared verbatim with the token's `iss`, so it is kept exactly as given
  // (no trailing-slash normalisation: "http://localhost:4000/" would then never match).
  const issuer = url('IDP_ISSUER', 'http://localhost:4000', ['http:', 'https:']);
  const jwksUrl = url('IDP_JWKS_URL', `${issuer.replace(/\/+$/, '')}/jwks`, ['http:', 'https:']);
  const audience = (read('API_AUDIENCE') ?? 'api://liftbook')
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a !== '');
  if (audience.length === 0) problems.push('API_AUDIENCE must name at least one audience');

  const rawLevel = read('LOG_LEVEL') ?? 'info';
  const logLevel = (LOG_LEVELS as readonly string[]).includes(rawLevel) ? (rawLevel as LogLevel) : 'info';
  if (logLevel !== rawLevel) problems.push(`LOG_LEVEL=${rawLevel} is not one of ${LOG_LEVELS.join(', ')}`);

  if (problems.length > 0) throw new ConfigError(problems);
  return { host, port: apiPort, dataDir, database, auth: { issuer, jwksUrl, audience }, logLevel };
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
