// npm test: type check, lint, every workspace's jest tests (the api's against a real PostgreSQL), a
// production build, and the end-to-end suite in Debian's Chromium against the stack `npm start`
// runs. Ends with one plain line "N passed, N failed", then "N flaky" and each flaky test on a line
// of its own (tools/lib/test/flaky.cjs: under CI a flaky test twice in a row, or one not on the
// known-flaky list, fails the run).
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { build, ROOT } = require('../build/build.cjs');
const { jestFlaky, playwrightFlaky, flakyFailures, flakyFiles, readList, rememberFlaky } = require('./flaky.cjs');

const RESULTS = path.join(ROOT, 'test-results');
const { CHROMIUM_PATH: CHROMIUM } = require('./chromium.cjs');

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => {
      console.log(`=== ${title}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(code === 0);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** @param {{ e2e?: boolean }} options e2e: false skips the build and the end-to-end suite (--no-e2e) */
async function testAll({ e2e: withE2e = true } = {}) {
  if (!fs.existsSync(path.join(ROOT, 'node_modules', 'jest'))) {
    console.error('Dependencies are not installed: run npm install first.');
    process.exit(1);
  }
  const skipE2e = !withE2e;
  if (!skipE2e && !fs.existsSync(CHROMIUM)) {
    console.error(`Chromium is missing at ${CHROMIUM}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH), then run npm test again.`);
    process.exit(1);
  }
  fs.rmSync(RESULTS, { recursive: true, force: true });
  fs.mkdirSync(RESULTS, { recursive: true });
  // By path: package exports often hide bin files from require.resolve.
  const bin = (pkg, file) => path.join(ROOT, 'node_modules', pkg, file);

  const typecheck = await step('Type check', process.execPath, [bin('typescript', 'bin/tsc'), '-b', 'tsconfig.json']);
  const lint = await step('Lint (ESLint with the architecture boundaries, prettier --check)', process.execPath, [
    path.join(__dirname, '..', 'lint', 'lint.cjs'),
  ]);
  const jestFile = path.join(RESULTS, 'jest.json');
  const unit = await step('Unit and integration tests (jest)', process.execPath, [bin('jest', 'bin/jest.js'), '--ci', '--json', `--outputFile=${jestFile}`]);

  let e2e = true;
  const e2eFile = path.join(RESULTS, 'e2e.json');
  if (!skipE2e) {
    console.log('\n=== Production build');
    let built = true;
    try {
      await build();
    } catch (error) {
      console.error(error.message);
      built = false;
    }
    e2e =
      built &&
      (await step('End-to-end tests (Chromium)', process.execPath, [bin('@playwright/test', 'cli.js'), 'test', '-c', 'e2e/playwright.config.ts'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile,
      }));
  }

  const jest = readJson(jestFile);
  const pw = readJson(e2eFile);
  // A test that passed only on its retry is flaky: named, and not counted as passed.
  const flaky = [...jestFlaky(jest, ROOT), ...playwrightFlaky(pw)];
  // The lint counts as one check: passed when every file is clean, failed otherwise.
  const passed = (jest?.numPassedTests ?? 0) - jestFlaky(jest, ROOT).length + (pw?.stats?.expected ?? 0) + (lint ? 1 : 0);
  const failed = (jest?.numFailedTests ?? 0) + (pw?.stats?.unexpected ?? 0) + (lint ? 0 : 1);
  const files = flakyFiles(ROOT);
  const previous = rememberFlaky(files.state, flaky);
  const flakyVerdict = process.env.CI ? flakyFailures({ flaky, previous, known: readList(files.known) }) : [];
  const ok = typecheck && lint && unit && e2e && flakyVerdict.length === 0;
  console.log(`\n${ok ? 'All checks passed.' : 'Some checks failed: see the sections above.'}`);
  for (const line of flakyVerdict) console.log(line);
  console.log(`${passed} passed, ${failed + (ok || failed ? 0 : 1)} failed`);
  console.log(`${flaky.length} flaky`);
  for (const name of flaky) console.log(`  flaky: ${name}`);
  process.exit(ok ? 0 : 1);
}

module.exports = { testAll };
