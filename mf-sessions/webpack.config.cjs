// mf_sessions: a remote. Exposes what src/exposes.ts says (checked against the contract by tsc);
// its dev server and dist also carry a standalone page (src/standalone.tsx).
const { federatedApp } = require('../tools/webpack/federation-preset.cjs');

const preset = federatedApp({
  dir: __dirname,
  kind: 'remote',
  name: 'mf_sessions',
  exposesFile: './src/exposes.ts',
  entries: { main: './src/main.ts' },
  pages: [{ filename: 'index.html', chunks: ['main'], title: 'mf_sessions (standalone)' }],
});

// `new CrossOriginWorker(new URL('./import.worker.ts', import.meta.url))` bundles a worker like
// `new Worker(...)` does; the class starts it through a blob: trampoline when the remote's
// origin is not the page's (src/features/your-data/cross-origin-worker.ts).
module.exports = (env, argv) => {
  const config = preset(env, argv);
  config.module.parser = { ...config.module.parser, javascript: { worker: ['CrossOriginWorker from ./cross-origin-worker', '...'] } };
  return config;
};
