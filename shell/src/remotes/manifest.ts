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
  };
  exposes?: { assets?: ManifestAssets }[];
  shared?: { assets?: ManifestAssets }[];
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

function readManifest(manifestUrl: string, json: unknown): { manifest: RemoteManifest; files: string[] } {
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
  const files = [...(Array.isArray(manifest.exposes) ? manifest.exposes : []), ...(Array.isArray(manifest.shared) ? manifest.shared : [])].flatMap((item) =>
    assetsOf(item?.assets).map((asset) => onOrigin(asset, 'a script')),
  );
  const parsed: RemoteManifest = {
    manifestUrl,
    entry,
    globalName: meta.globalName,
    entryType: typeof meta.remoteEntry.type === 'string' ? meta.remoteEntry.type : 'global',
    buildInfo: pickBuildInfo(meta.buildInfo),
  };
  return { manifest: parsed, files };
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
