import { createStaticAuthPort, provideAuthPort, type AuthPort, type AuthState } from '@liftbook/shared';

export const LIFTER = { name: 'Ana Lifter', username: 'ana@example.com' };

export function signedIn(): AuthPort {
  const port = createStaticAuthPort(LIFTER);
  provideAuthPort(port);
  return port;
}

export function signedOut(): AuthPort {
  const port = createStaticAuthPort(null);
  provideAuthPort(port);
  return port;
}

/** A port frozen in one state (loading, or signed out with an error). */
export function fixedAuth(state: AuthState): AuthPort {
  const port: AuthPort = {
    getState: () => state,
    subscribe: () => () => undefined,
    login: jest.fn(async () => undefined),
    logout: jest.fn(async () => undefined),
    getAccessToken: async () => 'token',
  };
  provideAuthPort(port);
  return port;
}
