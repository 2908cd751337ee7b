#!/usr/bin/env node
// Compiles a Node workspace's TypeScript (src/) to ES modules (dist/) with swc, file by file.
// Type-checking is tsc's job (npm run typecheck); this only strips types, fast.
// Usage: node build-node.cjs <srcDir> <outDir>   (run from the workspace folder)
const fs = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');

const [srcDir = 'src', outDir = 'dist'] = process.argv.slice(2);
const options = {
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const started = Date.now();
fs.rmSync(outDir, { recursive: true, force: true });
let count = 0;
for (const file of walk(srcDir)) {
  const rel = path.relative(srcDir, file);
  if (/\.test\.ts$|\.d\.ts$/.test(rel) || rel.split(path.sep).includes('test')) continue;
  const target = path.join(outDir, rel);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (file.endsWith('.ts')) {
    const { code } = swc.transformFileSync(file, { ...options, filename: file });
    fs.writeFileSync(target.replace(/\.ts$/, '.js'), code);
    count += 1;
  } else {
    fs.copyFileSync(file, target); // html, sql, json assets
  }
}
console.log(`built ${count} modules from ${srcDir} to ${outDir} in ${Date.now() - started} ms`);
