// The local environment's ports and origins (docs/architecture.md §2), each overridable by an
// environment variable. Every tool (start, dev, test, bench, e2e) reads them from here.
const apps = [
  { key: 'shell', dir: 'shell', portVar: 'SHELL_PORT', port: 8080 },
  { key: 'mf_sessions', dir: 'mf-sessions', portVar: 'MF_SESSIONS_PORT', port: 8081, remote: true, home: '/sessions' },
  { key: 'mf_progress', dir: 'mf-progress', portVar: 'MF_PROGRESS_PORT', port: 8082, remote: true, home: '/exercises' },
  { key: 'mf_goals', dir: 'mf-goals', portVar: 'MF_GOALS_PORT', port: 8083, remote: true, home: '/goals' },
  { key: 'mf_groups', dir: 'mf-groups', portVar: 'MF_GROUPS_PORT', port: 8084, remote: true, home: '/groups' },
  { key: 'api', dir: 'api', portVar: 'API_PORT', port: 3000 },
  { key: 'idp', dir: 'idp', portVar: 'IDP_PORT', port: 4000 },
];

function readPort(app, env) {
  const raw = env[app.portVar];
  if (raw === undefined || raw === '') return app.port;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${app.portVar}=${raw} is not a port number (1-65535)`);
  }
  return port;
}

/** Ports, origins and the settings every process gets, from process.env (or a given env). */
function environment(env = process.env) {
  const host = env.LIFTBOOK_HOST || 'localhost';
  const list = apps.map((app) => {
    const port = readPort(app, env);
    return { ...app, port, origin: `http://${host}:${port}` };
  });
  const byKey = Object.fromEntries(list.map((a) => [a.key, a]));
  // `npm run preview` serves a remote's working tree here: an origin of its own, on the local
  // environment's preview allow-list (not an app of the stack: npm start does not need it free).
  const previewPort = readPort({ portVar: 'LIFTBOOK_PREVIEW_PORT', port: 8090 }, env);
  return {
    host,
    apps: list,
    byKey,
    remotes: list.filter((a) => a.remote),
    shellOrigin: byKey.shell.origin,
    apiOrigin: byKey.api.origin,
    idpOrigin: byKey.idp.origin,
    previewPort,
    previewOrigin: `http://${host}:${previewPort}`,
    /** The issuer the idp announces and the api expects. */
    issuer: env.IDP_ISSUER || byKey.idp.origin,
    /** The audience of access tokens: the api's resource indicator. */
    apiAudience: env.API_AUDIENCE || 'api://liftbook',
    /** Data of the embedded database and the idp's keys. */
    dataDir: env.LIFTBOOK_DATA_DIR || require('node:path').resolve(__dirname, '../../../.data'),
  };
}

module.exports = { environment, apps };
