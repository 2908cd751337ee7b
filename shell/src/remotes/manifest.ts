// A remote's mf-manifest.json, read by the shell itself before anything of the remote runs
// (docs/architecture.md §3): it says which remoteEntry.js to load, which build it is, and which version
// of shared the remote was built against (the compatibility check before mounting).
//
// The manifest is fetched without following any redirect (a manifest that redirects, to another
// origin or not, is refused), and every script it names (the remote entry, each exposed module's
// and each shared module's chunks, its public path) must be on the manifest's own origin: an
// allowed preview origin cannot hand the page code from somewhere else.
import type { RemoteBuildInfo } from '@liftbook/shared/contract';

export interface RemoteManifest {
  /** The URL the manifest was read from. */
  manifestUrl: string;
  /** remoteEntry.js, on the manifest's origin: what the runtime loads. */
  entry: string;
  /** The global the entry script defines ("mf_goals"). */
  globalName: string;
  /** The entry's script type, as the manifest says ("global"). */
  entryType: string;
  buildInfo: Partial<RemoteBuildInfo>;
}

/** A manifest the shell will not use (not a load failure: retrying gives the same answer). */
export class ManifestRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ManifestRefusedError';
  }
}

interface ManifestAssets {
  js?: { sync?: unknown; async?: unknown };
  css?: { sync?: unknown; async?: unknown };
}
interface ManifestJson {
  metaData?: {
    globalName?: unknown;
    publicPath?: unknown;
    getPublicPath?: unknown;
    remoteEntry?: { name?: unknown; path?: unknown; type?: unknown };
    buildInfo?: unknown;
    onlineOnly?: unknown;
  };
  exposes?: { assets?: ManifestAssets }[];
  shared?: { name?: unknown; version?: unknown; singleton?: unknown; assets?: ManifestAssets }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function assetsOf(assets: unknown): string[] {
  if (!isRecord(assets)) return [];
  const { js, css } = assets as ManifestAssets;
  return [js?.sync, js?.async, css?.sync, css?.async].flatMap(strings);
}

function pickBuildInfo(value: unknown): Partial<RemoteBuildInfo> {
  if (!isRecord(value)) return {};
  const info: Partial<RemoteBuildInfo> = {};
  for (const key of ['name', 'version', 'buildId', 'sharedVersion', 'releaseId'] as const) {
    if (typeof value[key] === 'string') info[key] = value[key];
  }
  return info;
}

/** Validates a manifest's JSON read from `manifestUrl`; throws ManifestRefusedError saying why not. */
export function parseManifest(manifestUrl: string, json: unknown): RemoteManifest {
  return readManifest(manifestUrl, json).manifest;
}

/**
 * The remote's entry and every script and stylesheet its manifest names, as absolute URLs (what
 * the service worker keeps so the area opens offline); throws ManifestRefusedError as parseManifest.
 */
export function manifestFiles(manifestUrl: string, json: unknown): string[] {
  const { manifest, files } = readManifest(manifestUrl, json);
  return [manifest.entry, ...files];
}

interface SharedAssets {
  name: string;
  version: string;
  /** Only an explicit `false` is not a singleton (the manifest leaves the flag out for deep imports such as react-dom/client). */
  singleton: boolean;
  files: string[];
}

/** A module the host page provides to the remotes (a share key of its federation runtime, and its version). */
export interface ProvidedShare {
  name: string;
  version: string;
}

/** What the service worker fetches of one remote so its areas open offline, and what it leaves out. */
export interface WarmPlan {
  /** remoteEntry.js: its federation runtime and the remote's container. */
  entry: string;
  /** The exposed modules' scripts and stylesheets: the remote's own code. */
  exposes: string[];
  /** Fallback copies of shared modules the host does not provide: the remote runs these. */
  shared: string[];
  /** Fallback copies the host provides (never run in the host page): not fetched. */
  skipped: string[];
  /**
   * Code that can only run online (the manifest's `metaData.onlineOnly`, written by
   * tools/webpack/federation/fallback-assets.cjs: mf-sessions' import reader): not fetched. The page
   * loads it when used, and says why it cannot offline. A file an expose also names is fetched.
   */
  onlineOnly: string[];
}

/**
 * Which of a remote's files run in this host: its entry, its exposes, and only those shared
 * fallbacks the host lacks. Every shared key is a singleton and the share strategy is
 * 'loaded-first' (tools/webpack/federation/shared-singletons.cjs), so the runtime always uses the
 * host's copy of a key the host provides, whatever its version; a key a remote marks as no
 * singleton is skipped only when the host has that very version. A file that an expose or a kept
 * fallback also names is kept.
 */
export function warmPlan(manifestUrl: string, json: unknown, provided: readonly ProvidedShare[]): WarmPlan {
  const { manifest, exposes, shared } = readManifest(manifestUrl, json);
  const versions = new Map<string, Set<string>>();
  for (const p of provided) versions.set(p.name, (versions.get(p.name) ?? new Set()).add(p.version));
  const hostHas = (s: SharedAssets) => {
    const host = versions.get(s.name);
    return host !== undefined && (s.singleton || host.has(s.version));
  };
  const keep = new Set(exposes);
  const kept = [...new Set(shared.filter((s) => !hostHas(s)).flatMap((s) => s.files))].filter((f) => !keep.has(f));
  for (const f of kept) keep.add(f);
  const skipped = [...new Set(shared.filter(hostHas).flatMap((s) => s.files))].filter((f) => !keep.has(f));
  const onlineOnly = [...new Set(onlineOnlyFiles(manifestUrl, json))].filter((f) => !keep.has(f));
  return { entry: manifest.entry, exposes: [...new Set(exposes)], shared: kept, skipped, onlineOnly };
}

/** The files a manifest marks as online-only, as absolute URLs (never fetched, so not checked for their origin). */
function onlineOnlyFiles(manifestUrl: string, json: unknown): string[] {
  const meta = isRecord(json) ? (json as ManifestJson).metaData : undefined;
  const marked = isRecord(meta) && isRecord(meta.onlineOnly) ? meta.onlineOnly : {};
  const list = [...strings(marked.js), ...strings(marked.css)];
  const publicPath = isRecord(meta) && typeof meta.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : null;
  return list.flatMap((file) => {
    try {
      return [new URL(file, publicPath === null ? manifestUrl : new URL(publicPath, manifestUrl)).href];
    } catch {
      return [];
    }
  });
}

function readManifest(manifestUrl: string, json: unknown): { manifest: RemoteManifest; files: string[]; exposes: string[]; shared: SharedAssets[] } {
  const origin = new URL(manifestUrl).origin;
  const manifest = json as ManifestJson;
  const meta = isRecord(manifest) ? manifest.metaData : undefined;
  if (!isRecord(meta) || !isRecord(meta.remoteEntry) || typeof meta.remoteEntry.name !== 'string' || typeof meta.globalName !== 'string') {
    throw new ManifestRefusedError(`${manifestUrl} is not a remote's manifest`);
  }
  if (meta.getPublicPath !== undefined && meta.getPublicPath !== '') {
    throw new ManifestRefusedError(`${manifestUrl} computes its public path at run time; only "auto" or a URL on ${origin} is accepted`);
  }
  const publicPath = typeof meta.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : null;
  let base: URL;
  try {
    base = publicPath === null ? new URL(manifestUrl) : new URL(publicPath, manifestUrl);
  } catch {
    throw new ManifestRefusedError(`${manifestUrl} has a public path that is not a URL`);
  }
  const onOrigin = (relative: string, what: string): string => {
    let url: URL;
    try {
      url = new URL(relative, base);
    } catch {
      throw new ManifestRefusedError(`${manifestUrl} names ${what} "${relative}", which is not a URL`);
    }
    if (url.origin !== origin) throw new ManifestRefusedError(`${manifestUrl} names ${what} on ${url.origin}, not on its own origin ${origin}`);
    return url.href;
  };
  onOrigin('.', 'its public path');
  const entryPath = typeof meta.remoteEntry.path === 'string' && meta.remoteEntry.path !== '' ? `${meta.remoteEntry.path.replace(/\/$/, '')}/` : '';
  const entry = onOrigin(`${entryPath}${meta.remoteEntry.name}`, 'its remote entry');
  const exposes = (Array.isArray(manifest.exposes) ? manifest.exposes : []).flatMap((item) =>
    assetsOf(item?.assets).map((asset) => onOrigin(asset, 'a script')),
  );
  const shared = (Array.isArray(manifest.shared) ? manifest.shared : []).map((item) => ({
    name: typeof item?.name === 'string' ? item.name : '',
    version: typeof item?.version === 'string' ? item.version : '',
    singleton: item?.singleton !== false,
    files: assetsOf(item?.assets).map((asset) => onOrigin(asset, 'a script')),
  }));
  const files = [...exposes, ...shared.flatMap((s) => s.files)];
  const parsed: RemoteManifest = {
    manifestUrl,
    entry,
    globalName: meta.globalName,
    entryType: typeof meta.remoteEntry.type === 'string' ? meta.remoteEntry.type : 'global',
    buildInfo: pickBuildInfo(meta.buildInfo),
  };
  return { manifest: parsed, files, exposes, shared };
}

/**
 * Fetches and validates a manifest. Rejects with ManifestRefusedError for a redirect or an
 * unacceptable manifest, with a plain Error for a network or HTTP failure (worth a Retry).
 */
export async function fetchManifest(manifestUrl: string, fetchImpl: typeof fetch = fetch): Promise<RemoteManifest> {
  // redirect 'manual': the browser does not follow it; the answer is an opaque redirect (or a 3xx).
  const response = await fetchImpl(manifestUrl, { cache: 'no-cache', redirect: 'manual', credentials: 'omit', headers: { Accept: 'application/json' } });
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    throw new ManifestRefusedError(`${manifestUrl} redirects; a manifest is used only from the URL it was given`);
  }
  if (!response.ok) throw new Error(`${manifestUrl}: HTTP ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ManifestRefusedError(`${manifestUrl} is not JSON`);
  }
  return parseManifest(manifestUrl, json);
}
