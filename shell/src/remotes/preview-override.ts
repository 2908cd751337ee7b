// Staging previews (docs/architecture.md §3): `?preview=<remote>=<manifest URL>` swaps ONE remote's
// manifest for this tab, e.g.
//   https://liftbook.app/goals?preview=mf_goals=https://preview.liftbook.app/mf-goals/pr-42/mf-manifest.json
// `?preview=clear` (or an empty value) drops it. The override is kept in sessionStorage (this
// tab only, gone when it closes) and honoured ONLY when the manifest's origin is on remotes.json
// `previewOrigins` and previews are not switched off (`previews: false`): a remote is code that
// runs with the user's token. Its manifest is then held to manifest.ts's rules (no redirect,
// every script on its origin) before it runs. Pure: no DOM, no I/O.
import type { RemoteName, RemotesConfig } from '@liftbook/shared/contract';
import { REMOTE_NAMES } from '@liftbook/shared';

export const PREVIEW_PARAM = 'preview';
export const PREVIEW_STORAGE_KEY = 'liftbook.preview';

export interface PreviewOverride {
  remote: RemoteName;
  manifestUrl: string;
}

export type PreviewParam = { kind: 'set'; override: PreviewOverride } | { kind: 'clear' } | { kind: 'invalid'; reason: string };

/** "mf_goals=https://host/mf-manifest.json" (or "mf-goals=...") -> an override to store. */
export function parsePreviewParam(raw: string): PreviewParam {
  const value = raw.trim();
  if (value === '' || value === 'clear' || value === 'off') return { kind: 'clear' };
  const eq = value.indexOf('=');
  if (eq <= 0) return { kind: 'invalid', reason: 'expected <remote>=<manifest URL>' };
  const remote = value.slice(0, eq).trim().replace(/-/g, '_');
  if (!(REMOTE_NAMES as readonly string[]).includes(remote)) return { kind: 'invalid', reason: `unknown remote "${remote}"` };
  let url: URL;
  try {
    url = new URL(value.slice(eq + 1).trim());
  } catch {
    return { kind: 'invalid', reason: 'the manifest URL is not an absolute URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'invalid', reason: 'the manifest URL must be http(s)' };
  if (url.username || url.password) return { kind: 'invalid', reason: 'the manifest URL must not carry credentials' };
  return { kind: 'set', override: { remote: remote as RemoteName, manifestUrl: url.href } };
}

/** Reads what sessionStorage holds (tolerating garbage, which is dropped). */
export function readStoredOverride(stored: string | null): PreviewOverride | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<PreviewOverride>;
    if (typeof value.remote !== 'string' || typeof value.manifestUrl !== 'string') return null;
    const parsed = parsePreviewParam(`${value.remote}=${value.manifestUrl}`);
    return parsed.kind === 'set' ? parsed.override : null;
  } catch {
    return null;
  }
}

function normaliseOrigin(origin: string): string | null {
  try {
    return new URL(origin).origin;
  } catch {
    return null;
  }
}

export type PreviewCheck = { accepted: true } | { accepted: false; reason: string };

/** Accepted only when previews are on and the manifest's origin is exactly one of config.previewOrigins. */
export function checkPreviewOverride(override: PreviewOverride, config: Pick<RemotesConfig, 'previewOrigins' | 'previews'>): PreviewCheck {
  if (config.previews === false) return { accepted: false, reason: 'previews are switched off here' };
  const origin = new URL(override.manifestUrl).origin;
  const allowed = (config.previewOrigins ?? []).map(normaliseOrigin).filter((o): o is string => o !== null);
  if (!allowed.includes(origin)) return { accepted: false, reason: `${origin} is not an allowed preview origin` };
  return { accepted: true };
}

export interface PreviewStatus extends PreviewOverride {
  accepted: boolean;
  reason?: string;
}

/** The manifest URL of every remote for this tab, with the override applied when allowed. */
export function effectiveRemotes(
  config: RemotesConfig,
  override: PreviewOverride | null,
): { entries: Record<RemoteName, string>; preview: PreviewStatus | null } {
  const entries = { ...config.remotes };
  if (!override) return { entries, preview: null };
  const check = checkPreviewOverride(override, config);
  if (check.accepted) {
    entries[override.remote] = override.manifestUrl;
    return { entries, preview: { ...override, accepted: true } };
  }
  return { entries, preview: { ...override, accepted: false, reason: check.reason } };
}
