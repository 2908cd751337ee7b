// Builds what is not built. Each app's inputs (its own files, shared/, the webpack preset, the
// lock file) are hashed; the hash is kept in dist/.build-stamp and a build is skipped when it
// matches, so a second `npm start` starts at once.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { apps } = require('../stack/environment.cjs');

const ROOT = path.resolve(__dirname, '../../..');
const IGNORED = new Set(['node_modules', 'dist', '.data', 'test-results', 'coverage']);

const TARGETS = [
  { dir: 'idp', kind: 'node', inputs: ['idp', 'tools/bin/build-node.cjs'] },
  { dir: 'api', kind: 'node', inputs: ['api', 'shared/src', 'shared/package.json', 'tools/bin/build-node.cjs'] },
  // The web apps: the shell and every remote of the environment's one list of apps.
  ...apps.filter((app) => app.key === 'shell' || app.remote).map(({ dir }) => ({ dir, kind: 'web', inputs: [dir, 'shared', 'tools/webpack'] })),
];

function files(dir) {
  if (!fs.existsSync(dir)) return [];
  if (fs.statSync(dir).isFile()) return [dir];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => !IGNORED.has(e.name) && !e.name.endsWith('.test.ts') && !e.name.endsWith('.test.tsx'))
    .flatMap((e) => files(path.join(dir, e.name)))
    .sort();
}

function inputHash(target) {
  const hash = crypto.createHash('sha256');
  for (const input of [...target.inputs, 'package-lock.json']) {
    for (const file of files(path.join(ROOT, input))) {
      hash.update(path.relative(ROOT, file));
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const stampFile = (target) => path.join(ROOT, target.dir, 'dist', '.build-stamp');

function isBuilt(target) {
  try {
    return fs.readFileSync(stampFile(target), 'utf8') === inputHash(target);
  } catch {
    return false;
  }
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`))));
  });
}

/** A web app's production build (`extraEnv`: LIFTBOOK_OUTPUT_DIR, LIFTBOOK_RELEASE_ID... for releases and previews). */
function webpackBuild(dir, extraEnv = {}) {
  const webpack = require.resolve('webpack-cli/bin/cli.js', { paths: [ROOT] });
  return run(process.execPath, [webpack, '--mode', 'production', '--config', 'webpack.config.cjs'], {
    cwd: path.join(ROOT, dir),
    env: { ...process.env, NODE_ENV: 'production', ...extraEnv },
  });
}

async function buildTarget(target, log) {
  const started = Date.now();
  const cwd = path.join(ROOT, target.dir);
  if (target.kind === 'node') {
    await run(process.execPath, [path.join(ROOT, 'tools/bin/build-node.cjs'), 'src', 'dist'], { cwd });
  } else {
    await webpackBuild(target.dir);
  }
  fs.writeFileSync(stampFile(target), inputHash(target));
  const ms = Date.now() - started;
  log(`  built ${target.dir} in ${(ms / 1000).toFixed(1)} s`);
  return ms;
}

/** Builds the given apps (default: all that are not built), two at a time (the machine has two cores). */
async function build({ only, force = false, log = console.log } = {}) {
  const chosen = TARGETS.filter((t) => !only || only.includes(t.dir));
  const todo = chosen.filter((t) => force || !isBuilt(t));
  if (todo.length === 0) return { built: [], ms: 0 };
  log(`Building ${todo.map((t) => t.dir).join(', ')}...`);
  const started = Date.now();
  const queue = [...todo];
  const worker = async () => {
    for (let t = queue.shift(); t; t = queue.shift()) await buildTarget(t, log);
  };
  await Promise.all([worker(), worker()]);
  return { built: todo.map((t) => t.dir), ms: Date.now() - started };
}

/** The hash of a web app's inputs (its folder, shared, the webpack preset, the lock file). */
const inputHashOf = (dir) => inputHash(TARGETS.find((t) => t.dir === dir));

module.exports = { build, ROOT, run, webpackBuild, inputHashOf };
