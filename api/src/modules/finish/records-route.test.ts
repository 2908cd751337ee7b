// GET /api/sessions/{id}/records: the PR badges of a workout under way, by Finish's own count.
import type { Exercise, SessionRecord } from '@liftbook/shared/contract';
import { createTestApi, type TestApi } from '../../../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

type Req = { method: 'GET' | 'POST'; url: string; payload?: object };
const json = <T>(sub: string, request: Req, status = 200) => api.json<T>(sub, request, status);

async function sessionWith(sub: string, date: string, sets: object[]): Promise<{ sessionId: number; exercise: Exercise }> {
  const session = await json<{ id: number }>(sub, { method: 'POST', url: '/api/sessions', payload: { session_date: date, session_type: 'Push' } }, 201);
  const exercise = await json<Exercise>(
    sub,
    { method: 'POST', url: `/api/sessions/${session.id}/exercises`, payload: { name: 'Bench Press', type: 'weighted', sets } },
    201,
  );
  return { sessionId: session.id, exercise };
}

describe('GET /api/sessions/{id}/records', () => {
  it('names the set that beats every earlier session; a warm-up and a set that only matches never do', async () => {
    await sessionWith(
      'records-lifter',
      '2026-11-20',
      [1, 2, 3].map(() => ({ weight: 100, weight_unit: 'kg', reps: 5 })),
    );
    const today = await sessionWith('records-lifter', '2026-11-27', [
      { weight: 120, weight_unit: 'kg', reps: 3, kind: 'warmup' },
      { weight: 100, weight_unit: 'kg', reps: 5 },
    ]);
    const url = `/api/sessions/${today.sessionId}/records`;
    expect(await json<SessionRecord[]>('records-lifter', { method: 'GET', url })).toEqual([]);

    const beat = await json<{ id: number }>(
      'records-lifter',
      { method: 'POST', url: `/api/exercises/${today.exercise.id}/sets`, payload: { weight: 102.5, weight_unit: 'kg', reps: 5 } },
      201,
    );
    const records = await json<SessionRecord[]>('records-lifter', { method: 'GET', url });
    expect(records.map((r) => [r.kind, r.value, r.unit, r.set_id])).toEqual([
      ['e1rm', 119.58, 'kg', beat.id],
      ['weight_for_reps', 102.5, 'kg', beat.id],
    ]);
  });

  it('a first session of a lift has nothing to beat; another lifter’s session is not found', async () => {
    const first = await sessionWith('records-newcomer', '2026-11-27', [{ weight: 60, weight_unit: 'kg', reps: 5 }]);
    expect(await json<SessionRecord[]>('records-newcomer', { method: 'GET', url: `/api/sessions/${first.sessionId}/records` })).toEqual([]);
    expect((await api.as('records-stranger', { method: 'GET', url: `/api/sessions/${first.sessionId}/records` })).statusCode).toBe(404);
  });
});
