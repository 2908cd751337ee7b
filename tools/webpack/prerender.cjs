// Build-time prerendering (used by federation-preset.cjs for a page's `prerender` option, and by
// tests): `node prerender.cjs --app=<name> <module.tsx> <exportName> [json-argument]`, run in the
// app's folder, loads the app's own TypeScript/TSX modules in Node (compiled on the fly by
// @swc/core, the same compiler the bundle uses), calls the export with the argument and writes the
// HTML it returns to stdout. Stylesheets: a CSS Module (`*.module.css`) gives the class names the
// production build gives it (css-modules.cjs, for the app <name> in this folder), so the markup
// matches the stylesheet the page links; a plain stylesheet is ignored. It runs in a child process
// so the DOM-less React render and these require hooks never touch webpack's own process.
'use strict';
process.env.NODE_ENV = 'production';

const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { CSS_MODULE_FILE, classNamesOf } = require('./css-modules.cjs');

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

const USAGE = 'usage: node prerender.cjs --app=<federation name> <module> <exportName> [json-argument]';
const appArgument = process.argv.find((a) => a.startsWith('--app='));
const app = appArgument ? appArgument.slice('--app='.length) : null;

Module._extensions['.css'] = (mod, filename) => {
  if (!CSS_MODULE_FILE.test(filename)) return; // a plain stylesheet: the page links it
  mod.exports = classNamesOf(filename, { app, appDir: process.cwd(), production: true });
};

function main([file, exportName = 'default', json = '{}']) {
  if (!file || !app) throw new Error(USAGE);
  const modulePath = path.resolve(file);
  const render = require(modulePath)[exportName];
  if (typeof render !== 'function') throw new Error(`${file} must export a function "${exportName}"`);
  const html = render(JSON.parse(json));
  if (typeof html !== 'string' || !html) throw new Error(`${file}: ${exportName}() must return the page's HTML`);
  process.stdout.write(html);
}

main(process.argv.slice(2).filter((a) => !a.startsWith('--app=')));
