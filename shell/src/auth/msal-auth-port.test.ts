// The auth port's state machine with MSAL replaced at the module boundary: what the shell and the
// remotes see (status, user, the spec's error strings) for each answer MSAL can give.
import type { AuthPort, AuthState } from '@liftbook/shared';
import { DEV_AUTH_SETTINGS } from '../testing/dev-auth-settings';
import { createMsalAuthPort, msalConfiguration } from './msal-auth-port';

jest.mock('@azure/msal-browser', () => {
  class InteractionRequiredAuthError extends Error {}
  return {
    InteractionRequiredAuthError,
    PublicClientApplication: jest.fn(() => mockClient),
    ProtocolMode: { AAD: 'AAD', OIDC: 'OIDC' },
    BrowserCacheLocation: { LocalStorage: 'localStorage' },
  };
});

// Only the auth port of shared matters here (its strings and types); the rest of the shared
// barrel (router, store, UI) is kept out of this unit test.
jest.mock('@liftbook/shared', () => jest.requireActual('../../../shared/src/auth/auth-port'));

// Referenced lazily by the mock factory above (jest allows `mock`-prefixed names there).
const mockClient = {
  initialize: jest.fn(),
  handleRedirectPromise: jest.fn(),
  getActiveAccount: jest.fn(),
  getAllAccounts: jest.fn(),
  setActiveAccount: jest.fn(),
  loginRedirect: jest.fn(),
  logoutRedirect: jest.fn(),
  acquireTokenSilent: jest.fn(),
  acquireTokenRedirect: jest.fn(),
};

const { InteractionRequiredAuthError, PublicClientApplication } = jest.requireMock('@azure/msal-browser') as {
  InteractionRequiredAuthError: new (message?: string) => Error;
  PublicClientApplication: jest.Mock;
};

const account = {
  homeAccountId: 'sub-1.localhost',
  environment: 'localhost:4000',
  tenantId: '',
  localAccountId: 'sub-1',
  username: 'sam@example.com',
  name: 'Sam',
  idToken: 'id.token.value',
  idTokenClaims: { name: 'Sam Lifter', email: 'sam@example.com' },
};

let active: typeof account | null;

beforeEach(() => {
  jest.clearAllMocks();
  window.sessionStorage.clear();
  active = null;
  mockClient.initialize.mockResolvedValue(undefined);
  mockClient.handleRedirectPromise.mockResolvedValue(null);
  mockClient.getAllAccounts.mockImplementation(() => (active ? [active] : []));
  mockClient.getActiveAccount.mockImplementation(() => active);
  mockClient.setActiveAccount.mockImplementation((a: typeof account | null) => {
    active = a;
  });
  mockClient.loginRedirect.mockResolvedValue(undefined);
  mockClient.logoutRedirect.mockResolvedValue(undefined);
  mockClient.acquireTokenRedirect.mockResolvedValue(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** Resolves with the first state that is no longer "loading". */
function settled(port: AuthPort): Promise<AuthState> {
  return new Promise((resolve) => {
    const check = () => {
      if (port.getState().status !== 'loading') {
        unsubscribe();
        resolve(port.getState());
      }
    };
    const unsubscribe = port.subscribe(check);
    check();
  });
}

function signedInAccount(): void {
  mockClient.getAllAccounts.mockImplementation(() => [account]);
}

const start = () => createMsalAuthPort({ loadSettings: async () => DEV_AUTH_SETTINGS });

describe('createMsalAuthPort: start-up', () => {
  test('starts "loading", then "authenticated" with the name and username of the ID token', async () => {
    signedInAccount();
    const port = start();
    expect(port.getState()).toEqual({ status: 'loading', user: null, error: null });
    expect(await settled(port)).toEqual({ status: 'authenticated', user: { name: 'Sam Lifter', username: 'sam@example.com' }, error: null });
    expect(mockClient.initialize).toHaveBeenCalled();
    expect(mockClient.handleRedirectPromise).toHaveBeenCalled();
    expect(mockClient.setActiveAccount).toHaveBeenCalledWith(account);
  });

  test('takes the account of a sign-in that just came back', async () => {
    mockClient.handleRedirectPromise.mockResolvedValue({ account: { ...account, idTokenClaims: {}, name: undefined } });
    expect(await settled(start())).toEqual({ status: 'authenticated', user: { name: 'sam@example.com', username: 'sam@example.com' }, error: null });
  });

  test('"unauthenticated" without an account', async () => {
    expect(await settled(start())).toEqual({ status: 'unauthenticated', user: null, error: null });
  });

  test('a refused sign-in response (e.g. Cancel at the idp) is "Login failed", kept in state', async () => {
    window.sessionStorage.setItem('liftbook.auth.pending', 'login');
    mockClient.handleRedirectPromise.mockRejectedValue(new Error('access_denied'));
    expect(await settled(start())).toEqual({ status: 'unauthenticated', user: null, error: 'Login failed' });
  });

  test('a refused token redirect is "Get access token failed", and the user stays signed in', async () => {
    signedInAccount();
    window.sessionStorage.setItem('liftbook.auth.pending', 'token');
    mockClient.handleRedirectPromise.mockRejectedValue(new Error('login_required'));
    expect(await settled(start())).toEqual({
      status: 'authenticated',
      user: { name: 'Sam Lifter', username: 'sam@example.com' },
      error: 'Get access token failed',
    });
  });

  test('reads /auth.json by default; a missing file leaves the user signed out with "Login failed"', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: false, status: 404, json: async () => ({}) });
    Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
    const port = createMsalAuthPort();
    expect(await settled(port)).toEqual({ status: 'unauthenticated', user: null, error: 'Login failed' });
    expect(fetchMock).toHaveBeenCalledWith('/auth.json', expect.anything());
    expect(PublicClientApplication).not.toHaveBeenCalled();
    await expect(port.getAccessToken()).rejects.toThrow('Get access token failed');
  });

  test('settings from /auth.json are checked and used', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => DEV_AUTH_SETTINGS });
    Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
    await settled(createMsalAuthPort());
    const [config] = PublicClientApplication.mock.calls[0] as [ReturnType<typeof msalConfiguration>];
    expect(config.auth.clientId).toBe('liftbook-spa');
    expect(JSON.parse(config.auth.authorityMetadata!)).toEqual(DEV_AUTH_SETTINGS.authorityMetadata);
  });
});

describe('createMsalAuthPort: login and logout', () => {
  test('login redirects with the api scope, back to the current page', async () => {
    const port = start();
    await settled(port);
    await port.login();
    expect(mockClient.loginRedirect).toHaveBeenCalledWith({ scopes: ['api://liftbook/access'], redirectStartPage: window.location.href });
    expect(window.sessionStorage.getItem('liftbook.auth.pending')).toBe('login');
  });

  test('a login that cannot start is "Login failed"', async () => {
    mockClient.loginRedirect.mockRejectedValue(new Error('interaction_in_progress'));
    const port = start();
    await settled(port);
    await port.login();
    expect(port.getState()).toEqual({ status: 'unauthenticated', user: null, error: 'Login failed' });
  });

  test('logout redirects to the identity provider naming the client and the account', async () => {
    signedInAccount();
    const port = start();
    await settled(port);
    await port.logout();
    expect(mockClient.logoutRedirect).toHaveBeenCalledWith({
      account,
      idTokenHint: 'id.token.value',
      extraQueryParameters: { client_id: 'liftbook-spa' },
    });
  });

  test('coming back from logout tidies the ?state= the provider appends', async () => {
    window.history.replaceState(null, '', '/?state=abc');
    window.sessionStorage.setItem('liftbook.auth.pending', 'logout');
    await settled(start());
    expect(window.location.search).toBe('');
  });
});

describe('createMsalAuthPort: access tokens', () => {
  async function signedIn(): Promise<AuthPort> {
    signedInAccount();
    const port = start();
    await settled(port);
    return port;
  }

  test('returns the silent token for the api scope', async () => {
    const port = await signedIn();
    mockClient.acquireTokenSilent.mockResolvedValue({ accessToken: 'jwt-1' });
    await expect(port.getAccessToken()).resolves.toBe('jwt-1');
    expect(mockClient.acquireTokenSilent).toHaveBeenCalledWith({ scopes: ['api://liftbook/access'], account });
  });

  test('a failure is "Get access token failed" in state and in the rejection; the next success clears it', async () => {
    const port = await signedIn();
    mockClient.acquireTokenSilent.mockRejectedValueOnce(new Error('network down'));
    await expect(port.getAccessToken()).rejects.toThrow(new Error('Get access token failed'));
    expect(port.getState().error).toBe('Get access token failed');
    expect(port.getState().status).toBe('authenticated');

    mockClient.acquireTokenSilent.mockResolvedValueOnce({ accessToken: 'jwt-2' });
    await expect(port.getAccessToken()).resolves.toBe('jwt-2');
    expect(port.getState().error).toBeNull();
  });

  test('interaction required: one redirect to sign in again, the call itself fails meanwhile', async () => {
    const port = await signedIn();
    mockClient.acquireTokenSilent.mockRejectedValue(new InteractionRequiredAuthError('login_required'));
    await expect(port.getAccessToken()).rejects.toThrow('Get access token failed');
    await expect(port.getAccessToken()).rejects.toThrow('Get access token failed');
    expect(mockClient.acquireTokenRedirect).toHaveBeenCalledTimes(1);
    expect(mockClient.acquireTokenRedirect).toHaveBeenCalledWith({ scopes: ['api://liftbook/access'], account, redirectStartPage: window.location.href });
    expect(window.sessionStorage.getItem('liftbook.auth.pending')).toBe('token');
    // Leaving the page is not an error to show.
    expect(port.getState().error).toBeNull();
  });

  test('a token redirect that cannot start is "Get access token failed"', async () => {
    const port = await signedIn();
    mockClient.acquireTokenSilent.mockRejectedValue(new InteractionRequiredAuthError('login_required'));
    mockClient.acquireTokenRedirect.mockRejectedValue(new Error('interaction_in_progress'));
    await expect(port.getAccessToken()).rejects.toThrow('Get access token failed');
    expect(port.getState().error).toBe('Get access token failed');
  });

  test('signed out: no token, "Get access token failed"', async () => {
    const port = start();
    await settled(port);
    await expect(port.getAccessToken()).rejects.toThrow('Get access token failed');
    expect(mockClient.acquireTokenSilent).not.toHaveBeenCalled();
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
