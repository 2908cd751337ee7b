// HTTP revalidation of a lifter's own reads: every successful GET in the authenticated scope
// answers an ETag and `Cache-Control: private, no-cache` (a browser or service worker may keep the
// answer but asks again each time); a request whose If-None-Match holds the current tag gets 304
// with no body. The api keeps nothing: the answer is computed as always, and only its bytes are
// saved on the wire.
//
// The tag is a hash of the user's id AND the body, so a tag another lifter was given never matches
// (two lifters with the same empty list get different tags). That is why this is a hook of its own
// and not @fastify/etag, which tags every response (POSTs and errors too) by its body alone.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const REVALIDATE = 'private, no-cache';

/** The entity tag of `body` as answered to user `userId` (strong, quoted). */
export function entityTag(userId: number, body: string | Buffer): string {
  return `"${createHash('sha256').update(`${userId}\0`).update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether If-None-Match (a list of tags, or `*`) holds `tag`; weak tags compare by value. */
export function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '');
    return value === '*' || value === tag;
  });
}

/** Installs the hook in `scope` (the authenticated routes: request.user is set before any handler). */
export function installEtags(scope: FastifyInstance): void {
  scope.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200 || !request.user) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // The lifter's own data revalidates; a route that chose its own caching (the dictionary) keeps it.
    if (reply.getHeader('cache-control') === 'no-store') reply.header('cache-control', REVALIDATE);
    const tag = entityTag(request.user.id, payload);
    reply.header('etag', tag);
    if (!matches(request.headers['if-none-match'], tag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  });
}
