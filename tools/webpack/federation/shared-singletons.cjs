// What the apps share at run time: the one list of singletons, the share strategy, and the
// facades: react-router shared as tools/webpack/react-router.mjs, Redux Toolkit as
// tools/webpack/redux-toolkit*.mjs, react-redux as tools/webpack/react-redux.mjs.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');

/**
 * The ONE list of shared singletons. Exactly one copy of each runs in the page, whichever app
 * provided it first. Trailing-slash keys share every deep import of that package too:
 * `react-dom/` (or react-dom/client is duplicated and hooks break) and `react/` (jsx-runtime).
 * Redux Toolkit's entries are keyed one by one (query, query/react: the api object's module must
 * be one), each shared as a facade (FACADES below); a deep import of another entry would not be
 * shared, which tools/webpack/shared-facades.test.ts refuses.
 */
const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
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
 * Facades: a shared key whose module is ours, re-exporting only what the apps use from the
 * package's production ESM build, so webpack tree-shakes the rest. Module Federation shares a
 * module whole (any remote might use any export), so react-router's data routers, SSR and RSC, and
 * Redux Toolkit's listener middleware, entity adapter and the rest went to every lifter unused.
 * Each facade keeps the package's share key and version, so every app still gets the one copy the
 * shell provides; tools/webpack/shared-facades.test.ts fails when an app imports a name the facade
 * lacks. Each facade is a bare request (an alias), not an absolute path: an absolute `import` is
 * provided in every compilation, the boot script's child compilation included, which breaks it.
 *
 * key -> { facade: the request shared under the key, file: our module, production: the package's
 * build it re-exports from (its own alias, so it is never consumed as the shared key itself) }.
 */
const resolvePackage = (name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [ROOT] }));
const ROUTER_PACKAGE = resolvePackage('react-router');
const RTK_PACKAGE = resolvePackage('@reduxjs/toolkit');
const REACT_REDUX_PACKAGE = resolvePackage('react-redux');
const FACADES = {
  // react-router's package's default condition is its development build.
  'react-router': {
    package: ROUTER_PACKAGE,
    facade: 'liftbook-react-router',
    file: path.join(__dirname, '..', 'react-router.mjs'),
    production: path.join(ROUTER_PACKAGE, 'dist', 'production', 'index.mjs'),
  },
  // Redux Toolkit's modern ESM builds; the production mode's NODE_ENV drops their development checks.
  '@reduxjs/toolkit': {
    package: RTK_PACKAGE,
    facade: 'liftbook-redux-toolkit',
    file: path.join(__dirname, '..', 'redux-toolkit.mjs'),
    production: path.join(RTK_PACKAGE, 'dist', 'redux-toolkit.modern.mjs'),
  },
  '@reduxjs/toolkit/query': {
    package: RTK_PACKAGE,
    facade: 'liftbook-redux-toolkit-query',
    file: path.join(__dirname, '..', 'redux-toolkit-query.mjs'),
    production: path.join(RTK_PACKAGE, 'dist', 'query', 'rtk-query.modern.mjs'),
  },
  '@reduxjs/toolkit/query/react': {
    package: RTK_PACKAGE,
    facade: 'liftbook-redux-toolkit-query-react',
    file: path.join(__dirname, '..', 'redux-toolkit-query-react.mjs'),
    production: path.join(RTK_PACKAGE, 'dist', 'query', 'react', 'rtk-query-react.modern.mjs'),
  },
  // react-redux's ESM build; the production mode's NODE_ENV drops its development checks.
  'react-redux': {
    package: REACT_REDUX_PACKAGE,
    facade: 'liftbook-react-redux',
    file: path.join(__dirname, '..', 'react-redux.mjs'),
    production: path.join(REACT_REDUX_PACKAGE, 'dist', 'react-redux.mjs'),
  },
};
const FACADE_ALIAS = Object.fromEntries(
  Object.values(FACADES).flatMap((f) => [
    [`${f.facade}$`, f.file],
    [`${f.facade}-production$`, f.production],
  ]),
);

/** The package a share key belongs to: `react/` -> react, `@reduxjs/toolkit/query` -> @reduxjs/toolkit. */
function packageOf(key) {
  const parts = key.split('/');
  return parts.slice(0, key.startsWith('@') ? 2 : 1).join('/');
}

function sharedConfig(pkg) {
  const deps = { ...pkg.dependencies, ...pkg.peerDependencies };
  return Object.fromEntries(
    SHARED_SINGLETONS.map((key) => {
      const name = packageOf(key);
      const requiredVersion = deps[name];
      if (!requiredVersion) throw new Error(`${pkg.name} must depend on shared singleton "${name}" (see tools/webpack/federation-preset.cjs)`);
      const facade = FACADES[key];
      if (facade) {
        const { version } = JSON.parse(fs.readFileSync(path.join(facade.package, 'package.json'), 'utf8'));
        return [key, { singleton: true, requiredVersion, import: facade.facade, version }];
      }
      return [key, { singleton: true, requiredVersion }];
    }),
  );
}

module.exports = { SHARED_SINGLETONS, SHARE_STRATEGY, FACADES, FACADE_ALIAS, sharedConfig };
