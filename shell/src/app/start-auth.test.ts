import { createElement } from 'react';
import { getAuthPort } from '@liftbook/shared';
import { startAuth } from './start-auth';

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
