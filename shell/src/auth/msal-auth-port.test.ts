// The auth port over MSAL: what the shell and the remotes see (status, user, the spec's error
// strings) for each view msal-react hands it and each answer MSAL gives. MSAL's client is a fake
// here; msal-auth.test.tsx runs the port under the real MsalProvider.
import {
  BrowserAuthError,
  BrowserAuthErrorCodes,
  CacheLookupPolicy,
  InteractionRequiredAuthError,
  InteractionStatus,
  type AccountInfo,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import { DEV_AUTH_SETTINGS } from '../testing/dev-auth-settings';
import { createMsalAuthPort, msalConfiguration, readPending, type MsalAuthPort } from './msal-auth-port';
import { KEPT_SIGN_IN_KEY } from './persistent-sign-in';
import type { RefreshTokenWatch } from './refresh-token-watch';

// Only the auth port of shared matters here (its strings and types); the rest of the shared
// barrel (router, store, UI) is kept out of this unit test.
// Log Out also clears the outbox; here there is none, and the call is recorded.
const mockClearOfflineData = jest.fn(async () => undefined);
jest.mock('@liftbook/shared', () => ({ ...jest.requireActual('../../../shared/src/auth/auth-port'), clearOfflineData: () => mockClearOfflineData() }));

const account: AccountInfo = {
  homeAccountId: 'sub-1.localhost',
  environment: 'localhost:4000',
  tenantId: '',
  localAccountId: 'sub-1',
  username: 'sam@example.com',
  name: 'Sam',
  idToken: 'id.token.value',
  idTokenClaims: { name: 'Sam Lifter', email: 'sam@example.com' },
};
const SAM = { name: 'Sam Lifter', username: 'sam@example.com', id: 'sub-1.localhost' };

/** The calls the port makes, each a mock; MSAL's interaction lock as MSAL keeps it. */
function fakeClient() {
  let leaving = false;
  const redirect = jest.fn(async () => {
    if (leaving) throw new BrowserAuthError(BrowserAuthErrorCodes.interactionInProgress, 'test');
    leaving = true;
  });
  return {
    loginRedirect: redirect,
    acquireTokenRedirect: redirect,
    logoutRedirect: jest.fn(async () => undefined),
    clearCache: jest.fn(async () => undefined),
    acquireTokenSilent: jest.fn(),
  };
}

let client: ReturnType<typeof fakeClient>;
beforeEach(() => {
  client = fakeClient();
  window.sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function port(
  view: { inProgress?: InteractionStatus; account?: AccountInfo | null } = {},
  startupError: string | null = null,
  watch: RefreshTokenWatch | null = null,
  settings = DEV_AUTH_SETTINGS,
): MsalAuthPort {
  const created = createMsalAuthPort(client as unknown as IPublicClientApplication, settings, startupError, watch);
  created.sync({ inProgress: view.inProgress ?? InteractionStatus.None, account: view.account === undefined ? account : view.account });
  return created;
}

describe('createMsalAuthPort: what msal-react says, translated', () => {
  test.each([
    ['MSAL starting', InteractionStatus.Startup, account, { status: 'loading', user: null }],
    ['a redirect being handled', InteractionStatus.HandleRedirect, account, { status: 'loading', user: null }],
    ['an account, nothing under way', InteractionStatus.None, account, { status: 'authenticated', user: SAM }],
    ['no account', InteractionStatus.None, null, { status: 'unauthenticated', user: null }],
    ['an account, leaving for a token', InteractionStatus.AcquireToken, account, { status: 'authenticated', user: SAM }],
    ['no account, leaving to sign in', InteractionStatus.AcquireToken, null, { status: 'unauthenticated', user: null }],
  ])('%s', (_, inProgress, given, expected) => {
    expect(port({ inProgress, account: given }).getState()).toEqual({ ...expected, error: null });
  });

  test('the name falls back to the account name, then the username; the username to the email claim', () => {
    expect(port({ account: { ...account, idTokenClaims: {} } }).getState().user).toEqual({ name: 'Sam', username: 'sam@example.com', id: 'sub-1.localhost' });
    expect(port({ account: { ...account, idTokenClaims: {}, name: undefined } }).getState().user).toEqual({
      name: 'sam@example.com',
      username: 'sam@example.com',
      id: 'sub-1.localhost',
    });
    expect(port({ account: { ...account, username: '', idTokenClaims: { email: 'e@example.com' } } }).getState().user).toEqual({
      name: 'Sam',
      username: 'e@example.com',
      id: 'sub-1.localhost',
    });
  });

  test('another account is a change even under the same name (offline data is kept per account: its homeAccountId)', () => {
    const p = port({ account });
    const heard = jest.fn();
    p.subscribe(heard);
    p.sync({ inProgress: InteractionStatus.None, account: { ...account, homeAccountId: 'sub-2.localhost' } });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(p.getState().user).toEqual({ ...SAM, id: 'sub-2.localhost' });
  });

  test('subscribers hear a change, and only a change (the snapshot is stable otherwise)', () => {
    const p = port({ account: null });
    const heard = jest.fn();
    p.subscribe(heard);
    const before = p.getState();
    p.sync({ inProgress: InteractionStatus.None, account: null });
    expect(heard).not.toHaveBeenCalled();
    expect(p.getState()).toBe(before);
    p.sync({ inProgress: InteractionStatus.None, account });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(p.getState()).toEqual({ status: 'authenticated', user: SAM, error: null });
  });

  test('a failure from the start (a refused redirect) is shown until the next success', async () => {
    const p = port({}, 'Get access token failed');
    expect(p.getState()).toEqual({ status: 'authenticated', user: SAM, error: 'Get access token failed' });
    client.acquireTokenSilent.mockResolvedValue({ accessToken: 'jwt' });
    await p.getAccessToken();
    expect(p.getState().error).toBeNull();
  });
});

describe('createMsalAuthPort: login and logout', () => {
  test('login redirects with the api scope, back to the current page', async () => {
    await port({ account: null }).login();
    expect(client.loginRedirect).toHaveBeenCalledWith({ scopes: ['api://liftbook/access'], redirectStartPage: window.location.href });
    expect(window.sessionStorage.getItem('liftbook.auth.pending')).toBe('login');
  });

  test('a login that cannot start is "Login failed"', async () => {
    client.loginRedirect.mockRejectedValueOnce(new Error('popup blocked'));
    const p = port({ account: null });
    await p.login();
    expect(p.getState()).toEqual({ status: 'unauthenticated', user: null, error: 'Login failed' });
    expect(window.sessionStorage.getItem('liftbook.auth.pending')).toBeNull();
  });

  test('with storage blocked (reading sessionStorage throws), login still redirects and nothing is pending on return', async () => {
    jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await port({ account: null }).login();
    expect(client.loginRedirect).toHaveBeenCalledTimes(1);
    expect(readPending()).toBeNull();
  });

  test('a second Log In while the page is already leaving is no failure', async () => {
    const p = port({ account: null });
    await p.login();
    await p.login();
    expect(p.getState().error).toBeNull();
    expect(window.sessionStorage.getItem('liftbook.auth.pending')).toBe('login');
  });

  test('logout redirects to the identity provider naming the client and the account', async () => {
    await port().logout();
    expect(mockClearOfflineData).toHaveBeenCalled();
    expect(client.logoutRedirect).toHaveBeenCalledWith({
      account,
      idTokenHint: 'id.token.value',
      extraQueryParameters: { client_id: 'liftbook-spa' },
    });
    expect(window.sessionStorage.getItem('liftbook.auth.pending')).toBe('logout');
  });
});

describe('createMsalAuthPort: Log Out leaves no way to a token', () => {
  /** The refresh tokens MSAL's token answers carried on this page (refresh-token-watch.ts). */
  function watch(latest: string | null = null) {
    return {
      seen: (token: string) => {
        latest = token;
      },
      latest: () => latest,
      forget: () => {
        latest = null;
      },
    };
  }
  let fetchMock: jest.Mock;
  const calls: string[] = [];
  beforeEach(() => {
    calls.length = 0;
    fetchMock = jest.fn(async () => {
      calls.push('revoke');
      return { ok: true, status: 200 };
    });
    Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
    client.clearCache.mockImplementation(async () => void calls.push('clearCache'));
    client.logoutRedirect.mockImplementation(async () => void calls.push('logoutRedirect'));
    window.localStorage.clear();
  });

  function revokedToken(): string | null {
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://localhost:4000/token/revocation');
    const body = new URLSearchParams(String(init.body));
    expect(body.get('client_id')).toBe('liftbook-spa');
    expect(body.get('token_type_hint')).toBe('refresh_token');
    return body.get('token');
  }

  test('revokes the refresh token, clears MSAL and everything it wrote, the key and its cookie, then ends the session', async () => {
    window.localStorage.setItem('msal.account.keys', '["sub-1"]');
    window.localStorage.setItem('sub-1.localhost-localhost:4000-refreshtoken-liftbook-spa----', '{"id":"k","data":"d"}');
    window.localStorage.setItem(KEPT_SIGN_IN_KEY, 'key');
    window.sessionStorage.setItem('msal.liftbook-spa.request.params', 'p');
    document.cookie = 'msal.cache.encryption=key;path=/';
    const seen = watch('rt-1');
    await port({}, null, seen).logout();

    expect(revokedToken()).toBe('rt-1');
    expect(calls).toEqual(['revoke', 'clearCache', 'logoutRedirect']);
    expect(seen.latest()).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(Object.keys(window.sessionStorage)).toEqual(['liftbook.auth.pending']);
    expect(document.cookie).not.toContain('msal.cache.encryption');
    expect(client.logoutRedirect).toHaveBeenCalledWith({ account, idTokenHint: 'id.token.value', extraQueryParameters: { client_id: 'liftbook-spa' } });
  });

  test('a page that has seen no refresh token refreshes once (from the refresh token, never a cached access token) and revokes the new one', async () => {
    const seen = watch();
    client.acquireTokenSilent.mockImplementation(async () => {
      seen.seen('rt-fresh');
      return { accessToken: 'jwt' };
    });
    await port({}, null, seen).logout();
    expect(client.acquireTokenSilent).toHaveBeenCalledWith({ scopes: ['api://liftbook/access'], account, cacheLookupPolicy: CacheLookupPolicy.RefreshToken });
    expect(revokedToken()).toBe('rt-fresh');
  });

  test.each([
    ['the provider cannot be reached', () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))],
    ['the provider refuses', () => fetchMock.mockResolvedValueOnce({ ok: false, status: 503 })],
    ['no refresh token can be had (offline, or it ran out)', () => client.acquireTokenSilent.mockRejectedValueOnce(new Error('offline'))],
  ])('%s: Log Out still clears everything and ends the session', async (_, arrange) => {
    arrange();
    window.localStorage.setItem('msal.account.keys', '["sub-1"]');
    await port({}, null, watch(client.acquireTokenSilent.getMockImplementation() ? null : 'rt-1')).logout();
    expect(client.clearCache).toHaveBeenCalled();
    expect(window.localStorage.length).toBe(0);
    expect(client.logoutRedirect).toHaveBeenCalled();
  });

  test('a provider without a revocation endpoint (Entra ID): no refresh, nothing sent, the rest as always', async () => {
    const { revocation_endpoint: _none, ...metadata } = DEV_AUTH_SETTINGS.authorityMetadata!;
    await port({}, null, watch(), { ...DEV_AUTH_SETTINGS, authorityMetadata: metadata }).logout();
    expect(client.acquireTokenSilent).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(calls).toEqual(['clearCache', 'logoutRedirect']);
  });
});

describe('createMsalAuthPort: access tokens', () => {
  test('returns the silent token for the api scope and the account msal-react names', async () => {
    client.acquireTokenSilent.mockResolvedValue({ accessToken: 'jwt-1' });
    await expect(port().getAccessToken()).resolves.toBe('jwt-1');
    expect(client.acquireTokenSilent).toHaveBeenCalledWith({ scopes: ['api://liftbook/access'], account });
  });

  test('a failure is "Get access token failed" in state and in the rejection; the next success clears it', async () => {
    const p = port();
    client.acquireTokenSilent.mockRejectedValueOnce(new Error('network down'));
    await expect(p.getAccessToken()).rejects.toThrow(new Error('Get access token failed'));
    expect(p.getState()).toMatchObject({ status: 'authenticated', error: 'Get access token failed' });

    client.acquireTokenSilent.mockResolvedValueOnce({ accessToken: 'jwt-2' });
    await expect(p.getAccessToken()).resolves.toBe('jwt-2');
    expect(p.getState().error).toBeNull();
  });

  test('no network (a token that ran out offline): the call fails, and that is no error to show; no redirect', async () => {
    const p = port();
    client.acquireTokenSilent.mockRejectedValueOnce(new BrowserAuthError(BrowserAuthErrorCodes.noNetworkConnectivity, 'offline'));
    await expect(p.getAccessToken()).rejects.toThrow(new Error('Get access token failed'));
    expect(p.getState().error).toBeNull();
    expect(client.acquireTokenRedirect).not.toHaveBeenCalled();
  });

  test('interaction required: one redirect to sign in again; calls fail meanwhile, and that is no error to show', async () => {
    const p = port();
    client.acquireTokenSilent.mockRejectedValue(new InteractionRequiredAuthError('login_required', 'test'));
    await expect(Promise.all([p.getAccessToken(), p.getAccessToken()])).rejects.toThrow('Get access token failed');
    await expect(p.getAccessToken()).rejects.toThrow('Get access token failed');
    expect(client.acquireTokenRedirect).toHaveBeenCalledWith({ scopes: ['api://liftbook/access'], account, redirectStartPage: window.location.href });
    expect(await client.acquireTokenRedirect.mock.results[0]!.value).toBeUndefined(); // the first started
    for (const later of client.acquireTokenRedirect.mock.results.slice(1)) await expect(later.value).rejects.toThrow(BrowserAuthError);
    expect(window.sessionStorage.getItem('liftbook.auth.pending')).toBe('token');
    expect(p.getState().error).toBeNull();
  });

  test('a token redirect that cannot start is "Get access token failed"', async () => {
    const p = port();
    client.acquireTokenSilent.mockRejectedValue(new InteractionRequiredAuthError('login_required', 'test'));
    client.acquireTokenRedirect.mockRejectedValueOnce(new Error('navigation refused'));
    await expect(p.getAccessToken()).rejects.toThrow('Get access token failed');
    expect(p.getState().error).toBe('Get access token failed');
    expect(window.sessionStorage.getItem('liftbook.auth.pending')).toBeNull();
  });

  test('signed out: no token, "Get access token failed"', async () => {
    const p = port({ account: null });
    await expect(p.getAccessToken()).rejects.toThrow('Get access token failed');
    expect(client.acquireTokenSilent).not.toHaveBeenCalled();
  });
});

describe('msalConfiguration', () => {
  test('dev idp: https authority name, inline discovery, OIDC mode, 60 s leeway, no offline_access', () => {
    const config = msalConfiguration(DEV_AUTH_SETTINGS, 'http://localhost:8080');
    expect(config.auth).toMatchObject({
      clientId: 'liftbook-spa',
      authority: 'https://localhost:4000/',
      knownAuthorities: ['localhost:4000'],
      redirectUri: 'http://localhost:8080/redirect.html',
      postLogoutRedirectUri: 'http://localhost:8080/',
      OIDCOptions: { defaultScopes: ['openid', 'profile', 'email'] },
    });
    expect(JSON.parse(config.auth.authorityMetadata!)).toEqual(DEV_AUTH_SETTINGS.authorityMetadata);
    expect(config.system).toMatchObject({ protocolMode: 'OIDC', tokenRenewalOffsetSeconds: 60 });
  });

  test('Entra ID: MSAL defaults (AAD mode, its own discovery and default scopes)', () => {
    const config = msalConfiguration(
      {
        protocol: 'entra',
        clientId: 'app-id',
        authority: 'https://login.microsoftonline.com/tenant-id',
        knownAuthorities: [],
        apiScope: 'api://api-id/access',
        redirectPath: '/redirect.html',
        postLogoutRedirectPath: '/',
      },
      'https://liftbook.app',
    );
    expect(config.auth.authorityMetadata).toBeUndefined();
    expect(config.auth.OIDCOptions).toBeUndefined();
    expect(config.auth.redirectUri).toBe('https://liftbook.app/redirect.html');
    expect(config.system).toMatchObject({ protocolMode: 'AAD', tokenRenewalOffsetSeconds: 60 });
  });
});
