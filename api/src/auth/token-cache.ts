// Verified tokens, remembered (issue 12, §8): an RS256 verification costs about 70 µs, and a
// signed-in person sends the same access token for an hour. Keyed by the whole token (header,
// payload and signature: a different byte anywhere is a different key, verified afresh), never
// used at or past the token's `exp` (no clock tolerance here: a token in its tolerance window is
// verified again), bounded in size (least recently used forgotten first). Refused tokens are
// never cached. Per process, so each api instance verifies a token once.
export class VerifiedTokenCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAtMs: number }>();

  constructor(private readonly capacity = 10_000) {}

  get size(): number {
    return this.entries.size;
  }

  get(token: string, nowMs: number): T | undefined {
    const entry = this.entries.get(token);
    if (entry === undefined) return undefined;
    this.entries.delete(token);
    if (nowMs >= entry.expiresAtMs) return undefined; // expired: gone for good
    this.entries.set(token, entry); // Map order is recency
    return entry.value;
  }

  set(token: string, value: T, expiresAtMs: number): void {
    if (this.capacity <= 0) return;
    this.entries.delete(token);
    this.entries.set(token, { value, expiresAtMs });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
