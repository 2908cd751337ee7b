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
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2|png|svg)$/;

/**
 * @param {object} options
 * @param {string} options.root folder to serve
 * @param {boolean} [options.spa] unknown paths without an extension get index.html
 * @param {boolean} [options.cors] answer Access-Control-Allow-Origin: * (remotes)
 * @param {string} [options.apiOrigin] proxy /api/* there
 * @param {Record<string, () => unknown>} [options.json] paths answered with fresh JSON
 * @param {() => string} [options.csp] Content-Security-Policy for HTML pages
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
      'X-Content-Type-Options': 'nosniff',
      ...(wantsGzip ? { 'Content-Encoding': 'gzip' } : {}),
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function proxy(req, res) {
    const target = new URL(req.url, options.apiOrigin);
    const upstream = http.request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-proto': 'http' } },
      (answer) => {
        res.writeHead(answer.statusCode || 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) return res.destroy();
      const body = JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: 'The api is not reachable' });
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(body);
    });
    req.pipe(upstream);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url || '/', 'http://local');
    const pathname = decodeURIComponent(url.pathname);
    // Timing-Allow-Origin lets the shell's page (and the size benchmark) read resource timings of remotes.
    const base = options.cors ? { 'Access-Control-Allow-Origin': '*', 'Timing-Allow-Origin': '*' } : {};

    if (options.apiOrigin && (pathname === '/api' || pathname.startsWith('/api/'))) return proxy(req, res);
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

    let file = path.join(root, pathname);
    if (!file.startsWith(root)) {
      res.writeHead(400);
      return res.end();
    }
    if (pathname.endsWith('/')) file = path.join(file, 'index.html');
    let status = 200;
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
      const fallback = path.join(root, 'index.html');
      if (options.spa && !path.extname(pathname) && fs.existsSync(fallback)) {
        file = fallback; // a deep link: the shell's router decides (and shows its 404 page)
      } else {
        res.writeHead(404, { ...base, 'Content-Type': 'text/plain; charset=utf-8' });
        return res.end('Not found');
      }
    }
    const entry = load(file);
    const headers = {
      ...base,
      'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (entry.type.startsWith('text/html') && options.csp) headers['Content-Security-Policy'] = options.csp();
    return send(req, res, status, entry, headers);
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

module.exports = { createStaticServer, listen };
