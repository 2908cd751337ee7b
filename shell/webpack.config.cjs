// The shell: the host page. Built with NO remotes (they come from /remotes.json at run time).
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const webpack = require('webpack');
const { federatedApp } = require('../tools/webpack/federation-preset.cjs');
const { msalRedirectOnly } = require('../tools/webpack/msal/redirect-only.cjs');

const shell = federatedApp({
  dir: __dirname,
  kind: 'host',
  name: 'shell',
  entries: {
    main: './src/index.ts',
  },
  pages: [
    // Production: the landing page as React renders it for a visitor is in index.html (first paint
    // needs no JavaScript); boot.js adapts it for a returning lifter or a deep link (src/boot/).
    {
      filename: 'index.html',
      chunks: ['main'],
      title: 'Liftbook - Beta',
      prerender: { module: './src/prerender.tsx', export: 'renderLanding' },
      bootScript: './src/boot/boot.ts',
      // Fetches main.js once the page has painted (src/boot/start.ts); index.html names main.js in a meta.
      startScript: './src/boot/start.ts',
    },
    // MSAL's redirect bridge: the redirect URI the identity provider sends the browser back to. Its
    // script is built alone (no federation runtime: 28.4 -> ~3 KB gzip on every sign-in).
    { filename: 'redirect.html', chunks: [], title: 'Signing in...', script: './src/auth/redirect-bridge.ts' },
  ],
  // `npm run dev -w @liftbook/shell`: the same runtime settings `npm start` serves.
  devRoutes(app, env) {
    const { remotesConfig } = require('../tools/lib/stack/stack.cjs');
    app.get('/remotes.json', (_req, res) => res.json(remotesConfig(env, process.env)));
    app.get('/auth.json', (_req, res) => {
      const { authSettingsFromEnv } = require('../tools/lib/stack/auth-settings.cjs');
      res.json(authSettingsFromEnv(process.env, env));
    });
  },
});

/** The installable app: the web app manifest, its icons, and its <link> in index.html. */
const APP_MANIFEST = {
  name: 'Liftbook - Beta',
  short_name: 'Liftbook',
  description: 'Log your training sessions, track progress, set goals and train with your group.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#0f172a',
  background_color: '#f4f6fb',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
const ICONS = path.join(__dirname, 'public', 'icons');

class AppManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('LiftbookAppManifest', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'LiftbookAppManifest', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('manifest.json', new sources.RawSource(JSON.stringify(APP_MANIFEST, null, 2) + '\n'));
        for (const file of fs.readdirSync(ICONS)) compilation.emitAsset(`icons/${file}`, new sources.RawSource(fs.readFileSync(path.join(ICONS, file))));
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('LiftbookAppManifest', (data) => {
        if (data.outputName === 'index.html') data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'manifest', href: '/manifest.json' }));
        return data;
      });
    });
  }
}

module.exports = (env, argv = {}) => {
  const config = shell(env, argv);
  config.plugins.push(new AppManifestPlugin());
  // MSAL without the platform broker and popup clients the shell never uses (-10.6 KB gzip on the msal chunk).
  config.plugins.push(...msalRedirectOnly(webpack));
  if (config.mode !== 'development') {
    // The service worker (src/service-worker/sw.ts) with this build's own files to precache: not
    // source maps, licences, build-info.json or the sign-in bridge (a page of its own, online only).
    config.plugins.push(
      new InjectManifest({
        swSrc: path.join(__dirname, 'src/service-worker/sw.ts'),
        swDest: 'sw.js',
        exclude: [/\.map$/, /\.LICENSE\.txt$/, /^build-info\.json$/, /^redirect\./, /^mf-/],
      }),
    );
  }
  return config;
};
