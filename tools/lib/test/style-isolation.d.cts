export const ROOT: string;
/** The shell and the remotes: federation name ("mf_sessions") and folder ("mf-sessions"). */
export const WEB_APPS: { name: string; dir: string }[];
export function isAllowedPageClass(name: string): boolean;
/** What in the sources would let one app's CSS style another's elements (none: isolated). */
export function checkStyleIsolation(
  root?: string,
  options?: { webApps?: { name: string; dir: string }[]; allowed?: { file: string; why: string }[]; sharedDir?: string },
): string[];
