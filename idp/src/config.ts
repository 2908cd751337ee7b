// Every setting of the dev identity provider, read once from the environment with defaults that
// match tools/lib/stack/environment.cjs (idp on :4000, shell on :8080, audience api://liftbook).
import path from 'node:path';

export interface IdpConfig {
  port: number;
  /** The `iss` of every token; the api checks the same value (tools/lib/stack/environment.cjs). */
  issuer: string;
  /** Origins of the shell: allowed redirect targets and CORS origins. */
  shellOrigins: string[];
  /** The api's resource indicator: the `aud` of access tokens. */
  apiAudience: string;
  /** The one scope of the api (MSAL asks for it by name, like an Entra "api://<app>/access"). */
  apiScope: string;
  clientId: string;
  /** Path of the shell's MSAL redirect bridge page. */
  redirectPath: string;
  /** Where keys and accounts live: <dataDir>/idp. */
  dataDir: string;
  /** Authentication (session) cookie lifetime, docs/product.md §9. */
  sessionTtlSeconds: number;
  /**
   * How long a sign-in lasts at most: its session on the provider, its grant and every refresh
   * token of it, which are bound to that session (provider.ts).
   */
  signInTtlSeconds: number;
  accessTokenTtlSeconds: number;
}

export const CLIENT_ID = 'liftbook-spa';
export const REDIRECT_PATH = '/redirect.html';

function port(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name}=${raw} is not a port number`);
  return value;
}

function origin(raw: string, name: string): string {
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`${name}=${raw} is not a URL`);
  }
}

/** `repoRoot` locates the default data folder (<repo>/.data), as tools/lib/stack/environment.cjs does. */
export function configFromEnv(env: NodeJS.ProcessEnv, repoRoot: string): IdpConfig {
  const host = env.LIFTBOOK_HOST || 'localhost';
  const idpPort = port(env.IDP_PORT, 4000, 'IDP_PORT');
  const shellPort = port(env.SHELL_PORT, 8080, 'SHELL_PORT');
  const apiAudience = env.API_AUDIENCE || 'api://liftbook';
  // SHELL_ORIGIN may list several origins (comma-separated), e.g. a dev server beside `npm start`.
  const shellOrigins = (env.SHELL_ORIGIN || `http://${host}:${shellPort}`)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => origin(s, 'SHELL_ORIGIN'));
  return {
    port: idpPort,
    issuer: (env.IDP_ISSUER || `http://${host}:${idpPort}`).replace(/\/$/, ''),
    shellOrigins,
    apiAudience,
    apiScope: env.API_SCOPE || `${apiAudience}/access`,
    clientId: CLIENT_ID,
    redirectPath: REDIRECT_PATH,
    dataDir: path.resolve(env.LIFTBOOK_DATA_DIR || path.join(repoRoot, '.data')),
    sessionTtlSeconds: 60,
    signInTtlSeconds: 14 * 24 * 60 * 60,
    accessTokenTtlSeconds: 60 * 60,
  };
}
