// The shell's implementation of the auth port (ARCHITECTURE §5) on MSAL 5 — the only module that
// knows MSAL. Loaded lazily after first paint. Redirect flow only: loginRedirect, the /redirect.html
// bridge page, handleRedirectPromise on return; tokens renewed silently with the refresh token.
import {
  BrowserCacheLocation,
  InteractionRequiredAuthError,
  ProtocolMode,
  PublicClientApplication,
  type AccountInfo,
  type Configuration,
} from '@azure/msal-browser';
import { LOGIN_FAILED, TOKEN_FAILED, type AuthPort, type AuthState, type AuthUser } from '@liftbook/shared';
import { fetchAuthSettings, type AuthSettings } from './auth-settings';

/** Spec §9: the token cache leeway — a token with less than this left is renewed before use. */
export const TOKEN_RENEWAL_LEEWAY_SECONDS = 60;

// What this tab last sent the browser away for, so the answer on return is reported as the
// spec's right failure ("Login failed" vs "Get access token failed") and a sign-out's ?state= is
// tidied away. sessionStorage: per tab, survives the round trip to the identity provider.
const PENDING_KEY = 'liftbook.auth.pending';
type Pending = 'login' | 'token' | 'logout';

function readPending(): Pending | null {
  try {
    const value = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
    return value === 'login' || value === 'token' || value === 'logout' ? value : null;
  } catch {
    return null;
  }
}

function writePending(value: Pending): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, value);
  } catch {
    // Storage disabled: only the failure message's wording is affected.
  }
}

/** MSAL's configuration for the settings in /auth.json, on the shell's `origin`. */
export function msalConfiguration(settings: AuthSettings, origin: string): Configuration {
  const oidc = settings.protocol === 'oidc';
  return {
    auth: {
      clientId: settings.clientId,
      authority: settings.authority,
      knownAuthorities: settings.knownAuthorities,
      // For the dev idp: discovery inline, so MSAL never fetches the https authority string and
      // uses the idp's real http://localhost endpoints (MSAL refuses an http authority).
      ...(settings.authorityMetadata ? { authorityMetadata: JSON.stringify(settings.authorityMetadata) } : {}),
      redirectUri: new URL(settings.redirectPath, origin).href,
      postLogoutRedirectUri: new URL(settings.postLogoutRedirectPath, origin).href,
      // Without offline_access: oidc-provider drops it from grants (no prompt=consent), and a
      // refresh request naming a scope the grant lacks is refused. The idp issues refresh tokens
      // to this client anyway. Entra keeps MSAL's defaults (openid profile offline_access).
      ...(oidc ? { OIDCOptions: { defaultScopes: ['openid', 'profile', 'email'] } } : {}),
    },
    // Shared by the user's tabs; MSAL 5 encrypts it with a key that lasts the browser session.
    cache: { cacheLocation: BrowserCacheLocation.LocalStorage },
    system: {
      protocolMode: oidc ? ProtocolMode.OIDC : ProtocolMode.AAD,
      tokenRenewalOffsetSeconds: TOKEN_RENEWAL_LEEWAY_SECONDS,
    },
  };
}

function userOf(account: AccountInfo): AuthUser {
  const claims = account.idTokenClaims ?? {};
  const email = typeof claims.email === 'string' ? claims.email : '';
  const username = account.username || email;
  const name = (typeof claims.name === 'string' && claims.name) || account.name || username;
  return { name, username };
}

export interface MsalAuthPortOptions {
  /** Where the settings come from; /auth.json on the shell's origin by default. */
  loadSettings?: () => Promise<AuthSettings>;
}

export function createMsalAuthPort(options: MsalAuthPortOptions = {}): AuthPort {
  const loadSettings = options.loadSettings ?? (() => fetchAuthSettings());
  let state: AuthState = { status: 'loading', user: null, error: null };
  const listeners = new Set<() => void>();
  let redirecting = false;

  const set = (next: Partial<AuthState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const signedIn = (client: PublicClientApplication): AccountInfo | null => {
    const account = client.getActiveAccount() ?? client.getAllAccounts()[0] ?? null;
    if (account) client.setActiveAccount(account);
    return account;
  };

  const ready: Promise<{ client: PublicClientApplication; settings: AuthSettings } | null> = (async () => {
    let pending: Pending | null = null;
    try {
      const settings = await loadSettings();
      const client = new PublicClientApplication(msalConfiguration(settings, window.location.origin));
      await client.initialize();
      pending = readPending();
      let result = null;
      let failed = false;
      try {
        result = await client.handleRedirectPromise();
      } catch (error) {
        console.error('Sign-in response was refused', error);
        failed = true;
      }
      if (pending === 'logout') tidyLogoutUrl();
      if (result?.account) client.setActiveAccount(result.account);
      const account = signedIn(client);
      set({
        status: account ? 'authenticated' : 'unauthenticated',
        user: account ? userOf(account) : null,
        error: failed ? (pending === 'token' ? TOKEN_FAILED : LOGIN_FAILED) : null,
      });
      return { client, settings };
    } catch (error) {
      // No settings, or MSAL would not start: signed out, and "Log In" reports the failure.
      console.error('Sign-in could not start', error);
      set({ status: 'unauthenticated', user: null, error: pending === 'token' ? TOKEN_FAILED : LOGIN_FAILED });
      return null;
    }
  })();

  const tokenFailed = (error?: unknown): Error => {
    if (error) console.error('Access token could not be had', error);
    set({ error: TOKEN_FAILED });
    return new Error(TOKEN_FAILED);
  };

  return {
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    async login() {
      const msal = await ready;
      if (!msal) return set({ error: LOGIN_FAILED });
      try {
        writePending('login');
        redirecting = true;
        // The api scope now: a refresh token covers only the scopes granted at sign-in.
        await msal.client.loginRedirect({ scopes: [msal.settings.apiScope], redirectStartPage: window.location.href });
      } catch (error) {
        redirecting = false;
        readPending();
        console.error('Sign-in could not start', error);
        set({ error: LOGIN_FAILED });
      }
    },

    async logout() {
      const msal = await ready;
      if (!msal) return set({ status: 'unauthenticated', user: null });
      const account = msal.client.getActiveAccount();
      try {
        writePending('logout');
        redirecting = true;
        // RP-initiated logout needs the client named (id_token_hint or client_id) for the provider
        // to honour post_logout_redirect_uri; MSAL 5 sends neither by itself.
        await msal.client.logoutRedirect({
          account,
          ...(account?.idToken ? { idTokenHint: account.idToken } : {}),
          extraQueryParameters: { client_id: msal.settings.clientId },
        });
      } catch (error) {
        // MSAL has already cleared this app's tokens; only the identity provider's session may remain.
        redirecting = false;
        readPending();
        console.error('Sign-out at the identity provider failed', error);
        set({ status: 'unauthenticated', user: null });
      }
    },

    async getAccessToken() {
      const msal = await ready;
      if (!msal) throw tokenFailed();
      const account = msal.client.getActiveAccount();
      if (!account) throw tokenFailed();
      const scopes = [msal.settings.apiScope];
      try {
        // From the cache while it has more than the leeway left, else renewed with the refresh token.
        const result = await msal.client.acquireTokenSilent({ scopes, account });
        if (!result.accessToken) throw new Error('empty access token');
        if (state.error) set({ error: null });
        return result.accessToken;
      } catch (error) {
        if (!(error instanceof InteractionRequiredAuthError)) throw tokenFailed(error);
        // The refresh token is gone or expired: sign in again by redirect, coming back here.
        if (redirecting) throw new Error(TOKEN_FAILED);
        try {
          writePending('token');
          redirecting = true;
          await msal.client.acquireTokenRedirect({ scopes, account, redirectStartPage: window.location.href });
        } catch (redirectError) {
          redirecting = false;
          readPending();
          throw tokenFailed(redirectError);
        }
        // The page is leaving for the identity provider; the caller's request simply fails meanwhile.
        throw new Error(TOKEN_FAILED);
      }
    },
  };
}

/** Drops the `state` the identity provider appends when returning from sign-out. */
function tidyLogoutUrl(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('state')) return;
  url.searchParams.delete('state');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
