// npm run dev [-- --only mf-goals,mf-groups]: the whole stack, with the chosen remotes (default:
// all four) served from source by webpack dev servers with fast rebuilds, and the rest prebuilt.
// A remote team runs `npm run dev -- --only mf-goals` and works against everything else as deployed.
const path = require('node:path');
const { spawn } = require('node:child_process');
const { environment } = require('./environment.cjs');
const { startStack } = require('./stack.cjs');
const { ROOT } = require('../build/build.cjs');

/** @param {{ only?: string }} flags `only`: the remotes to serve from source, comma-separated */
async function dev({ only } = {}) {
  const env = environment();
  const chosen = only !== undefined ? only.split(',').map((s) => s.trim()) : env.remotes.map((r) => r.dir);
  const remotes = env.remotes.filter((r) => chosen.includes(r.dir));
  const unknown = chosen.filter((c) => !remotes.some((r) => r.dir === c));
  if (unknown.length) throw new Error(`--only takes remotes (${env.remotes.map((r) => r.dir).join(', ')}); not: ${unknown.join(', ')}`);

  const stack = await startStack({ skipStatic: remotes.map((r) => r.key) });
  const webpack = require.resolve('webpack-cli/bin/cli.js', { paths: [ROOT] });
  const servers = remotes.map((remote) =>
    spawn(process.execPath, [webpack, 'serve', '--mode', 'development', '--config', 'webpack.config.cjs', '--port', String(remote.port)], {
      cwd: path.join(ROOT, remote.dir),
      stdio: 'inherit',
    }),
  );
  console.log(`\nLiftbook (dev) at ${env.shellOrigin}; from source: ${remotes.map((r) => `${r.dir} (${r.origin})`).join(', ')}. Ctrl-C stops.`);
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    for (const s of servers) s.kill('SIGTERM');
    await stack.stop();
    process.exit(code);
  };
  // The api or the idp died: the stack has said which and stopped the rest; stop the dev servers too.
  stack.died.then(() => shutdown(1));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => shutdown(0));
}

module.exports = { dev };
