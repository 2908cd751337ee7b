// Idempotent creates. Every POST of the authenticated api accepts an
// `Idempotency-Key` header. With one, the route runs inside a transaction that first claims
// (user, key) in idempotency_keys and, before committing, stores the answer (status and body) in
// the same transaction: a write and its key are committed together or not at all. A retry with the
// same key (a phone that lost the response) gets the stored answer again, with
// `Idempotent-Replayed: true`, and nothing is written twice; concurrent duplicates wait on the
// key's row and then replay. The same key with a different request is a 422. Answers are kept for
// a day (IDEMPOTENCY_TTL_HOURS); an hourly sweep deletes older ones. Failed requests store
// nothing (their transaction rolled back), so a retry after an error runs again.
//
// Routes take part by (1) reading the database as `request.db` (the transaction, when there is a
// key) and opening their own transactions with inTransaction(request.db, ...), and (2) returning
// their payload after reply.code(...) instead of calling reply.send, so it can be stored before the
// commit. Both are checked: a POST handler that sends by itself fails loudly.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { UnprocessableError } from '../http/errors.js';
import { claimKey, deleteExpiredKeys, findAnswer, storeAnswer } from './queries.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The database for this request: the idempotency transaction while a keyed POST runs,
     * otherwise the app's pool. POST handlers use it for every query.
     */
    readonly db: Kysely<Database>;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const headerSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  // Visible ASCII: a UUID, a ULID, anything a client makes up; no spaces or control characters.
  pattern: '^[\\x21-\\x7E]+$',
  description: 'Optional. One per logical write, reused on retry: the first answer is replayed for a day; the same key with another request is a 422.',
} as const;

/** JSON with object keys sorted, so a retry that orders fields differently is the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${canonicalJson(body ?? null)}`)
    .digest('hex');
}

const transactions = new WeakMap<FastifyRequest, Transaction<Database>>();

const mismatch = () =>
  new UnprocessableError('This Idempotency-Key was already used for a different request; send a new key for a new write', 'Idempotency-Key');

const isPost = (route: RouteOptions) => (Array.isArray(route.method) ? route.method.includes('POST') : route.method === 'POST');

type Answer = { kind: 'replay'; status: number; body: string } | { kind: 'fresh'; status: number; body: string };

function sendJson(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Installs request.db and wraps every POST route registered after it in this scope. */
export function installIdempotency(app: FastifyInstance): void {
  app.decorateRequest('db', {
    getter(this: FastifyRequest) {
      return transactions.get(this) ?? this.server.db;
    },
  });

  app.addHook('onRoute', (route) => {
    if (!isPost(route)) return;
    const schema = route.schema ?? {};
    const headers = (schema.headers ?? { type: 'object', properties: {} }) as { type: 'object'; properties?: Record<string, unknown> };
    route.schema = { ...schema, headers: { ...headers, properties: { ...headers.properties, [IDEMPOTENCY_HEADER]: headerSchema } } };
    const handler = route.handler as RouteHandlerMethod;

    route.handler = async function idempotent(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const key = request.headers[IDEMPOTENCY_HEADER];
      const run = async () => {
        const payload: unknown = await handler.call(this, request, reply);
        if (reply.sent) throw new Error(`${request.method} ${request.routeOptions.url ?? ''} sent its reply itself; POST handlers return their payload`);
        return payload;
      };
      if (typeof key !== 'string') return run();

      const userId = request.user.id;
      const hash = requestHash(request.method, request.url, request.body);
      const answer = await this.db.transaction().execute(async (trx): Promise<Answer> => {
        if (!(await claimKey(trx, userId, key, hash))) {
          const stored = await findAnswer(trx, userId, key);
          if (stored === undefined || stored.status_code === null || stored.response_body === null) {
            throw new Error(`idempotency key of user ${userId} is claimed but holds no answer`);
          }
          if (stored.request_hash !== hash) throw mismatch();
          return { kind: 'replay', status: stored.status_code, body: stored.response_body };
        }
        transactions.set(request, trx);
        try {
          const payload = await run();
          // The route's own serializer for its status: exactly what a request without a key gets.
          const serialized = reply.serialize(payload);
          const body = typeof serialized === 'string' ? serialized : Buffer.from(serialized as Uint8Array).toString('utf8');
          await storeAnswer(trx, userId, key, reply.statusCode, body);
          return { kind: 'fresh', status: reply.statusCode, body };
        } finally {
          transactions.delete(request);
        }
      });
      if (answer.kind === 'replay') reply.header(REPLAYED_HEADER, 'true');
      return sendJson(reply, answer.status, answer.body);
    };
  });

  // Expired answers are no longer replayed (claimKey replaces them); the sweep keeps the table small.
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep = setInterval(() => {
      deleteExpiredKeys(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'idempotency key sweep failed'));
    }, SWEEP_EVERY_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
  });
}
