// Builds and starts the dev identity provider: keys, accounts and token store from <dataDir>/idp,
// the oidc-provider instance, the sign-in pages, one HTTP server. No process concerns (signals,
// logging) here, so tests start it in-process on a free port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Provider } from 'oidc-provider';
import { AccountStore } from './account-store.js';
import type { IdpConfig } from './config.js';
import { FileStore } from './file-adapter.js';
import { interactionRoutes } from './interactions.js';
import { loadOrCreateKeys } from './key-store.js';
import { createProvider, SESSION_COOKIE } from './provider.js';
import { capCookieLifetime } from './session-cookie.js';

/** The one interface the development provider listens on. */
export const LOOPBACK = '127.0.0.1';

export interface RunningIdp {
  /** The configuration in effect (port resolved when 0 was asked for). */
  config: IdpConfig;
  /** Where it listens: always the loopback address. */
  address: AddressInfo;
  provider: Provider;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Keep tokens and sessions in memory only (tests); keys and accounts still use the data dir. */
  memoryStore?: boolean;
  /**
   * Derive the issuer from the port actually bound (tests ask for port 0). Otherwise the
   * configured issuer is used as is.
   */
  issuerFromPort?: boolean;
}

export async function startIdp(config: IdpConfig, options: StartOptions = {}): Promise<RunningIdp> {
  const dir = path.join(config.dataDir, 'idp');
  const [keys, accounts, store] = await Promise.all([loadOrCreateKeys(dir), AccountStore.open(dir), FileStore.open(options.memoryStore ? null : dir)]);

  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Loopback only: a development provider that signs anyone in is for this machine.
    server.listen(config.port, LOOPBACK, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const port = address.port;
  const effective: IdpConfig = { ...config, port, issuer: options.issuerFromPort ? `http://localhost:${port}` : config.issuer };

  const provider = createProvider(effective, { keys, accounts, store });
  provider.use(async (ctx, next) => {
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok', issuer: effective.issuer };
      return;
    }
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    await next();
    const setCookie = ctx.res.getHeader('set-cookie');
    if (Array.isArray(setCookie)) ctx.res.setHeader('Set-Cookie', capCookieLifetime(setCookie, SESSION_COOKIE, effective.sessionTtlSeconds));
    else if (typeof setCookie === 'string') ctx.res.setHeader('Set-Cookie', capCookieLifetime([setCookie], SESSION_COOKIE, effective.sessionTtlSeconds));
  });
  provider.use(interactionRoutes(provider, accounts));
  server.on('request', provider.callback());

  return {
    config: effective,
    address,
    provider,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.flush();
    },
  };
}
