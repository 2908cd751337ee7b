// Rate limits: per client address on every /api request, and per signed-in user on
// every authenticated one. Set so that no real lifter meets them (a page load is a handful of
// calls, a quick log one call per set), they stop a runaway client or a script before it costs
// everyone else. An answer over a limit is a 429 with Retry-After; the web client waits and retries.
//
// The counting is @fastify/rate-limit's (a window of one minute per key, keys in a bounded LRU,
// per process: with N api instances behind a balancer a client gets up to N times the limit, which
// stays far from anything a person does). Its createRateLimit checks a request against a limit
// without answering; this file runs two such checks (the plugin's own hook runs one limit per
// request) and answers through the api's one error path.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../http/errors.js';

export interface RateLimitOptions {
  /** Requests a minute per signed-in user; 0: no limit. */
  perUserPerMinute: number;
  /** Requests a minute per client address (as Fastify's trustProxy resolves it); 0: no limit. */
  perAddressPerMinute: number;
  /** Keys remembered at most (least recently used forgotten first; a forgotten key starts afresh). */
  maxKeys?: number;
}

const MINUTE_MS = 60_000;

/** A check of one limit: throws the 429 when `request` is over it. */
function limiter(app: FastifyInstance, max: number, key: (request: FastifyRequest) => string, message: (seconds: number) => string) {
  const check = app.createRateLimit({ max, timeWindow: MINUTE_MS, keyGenerator: key });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw new TooManyRequestsError(message(result.ttlInSeconds), Math.max(1, result.ttlInSeconds));
  };
}

/**
 * Installs both limits on `app` (before its routes). The address limit runs first of all
 * (onRequest), before the token is verified; the user limit runs once authentication has named the
 * user (preParsing: after every onRequest hook, before the body is read).
 */
export async function installRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  if (options.perAddressPerMinute <= 0 && options.perUserPerMinute <= 0) return;
  await app.register(rateLimit, { global: false, cache: options.maxKeys ?? 50_000 });
  if (options.perAddressPerMinute > 0) {
    const byAddress = limiter(
      app,
      options.perAddressPerMinute,
      (request) => `address ${request.ip}`,
      (s) => `Too many requests from this address; try again in ${s} s`,
    );
    app.addHook('onRequest', byAddress);
  }
  if (options.perUserPerMinute > 0) {
    const byUser = limiter(
      app,
      options.perUserPerMinute,
      (request) => `user ${request.user.id}`,
      (s) => `Too many requests; try again in ${s} s`,
    );
    app.addHook('preParsing', async (request, _reply, payload) => {
      // Only the authenticated scope sets request.user (health and the OpenAPI document do not).
      if (request.user) await byUser(request);
      return payload;
    });
  }
}
