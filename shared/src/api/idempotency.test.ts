import { createStaticAuthPort, provideAuthPort } from '../auth/auth-port';
import { createLiftbookStore } from '../store/store';
import { mockFetch } from '../testing';
import { api } from './api';
import { IDEMPOTENCY_HEADER, idempotencyHeaders, newIdempotencyKey, outcomeUnknown } from './idempotency';
import { isSaving } from './save-tracker';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeCreate: build.mutation<{ id: number }, { body: object; key?: string }>({
      query: ({ body, key }) => ({ url: '/probes', method: 'POST', body, headers: idempotencyHeaders(key) }),
    }),
    probeUpdate: build.mutation<{ id: number }, object>({
      query: (body) => ({ url: '/probes/1', method: 'PUT', body }),
    }),
    probeRead: build.query<{ id: number }, void>({ query: () => '/probes/1' }),
  }),
});

beforeEach(() => provideAuthPort(createStaticAuthPort({ name: 'Ana', username: 'ana@example.com' })));

/** Answers POST /api/probes with `replies` in turn ('drop': the connection fails). */
function probes(replies: Array<number | 'drop'>) {
  const keys: Array<string | null> = [];
  const fetch = mockFetch({
    'POST /api/probes': (request) => {
      keys.push(request.headers.get(IDEMPOTENCY_HEADER));
      const reply = replies.shift() ?? 201;
      if (reply === 'drop') throw new TypeError('Failed to fetch');
      return { status: reply, body: { id: 1 } };
    },
    'PUT /api/probes/1': { body: { id: 1 } },
    'GET /api/probes/1': { body: { id: 1 } },
  });
  return { fetch, keys };
}

const create = (store: ReturnType<typeof createLiftbookStore>, body: object, key?: string) =>
  store.dispatch(probeApi.endpoints.probeCreate.initiate({ body, ...(key === undefined ? {} : { key }) }));

describe('idempotency keys', () => {
  it('every POST carries a key; a new one per logical write', async () => {
    const { keys } = probes([201, 201]);
    const store = createLiftbookStore();
    await create(store, { reps: 8 });
    await create(store, { reps: 8 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Two identical sets after a success are two writes.
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a call that brings its own key sends exactly that one', async () => {
    const { keys } = probes([201]);
    await create(createLiftbookStore(), { reps: 8 }, 'kept-in-the-draft');
    expect(keys).toEqual(['kept-in-the-draft']);
  });

  it.each([
    ['a dropped connection', 'drop' as const],
    ['a 503', 503],
    ['a 500', 500],
  ])('after %s, pressing again on the same input reuses the key; the answer after it forgets it', async (_case, failure) => {
    const { keys } = probes([failure, 201, 201]);
    const store = createLiftbookStore();
    expect((await create(store, { reps: 5 })).error).toBeDefined();
    await create(store, { reps: 5 });
    await create(store, { reps: 5 });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('a changed input after an unknown outcome is a new write with a new key', async () => {
    const { keys } = probes(['drop', 201]);
    const store = createLiftbookStore();
    await create(store, { reps: 5 });
    await create(store, { reps: 6 });
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a definite refusal (4xx) is not remembered', async () => {
    const { keys } = probes([400, 201]);
    const store = createLiftbookStore();
    await create(store, { reps: 5 });
    await create(store, { reps: 5 });
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('only POSTs get keys; writes are tracked as running saves, reads are not', async () => {
    const { fetch } = probes([]);
    const store = createLiftbookStore();
    const update = store.dispatch(probeApi.endpoints.probeUpdate.initiate({ reps: 1 }));
    await Promise.resolve();
    expect(isSaving()).toBe(true);
    await update;
    expect(isSaving()).toBe(false);
    const read = store.dispatch(probeApi.endpoints.probeRead.initiate());
    expect(isSaving()).toBe(false);
    await read;
    const requests = fetch.mock.calls.map((call) => call[0] as Request);
    expect(requests.map((r) => [r.method, r.headers.get(IDEMPOTENCY_HEADER)])).toEqual([
      ['PUT', null],
      ['GET', null],
    ]);
  });

  it('newIdempotencyKey works without crypto.randomUUID (an insecure context)', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const key = newIdempotencyKey();
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(newIdempotencyKey()).not.toBe(key);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it.each([
    [{ status: 'FETCH_ERROR', error: 'x' }, true],
    [{ status: 'TIMEOUT_ERROR', error: 'x' }, true],
    [{ status: 502, data: null }, true],
    [{ status: 409, data: null }, false],
    [{ status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'x' }, false],
    [undefined, false],
  ] as const)('outcomeUnknown(%j) is %s', (error, unknown) => {
    expect(outcomeUnknown(error as never)).toBe(unknown);
  });
});
