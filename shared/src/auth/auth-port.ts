// The auth port (docs/architecture.md §5): what remotes and the API client know about sign-in. Only the
// shell knows MSAL; it provides an implementation of this port once at start. @liftbook/shared is
// a federation singleton, so the shell and every remote see the same port.
import { useSyncExternalStore } from 'react';
import { browserStorage } from '../storage';

export interface AuthUser {
  /** Display name from the identity provider (falls back to the username). */
  name: string;
  /** Usually the email address. */
  username: string;
  /**
   * The account's stable key (the shell's: MSAL's homeAccountId). What this browser keeps for
   * offline use is kept per account under it (offline/offline-store.ts); a port without one is
   * keyed by `username`.
   */
  id?: string;
}

/** The key offline data of `user` is kept under. */
export const accountKeyOf = (user: AuthUser): string => user.id ?? `user:${user.username}`;

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  /** The spec's message of the last failure ("Login failed", "Get access token failed"), kept until the next success. */
  error: string | null;
}

export interface AuthPort {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  login(): Promise<void>;
  logout(): Promise<void>;
  /** A bearer token for the api; rejects with Error("Get access token failed") when none can be had. */
  getAccessToken(): Promise<string>;
}

export const LOGIN_FAILED = 'Login failed';
export const TOKEN_FAILED = 'Get access token failed';

const LOADING: AuthState = { status: 'loading', user: null, error: null };
let port: AuthPort | null = null;
// React subscribes once (often before the shell has a port: MSAL loads after first paint), so
// subscribers listen HERE and one relay subscription follows whichever port is current.
const listeners = new Set<() => void>();
let unsubscribeRelay: (() => void) | null = null;
const notifyAll = () => {
  for (const notify of listeners) notify();
};

/** Called once by the host (or a remote's standalone page, or a test); a later call replaces the port. */
export function provideAuthPort(next: AuthPort): void {
  unsubscribeRelay?.();
  port = next;
  unsubscribeRelay = next.subscribe(notifyAll);
  notifyAll();
  for (const resolve of portWaiters.splice(0)) resolve(next);
}

// A Log In pressed before the host has a port (the landing page paints before MSAL arrives) is
// kept and carried out as soon as the port is there, rather than dropped.
const portWaiters: Array<(p: AuthPort) => void> = [];
function whenPort(): Promise<AuthPort> {
  return port ? Promise.resolve(port) : new Promise((resolve) => portWaiters.push(resolve));
}

export function getAuthPort(): AuthPort | null {
  return port;
}

/** A token for the api, or null when signed out / no port yet. */
export async function getAccessToken(): Promise<string | null> {
  if (!port || port.getState().status !== 'authenticated') return null;
  return port.getAccessToken();
}

/** The signed-in account's key (accountKeyOf), or null when nobody is signed in (or not yet known). */
export function currentAccount(): string | null {
  const state = port?.getState();
  return state?.status === 'authenticated' && state.user ? accountKeyOf(state.user) : null;
}

/**
 * A token for the api that is `account`'s, or null when that account is not the one signed in:
 * what was kept for one lifter is never sent with another's token. The port reads its account
 * synchronously when called, right after the check, so the token is that account's.
 */
export async function getAccessTokenFor(account: string): Promise<string | null> {
  if (!port || currentAccount() !== account) return null;
  return port.getAccessToken();
}

/** Calls `listener` whenever the sign-in state changes (who is signed in). */
export function subscribeToAuth(listener: () => void): () => void {
  return subscribe(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Where areas keep what a signed-in lifter leaves in this browser (drafts, a running timer). */
export const USER_DATA_PREFIX = 'liftbook.';

/**
 * Signing out forgets what this browser kept for the lifter (keys under USER_DATA_PREFIX in
 * localStorage), so the next person on a shared phone finds none of it. sessionStorage (one tab's
 * staging preview) is not the lifter's and stays.
 */
export function clearUserData(storage: Pick<Storage, 'length' | 'key' | 'removeItem'> | null = browserStorage('local')): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(USER_DATA_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** The current auth state, re-rendering on change; "loading" until a port is provided. */
export function useAuth(): AuthState & Pick<AuthPort, 'login' | 'logout'> {
  const snapshot = () => port?.getState() ?? LOADING;
  // The same snapshot on the server: the shell prerenders its landing page with a static port.
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  return {
    ...state,
    login: () => whenPort().then((p) => p.login()),
    logout: () => {
      clearUserData();
      return whenPort().then((p) => p.logout());
    },
  };
}

/** A port with a fixed user and token: for a remote's standalone page and for tests. */
export function createStaticAuthPort(user: AuthUser | null, token = 'dev-token'): AuthPort {
  let state: AuthState = { status: user ? 'authenticated' : 'unauthenticated', user, error: null };
  const listeners = new Set<() => void>();
  const set = (next: AuthState) => {
    state = next;
    for (const l of listeners) l();
  };
  return {
    getState: () => state,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    login: async () => set({ status: 'authenticated', user: user ?? { name: 'Dev Lifter', username: 'dev@liftbook.local' }, error: null }),
    logout: async () => set({ status: 'unauthenticated', user: null, error: null }),
    getAccessToken: async () => token,
  };
}
