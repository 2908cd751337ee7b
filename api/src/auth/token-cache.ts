// Verified tokens, remembered: an RS256 verification costs about 70 µs, and a
// signed-in person sends the same access token for an hour. Keyed by the whole token (header,
// payload and signature: a different byte anywhere is a different key, verified afresh), never
// used at or past the token's `exp` (no clock tolerance here: a token in its tolerance window is
// verified again), bounded in size (least recently used forgotten first). Refused tokens are
// never cached. Per process, so each api instance verifies a token once. The bound and the
// recency order are lru-cache's.
import { LRUCache } from 'lru-cache';

export class VerifiedTokenCache<T> {
  private readonly entries: LRUCache<string, { value: T; expiresAtMs: number }> | undefined;

  constructor(capacity = 10_000) {
    this.entries = capacity > 0 ? new LRUCache({ max: capacity }) : undefined;
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  get(token: string, nowMs: number): T | undefined {
    const entry = this.entries?.get(token);
    if (entry === undefined) return undefined;
    if (nowMs < entry.expiresAtMs) return entry.value;
    this.entries!.delete(token); // expired: gone for good
    return undefined;
  }

  set(token: string, value: T, expiresAtMs: number): void {
    this.entries?.set(token, { value, expiresAtMs });
  }
}
