import { act, render, screen } from '@testing-library/react';
import { createStaticAuthPort, provideAuthPort, useAuth, type AuthPort, type AuthState } from './auth-port';

function Status() {
  const auth = useAuth();
  return <p>{`${auth.status}${auth.user ? ` ${auth.user.name}` : ''}${auth.error ? ` ${auth.error}` : ''}`}</p>;
}

/** A port whose state the test drives, like MSAL's: loading first, then a result. */
function controllablePort(): AuthPort & { set(state: AuthState): void } {
  let state: AuthState = { status: 'loading', user: null, error: null };
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set(next) {
      state = next;
      for (const l of listeners) l();
    },
    login: async () => undefined,
    logout: async () => undefined,
    getAccessToken: async () => 't',
  };
}

it('follows a port provided AFTER components subscribed, through its later changes', () => {
  render(<Status />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  const port = controllablePort();
  act(() => provideAuthPort(port));
  expect(screen.getByText('loading')).toBeInTheDocument();
  act(() => port.set({ status: 'unauthenticated', user: null, error: 'Login failed' }));
  expect(screen.getByText('unauthenticated Login failed')).toBeInTheDocument();
  act(() => port.set({ status: 'authenticated', user: { name: 'Ana', username: 'a' }, error: null }));
  expect(screen.getByText('authenticated Ana')).toBeInTheDocument();
});

it('stops following a replaced port', async () => {
  const first = controllablePort();
  act(() => provideAuthPort(first));
  render(<Status />);
  const second = createStaticAuthPort(null);
  act(() => provideAuthPort(second));
  expect(screen.getByText('unauthenticated')).toBeInTheDocument();
  act(() => first.set({ status: 'authenticated', user: { name: 'Old', username: 'o' }, error: null }));
  expect(screen.getByText('unauthenticated')).toBeInTheDocument();
  await act(() => second.login());
  expect(screen.getByText('authenticated Dev Lifter')).toBeInTheDocument();
});
