// Sign-in starts AFTER first paint: the page renders at once with the shared "loading" auth
// state, and MSAL with msal-react (large libraries) arrives in its own chunk, whose tree the shell
// then renders (auth/msal-auth.tsx). Only the shell knows MSAL.
import type { ReactElement } from 'react';
import { LOGIN_FAILED, provideAuthPort, TOKEN_FAILED, type AuthPort, type AuthState } from '@liftbook/shared';

/** A port for when sign-in itself could not start: signed out, "Login failed" shown, Log In retries. */
export function createUnavailableAuthPort(retry: () => void): AuthPort {
  const state: AuthState = { status: 'unauthenticated', user: null, error: LOGIN_FAILED };
  return {
    getState: () => state,
    subscribe: () => () => undefined,
    login: async () => retry(),
    logout: async () => undefined,
    getAccessToken: () => Promise.reject(new Error(TOKEN_FAILED)),
  };
}

type MsalModule = { startMsal(): Promise<ReactElement> };

/**
 * Loads the MSAL chunk and starts sign-in; resolves with the tree to render (MsalProvider, which
 * provides the auth port once MSAL has settled), or null after providing the unavailable port.
 */
export function startAuth(
  loadMsal: () => Promise<MsalModule> = () => import(/* webpackChunkName: "msal" */ '../auth/msal-auth'),
  retry: () => void = () => window.location.reload(),
): Promise<ReactElement | null> {
  return loadMsal()
    .then((m) => m.startMsal())
    .catch((error: unknown) => {
      console.error('Sign-in could not start', error);
      provideAuthPort(createUnavailableAuthPort(retry));
      return null;
    });
}
