// Every free text another person may read is cleaned with the one function names get
// (cleanFreeText): control and bidirectional control characters go, line breaks stay.
import { createTestApi, type TestApi } from '../../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const RLO = '\u202E';
const ISOLATE = '\u2067';
const dirty = (text: string) => `${RLO}${text}\u0000${ISOLATE}\u200F`;

test('session type and notes, exercise variation and notes, set notes, group name and description', async () => {
  const session = await api.as('writer', {
    method: 'POST',
    url: '/api/sessions',
    payload: { session_date: '2026-01-05', session_type: dirty('Push'), notes: `${dirty('felt')}\nstrong` },
  });
  expect(session.statusCode).toBe(201);
  expect(session.json()).toMatchObject({ session_type: 'Push', notes: 'felt\nstrong' });
  const { id: sessionId } = session.json() as { id: number };

  const exercise = await api.as('writer', {
    method: 'POST',
    url: `/api/sessions/${sessionId}/exercises`,
    payload: {
      type: 'weighted',
      name: 'Bench Press',
      variation: dirty('paused'),
      notes: dirty('elbows in'),
      sets: [{ weight: 100, reps: 5, notes: dirty('grindy') }],
    },
  });
  expect(exercise.statusCode).toBe(201);
  expect(exercise.json()).toMatchObject({ variation: 'paused', notes: 'elbows in', sets: [expect.objectContaining({ notes: 'grindy' })] });
  const { id: exerciseId } = exercise.json() as { id: number };

  const set = await api.as('writer', { method: 'POST', url: `/api/exercises/${exerciseId}/sets`, payload: { weight: 100, reps: 5, notes: dirty('easy') } });
  expect(set.json()).toMatchObject({ notes: 'easy' });

  const group = await api.as('writer', { method: 'POST', url: '/api/groups', payload: { name: dirty('Crew'), description: dirty('mornings') } });
  expect(group.json()).toMatchObject({ name: 'Crew', description: 'mornings' });
});

test('a session type of nothing but controls is refused like an empty one', async () => {
  const response = await api.as('writer', { method: 'POST', url: '/api/sessions', payload: { session_date: '2026-01-05', session_type: `${RLO}${ISOLATE}` } });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ field: 'session_type', message: 'session_type is required' });
});
