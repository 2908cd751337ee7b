// Log Out revokes the refresh token at the identity provider (docs/security.md, "Signing out"),
// but MSAL offers no way to read it. It does take a network client: this one is MSAL's own,
// wrapped so that each token endpoint answer's refresh token is remembered (in memory only, for
// this page), ready to be revoked. MSAL builds each request's client from its configuration's
// network client, so wrapping it there after construction covers every token request.
import type { INetworkModule, IPublicClientApplication, NetworkRequestOptions, NetworkResponse } from '@azure/msal-browser';

export interface RefreshTokenWatch {
  /** The refresh token of the last token answer this page saw, or null. */
  latest(): string | null;
  forget(): void;
}

function sameEndpoint(url: string, endpoint: string): boolean {
  try {
    const a = new URL(url);
    const b = new URL(endpoint);
    return a.origin === b.origin && a.pathname === b.pathname;
  } catch {
    return false;
  }
}

/** Wraps `network` so that answers from `tokenEndpoint` hand their refresh token to `remember`. */
export function watchingNetwork(network: INetworkModule, tokenEndpoint: string, remember: (refreshToken: string) => void): INetworkModule {
  return {
    sendGetRequestAsync: <T>(url: string, options?: NetworkRequestOptions, timeout?: number) => network.sendGetRequestAsync<T>(url, options, timeout),
    async sendPostRequestAsync<T>(url: string, options?: NetworkRequestOptions): Promise<NetworkResponse<T>> {
      const response = await network.sendPostRequestAsync<T>(url, options);
      if (sameEndpoint(url, tokenEndpoint)) {
        const refreshToken = (response.body as { refresh_token?: unknown } | null)?.refresh_token;
        if (typeof refreshToken === 'string' && refreshToken) remember(refreshToken);
      }
      return response;
    },
  };
}

/** Starts watching `client`'s token answers (call before initialize). */
export function watchRefreshTokens(client: IPublicClientApplication, tokenEndpoint: string): RefreshTokenWatch {
  let latest: string | null = null;
  const { system } = client.getConfiguration();
  system.networkClient = watchingNetwork(system.networkClient, tokenEndpoint, (refreshToken) => {
    latest = refreshToken;
  });
  return {
    latest: () => latest,
    forget: () => {
      latest = null;
    },
  };
}
