import { UserDataCache } from './user-data-cache.js';

function liveCache(maxBytes = 1000): UserDataCache {
  const cache = new UserDataCache(maxBytes);
  cache.setLive(true);
  return cache;
}

test('stores and serves an answer per user and URL; another user or URL misses', () => {
  const cache = liveCache();
  expect(cache.set(cache.begin(1), '/api/sessions', '[1]')).toBe(true);
  expect(cache.get(1, '/api/sessions')).toBe('[1]');
  expect(cache.get(2, '/api/sessions')).toBeUndefined();
  expect(cache.get(1, '/api/sessions?limit=5')).toBeUndefined();
  expect(cache.stats()).toMatchObject({ entries: 1, bytes: 3, hits: 1, misses: 2 });
});

test("a change drops that user's answers only", () => {
  const cache = liveCache();
  cache.set(cache.begin(1), '/a', 'one-a');
  cache.set(cache.begin(1), '/b', 'one-b');
  cache.set(cache.begin(2), '/a', 'two-a');
  cache.invalidateUser(1);
  expect([cache.get(1, '/a'), cache.get(1, '/b'), cache.get(2, '/a')]).toEqual([undefined, undefined, 'two-a']);
  expect(cache.stats()).toMatchObject({ entries: 1, bytes: 5 });
});

test('a read running while its user changed does not store; a read that began after does', () => {
  const cache = liveCache();
  const before = cache.begin(1);
  const otherUser = cache.begin(2);
  cache.invalidateUser(1);
  expect(cache.set(before, '/a', 'stale')).toBe(false);
  expect(cache.get(1, '/a')).toBeUndefined();
  expect(cache.set(otherUser, '/a', 'fine')).toBe(true);
  expect(cache.set(cache.begin(1), '/a', 'fresh')).toBe(true);
  expect(cache.get(1, '/a')).toBe('fresh');
});

test('not live: nothing is served or stored; going live (again) drops everything and voids running reads', () => {
  const cache = new UserDataCache(1000);
  expect(cache.set(cache.begin(1), '/a', 'x')).toBe(false);
  cache.setLive(true);
  const running = cache.begin(1);
  cache.set(cache.begin(1), '/a', 'x');
  cache.setLive(false);
  expect(cache.get(1, '/a')).toBeUndefined();
  expect(cache.set(cache.begin(1), '/a', 'x')).toBe(false);
  cache.setLive(true);
  expect(cache.get(1, '/a')).toBeUndefined();
  expect(cache.set(running, '/a', 'from before the gap')).toBe(false);
  expect(cache.set(cache.begin(1), '/a', 'after')).toBe(true);
});

test('bounded by bytes: the least recently used go first; an answer over an eighth is not kept', () => {
  const cache = liveCache(80);
  cache.set(cache.begin(1), '/a', 'a'.repeat(10));
  cache.set(cache.begin(1), '/b', 'b'.repeat(10));
  cache.get(1, '/a'); // /a is now more recent than /b
  for (let i = 0; i < 7; i += 1) cache.set(cache.begin(2), `/${i}`, 'c'.repeat(10));
  expect(cache.stats().bytes).toBeLessThanOrEqual(80);
  expect(cache.get(1, '/b')).toBeUndefined();
  expect(cache.get(1, '/a')).toBe('a'.repeat(10));
  expect(cache.set(cache.begin(3), '/big', 'd'.repeat(11))).toBe(false);
});

test('replacing an answer keeps the byte count right', () => {
  const cache = liveCache();
  cache.set(cache.begin(1), '/a', 'x'.repeat(10));
  cache.set(cache.begin(1), '/a', 'y'.repeat(4));
  expect(cache.stats()).toMatchObject({ entries: 1, bytes: 4 });
  cache.invalidateUser(1);
  expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
});

test('a change forgotten among many still voids the reads that were running before it', () => {
  const cache = liveCache();
  const running = cache.begin(7);
  cache.invalidateUser(7);
  for (let user = 100; user < 100 + 50_000; user += 1) cache.invalidateUser(user); // user 7's change is forgotten now
  expect(cache.set(running, '/a', 'stale')).toBe(false);
  expect(cache.set(cache.begin(7), '/a', 'fresh')).toBe(true);
});

test("everyone's data changed: every answer goes and every running read is void", () => {
  const cache = liveCache();
  const running = cache.begin(2);
  cache.set(cache.begin(1), '/a', 'x');
  cache.invalidateAll();
  expect(cache.isLive()).toBe(true);
  expect(cache.get(1, '/a')).toBeUndefined();
  expect(cache.set(running, '/a', 'stale')).toBe(false);
  expect(cache.set(cache.begin(2), '/a', 'fresh')).toBe(true);
});
