// The shell's /api proxy, on @fastify/reply-from: the browser calls the api on the shell's own
// origin. What this module adds to the library:
// - the upstream URL is the api's origin plus the request's raw path: nothing the client sends (an
//   absolute-form target, a "//host" path, a Host header) makes it call anywhere else;
// - X-Forwarded-For is this server's peer, never what the client wrote (the api trusts it from
//   loopback only, for its per-address rate limit);
// - a body over the api's limit is answered 413 here, in the api's error shape, before the api is
//   called (declared length) or as soon as the count passes it (chunked); the rest of the body is
//   read and dropped so the connection stays usable, and a body far beyond the limit cuts it;
// - a down api is a 502 with a JSON message; nothing is retried (the api's answer is the answer).
const replyFrom = require('@fastify/reply-from');
const { API_ROUTE_HELMET } = require('./headers.cjs');

/**
 * The api's default body limit (BODY_LIMIT_BYTES), on every route, an import's chunk too:
 * REQUEST_BODY_LIMIT_BYTES of shared/src/domain/constants.ts, which the page cuts imports by (this
 * file is plain CommonJS and cannot load TypeScript; static-server.test.ts holds the two equal).
 */
const DEFAULT_BODY_LIMIT = 1_048_576;
/** How much of a refused body is read and dropped before the connection is cut instead. */
const DISCARD_LIMIT = 64 * 1_048_576;

/** An error the server's error handler answers as `{ statusCode, error, message }`. */
function apiError(statusCode, error, message) {
  return Object.assign(new Error(message), { statusCode, apiError: { statusCode, error, message } });
}

/** Reads and drops what is left of a refused body; a body far beyond the limit cuts the connection. */
function discardRest(stream, socket) {
  let dropped = 0;
  stream.removeAllListeners('data');
  stream.on('data', (chunk) => {
    dropped += chunk.length;
    if (dropped > DISCARD_LIMIT) socket.destroy();
  });
  stream.resume();
}

const tooLarge = (limit) => apiError(413, 'Payload Too Large', `Request body is too large (at most ${limit} bytes)`);

/**
 * A content-type parser for any body: the bytes as a Buffer, or a 413 once the count passes
 * `limit` (a chunked body; Fastify then closes the connection, as the client may still be sending).
 */
function bodyUpTo(limit) {
  return (request, payload, done) => {
    const socket = request.raw.socket;
    const chunks = [];
    let received = 0;
    payload.on('data', (chunk) => {
      received += chunk.length;
      if (received <= limit) return chunks.push(chunk);
      payload.removeAllListeners('end');
      discardRest(payload, socket);
      done(tooLarge(limit));
    });
    payload.on('end', () => done(null, Buffer.concat(chunks)));
    payload.on('error', done);
  };
}

/**
 * Registers /api and /api/* on `app`, forwarded to `apiOrigin`.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ apiOrigin: string, bodyLimit?: number, https?: boolean }} options
 */
async function apiProxy(app, { apiOrigin, bodyLimit = DEFAULT_BODY_LIMIT, https = false }) {
  await app.register(replyFrom, { base: apiOrigin, disableRequestLogging: true, disableCache: true });
  // A declared length over the limit is answered before the body is read: the rest of the body is
  // dropped and the connection serves the client's next request.
  app.addHook('onRequest', async (request, reply) => {
    if (!(Number(request.headers['content-length']) > bodyLimit)) return;
    discardRest(request.raw, request.raw.socket);
    return reply.send(tooLarge(bodyLimit));
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', bodyUpTo(bodyLimit));
  const forward = (request, reply) => {
    const raw = request.raw.url;
    const query = raw.indexOf('?');
    return reply.from(query === -1 ? raw : raw.slice(0, query), {
      ...(Buffer.isBuffer(request.body) ? { body: request.body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : {}),
      retryDelay: () => null,
      rewriteRequestHeaders: (_, headers) => ({
        ...headers,
        'x-forwarded-proto': https ? 'https' : 'http',
        'x-forwarded-for': request.raw.socket.remoteAddress ?? '',
      }),
      // Hop-by-hop headers are the api's connection's, not the browser's.
      rewriteHeaders: ({ connection, 'keep-alive': keepAlive, ...headers }) => headers,
      onError: (proxied) => proxied.send(apiError(502, 'Bad Gateway', 'The api is not reachable')),
    });
  };
  for (const url of ['/api', '/api/*']) app.all(url, { helmet: API_ROUTE_HELMET }, forward);
}

module.exports = { apiProxy, apiError, DEFAULT_BODY_LIMIT };
