// Runs the whole product on one machine, like production (ARCHITECTURE §2): the idp and the api
// (with its embedded PostgreSQL) as child processes, and the shell and each remote served from
// its own origin by this process. Used by `npm start`, the e2e suite and the benchmarks.
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { environment } = require('./environment.cjs');
const { createStaticServer, listen } = require('./static-server.cjs');
const { build, ROOT } = require('./build.cjs');

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function checkPorts(env, extra = []) {
  for (const app of [...env.apps, ...extra]) {
    if (!(await portIsFree(app.port))) {
      throw new Error(
        `Port ${app.port} (${app.key}) is already in use. Stop what runs there, or choose another port with ${app.portVar}=<port>.`,
      );
    }
  }
}

/** /remotes.json for this environment: each remote's manifest on its own origin. */
function remotesConfig(env, processEnv) {
  const previewOrigins = (processEnv.LIFTBOOK_PREVIEW_ORIGINS || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    remotes: Object.fromEntries(env.remotes.map((r) => [r.key, `${r.origin}/mf-manifest.json`])),
    previewOrigins,
  };
}

/** The shell page's CSP: code only from the shell, the remotes and allowed preview origins. */
function shellCsp(env, remotes, devSockets = []) {
  const codeOrigins = [...new Set([...Object.values(remotes.remotes).map((u) => new URL(u).origin), ...remotes.previewOrigins])];
  return [
    "default-src 'self'",
    `script-src 'self' ${codeOrigins.join(' ')}`,
    // style-loader injects <style> elements from the remotes' bundles.
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self' ${[...codeOrigins, env.idpOrigin, ...devSockets].join(' ')}`,
    `frame-src ${env.idpOrigin}`,
    "img-src 'self' data:",
    `form-action 'self' ${env.idpOrigin}`,
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

function waitFor(url, child, name, timeoutMs = 90_000) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let exited = false;
    child.once('exit', (code) => {
      exited = true;
      reject(new Error(`${name} exited (code ${code}) before it was ready; its output is above.`));
    });
    const attempt = async () => {
      if (exited) return;
      try {
        const res = await fetch(url);
        if (res.ok) return resolve();
      } catch {
        /* not up yet */
      }
      if (Date.now() - started > timeoutMs) return reject(new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`));
      setTimeout(attempt, 250);
    };
    attempt();
  });
}

/**
 * Starts everything; resolves with { env, stop } once the shell's URL works.
 * See stack.d.cts for the options; skipStatic names remotes served by someone else (a dev server).
 */
async function startStack({ processEnv = process.env, log = console.log, extraStatic = [], skipStatic = [], quiet = false } = {}) {
  // Remotes served by webpack dev servers reload the page over a websocket of their origin.
  const devSockets = skipStatic.map((key) => environment(processEnv).byKey[key].origin.replace(/^http/, 'ws'));
  const env = environment(processEnv);
  await checkPorts(env, extraStatic);
  await build({ log });
  fs.mkdirSync(env.dataDir, { recursive: true });

  const childEnv = {
    ...processEnv,
    IDP_PORT: String(env.byKey.idp.port),
    IDP_ISSUER: env.issuer,
    SHELL_ORIGIN: env.shellOrigin,
    API_PORT: String(env.byKey.api.port),
    API_AUDIENCE: env.apiAudience,
    IDP_JWKS_URL: processEnv.IDP_JWKS_URL || `${env.idpOrigin}/jwks`,
    LIFTBOOK_DATA_DIR: env.dataDir,
    // One line per request drowns what npm start prints; LOG_LEVEL=info brings them back.
    LOG_LEVEL: processEnv.LOG_LEVEL || 'warn',
  };
  const children = [];
  const servers = [];
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all(servers.map((s) => new Promise((r) => s.close(() => r()))));
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
            child.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  const spawnApp = (name, script) => {
    const child = spawn(process.execPath, [script], {
      cwd: path.join(ROOT, name),
      env: childEnv,
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', 'inherit'],
    });
    children.push(child);
    // Quiet (tests, benchmarks): keep the last output, and show it only if the process dies.
    let recent = '';
    child.stdout?.on('data', (chunk) => (recent = (recent + chunk).slice(-4000)));
    child.on('exit', (code, signal) => {
      if (!stopping) log(`${name} stopped unexpectedly (${signal || `exit code ${code}`}).${recent ? `\n${recent}` : ''}`);
    });
    return child;
  };

  try {
    const idp = spawnApp('idp', 'dist/server.js');
    const api = spawnApp('api', 'dist/server.js');

    const remotes = remotesConfig(env, processEnv);
    const { authSettingsFromEnv } = require('./auth-settings.cjs');
    for (const app of env.remotes.filter((r) => !skipStatic.includes(r.key))) {
      const server = createStaticServer({ root: path.join(ROOT, app.dir, 'dist'), cors: true });
      servers.push(await listen(server, app.port, '127.0.0.1', app.portVar));
    }
    for (const extra of extraStatic) {
      const server = createStaticServer({ root: extra.root, cors: true });
      servers.push(await listen(server, extra.port, '127.0.0.1', extra.portVar));
    }
    const shell = createStaticServer({
      root: path.join(ROOT, 'shell', 'dist'),
      spa: true,
      apiOrigin: env.apiOrigin,
      json: {
        '/remotes.json': () => remotes,
        '/auth.json': () => authSettingsFromEnv(processEnv, env),
      },
      csp: () => shellCsp(env, remotes, devSockets),
    });
    servers.push(await listen(shell, env.byKey.shell.port, '127.0.0.1', 'SHELL_PORT'));

    await Promise.all([
      waitFor(`${env.idpOrigin}/.well-known/openid-configuration`, idp, 'The identity provider'),
      waitFor(`${env.apiOrigin}/api/health`, api, 'The api'),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { env, stop };
}

module.exports = { startStack, remotesConfig, shellCsp };
