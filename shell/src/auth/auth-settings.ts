// The shell's runtime sign-in settings, served by the shell's origin as /auth.json (built by
// tools/lib/stack/auth-settings.cjs from the environment), so one shell build runs against the local dev
// idp and against Entra ID alike.

/** Discovery given to MSAL inline, so it never fetches the (https) authority string it was given. */
export interface OidcAuthorityMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint?: string;
  /** RFC 7009 token revocation; Log Out revokes the refresh token there. Entra ID has none. */
  revocation_endpoint?: string;
  jwks_uri: string;
}

export interface AuthSettings {
  /** "oidc": the dev idp (any standards OpenID provider); "entra": Microsoft Entra ID. */
  protocol: 'oidc' | 'entra';
  clientId: string;
  /** An https URL (MSAL refuses http). For "oidc" it is only a name; authorityMetadata has the endpoints. */
  authority: string;
  /** Hosts (host[:port]) MSAL may trust without instance discovery. */
  knownAuthorities: string[];
  authorityMetadata?: OidcAuthorityMetadata;
  /** The api's scope, asked for at sign-in so the refresh token covers it. */
  apiScope: string;
  /** Path of the MSAL redirect bridge page on the shell's origin. */
  redirectPath: string;
  /** Where sign-out returns to on the shell's origin. */
  postLogoutRedirectPath: string;
}

export const AUTH_SETTINGS_URL = '/auth.json';

function fail(problem: string): never {
  throw new Error(`Invalid ${AUTH_SETTINGS_URL}: ${problem}`);
}

function text(source: Record<string, unknown>, key: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value.trim() === '') fail(`"${key}" must be a non-empty string`);
  return value;
}

function url(source: Record<string, unknown>, key: string, protocols: string[]): string {
  const value = text(source, key);
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    fail(`"${key}" must be an absolute URL`);
  }
  if (!protocols.includes(parsed.protocol)) fail(`"${key}" must use ${protocols.join(' or ')}`);
  return value;
}

function path(source: Record<string, unknown>, key: string): string {
  const value = text(source, key);
  if (!value.startsWith('/') || value.startsWith('//')) fail(`"${key}" must be a path starting with "/"`);
  return value;
}

/** Checks the shape of /auth.json; throws an Error naming the first problem. */
export function parseAuthSettings(value: unknown): AuthSettings {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail('expected an object');
  const source = value as Record<string, unknown>;
  const protocol = source.protocol;
  if (protocol !== 'oidc' && protocol !== 'entra') fail('"protocol" must be "oidc" or "entra"');
  const knownAuthorities = source.knownAuthorities ?? [];
  if (!Array.isArray(knownAuthorities) || !knownAuthorities.every((h) => typeof h === 'string' && h !== '')) {
    fail('"knownAuthorities" must be a list of host names');
  }

  let authorityMetadata: OidcAuthorityMetadata | undefined;
  if (source.authorityMetadata !== undefined) {
    const m = source.authorityMetadata;
    if (typeof m !== 'object' || m === null) fail('"authorityMetadata" must be an object');
    const meta = m as Record<string, unknown>;
    const web = ['http:', 'https:'];
    authorityMetadata = {
      issuer: url(meta, 'issuer', web),
      authorization_endpoint: url(meta, 'authorization_endpoint', web),
      token_endpoint: url(meta, 'token_endpoint', web),
      jwks_uri: url(meta, 'jwks_uri', web),
      ...(meta.end_session_endpoint !== undefined ? { end_session_endpoint: url(meta, 'end_session_endpoint', web) } : {}),
      ...(meta.revocation_endpoint !== undefined ? { revocation_endpoint: url(meta, 'revocation_endpoint', web) } : {}),
    };
  }
  if (protocol === 'oidc' && !authorityMetadata) fail('"authorityMetadata" is required for protocol "oidc"');

  return {
    protocol,
    clientId: text(source, 'clientId'),
    authority: url(source, 'authority', ['https:']),
    knownAuthorities: knownAuthorities as string[],
    ...(authorityMetadata ? { authorityMetadata } : {}),
    apiScope: text(source, 'apiScope'),
    redirectPath: path(source, 'redirectPath'),
    postLogoutRedirectPath: path(source, 'postLogoutRedirectPath'),
  };
}

/** Fetches and checks /auth.json from the shell's own origin. */
export async function fetchAuthSettings(fetchImpl: typeof fetch = fetch): Promise<AuthSettings> {
  const response = await fetchImpl(AUTH_SETTINGS_URL, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`${AUTH_SETTINGS_URL} answered ${response.status}`);
  return parseAuthSettings(await response.json());
}
