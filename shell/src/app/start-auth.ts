// Sign-in starts AFTER first paint: the page renders at once with the shared "loading" auth
// state, and MSAL with msal-react (large libraries) arrives in its own chunk, whose tree the shell
// then renders (auth/msal-auth.tsx). Only the shell knows MSAL.
import type { ReactElement } from 'react';
import { getAuthPort, LOGIN_FAILED, provideAuthPort, subscribeToAuth, TOKEN_FAILED, type AuthPort, type AuthState } from '@liftbook/shared';

const VISITOR: AuthState = { status: 'unauthenticated', user: null, error: null };

/**
 * A visitor's port, provided at once instead of loading MSAL: signed out, no token. Log In calls
 * `start` (which loads MSAL and renders its tree, resolving false when sign-in could not start,
 * which then shows "Login failed" itself), waits for the port MSAL provides, and carries the
 * Log In out there.
 */
export function createVisitorPort(start: () => Promise<boolean>): AuthPort {
  let started: Promise<boolean> | null = null;
  const visitor: AuthPort = {
    getState: () => VISITOR,
    subscribe: () => () => undefined,
    login: async () => {
      started ??= start();
      if (!(await started)) return;
      const next = await new Promise<AuthPort>((resolve) => {
        const check = () => {
          const current = getAuthPort();
          if (current && current !== visitor) {
            unsubscribe();
            resolve(current);
          }
        };
        const unsubscribe = subscribeToAuth(check);
        check();
      });
      await next.login();
    },
    logout: async () => undefined,
    getAccessToken: () => Promise.reject(new Error(TOKEN_FAILED)),
  };
  return visitor;
}

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
