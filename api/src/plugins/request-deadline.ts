// The request deadline: a request not answered within REQUEST_TIMEOUT_MS is
// answered 503 with Retry-After, so a client never hangs on a stuck dependency. The database's
// own bounds (DB_STATEMENT_TIMEOUT_MS, DB_CONNECT_TIMEOUT_MS) are shorter and normally answer
// first; this is the backstop for everything else. Receiving the request itself is bounded by the
// HTTP server's requestTimeout (buildApp sets it to the same value).
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http/error-handler.js';

const timers = new WeakMap<object, NodeJS.Timeout>();

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route whose work grows with what the lifter sends (an import's finish) may allow itself
     * longer; it never shortens the deadline. Its statements are still bounded by
     * DB_STATEMENT_TIMEOUT_MS each.
     */
    deadlineMs?: number;
  }
}

export function installRequestDeadline(app: FastifyInstance, { timeoutMs: defaultMs }: { timeoutMs: number }): void {
  app.addHook('onRequest', async (request, reply) => {
    const timeoutMs = Math.max(defaultMs, request.routeOptions.config?.deadlineMs ?? 0);
    const timer = setTimeout(() => {
      if (reply.sent) return;
      request.log.warn({ timeoutMs }, 'request past its deadline');
      // The handler may still finish its work (a write may still commit): clients retry writes
      // with an idempotency key, so a retry never doubles it.
      void reply
        .code(503)
        .header('retry-after', '1')
        .send(errorBody(503, `The request took longer than ${timeoutMs} ms; please try again`));
    }, timeoutMs);
    timer.unref();
    timers.set(request, timer);
  });
  const clear = async (request: object) => clearTimeout(timers.get(request));
  app.addHook('onResponse', clear);
  app.addHook('onRequestAbort', clear);
}
