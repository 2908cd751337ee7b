// npm run release | releases | deploy | rollback | preview -- <remote>: a remote team's day of
// delivery with commands (docs/deployment.md).
//
//   release  <remote>        type-check, build the working tree's remote into a new immutable
//                            folder of the release store; the release id is the output's last line
//   releases <remote>        the remote's releases, newest first, the live one marked
//   deploy   <remote> <id>   point the environment's remotes.json at that release (no rebuild, no
//                            restart: the next page load uses it); refused if incompatible
//   rollback <remote>        point back at the release that was live before
//   preview  <remote>        build the working tree into a preview folder, serve it on the preview
//                            origin, print the link that overrides it in one tab
//
// The environment is the local one of tools/lib/stack/environment.cjs (its data folder: .data/, or
// LIFTBOOK_DATA_DIR); the running `npm start` stack serves what these commands write.
const fs = require('node:fs');
const path = require('node:path');
const { environment } = require('../stack/environment.cjs');
const { ReleaseError } = require('./release-store.cjs');
const { ROOT, run, webpackBuild, inputHashOf } = require('../build/build.cjs');
const { requireTs } = require('../build/require-ts.cjs');

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** "mf-goals", "mf_goals" or "@liftbook/mf-goals": the remote of the environment, or a clear refusal. */
function findRemote(env, name) {
  const known = env.remotes.map((r) => r.dir).join(', ');
  if (!name) throw new ReleaseError(`Name a remote: one of ${known}.`);
  const wanted = String(name).replace(/^@liftbook\//, '');
  const remote = env.remotes.find((r) => r.dir === wanted || r.key === wanted);
  if (!remote) throw new ReleaseError(`Unknown remote "${name}": one of ${known}.`);
  return remote;
}

/** YYYYMMDDTHHMMSS in UTC: releases sort by it. */
function stamp(date = new Date()) {
  return date.toISOString().replace(/[-:]/g, '').slice(0, 15);
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The version of shared the environment's shell runs, from its build (shell/dist/build-info.json). */
function shellSharedVersion() {
  let info;
  try {
    info = readJson(path.join(ROOT, 'shell', 'dist', 'build-info.json'));
  } catch {
    throw new ReleaseError('The shell is not built, so there is nothing to check a release against: run npm run build -- shell.');
  }
  if (!info.sharedVersion) throw new ReleaseError('The shell was built before builds recorded their shared version: run npm run build -- shell.');
  return info.sharedVersion;
}

/** Refuses a release the environment's shell would not mount (shared/src/compatibility.ts, the shell's own rule). */
function checkDeployable(store, remote, id, running = shellSharedVersion()) {
  const manifest = readJson(path.join(store.folder(remote), id, 'mf-manifest.json'));
  const built = manifest.metaData && manifest.metaData.buildInfo && manifest.metaData.buildInfo.sharedVersion;
  const { checkCompatibility } = requireTs(path.join(ROOT, 'shared', 'src', 'compatibility.ts'));
  const result = checkCompatibility(running, built);
  if (!result.compatible) throw new ReleaseError(`${remote.dir} ${id} is not compatible with the shell, which runs shared ${running}: ${result.reason}.`);
}

function storeOf(env) {
  return require('../stack/stack.cjs').storeOf(env);
}

async function release([name], { log = console.log, processEnv = process.env } = {}) {
  const env = environment(processEnv);
  const remote = findRemote(env, name);
  const store = storeOf(env);
  const started = Date.now();
  const pkg = readJson(path.join(ROOT, remote.dir, 'package.json'));
  // A change to the contract that breaks this remote stops its release here (swc does not type-check).
  log(`Type-checking ${remote.dir} against the contract...`);
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  try {
    await run(process.execPath, [tsc, '-p', path.join(ROOT, remote.dir, 'tsconfig.json'), '--noEmit'], { cwd: ROOT });
  } catch (error) {
    throw new ReleaseError(`${remote.dir} does not type-check, so it was not released:\n${error.message.split('\n').slice(1).join('\n')}`);
  }
  const buildId = `${stamp()}-${inputHashOf(remote.dir).slice(0, 8)}`;
  const id = `${pkg.version}-${buildId}`;
  if (store.has(remote, id)) throw new ReleaseError(`${remote.dir} already has a release ${id} (same sources, same second): nothing to do.`);
  const staging = store.stagingDir(remote, id);
  log(`Building ${remote.dir} ${id}...`);
  try {
    await webpackBuild(remote.dir, { LIFTBOOK_OUTPUT_DIR: staging, LIFTBOOK_RELEASE_ID: id, BUILD_ID: buildId });
    const { buildInfo } = readJson(path.join(staging, 'mf-manifest.json')).metaData;
    store.add(remote, id, staging, { name: pkg.name, version: pkg.version, buildId, sharedVersion: buildInfo.sharedVersion });
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  log(`Released ${remote.dir} in ${seconds(Date.now() - started)}: ${remote.origin}/releases/${id}/mf-manifest.json`);
  log(`Deploy it with: npm run deploy -- ${remote.dir} ${id}`);
  log(id);
  return id;
}

function releases([name], { log = console.log, processEnv = process.env } = {}) {
  const env = environment(processEnv);
  const remote = findRemote(env, name);
  const store = storeOf(env);
  const list = store.list(remote);
  const live = store.live(remote);
  if (list.length === 0) {
    log(`${remote.dir} has no releases yet (npm run release -- ${remote.dir} makes one). It serves its working-tree build.`);
    return list;
  }
  log(`${remote.dir} releases, newest first (* live):`);
  for (const r of list) {
    log(
      `${r.id === live ? '*' : ' '} ${r.id}  ${r.createdAt.replace('T', ' ').slice(0, 19)} UTC  shared ${r.sharedVersion ?? '?'}${r.id === live ? '  (live)' : ''}`,
    );
  }
  if (!live) log(`No release is live: ${remote.dir} serves its working-tree build.`);
  return list;
}

/** options.shellSharedVersion: what the shell runs (default: read from its build; tests give it). */
function deploy([name, id], { log = console.log, processEnv = process.env, shellSharedVersion: running } = {}) {
  const started = Date.now();
  const env = environment(processEnv);
  const remote = findRemote(env, name);
  const store = storeOf(env);
  if (!id) throw new ReleaseError(`Name the release to deploy: npm run releases -- ${remote.dir} lists them.`);
  if (!store.has(remote, id)) throw new ReleaseError(`${remote.dir} has no release ${id} (npm run releases -- ${remote.dir} lists them).`);
  checkDeployable(store, remote, id, running);
  const previous = store.deploy(remote, id);
  if (previous === id) log(`${remote.dir} ${id} is already live.`);
  else log(`${remote.dir} ${id} is live (before: ${previous ?? 'its working-tree build'}). The next page load uses it.`);
  log(`Deployed in ${seconds(Date.now() - started)}; the other remotes and the shell are untouched.`);
}

function rollback([name], { log = console.log, processEnv = process.env, shellSharedVersion: running } = {}) {
  const started = Date.now();
  const env = environment(processEnv);
  const remote = findRemote(env, name);
  const store = storeOf(env);
  const history = store.history(remote);
  if (history.length === 0) throw new ReleaseError(`${remote.dir} has no deployed release to roll back from: it serves its working-tree build.`);
  const target = history.length > 1 ? history[history.length - 2] : null;
  if (target) checkDeployable(store, remote, target, running);
  const { from, to } = store.rollback(remote);
  log(`${remote.dir} rolled back from ${from} to ${to ?? 'its working-tree build'}. The next page load uses it.`);
  log(`Rolled back in ${seconds(Date.now() - started)}.`);
}

/** Builds the working tree's remote into <data>/previews/<remote>/ and serves that folder on the preview origin until Ctrl-C. */
async function preview([name], { log = console.log, processEnv = process.env } = {}) {
  const env = environment(processEnv);
  const remote = findRemote(env, name);
  const { remotesConfig } = require('../stack/stack.cjs');
  const config = remotesConfig(env, processEnv);
  if (!config.previews)
    throw new ReleaseError(
      'Previews are off in this environment: start it with LIFTBOOK_PREVIEWS=on (or a LIFTBOOK_PREVIEW_ORIGINS allow-list), and run the preview with the same setting.',
    );
  if (!config.previewOrigins.includes(env.previewOrigin)) {
    throw new ReleaseError(
      `${env.previewOrigin} is not on this environment's preview allow-list (${config.previewOrigins.join(', ')}): set LIFTBOOK_PREVIEW_PORT or LIFTBOOK_PREVIEW_ORIGINS.`,
    );
  }
  const root = path.join(env.dataDir, 'previews');
  const started = Date.now();
  log(`Building ${remote.dir} from the working tree for a preview...`);
  await webpackBuild(remote.dir, { LIFTBOOK_OUTPUT_DIR: path.join(root, remote.dir), BUILD_ID: `preview-${stamp()}` });
  const { createStaticServer, listen } = require('../serve/static-server.cjs');
  const server = await listen(await createStaticServer({ root, cors: true }), env.previewPort, '127.0.0.1', 'LIFTBOOK_PREVIEW_PORT');
  const manifest = `${env.previewOrigin}/${remote.dir}/mf-manifest.json`;
  log(`Built in ${seconds(Date.now() - started)}; serving ${manifest}`);
  log(`Open this link: only that tab runs the preview of ${remote.dir} (the banner clears it):`);
  log(`${env.shellOrigin}${remote.home}?preview=${remote.key}=${manifest}`);
  log('Press Ctrl-C to stop the preview.');
  return server;
}

module.exports = { release, releases, deploy, rollback, preview, findRemote, ReleaseError };
