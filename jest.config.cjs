// One jest run over every workspace (npm run test:unit). Each workspace is a jest "project":
// browser code runs in jsdom, the api and idp in node. swc transpiles; tsc type-checks separately.
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } },
];
// ESM-only packages that jest (CommonJS) must transpile too.
const esmOnly = ['jose', 'oidc-provider', 'nanoid', 'quick-lru', '@koa', 'koa', 'jsesc', 'oidc-token-hash', 'eta'];
const project = (dir, env) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: env,
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  // api and idp import with NodeNext-style ".js" suffixes; jest resolves the .ts source.
  // A CSS Module's classes are their names as written; any other stylesheet is nothing (the order matters: first match wins).
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.module\\.css$': '<rootDir>/../tools/jest/css-module-stub.cjs',
    '\\.css$': '<rootDir>/../tools/jest/style-stub.cjs',
  },
  setupFilesAfterEnv: env === 'jsdom' ? ['<rootDir>/../tools/jest/setup-dom.ts'] : [],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
});
module.exports = {
  projects: [
    project('shared', 'jsdom'),
    project('shell', 'jsdom'),
    project('mf-sessions', 'jsdom'),
    project('mf-progress', 'jsdom'),
    project('mf-goals', 'jsdom'),
    project('mf-groups', 'jsdom'),
    project('tools', 'node'),
    {
      // The api runs against a real PostgreSQL: one throwaway embedded cluster per jest run
      // (global setup), one fresh database per test file. Kysely 0.29 and cookie (inject) are ESM-only.
      ...project('api', 'node'),
      transformIgnorePatterns: [`/node_modules/(?!(${[...esmOnly, 'kysely', 'cookie'].join('|')})/)`],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
    project('idp', 'node'),
  ],
};
