// Runs the whole product on one machine, like production (docs/architecture.md §2): the idp and the api
// (with its embedded PostgreSQL) as child processes, and the shell and each remote served from
// its own origin by this process. Used by `npm start`, the e2e suite and the benchmarks.
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { environment } = require('./environment.cjs');
const { createStaticServer, listen } = require('../serve/static-server.cjs');
const { build, ROOT } = require('../build/build.cjs');
const { createSupervisor } = require('./supervisor.cjs');
const { releaseStore } = require('../delivery/release-store.cjs');

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
      throw new Error(`Port ${app.port} (${app.key}) is already in use. Stop what runs there, or choose another port with ${app.portVar}=<port>.`);
    }
  }
}

/**
 * Whether this environment accepts staging previews: off unless configured. LIFTBOOK_PREVIEWS=on
 * turns them on; so does a preview allow-list (LIFTBOOK_PREVIEW_ORIGINS) outside production
 * settings (AUTH_PROTOCOL=entra needs the explicit on); LIFTBOOK_PREVIEWS=off wins over both. Off,
 * the shell's CSP names no preview origin: a default must not open script-src to an origin
 * nothing serves (anyone who can listen on that local port could run code in the shell).
 */
function previewsEnabled(processEnv) {
  const setting = (processEnv.LIFTBOOK_PREVIEWS || '').trim().toLowerCase();
  if (setting === 'on') return true;
  if (setting === 'off') return false;
  if (setting !== '') throw new Error(`LIFTBOOK_PREVIEWS=${processEnv.LIFTBOOK_PREVIEWS} must be "on" or "off"`);
  return (processEnv.LIFTBOOK_PREVIEW_ORIGINS || '').trim() !== '' && processEnv.AUTH_PROTOCOL !== 'entra';
}

/** The environment's release store (tools/lib/delivery/release-store.cjs): <data dir>/releases. */
function storeOf(env) {
  return releaseStore(path.join(env.dataDir, 'releases'));
}

/**
 * /remotes.json for this environment, read afresh for every request: each remote's live release
 * from the release store on its own origin (`npm run deploy` changes it, no restart), or its
 * working-tree build; and the preview allow-list: LIFTBOOK_PREVIEW_ORIGINS (comma-separated), or
 * with LIFTBOOK_PREVIEWS=on alone the origin `npm run preview` serves on; none when previews are off
 * (the default).
 */
function remotesConfig(env, processEnv, fromSource = []) {
  const previews = previewsEnabled(processEnv);
  const listed = (processEnv.LIFTBOOK_PREVIEW_ORIGINS || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const store = storeOf(env);
  return {
    // A remote from a webpack dev server (npm run dev --only) has no stored releases to serve.
    remotes: Object.fromEntries(env.remotes.map((r) => [r.key, fromSource.includes(r.key) ? `${r.origin}/mf-manifest.json` : store.manifestUrl(r, r.origin)])),
    previewOrigins: previews ? (listed.length ? listed : [env.previewOrigin]) : [],
    previews,
  };
}

/**
 * A remote's origin: its working-tree build (dist/) at the root, and every release in the store
 * under /releases/<id>/ (immutable folders; the static server keeps any path inside its folder).
 */
function remoteServer(app, store, onError) {
  return createStaticServer({ root: path.join(ROOT, app.dir, 'dist'), mounts: { '/releases/': store.folder(app) }, cors: true, onError });
}

/** The shell page's CSP: code only from the shell, the remotes and allowed preview origins. */
function shellCsp(env, remotes, devSockets = []) {
  const codeOrigins = [...new Set([...Object.values(remotes.remotes).map((u) => new URL(u).origin), ...remotes.previewOrigins])];
  return [
    "default-src 'self'",
    `script-src 'self' ${codeOrigins.join(' ')}`,
    // The shell's service worker only: no page starts a Web Worker (the import reads on the main thread).
    "worker-src 'self'",
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

/** Resolves once `url` answers 200; rejects after timeoutMs; gives up quietly once cancelled() says so. */
function waitFor(url, name, cancelled, timeoutMs = 90_000) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = async () => {
      if (cancelled()) return;
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

const TITLES = { idp: 'The identity provider (idp)', api: 'The api' };

/**
 * Starts everything; resolves with { env, stop, died } once the shell's URL works. `died` resolves
 * if a child (idp, api) dies on its own, after the rest was stopped and one line said which.
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
    // The api believes X-Forwarded-For from its shell's proxy only (loopback: the api listens on
    // 127.0.0.1, so no other machine reaches it); unset, the api trusts nobody.
    TRUST_PROXY: processEnv.TRUST_PROXY || 'loopback',
    // One line per request drowns what npm start prints; LOG_LEVEL=info brings them back.
    LOG_LEVEL: processEnv.LOG_LEVEL || 'warn',
  };
  const supervisor = createSupervisor({ quiet });
  const servers = [];
  let closing = null;
  /** Stops everything: the static servers first (no new requests), then the children. */
  const stop = () => {
    closing ??= Promise.all([
      ...servers.map((s) => s.close()), // kept-alive browser connections are closed too (forceCloseConnections)
      supervisor.stop(),
    ]).then(() => undefined);
    return closing;
  };
  const spawnApp = (name, script) => supervisor.start(name, process.execPath, [script], { cwd: path.join(ROOT, name), env: childEnv });
  // A child that dies takes the whole stack down with it (the supervisor stops the other
  // children); the static servers close too, and the caller hears which one died.
  const deathLine = ({ name, how, output }, ready) =>
    `${output ? `${output.trimEnd()}\n` : ''}${TITLES[name] ?? name} stopped unexpectedly (${how})` +
    (ready ? ', so the rest of the stack was stopped.' : ' before it was ready; its output is above.');
  const onError = (error, req) => log(`${req.method} ${req.url} failed: ${error instanceof Error ? error.stack : String(error)}`);

  try {
    spawnApp('idp', 'dist/server.js');
    spawnApp('api', 'dist/server.js');

    remotesConfig(env, processEnv); // a bad setting (LIFTBOOK_PREVIEWS) fails the start, not each request
    const store = storeOf(env);
    const { authSettingsFromEnv } = require('./auth-settings.cjs');
    for (const app of env.remotes.filter((r) => !skipStatic.includes(r.key))) {
      servers.push(await listen(await remoteServer(app, store, onError), app.port, '127.0.0.1', app.portVar));
    }
    for (const extra of extraStatic) {
      const server = await createStaticServer({ root: extra.root, cors: true, onError });
      servers.push(await listen(server, extra.port, '127.0.0.1', extra.portVar));
    }
    const shell = await createStaticServer({
      root: path.join(ROOT, 'shell', 'dist'),
      spa: true,
      apiOrigin: env.apiOrigin,
      bodyLimit: Number(processEnv.BODY_LIMIT_BYTES) || undefined, // the api's limit: 413 here, not a reset
      json: {
        '/remotes.json': () => remotesConfig(env, processEnv, skipStatic),
        '/auth.json': () => authSettingsFromEnv(processEnv, env),
      },
      csp: () => shellCsp(env, remotesConfig(env, processEnv, skipStatic), devSockets),
      onError,
    });
    servers.push(await listen(shell, env.byKey.shell.port, '127.0.0.1', 'SHELL_PORT'));

    const ready = Promise.all([
      waitFor(`${env.idpOrigin}/.well-known/openid-configuration`, 'The identity provider', () => closing !== null),
      waitFor(`${env.apiOrigin}/api/health`, 'The api', () => closing !== null),
    ]);
    const diedFirst = supervisor.died.then((death) => Promise.reject(new Error(deathLine(death, false))));
    diedFirst.catch(() => undefined); // a death after start-up is reported through `died` below instead
    await Promise.race([ready, diedFirst]);
  } catch (error) {
    await stop();
    throw error;
  }
  const died = supervisor.died.then(async (death) => {
    await stop();
    log(deathLine(death, true));
    return death;
  });
  return { env, stop, died };
}

module.exports = { startStack, remotesConfig, shellCsp, previewsEnabled, storeOf, remoteServer };
