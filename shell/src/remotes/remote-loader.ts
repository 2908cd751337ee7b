// Loading remotes at run time (ARCHITECTURE §3). The shell is built with NO remotes: it fetches
// /remotes.json at start (without blocking first paint), registers a remote with the Module
// Federation runtime only when one of its areas is first visited, and loads just that module.
//
// Failure is normal here (a remote deploy is down, slow or broken): a failed load rejects, the
// area shows its fallback, and `load(..., { fresh: true })` (Retry) re-registers the remote with
// `force`, which makes the runtime drop what it cached about it (manifest, entry, module) so the
// next attempt really goes to the network - no page reload needed.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaComponent, RemoteModules, RemoteName, RemotesConfig } from '@liftbook/shared/contract';
import { REMOTE_NAMES } from '@liftbook/shared';
import {
  effectiveRemotes,
  parsePreviewParam,
  PREVIEW_PARAM,
  PREVIEW_STORAGE_KEY,
  readStoredOverride,
  type PreviewOverride,
  type PreviewStatus,
} from './preview-override';

export type AreaModule<N extends RemoteName = RemoteName> = keyof RemoteModules[N] & string;

export interface RemotesState {
  config: 'loading' | 'ready' | 'failed';
  entries: Record<RemoteName, string> | null;
  preview: PreviewStatus | null;
  /** A ?preview= value that could not be used at all (bad syntax). */
  previewError: string | null;
}

export interface RemoteLoaderOptions {
  configUrl?: string;
  /** How long a remote may take before its area offers Retry. */
  timeoutMs?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

export class RemoteLoadError extends Error {
  constructor(
    message: string,
    readonly remote: RemoteName,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function isConfig(value: unknown): value is RemotesConfig {
  const v = value as RemotesConfig;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.remotes === 'object' &&
    v.remotes !== null &&
    REMOTE_NAMES.every((name) => typeof v.remotes[name] === 'string') &&
    (v.previewOrigins === undefined || Array.isArray(v.previewOrigins))
  );
}

export function createRemoteLoader({ configUrl = '/remotes.json', timeoutMs = 15_000, storage = null }: RemoteLoaderOptions = {}) {
  let state: RemotesState = { config: 'loading', entries: null, preview: null, previewError: null };
  const listeners = new Set<() => void>();
  const setState = (patch: Partial<RemotesState>) => {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  };

  let configPromise: Promise<Record<RemoteName, string>> | null = null;
  /** The manifest URL each remote is registered with in the runtime. */
  const registered = new Map<RemoteName, string>();
  /** Loaded area components: navigating back to an area is instant. */
  const loaded = new Map<string, AreaComponent>();

  function storedOverride(): PreviewOverride | null {
    try {
      return readStoredOverride(storage?.getItem(PREVIEW_STORAGE_KEY) ?? null);
    } catch {
      return null; // storage blocked (private mode): no preview
    }
  }

  function resolveEntries(): Promise<Record<RemoteName, string>> {
    if (!configPromise) {
      setState({ config: 'loading' });
      configPromise = fetch(configUrl, { headers: { Accept: 'application/json' }, cache: 'no-cache' })
        .then(async (response) => {
          if (!response.ok) throw new Error(`${configUrl}: HTTP ${response.status}`);
          const json: unknown = await response.json();
          if (!isConfig(json)) throw new Error(`${configUrl} is not a remotes config`);
          const { entries, preview } = effectiveRemotes({ remotes: json.remotes, previewOrigins: json.previewOrigins ?? [] }, storedOverride());
          setState({ config: 'ready', entries, preview });
          return entries;
        })
        .catch((error: unknown) => {
          configPromise = null; // the next attempt (Retry) fetches again
          setState({ config: 'failed' });
          throw error;
        });
    }
    return configPromise;
  }

  async function load<N extends RemoteName>(remote: N, module: AreaModule<N>, { fresh = false }: { fresh?: boolean } = {}): Promise<AreaComponent> {
    const key = `${remote}/${module}`;
    const ready = loaded.get(key);
    if (ready) return ready;
    let entries: Record<RemoteName, string>;
    try {
      entries = await withTimeout(resolveEntries(), timeoutMs, 'remotes.json timed out');
    } catch (error) {
      throw new RemoteLoadError(`The list of remotes could not be loaded`, remote, error);
    }
    const entry = entries[remote];
    const known = registered.get(remote);
    if (known === undefined || known !== entry || fresh) {
      // force: forget the manifest, entry script and module cached for this remote (a failed
      // attempt's leftovers) so this attempt starts from the network.
      registerRemotes([{ name: remote, entry }], { force: known !== undefined });
      registered.set(remote, entry);
    }
    const id = `${remote}/${module.replace(/^\.\//, '')}`;
    let exported: { default?: unknown } | null;
    try {
      exported = await withTimeout(loadRemote<{ default?: unknown }>(id), timeoutMs, `${id} timed out after ${timeoutMs} ms`);
    } catch (error) {
      throw new RemoteLoadError(`${id} could not be loaded`, remote, error);
    }
    const component = exported?.default;
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new RemoteLoadError(`${id} has no default-exported component`, remote);
    }
    loaded.set(key, component as AreaComponent);
    return component as AreaComponent;
  }

  return {
    load,
    /** An already loaded area, synchronously (no loading flash when coming back). */
    peek: (remote: RemoteName, module: string): AreaComponent | undefined => loaded.get(`${remote}/${module}`),
    /** Starts fetching /remotes.json early; failures surface when an area is visited. */
    prefetchConfig: () => {
      resolveEntries().catch(() => undefined);
    },
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Takes ?preview= off the URL into sessionStorage; returns the URL to show without it. */
    capturePreviewParam(href: string): string {
      const url = new URL(href);
      if (!url.searchParams.has(PREVIEW_PARAM)) return href;
      const parsed = parsePreviewParam(url.searchParams.get(PREVIEW_PARAM) ?? '');
      try {
        if (parsed.kind === 'set') storage?.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(parsed.override));
        if (parsed.kind === 'clear') storage?.removeItem(PREVIEW_STORAGE_KEY);
      } catch {
        /* storage blocked: the override cannot be kept */
      }
      if (parsed.kind === 'invalid') setState({ previewError: `Preview ignored: ${parsed.reason}` });
      url.searchParams.delete(PREVIEW_PARAM);
      return url.href;
    },
    clearPreview() {
      try {
        storage?.removeItem(PREVIEW_STORAGE_KEY);
      } catch {
        /* nothing kept */
      }
    },
  };
}

export type RemoteLoader = ReturnType<typeof createRemoteLoader>;
