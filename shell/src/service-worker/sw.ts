// The shell's service worker, built by workbox-webpack-plugin's InjectManifest
// into dist/sw.js (shell/webpack.config.cjs). What it keeps, and how:
// - the shell's own files (this build's list, self.__WB_MANIFEST): precached; every navigation is
//   answered with the precached index.html, so a reload with no network still opens the app;
// - /remotes.json, /auth.json and each remote's mf-manifest.json and remoteEntry.js (pointers a
//   deploy or rollback changes, at fixed URLs): network first, falling back after 3 s to the last
//   good copy, so a remote deployed while a lifter was offline is used on the next online load;
// - a remote's other files (content-hashed, never changed in place): cache first;
// - after sign-in the page names every remote's manifest and the shared modules it provides itself
//   (message "warm-remotes"), and each remote's entry, exposes and the shared fallbacks the page
//   lacks are fetched, so an area never opened before still opens offline (a fallback the page
//   provides is never run here, so it is not fetched).
// A new version waits (no skipWaiting at install) until the lifter presses Reload ("skip-waiting").
// It is typed against the DOM library (the one type-check program has no WebWorker lib): the few
// worker APIs used are declared below.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { warmPlan, type ProvidedShare } from '../remotes/manifest';
import { SW_MESSAGES, type WorkerMessage } from './messages';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'message', listener: (event: ExtendableEvent & { data: WorkerMessage }) => void): void;
  addEventListener(type: 'activate' | 'install', listener: (event: ExtendableEvent) => void): void;
}
declare const self: WorkerScope;

const POINTERS = 'liftbook-pointers';
const RELEASES = 'liftbook-releases';
const NETWORK_TIMEOUT_S = 3;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Deep links (/sessions/12) open the app offline; /api, the sign-in bridge and files are not pages.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/redirect\.html/, /\.[a-z0-9]+$/i] }));

const ok = new CacheableResponsePlugin({ statuses: [0, 200] });
const isPointer = (url: URL) =>
  (url.origin === self.location.origin && (url.pathname === '/remotes.json' || url.pathname === '/auth.json')) ||
  (url.origin !== self.location.origin && /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname));

registerRoute(
  ({ url, request }) => request.method === 'GET' && isPointer(url),
  new NetworkFirst({ cacheName: POINTERS, networkTimeoutSeconds: NETWORK_TIMEOUT_S, plugins: [ok] }),
);
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin !== self.location.origin && /\.(js|css)$/.test(url.pathname),
  new CacheFirst({ cacheName: RELEASES, plugins: [ok, new ExpirationPlugin({ maxEntries: 600, purgeOnQuotaError: true })] }),
);

/**
 * Fetches a remote's manifest and the files of it that run in this host into the caches above:
 * its entry, its exposes and the shared fallbacks the host lacks (warmPlan; files already kept
 * are not fetched again).
 */
async function warm(manifestUrl: string, provided: ProvidedShare[]): Promise<void> {
  const response = await fetch(manifestUrl, { cache: 'no-cache', credentials: 'omit' });
  if (!response.ok) return;
  const pointers = await caches.open(POINTERS);
  await pointers.put(manifestUrl, response.clone());
  const { entry, exposes, shared } = warmPlan(manifestUrl, await response.json(), provided);
  const entryResponse = await fetch(entry, { cache: 'no-cache', credentials: 'omit' });
  if (entryResponse.ok) await pointers.put(entry, entryResponse);
  const releases = await caches.open(RELEASES);
  await Promise.all(
    [...exposes, ...shared].map(async (file) => {
      if (await releases.match(file)) return;
      const got = await fetch(file, { credentials: 'omit' });
      if (got.ok) await releases.put(file, got);
    }),
  );
}

// The first worker takes the open page at once (its remote files are then kept as they load); a
// later one only ever activates when the lifter chose Reload.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The runtime settings the app starts with: kept from install on, so the first offline start can sign in. */
const keepSettings = async () => {
  const pointers = await caches.open(POINTERS);
  await Promise.all(
    ['/remotes.json', '/auth.json'].map(async (url) => {
      const response = await fetch(url, { cache: 'no-cache' });
      if (response.ok) await pointers.put(url, response);
    }),
  );
};
self.addEventListener('install', (event) => event.waitUntil(keepSettings().catch(() => undefined)));

self.addEventListener('message', (event) => {
  const message = event.data;
  if (message?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  if (message?.type === SW_MESSAGES.warmRemotes) {
    event.waitUntil(
      Promise.allSettled([keepSettings(), ...message.manifests.map((url) => warm(url, Array.isArray(message.provided) ? message.provided : []))]),
    );
  }
});
