import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { flakyFailures, jestFlaky, playwrightFlaky, readList, rememberFlaky } from './flaky.cjs';

// Shapes as jest --json and playwright's JSON reporter write them (trimmed to what is read).
const jestReport = {
  testResults: [
    {
      name: '/repo/tools/lib/a.test.ts',
      assertionResults: [
        { fullName: 'box fails once', status: 'passed', invocations: 2 },
        { fullName: 'box steady', status: 'passed', invocations: 1 },
        { fullName: 'box broken', status: 'failed', invocations: 2 },
      ],
    },
  ],
};
const playwrightReport = {
  suites: [
    {
      title: 'goals.spec.ts',
      file: 'goals.spec.ts',
      specs: [{ title: 'plain', file: 'goals.spec.ts', tests: [{ status: 'flaky' }] }],
      suites: [
        {
          title: 'box',
          file: 'goals.spec.ts',
          specs: [
            { title: 'fails once', file: 'goals.spec.ts', tests: [{ status: 'flaky' }, { status: 'expected' }] },
            { title: 'steady', tests: [{ status: 'expected' }] },
          ],
        },
      ],
    },
  ],
};

test('a jest test that passed on its retry is flaky; one that passed first time or failed is not', () => {
  expect(jestFlaky(jestReport, '/repo')).toEqual(['tools/lib/a.test.ts › box fails once']);
  expect(jestFlaky(null, '/repo')).toEqual([]);
});

test('a playwright test whose status is flaky is named by file, describe blocks and title', () => {
  expect(playwrightFlaky(playwrightReport)).toEqual(['e2e/tests/goals.spec.ts › plain', 'e2e/tests/goals.spec.ts › box › fails once']);
  expect(playwrightFlaky(null)).toEqual([]);
});

test.each([
  ['no flaky test', { flaky: [], previous: ['a'], known: [] }, []],
  ['a known test flaky once', { flaky: ['a'], previous: [], known: ['a'] }, []],
  ['a known test flaky twice in a row', { flaky: ['a'], previous: ['a'], known: ['a'] }, ['flaky twice in a row: a']],
  [
    'a test not on the list (the list would grow)',
    { flaky: ['b'], previous: [], known: ['a'] },
    ['flaky and not on the known-flaky list (.ci/flaky/known.json): b'],
  ],
  ['both', { flaky: ['b'], previous: ['b'], known: [] }, ['flaky twice in a row: b', 'flaky and not on the known-flaky list (.ci/flaky/known.json): b']],
])('%s', (_, runs, failures) => {
  expect(flakyFailures(runs)).toEqual(failures);
});

test("the state file hands back the previous run's flaky tests and keeps this run's", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flaky-'));
  try {
    const file = path.join(dir, 'sub', 'last-run.json');
    expect(rememberFlaky(file, ['a'])).toEqual([]);
    expect(rememberFlaky(file, [])).toEqual(['a']);
    expect(readList(file)).toEqual([]);
    fs.writeFileSync(file, '{"not":"a list"}');
    expect(readList(file)).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
