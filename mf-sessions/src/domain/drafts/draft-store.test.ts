import { DRAFT_MAX_AGE_MS, DRAFT_MAX_CHARS, TIMER_DRAFT_KEY, createDraftStore, draftKey, isRecord, type DraftStorage } from './draft-store';

const NOW = Date.UTC(2026, 10, 20, 18, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

/** A Map-backed Storage; `failWrites` makes setItem throw as a full or disabled storage does. */
function fakeStorage(initial: Record<string, string> = {}, failWrites = false) {
  const items = new Map(Object.entries(initial));
  const storage: DraftStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (failWrites) throw new DOMException('quota', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
  return { storage, items };
}

const throwingStorage: DraftStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

/** Accepts `{ text: string }`. */
const textDraft = (raw: unknown) => (isRecord(raw) && typeof raw.text === 'string' ? { text: raw.text } : null);
const envelope = (value: unknown, savedAt = NOW, v = 1) => JSON.stringify({ v, savedAt, value });
const KEY = draftKey('quicklog', 7);

describe('draftKey', () => {
  it.each([
    ['quicklog', 7, 'liftbook.draft.v1.quicklog.7'],
    ['manual', 42, 'liftbook.draft.v1.manual.42'],
  ] as const)('%s of session %d → %s', (purpose, id, key) => {
    expect(draftKey(purpose, id)).toBe(key);
  });

  it('keeps one timer for the whole app', () => {
    expect(TIMER_DRAFT_KEY).toBe('liftbook.timer.v1');
  });
});

describe('reading a stored draft', () => {
  it.each<[string, string | undefined, number, { text: string } | null]>([
    ['a fresh draft', envelope({ text: 'Bench 3x8' }), NOW + 1000, { text: 'Bench 3x8' }],
    ['a draft just under 7 days old', envelope({ text: 'a' }), NOW + DRAFT_MAX_AGE_MS, { text: 'a' }],
    ['a draft over 7 days old', envelope({ text: 'a' }), NOW + DRAFT_MAX_AGE_MS + 1, null],
    ['a draft stamped 8 days in the future (clock set back)', envelope({ text: 'a' }, NOW + 8 * DAY), NOW, null],
    ['nothing stored', undefined, NOW, null],
    ['not JSON', '{"v":1,"savedAt":', NOW, null],
    ['JSON that is not an envelope', '"Bench 3x8"', NOW, null],
    ['an envelope without savedAt', JSON.stringify({ v: 1, value: { text: 'a' } }), NOW, null],
    ['an envelope without a value', JSON.stringify({ v: 1, savedAt: NOW }), NOW, null],
    ['another format version', envelope({ text: 'a' }, NOW, 2), NOW, null],
    ['a value the validator refuses', envelope({ text: 42 }), NOW, null],
    ['null stored as the value', envelope(null), NOW, null],
  ])('%s', (_case, stored, now, expected) => {
    const { storage } = fakeStorage(stored === undefined ? {} : { [KEY]: stored });
    expect(createDraftStore(storage).read(KEY, textDraft, now)).toEqual(expected);
  });

  it('removes an expired draft when it reads it', () => {
    const { storage, items } = fakeStorage({ [KEY]: envelope({ text: 'a' }, NOW - 8 * DAY) });
    createDraftStore(storage).read(KEY, textDraft, NOW);
    expect(items.has(KEY)).toBe(false);
  });

  it('treats a validator that throws as "no draft"', () => {
    const { storage } = fakeStorage({ [KEY]: envelope({ text: 'a' }) });
    const read = createDraftStore(storage).read(
      KEY,
      () => {
        throw new TypeError('bad shape');
      },
      NOW,
    );
    expect(read).toBeNull();
  });
});

describe('writing and removing', () => {
  it('stores a versioned envelope with the time and reads it back', () => {
    const { storage, items } = fakeStorage();
    const store = createDraftStore(storage);
    expect(store.write(KEY, { text: 'Squat 5x5' }, NOW)).toBe('stored');
    expect(JSON.parse(items.get(KEY)!)).toEqual({ v: 1, savedAt: NOW, value: { text: 'Squat 5x5' } });
    expect(createDraftStore(storage).read(KEY, textDraft, NOW)).toEqual({ text: 'Squat 5x5' });
    store.remove(KEY);
    expect(items.has(KEY)).toBe(false);
    expect(store.read(KEY, textDraft, NOW)).toBeNull();
  });

  it.each<[string, DraftStorage | null]>([
    ['a full storage', fakeStorage({}, true).storage],
    ['a storage that throws on every call', throwingStorage],
    ['no storage at all', null],
  ])('keeps drafts in memory with %s, never throwing', (_case, storage) => {
    const store = createDraftStore(storage);
    expect(store.write(KEY, { text: 'Row 3x10' }, NOW)).toBe('memory');
    expect(store.read(KEY, textDraft, NOW)).toEqual({ text: 'Row 3x10' });
    expect(() => store.remove(KEY)).not.toThrow();
    expect(store.read(KEY, textDraft, NOW)).toBeNull();
    expect(store.sweep(NOW)).toBe(0);
  });

  it('keeps a draft over the size limit in memory and leaves the stored one alone', () => {
    const { storage, items } = fakeStorage();
    const store = createDraftStore(storage);
    const tooBig = 'x'.repeat(DRAFT_MAX_CHARS);
    store.write(KEY, { text: 'short' }, NOW);
    expect(store.write(KEY, { text: tooBig }, NOW + 1)).toBe('memory');
    expect(store.read(KEY, textDraft, NOW + 1)).toEqual({ text: tooBig });
    expect(JSON.parse(items.get(KEY)!).value).toEqual({ text: 'short' });
    // Once it fits again, the storage has the newest and memory lets go.
    expect(store.write(KEY, { text: 'shorter' }, NOW + 2)).toBe('stored');
    expect(createDraftStore(storage).read(KEY, textDraft, NOW + 2)).toEqual({ text: 'shorter' });
  });

  it('keeps a value JSON cannot write (a cycle) in memory', () => {
    const { storage } = fakeStorage();
    const store = createDraftStore(storage);
    const cyclic: Record<string, unknown> = { text: 'a' };
    cyclic.self = cyclic;
    expect(store.write(KEY, cyclic, NOW)).toBe('memory');
    expect(store.read(KEY, textDraft, NOW)).toEqual({ text: 'a' });
  });
});

describe('sweep', () => {
  it('removes expired, unreadable and other-version drafts under the prefix, and nothing else', () => {
    const { storage, items } = fakeStorage({
      [draftKey('quicklog', 1)]: envelope({ text: 'fresh' }, NOW - DAY),
      [draftKey('quicklog', 2)]: envelope({ text: 'old' }, NOW - 8 * DAY),
      [draftKey('manual', 3)]: 'not json',
      [draftKey('manual', 4)]: envelope({ text: 'v0' }, NOW, 0),
      'liftbook.timer.v1': envelope({ mode: 'stopwatch' }, NOW - 30 * DAY),
      'msal.account.keys': '[]',
    });
    expect(createDraftStore(storage).sweep(NOW)).toBe(3);
    expect([...items.keys()].sort()).toEqual([draftKey('quicklog', 1), 'liftbook.timer.v1', 'msal.account.keys']);
  });
});
