// What the apps share at run time: the one list of singletons, the share strategy, and react-router
// shared as tools/webpack/react-router.mjs.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');

/**
 * The ONE list of shared singletons. Exactly one copy of each runs in the page, whichever app
 * provided it first. Trailing-slash keys share every deep import of that package too:
 * `react-dom/` (or react-dom/client is duplicated and hooks break), `react/` (jsx-runtime) and
 * `@reduxjs/toolkit/` (query, query/react: the api object's module must be one).
 */
const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
  'react-redux',
  '@liftbook/shared',
];

/**
 * Why 'loaded-first': the default 'version-first' initialises sharing by fetching EVERY
 * registered remote's entry to compare versions, so one dead remote stalls or fails start-up for
 * all. 'loaded-first' uses what is already loaded (the shell's copies) and fetches a remote's
 * entry only when one of its modules is requested. The shell also registers remotes lazily.
 */
const SHARE_STRATEGY = 'loaded-first';

/**
 * react-router is shared as tools/webpack/react-router.mjs: only the declarative router's exports,
 * from react-router's production build (its package's default condition is its development
 * build), so the rest of the package is tree-shaken. The module keeps react-router's share key
 * and version, so every app still gets the one copy the shell provides.
 */
const ROUTER_PACKAGE = path.dirname(require.resolve('react-router/package.json', { paths: [ROOT] }));
// Bare requests (aliases), not absolute paths: an absolute `import` is provided in every
// compilation, the boot script's child compilation included, which breaks it.
const ROUTER_FACADE = 'liftbook-react-router';
const ROUTER_ALIAS = {
  [`${ROUTER_FACADE}$`]: path.join(__dirname, '..', 'react-router.mjs'),
  'liftbook-react-router-production$': path.join(ROUTER_PACKAGE, 'dist', 'production', 'index.mjs'),
};

function sharedConfig(pkg) {
  const deps = { ...pkg.dependencies, ...pkg.peerDependencies };
  return Object.fromEntries(
    SHARED_SINGLETONS.map((key) => {
      const name = key.replace(/\/$/, '');
      const requiredVersion = deps[name];
      if (!requiredVersion) throw new Error(`${pkg.name} must depend on shared singleton "${name}" (see tools/webpack/federation-preset.cjs)`);
      if (key === 'react-router') {
        const { version } = JSON.parse(fs.readFileSync(path.join(ROUTER_PACKAGE, 'package.json'), 'utf8'));
        return [key, { singleton: true, requiredVersion, import: ROUTER_FACADE, version }];
      }
      return [key, { singleton: true, requiredVersion }];
    }),
  );
}

module.exports = { SHARED_SINGLETONS, SHARE_STRATEGY, ROUTER_FACADE, ROUTER_ALIAS, sharedConfig };
