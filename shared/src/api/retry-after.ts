// The client's side of the api's rate limits and transient failures: an answer
// 429 (over a limit: nothing was done) or 503 with Retry-After (the database was busy, down for a
// moment) is retried after the wait the api names, at most twice, and only when the wait is short
// enough for a person to sit through. A 503 is retried only for reads and for writes carrying an
// Idempotency-Key (the api replays those instead of doing them twice); any other write's failure
// is shown, never repeated behind the person's back.
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

export const RETRY_LIMIT = 2;
/** A longer Retry-After is not waited for: the failure is shown at once. */
export const LONGEST_WAIT_MS = 10_000;

type FetchQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

/** Retry-After in milliseconds (delta-seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP date ("Wed, 21 Oct 2015 07:28:00 GMT"); anything else ("-1", "soon") is unreadable.
  const date = /^[A-Za-z]{3}, /.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function retryable(status: unknown, request: Request | undefined): boolean {
  if (status === 429) return true;
  if (status !== 503 || request === undefined) return false;
  return request.method === 'GET' || request.method === 'HEAD' || request.headers.has('Idempotency-Key');
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** `baseQuery`, retrying 429s and 503s as described above. */
export function withRetryAfter(baseQuery: FetchQuery): FetchQuery {
  return async (args, api, extraOptions) => {
    let result = await baseQuery(args, api, extraOptions);
    for (let attempt = 0; attempt < RETRY_LIMIT; attempt += 1) {
      if (!result.error || !retryable(result.error.status, result.meta?.request)) return result;
      const wait = retryAfterMs(result.meta?.response?.headers.get('Retry-After'));
      if (wait === undefined || wait > LONGEST_WAIT_MS) return result;
      await sleep(wait, api.signal);
      if (api.signal.aborted) return result;
      result = await baseQuery(args, api, extraOptions);
    }
    return result;
  };
}
