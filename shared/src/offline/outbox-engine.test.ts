import { Outbox, type SendResult } from './outbox-engine';
import { memoryStore } from './offline-store';
import type { OutboxEntry } from './outbox';

/** A server the test answers: every write it is sent, and the answer the test gave. */
function harness(answer: (entry: OutboxEntry) => SendResult) {
  const sent: string[] = [];
  const store = memoryStore();
  let nextId = 100;
  const later: Array<() => void> = [];
  const waits: number[] = [];
  const clock = { now: 1_000 };
  const make = () =>
    new Outbox({
      store,
      now: () => clock.now,
      schedule: (run, ms) => {
        later.push(run);
        waits.push(ms);
      },
      send: async (entry) => {
        const result = answer(entry);
        sent.push(`${entry.method} ${entry.url}${result.error ? ` -> ${result.error.status}` : ''}`);
        return result;
      },
    });
  const created = (entry: OutboxEntry): SendResult => {
    const sets = (entry.body as { sets?: unknown[] } | null)?.sets;
    return { data: { id: (nextId += 1), sets: sets?.map(() => ({ id: (nextId += 1) })) } };
  };
  return { sent, store, make, created, later, waits, clock };
}

describe('Outbox', () => {
  it('replays a session made offline, then its exercise with sets, then a set edit, with the server ids in place, once each', async () => {
    let online = false;
    const h = harness((entry) => (online ? h.created(entry) : { error: { status: 'FETCH_ERROR' } }));
    const box = h.make();
    const session = await box.add('POST', '/sessions', { session_type: 'push' }, 'a');
    expect(await box.sendNow('a')).toEqual({ kind: 'waiting' });
    const exercise = await box.add(
      'POST',
      `/sessions/${session.localId}/exercises`,
      { name: 'Squat', type: 'weighted', sets: [{ reps: 5 }, { reps: 5 }] },
      'b',
    );
    await box.add('PUT', `/exercises/${exercise.localId}/sets/${exercise.localSetIds![1]}`, { reps: 6 }, 'c');
    expect(box.getStatus()).toMatchObject({ waiting: 3, unreachable: true });

    // A reload: a new page finds the same writes in the store.
    online = true;
    const again = h.make();
    await again.drain();
    expect(h.sent.slice(1)).toEqual(['POST /sessions', 'POST /sessions/101/exercises', 'PUT /exercises/102/sets/104']);
    expect(again.getStatus()).toMatchObject({ waiting: 0, failed: [], unreachable: false });
    expect(again.resolve(`/sessions/${session.localId}`).url).toBe('/sessions/101');
  });

  it('keeps a write refused on replay, with what depends on it, for Retry or Discard; the rest goes on', async () => {
    let refuse = true;
    const h = harness((entry) =>
      entry.url === '/sessions/9' && refuse ? { error: { status: 404, data: { message: 'Session not found' } } } : h.created(entry),
    );
    const box = h.make();
    await box.add('PUT', '/sessions/9', { session_type: 'pull' }, 'a');
    await box.add('POST', '/exercises/3/sets', { reps: 5 }, 'b');
    await box.drain();
    expect(box.getStatus().waiting).toBe(0);
    expect(box.getStatus().failed.map((e) => [e.key, e.failure])).toEqual([['a', 'Session not found (HTTP 404)']]);

    refuse = false;
    await box.retry('a');
    await box.drain();
    expect(box.getStatus().failed).toEqual([]);
    expect(h.sent).toEqual(['PUT /sessions/9 -> 404', 'POST /exercises/3/sets', 'PUT /sessions/9']);
  });

  it('a discarded session takes the writes into it to "Could not sync" instead of sending them', async () => {
    let online = false;
    const h = harness((entry) => (online ? h.created(entry) : { error: { status: 502 } }));
    const box = h.make();
    const session = await box.add('POST', '/sessions', {}, 'a');
    await box.add('POST', `/sessions/${session.localId}/exercises`, { name: 'Row', type: 'weighted' }, 'b');
    await box.drain();
    await box.discard('a');
    online = true;
    await box.drain();
    expect(box.getStatus().failed.map((e) => e.key)).toEqual(['b']);
    expect(h.sent).toEqual(['POST /sessions -> 502']);
  });

  it('answers a write the lifter waits for with the refusal itself, not "Could not sync"', async () => {
    const h = harness(() => ({ error: { status: 400, data: { message: 'bad' } } }));
    const box = h.make();
    await box.add('POST', '/exercises/3/sets', { reps: -1 }, 'a');
    expect(await box.sendNow('a')).toEqual({ kind: 'sent', result: { error: { status: 400, data: { message: 'bad' } } } });
    expect(box.getStatus()).toMatchObject({ waiting: 0, failed: [] });
  });

  it('waits for a fresh token on a 401, and tries again later', async () => {
    let signedIn = false;
    const h = harness((entry) => (signedIn ? h.created(entry) : { error: { status: 401 } }));
    const box = h.make();
    await box.add('POST', '/exercises/3/sets', { reps: 5 }, 'a');
    await box.drain();
    expect(box.getStatus().waiting).toBe(1);
    expect(h.later).toHaveLength(1);
    signedIn = true;
    h.later[0]!();
    await box.drain();
    expect(box.getStatus().waiting).toBe(0);
    expect(h.sent).toEqual(['POST /exercises/3/sets -> 401', 'POST /exercises/3/sets']);
  });

  it('a token that expired offline: back online, the 401 is tried again in seconds, not when the offline backoff ends; never failed', async () => {
    let answer: 'offline' | 'expired' | 'fresh' = 'offline';
    const h = harness((entry) =>
      answer === 'offline' ? { error: { status: 'FETCH_ERROR' } } : answer === 'expired' ? { error: { status: 401 } } : h.created(entry),
    );
    const box = h.make();
    await box.add('POST', '/sessions', { session_type: 'legs' }, 'a');
    for (let i = 0; i < 8; i += 1) {
      await box.drain(); // a long time offline: the backoff grows to a minute
      h.later.shift()?.();
    }
    expect(h.waits.at(-1)).toBe(60_000);
    answer = 'expired';
    await box.drain(); // the network is back ("online"), the token is not
    expect(h.waits.at(-1)).toBe(5_000);
    const soon = h.later.at(-1)!;
    answer = 'fresh';
    h.later[0]!(); // the minute's try, replaced by the sooner one: does nothing
    expect(h.sent.at(-1)).toBe('POST /sessions -> 401');
    soon();
    await box.drain();
    expect(box.getStatus()).toMatchObject({ waiting: 0, failed: [] });
    expect(h.sent.filter((s) => s === 'POST /sessions')).toHaveLength(1);
  });

  it('gives a write the server keeps failing to the lifter after the last try', async () => {
    const h = harness(() => ({ error: { status: 500 } }));
    const box = h.make();
    await box.add('POST', '/exercises/3/sets', { reps: 5 }, 'a');
    for (let i = 0; i < 6; i += 1) await box.drain();
    expect(box.getStatus().failed.map((e) => e.key)).toEqual(['a']);
    expect(h.sent).toHaveLength(6);
  });

  it('clear() forgets everything (Log Out)', async () => {
    const h = harness(() => ({ error: { status: 'FETCH_ERROR' } }));
    const box = h.make();
    await box.add('POST', '/sessions', {}, 'a');
    await box.clear();
    expect(box.getStatus().waiting).toBe(0);
    expect((await h.store.load()).entries).toEqual([]);
  });
});

it('shows a 500 to the lifter waiting for the write, as without an outbox', async () => {
  const h = harness(() => ({ error: { status: 500 } }));
  const box = h.make();
  await box.add('POST', '/exercises/3/sets', { reps: 5 }, 'a');
  expect(await box.sendNow('a')).toEqual({ kind: 'sent', result: { error: { status: 500 } } });
  expect(box.getStatus()).toMatchObject({ waiting: 0, failed: [] });
});
