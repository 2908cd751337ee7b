// Idempotency keys on the client. The api replays a create's first answer
// when the same `Idempotency-Key` comes again, so a write whose response was lost (gym Wi-Fi) can
// be retried without writing twice, as long as the retry carries the key of the first try.
//
// - A call that brings its own key (quick log and Manual Add keep one per exercise in their draft,
//   so a retry after a reload reuses it) sends that one.
// - Any other POST gets one here. If it ends without a known outcome (no response, a 5xx), the
//   key is remembered with the request, and the next identical POST (the lifter pressing the same
//   button again on the same input) reuses it: the api then answers with what it did the first
//   time, or does it now. A definite answer (2xx, 4xx) forgets it: an identical POST after a
//   success is a new write (a second set of 135 x 8 is a real second set).
// - The key is put on the request before the base query runs, so a base query that retries by
//   itself (on 429/503) repeats the same key.
// Every write (not GET) is also tracked as a running save (save-tracker.ts).
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { trackSave } from './save-tracker';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A fresh key: a random UUID (getRandomValues also works outside secure contexts). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') {
    try {
      return c.randomUUID();
    } catch {
      // Not a secure context: build one below.
    }
  }
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Header entries for a call that brings its own key (none when it has none). */
export function idempotencyHeaders(key: string | null | undefined): Record<string, string> {
  return key ? { [IDEMPOTENCY_HEADER]: key } : {};
}

type Args = string | FetchArgs;
type Base = BaseQueryFn<Args, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

/** POSTs whose last try ended without a known outcome: request -> the key it used. */
const unsettled = new Map<string, string>();
const UNSETTLED_MAX = 100;

const methodOf = (args: Args) => (typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase());

/** The key a call brings itself, if any. */
export function ownKey(args: FetchArgs): string | undefined {
  const headers = args.headers;
  if (headers === undefined || headers instanceof Headers || Array.isArray(headers))
    return headers instanceof Headers ? (headers.get(IDEMPOTENCY_HEADER) ?? undefined) : undefined;
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase());
  return entry?.[1] ?? undefined;
}

/** Whether the write may have happened although we got no answer saying so. */
export function outcomeUnknown(error: FetchBaseQueryError | undefined): boolean {
  if (error === undefined) return false;
  if (typeof error.status === 'number') return error.status >= 500;
  return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
}

/** Wraps a base query: keys on every POST, every write tracked as a running save. */
export function withIdempotencyKeys(baseQuery: Base): Base {
  return async (args, api, extraOptions) => {
    const method = methodOf(args);
    if (method === 'GET' || typeof args === 'string') return baseQuery(args, api, extraOptions);
    if (method !== 'POST') return trackSave(async () => baseQuery(args, api, extraOptions));

    const own = ownKey(args);
    const request = `${args.url} ${JSON.stringify(args.body ?? null)}`;
    const key = own ?? unsettled.get(request) ?? newIdempotencyKey();
    const keyed: FetchArgs =
      own === undefined ? { ...args, headers: { ...(args.headers as Record<string, string> | undefined), [IDEMPOTENCY_HEADER]: key } } : args;
    const result = await trackSave(async () => baseQuery(keyed, api, extraOptions));
    if (own === undefined) {
      unsettled.delete(request);
      if (outcomeUnknown(result.error)) {
        unsettled.set(request, key);
        if (unsettled.size > UNSETTLED_MAX) unsettled.delete(unsettled.keys().next().value!);
      }
    }
    return result;
  };
}
