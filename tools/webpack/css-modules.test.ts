// CSS Modules' names: app-prefixed, stable, and the same in the build (css-loader) as in the
// prerender (classNamesOf), which writes them into index.html before the stylesheet styles them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { classNamesOf, cssModulesOptions, scopedClassName } from './css-modules.cjs';

const CARD_CSS = `.card { padding: 4px; }
.card:hover .title, .card :global(.lb-button) { color: red; }
.title { animation: pulse 1s; }
@media (min-width: 640px) { .wide .title { font-size: 2rem; } }
@keyframes pulse { 50% { opacity: 0.5; } }
`;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-modules-'));
  fs.mkdirSync(path.join(dir, 'src/goal-card'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/goal-card/goal-card.module.css'), CARD_CSS);
  fs.writeFileSync(path.join(dir, 'src/global.css'), '.lb-card { padding: 8px; }\n');
  fs.writeFileSync(
    path.join(dir, 'src/entry.js'),
    "import './global.css';\nimport card from './goal-card/goal-card.module.css';\nimport global from './global.css';\nexport const locals = card.locals;\nexport const globalLocals = global.locals;\n",
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** What the build's css-loader gives `import card from './goal-card.module.css'`, with the preset's options. */
function build(production: boolean): Promise<{ locals: Record<string, string>; globalLocals: unknown }> {
  const out = path.join(dir, production ? 'dist-prod' : 'dist-dev');
  const compiler = webpack({
    mode: production ? 'production' : 'development',
    context: dir,
    entry: './src/entry.js',
    target: 'node',
    devtool: false,
    output: { path: out, filename: 'entry.js', library: { type: 'commonjs2' } },
    optimization: { minimize: false },
    module: {
      rules: [
        {
          test: /\.css$/,
          use: [{ loader: require.resolve('css-loader'), options: { modules: cssModulesOptions({ app: 'mf_goals', appDir: dir, production }) } }],
        },
      ],
    },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats!.toString('errors-only')));
      // The bundle just built, loaded as Node loads it (a CommonJS file on disk, not a module of this test).
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      resolve(require(path.join(out, 'entry.js')));
    }),
  );
}

describe('scopedClassName', () => {
  const at = (file: string, local: string, production = true, app = 'mf_goals') =>
    scopedClassName({ app, appDir: '/repo/mf-goals', file: `/repo/mf-goals/${file}`, local, production });

  it('carries the app name: short in production, readable in development', () => {
    expect(at('src/card.module.css', 'title')).toMatch(/^mf_goals__[A-Za-z0-9_-]{6}$/);
    expect(at('src/card.module.css', 'title', false)).toMatch(/^mf_goals__title__[A-Za-z0-9_-]{5}$/);
    expect(at('src/card.module.css', 'title', true, 'mf_sessions')).toMatch(/^mf_sessions__/);
  });

  it('is the same for the same source, and differs between files and between classes', () => {
    expect(at('src/card.module.css', 'title')).toBe(at('src/card.module.css', 'title'));
    expect(at('src/card.module.css', 'title')).not.toBe(at('src/list.module.css', 'title'));
    expect(at('src/card.module.css', 'title')).not.toBe(at('src/card.module.css', 'name'));
  });

  it('refuses a name that is not a federation name', () => {
    expect(() => at('src/card.module.css', 'title', true, 'mf-goals')).toThrow(/not a federation name/);
  });
});

describe('the build and the prerender name classes alike', () => {
  it.each([
    ['production', true],
    ['development', false],
  ])(
    '%s',
    async (_mode, production) => {
      const built = await build(production);
      const prerendered = classNamesOf(path.join(dir, 'src/goal-card/goal-card.module.css'), { app: 'mf_goals', appDir: dir, production });
      expect(built.locals).toEqual(prerendered);
      // Every class and the keyframes, scoped; the kit's class named in :global is not the module's.
      expect(Object.keys(prerendered).sort()).toEqual(['card', 'pulse', 'title', 'wide']);
      for (const name of Object.values(prerendered)) expect(name).toMatch(/^mf_goals__/);
      // A plain stylesheet is global: no class names of its own.
      expect(built.globalLocals).toBeUndefined();
    },
    // A real webpack compile: beside the whole jest run on 2 cores it once took longer than jest's
    // default 5 s (a timeout, then a pass on the retry), so it gets the time a compile needs.
    30_000,
  );
});
