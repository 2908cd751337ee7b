// The production-like server of each app (one per app, each on its own origin), composed of
// Fastify's own plugins: @fastify/static serves the build, @fastify/compress gzips text,
// @fastify/helmet sends the headers contract (./headers.cjs), and the shell's server adds the /api
// proxy (./api-proxy.cjs), /remotes.json and /auth.json from runtime settings, and the SPA fallback
// (a deep link gets index.html; the shell's router decides, and shows its 404 page).
// Hashed assets are cached for a year, everything else revalidates (a redeploy is seen at once).
// Remotes answer CORS so the shell's origin can load them.
const path = require('node:path');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const fastifyCompress = require('@fastify/compress');
const fastifyHelmet = require('@fastify/helmet');
const { helmetOptions } = require('./headers.cjs');
const { apiProxy } = require('./api-proxy.cjs');

const HASHED = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2|png|svg)$/;

/**
 * How long a client may take, ms. A request's headers must all arrive within headersMs and the
 * whole request (a 1 MiB upload to /api included) within requestMs; a socket with nothing sent or
 * received for idleMs is closed (a half-sent request, a download nobody reads), and a kept-alive
 * connection waits keepAliveMs for its next request. Without these a client holding sockets open
 * with partial headers keeps them for ever (150 of 150 were still open after 75 s).
 */
const DEFAULT_TIMEOUTS = { headersMs: 10_000, requestMs: 30_000, idleMs: 30_000, keepAliveMs: 5_000 };

/**
 * The decoded path of a request target, or null for a target this server does not serve: anything
 * but an origin-form path ("http://host/x", "*"), a malformed escape ("/%ff"), or a NUL or a
 * backslash anywhere in it.
 */
function pathOf(url) {
  if (typeof url !== 'string' || !url.startsWith('/')) return null;
  const query = url.indexOf('?');
  let pathname;
  try {
    pathname = decodeURIComponent(query === -1 ? url : url.slice(0, query));
  } catch {
    return null;
  }
  return pathname.includes('\0') || pathname.includes('\\') ? null : pathname;
}

/** Whether `pathname` names something inside `root` (checked against the folder plus a separator). */
function inside(root, pathname) {
  const file = path.resolve(root, `.${pathname}`);
  return file === root || file.startsWith(root + path.sep);
}

const isApi = (pathname) => pathname === '/api' || pathname.startsWith('/api/');

function badRequest(reply) {
  return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
}

/**
 * @param {object} options see static-server.d.cts
 * @returns {Promise<import('fastify').FastifyInstance>} ready, not yet listening
 */
async function createStaticServer(options) {
  const root = path.resolve(options.root);
  // Folders served under a prefix besides the root, e.g. { '/releases/': <release store> }.
  const mounts = Object.entries(options.mounts ?? {}).map(([prefix, folder]) => ({ prefix, root: path.resolve(folder) }));
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: false,
    forceCloseConnections: true, // a kept-alive browser connection must not hold a stop
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node checks the header and request deadlines on a timer (30 s by default): every second here,
    // or sooner for short test deadlines, so a deadline means what it says.
    http: { headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs), connectionsCheckingInterval: Math.min(1000, timeouts.headersMs) },
    // A target the router cannot decode ("/%ff"): the same 400 as every other refused target.
    frameworkErrors: (_error, _request, reply) => badRequest(reply),
  });

  // Whatever a request holds, it is answered: a handler that throws is a 500 for that request
  // (and reported), never an exception that ends the process, and with it the whole stack.
  app.setErrorHandler((error, request, reply) => {
    if (error.apiError) return reply.code(error.statusCode).send(error.apiError);
    if (error.statusCode && error.statusCode < 500) return reply.code(error.statusCode).type('text/plain; charset=utf-8').send(error.message);
    options.onError?.(error, request.raw);
    return reply.code(500).type('text/plain; charset=utf-8').send('Internal server error');
  });

  await app.register(fastifyHelmet, helmetOptions({ csp: options.csp, https: options.https }));
  // Path checks first (after helmet has set the headers), before any other plugin sees the request: refused targets, and paths that would
  // leave the folder they name ("..", "%2e%2e", "..%2f").
  app.addHook('onRequest', async (request, reply) => {
    const pathname = pathOf(request.raw.url);
    if (pathname === null) return badRequest(reply);
    if (options.apiOrigin && isApi(pathname)) return;
    const mount = mounts.find((m) => pathname.startsWith(m.prefix));
    const ok = mount ? inside(mount.root, `/${pathname.slice(mount.prefix.length)}`) : inside(root, pathname);
    if (!ok) return badRequest(reply);
    // Timing-Allow-Origin lets the shell's page (and the size benchmark) read the remotes' resource timings.
    if (options.cors) reply.header('access-control-allow-origin', '*').header('timing-allow-origin', '*');
  });
  await app.register(fastifyCompress, { encodings: ['gzip'], threshold: 512 });

  const cacheControl = (res, file) => res.setHeader('cache-control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
  await app.register(fastifyStatic, { root, cacheControl: false, etag: false, lastModified: false, setHeaders: cacheControl });
  for (const mount of mounts) {
    await app.register(fastifyStatic, {
      root: mount.root,
      prefix: mount.prefix,
      decorateReply: false,
      cacheControl: false,
      etag: false,
      lastModified: false,
      setHeaders: cacheControl,
    });
  }
  for (const [url, body] of Object.entries(options.json ?? {})) {
    app.get(url, async (_, reply) => reply.header('cache-control', 'no-cache').send(body()));
  }
  if (options.apiOrigin) await app.register(apiProxy, { apiOrigin: options.apiOrigin, bodyLimit: options.bodyLimit, https: options.https });
  if (options.cors) {
    app.options('/*', (_, reply) => reply.code(204).header('access-control-allow-methods', 'GET, HEAD').header('access-control-max-age', '600').send());
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = pathOf(request.raw.url) ?? '';
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (!read) return reply.code(405).header('allow', 'GET, HEAD').send();
    if (options.spa && !path.extname(pathname)) return reply.sendFile('index.html');
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
  await app.ready();
  return app;
}

/** Listen, or fail with a message that names the port and the variable that changes it. */
async function listen(app, port, host, portVar) {
  try {
    await app.listen({ port, host });
    return app;
  } catch (error) {
    if (error.code === 'EADDRINUSE') {
      throw new Error(`Port ${port} is already in use. Stop what runs there, or choose another port with ${portVar}=<port>.`);
    }
    throw error;
  }
}

module.exports = { createStaticServer, listen, DEFAULT_TIMEOUTS };
