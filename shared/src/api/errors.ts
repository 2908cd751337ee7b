// Failures as the UI shows them. Each endpoint group keeps its spec strings in one table (in the
// remote's api file) and attaches them with `failedWith`, so components never spell an error.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** What a failed call of an endpoint that used `failedWith` rejects with. */
export interface ApiError {
  /** HTTP status, or the fetch failure kind ("FETCH_ERROR", "PARSING_ERROR", ...). */
  status: number | string;
  /** The spec's message for this endpoint, e.g. "Failed to fetch goals". */
  message: string;
  /** With `failedWithReason`: the api's own words for a refused call, without the message. */
  reason?: string;
  /** With `failedWithReason`: the field a 400 named, as the body spells it ("exercises[1].sets[0].reps_max"). */
  field?: string;
}

/** transformErrorResponse for an endpoint: its failures carry the spec's message. */
export function failedWith(message: string) {
  return (error: FetchBaseQueryError): ApiError => ({ status: error.status, message });
}

/**
 * transformErrorResponse for a write whose refusal the lifter must act on: the message, then the
 * api's reason for a 4xx ("Failed to add member: Ben is already a member of this group"), with the
 * reason and the field a 400 named kept apart for a form to place. A 5xx or a network failure keeps
 * the message alone.
 */
export function failedWithReason(message: string) {
  return (error: FetchBaseQueryError): ApiError => {
    const body = error.data as { message?: unknown; field?: unknown } | undefined;
    const reason = typeof error.status === 'number' && error.status >= 400 && error.status < 500 && typeof body?.message === 'string' ? body.message : null;
    if (reason === null) return { status: error.status, message };
    return { status: error.status, message: `${message}: ${reason}`, reason, ...(typeof body?.field === 'string' ? { field: body.field } : {}) };
  };
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && typeof (error as ApiError).message === 'string' && 'status' in error;
}

/**
 * The text to show for a failed call: the endpoint's message (from `failedWith`), or `fallback`
 * when the error carries none. null when there is no error.
 */
export function errorMessage(error: unknown, fallback: string): string | null {
  if (error === undefined || error === null) return null;
  return isApiError(error) ? error.message : fallback;
}

/** docs/product.md §8, session create: "Error: HTTP {status}" for an HTTP failure, otherwise "An error occurred". */
export function httpErrorMessage(error: unknown): string {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? `Error: HTTP ${status}` : 'An error occurred';
}

/** Whether a failed call was a 404: what the api answers for what does not exist or is not the lifter's. */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}
