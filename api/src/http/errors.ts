// The typed errors a route or query throws. The one error handler (error-handler.ts) turns
// each into its status code and an ApiErrorBody; nothing else writes error responses.

export abstract class HttpError extends Error {
  abstract readonly statusCode: number;
  /** Seconds after which a retry may succeed; sent as Retry-After (429, 503). */
  retryAfterSeconds?: number;
  /** More of the answer beside the message (the earlier import of a 409 for a file already imported). */
  details?: Record<string, unknown>;
  constructor(
    message: string,
    /** The offending input field, when one can be named (400s). */
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Bad input that a schema cannot express (a date out of range, a blank name...). */
export class ValidationError extends HttpError {
  readonly statusCode = 400;
  constructor(message: string, field: string) {
    super(message, field);
  }
}

/** No valid token. Thrown by authentication only. */
export class UnauthorizedError extends HttpError {
  readonly statusCode = 401;
}

/** The user may see this but not change it (docs/architecture.md §6). */
export class ForbiddenError extends HttpError {
  readonly statusCode = 403;
}

/** Does not exist, or is not the user's: the api never tells those apart. */
export class NotFoundError extends HttpError {
  readonly statusCode = 404;
}

/** Clashes with existing data (a duplicate name, a second pending invite...). */
export class ConflictError extends HttpError {
  readonly statusCode = 409;
}

/** Well-formed but cannot be processed (an Idempotency-Key reused for a different request). */
export class UnprocessableError extends HttpError {
  readonly statusCode = 422;
}

/** More than the caller may hold (an import's staged workouts over the lifter's bound). */
export class PayloadTooLargeError extends HttpError {
  readonly statusCode = 413;
}

/** A caller over its rate limit: Retry-After says when a request will pass again. */
export class TooManyRequestsError extends HttpError {
  readonly statusCode = 429;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * A dependency is down or busy (the identity provider's keys, the database, a deadlock, a request
 * past its deadline): retrying later may work, after `retryAfterSeconds` when given.
 */
export class ServiceUnavailableError extends HttpError {
  readonly statusCode = 503;
  constructor(message: string, retryAfterSeconds?: number) {
    super(message);
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }
}
