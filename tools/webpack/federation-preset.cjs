// THE webpack configuration of every Liftbook web app (docs/architecture.md §3): the shell and the four
// remotes each call `federatedApp({...})` from their webpack.config.cjs, so transpiling, CSS,
// output names, minifying, the Module Federation shared-singletons list, the manifest's build info
// and the dev server are decided once, here.
//
// Toolchain facts this relies on: webpack pinned to 5.110.3 (its minimizer is
// minimizer-webpack-plugin, used here with the swc minifier), @module-federation/enhanced 2.9.2,
// swc-loader for TypeScript, publicPath '/' for the shell and 'auto' for remotes.
const fs = require('node:fs');
const path = require('node:path');
const { execFile, execSync } = require('node:child_process');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { environment } = require('../lib/environment.cjs');
const { requireTs } = require('../lib/require-ts.cjs');
const { cssModulesOptions } = require('./css-modules.cjs');

const ROOT = path.resolve(__dirname, '../..');

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
  [`${ROUTER_FACADE}$`]: path.join(__dirname, 'react-router.mjs'),
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

/** The version of @liftbook/shared (the contract) this build is made against. */
function sharedVersion() {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')).version;
}

/**
 * name, version, a build id (BUILD_ID from the environment, else git sha + UTC time), the version
 * of shared it is built against (the shell mounts a remote only if compatible, docs/architecture.md §3)
 * and, when `npm run release` builds it, its release id (LIFTBOOK_RELEASE_ID).
 */
function buildInfo(pkg, dir) {
  let buildId = process.env.BUILD_ID;
  if (!buildId) {
    let sha = 'local';
    try {
      sha = execSync('git rev-parse --short=10 HEAD', { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      /* not a git checkout: keep "local" */
    }
    buildId = `${sha}-${new Date().toISOString().replace(/[-:]/g, '').slice(0, 13)}`;
  }
  const releaseId = process.env.LIFTBOOK_RELEASE_ID;
  return { name: pkg.name, version: pkg.version, buildId, sharedVersion: sharedVersion(), ...(releaseId ? { releaseId } : {}) };
}

/**
 * A remote's build needs only its own folder and shared (each remote builds alone): any
 * module from elsewhere in the repository (the shell, another remote, reached by a relative path)
 * fails the build, naming the file. Packages under node_modules and the preset's own modules are fine.
 */
class OwnFolderPlugin {
  constructor(dir) {
    // tools/webpack: the preset's own modules (the shared react-router module).
    this.allowed = [dir, path.join(ROOT, 'shared'), __dirname].map((d) => d + path.sep);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LiftbookOwnFolder', (compilation) => {
      compilation.hooks.finishModules.tap('LiftbookOwnFolder', (modules) => {
        for (const module of modules) {
          const file = module.resource && module.resource.split('?')[0];
          if (!file || !file.startsWith(ROOT + path.sep) || file.split(path.sep).includes('node_modules')) continue;
          if (this.allowed.some((dir) => file.startsWith(dir))) continue;
          compilation.errors.push(
            new compiler.webpack.WebpackError(`${path.relative(ROOT, file)} is outside this remote's folder and shared: a remote builds from those alone.`),
          );
        }
      });
    });
  }
}

/**
 * Reads `export const exposes = {...}` from a remote's src/exposes.ts (TypeScript, checked by tsc
 * against the contract) so that file stays the one place the exposes are written.
 */
function readExposes(file) {
  const { exposes } = requireTs(file);
  if (!exposes) throw new Error(`${file} must export "exposes"`);
  return exposes;
}

/**
 * The HTML of a page. Without `root` markup, a tiny inline frame (the app's navbar colour and
 * "Loading...") so the very first paint is not a white page while the JS loads on a slow gym
 * connection. With it (a prerendered page), that markup, styled by the render-blocking stylesheet
 * the build links in <head>; `bootScript` then names a tiny classic script linked first in <head>
 * (synchronous, external so the CSP's script-src 'self' holds) that adapts the markup before the
 * body paints.
 */
function htmlPage({ title, bodyClass = '', root = null, bootScript = null }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="#0f172a" />
    <meta name="description" content="Liftbook: log your training sessions, track progress, set goals and train with your group." />
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Crect width='24' height='24' rx='6' fill='%234f46e5'/%3E%3Cpath d='M6 8v8M4 10v4M18 8v8M20 10v4M6 12h12' stroke='white' stroke-width='2' stroke-linecap='round'/%3E%3C/svg%3E" />
    <title>${title}</title>${bootScript ? `\n    <script src="${bootScript}"></script>` : ''}
    <style>
      body{margin:0;background:#f4f6fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}${
        root
          ? ''
          : `
      .boot-bar{height:56px;background:#0f172a}
      .boot-text{padding:48px 16px;text-align:center;color:#64748b}`
      }
    </style>
  </head>
  <body class="${bodyClass}">
    <div id="root">${root ?? '<div class="boot-bar"></div><div class="boot-text">Loading...</div>'}</div>
  </body>
</html>`;
}

const PRERENDER_RUNNER = path.join(__dirname, 'prerender.cjs');

/**
 * A page's `prerender: { module, export }`: the module's export, called in Node at build time
 * (tools/webpack/prerender.cjs compiles the app's TS/TSX with @swc/core, gives each CSS Module the
 * production class names this build gives it, ignores plain stylesheets, and runs it in a child
 * process), returns the markup that goes into #root.
 */
function prerender(app, dir, spec, argument) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [PRERENDER_RUNNER, `--app=${app}`, path.resolve(dir, spec.module), spec.export, JSON.stringify(argument)],
      { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`Prerendering ${spec.module} failed:\n${stderr || error.message}`)) : resolve(stdout)),
    );
  });
}

/**
 * A page's `bootScript`: its own tiny bundle, built by a child compilation so it is just its code
 * (the app's entries all carry the Module Federation runtime). Minified by the same minimizer.
 */
class BootScriptPlugin {
  constructor(file, filename) {
    this.file = file;
    this.filename = filename;
    this.output = null;
  }

  apply(compiler) {
    const { EntryPlugin } = compiler.webpack;
    compiler.hooks.make.tapAsync('LiftbookBootScript', (compilation, callback) => {
      const child = compilation.createChildCompiler('LiftbookBootScript', { filename: this.filename, chunkFilename: this.filename }, [
        new EntryPlugin(compiler.context, this.file, { name: 'boot' }),
      ]);
      child.runAsChild((error, entries, childCompilation) => {
        if (error) return callback(error);
        if (childCompilation.errors.length > 0) return callback(childCompilation.errors[0]);
        this.output = [...entries[0].files].find((f) => f.endsWith('.js'));
        return callback();
      });
    });
  }
}

/**
 * @param {object} o
 * @param {string} o.dir            the app's folder (__dirname of its webpack.config.cjs)
 * @param {'host'|'remote'} o.kind
 * @param {string} o.name           federation name: "shell", "mf_goals", ...
 * @param {Record<string,string>} o.entries   webpack entries (name -> file, relative to dir)
 * @param {{filename:string, chunks:string[], title:string, prerender?:{module:string, export:string}, bootScript?:string}[]} o.pages
 *   HTML pages to emit; production builds put a page's `prerender` markup into its #root (called
 *   with `{ build }`, the build's name@version+id) and link its `bootScript` first in <head>
 * @param {string} [o.exposesFile]  a remote's src/exposes.ts
 * @param {(app: object, env: object) => void} [o.devRoutes]  extra dev-server routes
 */
function federatedApp(o) {
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const isDev = mode === 'development';
    const isRemote = o.kind === 'remote';
    const pkg = JSON.parse(fs.readFileSync(path.join(o.dir, 'package.json'), 'utf8'));
    const env = environment();
    const app = env.byKey[o.name];
    if (!app) throw new Error(`no port for "${o.name}" in tools/lib/environment.cjs`);
    const info = buildInfo(pkg, o.dir);
    const hashed = isDev ? '[name].js' : '[name].[contenthash:10].js';

    return {
      name: o.name,
      mode,
      context: o.dir,
      target: 'web',
      entry: Object.fromEntries(Object.entries(o.entries).map(([k, file]) => [k, path.resolve(o.dir, file)])),
      // No eval-based source maps: the shell's CSP forbids eval, in development as in production.
      devtool: isDev ? 'cheap-module-source-map' : 'source-map',
      output: {
        // LIFTBOOK_OUTPUT_DIR: `npm run release` / `preview` build into the release store, leaving dist/ alone.
        path: process.env.LIFTBOOK_OUTPUT_DIR ? path.resolve(process.env.LIFTBOOK_OUTPUT_DIR) : path.join(o.dir, 'dist'),
        filename: hashed,
        chunkFilename: hashed,
        // Shell: absolute, so /sessions/12 deep links load /main.js. Remotes: 'auto', so one build
        // serves from any URL (its chunks load relative to remoteEntry.js).
        publicPath: isRemote ? 'auto' : '/',
        uniqueName: o.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: ROUTER_ALIAS },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                swcrc: false,
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  // Always react/jsx-runtime, never jsx-dev-runtime: a remote built in development
                  // runs against the React its host shares, which is a production build under
                  // `npm run dev` (the dev runtime needs a development React).
                  transform: { react: { runtime: 'automatic', development: false } },
                  target: 'es2022',
                },
              },
            },
          },
          // The shell's CSS is a stylesheet (parsed in parallel, cached, and not counted against the
          // JS the first paint waits for); a remote's CSS travels inside its chunks (style-loader),
          // so one remoteEntry.js is all a host needs to know about.
          // `*.module.css` files are CSS Modules whose class names carry the app's name (css-modules.cjs:
          // one remote's classes can never match another's elements); any other .css is global, which
          // only shared's `lb-` kit may be (tools/lib/style-isolation.test.ts enforces both).
          {
            test: /\.css$/,
            use: [
              isRemote || isDev ? 'style-loader' : MiniCssExtractPlugin.loader,
              {
                loader: 'css-loader',
                options: {
                  modules: cssModulesOptions({ app: o.name, appDir: o.dir, production: !isDev }),
                  // A remote's production CSS travels inside its JS: a source map there would be
                  // inlined into every lifter's download (the shell's goes to a .css.map file).
                  sourceMap: isDev || !isRemote,
                },
              },
            ],
          },
        ],
      },
      optimization: {
        minimize: !isDev,
        minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 }, mangle: true } } })],
        // The host's CSS is ONE render-blocking stylesheet: shared's ui.css (imported first, by the
        // entry) and then every CSS Module of the shell, although the components that import them
        // sit in the async bootstrap chunk: the prerendered landing page must paint fully styled.
        // Without it, a module imported both by the entry and by an async chunk (ui.css: the shell's
        // entry and @liftbook/shared's index, whose shared chunk every entry can reach) would also
        // ship in that chunk, and its late <link> would re-apply ui.css after the shell's modules,
        // undoing their overrides of kit classes mid-page.
        ...(isRemote || isDev ? {} : { splitChunks: { cacheGroups: { styles: { type: 'css/mini-extract', name: 'styles', chunks: 'all', enforce: true } } } }),
      },
      performance: { hints: false },
      plugins: [
        ...(isRemote ? [new OwnFolderPlugin(o.dir)] : []),
        ...(isRemote || isDev ? [] : [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' })]),
        new ModuleFederationPlugin({
          name: o.name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes: readExposes(path.resolve(o.dir, o.exposesFile)) } : {}),
          shared: sharedConfig(pkg),
          shareStrategy: SHARE_STRATEGY,
          // The manifest (mf-manifest.json) is what remotes.json points at; its metaData.buildInfo
          // also carries name/version/buildId (RemoteBuildInfo) so the shell can show what runs.
          manifest: isRemote
            ? {
                additionalData: ({ stats }) => {
                  stats.metaData.buildInfo = { ...stats.metaData.buildInfo, ...info };
                  return stats;
                },
              }
            : false,
          dts: false,
          // Smaller federation runtimes (the size budgets, tools/lib/size-budgets.cjs): no app registers a remote by its
          // manifest at run time (the shell reads manifests itself and registers the entry script),
          // so the snapshot plugin goes; and a remote loads no remote of its own, so its runtime
          // drops the remote-loading code: about 8 KB gzip less in every remoteEntry.js.
          experiments: { optimization: isRemote ? { disableSnapshot: true, disableRemote: true } : { disableSnapshot: true } },
          dev: isDev ? { disableDynamicRemoteTypeHints: true, disableHotTypesReload: true } : false,
        }),
        ...o.pages.flatMap((page) => {
          const prerendered = Boolean(page.prerender) && !isDev;
          const boot = prerendered && page.bootScript ? new BootScriptPlugin(path.resolve(o.dir, page.bootScript), hashed.replace('[name]', 'boot')) : null;
          const build = `${info.name}@${info.version}+${info.buildId}`;
          return [
            ...(boot ? [boot] : []),
            new HtmlWebpackPlugin({
              filename: page.filename,
              chunks: page.chunks,
              templateContent: prerendered
                ? async ({ htmlWebpackPlugin }) =>
                    htmlPage({
                      title: page.title,
                      root: await prerender(o.name, o.dir, page.prerender, { build }),
                      bootScript: boot ? `${htmlWebpackPlugin.files.publicPath}${boot.output}` : null,
                    })
                : htmlPage({ title: page.title }),
              // Standalone remote pages deep-link in dev (history fallback), so absolute there.
              publicPath: isRemote && !isDev ? 'auto' : '/',
              meta: { 'liftbook-build': build },
              scriptLoading: 'defer',
            }),
          ];
        }),
        {
          // build-info.json beside the output, for deploy tooling and the shell's build footer.
          apply(compiler) {
            compiler.hooks.thisCompilation.tap('LiftbookBuildInfo', (compilation) => {
              compilation.hooks.processAssets.tap({ name: 'LiftbookBuildInfo', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
                compilation.emitAsset('build-info.json', new compiler.webpack.sources.RawSource(JSON.stringify(info, null, 2) + '\n'));
              });
            });
          },
        },
      ],
      devServer: {
        port: app.port,
        host: env.host,
        allowedHosts: 'all',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        // Remotes are fetched cross-origin by the shell.
        headers: isRemote
          ? { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }
          : undefined,
        // The browser calls the api same-origin (docs/architecture.md §2).
        proxy: [{ context: ['/api'], target: env.apiOrigin, changeOrigin: true }],
        setupMiddlewares: (middlewares, server) => {
          if (o.devRoutes) o.devRoutes(server.app, env);
          return middlewares;
        },
      },
    };
  };
}

module.exports = { federatedApp };
