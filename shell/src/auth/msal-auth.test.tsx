// Sign-in as the shell runs it: the real MsalProvider and hooks of msal-react over a fake MSAL
// client that keeps accounts and fires MSAL's events as the real one does. What is checked is what
// the shell and the remotes see through the auth port.
import {
  BrowserAuthError,
  BrowserAuthErrorCodes,
  EventType,
  InteractionType,
  type AccountInfo,
  type EventCallbackFunction,
  type EventMessage,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import { getAuthPort, type AuthPort } from '@liftbook/shared';
import { act, render, waitFor } from '@testing-library/react';
import { DEV_AUTH_SETTINGS } from '../testing/dev-auth-settings';
import { startMsal } from './msal-auth';
import { KEPT_SIGN_IN_KEY } from './persistent-sign-in';

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

/** MSAL's client as msal-react and the port use it: accounts, the active one, events. */
class FakeMsal {
  accounts: AccountInfo[] = [];
  active: AccountInfo | null = null;
  private callbacks = new Map<string, EventCallbackFunction>();
  private lastCallbackId = 0;
  private leaving = false;
  private readonly logger = { clone: () => this.logger, info() {}, verbose() {}, warning() {}, error() {}, trace() {} };
  initialize = jest.fn(async () => undefined);
  handleRedirectPromise = jest.fn(async (): Promise<{ account: AccountInfo } | null> => null);
  initializeWrapperLibrary() {}
  getLogger = () => this.logger;
  addEventCallback(callback: EventCallbackFunction) {
    const id = String((this.lastCallbackId += 1));
    this.callbacks.set(id, callback);
    return id;
  }
  removeEventCallback(id: string) {
    this.callbacks.delete(id);
  }
  emit(eventType: EventMessage['eventType'], interactionType: InteractionType | null = null) {
    const message = { eventType, interactionType, payload: null, error: null, timestamp: Date.now() } as EventMessage;
    for (const callback of this.callbacks.values()) callback(message);
  }
  getAllAccounts = () => this.accounts;
  getActiveAccount = () => this.active;
  setActiveAccount = jest.fn((next: AccountInfo | null) => {
    this.active = next;
    this.emit(EventType.ACTIVE_ACCOUNT_CHANGED);
  });
  loginRedirect = jest.fn(async () => {
    if (this.leaving) throw new BrowserAuthError(BrowserAuthErrorCodes.interactionInProgress, 'test');
    this.leaving = true;
    this.emit(EventType.ACQUIRE_TOKEN_START, InteractionType.Redirect);
  });
  /** Clears the cache, then (in the browser) leaves for the identity provider. */
  logoutRedirect = jest.fn(async () => {
    this.emit(EventType.LOGOUT_START, InteractionType.Redirect);
    this.accounts = [];
    this.active = null;
    this.emit(EventType.LOGOUT_END, InteractionType.Redirect);
  });
  acquireTokenSilent = jest.fn(async () => ({ accessToken: 'jwt' }));
  clearCache = jest.fn(async () => {
    this.accounts = [];
    this.active = null;
  });
  /** MSAL's network client as its configuration holds it: the token endpoint answers with a refresh token. */
  configuration = {
    system: {
      networkClient: {
        sendGetRequestAsync: jest.fn(),
        sendPostRequestAsync: jest.fn(async (_url: string, _options?: object) => ({
          status: 200,
          headers: {},
          body: { access_token: 'jwt', refresh_token: 'rt-from-the-wire' },
        })),
      },
    },
  };
  getConfiguration = () => this.configuration;
}

let msal: FakeMsal;
beforeEach(() => {
  msal = new FakeMsal();
  window.sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const start = () => startMsal({ loadSettings: async () => DEV_AUTH_SETTINGS, createClient: () => msal as unknown as IPublicClientApplication });

/** Renders what startMsal returns; resolves with the port once MsalProvider has provided it. */
async function signInTree(): Promise<AuthPort> {
  const before = getAuthPort();
  render(await start());
  await waitFor(() => expect(getAuthPort()).not.toBe(before));
  return getAuthPort()!;
}

test('a returning lifter: the port is provided once MSAL has settled, signed in as the ID token says', async () => {
  msal.accounts = [account];
  msal.active = account;
  const port = await signInTree();
  expect(msal.initialize).toHaveBeenCalled();
  expect(msal.handleRedirectPromise).toHaveBeenCalled();
  expect(port.getState()).toEqual({ status: 'authenticated', user: SAM, error: null });
  await expect(port.getAccessToken()).resolves.toBe('jwt');
  expect(msal.acquireTokenSilent).toHaveBeenCalledWith({ scopes: ['api://liftbook/access'], account });
});

test('an account but none active (signed in from another tab): it becomes the active one', async () => {
  msal.accounts = [account];
  const port = await signInTree();
  expect(port.getState()).toMatchObject({ status: 'authenticated', user: SAM });
  await waitFor(() => expect(msal.setActiveAccount).toHaveBeenCalledWith(account));
});

test('a sign-in that just came back: its account is the active one', async () => {
  msal.handleRedirectPromise.mockImplementation(async () => {
    msal.accounts = [account];
    return { account };
  });
  const port = await signInTree();
  expect(msal.setActiveAccount).toHaveBeenCalledWith(account);
  expect(port.getState()).toEqual({ status: 'authenticated', user: SAM, error: null });
});

test('a visitor: signed out; Log In leaves for the identity provider', async () => {
  const port = await signInTree();
  expect(port.getState()).toEqual({ status: 'unauthenticated', user: null, error: null });
  await act(() => port.login());
  expect(msal.loginRedirect).toHaveBeenCalledWith({ scopes: ['api://liftbook/access'], redirectStartPage: window.location.href });
});

test('a refused sign-in response (e.g. Cancel at the idp) is "Login failed"', async () => {
  window.sessionStorage.setItem('liftbook.auth.pending', 'login');
  msal.handleRedirectPromise.mockRejectedValue(new Error('access_denied'));
  const port = await signInTree();
  expect(port.getState()).toEqual({ status: 'unauthenticated', user: null, error: 'Login failed' });
});

test('a refused token redirect is "Get access token failed", and the lifter stays signed in', async () => {
  msal.accounts = [account];
  msal.active = account;
  window.sessionStorage.setItem('liftbook.auth.pending', 'token');
  msal.handleRedirectPromise.mockRejectedValue(new Error('login_required'));
  const port = await signInTree();
  expect(port.getState()).toEqual({ status: 'authenticated', user: SAM, error: 'Get access token failed' });
});

test('signing out: msal-react sees the account go, and so does everyone reading the port', async () => {
  msal.accounts = [account];
  msal.active = account;
  const port = await signInTree();
  await act(() => port.logout());
  expect(msal.logoutRedirect).toHaveBeenCalledWith({ account, idTokenHint: 'id.token.value', extraQueryParameters: { client_id: 'liftbook-spa' } });
  await waitFor(() => expect(port.getState()).toEqual({ status: 'unauthenticated', user: null, error: null }));
});

test('coming back from logout tidies the ?state= the provider appends', async () => {
  window.history.replaceState(null, '', '/?state=abc');
  window.sessionStorage.setItem('liftbook.auth.pending', 'logout');
  await signInTree();
  expect(window.location.search).toBe('');
});

test("a start with an account keeps the key of its cache; one without forgets it and MSAL's fresh cookie", async () => {
  window.localStorage.clear();
  document.cookie = 'msal.cache.encryption=key-1;path=/';
  msal.accounts = [account];
  await signInTree();
  expect(window.localStorage.getItem(KEPT_SIGN_IN_KEY)).toBe('key-1');

  msal = new FakeMsal();
  document.cookie = 'msal.cache.encryption=key-2;path=/';
  await signInTree();
  expect(window.localStorage.getItem(KEPT_SIGN_IN_KEY)).toBeNull();
  expect(document.cookie).not.toContain('msal.cache.encryption');
});

test('Log Out revokes the refresh token MSAL last received on this page', async () => {
  msal.accounts = [account];
  msal.active = account;
  const port = await signInTree();
  // What MSAL does on a refresh: a POST to the token endpoint through its configured network client.
  await msal.configuration.system.networkClient.sendPostRequestAsync('http://localhost:4000/token', { body: 'grant_type=refresh_token' });
  const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200 });
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
  await act(() => port.logout());
  expect(fetchMock).toHaveBeenCalledWith('http://localhost:4000/token/revocation', expect.objectContaining({ method: 'POST' }));
  expect(new URLSearchParams(String(fetchMock.mock.calls[0]![1].body)).get('token')).toBe('rt-from-the-wire');
  expect(msal.clearCache).toHaveBeenCalled();
});

test('settings come from /auth.json; without them sign-in cannot start (startAuth then shows "Login failed")', async () => {
  const fetchMock = jest.fn().mockResolvedValue({ ok: false, status: 404, json: async () => ({}) });
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
  const createClient = jest.fn();
  await expect(startMsal({ createClient })).rejects.toThrow();
  expect(fetchMock).toHaveBeenCalledWith('/auth.json', expect.anything());
  expect(createClient).not.toHaveBeenCalled();
});
