// Which remotes this shared can run (docs/architecture.md §3). Every remote's manifest records the version
// of @liftbook/shared (the contract) it was built against (metaData.buildInfo.sharedVersion); the
// shell mounts a remote only when that version is compatible with the shared it runs, and the
// deploy command refuses a release that is not. React-free and pure: the tools load this file too.

/**
 * The version of this package, the contract every app builds against. It must equal
 * shared/package.json's "version" (a test checks it). Bump the minor for an addition remotes may
 * start to use, the major for a change that breaks a remote built before it.
 */
export const SHARED_VERSION = '0.5.0';

export type Compatibility = { compatible: true } | { compatible: false; reason: string };

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

function parse(version: string): [major: number, minor: number] | null {
  const match = SEMVER.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * A remote built against shared `built` runs with shared `running` when both have the same major
 * and the remote's minor is not newer (a remote built against an older minor still works; one
 * built against a newer minor may use what this shared does not have yet). Patches never matter.
 */
export function checkCompatibility(running: string, built: unknown): Compatibility {
  if (typeof built !== 'string' || built.trim() === '') {
    return { compatible: false, reason: 'it does not say which version of shared it was built against' };
  }
  const remote = parse(built);
  if (!remote) return { compatible: false, reason: `"${built}" is not a version of shared` };
  const host = parse(running);
  if (!host) return { compatible: false, reason: `the page runs shared "${running}", which is not a version` };
  if (remote[0] !== host[0]) return { compatible: false, reason: `it was built against shared ${built}, the page runs ${running} (another major version)` };
  if (remote[1] > host[1]) return { compatible: false, reason: `it was built against shared ${built}, newer than the ${running} the page runs` };
  return { compatible: true };
}
