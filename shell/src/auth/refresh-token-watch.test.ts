import type { INetworkModule, IPublicClientApplication } from '@azure/msal-browser';
import { watchRefreshTokens } from './refresh-token-watch';

const TOKEN = 'http://localhost:4000/token';

function msal(body: unknown) {
  const network: INetworkModule = {
    sendGetRequestAsync: jest.fn(async () => ({ status: 200, headers: {}, body: { issuer: 'x' } })) as INetworkModule['sendGetRequestAsync'],
    sendPostRequestAsync: jest.fn(async () => ({ status: 200, headers: {}, body })) as INetworkModule['sendPostRequestAsync'],
  };
  const configuration = { system: { networkClient: network } };
  return { client: { getConfiguration: () => configuration } as unknown as IPublicClientApplication, configuration, network };
}

describe('watchRefreshTokens', () => {
  test("remembers the refresh token of the token endpoint's answers, and hands MSAL the answer unchanged", async () => {
    const { client, configuration, network } = msal({ access_token: 'at', refresh_token: 'rt-2' });
    const watch = watchRefreshTokens(client, TOKEN);
    expect(watch.latest()).toBeNull();
    const answer = await configuration.system.networkClient.sendPostRequestAsync(`${TOKEN}?client-request-id=1`, { body: 'x' });
    expect(answer.body).toEqual({ access_token: 'at', refresh_token: 'rt-2' });
    expect(network.sendPostRequestAsync).toHaveBeenCalledWith(`${TOKEN}?client-request-id=1`, { body: 'x' });
    expect(watch.latest()).toBe('rt-2');
    watch.forget();
    expect(watch.latest()).toBeNull();
  });

  test.each([
    ['another endpoint', 'http://localhost:4000/other', { refresh_token: 'rt' }],
    ['another origin', 'http://evil.example/token', { refresh_token: 'rt' }],
    ['an answer without one', TOKEN, { error: 'invalid_grant' }],
    ['an empty body', TOKEN, null],
  ])('%s: nothing remembered', async (_, url, body) => {
    const { client, configuration } = msal(body);
    const watch = watchRefreshTokens(client, TOKEN);
    await configuration.system.networkClient.sendPostRequestAsync(url, {});
    expect(watch.latest()).toBeNull();
  });

  test('GET requests (discovery) pass through', async () => {
    const { client, configuration, network } = msal({});
    watchRefreshTokens(client, TOKEN);
    await expect(configuration.system.networkClient.sendGetRequestAsync('http://localhost:4000/.well-known/openid-configuration')).resolves.toMatchObject({
      body: { issuer: 'x' },
    });
    expect(network.sendGetRequestAsync).toHaveBeenCalled();
  });
});
