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

// The entries of @liftbook/shared a server runs (the api's '@liftbook/shared/training' and
// '@liftbook/shared/set-rules', which lint allows). shared is TypeScript written for bundlers (no
// file extensions), and Node 20 runs neither, so each entry the output still imports after types are stripped is compiled with
// the shared files it reaches into <outDir>/node_modules/@liftbook/shared, where Node's own
// lookup finds it first: the api's code imports it by name, as in its tests, and nothing is copied
// by hand.
const SHARED_DIR = path.resolve(__dirname, '../../shared');
const SHARED_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']@liftbook\/shared\/([^"']+)["']/g;
const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(["'])(\.{1,2}\/[^"']+)\2/g;

/** The shared source file a relative specifier means (x.ts, x.tsx or x/index.ts). */
function resolveShared(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
  if (!found) throw new Error(`${fromFile}: cannot resolve ${specifier}`);
  return found;
}

function bundleSharedEntries(out) {
  const entries = new Set();
  for (const file of walk(out).filter((f) => f.endsWith('.js'))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(SHARED_SPECIFIER)) entries.add(match[1]);
  }
  if (entries.size === 0) return 0;
  const { exports: sharedExports } = JSON.parse(fs.readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8'));
  const target = path.join(out, 'node_modules/@liftbook/shared');
  const exportsMap = {};
  const queue = [];
  for (const entry of entries) {
    const source = sharedExports[`./${entry}`];
    if (!source) throw new Error(`@liftbook/shared/${entry} is not an entry of shared/package.json`);
    exportsMap[`./${entry}`] = source.replace(/\.tsx?$/, '.js');
    queue.push(path.join(SHARED_DIR, source));
  }
  const done = new Set();
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (done.has(file)) continue;
    done.add(file);
    const { code } = swc.transformFileSync(file, { ...options, filename: file });
    const rewritten = code.replace(RELATIVE_SPECIFIER, (_all, lead, quote, specifier) => {
      const resolved = resolveShared(file, specifier);
      queue.push(resolved);
      const relative = path.relative(path.dirname(file), resolved).replace(/\.tsx?$/, '.js');
      return `${lead}${quote}${relative.startsWith('.') ? relative : `./${relative}`}${quote}`;
    });
    const written = path.join(target, path.relative(SHARED_DIR, file)).replace(/\.tsx?$/, '.js');
    fs.mkdirSync(path.dirname(written), { recursive: true });
    fs.writeFileSync(written, rewritten);
  }
  fs.writeFileSync(
    path.join(target, 'package.json'),
    JSON.stringify({ name: '@liftbook/shared', private: true, type: 'module', exports: exportsMap }, null, 2),
  );
  return done.size;
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
count += bundleSharedEntries(outDir);
console.log(`built ${count} modules from ${srcDir} to ${outDir} in ${Date.now() - started} ms`);
