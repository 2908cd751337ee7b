// The shell's implementation of the auth port (docs/architecture.md §5) on MSAL 5 and msal-react — with
// msal-auth.tsx, the only modules that know MSAL, loaded after first paint. Redirect flow only:
// loginRedirect, the /redirect.html bridge page, handleRedirectPromise on return; tokens renewed
// silently with the refresh token.
//
// Who the lifter is and whether an interaction is under way are MSAL's state, and msal-react is
// what tracks them (MsalProvider's accounts and inProgress, useAccount): msal-auth.tsx hands them
// to this port with sync(), and the port only translates them for the remotes, which never see
// MSAL. What MSAL does not know is kept here: the spec's message of the last failure, and what a
// redirect was for (to word that message).
//
// Log Out leaves nothing on the device that can mint a token, and nothing at the identity provider
// that a copied token could use (docs/security.md, "Signing out"): the refresh token is revoked,
// MSAL's cache and every entry and key it wrote are removed, then the session is ended there.
import {
  BrowserAuthError,
  BrowserAuthErrorCodes,
  BrowserCacheLocation,
  CacheLookupPolicy,
  InteractionRequiredAuthError,
  InteractionStatus,
  ProtocolMode,
  type AccountInfo,
  type Configuration,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import { clearOfflineData, LOGIN_FAILED, TOKEN_FAILED, type AuthPort, type AuthState, type AuthUser } from '@liftbook/shared';
import { browserStorage } from '@liftbook/shared/storage';
import type { AuthSettings } from './auth-settings';
import { forgetSignIn } from './persistent-sign-in';
import type { RefreshTokenWatch } from './refresh-token-watch';
import { SIGN_IN_PENDING_KEY } from './signed-in-hint';

/** docs/product.md §9: the token cache leeway — a token with less than this left is renewed before use. */
export const TOKEN_RENEWAL_LEEWAY_SECONDS = 60;

/** How long Log Out waits for the identity provider to revoke the refresh token before going on. */
export const REVOCATION_TIMEOUT_MS = 5000;

// What this tab last sent the browser away for, so the answer on return is reported as the
// spec's right failure ("Login failed" vs "Get access token failed") and a sign-out's ?state= is
// tidied away. sessionStorage: per tab, survives the round trip to the identity provider.
const PENDING_KEY = SIGN_IN_PENDING_KEY;
type Pending = 'login' | 'token' | 'logout';

export function readPending(): Pending | null {
  const storage = browserStorage('session');
  const value = storage?.getItem(PENDING_KEY) ?? null;
  storage?.removeItem(PENDING_KEY);
  return value === 'login' || value === 'token' || value === 'logout' ? value : null;
}

function writePending(value: Pending): void {
  try {
    browserStorage('session')?.setItem(PENDING_KEY, value);
  } catch {
    // Full (a quota error): only the failure message's wording is affected. No storage at all is null above.
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
  // homeAccountId: MSAL's stable key of the account, known from its cache before any request (and
  // offline), unlike the api's user id; offline data is kept per account under it.
  return { name, username, id: account.homeAccountId };
}

/** What msal-react knows, as msal-auth.tsx hands it over. */
export interface MsalView {
  inProgress: InteractionStatus;
  /** The signed-in account (msal-react's useAccount, else its first account), or null. */
  account: AccountInfo | null;
}

export interface MsalAuthPort extends AuthPort {
  /** Takes msal-react's current view; notifies subscribers when what they see changes. */
  sync(view: MsalView): void;
}

/** MSAL's own lock: another redirect is already under way (the page is leaving). */
function interactionInProgress(error: unknown): boolean {
  return error instanceof BrowserAuthError && error.errorCode === BrowserAuthErrorCodes.interactionInProgress;
}

/**
 * The auth port over `client`. `startupError` is the spec's message for a redirect that came back
 * refused (msal-auth.tsx reads it from handleRedirectPromise), shown until the next success.
 */
export function createMsalAuthPort(
  client: IPublicClientApplication,
  settings: AuthSettings,
  startupError: string | null = null,
  refreshTokens: RefreshTokenWatch | null = null,
): MsalAuthPort {
  let view: MsalView = { inProgress: InteractionStatus.Startup, account: null };
  let state: AuthState = { status: 'loading', user: null, error: startupError };
  const listeners = new Set<() => void>();

  const publish = (next: AuthState) => {
    const same =
      next.status === state.status &&
      next.error === state.error &&
      next.user?.name === state.user?.name &&
      next.user?.username === state.user?.username &&
      next.user?.id === state.user?.id;
    if (same) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const setError = (error: string | null) => publish({ ...state, error });
  const tokenFailed = (error?: unknown): Error => {
    if (error) console.error('Access token could not be had', error);
    setError(TOKEN_FAILED);
    return new Error(TOKEN_FAILED);
  };

  /**
   * Revokes the sign-in's refresh token at the identity provider (and with it the grant: every
   * token of this sign-in). A page that has seen none refreshes once to have one. Best effort and
   * bounded: offline, or with a provider that has no revocation endpoint (Entra ID), Log Out goes on.
   */
  const revokeRefreshToken = async (account: AccountInfo | null) => {
    const endpoint = settings.authorityMetadata?.revocation_endpoint;
    if (!endpoint || !refreshTokens || !account) return;
    try {
      if (!refreshTokens.latest()) await client.acquireTokenSilent({ scopes: [settings.apiScope], account, cacheLookupPolicy: CacheLookupPolicy.RefreshToken });
      const token = refreshTokens.latest();
      if (!token) return;
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: settings.clientId, token, token_type_hint: 'refresh_token' }).toString(),
        credentials: 'omit',
        ...(typeof AbortSignal.timeout === 'function' ? { signal: AbortSignal.timeout(REVOCATION_TIMEOUT_MS) } : {}),
      });
      if (!response.ok) console.error(`The identity provider refused to revoke the refresh token (${response.status})`);
    } catch (error) {
      console.error('The refresh token could not be revoked', error);
    }
  };

  return {
    sync(next) {
      view = next;
      const starting = next.inProgress === InteractionStatus.Startup || next.inProgress === InteractionStatus.HandleRedirect;
      publish({
        status: starting ? 'loading' : next.account ? 'authenticated' : 'unauthenticated',
        user: starting || !next.account ? null : userOf(next.account),
        error: state.error,
      });
    },

    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    async login() {
      try {
        writePending('login');
        // The api scope now: a refresh token covers only the scopes granted at sign-in.
        await client.loginRedirect({ scopes: [settings.apiScope], redirectStartPage: window.location.href });
      } catch (error) {
        if (interactionInProgress(error)) return; // a second press while the page leaves
        readPending();
        console.error('Sign-in could not start', error);
        setError(LOGIN_FAILED);
      }
    },

    async logout() {
      const { account } = view;
      try {
        writePending('logout');
        // Nothing of this lifter stays on the device: the outbox and the reads saved for offline use.
        await clearOfflineData();
        await revokeRefreshToken(account);
        // MSAL's logoutRedirect clears only the account's own entries and keeps its key cookie:
        // the whole cache goes first (with MSAL's IndexedDB keys), then whatever MSAL left.
        try {
          await client.clearCache();
        } catch (error) {
          console.error('MSAL could not clear its cache', error);
        }
        refreshTokens?.forget();
        forgetSignIn(settings.clientId, { local: browserStorage('local'), session: browserStorage('session') });
        // RP-initiated logout needs the client named (id_token_hint or client_id) for the provider
        // to honour post_logout_redirect_uri; MSAL 5 sends neither by itself.
        await client.logoutRedirect({
          account,
          ...(account?.idToken ? { idTokenHint: account.idToken } : {}),
          extraQueryParameters: { client_id: settings.clientId },
        });
      } catch (error) {
        if (interactionInProgress(error)) return;
        // MSAL has already cleared this app's tokens (msal-react then reports no account); only
        // the identity provider's session may remain.
        readPending();
        console.error('Sign-out at the identity provider failed', error);
      }
    },

    async getAccessToken() {
      const { account } = view;
      if (!account) throw tokenFailed();
      const scopes = [settings.apiScope];
      try {
        // From the cache while it has more than the leeway left, else renewed with the refresh token.
        const result = await client.acquireTokenSilent({ scopes, account });
        if (!result.accessToken) throw new Error('empty access token');
        if (state.error) setError(null);
        return result.accessToken;
      } catch (error) {
        // The token ran out while the device has no network: nothing to show beyond the sync
        // strip's "Offline" (writes wait in the outbox and are sent with a fresh token later).
        if (error instanceof BrowserAuthError && error.errorCode === BrowserAuthErrorCodes.noNetworkConnectivity) throw new Error(TOKEN_FAILED);
        if (!(error instanceof InteractionRequiredAuthError)) throw tokenFailed(error);
      }
      // The refresh token is gone or expired: sign in again by redirect, coming back here. Several
      // calls failing at once start one redirect; MSAL refuses the others (interaction in progress).
      try {
        writePending('token');
        await client.acquireTokenRedirect({ scopes, account, redirectStartPage: window.location.href });
      } catch (redirectError) {
        if (interactionInProgress(redirectError)) throw new Error(TOKEN_FAILED);
        readPending();
        throw tokenFailed(redirectError);
      }
      // The page is leaving for the identity provider; the caller's request simply fails meanwhile.
      throw new Error(TOKEN_FAILED);
    },
  };
}

/** Drops the `state` the identity provider appends when returning from sign-out. */
export function tidyLogoutUrl(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('state')) return;
  url.searchParams.delete('state');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
