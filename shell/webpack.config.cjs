// The shell: the host page. Built with NO remotes (they come from /remotes.json at run time).
const { federatedApp } = require('../tools/webpack/federation-preset.cjs');

module.exports = federatedApp({
  dir: __dirname,
  kind: 'host',
  name: 'shell',
  entries: {
    main: './src/index.ts',
    // MSAL's redirect bridge: the redirect URI the identity provider sends the browser back to.
    redirect: './src/auth/redirect-bridge.ts',
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
    },
    { filename: 'redirect.html', chunks: ['redirect'], title: 'Signing in...' },
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
