import { createTestApi, type TestApi } from '../../../test/harness.js';
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
    ['missing date', { session_type: 'push' }, 'session_date is required', 'session_date'],
    ['a date that is not one', { session_date: 'yesterday', session_type: 'push' }, 'session_date must be a date such as 2026-11-20', 'session_date'],
    ['an impossible day', { session_date: '2026-02-30', session_type: 'push' }, 'session_date must be a date such as 2026-11-20', 'session_date'],
    ['before 1900', { session_date: '1899-12-31', session_type: 'push' }, expect.stringMatching(/^session_date must be between 1900-01-01 and \d{4}-\d{2}-\d{2}$/), 'session_date'],
    ['two years ahead', { session_date: `${new Date().getUTCFullYear() + 2}-01-01`, session_type: 'push' }, expect.stringMatching(/^session_date must be between/), 'session_date'],
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
    ['an empty body', '', 'Request body is empty; send a JSON object'],
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
