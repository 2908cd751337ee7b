import path from 'node:path';

// The preset's federation options as each app builds with them: one federation runtime per page.
const ROOT = path.resolve(__dirname, '../..');
const configOf = (app: string, mode: 'production' | 'development') => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the app's own webpack.config.cjs
  const factory = require(path.join(ROOT, app, 'webpack.config.cjs')) as (env: object, argv: object) => { plugins: object[] };
  return factory({}, { mode });
};
type Named = { constructor: { name: string }; _options?: { experiments?: Record<string, unknown>; runtimePlugins?: string[] }; file?: string };
const federationOptions = (plugins: object[]) => (plugins as Named[]).find((p) => p.constructor.name === 'ModuleFederationPlugin')!._options!;
const federation = (plugins: object[]) => federationOptions(plugins).experiments!;
const providesCore = (plugins: object[]) => (federationOptions(plugins).runtimePlugins ?? []).some((file) => file.endsWith('runtime-core-global.mjs'));
const runtimeScripts = (plugins: object[]) =>
  (plugins as Named[]).filter((p) => p.constructor.name === 'BootScriptPlugin' && p.file!.endsWith('runtime-core-global.mjs'));

describe('one federation runtime per page (production builds)', () => {
  test.each(['mf-sessions', 'mf-progress', 'mf-goals', 'mf-groups'])(
    '%s leaves the runtime core out of remoteEntry.js, and its own page provides it',
    (remote) => {
      const { plugins } = configOf(remote, 'production');
      expect(federation(plugins)).toMatchObject({ externalRuntime: true });
      expect(providesCore(plugins)).toBe(false);
      expect(runtimeScripts(plugins)).toHaveLength(1);
    },
  );

  test('the shell provides the runtime core to the remotes', () => {
    const { plugins } = configOf('shell', 'production');
    // Its own copy, by a runtime plugin (not provideExternalRuntime, whose CommonJS plugin bundles a second core).
    expect(providesCore(plugins)).toBe(true);
    expect(federation(plugins).provideExternalRuntime).toBeFalsy();
    expect(federation(plugins).externalRuntime).toBeFalsy();
    expect(runtimeScripts(plugins)).toHaveLength(0);
  });

  test.each(['shell', 'mf-sessions', 'mf-progress', 'mf-goals', 'mf-groups'])(
    "%s: its federation runtime is built for the browser only (the runtime's Node script loading is left out)",
    (app) => {
      for (const mode of ['production', 'development'] as const)
        expect(federation(configOf(app, mode).plugins)).toMatchObject({ optimization: { target: 'web' } });
    },
  );

  test('development builds keep a runtime each (npm run dev serves them to the production shell and to their own page)', () => {
    expect(federation(configOf('mf-goals', 'development').plugins).externalRuntime).toBeFalsy();
    expect(providesCore(configOf('shell', 'development').plugins)).toBe(false);
    expect(runtimeScripts(configOf('mf-goals', 'development').plugins)).toHaveLength(0);
  });
});

test("the shell's prerendered index.html starts the app after its first paint (its boot script loads it); no other page does", () => {
  const pages = (app: string, mode: 'production' | 'development') =>
    (configOf(app, mode).plugins as { constructor: { name: string }; pageFilename?: string }[])
      .filter((p) => p.constructor.name === 'AppScriptAfterFirstPaint')
      .map((p) => p.pageFilename);
  expect(pages('shell', 'production')).toEqual(['index.html']);
  expect(pages('shell', 'development')).toEqual([]);
  expect(pages('mf-goals', 'production')).toEqual([]);
});

test("the shell's sign-in bridge page (redirect.html) is its script alone, without the federation runtime every entry carries", () => {
  for (const mode of ['production', 'development'] as const) {
    const config = configOf('shell', mode) as unknown as { entry: Record<string, string>; plugins: Named[] };
    // Every webpack entry of a federated build carries the federation runtime (28.4 KB gzip for the bridge).
    expect(Object.values(config.entry).filter((file) => file.endsWith('redirect-bridge.ts'))).toEqual([]);
    expect(config.plugins.filter((p) => p.constructor.name === 'BootScriptPlugin' && p.file!.endsWith('redirect-bridge.ts'))).toHaveLength(1);
  }
});

describe("production CSS is minified before css-loader (a remote's CSS ships inside its JavaScript)", () => {
  type Use = { loader: string; options?: { postcssOptions?: { plugins: [string, object][] } } };
  const cssLoaders = (app: string, mode: 'production' | 'development') => {
    const config = configOf(app, mode) as unknown as { module: { rules: { test: RegExp; use: (Use | string)[] }[] } };
    return config.module.rules.find((rule) => rule.test.test('x.module.css'))!.use.map((use) => (typeof use === 'string' ? { loader: use } : use));
  };

  test.each(['shell', 'mf-sessions', 'mf-goals'])('%s: its CSS passes through cssnano, keeping every rule and class name', async (app) => {
    const loaders = cssLoaders(app, 'production');
    const names = loaders.map((use) => use.loader);
    const postcssAt = names.findIndex((name) => name === 'postcss-loader');
    // Loaders run last to first: postcss-loader must come after css-loader in the list.
    expect(postcssAt).toBeGreaterThan(names.findIndex((name) => name === 'css-loader'));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader's own plugins, as webpack loads them
    const postcss = require('postcss') as typeof import('postcss').default;
    const plugins = loaders[postcssAt]!.options!.postcssOptions!.plugins.map(
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin named in the config, as postcss-loader loads it
      ([name, options]) => (require(name) as (o: object) => object)(options),
    );
    const css = '.card {\n  display: flex;\n  gap: 8px;\n}\n\n/* why */\n.card .lb-button {\n  min-height: 40px;\n  padding: 0 8px;\n}\n';
    const out = (await postcss(plugins as never).process(css, { from: undefined })).css;
    expect(out).toBe('.card{display:flex;gap:8px}.card .lb-button{min-height:40px;padding:0 8px}');
  });

  test('development builds keep the CSS as written (readable in the browser)', () => {
    expect(cssLoaders('mf-goals', 'development').map((use) => use.loader)).not.toContain('postcss-loader');
  });
});
