// Sign-in starts AFTER first paint: the page renders at once with the shared "loading" auth
// state, and MSAL (a large library) arrives in its own chunk. Only the shell knows MSAL.
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

type MsalModule = { createMsalAuthPort(): AuthPort };

export function startAuth(
  loadMsal: () => Promise<MsalModule> = () => import(/* webpackChunkName: "msal" */ '../auth/msal-auth-port'),
  retry: () => void = () => window.location.reload(),
): Promise<void> {
  return loadMsal()
    .then((m) => provideAuthPort(m.createMsalAuthPort()))
    .catch((error: unknown) => {
      console.error('Sign-in could not start', error);
      provideAuthPort(createUnavailableAuthPort(retry));
    });
}
