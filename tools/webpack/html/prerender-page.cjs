const path = require('node:path');
const { execFile } = require('node:child_process');

const PRERENDER_RUNNER = path.join(__dirname, '..', 'prerender.cjs');

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

module.exports = { prerender };
