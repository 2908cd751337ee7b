// The api's own security headers. Production puts the api behind a load balancer,
// not behind the shell's proxy, so it sends them itself on every answer, errors and unknown
// routes included: no MIME sniffing of a JSON answer, no Referer to other sites, no framing.
// Unknown routes with a token answer no-store too (authentication, which sets it for the api's
// own routes, never runs for them): nothing about a signed-in person is kept by any cache.
import type { FastifyInstance } from 'fastify';

export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
} as const;

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
  });
}
