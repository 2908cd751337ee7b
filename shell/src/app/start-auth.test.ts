import { createStaticAuthPort, getAuthPort } from '@liftbook/shared';
import { startAuth } from './start-auth';

jest.spyOn(console, 'error').mockImplementation(() => undefined);

it('provides the MSAL port once its chunk arrives', async () => {
  const port = createStaticAuthPort({ name: 'Ana', username: 'ana@example.com' });
  await startAuth(async () => ({ createMsalAuthPort: () => port }));
  expect(getAuthPort()).toBe(port);
});

it('shows "Login failed" (signed out) when sign-in cannot start, and Log In retries', async () => {
  const retry = jest.fn();
  await startAuth(() => Promise.reject(new Error('ChunkLoadError')), retry);
  const port = getAuthPort()!;
  expect(port.getState()).toEqual({ status: 'unauthenticated', user: null, error: 'Login failed' });
  await port.login();
  expect(retry).toHaveBeenCalled();
  await expect(port.getAccessToken()).rejects.toThrow('Get access token failed');
});
