#!/usr/bin/env node
// The project's one entry point: npm start | npm test | npm run build | npm run dev | npm run bench,
// and a remote's delivery: npm run release | releases | deploy | rollback | preview (tools/lib/release.cjs).
const fs = require('node:fs');
const path = require('node:path');
const { build, ROOT } = require('../lib/build.cjs');

const [command = 'help', ...args] = process.argv.slice(2);
const USAGE =
  'liftbook start | build [--force] [app...] | dev [--only mf-goals,...] | test | bench | soak | release <remote> | releases <remote> | deploy <remote> <release-id> | rollback <remote> | preview <remote>';

function fail(message) {
  console.error(`\n${message}`);
  process.exit(1);
}

function requireInstalled() {
  if (!fs.existsSync(path.join(ROOT, 'node_modules', 'webpack'))) fail('Dependencies are not installed: run npm install first.');
}

async function start() {
  requireInstalled();
  const { startStack } = require('../lib/stack.cjs');
  const started = Date.now();
  let stack;
  try {
    stack = await startStack();
  } catch (error) {
    fail(error.message);
  }
  const { env, stop, died } = stack;
  console.log(`\nLiftbook is running (started in ${((Date.now() - started) / 1000).toFixed(1)} s). Open ${env.shellOrigin}`);
  console.log(`  api ${env.apiOrigin}   sign-in (development) ${env.idpOrigin}   remotes ${env.remotes.map((r) => r.port).join(', ')}`);
  console.log('Press Ctrl-C to stop.');
  // A child that died has been reported in one line and the rest stopped: end as a failure.
  died.then(() => process.exit(1));
  let stopping = false;
  const shutdown = async (why, code) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${why}`);
    await stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => shutdown('Stopping...', 0));
  // A bug in this process must not leave the api, the idp and PostgreSQL running without it.
  process.on('uncaughtException', (error) => shutdown(`npm start failed: ${error.stack || error}\nStopping...`, 1));
  process.on('unhandledRejection', (error) => shutdown(`npm start failed: ${error instanceof Error ? error.stack : error}\nStopping...`, 1));
}

async function buildCommand() {
  requireInstalled();
  const force = args.includes('--force');
  const only = args.filter((a) => !a.startsWith('--'));
  const { built, ms } = await build({ force, only: only.length ? only : undefined });
  console.log(built.length ? `Built ${built.length} app(s) in ${(ms / 1000).toFixed(1)} s.` : 'Everything is built.');
}

/** The delivery commands (tools/lib/release.cjs): a refusal is one clear line, not a stack trace. */
const delivery = (name) => async () => {
  requireInstalled();
  const tools = require('../lib/release.cjs');
  try {
    await tools[name](args);
  } catch (error) {
    if (error instanceof tools.ReleaseError) fail(error.message);
    throw error;
  }
};

const commands = {
  start,
  build: buildCommand,
  dev: () => require('../lib/dev.cjs').dev(args),
  test: () => require('../lib/test-run.cjs').testAll(args),
  bench: () => require('../lib/bench.cjs').bench(args),
  // Soak: builds the api and the shell (its /api proxy), then api/bench/soak.mjs prints figures.
  soak: async () => {
    requireInstalled();
    await build({ only: ['api', 'shell'] });
    const { spawnSync } = require('node:child_process');
    process.exitCode =
      spawnSync(process.execPath, [require('node:path').join(__dirname, '..', '..', 'api', 'bench', 'soak.mjs')], { stdio: 'inherit' }).status ?? 1;
  },
  release: delivery('release'),
  releases: delivery('releases'),
  deploy: delivery('deploy'),
  rollback: delivery('rollback'),
  preview: delivery('preview'),
  help: () => console.log(`usage: ${USAGE}`),
};

const run = commands[command];
if (!run) fail(`Unknown command "${command}". usage: ${USAGE}`);
Promise.resolve(run()).catch((error) => fail(error.stack || String(error)));
