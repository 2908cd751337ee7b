// The modules this page's federation runtime provides to the remotes (the shell's own shared
// singletons): the service worker leaves out a remote's fallback copies of these, since the
// runtime never runs them in this host (manifest.ts, warmPlan).
import { getInstance } from '@module-federation/enhanced/runtime';
import type { ProvidedShare } from './manifest';

export function hostShares(): ProvidedShare[] {
  const instance = getInstance();
  if (!instance) return [];
  return Object.entries(instance.options.shared ?? {}).flatMap(([name, list]) =>
    list.filter((s) => s.from === instance.name && typeof s.version === 'string').map((s) => ({ name, version: s.version as string })),
  );
}
