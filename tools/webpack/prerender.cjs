// Build-time prerendering (used by federation-preset.cjs for a page's `prerender` option, and by
// tests): `node prerender.cjs <module.tsx> <exportName> [json-argument]` loads the app's own
// TypeScript/TSX modules in Node (compiled on the fly by @swc/core, the same compiler the bundle
// uses; stylesheets are ignored: the page links them), calls the export with the argument and
// writes the HTML it returns to stdout. It runs in a child process so the DOM-less React render
// and this require hook never touch webpack's own process.
'use strict';
process.env.NODE_ENV = 'production';

const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');

function compileTs(mod, filename) {
  const { transformSync } = require('@swc/core');
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', tsx: filename.endsWith('.tsx') },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
    swcrc: false,
    configFile: false,
  });
  mod._compile(code, filename);
}
Module._extensions['.ts'] = compileTs;
Module._extensions['.tsx'] = compileTs;
Module._extensions['.css'] = () => {};

function main([file, exportName = 'default', json = '{}']) {
  if (!file) throw new Error('usage: node prerender.cjs <module> <exportName> [json-argument]');
  const modulePath = path.resolve(file);
  const render = require(modulePath)[exportName];
  if (typeof render !== 'function') throw new Error(`${file} must export a function "${exportName}"`);
  const html = render(JSON.parse(json));
  if (typeof html !== 'string' || !html) throw new Error(`${file}: ${exportName}() must return the page's HTML`);
  process.stdout.write(html);
}

main(process.argv.slice(2));
