// THE webpack configuration of every Liftbook web app (docs/architecture.md §3): the shell and the four
// remotes each call `federatedApp({...})` from their webpack.config.cjs, so transpiling, CSS,
// output names, minifying, the Module Federation shared-singletons list, the manifest's build info
// and the dev server are decided once, here. Its parts live by job: federation/ (what is shared,
// the build info, a remote's own-folder rule, its exposes) and html/ (the page, its prerendered
// markup, its boot script).
//
// Toolchain facts this relies on: webpack pinned to 5.110.3 (its minimizer is
// minimizer-webpack-plugin, used here with the swc minifier), @module-federation/enhanced 2.9.2,
// swc-loader for TypeScript, publicPath '/' for the shell and 'auto' for remotes.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { environment } = require('../lib/stack/environment.cjs');
const { cssModulesOptions } = require('./css-modules.cjs');
const { SHARE_STRATEGY, FACADE_ALIAS, sharedConfig } = require('./federation/shared-singletons.cjs');
const { buildInfo } = require('./federation/build-info.cjs');
const { OwnFolderPlugin } = require('./federation/own-folder-plugin.cjs');
const { readExposes } = require('./federation/exposes.cjs');
const { attributeFallbackAssets } = require('./federation/fallback-assets.cjs');
const { htmlPage } = require('./html/html-page.cjs');
const { prerender } = require('./html/prerender-page.cjs');
const { AppScriptAfterFirstPaint, BootScriptPlugin } = require('./html/boot-script-plugin.cjs');

const RUNTIME_CORE_GLOBAL = path.join(__dirname, 'federation', 'runtime-core-global.mjs');

/**
 * @param {object} o
 * @param {string} o.dir            the app's folder (__dirname of its webpack.config.cjs)
 * @param {'host'|'remote'} o.kind
 * @param {string} o.name           federation name: "shell", "mf_goals", ...
 * @param {Record<string,string>} o.entries   webpack entries (name -> file, relative to dir)
 * @param {{filename:string, chunks:string[], title:string, prerender?:{module:string, export:string}, bootScript?:string, startScript?:string, script?:string}[]} o.pages
 *   HTML pages to emit; production builds put a page's `prerender` markup into its #root (called
 *   with `{ build }`, the build's name@version+id) and link its `bootScript` first in <head>; a
 *   `startScript` (deferred) then loads the page's entry once the page has painted. A page with a
 *   `script` (and no chunks) is that script alone, built like the boot script (a child compilation):
 *   a webpack entry of this compilation would carry the whole federation runtime, which such a page
 *   (the shell's sign-in bridge) never uses
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
    if (!app) throw new Error(`no port for "${o.name}" in tools/lib/stack/environment.cjs`);
    const info = buildInfo(pkg, o.dir);
    const hashed = isDev ? '[name].js' : '[name].[contenthash:10].js';
    // One federation runtime in the page, not one per remote (issue 33): a production remote's
    // remoteEntry.js leaves out @module-federation/runtime-core (~11 KB gzip) and uses the copy
    // the shell puts on globalThis (federation/runtime-core-global.mjs). A remote still carries
    // its own bundler runtime, which is per container.
    // Development builds keep their own runtime: `npm run dev` serves a remote's dev build to the
    // production shell and to its standalone page alike, as before.
    const sharedRuntime = !isDev;

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
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: FACADE_ALIAS },
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
          // only shared's `lb-` kit may be (tools/lib/test/style-isolation.test.ts enforces both).
          {
            test: /\.css$/,
            use: [
              isRemote || isDev ? 'style-loader' : MiniCssExtractPlugin.loader,
              {
                loader: 'css-loader',
                options: {
                  modules: cssModulesOptions({ app: o.name, appDir: o.dir, production: !isDev }),
                  importLoaders: isDev ? 0 : 1,
                  // A remote's production CSS travels inside its JS: a source map there would be
                  // inlined into every lifter's download (the shell's goes to a .css.map file).
                  sourceMap: isDev || !isRemote,
                },
              },
              // Production CSS minified (cssnano's default preset) before css-loader: a remote's CSS
              // otherwise ships as written, whitespace and all, inside its JavaScript (mf-sessions'
              // session page: 18.9 KB of CSS text in one chunk), which every lifter downloads and
              // the service worker warms. The shell's stylesheet gets the same.
              ...(isDev
                ? []
                : [{ loader: 'postcss-loader', options: { sourceMap: !isRemote, postcssOptions: { plugins: [['cssnano', { preset: 'default' }]] } } }]),
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
                additionalData: ({ stats, compilation }) => {
                  stats.metaData.buildInfo = { ...stats.metaData.buildInfo, ...info };
                  return attributeFallbackAssets(stats, compilation);
                },
              }
            : false,
          dts: false,
          // Smaller federation runtimes (the size budgets, tools/lib/bench/size-budgets.cjs): no app registers a remote by its
          // manifest at run time (the shell reads manifests itself and registers the entry script),
          // so the snapshot plugin goes; and a remote loads no remote of its own, so its runtime
          // drops the remote-loading code: about 8 KB gzip less in every remoteEntry.js.
          // target 'web' (ENV_TARGET): the runtime's Node-only script loading is dropped, not shipped
          // to every browser behind a run-time check.
          experiments: isRemote
            ? { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' }, externalRuntime: sharedRuntime }
            : { optimization: { disableSnapshot: true, target: 'web' } },
          // The shell puts its runtime core where the remotes look for it (runtime-core-global.mjs).
          ...(!isRemote && sharedRuntime ? { runtimePlugins: [RUNTIME_CORE_GLOBAL] } : {}),
          dev: isDev ? { disableDynamicRemoteTypeHints: true, disableHotTypesReload: true } : false,
        }),
        ...o.pages.flatMap((page) => {
          const prerendered = Boolean(page.prerender) && !isDev;
          if (page.script && page.chunks.length > 0) throw new Error(`${page.filename}: a page with a standalone script has no entry chunks`);
          const boot = page.script
            ? new BootScriptPlugin(path.resolve(o.dir, page.script), hashed.replace('[name]', path.basename(page.filename, '.html')))
            : prerendered && page.bootScript
              ? new BootScriptPlugin(path.resolve(o.dir, page.bootScript), hashed.replace('[name]', 'boot'))
              : // A remote's own page is its own host: it provides the runtime core its entry leaves out.
                isRemote && sharedRuntime
                ? new BootScriptPlugin(RUNTIME_CORE_GLOBAL, hashed.replace('[name]', 'federation-runtime'))
                : null;
          const build = `${info.name}@${info.version}+${info.buildId}`;
          // The shell's prerendered page: its start script fetches the app once the page has painted.
          const start = prerendered && page.startScript ? new BootScriptPlugin(path.resolve(o.dir, page.startScript), hashed.replace('[name]', 'start')) : null;
          return [
            ...(boot ? [boot] : []),
            ...(start ? [start, new AppScriptAfterFirstPaint(page.filename)] : []),
            new HtmlWebpackPlugin({
              filename: page.filename,
              chunks: page.chunks,
              templateContent:
                prerendered || boot
                  ? async ({ htmlWebpackPlugin }) =>
                      htmlPage({
                        title: page.title,
                        root: prerendered ? await prerender(o.name, o.dir, page.prerender, { build }) : null,
                        bootScript: boot ? `${htmlWebpackPlugin.files.publicPath}${boot.output}` : null,
                        startScript: start ? `${htmlWebpackPlugin.files.publicPath}${start.output}` : null,
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
