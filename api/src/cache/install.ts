// Wires the user data cache (user-data-cache.ts) into the authenticated api. A GET route opts in
// with `config: { userDataCache: true }` when its answer depends only on the caller's own
// sessions, exercises and sets (the tables whose triggers feed the cache, migration 0007) and on
// its URL. Then:
// - preHandler (after authentication and validation): a stored answer is sent as it is, with
//   `Liftbook-Cache: hit`; otherwise the read takes a ticket and runs.
// - onSend: a 200 answer of an opted-in route is stored (`Liftbook-Cache: miss`). Any other
//   method (a write, whatever its outcome) drops the caller's answers before its response leaves,
//   after its transaction has committed, so the caller's next read sees the write.
// A request with `Cache-Control: no-cache` (or `Pragma: no-cache`) skips the stored answer and
// refreshes it: the web client sends that for reads just after its own writes, which keeps
// read-your-writes when api instances behind a load balancer hear of a write a moment apart.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReadTicket, UserDataCache } from './user-data-cache.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This GET's answer is the caller's own training data only: the user data cache may keep it. */
    userDataCache?: boolean;
  }
}

export const CACHE_STATUS_HEADER = 'liftbook-cache';
const JSON_TYPE = 'application/json; charset=utf-8';

/** Whether the client asked for an answer fresh from the database. */
export function wantsFresh(request: FastifyRequest): boolean {
  const cacheControl = request.headers['cache-control'] ?? '';
  return /(?:^|,)\s*(?:no-cache|no-store|max-age=0)\s*(?:,|$)/i.test(cacheControl) || /no-cache/i.test(request.headers.pragma ?? '');
}

export function installUserDataCache(scope: FastifyInstance, cache: UserDataCache): void {
  const tickets = new WeakMap<FastifyRequest, ReadTicket>();

  scope.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.config.userDataCache !== true || !cache.isLive()) return;
    const userId = request.user.id;
    if (!wantsFresh(request)) {
      const body = cache.get(userId, request.url);
      if (body !== undefined) {
        reply.header(CACHE_STATUS_HEADER, 'hit').type(JSON_TYPE);
        return reply.send(body);
      }
    }
    tickets.set(request, cache.begin(userId));
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      const ticket = tickets.get(request);
      if (ticket !== undefined && reply.statusCode === 200 && typeof payload === 'string') {
        reply.header(CACHE_STATUS_HEADER, cache.set(ticket, request.url, payload) ? 'miss' : 'bypass');
      }
    } else if (request.user !== null) {
      cache.invalidateUser(request.user.id);
    }
    return payload;
  });
}
