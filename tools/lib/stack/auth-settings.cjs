// The shell's /auth.json: where and how the shell signs in (shell/src/auth/auth-settings.ts is the
// type and validator). The shell's origin serves
//   JSON.stringify(authSettingsFromEnv(process.env, environment()))
// so one shell build works against the local dev idp and against Entra ID.
//
// Local (default): the dev idp of tools/lib/stack/environment.cjs. MSAL refuses an http authority, so
// it gets an https authority *name* for the idp's host plus the idp's real http endpoints as
// inline discovery (authorityMetadata); it then never fetches the https URL, and MSAL 5 checks
// neither that metadata's issuer nor the ID token's `iss`, so no certificate is needed.
//
// Production: AUTH_PROTOCOL=entra with AUTH_CLIENT_ID, AUTH_AUTHORITY
// (https://login.microsoftonline.com/<tenant-id>) and AUTH_API_SCOPE (api://<api-app-id>/access);
// AUTH_KNOWN_AUTHORITIES (comma-separated hosts) only for B2C/CIAM-style authorities.

const REDIRECT_PATH = '/redirect.html';
const POST_LOGOUT_REDIRECT_PATH = '/';
const DEV_CLIENT_ID = 'liftbook-spa';

function list(value) {
  return (value || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function entraSettings(env) {
  const missing = ['AUTH_CLIENT_ID', 'AUTH_AUTHORITY', 'AUTH_API_SCOPE'].filter((name) => !env[name]);
  if (missing.length) {
    throw new Error(`AUTH_PROTOCOL=entra needs ${missing.join(', ')} (see idp/README.md, "Production")`);
  }
  let authority;
  try {
    authority = new URL(env.AUTH_AUTHORITY);
  } catch {
    throw new Error(`AUTH_AUTHORITY=${env.AUTH_AUTHORITY} is not a URL`);
  }
  if (authority.protocol !== 'https:') throw new Error(`AUTH_AUTHORITY must be https (MSAL refuses anything else)`);
  return {
    protocol: 'entra',
    clientId: env.AUTH_CLIENT_ID,
    authority: env.AUTH_AUTHORITY,
    knownAuthorities: list(env.AUTH_KNOWN_AUTHORITIES),
    apiScope: env.AUTH_API_SCOPE,
    redirectPath: REDIRECT_PATH,
    postLogoutRedirectPath: POST_LOGOUT_REDIRECT_PATH,
  };
}

function devIdpSettings(env, environment) {
  const idp = new URL(environment.idpOrigin);
  return {
    protocol: 'oidc',
    clientId: DEV_CLIENT_ID,
    // A name only (see above); host[:port] of the idp so the account cache is keyed by it.
    authority: `https://${idp.host}/`,
    knownAuthorities: [idp.host],
    authorityMetadata: {
      issuer: environment.issuer,
      authorization_endpoint: `${idp.origin}/auth`,
      token_endpoint: `${idp.origin}/token`,
      end_session_endpoint: `${idp.origin}/session/end`,
      // Log Out revokes the refresh token here (docs/security.md, "Signing out").
      revocation_endpoint: `${idp.origin}/token/revocation`,
      jwks_uri: `${idp.origin}/jwks`,
    },
    // The idp's API_SCOPE default (idp/src/config.ts).
    apiScope: env.API_SCOPE || `${environment.apiAudience}/access`,
    redirectPath: REDIRECT_PATH,
    postLogoutRedirectPath: POST_LOGOUT_REDIRECT_PATH,
  };
}

/**
 * The /auth.json object for this environment.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ idpOrigin: string, issuer: string, apiAudience: string }} environment from tools/lib/stack/environment.cjs
 */
function authSettingsFromEnv(env, environment) {
  const protocol = env.AUTH_PROTOCOL || 'oidc';
  if (protocol === 'entra') return entraSettings(env);
  if (protocol === 'oidc') return devIdpSettings(env, environment);
  throw new Error(`AUTH_PROTOCOL=${protocol} is not "oidc" (the local dev idp) or "entra"`);
}

module.exports = { authSettingsFromEnv };
