// Drafts of what the lifter typed, kept in a Storage (the browser's localStorage, injected) so
// they survive the reload a phone does when it discards a backgrounded tab.
//
// No React and no clock reads: the caller passes the storage and `now`. Every failure is quiet:
// corrupt, foreign-version or expired data reads as "no draft", and a storage that is full,
// disabled or throws keeps the draft in memory for as long as the page lives.

/** Bumped when a stored value's shape changes; older envelopes are then ignored. */
export const DRAFT_FORMAT_VERSION = 1;
/** Drafts older than this (by their last save) are dropped when read or swept. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Serialized drafts longer than this stay in memory only: one huge paste must not fill the quota. */
export const DRAFT_MAX_CHARS = 100_000;

// Under "liftbook." (shared's USER_DATA_PREFIX): signing out clears them, so the next person on a
// shared phone does not find this lifter's drafts or timer.
export const DRAFT_KEY_PREFIX = `liftbook.draft.v${DRAFT_FORMAT_VERSION}.`;
/** One timer for the whole app (not per session). */
export const TIMER_DRAFT_KEY = `liftbook.timer.v${DRAFT_FORMAT_VERSION}`;

export type DraftPurpose = 'quicklog' | 'manual' | 'routine';

/** `liftbook.draft.v1.quicklog.42`: one draft per purpose and session (a routine's: per routine, 0 for a new one). */
export function draftKey(purpose: DraftPurpose, sessionId: number): string {
  return `${DRAFT_KEY_PREFIX}${purpose}.${sessionId}`;
}

/** What of `Storage` is used; `key` and `length` only by `sweep`. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & Partial<Pick<Storage, 'key' | 'length'>>;

/** Checks a parsed value's shape: the value to use, or null to ignore it. May throw (ignored too). */
export type DraftValidator<T> = (raw: unknown) => T | null;

export type WriteResult = 'stored' | 'memory';

export interface DraftStore {
  /** The draft under `key`, or null when there is none, it is unreadable, of another version, expired, or `validate` refuses it. */
  read<T>(key: string, validate: DraftValidator<T>, now: number): T | null;
  /** Saves `value` under `key`; 'memory' when the storage could not take it (full, disabled, too big). */
  write(key: string, value: unknown, now: number): WriteResult;
  remove(key: string): void;
  /** Removes expired and unreadable drafts under `prefix` (drafts of sessions never reopened); returns how many. */
  sweep(now: number, prefix?: string): number;
}

interface Envelope {
  v: number;
  savedAt: number;
  value: unknown;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseEnvelope(text: string | null): Envelope | null {
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || typeof parsed.v !== 'number' || typeof parsed.savedAt !== 'number' || !Number.isFinite(parsed.savedAt) || !('value' in parsed))
    return null;
  return { v: parsed.v, savedAt: parsed.savedAt, value: parsed.value };
}

export function createDraftStore(storage: DraftStorage | null): DraftStore {
  /** Drafts the storage would not take: newer than what it holds, kept for this page's life. */
  const memory = new Map<string, Envelope>();

  // A clock set back counts as age too, so a draft stamped in the "future" cannot live forever.
  const expired = (envelope: Envelope, now: number) => Math.abs(now - envelope.savedAt) > DRAFT_MAX_AGE_MS;

  const getItem = (key: string): string | null => {
    try {
      return storage ? storage.getItem(key) : null;
    } catch {
      return null;
    }
  };
  const removeItem = (key: string) => {
    try {
      storage?.removeItem(key);
    } catch {
      // Disabled storage: nothing stored to remove.
    }
  };

  return {
    read(key, validate, now) {
      const fromMemory = memory.get(key);
      const envelope = fromMemory ?? parseEnvelope(getItem(key));
      if (!envelope || envelope.v !== DRAFT_FORMAT_VERSION) return null;
      if (expired(envelope, now)) {
        memory.delete(key);
        removeItem(key);
        return null;
      }
      try {
        return validate(envelope.value);
      } catch {
        return null;
      }
    },

    write(key, value, now) {
      const envelope: Envelope = { v: DRAFT_FORMAT_VERSION, savedAt: now, value };
      let text: string;
      try {
        text = JSON.stringify(envelope);
      } catch {
        memory.set(key, envelope);
        return 'memory';
      }
      // Too big: the stored (older) draft is left as it is, better than nothing after a reload.
      if (storage && text.length <= DRAFT_MAX_CHARS) {
        try {
          storage.setItem(key, text);
          memory.delete(key);
          return 'stored';
        } catch {
          // Quota exceeded, or storage disabled (Safari private mode, a locked-down profile).
        }
      }
      memory.set(key, envelope);
      return 'memory';
    },

    remove(key) {
      memory.delete(key);
      removeItem(key);
    },

    sweep(now, prefix = DRAFT_KEY_PREFIX) {
      if (!storage || typeof storage.key !== 'function') return 0;
      const doomed: string[] = [];
      try {
        const length = storage.length ?? 0;
        for (let i = 0; i < length; i += 1) {
          const key = storage.key(i);
          if (key === null || !key.startsWith(prefix)) continue;
          const envelope = parseEnvelope(getItem(key));
          if (!envelope || envelope.v !== DRAFT_FORMAT_VERSION || expired(envelope, now)) doomed.push(key);
        }
      } catch {
        return 0;
      }
      doomed.forEach(removeItem);
      return doomed.length;
    },
  };
}
