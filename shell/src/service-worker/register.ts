// The page's side of the service worker: registered once the page has
// loaded (it never competes with the first paint), only in production builds (the dev server has
// no sw.js). A new version never takes over by itself: it waits, the lifter sees "A new version is
// ready" and decides when to Reload, so nothing reloads under a half-typed set.
import { useSyncExternalStore } from 'react';
import { SW_MESSAGES, type WorkerMessage } from './messages';
import type { ProvidedShare } from '../remotes/manifest';

export const SW_URL = '/sw.js';

let waiting: ServiceWorker | null = null;
let reloadRequested = false;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker) {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** Watches `worker` until it is installed; a worker installed while another controls the page is an update. */
function track(worker: ServiceWorker | null, sw: ServiceWorkerContainer) {
  if (!worker) return;
  const check = () => {
    if (worker.state === 'installed' && sw.controller) setWaiting(worker);
  };
  check();
  worker.addEventListener('statechange', check);
}

export function registerServiceWorker(
  sw: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
  reload: () => void = () => window.location.reload(),
): void {
  if (!sw || process.env.NODE_ENV !== 'production') return;
  sw.addEventListener('controllerchange', () => {
    // Only the lifter's Reload swaps versions; the first worker taking the page changes nothing.
    if (reloadRequested) reload();
  });
  const register = async () => {
    const registration = await sw.register(SW_URL).catch(() => null);
    if (!registration) return;
    if (registration.waiting) track(registration.waiting, sw);
    registration.addEventListener('updatefound', () => track(registration.installing, sw));
    // A long-open tab (a whole workout) still hears of a release when it comes back to the front.
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void registration.update().catch(() => undefined));
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** Whether a new version waits for a Reload, re-rendering when one arrives. */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => waiting !== null,
    () => false,
  );
}

/** Reload into the new version: the waiting worker takes over, then the page reloads (controllerchange). */
export function applyUpdate(): void {
  if (!waiting) return;
  reloadRequested = true;
  waiting.postMessage({ type: SW_MESSAGES.skipWaiting } satisfies WorkerMessage);
}

/** Asks the worker to keep every remote's files that run in this host (after sign-in). */
export function warmRemotes(manifests: string[], provided: ProvidedShare[]): void {
  const sw = globalThis.navigator?.serviceWorker;
  if (!sw || process.env.NODE_ENV !== 'production') return;
  void sw.ready.then((registration) => registration.active?.postMessage({ type: SW_MESSAGES.warmRemotes, manifests, provided } satisfies WorkerMessage));
}
