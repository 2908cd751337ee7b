// Loading remotes at run time (docs/architecture.md §3). The shell is built with NO remotes: it fetches
// /remotes.json at start (without blocking first paint), registers a remote with the Module
// Federation runtime only when one of its areas is first visited, and loads just that module.
//
// Failure is normal here (a remote deploy is down, slow or broken): a failed load rejects, the
// area shows its fallback, and `load(..., { fresh: true })` (Retry) re-registers the remote with
// `force`, which makes the runtime drop what it cached about it (manifest, entry, module) so the
// next attempt really goes to the network - no page reload needed.
//
// Before a remote runs, the shell reads its manifest itself (manifest.ts: no redirects, every
// script on the manifest's origin) and mounts it only if the version of shared it was built
// against is compatible with the one the page runs (checkCompatibility); an incompatible remote
// gets its own fallback, "This area needs an update". The runtime is then given the remote's
// entry script, not the manifest, so it loads exactly what was checked.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaComponent, RemoteModules, RemoteName, RemotesConfig } from '@liftbook/shared/contract';
import { checkCompatibility, REMOTE_NAMES, SHARED_VERSION } from '@liftbook/shared';
import { fetchManifest, ManifestRefusedError, type RemoteManifest } from './manifest';
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

/** The remote was built against a shared this page cannot run it with: retrying will not help. */
export class RemoteIncompatibleError extends RemoteLoadError {
  constructor(message: string, remote: RemoteName) {
    super(message, remote);
    this.name = 'RemoteIncompatibleError';
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
    (v.previewOrigins === undefined || Array.isArray(v.previewOrigins)) &&
    (v.previews === undefined || typeof v.previews === 'boolean')
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
  /** remotes.json's own entries (a refused preview falls back to them). */
  let configured: Record<RemoteName, string> | null = null;
  /** The manifest each remote was last read from (until a Retry reads it again). */
  const manifests = new Map<RemoteName, RemoteManifest>();
  /** The entry script each remote is registered with in the runtime. */
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
          configured = { ...json.remotes };
          const { entries, preview } = effectiveRemotes(
            { remotes: json.remotes, previewOrigins: json.previewOrigins ?? [], ...(json.previews === undefined ? {} : { previews: json.previews }) },
            storedOverride(),
          );
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

  /**
   * The manifest this tab uses for `remote`. A preview whose manifest is refused (it redirects, or
   * names scripts elsewhere) is dropped for this page: the banner says why, and the environment's
   * own release is used instead.
   */
  async function manifestFor(remote: RemoteName, fresh: boolean): Promise<RemoteManifest> {
    const url = state.entries![remote];
    const cached = manifests.get(remote);
    if (cached && !fresh && cached.manifestUrl === url) return cached;
    const preview = state.preview;
    let manifest: RemoteManifest;
    try {
      manifest = await fetchManifest(url);
    } catch (error) {
      if (!(error instanceof ManifestRefusedError) || !preview?.accepted || preview.remote !== remote || !configured) throw error;
      setState({ preview: { ...preview, accepted: false, reason: error.message }, entries: { ...state.entries!, [remote]: configured[remote] } });
      manifest = await fetchManifest(configured[remote]);
    }
    manifests.set(remote, manifest);
    return manifest;
  }

  async function load<N extends RemoteName>(remote: N, module: AreaModule<N>, { fresh = false }: { fresh?: boolean } = {}): Promise<AreaComponent> {
    const key = `${remote}/${module}`;
    const ready = loaded.get(key);
    if (ready) return ready;
    try {
      await withTimeout(resolveEntries(), timeoutMs, 'remotes.json timed out');
    } catch (error) {
      throw new RemoteLoadError(`The list of remotes could not be loaded`, remote, error);
    }
    let manifest: RemoteManifest;
    try {
      manifest = await withTimeout(manifestFor(remote, fresh), timeoutMs, `${remote}'s manifest timed out after ${timeoutMs} ms`);
    } catch (error) {
      throw new RemoteLoadError(`${remote}'s manifest could not be used`, remote, error);
    }
    const compatibility = checkCompatibility(SHARED_VERSION, manifest.buildInfo.sharedVersion);
    if (!compatibility.compatible) throw new RemoteIncompatibleError(`${remote} cannot run with shared ${SHARED_VERSION}: ${compatibility.reason}`, remote);
    const entry = manifest.entry;
    const known = registered.get(remote);
    if (known === undefined || known !== entry || fresh) {
      // force: forget the entry script and module cached for this remote (a failed attempt's
      // leftovers, or the release it ran before) so this attempt starts from the network.
      registerRemotes([{ name: remote, entry, entryGlobalName: manifest.globalName, type: manifest.entryType }], { force: known !== undefined });
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
