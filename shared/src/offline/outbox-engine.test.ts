import { Outbox, type SendResult } from './outbox-engine';
import { memoryStore } from './offline-store';
import { idsIn, isLocalId, localIdFor, takeLocalId, type OutboxEntry } from './outbox';

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

describe("a queued write names the server's ids, never a local one", () => {
  /**
   * An api holding real rows, answering 404 to an id it does not hold (as the api does for a row
   * that is not the lifter's): a write sent with a wrong id would be a 404, and a DELETE's 404
   * counts as done, so it would vanish silently.
   */
  function rowsServer() {
    const sessions = new Set<number>();
    const exercises = new Map<number, number>(); // exercise -> session
    const sets = new Map<number, number>(); // set -> exercise
    const answers: string[] = [];
    let nextId = 100;
    let online = true;
    const answer = (entry: OutboxEntry): SendResult => {
      if (!online) return { error: { status: 'FETCH_ERROR' } };
      const ids = idsIn(entry.url);
      const said = (status: number) => answers.push(`${entry.method} ${entry.url} -> ${status}`);
      const notFound = (): SendResult => (said(404), { error: { status: 404, data: { message: 'Not found' } } });
      const ok = (data: unknown = null): SendResult => (said(200), { data });
      const [first, second] = ids;
      if (entry.url === '/sessions' && entry.method === 'POST') return (sessions.add((nextId += 1)), ok({ id: nextId }));
      let m = /^\/sessions\/(\d+)$/.exec(entry.url);
      if (m) {
        if (!sessions.has(first!)) return notFound();
        if (entry.method === 'DELETE') sessions.delete(first!);
        return ok({ id: first });
      }
      m = /^\/sessions\/(\d+)\/exercises$/.exec(entry.url);
      if (m) {
        if (!sessions.has(first!)) return notFound();
        const id = (nextId += 1);
        exercises.set(id, first!);
        const made = ((entry.body as { sets?: unknown[] }).sets ?? []).map(() => {
          sets.set((nextId += 1), id);
          return { id: nextId };
        });
        return ok({ id, sets: made });
      }
      m = /^\/exercises\/(\d+)$/.exec(entry.url);
      if (m) {
        if (!exercises.has(first!)) return notFound();
        if (entry.method === 'DELETE') exercises.delete(first!);
        return ok({ id: first });
      }
      if (/^\/exercises\/\d+\/sets$/.test(entry.url)) {
        if (!exercises.has(first!)) return notFound();
        sets.set((nextId += 1), first!);
        return ok({ id: nextId });
      }
      if (sets.get(second!) !== first) return notFound();
      if (entry.method === 'DELETE') sets.delete(second!);
      return ok({ id: second });
    };
    return { sessions, exercises, sets, answers, answer, setOnline: (value: boolean) => void (online = value) };
  }

  /** Everything logged offline against what was made offline: a session, an exercise with sets, a set; edits and deletes of them. */
  async function logOffline(box: Outbox) {
    const session = await box.add('POST', '/sessions', { session_type: 'legs' }, 's');
    const squat = await box.add('POST', `/sessions/${session.localId}/exercises`, { name: 'Squat', type: 'weighted', sets: [{ reps: 5 }, { reps: 5 }] }, 'e');
    const row = await box.add('POST', `/sessions/${session.localId}/exercises`, { name: 'Row', type: 'weighted' }, 'r');
    const added = await box.add('POST', `/exercises/${squat.localId}/sets`, { reps: 3 }, 'x');
    await box.add('PUT', `/sessions/${session.localId}`, { session_type: 'legs day' }, 'p');
    await box.add('PUT', `/exercises/${squat.localId}/sets/${added.localId}`, { reps: 4 }, 'q');
    await box.add('DELETE', `/exercises/${squat.localId}/sets/${squat.localSetIds![1]}`, null, 'd1');
    await box.add('DELETE', `/exercises/${row.localId}`, null, 'd2');
    return { session, squat, row, added };
  }

  it('a PUT and a DELETE queued against a session, exercise or set made offline are sent with the ids the server gave, each to a row it holds', async () => {
    const server = rowsServer();
    server.setOnline(false);
    const h = harness((entry) => server.answer(entry));
    const box = h.make();
    await logOffline(box);
    await box.add('DELETE', `/sessions/${(await box.add('POST', '/sessions', { session_type: 'oops' }, 's2')).localId}`, null, 'd3');
    server.setOnline(true);
    await box.drain();

    expect(h.sent.flatMap((s) => idsIn(s.split(' ')[1]!)).filter(isLocalId)).toEqual([]);
    expect(server.answers.filter((a) => a.endsWith('404'))).toEqual([]);
    expect(server.answers).toEqual([
      'POST /sessions -> 200',
      'POST /sessions/101/exercises -> 200',
      'POST /sessions/101/exercises -> 200',
      'POST /exercises/102/sets -> 200',
      'PUT /sessions/101 -> 200',
      'PUT /exercises/102/sets/106 -> 200',
      'DELETE /exercises/102/sets/104 -> 200',
      'DELETE /exercises/105 -> 200',
      'POST /sessions -> 200',
      'DELETE /sessions/107 -> 200',
    ]);
    expect([...server.sessions]).toEqual([101]);
    expect([...server.exercises.keys()]).toEqual([102]);
    expect([...server.sets.keys()].sort()).toEqual([103, 106]);
    expect(box.getStatus()).toMatchObject({ waiting: 0, failed: [] });
  });

  it('the server ids survive a reload between the create landing and the writes after it', async () => {
    const server = rowsServer();
    const h = harness((entry) => (entry.method === 'POST' && entry.url === '/sessions' ? server.answer(entry) : { error: { status: 'FETCH_ERROR' } }));
    const box = h.make();
    const { squat } = await logOffline(box);
    await box.drain(); // the session lands; the network drops before the rest
    expect(server.answers).toEqual(['POST /sessions -> 200']);

    const again = harness((entry) => server.answer(entry));
    const reloaded = new Outbox({ store: h.store, send: async (entry) => (again.sent.push(entry.url), server.answer(entry)) });
    await reloaded.drain();
    expect(again.sent.flatMap((url) => idsIn(url)).filter(isLocalId)).toEqual([]);
    expect(server.answers.filter((a) => a.endsWith('404'))).toEqual([]);
    expect(reloaded.resolve(`/exercises/${squat.localId}/sets/${squat.localSetIds![0]}`).url).toBe('/exercises/102/sets/103');
  });

  it('a write whose local id cannot be mapped (its create was discarded, or its server id lost) is kept, never sent and never dropped', async () => {
    const server = rowsServer();
    const store = memoryStore();
    // The server's ids are never stored (a full disk): a reload cannot map them.
    const lost = { ...store, putServerIds: () => Promise.reject(new Error('QuotaExceededError')) };
    const sent: string[] = [];
    const sender = (reachable: (entry: OutboxEntry) => boolean) => async (entry: OutboxEntry) => {
      if (!reachable(entry)) return { error: { status: 'FETCH_ERROR' } };
      sent.push(`${entry.method} ${entry.url}`);
      return server.answer(entry);
    };
    const first = new Outbox({ store: lost, send: sender((entry) => entry.key === 's') });
    const session = await first.add('POST', '/sessions', { session_type: 'legs' }, 's');
    await first.add('DELETE', `/sessions/${session.localId}`, null, 'd');
    const other = await first.add('POST', '/sessions', { session_type: 'push' }, 'o');
    await first.add('PUT', `/sessions/${other.localId}`, { session_type: 'push day' }, 'p');
    await first.discard('o');
    await first.drain(); // the session lands; the network drops before the delete

    const reloaded = new Outbox({ store: lost, send: sender(() => true) });
    await reloaded.drain();
    expect(sent).toEqual(['POST /sessions']);
    expect([...server.sessions]).toEqual([101]);
    expect(
      reloaded
        .getStatus()
        .failed.map((e) => e.key)
        .sort(),
    ).toEqual(['d', 'p']);
    expect((await store.load()).entries.map((e) => [e.key, e.state]).sort()).toEqual([
      ['d', 'failed'],
      ['p', 'failed'],
    ]);
  });
});

describe('one id for a row shown before its write is stored (issue 34)', () => {
  it('a create shown at the tap keeps that id in the outbox; a write edits it by that id; the next create has its own', async () => {
    const h = harness((entry) => h.created(entry));
    const box = h.make();
    const shown = localIdFor('set-key');
    expect(isLocalId(shown)).toBe(true);
    expect(localIdFor('set-key')).toBe(shown);
    const set = await box.add('POST', '/exercises/7/sets', { reps: 5 }, 'set-key');
    expect(set.localId).toBe(shown);
    expect(takeLocalId('set-key')).toBeUndefined();
    await box.add('PUT', `/exercises/7/sets/${shown}`, { reps: 6 }, 'edit-key');
    const other = await box.add('POST', '/exercises/7/sets', { reps: 4 }, 'other-key');
    expect(other.localId).not.toBe(shown);
    expect(isLocalId(other.localId!)).toBe(true);
    await box.drain();
    expect(h.sent).toEqual(['POST /exercises/7/sets', 'PUT /exercises/7/sets/101', 'POST /exercises/7/sets']);
  });

  it('a batch shown at the tap keeps its id for the exercise; its sets get fresh ones', async () => {
    const h = harness((entry) => h.created(entry));
    const box = h.make();
    const shown = localIdFor('batch-key');
    const made = await box.add('POST', '/sessions/1/exercises', { name: 'Squat', sets: [{ reps: 5 }, { reps: 5 }] }, 'batch-key');
    expect(made.localId).toBe(shown);
    expect(new Set([shown, ...made.localSetIds!]).size).toBe(3);
  });
});
