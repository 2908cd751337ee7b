import { createTestApi, type TestApi, nextMillisecond } from '../../../test/harness.js';
import { sessionValues } from './schemas.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const list = (sub: string) => api.as(sub, { method: 'GET', url: '/api/sessions' });
const create = (sub: string, payload: unknown) => api.as(sub, { method: 'POST', url: '/api/sessions', payload: payload as object });

describe('POST /api/sessions', () => {
  test('creates a session and answers 201 with it', async () => {
    const response = await create('creator', { session_date: '2026-11-20T00:00:00.000Z', session_type: 'push', notes: 'felt strong' });
    expect(response.statusCode).toBe(201);
    const session = response.json();
    expect(session).toEqual({
      id: expect.any(Number),
      session_date: '2026-11-20T00:00:00.000Z',
      session_type: 'push',
      notes: 'felt strong',
      private: false,
      routine_id: null,
      started_at: null,
      finished_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updated_at: expect.any(String),
    });
  });

  test('accepts YYYY-MM-DD, trims the type, and stores blank or missing notes as null', async () => {
    const plain = await create('creator', { session_date: '2026-01-05', session_type: '  legs  ' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ session_date: '2026-01-05T00:00:00.000Z', session_type: 'legs', notes: null });
    const blank = await create('creator', { session_date: '2026-01-06', session_type: 'pull', notes: '   ' });
    expect(blank.json()).toMatchObject({ notes: null });
  });

  test('a date-time is stored as its UTC day', async () => {
    const response = await create('creator', { session_date: '2026-03-01T23:30:00-05:00', session_type: 'pull' });
    expect(response.json().session_date).toBe('2026-03-02T00:00:00.000Z');
  });

  test('unknown fields are ignored', async () => {
    const response = await create('creator', { id: 999, user_id: 1, session_date: '2026-01-07', session_type: 'push' });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).not.toBe(999);
  });

  const tooLongType = 'x'.repeat(101);
  const tooLongNotes = 'n'.repeat(2001);
  test.each([
    ['missing type', { session_date: '2026-11-20' }, 'session_type is required', 'session_type'],
    ['empty type', { session_date: '2026-11-20', session_type: '' }, 'session_type is required', 'session_type'],
    ['blank type', { session_date: '2026-11-20', session_type: '   ' }, 'session_type is required', 'session_type'],
    ['type over 100 characters', { session_date: '2026-11-20', session_type: tooLongType }, 'session_type must be at most 100 characters', 'session_type'],
    ['type not a string', { session_date: '2026-11-20', session_type: { name: 'push' } }, 'session_type must be a string', 'session_type'],
    ['type a number', { session_date: '2026-11-20', session_type: 5 }, 'session_type must be a string', 'session_type'],
    ['notes a boolean', { session_date: '2026-11-20', session_type: 'push', notes: false }, 'notes must be a string or null', 'notes'],
    ['missing date', { session_type: 'push' }, 'session_date is required', 'session_date'],
    ['a date that is not one', { session_date: 'yesterday', session_type: 'push' }, 'session_date must be a date such as 2026-11-20', 'session_date'],
    ['an impossible day', { session_date: '2026-02-30', session_type: 'push' }, 'session_date must be a date such as 2026-11-20', 'session_date'],
    [
      'before 1900',
      { session_date: '1899-12-31', session_type: 'push' },
      expect.stringMatching(/^session_date must be between 1900-01-01 and \d{4}-\d{2}-\d{2}$/),
      'session_date',
    ],
    [
      'two years ahead',
      { session_date: `${new Date().getUTCFullYear() + 2}-01-01`, session_type: 'push' },
      expect.stringMatching(/^session_date must be between/),
      'session_date',
    ],
    ['notes over 2000 characters', { session_date: '2026-11-20', session_type: 'push', notes: tooLongNotes }, 'notes must be at most 2000 characters', 'notes'],
  ])('400 for %s', async (_case, payload, message, field) => {
    const response = await create('validator', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field });
  });

  test.each([
    ['malformed JSON', '{"session_date": "2026-11-20", "session_type": ', 'Request body is not valid JSON'],
    ['a JSON array', '[]', 'Request body must be a JSON object'],
    ['JSON null', 'null', 'Request body must be a JSON object'],
    ['an empty body', '', 'Request body must be a JSON object'],
  ])('400 (never 500) for %s', async (_case, raw, message) => {
    const response = await api.as('validator', { method: 'POST', url: '/api/sessions', payload: raw, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  test('nothing is stored when validation fails', async () => {
    await create('rejected', { session_date: 'not a date', session_type: 'push' });
    expect((await list('rejected')).json()).toEqual([]);
  });
});

describe('GET /api/sessions', () => {
  test('an empty list for a new user', async () => {
    const response = await list('newcomer');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  test("lists the user's sessions newest first: by date, then most recently created within a day", async () => {
    for (const [date, type] of [
      ['2026-01-05', 'first'],
      ['2026-03-01', 'march-a'],
      ['2026-02-10', 'february'],
      ['2026-03-01', 'march-b'],
    ]) {
      expect((await create('lister', { session_date: date, session_type: type })).statusCode).toBe(201);
    }
    const sessions = (await list('lister')).json() as Array<{ session_type: string; session_date: string }>;
    expect(sessions.map((s) => s.session_type)).toEqual(['march-b', 'march-a', 'february', 'first']);
    expect(sessions[0]?.session_date).toBe('2026-03-01T00:00:00.000Z');
  });

  test("another user's sessions are never listed", async () => {
    await create('owner', { session_date: '2026-04-01', session_type: 'private', notes: 'mine only' });
    const stranger = (await list('stranger')).json() as Array<{ session_type: string }>;
    expect(stranger).toEqual([]);
    const owner = (await list('owner')).json() as Array<{ session_type: string }>;
    expect(owner.map((s) => s.session_type)).toEqual(['private']);
  });
});

describe('GET /api/sessions: what each session holds', () => {
  test('exercise count, every set (warm-ups too), volume of the sets that count (kg in lbs, no warm-ups), as the calendar counts', async () => {
    const session = (await create('summary', { session_date: '2026-06-06', session_type: 'legs', notes: null })).json() as { id: number };
    const empty = (await create('summary', { session_date: '2026-06-05', session_type: 'rest', notes: null })).json() as { id: number };
    const add = (payload: object) => api.as('summary', { method: 'POST', url: `/api/sessions/${session.id}/exercises`, payload });
    const added = [
      await add({
        type: 'weighted',
        name: 'Squat',
        sets: [
          { weight: 300, weight_unit: 'lbs', reps: 5, kind: 'warmup' },
          { weight: 100, weight_unit: 'kg', reps: 5 },
          { weight: 60.5, weight_unit: 'lbs', reps: 3, kind: 'drop' },
        ],
      }),
      await add({ type: 'reps', name: 'Push-up', sets: [{ reps: 12 }, { reps: 10 }] }),
      await add({ type: 'duration', name: 'Plank', sets: [{ duration: 60000 }] }),
      await add({ type: 'weighted', name: 'Bench Press' }),
    ];
    expect(added.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);

    const listed = (await list('summary')).json() as Array<{ id: number; summary: unknown }>;
    expect(listed.map((s) => [s.id, s.summary])).toEqual([
      // Bench Press has no set logged: it is not counted (nor in the calendar).
      [session.id, { exercise_count: 3, set_count: 6, volume_lbs: 1102.31 + 181.5 }],
      [empty.id, { exercise_count: 0, set_count: 0, volume_lbs: 0 }],
    ]);
    const [day] = (await api.as('summary', { method: 'GET', url: '/api/sessions/calendar?start_date=2026-06-06&end_date=2026-06-06' })).json() as Array<{
      exercises: Array<{ set_count: number; volume_lbs: number }>;
    }>;
    expect(listed[0]!.summary).toEqual({
      exercise_count: day!.exercises.length,
      set_count: day!.exercises.reduce((n, e) => n + e.set_count, 0),
      volume_lbs: day!.exercises.reduce((n, e) => n + e.volume_lbs, 0),
    });
  });

  test('one statement for the page with its summaries', async () => {
    const { queries } = await api.recordQueries(() => list('summary'));
    // (The token's user is looked up first, by its own statement.)
    expect(queries.filter((q) => /sessions|exercises|sets/.test(q))).toHaveLength(1);
  });
});

describe('sessionValues', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  test('a year ahead is the last day accepted', () => {
    expect(sessionValues({ session_date: '2027-06-15', session_type: 'plan' }, now).session_date).toBe('2027-06-15');
    expect(() => sessionValues({ session_date: '2027-06-16', session_type: 'plan' }, now)).toThrow('between 1900-01-01 and 2027-06-15');
  });
  test('1900-01-01 is the first day accepted', () => {
    expect(sessionValues({ session_date: '1900-01-01', session_type: 'old' }, now).session_date).toBe('1900-01-01');
  });
});

// --- one session, its update and deletion, the calendar --------------------------------------

interface Made {
  session: { id: number };
  exercises: Array<{ id: number; sets: Array<{ id: number }> }>;
}

/** A session of `sub` with exercises, each with `sets` sets, through the api. */
async function logSession(sub: string, date: string, exercises: Array<{ name: string; sets: number }> = []): Promise<Made> {
  const session = (await create(sub, { session_date: date, session_type: 'push', notes: `on ${date}` })).json() as { id: number };
  const made: Made = { session, exercises: [] };
  for (const { name, sets } of exercises) {
    const exercise = (await api.as(sub, { method: 'POST', url: `/api/sessions/${session.id}/exercises`, payload: { type: 'weighted', name } })).json() as {
      id: number;
    };
    const setIds: Array<{ id: number }> = [];
    for (let n = 1; n <= sets; n += 1) {
      const set = await api.as(sub, {
        method: 'POST',
        url: `/api/exercises/${exercise.id}/sets`,
        payload: { weight: 100 + n + 0.5, reps: 10 - n, duration: 60_000 * n },
      });
      setIds.push(set.json() as { id: number });
    }
    made.exercises.push({ id: exercise.id, sets: setIds });
  }
  return made;
}

const get = (sub: string, id: number | string) => api.as(sub, { method: 'GET', url: `/api/sessions/${id}` });
const put = (sub: string, id: number | string, payload: unknown) => api.as(sub, { method: 'PUT', url: `/api/sessions/${id}`, payload: payload as object });
const remove = (sub: string, id: number | string) => api.as(sub, { method: 'DELETE', url: `/api/sessions/${id}` });
const calendar = (sub: string, query: string) => api.as(sub, { method: 'GET', url: `/api/sessions/calendar?${query}` });
const count = async (table: 'exercises' | 'sets', column: 'session_id' | 'exercise_id', ids: number[]) =>
  ids.length === 0 ? 0 : (await api.db.selectFrom(table).select('id').where(column, 'in', ids).execute()).length;

describe('GET /api/sessions/{id}', () => {
  test('answers the session', async () => {
    const { session } = await logSession('reader', '2026-05-04');
    const response = await get('reader', session.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: session.id,
      session_date: '2026-05-04T00:00:00.000Z',
      session_type: 'push',
      notes: 'on 2026-05-04',
      private: false,
      routine_id: null,
      started_at: null,
      finished_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  test("another user's session and a missing one are both 404, alike", async () => {
    const { session } = await logSession('reader', '2026-05-05');
    const theirs = await get('intruder', session.id);
    const missing = await get('intruder', 2_000_000_000);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Session not found' });
    expect(missing.json()).toEqual(theirs.json());
  });

  test.each([
    ['abc', 'id must be an integer'],
    ['1.5', 'id must be an integer'],
    ['0', 'id must be at least 1'],
    ['-3', 'id must be at least 1'],
    ['99999999999', 'id must be at most 2147483647'],
  ])('a malformed id (%s) is a 400, never a 500', async (id, message) => {
    for (const response of [await get('reader', id), await put('reader', id, { session_date: '2026-01-01', session_type: 'x' }), await remove('reader', id)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field: 'id' });
    }
  });
});

describe('PUT /api/sessions/{id}', () => {
  test('replaces date, type and notes; keeps the exercises and sets; moves updated_at', async () => {
    const { session, exercises } = await logSession('editor', '2026-06-01', [{ name: 'Squat', sets: 2 }]);
    const before = (await get('editor', session.id)).json() as { created_at: string; updated_at: string };
    await nextMillisecond();
    const response = await put('editor', session.id, { session_date: '2026-06-03T00:00:00.000Z', session_type: ' legs ', notes: null });
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after).toMatchObject({ id: session.id, session_date: '2026-06-03T00:00:00.000Z', session_type: 'legs', notes: null, created_at: before.created_at });
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
    expect((await get('editor', session.id)).json()).toEqual(after);
    const kept = (await api.as('editor', { method: 'GET', url: `/api/sessions/${session.id}/exercises` })).json() as Array<{ id: number; sets: unknown[] }>;
    expect(kept.map((e) => [e.id, e.sets.length])).toEqual([[exercises[0]!.id, 2]]);
  });

  test("another user's session is a 404 and stays as it was", async () => {
    const { session } = await logSession('editor', '2026-06-02');
    const response = await put('intruder', session.id, { session_date: '2026-01-01', session_type: 'hijacked' });
    expect(response.statusCode).toBe(404);
    expect((await get('editor', session.id)).json()).toMatchObject({ session_type: 'push', session_date: '2026-06-02T00:00:00.000Z' });
  });

  test.each([
    ['a missing type', { session_date: '2026-06-02' }, 'session_type is required'],
    ['an impossible date', { session_date: '2026-13-01', session_type: 'x' }, 'session_date must be a date such as 2026-11-20'],
    ['notes over 2000 characters', { session_date: '2026-06-02', session_type: 'x', notes: 'n'.repeat(2001) }, 'notes must be at most 2000 characters'],
  ])('400 for %s', async (_case, payload, message) => {
    const { session } = await logSession('editor', '2026-06-04');
    const response = await put('editor', session.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  test('400 for malformed JSON', async () => {
    const { session } = await logSession('editor', '2026-06-05');
    const response = await api.as('editor', {
      method: 'PUT',
      url: `/api/sessions/${session.id}`,
      payload: '{"session_type": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Request body is not valid JSON');
  });
});

describe('DELETE /api/sessions/{id}', () => {
  test('removes the session with its exercises and sets, in one statement', async () => {
    const { session, exercises } = await logSession('deleter', '2026-07-01', [
      { name: 'Bench Press', sets: 3 },
      { name: 'Cable Fly', sets: 2 },
    ]);
    const exerciseIds = exercises.map((e) => e.id);
    expect(await count('sets', 'exercise_id', exerciseIds)).toBe(5);
    const { result, queries } = await api.recordQueries(() => remove('deleter', session.id));
    expect(result.statusCode).toBe(204);
    expect(result.body).toBe('');
    // One DELETE: the cascade to exercises and sets happens inside it, all or nothing.
    expect(queries).toEqual([expect.stringMatching(/^delete from "sessions"/)]);
    expect((await get('deleter', session.id)).statusCode).toBe(404);
    expect(await count('exercises', 'session_id', [session.id])).toBe(0);
    expect(await count('sets', 'exercise_id', exerciseIds)).toBe(0);
    expect((await remove('deleter', session.id)).statusCode).toBe(404);
  });

  test("another user's session is a 404 and is not deleted", async () => {
    const { session } = await logSession('deleter', '2026-07-02', [{ name: 'Row', sets: 1 }]);
    expect((await remove('intruder', session.id)).statusCode).toBe(404);
    expect((await get('deleter', session.id)).statusCode).toBe(200);
    expect(await count('exercises', 'session_id', [session.id])).toBe(1);
  });
});

describe('POST /api/sessions/{id}/repeat', () => {
  const repeat = (sub: string, id: number | string, payload: object, headers: Record<string, string> = {}) =>
    api.as(sub, { method: 'POST', url: `/api/sessions/${id}/repeat`, payload, headers });
  const exercisesOf = async (sub: string, id: number) =>
    (await api.as(sub, { method: 'GET', url: `/api/sessions/${id}/exercises` })).json() as Array<{ name: string; position: number; sets: unknown[] }>;

  test('starts a session on the given day with the same type and exercises in order, no sets, no notes', async () => {
    const { session } = await logSession('repeater', '2026-08-01', [
      { name: 'Bench Press', sets: 3 },
      { name: 'Cable Fly', sets: 2 },
      { name: 'Dips', sets: 0 },
    ]);
    const response = await repeat('repeater', session.id, { session_date: '2026-08-05' });
    expect(response.statusCode).toBe(201);
    const made = response.json() as { id: number };
    expect(made).toEqual(expect.objectContaining({ session_date: '2026-08-05T00:00:00.000Z', session_type: 'push', notes: null }));
    expect(made.id).not.toBe(session.id);
    const copied = await exercisesOf('repeater', made.id);
    expect(copied.map((e) => [e.name, e.position, e.sets.length])).toEqual([
      ['Bench Press', 1, 0],
      ['Cable Fly', 2, 0],
      ['Dips', 3, 0],
    ]);
    // The source is as it was.
    expect((await exercisesOf('repeater', session.id)).map((e) => e.sets.length)).toEqual([3, 2, 0]);
    // A type may be given (trimmed), for a phone that shows the new session before the answer.
    const typed = await repeat('repeater', session.id, { session_date: '2026-08-06', session_type: ' push day ' });
    expect(typed.json()).toMatchObject({ session_type: 'push day' });
  });

  test('a retry with the same Idempotency-Key answers the same session and makes nothing more', async () => {
    const { session } = await logSession('repeat-retry', '2026-08-02', [{ name: 'Row', sets: 1 }]);
    const key = 'b3f7a3c0-2f5e-4a51-9c55-6a8a1c0d7e11';
    const first = await repeat('repeat-retry', session.id, { session_date: '2026-08-06' }, { 'idempotency-key': key });
    const again = await repeat('repeat-retry', session.id, { session_date: '2026-08-06' }, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await list('repeat-retry')).json()).toHaveLength(2);
  });

  test("another user's session is a 404 and makes nothing; a bad day is a 400 naming session_date", async () => {
    const { session } = await logSession('repeat-owner', '2026-08-03', [{ name: 'Row', sets: 1 }]);
    expect((await repeat('repeat-intruder', session.id, { session_date: '2026-08-07' })).statusCode).toBe(404);
    expect((await list('repeat-intruder')).json()).toEqual([]);
    const bad = await repeat('repeat-owner', session.id, { session_date: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'session_date' });
    expect((await repeat('repeat-owner', session.id, {})).statusCode).toBe(400);
    expect((await list('repeat-owner')).json()).toHaveLength(1);
  });
});

describe('GET /api/sessions/calendar', () => {
  type CalendarSession = {
    id: number;
    session_date: string;
    exercises: Array<{ id: number; name: string; variation: string | null; type: string; set_count: number; volume_lbs: number }>;
  };
  let days: Record<string, number>;
  beforeAll(async () => {
    days = {};
    for (const date of ['2026-01-31', '2026-02-01', '2026-02-14', '2026-02-28', '2026-03-01', '2024-02-29']) {
      days[date] = (
        await logSession(
          'calendar',
          date,
          date === '2026-02-14'
            ? [
                { name: 'Deadlift', sets: 3 },
                { name: 'Pull-up', sets: 2 },
              ]
            : [],
        )
      ).session.id;
    }
    days['2026-02-14b'] = (await logSession('calendar', '2026-02-14', [{ name: 'Plank', sets: 1 }])).session.id;
    await logSession('someone-else', '2026-02-10', [{ name: 'Squat', sets: 1 }]);
  });

  test('a month: first and last days included, neighbours excluded, oldest first, with exercise summaries', async () => {
    const response = await calendar('calendar', 'start_date=2026-02-01&end_date=2026-02-28');
    expect(response.statusCode).toBe(200);
    const sessions = response.json() as CalendarSession[];
    expect(sessions.map((s) => s.session_date.slice(0, 10))).toEqual(['2026-02-01', '2026-02-14', '2026-02-14', '2026-02-28']);
    expect(sessions.map((s) => s.id)).toEqual([days['2026-02-01'], days['2026-02-14'], days['2026-02-14b'], days['2026-02-28']]);
    const valentine = sessions[1]!;
    // In card order, each with its set count and volume (sets of 101.5×9, 102.5×8, 103.5×7 lbs).
    expect(valentine.exercises).toEqual([
      { id: expect.any(Number), name: 'Deadlift', variation: null, type: 'weighted', set_count: 3, volume_lbs: 913.5 + 820 + 724.5 },
      { id: expect.any(Number), name: 'Pull-up', variation: null, type: 'weighted', set_count: 2, volume_lbs: 913.5 + 820 },
    ]);
    expect(sessions[0]!.exercises).toEqual([]);
  });

  test('what the calendar shows of a session agrees with what its own calls show', async () => {
    const [fromCalendar] = (await calendar('calendar', 'start_date=2026-02-14&end_date=2026-02-14')).json() as CalendarSession[];
    const id = days['2026-02-14']!;
    const { exercises, ...session } = fromCalendar!;
    expect(session).toEqual((await get('calendar', id)).json());
    const detail = (await api.as('calendar', { method: 'GET', url: `/api/sessions/${id}/exercises` })).json() as Array<{
      id: number;
      name: string;
      variation: string | null;
      type: string;
      sets: unknown[];
    }>;
    expect(exercises.map(({ id: exerciseId, name, variation, type, set_count }) => ({ id: exerciseId, name, variation, type, set_count }))).toEqual(
      detail.map((e) => ({ id: e.id, name: e.name, variation: e.variation, type: e.type, set_count: e.sets.length })),
    );
  });

  test('volume: kg counts as kg × 2.20462, a set without a weight adds nothing, to 0.01 lbs', async () => {
    const session = (await create('volume', { session_date: '2026-06-06', session_type: 'legs', notes: null })).json() as { id: number };
    const add = (payload: object) => api.as('volume', { method: 'POST', url: `/api/sessions/${session.id}/exercises`, payload });
    const squat = await add({
      type: 'weighted',
      name: 'Squat',
      sets: [
        { weight: 100, weight_unit: 'kg', reps: 5 },
        { weight: 60.5, weight_unit: 'lbs', reps: 3 },
      ],
    });
    const pushUps = await add({ type: 'reps', name: 'Push-up', sets: [{ reps: 12 }, { reps: 10 }] });
    expect([squat.statusCode, pushUps.statusCode]).toEqual([201, 201]);
    const [day] = (await calendar('volume', 'start_date=2026-06-06&end_date=2026-06-06')).json() as CalendarSession[];
    expect(day!.exercises).toEqual([
      { id: expect.any(Number), name: 'Squat', variation: null, type: 'weighted', set_count: 2, volume_lbs: 1102.31 + 181.5 },
      { id: expect.any(Number), name: 'Push-up', variation: null, type: 'reps', set_count: 2, volume_lbs: 0 },
    ]);
  });

  test('the full weeks around a month (42 days) cross both month boundaries; a leap day is a day', async () => {
    const weeks = (await calendar('calendar', 'start_date=2026-01-25&end_date=2026-03-07')).json() as CalendarSession[];
    expect(weeks.map((s) => s.session_date.slice(0, 10))).toEqual(['2026-01-31', '2026-02-01', '2026-02-14', '2026-02-14', '2026-02-28', '2026-03-01']);
    const leap = (await calendar('calendar', 'start_date=2024-02-29&end_date=2024-02-29')).json() as CalendarSession[];
    expect(leap.map((s) => s.id)).toEqual([days['2024-02-29']]);
    expect((await calendar('calendar', 'start_date=2025-02-01&end_date=2025-02-28')).json()).toEqual([]);
  });

  test("another user's sessions never appear", async () => {
    const mine = (await calendar('someone-else', 'start_date=2026-02-01&end_date=2026-02-28')).json() as CalendarSession[];
    expect(mine.map((s) => s.session_date.slice(0, 10))).toEqual(['2026-02-10']);
  });

  test('one query, however many sessions, exercises and sets the range holds', async () => {
    await calendar('calendar', 'start_date=2026-02-01&end_date=2026-02-28'); // the user mapping is cached from here on
    const { result, queries } = await api.recordQueries(() => calendar('calendar', 'start_date=2024-01-01&end_date=2024-12-31'));
    expect(result.statusCode).toBe(200);
    expect(queries).toHaveLength(1);
    const wide = await api.recordQueries(() => calendar('calendar', 'start_date=2026-01-01&end_date=2026-12-31'));
    expect((wide.result.json() as unknown[]).length).toBe(6);
    expect(wide.queries).toHaveLength(1);
    expect(wide.queries[0]).toMatch(/json_agg/);
  });

  test.each([
    ['no parameters', '', 'start_date is required', 'start_date'],
    ['no end', 'start_date=2026-02-01', 'end_date is required', 'end_date'],
    ['a day that does not exist', 'start_date=2026-02-30&end_date=2026-03-01', 'start_date must be a date such as 2026-11-01', 'start_date'],
    ['not a date', 'start_date=2026-02-01&end_date=soon', 'end_date must be a date such as 2026-11-01', 'end_date'],
    ['start after end', 'start_date=2026-03-01&end_date=2026-02-01', 'start_date must be on or before end_date', 'start_date'],
    ['367 days', 'start_date=2026-01-01&end_date=2027-01-02', 'The range may cover at most 366 days; this one covers 367', 'end_date'],
    ['an oversize value', `start_date=${'9'.repeat(41)}&end_date=2026-01-01`, 'start_date must be at most 40 characters', 'start_date'],
  ])('400 for %s', async (_case, query, message, field) => {
    const response = await calendar('calendar', query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field });
  });

  test('366 days (a leap year) is allowed; a single day too', async () => {
    expect((await calendar('calendar', 'start_date=2024-01-01&end_date=2024-12-31')).statusCode).toBe(200);
    expect((await calendar('calendar', 'start_date=2026-03-01&end_date=2026-03-01')).json()).toHaveLength(1);
  });
});

describe('GET /api/sessions, a page at a time', () => {
  const page = (sub: string, query: string) => api.as(sub, { method: 'GET', url: `/api/sessions${query}` });
  let all: Array<{ id: number; session_date: string }>;
  beforeAll(async () => {
    // 120 sessions over 60 days, two a day: ties on the date are ordered by id.
    for (let i = 0; i < 120; i += 1) {
      const day = new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 2))).toISOString().slice(0, 10);
      expect((await create('pager', { session_date: day, session_type: `s${i}` })).statusCode).toBe(201);
    }
    all = (await page('pager', '?limit=100')).json();
    all.push(...(await page('pager', `?limit=100&before=${all.at(-1)!.id}`)).json<typeof all>());
  });

  test('the newest 50 by default, still an array, newest first (date, then id)', async () => {
    const first = (await page('pager', '')).json<typeof all>();
    expect(first).toHaveLength(50);
    expect(first.map((s) => s.id)).toEqual(all.slice(0, 50).map((s) => s.id));
    const sorted = [...all].sort((a, b) => b.session_date.localeCompare(a.session_date) || b.id - a.id);
    expect(all.map((s) => s.id)).toEqual(sorted.map((s) => s.id));
    expect(new Set(all.map((s) => s.id)).size).toBe(120);
  });

  test('pages follow each other without gaps or repeats, and the last one is short', async () => {
    const seen: number[] = [];
    let before = '';
    for (;;) {
      const rows = (await page('pager', `?limit=50${before}`)).json<typeof all>();
      seen.push(...rows.map((s) => s.id));
      if (rows.length < 50) break;
      before = `&before=${rows.at(-1)!.id}`;
    }
    expect(seen).toEqual(all.map((s) => s.id));
  });

  test('one SQL statement per page, however deep', async () => {
    const { queries } = await api.recordQueries(() => page('pager', `?before=${all[100]!.id}`));
    expect(queries.filter((q) => /sessions/.test(q))).toHaveLength(1);
  });

  test("another user's session as `before` is an empty page, not theirs", async () => {
    const stranger = (await create('stranger-pager', { session_date: '2025-06-01', session_type: 'x' })).json<{ id: number }>();
    expect((await page('pager', `?before=${stranger.id}`)).json()).toEqual([]);
  });

  test.each([
    ['?limit=0', 'limit must be at least 1', 'limit'],
    ['?limit=101', 'limit must be at most 100', 'limit'],
    ['?limit=ten', 'limit must be an integer', 'limit'],
    ['?before=0', 'before must be at least 1', 'before'],
    ['?before=abc', 'before must be an integer', 'before'],
  ])('%s: 400 naming the parameter', async (query, message, field) => {
    const response = await page('pager', query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
  });
});
