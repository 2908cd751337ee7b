// A small production-like static server: one per app, each on its own origin (ARCHITECTURE §2).
// - hashed assets are cached for a year, everything else revalidates (a redeploy is seen at once);
// - text is gzip-compressed (once per file, kept in memory);
// - remotes answer CORS so the shell's origin can load them;
// - the shell's server also answers /remotes.json and /auth.json from runtime settings, proxies
//   /api to the api (so the browser calls the API same-origin), sets a CSP naming exactly the
//   origins code may come from, and falls back to index.html for deep links.
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
/**
 * Directives every page's CSP ends up with (issue 12, §5), whatever the caller's policy says: the
 * page cannot be framed (clickjacking), no plugins, and no <base> pointing scripts elsewhere.
 * A policy that sets one of them already keeps its own value.
 */
const CSP_HARDENING = ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"];
/** The api's default body limit (BODY_LIMIT_BYTES); the proxy refuses larger bodies with the same 413. */
const DEFAULT_BODY_LIMIT = 1_048_576;
/** How much of a refused body is read and dropped before the connection is cut instead. */
const DISCARD_LIMIT = 64 * 1_048_576;
/** The CSP of a server given none (a remote's own page): its own origin only. */
const DEFAULT_CSP = "default-src 'self'";
/** HSTS for a page served over https: a year, subdomains too (deployment decides about preload). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** `csp` with the hardening directives it lacks appended. */
function hardenCsp(csp) {
  const directives = csp
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const names = new Set(directives.map((d) => d.split(/\s+/)[0].toLowerCase()));
  return [...directives, ...CSP_HARDENING.filter((d) => !names.has(d.split(' ')[0]))].join('; ');
}

/**
 * Headers every answer of these servers carries: no MIME sniffing, no full URL in the Referer of
 * a request to another origin, and HSTS when the page is served over https (directly, or behind a
 * TLS-terminating proxy that the caller declares with `https: true`).
 */
function securityHeaders(req, https) {
  const headers = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };
  if (https || req.socket.encrypted) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}

/** What an HTML page carries besides the common headers: its CSP, hardened, and no framing. */
function htmlHeaders(csp) {
  return { 'Content-Security-Policy': hardenCsp(csp), 'X-Frame-Options': 'DENY' };
}

const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2|png|svg)$/;

/**
 * The path of a request target, raw (as sent, for the proxy) and decoded (to find a file), or null
 * for a target this server does not serve: anything but an origin-form path ("http://host/x",
 * "*"), a malformed escape ("/%ff"), or a NUL or a backslash anywhere in it.
 */
function parseTarget(url) {
  if (typeof url !== 'string' || !url.startsWith('/')) return null;
  const query = url.indexOf('?');
  const rawPath = query === -1 ? url : url.slice(0, query);
  const search = query === -1 ? '' : url.slice(query);
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  return { rawPath, pathname, search };
}

/** The file `pathname` names inside `root`, or null when it would lie outside it ("..", "%2e%2e"). */
function fileIn(root, pathname) {
  const file = path.resolve(root, `.${pathname}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function plain(res, status, text, headers = {}) {
  res.writeHead(status, {
    ...headers,
    ...securityHeaders(res.req, false),
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/**
 * @param {object} options
 * @param {string} options.root folder to serve
 * @param {boolean} [options.spa] unknown paths without an extension get index.html
 * @param {boolean} [options.cors] answer Access-Control-Allow-Origin: * (remotes)
 * @param {string} [options.apiOrigin] proxy /api/* there
 * @param {Record<string, () => unknown>} [options.json] paths answered with fresh JSON
 * @param {() => string} [options.csp] Content-Security-Policy for HTML pages (hardened: see CSP_HARDENING)
 * @param {boolean} [options.https] served over https by a TLS-terminating proxy: send HSTS
 * @param {number} [options.bodyLimit] largest request body the /api proxy forwards (bytes; the api's BODY_LIMIT_BYTES)
 * @param {(error: unknown, req: http.IncomingMessage) => void} [options.onError] told of a request that failed (answered 500)
 */
function createStaticServer(options) {
  const root = path.resolve(options.root);
  const cache = new Map(); // file -> { mtimeMs, body, gzip }

  function load(file) {
    const stat = fs.statSync(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit;
    const body = fs.readFileSync(file);
    const type = TYPES[path.extname(file)] || 'application/octet-stream';
    const gzip = COMPRESSIBLE.test(type) && body.length > 512 ? zlib.gzipSync(body, { level: 9 }) : null;
    const entry = { mtimeMs: stat.mtimeMs, body, gzip, type };
    cache.set(file, entry);
    return entry;
  }

  function send(req, res, status, entry, headers) {
    const wantsGzip = entry.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] || '');
    const body = wantsGzip ? entry.gzip : entry.body;
    res.writeHead(status, {
      'Content-Type': entry.type,
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...securityHeaders(req, options.https),
      ...(wantsGzip ? { 'Content-Encoding': 'gzip' } : {}),
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const api = options.apiOrigin ? new URL(options.apiOrigin) : null;

  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;

  /** JSON answers of the proxy itself, in the api's error shape (ApiErrorBody). */
  function apiError(req, res, statusCode, error, message, headers = {}) {
    const body = JSON.stringify({ statusCode, error, message });
    const lower = Object.fromEntries(Object.entries(securityHeaders(req, options.https)).map(([k, v]) => [k.toLowerCase(), v]));
    res.writeHead(statusCode, { ...lower, ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  }

  /**
   * Reads and drops what is left of a refused body, so the client (still sending) reads the 413
   * instead of a reset connection, and the connection stays usable. A body far beyond the limit
   * is cut off rather than read forever.
   */
  function discardRest(req) {
    let dropped = 0;
    req.removeAllListeners('data');
    req.on('data', (chunk) => {
      dropped += chunk.length;
      if (dropped > DISCARD_LIMIT) req.socket.destroy();
    });
    req.resume();
  }

  function tooLarge(req, res) {
    apiError(req, res, 413, 'Payload Too Large', `Request body is too large (at most ${bodyLimit} bytes)`);
    discardRest(req);
  }

  /**
   * Forwards the request to the api. The upstream request is built from the api's origin and the
   * request's raw path only: nothing the client sends (an absolute-form target, a "//host" path, a
   * Host header) can make this server call anywhere else. X-Forwarded-For is this server's peer,
   * never what the client wrote (the api's per-address rate limit trusts it from loopback only).
   * Bodies over the api's limit are answered 413 here, before the api is called (declared length)
   * or as soon as the count passes it (chunked), so the api never resets a half-sent upload.
   */
  function proxy(req, res, rawPath) {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > bodyLimit) return tooLarge(req, res);

    const upstream = http.request(
      {
        protocol: api.protocol,
        hostname: api.hostname,
        port: api.port,
        method: req.method,
        path: rawPath,
        headers: {
          ...req.headers,
          host: api.host,
          'x-forwarded-proto': options.https ? 'https' : 'http',
          'x-forwarded-for': req.socket.remoteAddress || '',
        },
      },
      (answer) => {
        answer.on('error', () => res.destroy());
        if (res.headersSent) return answer.resume(); // answered 413 already
        const lower = Object.fromEntries(Object.entries(securityHeaders(req, options.https)).map(([k, v]) => [k.toLowerCase(), v]));
        res.writeHead(answer.statusCode || 502, { ...lower, ...answer.headers });
        answer.pipe(res);
      },
    );
    let refused = false; // answered 413 here: the upstream call was dropped on purpose
    upstream.on('error', () => {
      if (refused) return;
      if (res.headersSent) return res.destroy();
      apiError(req, res, 502, 'Bad Gateway', 'The api is not reachable');
    });
    // A browser that goes away mid-request: drop the upstream call too.
    req.on('error', () => upstream.destroy());
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    let received = 0;
    req.on('data', (chunk) => {
      received += chunk.length;
      if (received > bodyLimit) {
        refused = true;
        upstream.destroy();
        if (!res.headersSent) tooLarge(req, res);
        else discardRest(req);
        return;
      }
      if (!upstream.write(chunk)) {
        req.pause();
        upstream.once('drain', () => req.resume());
      }
    });
    req.on('end', () => {
      if (received <= bodyLimit) upstream.end();
    });
  }

  function handle(req, res) {
    const target = parseTarget(req.url);
    if (target === null) return plain(res, 400, 'Bad request');
    const { rawPath, pathname } = target;
    // Timing-Allow-Origin lets the shell's page (and the size benchmark) read resource timings of remotes.
    const base = options.cors ? { 'Access-Control-Allow-Origin': '*', 'Timing-Allow-Origin': '*' } : {};

    if (api && (pathname === '/api' || pathname.startsWith('/api/'))) return proxy(req, res, rawPath + target.search);
    if (req.method === 'OPTIONS' && options.cors) {
      res.writeHead(204, { ...base, 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    const json = options.json && options.json[pathname];
    if (json) {
      const body = Buffer.from(JSON.stringify(json()));
      return send(req, res, 200, { body, gzip: null, type: TYPES['.json'] }, { ...base, 'Cache-Control': 'no-cache' });
    }

    let file = fileIn(root, pathname);
    if (file === null) return plain(res, 400, 'Bad request', base);
    if (pathname.endsWith('/')) file = path.join(file, 'index.html');
    if (!isFile(file)) {
      const fallback = path.join(root, 'index.html');
      // A deep link: the shell's router decides (and shows its 404 page).
      if (options.spa && !path.extname(pathname) && isFile(fallback)) file = fallback;
      else return plain(res, 404, 'Not found', base);
    }
    const entry = load(file);
    const headers = {
      ...base,
      'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (entry.type.startsWith('text/html')) Object.assign(headers, htmlHeaders(options.csp ? options.csp() : DEFAULT_CSP));
    return send(req, res, 200, entry, headers);
  }

  // Whatever a request holds, it is answered: a handler that throws (a file removed while it is
  // read, a bug) is a 500 for that request, never an exception that ends the process, and with it
  // the whole stack.
  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      if (options.onError) options.onError(error, req);
      if (res.headersSent) res.destroy();
      else plain(res, 500, 'Internal server error');
    }
  });
  // A request Node's HTTP parser refuses (bad method, bad header...): 400, and close the socket.
  server.on('clientError', (error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  return server;
}

/** Listen, or fail with a message that names the port and the variable that changes it. */
function listen(server, port, host, portVar) {
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE') {
        reject(new Error(`Port ${port} is already in use. Stop what runs there, or choose another port with ${portVar}=<port>.`));
      } else reject(error);
    });
    server.listen(port, host, () => resolve(server));
  });
}

module.exports = { createStaticServer, listen, hardenCsp };
