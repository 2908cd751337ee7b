// Planted violations: real files in the packages, one for each architectural rule, linted by the
// same ESLint Node API call and config as `npm run lint` (in a child process: the config is an ES
// module, which jest's CommonJS sandbox cannot import), then by `npm run lint` itself. Each must
// fail with its rule's message; a clean file beside them must pass. The files are removed after.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const ROOT = path.resolve(__dirname, '../..');
const PREFIX = 'zz-lint-planted';
const RULE = 'liftbook/boundaries';

interface Planted {
  file: string;
  code: string;
  /** The start of each boundary message expected, in order; none for a clean file. */
  expected: string[];
}

const planted: Planted[] = [
  {
    file: `mf-goals/src/${PREFIX}-remote.ts`,
    code: "import { plural } from '@liftbook/mf-sessions';\nimport { weight } from '../../mf-sessions/src/domain/weight';\n\nexport const planted = [plural, weight];\n",
    expected: [
      "[remote → remote] mf-goals imports mf-sessions ('@liftbook/mf-sessions'). No remote imports another remote or the shell",
      "[remote → remote] mf-goals imports mf-sessions ('../../mf-sessions/src/domain/weight'). No remote imports another remote or the shell",
    ],
  },
  {
    file: `mf-goals/src/${PREFIX}-shell.ts`,
    code: "import { Navbar } from '../../shell/src/layout/navbar';\n\nexport const planted = Navbar;\n",
    expected: ["[remote → remote] mf-goals imports shell ('../../shell/src/layout/navbar'). No remote imports another remote or the shell"],
  },
  {
    file: `shell/src/${PREFIX}.ts`,
    code: "import { GoalsArea } from '../../mf-goals/src/app/goals-area';\n\nexport const planted = GoalsArea;\n",
    expected: ["[shell → remote] the shell imports mf-goals ('../../mf-goals/src/app/goals-area'). The shell imports no remote's code"],
  },
  {
    file: `mf-goals/src/features/${PREFIX}-a/a.ts`,
    code: `import { b } from '../${PREFIX}-b/b';\n\nexport const a = b;\n`,
    expected: [`[feature → feature] feature "${PREFIX}-a" imports feature "${PREFIX}-b" ('../${PREFIX}-b/b'). No feature folder imports another`],
  },
  { file: `mf-goals/src/features/${PREFIX}-b/b.ts`, code: 'export const b = 1;\n', expected: [] },
  {
    file: `mf-goals/src/domain/${PREFIX}.ts`,
    code: "import { useMemo } from 'react';\nimport { Button } from '@liftbook/shared';\n\nexport const planted = [useMemo, Button];\n",
    expected: [
      "[domain → React] a domain/ module imports 'react'. domain/ modules are pure logic with no React",
      "[domain → React] a domain/ module imports '@liftbook/shared'. domain/ modules are pure logic with no React",
    ],
  },
  {
    file: `shared/src/${PREFIX}.ts`,
    code: "import { GoalsArea } from '@liftbook/mf-goals';\n\nexport const planted = GoalsArea;\n",
    expected: ["[shared → app] shared imports mf-goals ('@liftbook/mf-goals'). shared imports no app"],
  },
  {
    file: `api/src/${PREFIX}.ts`,
    code: "import { formatWeight } from '@liftbook/shared/format';\nimport { Session } from '@liftbook/shared/contract';\n\nexport const planted = formatWeight;\nexport type Planted = Session;\n",
    expected: [
      "[api → shared] the api imports '@liftbook/shared/format'. The api imports nothing of shared but its type-only contract",
      '[api → shared] the api imports @liftbook/shared/contract as a value. The api shares only types with the browser',
    ],
  },
  {
    // What the rules allow, so that a rule reporting everything fails this test too.
    file: `mf-goals/src/domain/${PREFIX}-clean.ts`,
    code: "import type { Session } from '@liftbook/shared/contract';\nimport { formatUtcDate } from '@liftbook/shared/format';\n\nexport type Planted = Session;\nexport const planted = formatUtcDate;\n",
    expected: [],
  },
];

function removePlanted() {
  for (const { file } of planted) {
    const absolute = path.join(ROOT, file);
    const dir = path.dirname(absolute);
    fs.rmSync(absolute, { force: true });
    if (path.basename(dir).startsWith(PREFIX)) fs.rmSync(dir, { recursive: true, force: true });
  }
}

function node(args: string[]) {
  return spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
}

interface LintMessage {
  ruleId: string | null;
  message: string;
}

beforeAll(() => {
  removePlanted();
  for (const { file, code } of planted) {
    fs.mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
    fs.writeFileSync(path.join(ROOT, file), code);
  }
});
afterAll(removePlanted);

test('ESLint reports each planted violation with its rule and why, and nothing else', () => {
  const script = `require('./tools/lib/lint/lint.cjs').eslintResults(JSON.parse(process.argv[1])).then(({ results }) => {
    process.stdout.write(JSON.stringify(results.map((r) => ({ file: r.filePath, messages: r.messages.map(({ ruleId, message }) => ({ ruleId, message })) }))));
  });`;
  const run = node(['-e', script, JSON.stringify(planted.map((p) => p.file))]);
  expect(run.stderr).toBe('');
  const results: Array<{ file: string; messages: LintMessage[] }> = JSON.parse(run.stdout);
  expect(results).toHaveLength(planted.length);

  for (const { file, expected } of planted) {
    const result = results.find((r) => r.file === path.join(ROOT, file));
    const messages = result?.messages ?? [];
    // Nothing but the boundary rule: the planted files are otherwise clean.
    expect({ file, rules: messages.map((m) => m.ruleId) }).toEqual({ file, rules: expected.map(() => RULE) });
    expected.forEach((start, index) => expect(messages[index]?.message.startsWith(start) ? start : messages[index]?.message).toBe(start));
  }
}, 120_000);

test('npm run lint fails on a file in mf-goals that imports mf-sessions, saying which rule and why', () => {
  const run = node(['tools/lib/lint/lint.cjs', planted[0]!.file]);
  expect(run.status).toBe(1);
  expect(run.stdout).toContain("[remote → remote] mf-goals imports mf-sessions ('@liftbook/mf-sessions'). No remote imports another remote or the shell");
  expect(run.stdout).toContain('Move what both need to @liftbook/shared');
  expect(run.stdout).toContain(RULE);
  // Formatting is not why it failed.
  expect(run.stdout).toContain('All matched files use Prettier code style!');

  const clean = node(['tools/lib/lint/lint.cjs', planted[planted.length - 1]!.file]);
  expect(clean.stdout).toContain('ESLint: 1 files, 0 errors, 0 warnings');
  expect(clean.status).toBe(0);
}, 120_000);
