// The build info every manifest and the shell's build-info.json carry.
const fs = require('node:fs');
const path = require('node:path');
const { execSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '../../..');

/** The version of @liftbook/shared (the contract) this build is made against. */
function sharedVersion() {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')).version;
}

/**
 * name, version, a build id (BUILD_ID from the environment, else git sha + UTC time), the version
 * of shared it is built against (the shell mounts a remote only if compatible, docs/architecture.md §3)
 * and, when `npm run release` builds it, its release id (LIFTBOOK_RELEASE_ID).
 */
function buildInfo(pkg, dir) {
  let buildId = process.env.BUILD_ID;
  if (!buildId) {
    let sha = 'local';
    try {
      sha = execSync('git rev-parse --short=10 HEAD', { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      /* not a git checkout: keep "local" */
    }
    buildId = `${sha}-${new Date().toISOString().replace(/[-:]/g, '').slice(0, 13)}`;
  }
  const releaseId = process.env.LIFTBOOK_RELEASE_ID;
  return { name: pkg.name, version: pkg.version, buildId, sharedVersion: sharedVersion(), ...(releaseId ? { releaseId } : {}) };
}

module.exports = { sharedVersion, buildInfo };
