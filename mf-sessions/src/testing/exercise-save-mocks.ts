// Test helpers (never imported by app code) for the screens that add exercises with their sets
// (quick log, Manual Add): the exercise catalog they load, replies for the save calls, and the
// writes they made.
import type { MockReply, MockRoutes } from '@liftbook/shared/testing';
import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';

/** The api's answers for the dictionary and custom exercise lists, plus `routes` (for renderArea's `api`). */
export function catalogRoutes(catalog: { dictionary: DictionaryExercise[]; custom: CustomExercise[] }, routes: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/dictionary_exercises': { body: catalog.dictionary },
    'GET /api/custom_exercises': { body: catalog.custom },
    ...routes,
  };
}

/** Answers each call with the next reply (the last one repeats). */
export function sequence(...replies: MockReply[]) {
  let call = 0;
  return () => replies[Math.min(call++, replies.length - 1)]!;
}

/** A 201 for a created exercise or set. */
export const created = (id: number): MockReply => ({ status: 201, body: { id } });
export const fail: MockReply = { status: 500, body: { message: 'boom' } };

/** The writes the screen made, in order: "POST /api/... {body}". */
export async function writes(fetch: jest.Mock): Promise<string[]> {
  const requests = fetch.mock.calls.map(([request]) => request as Request).filter((r) => r.method !== 'GET');
  return Promise.all(requests.map(async (r) => `${r.method} ${new URL(r.url).pathname} ${await r.text()}`));
}

/** The Idempotency-Key of each write the screen made, in order. */
export function writeKeys(fetch: jest.Mock): Promise<Array<string | null>> {
  const requests = fetch.mock.calls.map(([request]) => request as Request).filter((r) => r.method !== 'GET');
  return Promise.resolve(requests.map((r) => r.headers.get('Idempotency-Key')));
}
