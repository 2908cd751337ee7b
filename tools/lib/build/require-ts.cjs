// Loads a TypeScript module of the repository in Node (CommonJS), compiled by @swc/core: the one
// way the tools read what the apps' TypeScript declares (a remote's src/exposes.ts, shared's
// compatibility rule) without keeping a second copy of it.
const Module = require('node:module');
const path = require('node:path');

function requireTs(file) {
  const { transformFileSync } = require('@swc/core');
  const { code } = transformFileSync(file, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    swcrc: false,
    configFile: false,
  });
  const mod = new Module(file, module);
  mod.filename = file;
  mod.paths = Module._nodeModulePaths(path.dirname(file));
  mod._compile(code, file);
  return mod.exports;
}

module.exports = { requireTs };
