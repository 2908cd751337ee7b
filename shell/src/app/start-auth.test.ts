import { createElement } from 'react';
import { getAuthPort, provideAuthPort } from '@liftbook/shared';
import { needsMsalAtStart } from '../auth/signed-in-hint';
import { createUnavailableAuthPort, createVisitorPort, startAuth } from './start-auth';

jest.spyOn(console, 'error').mockImplementation(() => undefined);

it('resolves with the tree sign-in brings (MsalProvider, which provides the port itself)', async () => {
  const tree = createElement('div');
  await expect(startAuth(async () => ({ startMsal: async () => tree }))).resolves.toBe(tree);
  expect(getAuthPort()).toBeNull();
});

it('shows "Login failed" (signed out) when sign-in cannot start, and Log In retries', async () => {
  const retry = jest.fn();
  await expect(startAuth(() => Promise.reject(new Error('ChunkLoadError')), retry)).resolves.toBeNull();
  const port = getAuthPort()!;
  expect(port.getState()).toEqual({ status: 'unauthenticated', user: null, error: 'Login failed' });
  await port.login();
  expect(retry).toHaveBeenCalled();
  await expect(port.getAccessToken()).rejects.toThrow('Get access token failed');
});

it('MSAL refusing to start (no /auth.json) is the same "Login failed"', async () => {
  await expect(startAuth(async () => ({ startMsal: () => Promise.reject(new Error('Invalid /auth.json')) }))).resolves.toBeNull();
  expect(getAuthPort()!.getState().error).toBe('Login failed');
});

describe('a visitor loads no MSAL until Log In', () => {
  const storage = (entries: Record<string, string>) => {
    const keys = Object.keys(entries);
    return { length: keys.length, key: (i: number) => keys[i] ?? null, getItem: (k: string) => entries[k] ?? null };
  };

  it.each([
    ['a visitor (nothing kept)', {}, {}, false],
    ['a returning lifter (an MSAL account)', { 'msal.1.account.keys': '["a"]' }, {}, true],
    ['a sign-in redirect under way or just back (MSAL state in this tab)', {}, { 'msal.interaction.status': '{}' }, true],
    ['a Log Out or token redirect just back', {}, { 'liftbook.auth.pending': 'logout' }, true],
    ['a tab holding only a staging preview', {}, { 'liftbook.preview': '{}' }, false],
  ])('%s', (_what, local, session, expected) => {
    expect(needsMsalAtStart(storage(local), storage(session))).toBe(expected);
  });

  it('is signed out with no token, and Log In loads sign-in once and carries the Log In out on the port it provides', async () => {
    const real = { ...createUnavailableAuthPort(() => undefined), login: jest.fn(async () => undefined) };
    const start = jest.fn(async () => {
      provideAuthPort(real);
      return true;
    });
    const visitor = createVisitorPort(start);
    provideAuthPort(visitor);
    expect(visitor.getState()).toEqual({ status: 'unauthenticated', user: null, error: null });
    await expect(visitor.getAccessToken()).rejects.toThrow('Get access token failed');
    await Promise.all([visitor.login(), visitor.login()]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(real.login).toHaveBeenCalledTimes(2);
  });

  it('waits for the port sign-in provides later (msal-react provides it once MSAL has settled)', async () => {
    const real = { ...createUnavailableAuthPort(() => undefined), login: jest.fn(async () => undefined) };
    const visitor = createVisitorPort(async () => true);
    provideAuthPort(visitor);
    const pressed = visitor.login();
    await Promise.resolve();
    expect(real.login).not.toHaveBeenCalled();
    provideAuthPort(real);
    await pressed;
    expect(real.login).toHaveBeenCalledTimes(1);
  });

  it('does not press Log In again when sign-in could not start (that shows "Login failed" itself)', async () => {
    const visitor = createVisitorPort(async () => false);
    provideAuthPort(visitor);
    await expect(visitor.login()).resolves.toBeUndefined();
    expect(getAuthPort()).toBe(visitor);
  });
});
