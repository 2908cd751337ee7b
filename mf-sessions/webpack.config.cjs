// mf_sessions: a remote. Exposes what src/exposes.ts says (checked against the contract by tsc);
// its dev server and dist also carry a standalone page (src/standalone.tsx).
const { federatedApp } = require('../tools/webpack/federation-preset.cjs');

module.exports = federatedApp({
  dir: __dirname,
  kind: 'remote',
  name: 'mf_sessions',
  exposesFile: './src/exposes.ts',
  entries: { main: './src/main.ts' },
  pages: [{ filename: 'index.html', chunks: ['main'], title: 'mf_sessions (standalone)' }],
});
