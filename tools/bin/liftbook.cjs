#!/usr/bin/env node
// The project's one entry point: npm start | npm test | npm run build | npm run dev | npm run bench,
// and a remote's delivery: npm run release | releases | deploy | rollback | preview (tools/lib/delivery/release.cjs).
const fs = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { build, ROOT } = require('../lib/build/build.cjs');

const [command = 'help', ...args] = process.argv.slice(2);
const USAGE =
  'liftbook start | build [--force] [app...] | dev [--only mf-goals,...] | test [--no-e2e] | bench [--sizes --build --render --charts --import --api --lighthouse] | soak | release <remote> | releases <remote> | deploy <remote> <release-id> | rollback <remote> | preview <remote>';

function fail(message) {
  console.error(`\n${message}`);
  process.exit(1);
}

/** The flags each command takes (node:util's parseArgs); any other flag is refused with the usage line. */
const FLAGS = {
  build: { force: { type: 'boolean' } },
  dev: { only: { type: 'string' } },
  test: { 'no-e2e': { type: 'boolean' } },
  bench: Object.fromEntries(['sizes', 'build', 'api', 'render', 'charts', 'import', 'lighthouse'].map((flag) => [flag, { type: 'boolean' }])),
};

/** `args` parsed for `command`: { values, positionals }. */
function parsed(command) {
  try {
    return parseArgs({ args, options: FLAGS[command], allowPositionals: true, strict: true });
  } catch (error) {
    return fail(`${error.message}\nusage: ${USAGE}`);
  }
}

function requireInstalled() {
  if (!fs.existsSync(path.join(ROOT, 'node_modules', 'webpack'))) fail('Dependencies are not installed: run npm install first.');
}

async function start() {
  requireInstalled();
  const { startStack } = require('../lib/stack/stack.cjs');
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
  const { values, positionals } = parsed('build');
  const { built, ms } = await build({ force: values.force === true, only: positionals.length ? positionals : undefined });
  console.log(built.length ? `Built ${built.length} app(s) in ${(ms / 1000).toFixed(1)} s.` : 'Everything is built.');
}

/** The delivery commands (tools/lib/delivery/release.cjs): a refusal is one clear line, not a stack trace. */
const delivery = (name) => async () => {
  requireInstalled();
  const tools = require('../lib/delivery/release.cjs');
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
  dev: () => require('../lib/stack/dev.cjs').dev(parsed('dev').values),
  test: () => require('../lib/test/test-run.cjs').testAll({ e2e: parsed('test').values['no-e2e'] !== true }),
  bench: () => require('../lib/bench/bench.cjs').bench(parsed('bench').values),
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
