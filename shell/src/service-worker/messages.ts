import type { ProvidedShare } from '../remotes/manifest';

// What the page and the service worker say to each other (postMessage).
export const SW_MESSAGES = {
  /** The lifter pressed Reload on "A new version is ready": the waiting worker takes over. */
  skipWaiting: 'skip-waiting',
  /** After sign-in: fetch every remote's files, so an area never opened still opens offline. */
  warmRemotes: 'warm-remotes',
} as const;

export type WorkerMessage =
  | { type: typeof SW_MESSAGES.skipWaiting }
  /** `provided`: the host's shared modules, whose fallback copies in each remote are not fetched. */
  | { type: typeof SW_MESSAGES.warmRemotes; manifests: string[]; provided: ProvidedShare[] };
