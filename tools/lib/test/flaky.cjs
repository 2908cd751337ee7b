// Flaky tests: a test that failed and then passed on its retry. npm test names each one on its own
// line, and CI fails when
// - a test is flaky in two runs in a row (the previous run's flaky tests are kept in a state file:
//   .ci/flaky/last-run.json by default, LIFTBOOK_FLAKY_STATE to put it elsewhere; CI keeps that
//   file between runs), or
// - a test is flaky that is not on the known-flaky list (.ci/flaky/known.json, reviewed like code):
//   the list may shrink, it may not grow by itself.
// Retries happen only under CI (CI=1): playwright retries once, jest retries once (tools/jest/retry.cjs).
const fs = require('node:fs');
const path = require('node:path');

/** The names of jest's flaky tests ("file › describe › test") in its --json output. */
function jestFlaky(report, root) {
  const names = [];
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed' && (test.invocations ?? 1) > 1) names.push(`${path.relative(root, file.name)} › ${test.fullName}`);
    }
  }
  return names;
}

/** The names of playwright's flaky tests ("file › describe › test") in its JSON report. */
function playwrightFlaky(report) {
  const names = [];
  // A file's suite is titled by the file; its describe blocks are suites inside it.
  const walk = (suite, titles) => {
    const here = titles === null ? [] : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') names.push([`e2e/tests/${spec.file ?? suite.file}`, ...here.filter(Boolean), spec.title].join(' › '));
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, null);
  return names;
}

/**
 * Why CI fails for these flaky tests (an empty list: it does not).
 * @param {{ flaky: string[], previous: string[], known: string[] }} runs
 */
function flakyFailures({ flaky, previous, known }) {
  const failures = [];
  for (const name of flaky) {
    if (previous.includes(name)) failures.push(`flaky twice in a row: ${name}`);
    if (!known.includes(name)) failures.push(`flaky and not on the known-flaky list (.ci/flaky/known.json): ${name}`);
  }
  return failures;
}

function readList(file) {
  try {
    const list = JSON.parse(fs.readFileSync(file, 'utf8'));
    return Array.isArray(list) ? list.filter((n) => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

/** Where the known-flaky list and the last run's flaky tests live. */
function flakyFiles(root, processEnv = process.env) {
  return {
    known: path.join(root, '.ci', 'flaky', 'known.json'),
    state: processEnv.LIFTBOOK_FLAKY_STATE || path.join(root, '.ci', 'flaky', 'last-run.json'),
  };
}

/** Records this run's flaky tests for the next run; returns the previous run's. */
function rememberFlaky(file, flaky) {
  const previous = readList(file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(flaky, null, 2)}\n`);
  return previous;
}

module.exports = { jestFlaky, playwrightFlaky, flakyFailures, flakyFiles, readList, rememberFlaky };
