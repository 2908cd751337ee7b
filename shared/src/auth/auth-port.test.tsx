import { act, render, screen } from '@testing-library/react';
import { clearUserData, createStaticAuthPort, provideAuthPort, useAuth, type AuthPort, type AuthState } from './auth-port';

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

it('signing out forgets what this browser kept for the lifter, and only that', async () => {
  localStorage.setItem('liftbook.draft.v1.quicklog.12', '{"v":1}');
  localStorage.setItem('liftbook.timer.v1', '{"v":1}');
  localStorage.setItem('msal.3.account.keys', '["a"]'); // MSAL's own, cleared by MSAL's logout
  sessionStorage.setItem('liftbook.preview', 'mf_goals'); // the tab's staging preview stays
  const port = createStaticAuthPort({ name: 'Ana', username: 'a' });
  act(() => provideAuthPort(port));
  function LogOut() {
    const { logout } = useAuth();
    return <button onClick={() => void logout()}>Log Out</button>;
  }
  render(<LogOut />);
  await act(async () => screen.getByText('Log Out').click());
  expect(localStorage.getItem('liftbook.draft.v1.quicklog.12')).toBeNull();
  expect(localStorage.getItem('liftbook.timer.v1')).toBeNull();
  expect(localStorage.getItem('msal.3.account.keys')).toBe('["a"]');
  expect(sessionStorage.getItem('liftbook.preview')).toBe('mf_goals');
  expect(port.getState().status).toBe('unauthenticated');
});

it('clearUserData copes with no storage', () => {
  expect(() => clearUserData(null)).not.toThrow();
});
