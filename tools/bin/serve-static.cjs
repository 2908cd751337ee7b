#!/usr/bin/env node
// Serves one remote's production build on its own origin, as a static host would:
//   npm run serve -w @liftbook/mf-goals      (from the repository root)
// The port comes from tools/lib/stack/environment.cjs (e.g. MF_GOALS_PORT).
const path = require('node:path');
const { environment } = require('../lib/stack/environment.cjs');
const { createStaticServer, listen } = require('../lib/serve/static-server.cjs');

const dir = path.resolve(process.argv[2] || 'dist');
const workspace = path.basename(path.dirname(dir));
const env = environment();
const app = env.apps.find((a) => a.dir === workspace);
if (!app || !app.remote) {
  console.error(`serve-static serves a remote's dist folder; ${dir} is not one. The shell runs with npm start.`);
  process.exit(1);
}
createStaticServer({ root: dir, cors: true })
  .then((server) => listen(server, app.port, '127.0.0.1', app.portVar))
  .then(() => console.log(`${app.key} serves ${dir} at ${app.origin}/mf-manifest.json`))
  .catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
