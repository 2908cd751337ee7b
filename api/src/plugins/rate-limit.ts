// Rate limits (issue 12, §4): per client address on every /api request, and per signed-in user on
// every authenticated one. Set so that no real lifter meets them (a page load is a handful of
// calls, a quick log one call per set), they stop a runaway client or a script before it costs
// everyone else. An answer over a limit is a 429 with Retry-After; the web client waits and retries.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../http/errors.js';

export interface RateLimitOptions {
  /** Requests a minute per signed-in user; 0: no limit. */
  perUserPerMinute: number;
  /** Requests a minute per client address (as Fastify's trustProxy resolves it); 0: no limit. */
  perAddressPerMinute: number;
  /** Keys remembered at most, per limiter (oldest forgotten first). */
  maxKeys?: number;
  /** The clock, for tests. */
  now?: () => number;
}

/**
 * A token bucket per key: `perMinute` requests at once, refilled evenly over a minute. Keys are
 * kept in a Map in order of last use, bounded: a forgotten key starts again with a full bucket,
 * which costs nothing but a burst. Per process: with N api instances behind a balancer a client
 * gets up to N times the limit, which stays far from anything a person does.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;

  constructor(
    private readonly perMinute: number,
    private readonly maxKeys = 50_000,
  ) {
    this.perMs = perMinute / 60_000;
  }

  /** Takes one request from `key`'s bucket: undefined when it passes, else the seconds to wait. */
  take(key: string, now: number): number | undefined {
    const bucket = this.buckets.get(key);
    let tokens = this.perMinute;
    if (bucket !== undefined) {
      tokens = Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * this.perMs);
      this.buckets.delete(key); // re-inserted below: Map order is recency
    }
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return Math.max(1, Math.ceil((1 - tokens) / this.perMs / 1000));
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > this.maxKeys) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    return undefined;
  }
}

/**
 * Installs both limits on `app` (before its routes). The address limit runs first of all
 * (onRequest), before the token is verified; the user limit runs once authentication has named the
 * user (preParsing: after every onRequest hook, before the body is read).
 */
export function installRateLimits(app: FastifyInstance, options: RateLimitOptions): void {
  const now = options.now ?? Date.now;
  if (options.perAddressPerMinute > 0) {
    const byAddress = new RateLimiter(options.perAddressPerMinute, options.maxKeys);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const wait = byAddress.take(request.ip, now());
      if (wait !== undefined) throw new TooManyRequestsError(`Too many requests from this address; try again in ${wait} s`, wait);
    });
  }
  if (options.perUserPerMinute > 0) {
    const byUser = new RateLimiter(options.perUserPerMinute, options.maxKeys);
    app.addHook('preParsing', async (request: FastifyRequest) => {
      // Only the authenticated scope sets request.user (health and the OpenAPI document do not).
      if (!request.user) return;
      const wait = byUser.take(String(request.user.id), now());
      if (wait !== undefined) throw new TooManyRequestsError(`Too many requests; try again in ${wait} s`, wait);
    });
  }
}
