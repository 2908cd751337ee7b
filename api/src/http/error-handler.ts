// The one error path: every failure, ours or Fastify's or PostgreSQL's,
// leaves as an ApiErrorBody with the right status. Client mistakes are never 500s.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@liftbook/shared/contract';
import { HttpError, ServiceUnavailableError } from './errors.js';
import { describeValidationError } from './validation-message.js';

export function errorBody(statusCode: number, message: string, field?: string): ApiErrorBody {
  const body: ApiErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (field !== undefined) body.field = field;
  return body;
}

// Fastify's own 4xx messages, reworded for the person reading them.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length does not match its Content-Length',
};

// PostgreSQL errors that can only come from input the schemas let through (a number out of a
// column's range, a duplicate a module did not check for). Mapped so they stay 4xx; modules
// should still check and throw a precise error themselves.
function fromPostgres(error: { code?: unknown }): ApiErrorBody | undefined {
  if (typeof error.code !== 'string' || !/^[0-9A-Z]{5}$/.test(error.code)) return undefined;
  if (error.code === '23505') return errorBody(409, 'That already exists');
  if (error.code === '23503') return errorBody(409, 'That refers to something that does not exist or is still in use');
  if (error.code === '23514' || error.code.startsWith('22')) return errorBody(400, 'A value is out of range or invalid');
  return undefined;
}

/** Seconds a client should wait before retrying after a transient database failure. */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

// Node and pg failures that mean "the database cannot be reached right now" (it is down, restarting
// or unreachable, or no pool connection freed up within DB_CONNECT_TIMEOUT_MS).
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
const UNREACHABLE_MESSAGES = /^(timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error)/;

/**
 * Transient database failures: the request did nothing (its transaction was rolled
 * back or never began), and the same request may succeed in a moment, so 503 with Retry-After,
 * never a 500. 40P01 deadlock and 40001 serialization failures, 57014 a statement past
 * DB_STATEMENT_TIMEOUT_MS, 57P0x/08xxx/53300 a database going down or refusing connections.
 */
export function transientDatabaseFailure(error: { code?: unknown; message?: unknown }): ServiceUnavailableError | undefined {
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : '';
  let text: string | undefined;
  if (code === '40P01' || code === '40001') text = 'The database was busy with a conflicting change; please try again';
  else if (code === '57014') text = 'The database took too long to answer; please try again';
  else if (/^(57P0[1-3]|08...|53300)$/.test(code) || UNREACHABLE_CODES.has(code) || UNREACHABLE_MESSAGES.test(message)) {
    text = 'The database is unavailable right now; please try again';
  }
  return text === undefined ? undefined : new ServiceUnavailableError(text, DATABASE_RETRY_AFTER_SECONDS);
}

export function describeError(error: FastifyError | Error): ApiErrorBody | undefined {
  if (error instanceof HttpError) return { ...errorBody(error.statusCode, error.message, error.field), ...error.details };
  const transient = transientDatabaseFailure(error as { code?: unknown; message?: unknown });
  if (transient !== undefined) return errorBody(503, transient.message);
  const fastifyError = error as FastifyError;
  if (fastifyError.validation !== undefined && fastifyError.validation.length > 0) {
    const [first] = fastifyError.validation;
    if (first !== undefined) {
      const { message, field } = describeValidationError(first, fastifyError.validationContext ?? 'body');
      return errorBody(400, message, field);
    }
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return errorBody(status, FASTIFY_MESSAGES[fastifyError.code] ?? error.message);
  }
  return fromPostgres(error as { code?: unknown });
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const body = describeError(error);
    if (body !== undefined) {
      const retryAfter = error instanceof HttpError ? error.retryAfterSeconds : transientDatabaseFailure(error)?.retryAfterSeconds;
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      // 4xx are the client's business (info); a 503 means a dependency is down (warn).
      const level = body.statusCode >= 500 ? 'warn' : 'info';
      request.log[level]({ statusCode: body.statusCode, reason: body.message }, 'request rejected');
      return reply.code(body.statusCode).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Something went wrong on our side; please try again'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply.code(404).send(errorBody(404, `No route ${request.method} ${path}`));
  });
}

/** The error bodies every route may answer with, for response schemas and the OpenAPI document. */
export const errorSchema = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    field: { type: 'string' },
  },
} as const;
