#!/usr/bin/env node
// Rewrites the citations comments make to documents a clone does not have, and lists those it
// cannot rewrite:
//   "spec §7" / "Spec §7.3"     -> "docs/product.md §7" (the product rules, same section numbers)
//   "ARCHITECTURE §3"           -> "docs/architecture.md §3"
//   "issue 12", "CONVENTIONS.md" -> listed (file:line): say what the rule is instead, in place.
// Usage: node tools/docs/rewrite-citations.cjs [--check] [path...]   (default: the whole repository)
//   --check  rewrite nothing; list what would change and what is left, exit 1 if anything is found.
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '../..');
const TEXT = /\.(c|m)?(j|t)sx?$|\.d\.cts$|\.md$|\.css$|\.ya?ml$|\.sh$|^run$/;
/** Files that are about the citations themselves. */
const SKIP = new Set(['docs/product.md', 'tools/docs/rewrite-citations.cjs', 'tools/docs/rewrite-citations.test.ts']);

const REWRITES = [
  [/\b[Ss]pec(?:ification)?,? ?§ ?(\d+(?:\.\d+)*)/g, 'docs/product.md §$1'],
  [/\bARCHITECTURE(?:\.md)?,? ?§ ?(\d+(?:\.\d+)*)/g, 'docs/architecture.md §$1'],
];
const UNMAPPED = [
  [/\b[Ii]ssues? #?\d+/, 'cites an issue'],
  [/\bCONVENTIONS(?:\.md)?\b/, 'cites CONVENTIONS.md'],
  [/\bproduct-spec(?:\.md)?\b/, 'cites the product spec file'],
];

/** `text` with its citations rewritten, and the lines (1-based) left citing what a clone lacks. */
function rewriteText(text) {
  let out = text;
  for (const [pattern, replacement] of REWRITES) out = out.replace(pattern, replacement);
  const left = [];
  out.split('\n').forEach((line, i) => {
    for (const [pattern, why] of UNMAPPED) if (pattern.test(line)) left.push({ line: i + 1, why, text: line.trim() });
  });
  return { text: out, left };
}

function filesUnder(paths) {
  const listed = execFileSync('git', ['ls-files', '-z', '--', ...paths], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  return listed.filter((f) => !SKIP.has(f) && TEXT.test(path.basename(f)));
}

function main(argv) {
  const check = argv.includes('--check');
  const paths = argv.filter((a) => a !== '--check');
  let changed = 0;
  let left = 0;
  for (const file of filesUnder(paths.length ? paths : ['.'])) {
    const full = path.join(ROOT, file);
    const before = fs.readFileSync(full, 'utf8');
    const result = rewriteText(before);
    if (result.text !== before) {
      changed += 1;
      if (check) console.log(`${file}: citations to rewrite`);
      else fs.writeFileSync(full, result.text);
    }
    for (const l of result.left) console.log(`${file}:${l.line}: ${l.why}: ${l.text}`);
    left += result.left.length;
  }
  console.log(`${changed} file(s) ${check ? 'to rewrite' : 'rewritten'}; ${left} line(s) to reword by hand.`);
  return check && changed + left > 0 ? 1 : 0;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));

module.exports = { rewriteText };
