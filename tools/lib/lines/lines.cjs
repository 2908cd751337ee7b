// npm run lines [-- <git revision>]: the non-test lines of code per package, counted the way the
// root README ("Lines of code") says. Comments are found by TypeScript's own parser (JS and TS)
// and postcss (CSS), both already here, so a `//` inside a string or a `*/` inside a regular
// expression is never taken for a comment, as a line-pattern counter would.
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const ts = require('typescript');
const postcss = require('postcss');

const ROOT = path.resolve(__dirname, '../../..');

/** The packages, in the order printed; anything else tracked (root configs) is "root". */
const PACKAGES = ['shell', 'mf-sessions', 'mf-progress', 'mf-goals', 'mf-groups', 'shared', 'api', 'idp', 'tools', 'e2e'];

const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css)$/;
// Tests, and what only tests run: their folders, helpers, fixtures and jest's configuration.
const TEST_FILE = /\.(test|spec)\.[^/]+$|(^|[/-])(testing|fixtures?)\.[^/]+$|(^|\/)jest\.config\.[^/]+$/;
const TEST_FOLDER = /(^|\/)(testing|__tests__|__mocks__|__fixtures__|fixtures)\/|^[^/]+\/(src\/)?test\/|^tools\/jest\//;
const GENERATED = /(^|\/)(vendor|generated)\/|\.min\.[^/]+$/;
const GENERATED_MARK = /@generated|DO NOT EDIT/;

/** Whether a tracked file's lines are counted: code, not a test, not generated or vendored. */
function isCounted(file) {
  return CODE.test(file) && !TEST_FILE.test(file) && !TEST_FOLDER.test(file) && !GENERATED.test(file);
}

/** The package a file belongs to. */
function packageOf(file) {
  const top = file.split('/')[0];
  return PACKAGES.includes(top) ? top : 'root';
}

/** Marks, in `lines`, every line on which `text` (which starts at offset `start`) has a visible character. */
function markVisible(start, text, lines, lineOf) {
  let line = lineOf(start);
  let visible = false;
  for (const char of text) {
    if (char === '\n') {
      if (visible) lines.add(line);
      line += 1;
      visible = false;
    } else if (!/\s/.test(char)) visible = true;
  }
  if (visible) lines.add(line);
}

/** Non-blank lines that hold more than comments, in a JS or TS file. */
function scriptLines(file, source) {
  const kind = /\.(tsx|jsx)$/.test(file) ? ts.ScriptKind.TSX : /\.(ts|mts|cts)$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (pos) => sourceFile.getLineAndCharacterOfPosition(pos).line;
  const lines = new Set();
  // Every token the parser read (its leaves), without the comments and blanks before it.
  const visit = (node) => {
    // A doc comment is a node of its own (JSDoc) under the declaration it documents.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const children = node.getChildren(sourceFile);
    if (children.length === 0 && node.kind !== ts.SyntaxKind.EndOfFileToken) {
      const start = node.getStart(sourceFile);
      markVisible(start, source.slice(start, node.getEnd()), lines, lineOf);
    }
    for (const child of children) visit(child);
  };
  visit(sourceFile);
  return lines.size;
}

/** Non-blank lines that hold more than comments, in a CSS file. */
function cssLines(source) {
  const root = postcss.parse(source);
  root.walkComments((comment) => comment.remove());
  return root
    .toString()
    .split('\n')
    .filter((line) => line.trim() !== '').length;
}

/** The counted lines of one file's text. */
function countLines(file, source) {
  if (GENERATED_MARK.test(source.split('\n', 5).join('\n'))) return 0;
  return file.endsWith('.css') ? cssLines(source) : scriptLines(file, source);
}

const git = (args, input) => execFileSync('git', args, { cwd: ROOT, input, maxBuffer: 1 << 30 });

/** The tracked files and their text: the working tree's, or those of a revision (`git cat-file --batch`). */
function trackedFiles(revision) {
  if (revision === undefined) {
    const names = git(['ls-files', '-z']).toString().split('\0').filter(isCounted);
    const fs = require('node:fs');
    return names.filter((name) => fs.existsSync(path.join(ROOT, name))).map((name) => ({ name, text: fs.readFileSync(path.join(ROOT, name), 'utf8') }));
  }
  const names = git(['ls-tree', '-r', '-z', '--name-only', revision]).toString().split('\0').filter(isCounted);
  const out = git(['cat-file', '--batch'], names.map((name) => `${revision}:${name}\n`).join(''));
  const files = [];
  let at = 0;
  for (const name of names) {
    const headerEnd = out.indexOf(10, at);
    const size = Number(out.subarray(at, headerEnd).toString().split(' ')[2]);
    files.push({ name, text: out.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8') });
    at = headerEnd + 1 + size + 1;
  }
  return files;
}

/** Lines and files per package, in PACKAGES' order, root last. */
function countPackages(files) {
  const totals = new Map([...PACKAGES, 'root'].map((name) => [name, { files: 0, lines: 0 }]));
  for (const { name, text } of files) {
    const entry = totals.get(packageOf(name));
    entry.files += 1;
    entry.lines += countLines(name, text);
  }
  return [...totals].map(([name, counts]) => ({ name, ...counts }));
}

function main(argv) {
  const revision = argv[0];
  const rows = countPackages(trackedFiles(revision));
  const total = rows.reduce((sum, row) => sum + row.lines, 0);
  const width = Math.max(...rows.map((row) => row.name.length), 5);
  console.log(`Non-test lines of code${revision === undefined ? '' : ` at ${revision}`} (README.md, "Lines of code")`);
  for (const row of rows) console.log(`  ${row.name.padEnd(width)} ${String(row.lines).padStart(7)} lines in ${row.files} files`);
  console.log(`  ${'total'.padEnd(width)} ${String(total).padStart(7)}`);
}

if (require.main === module) main(process.argv.slice(2));

module.exports = { isCounted, packageOf, countLines, countPackages, trackedFiles };
