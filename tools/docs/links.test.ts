// Every link a README or doc of the repository makes to a file of the repository points at a file
// (or folder) that exists: a moved or deleted file fails here, not in a newcomer's browser.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const docs = execFileSync('git', ['ls-files', '-z', '--', '*.md'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && !f.includes('node_modules/'));

/** The local targets of a markdown text's links: [text](target) and [name]: target. */
function localTargets(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const targets = [
    ...[...withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!),
    ...[...withoutCode.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((m) => m[1]!),
  ];
  return targets.filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t) && !t.startsWith('#')).map((t) => decodeURI(t.replace(/[#?].*$/, '')));
}

test('the link finder sees inline and reference links, and skips web links, anchors and code', () => {
  const text = '[a](docs/a.md) [b](<b.md> "t") [w](https://x.org) [h](#top) `[c](no.md)`\n```\n[d](no.md)\n```\n[r]: ./r.md#part';
  expect(localTargets(text)).toEqual(['docs/a.md', 'b.md', './r.md']);
});

test('the repository has docs, and links between them, to check', () => {
  expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'tools/README.md']));
  const links = docs.flatMap((doc) => localTargets(fs.readFileSync(path.join(ROOT, doc), 'utf8')));
  expect(links.length).toBeGreaterThan(3);
});

/** The repository's tracked top-level folders ("tools", "api", ...; not .data/): a path in backticks starting with one is a path from the root. */
const TOP = new Set(
  execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f.includes('/'))
    .map((f) => f.split('/')[0]!),
);

/**
 * In the root README and docs/, paths are written from the repository's root: a path in backticks
 * that starts with a top-level folder (`tools/lib/stack/stack.cjs`) must exist too. (Package READMEs
 * name files from their own src/, so only their links are checked.)
 */
function rootPaths(markdown: string): string[] {
  const withoutBlocks = markdown.replace(/```[\s\S]*?```/g, '');
  return [...withoutBlocks.matchAll(/`([\w.@-]+(?:\/[\w.@-]+)+\/?)`/g)]
    .map((m) => m[1]!)
    .filter((p) => TOP.has(p.split('/')[0]!))
    .filter((p) => !p.split('/').includes('dist')); // build output: made by a build, not in a clone
}

test('paths in backticks of the root docs are checked from the root', () => {
  expect(rootPaths('see `tools/lib/stack/stack.cjs`, `src/x.ts`, `mf-goals/dist/x.js` and\n```\n`api/no.ts`\n```')).toEqual(['tools/lib/stack/stack.cjs']);
});

test.each(docs.filter((d) => !d.includes('/') || d.startsWith('docs/')))('%s names only paths that exist', (doc) => {
  const missing = rootPaths(fs.readFileSync(path.join(ROOT, doc), 'utf8')).filter((p) => !fs.existsSync(path.join(ROOT, p)));
  expect(missing).toEqual([]);
});

test.each(docs)('%s links only to files that exist', (doc) => {
  const text = fs.readFileSync(path.join(ROOT, doc), 'utf8');
  const missing = localTargets(text).filter((target) => {
    const resolved = target.startsWith('/') ? path.join(ROOT, target) : path.resolve(ROOT, path.dirname(doc), target);
    return !fs.existsSync(resolved);
  });
  expect(missing).toEqual([]);
});
