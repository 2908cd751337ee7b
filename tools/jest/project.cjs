// One jest "project" per workspace, written once: the root jest.config.cjs lists them all (one run
// over every workspace, npm run test:unit), and each workspace's own jest.config.cjs is the same
// project alone, so `npm test -w @liftbook/mf-goals` (or `npx jest` inside mf-goals/) runs just
// that workspace's tests from its own folder. swc transpiles; tsc type-checks separately.
const path = require('node:path');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } },
];
// ESM-only packages that jest (CommonJS) must transpile too.
const esmOnly = ['jose', 'oidc-provider', 'nanoid', 'quick-lru', '@koa', 'koa', 'jsesc', 'oidc-token-hash', 'eta'];

/**
 * @param {string} dir the workspace's folder (absolute)
 * @param {'jsdom' | 'node'} env
 * @param {string[]} [alsoTransform] more ESM-only packages this workspace needs transpiled
 */
function jestProject(dir, env, alsoTransform = []) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: env,
    transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
    transformIgnorePatterns: [`/node_modules/(?!(${[...esmOnly, ...alsoTransform].join('|')})/)`],
    // api and idp import with NodeNext-style ".js" suffixes; jest resolves the .ts source.
    // A CSS Module's classes are their names as written; any other stylesheet is nothing (the order matters: first match wins).
    moduleNameMapper: {
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.module\\.css$': path.join(__dirname, 'css-module-stub.cjs'),
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'retry.cjs'), ...(env === 'jsdom' ? [path.join(__dirname, 'setup-dom.ts')] : [])],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
}

module.exports = { jestProject };
