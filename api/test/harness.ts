// What an api test file needs: its own freshly migrated database on the run's cluster, the app
// built on it with an in-process key set, and really signed tokens (RS256) for that key set.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app.js';
import { createDb, type DbOptions } from '../src/db/connect.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import type { Database } from '../src/db/schema.js';

export const TEST_ISSUER = 'https://idp.liftbook.test';
export const TEST_AUDIENCE = 'api://liftbook';
/** The api scope the test app requires (API_SCOPE); tokens carry its name, `access`, in `scp`. */
export const TEST_SCOPE = 'api://liftbook/access';

function adminUrl(): string {
  const url = process.env.LIFTBOOK_TEST_PG_URL;
  if (url === undefined) throw new Error('LIFTBOOK_TEST_PG_URL is not set: run the api tests through jest (its global setup starts PostgreSQL)');
  return url;
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  db: Kysely<Database>;
  name: string;
  /** Its connection URL (a second connection: another api instance, psql). */
  url: string;
  /** The SQL statements sent to PostgreSQL (BEGIN and COMMIT included) while `work` ran. */
  recordQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: string[] }>;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/** A test pool's size (default 5) and timeouts (default none). */
export type TestPoolOptions = Pick<DbOptions, 'statementTimeoutMs' | 'connectTimeoutMs' | 'idleInTransactionTimeoutMs'> & { max?: number };

/** A new empty database on the test cluster; migrated to the latest schema unless told not to. */
export async function createTestDatabase({ migrate = true, pool = {} }: { migrate?: boolean; pool?: TestPoolOptions } = {}): Promise<TestDatabase> {
  const name = `api_test_${process.env.JEST_WORKER_ID ?? '0'}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  let dropping = false;
  // pg's pool.end() resolves before its sockets have closed; DROP ... WITH (FORCE) may then
  // terminate one of them, which is expected and not worth a line in the test output.
  const log = { error: (message: string) => void (dropping || process.stderr.write(`${message}\n`)) };
  let recording: string[] | undefined;
  const { max = 5, ...limits } = pool;
  const db = createDb(url.toString(), log, max, { ...limits, onQuery: (statement) => recording?.push(statement) });
  if (migrate) await migrateToLatest(db);
  return {
    db,
    name,
    url: url.toString(),
    recordQueries: async (work) => {
      if (recording !== undefined) throw new Error('recordQueries does not nest');
      const queries: string[] = [];
      recording = queries;
      try {
        return { result: await work(), queries };
      } finally {
        recording = undefined;
      }
    },
    drop: async () => {
      dropping = true;
      await db.destroy();
      await admin(`DROP DATABASE ${name} WITH (FORCE)`);
    },
  };
}

export interface SigningKey {
  privateKey: CryptoKey;
  publicJwk: JWK;
  kid: string;
}

export async function createSigningKey(kid = `test-${randomBytes(3).toString('hex')}`): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateKey, publicJwk, kid };
}

export interface TokenOptions {
  issuer?: string;
  audience?: string;
  /** jose time span or epoch seconds, e.g. '5m' or a past timestamp. */
  expiresAt?: string | number;
  key?: SigningKey;
  /** The `scp` claim; default `access` (the api scope's name, as Entra ID writes it); null: none. */
  scope?: string | null;
  /** The protected header's `typ`; default `at+jwt` (RFC 9068, what the dev idp writes). */
  typ?: string;
}

export interface TestApi {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** The database's connection URL. */
  url: string;
  recordQueries: TestDatabase['recordQueries'];
  key: SigningKey;
  /** A valid access token for subject `sub` with the given extra claims. */
  token(claims: JWTPayload & { sub: string }, options?: TokenOptions): Promise<string>;
  /** app.inject with `Authorization: Bearer <token of sub>`. */
  as(sub: string, request: InjectOptions, claims?: JWTPayload): Promise<LightMyRequestResponse>;
  /** `as`, then the body as T; throws, naming the call and its answer, unless the status is `status`. */
  json<T>(sub: string, request: InjectOptions, status?: number): Promise<T>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  /** buildApp's limits (rate limits, deadline, body limit); default: buildApp's defaults. */
  limits?: AppOptions['limits'];
  /** The pool's size and timeouts (createTestDatabase). */
  pool?: TestPoolOptions;
  /** Adds routes before the app is made ready (tests of plugins: a slow route, a failing one). */
  routes?: (app: FastifyInstance) => void;
  /** buildApp's onRoute: told of every route of the app. */
  onRoute?: AppOptions['onRoute'];
  /** buildApp's trustProxy (default: nobody). */
  trustProxy?: AppOptions['trustProxy'];
}

export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const database = await createTestDatabase({ pool: options.pool });
  const key = await createSigningKey();
  const app = await buildApp({
    db: database.db,
    auth: { issuer: TEST_ISSUER, audience: TEST_AUDIENCE, scope: TEST_SCOPE, keySet: createLocalJWKSet({ keys: [key.publicJwk] }) },
    logger: false,
    limits: options.limits,
    onRoute: options.onRoute,
    trustProxy: options.trustProxy,
  });
  options.routes?.(app);
  await app.ready();

  const token: TestApi['token'] = async (claims, options = {}) => {
    const signer = options.key ?? key;
    const scope = options.scope === undefined ? 'access' : options.scope;
    return new SignJWT({ ...(scope === null ? {} : { scp: scope }), ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: signer.kid, typ: options.typ ?? 'at+jwt' })
      .setIssuer(options.issuer ?? TEST_ISSUER)
      .setAudience(options.audience ?? TEST_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(options.expiresAt ?? '5m')
      .sign(signer.privateKey);
  };

  const as: TestApi['as'] = async (sub, request, claims = {}) =>
    app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${await token({ ...claims, sub })}` } });
  return {
    app,
    db: database.db,
    url: database.url,
    recordQueries: database.recordQueries,
    key,
    token,
    as,
    json: async <T>(sub: string, request: InjectOptions, status = 200): Promise<T> => {
      const response = await as(sub, request);
      if (response.statusCode !== status) throw new Error(`${request.method} ${request.url}: ${response.statusCode} ${response.body}`);
      return response.json() as T;
    },
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * Waits until the clock has moved on to the next millisecond, so a row written after it gets a
 * later `updated_at` than one read before it (JavaScript dates have millisecond resolution).
 */
export async function nextMillisecond(): Promise<void> {
  const start = Date.now();
  while (Date.now() === start) await new Promise((resolve) => setImmediate(resolve));
}
