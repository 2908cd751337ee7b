import { createStaticAuthPort, provideAuthPort } from '../auth/auth-port';
import { createLiftbookStore } from '../store/store';
import { mockFetch, type MockReply } from '../testing';
import { api } from './api';
import { LONGEST_WAIT_MS, retryAfterMs } from './retry-after';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeRetryRead: build.query<{ ok: boolean }, void>({ query: () => '/probe' }),
    probeRetryWrite: build.mutation<{ ok: boolean }, { key?: string }>({
      query: ({ key }) => ({ url: '/probe', method: 'POST', body: {}, headers: key ? { 'Idempotency-Key': key } : {} }),
    }),
    probeRetryUpdate: build.mutation<{ ok: boolean }, void>({ query: () => ({ url: '/probe', method: 'PUT', body: {} }) }),
  }),
});

/** A route answering the given replies in turn (the last one again after that). */
function sequence(...replies: MockReply[]) {
  let call = 0;
  return () => replies[Math.min(call++, replies.length - 1)]!;
}

const busy = (status: number, retryAfter?: string): MockReply => ({
  status,
  body: { statusCode: status, message: 'busy' },
  headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter },
});

beforeEach(() => {
  provideAuthPort(createStaticAuthPort({ name: 'Ana', username: 'ana@example.com' }, 'tok'));
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

/** Dispatches `start`, runs the timers `ms` forward, and resolves with the result and the fetch count. */
async function run<T>(start: () => PromiseLike<T>, fetch: jest.Mock, ms: number) {
  const result = start();
  await jest.advanceTimersByTimeAsync(ms);
  return { result: await result, calls: fetch.mock.calls.length };
}

describe('Retry-After', () => {
  test.each([
    ['1', 1000],
    [' 3 ', 3000],
    ['0', 0],
    ['', undefined],
    [null, undefined],
    ['soon', undefined],
    ['-1', undefined],
    ['Wed, 21 Oct 2015 07:28:05 GMT', 2000],
    ['Wed, 21 Oct 2015 07:27:00 GMT', 0],
  ])('%p is %p ms', (value, ms) => {
    expect(retryAfterMs(value, Date.parse('Wed, 21 Oct 2015 07:28:03 GMT'))).toBe(ms);
  });
});

describe('the base query waits out 429 and 503 with Retry-After', () => {
  test('a 429 is retried after the wait the api names, and the read succeeds', async () => {
    const fetch = mockFetch({ 'GET /api/probe': sequence(busy(429, '2'), { body: { ok: true } }) });
    const store = createLiftbookStore();
    const result = store.dispatch(probeApi.endpoints.probeRetryRead.initiate());
    await jest.advanceTimersByTimeAsync(1900);
    expect(fetch).toHaveBeenCalledTimes(1); // still waiting
    await jest.advanceTimersByTimeAsync(200);
    expect((await result).data).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test('at most two retries: a third 429 is the answer', async () => {
    const fetch = mockFetch({ 'GET /api/probe': busy(429, '1') });
    const { result, calls } = await run(() => createLiftbookStore().dispatch(probeApi.endpoints.probeRetryRead.initiate()), fetch, 5000);
    expect(calls).toBe(3);
    expect(result.error).toMatchObject({ status: 429 });
  });

  test('a write refused 429 is retried too (the api did nothing)', async () => {
    const fetch = mockFetch({ 'POST /api/probe': sequence(busy(429, '1'), { status: 201, body: { ok: true } }) });
    const { result, calls } = await run(() => createLiftbookStore().dispatch(probeApi.endpoints.probeRetryWrite.initiate({})), fetch, 1500);
    expect(calls).toBe(2);
    expect(result).toMatchObject({ data: { ok: true } });
  });

  test('a 503 with Retry-After: reads and writes with an Idempotency-Key (every POST has one) are retried; other writes are not', async () => {
    const read = mockFetch({ 'GET /api/probe': sequence(busy(503, '1'), { body: { ok: true } }) });
    expect((await run(() => createLiftbookStore().dispatch(probeApi.endpoints.probeRetryRead.initiate()), read, 1500)).calls).toBe(2);

    const keyed = mockFetch({ 'POST /api/probe': sequence(busy(503, '1'), { status: 201, body: { ok: true } }) });
    const keyedRun = await run(() => createLiftbookStore().dispatch(probeApi.endpoints.probeRetryWrite.initiate({ key: 'k-1' })), keyed, 1500);
    expect(keyedRun.calls).toBe(2);
    expect((keyed.mock.calls[1]![0] as Request).headers.get('Idempotency-Key')).toBe('k-1');

    // A POST without its own key gets one from withIdempotencyKeys (outermost), so it is retried with it.
    const unkeyed = mockFetch({ 'POST /api/probe': sequence(busy(503, '1'), { status: 201, body: { ok: true } }) });
    const unkeyedRun = await run(() => createLiftbookStore().dispatch(probeApi.endpoints.probeRetryWrite.initiate({})), unkeyed, 1500);
    expect(unkeyedRun.calls).toBe(2);
    const sentKeys = unkeyed.mock.calls.map(([request]) => (request as Request).headers.get('Idempotency-Key'));
    expect(sentKeys[0]).toBeTruthy();
    expect(sentKeys[1]).toBe(sentKeys[0]);

    const plain = mockFetch({ 'PUT /api/probe': sequence(busy(503, '1'), { body: { ok: true } }) });
    const plainRun = await run(() => createLiftbookStore().dispatch(probeApi.endpoints.probeRetryUpdate.initiate()), plain, 1500);
    expect(plainRun.calls).toBe(1);
    expect(plainRun.result).toMatchObject({ error: { status: 503 } });
  });

  test('no retry without Retry-After, with a wait too long to sit through, or for other failures', async () => {
    for (const reply of [busy(429), busy(503), busy(429, String(LONGEST_WAIT_MS / 1000 + 1)), busy(500, '1'), busy(502, '1')]) {
      const fetch = mockFetch({ 'GET /api/probe': reply });
      const { calls } = await run(() => createLiftbookStore().dispatch(probeApi.endpoints.probeRetryRead.initiate()), fetch, 30_000);
      expect(calls).toBe(1);
    }
  });
});
