// Authentication of every route in the scope it is installed in: a bearer token, verified, then
// mapped to the internal user (created on first request). Handlers read request.user.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { UserProfile } from '@liftbook/shared/contract';
import type { Database } from '../db/schema.js';
import { UnauthorizedError } from '../http/errors.js';
import { upsertUserFromIdentity } from '../modules/users/queries.js';
import type { TokenIdentity, VerifyToken } from './verify-token.js';

export type AuthenticatedUser = Omit<UserProfile, 'weight_unit'>;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user. Set by authentication before any handler of the authenticated scope
     * runs; routes outside that scope (health, OpenAPI) must not read it.
     */
    user: AuthenticatedUser;
  }
}

/**
 * Remembers which user a token identity maps to, so a signed-in user's requests do not each
 * write to the users table. Entries are keyed by (issuer, subject) and only reused while the
 * token's name and email match what was stored: a changed claim goes to the database again.
 * Per process and bounded (lru-cache, least recently used forgotten first); safe with many
 * instances since the mapping never changes.
 */
export class UserCache {
  private readonly entries: LRUCache<string, AuthenticatedUser>;
  constructor(capacity = 10_000) {
    this.entries = new LRUCache({ max: capacity });
  }

  private static key(identity: TokenIdentity): string {
    return `${identity.issuer}\u0000${identity.subject}`;
  }

  get(identity: TokenIdentity): AuthenticatedUser | undefined {
    const user = this.entries.get(UserCache.key(identity));
    if (user === undefined || user.name !== identity.name || user.email !== identity.email) return undefined;
    return user;
  }

  set(identity: TokenIdentity, user: AuthenticatedUser): void {
    this.entries.set(UserCache.key(identity), user);
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer[ ]+([^\s]+)[ ]*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export function installAuthentication(scope: FastifyInstance, deps: { db: Kysely<Database>; verify: VerifyToken }): void {
  const cache = new UserCache();
  // Fastify wants request decorations declared up front (same object shape for every request);
  // null until the hook sets it, which it always does before a handler runs.
  scope.decorateRequest('user', null as unknown as AuthenticatedUser);

  scope.addHook('onRequest', async (request, reply) => {
    // A signed-in person's data (and the refusals) must not sit in any shared cache.
    // Successful reads then switch to `private, no-cache` with an ETag (http/etag.ts); a route may
    // still opt in for reference data (the dictionary).
    reply.header('cache-control', 'no-store');
    const token = bearerToken(request);
    if (token === undefined) {
      reply.header('www-authenticate', 'Bearer');
      throw new UnauthorizedError('Sign in first: this call needs a bearer access token');
    }
    let identity: TokenIdentity;
    try {
      identity = await deps.verify(token);
    } catch (error) {
      // RFC 6750: the token itself was refused (not the request).
      if (error instanceof UnauthorizedError) reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw error;
    }
    let user = cache.get(identity);
    if (user === undefined) {
      user = await upsertUserFromIdentity(deps.db, identity);
      cache.set(identity, user);
    }
    request.user = user;
  });
}
