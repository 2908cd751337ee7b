// /auth.json as the shell's origin serves it (tools/lib/stack/auth-settings.cjs) must pass the shell's
// own check: one contract, tested from both ends.
import { DEV_AUTH_SETTINGS } from '../testing/dev-auth-settings';
import { parseAuthSettings } from './auth-settings';

interface Environment {
  idpOrigin: string;
  issuer: string;
  apiAudience: string;
}
// The server-side builder is CommonJS in tools/ (the lead's static server requires it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { authSettingsFromEnv } = require('../../../tools/lib/stack/auth-settings.cjs') as {
  authSettingsFromEnv(env: Record<string, string | undefined>, environment: Environment): unknown;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { environment } = require('../../../tools/lib/stack/environment.cjs') as { environment(env: Record<string, string>): Environment };

describe('/auth.json from the environment', () => {
  test('local default: the dev idp, as MSAL needs it', () => {
    const settings = parseAuthSettings(authSettingsFromEnv({}, environment({})));
    expect(settings).toEqual(DEV_AUTH_SETTINGS);
  });

  test('ports, issuer and audience follow the environment', () => {
    const env = { IDP_PORT: '4100', IDP_ISSUER: 'http://idp.local:4100', API_AUDIENCE: 'api://lb-test' };
    const settings = parseAuthSettings(authSettingsFromEnv(env, environment(env)));
    expect(settings.authority).toBe('https://localhost:4100/');
    expect(settings.authorityMetadata?.issuer).toBe('http://idp.local:4100');
    expect(settings.authorityMetadata?.token_endpoint).toBe('http://localhost:4100/token');
    expect(settings.apiScope).toBe('api://lb-test/access');
  });

  test('production: Entra ID from AUTH_* variables', () => {
    const env = {
      AUTH_PROTOCOL: 'entra',
      AUTH_CLIENT_ID: '11111111-2222-3333-4444-555555555555',
      AUTH_AUTHORITY: 'https://login.microsoftonline.com/contoso.onmicrosoft.com',
      AUTH_API_SCOPE: 'api://66666666-7777/access',
    };
    expect(parseAuthSettings(authSettingsFromEnv(env, environment({})))).toEqual({
      protocol: 'entra',
      clientId: env.AUTH_CLIENT_ID,
      authority: env.AUTH_AUTHORITY,
      knownAuthorities: [],
      apiScope: env.AUTH_API_SCOPE,
      redirectPath: '/redirect.html',
      postLogoutRedirectPath: '/',
    });
  });

  test('production settings that are incomplete or unsafe are refused at start', () => {
    expect(() => authSettingsFromEnv({ AUTH_PROTOCOL: 'entra', AUTH_CLIENT_ID: 'x' }, environment({}))).toThrow(
      'AUTH_PROTOCOL=entra needs AUTH_AUTHORITY, AUTH_API_SCOPE',
    );
    expect(() =>
      authSettingsFromEnv({ AUTH_PROTOCOL: 'entra', AUTH_CLIENT_ID: 'x', AUTH_AUTHORITY: 'http://login.example', AUTH_API_SCOPE: 's' }, environment({})),
    ).toThrow('AUTH_AUTHORITY must be https');
    expect(() => authSettingsFromEnv({ AUTH_PROTOCOL: 'saml' }, environment({}))).toThrow('AUTH_PROTOCOL=saml');
  });
});

describe('parseAuthSettings', () => {
  const valid = authSettingsFromEnv({}, environment({})) as Record<string, unknown>;

  test.each([
    [null, 'expected an object'],
    [{ ...valid, protocol: 'saml' }, '"protocol" must be "oidc" or "entra"'],
    [{ ...valid, clientId: '' }, '"clientId" must be a non-empty string'],
    [{ ...valid, authority: 'http://localhost:4000/' }, '"authority" must use https:'],
    [{ ...valid, authorityMetadata: undefined }, '"authorityMetadata" is required for protocol "oidc"'],
    [{ ...valid, authorityMetadata: { issuer: 'http://x' } }, '"authorization_endpoint" must be a non-empty string'],
    [
      { ...valid, authorityMetadata: { ...(valid.authorityMetadata as object), revocation_endpoint: 'javascript:alert(1)' } },
      '"revocation_endpoint" must use http: or https:',
    ],
    [{ ...valid, knownAuthorities: 'localhost:4000' }, '"knownAuthorities" must be a list of host names'],
    [{ ...valid, redirectPath: 'https://evil.example/redirect.html' }, '"redirectPath" must be a path starting with "/"'],
    [{ ...valid, postLogoutRedirectPath: '//evil.example' }, '"postLogoutRedirectPath" must be a path starting with "/"'],
  ])('refuses %j', (value, message) => {
    expect(() => parseAuthSettings(value)).toThrow(`Invalid /auth.json: ${message}`);
  });
});
