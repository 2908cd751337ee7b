import { TODAY_SESSION_TYPE, todaySessionInput, todaysRoutineSession, todaysSession } from './today-session';

const TODAY = '2026-11-25T00:00:00.000Z';
const at = (id: number, day: string, created = '2026-11-25T08:00:00.000Z') => ({ id, session_date: `${day}T00:00:00.000Z`, created_at: created });

describe('todaysSession', () => {
  it.each([
    ['no sessions', [], null],
    ['only other days (a future one too)', [at(3, '2026-11-30'), at(2, '2026-11-24')], null],
    ['the one of today', [at(3, '2026-11-30'), at(2, '2026-11-25'), at(1, '2026-11-24')], 2],
    ['two today: the one made last', [at(2, '2026-11-25', '2026-11-25T07:00:00.000Z'), at(5, '2026-11-25', '2026-11-25T18:00:00.000Z')], 5],
    ['two today made in the same millisecond: the later id', [at(6, '2026-11-25'), at(7, '2026-11-25')], 7],
  ] as const)('%s', (_case, sessions, id) => {
    expect(todaysSession(sessions, TODAY)?.id ?? null).toBe(id);
  });
});

it('starts today as a "Workout" with no notes', () => {
  expect(todaySessionInput(TODAY)).toEqual({ session_date: TODAY, session_type: TODAY_SESSION_TYPE, notes: null });
  expect(TODAY_SESSION_TYPE).toBe('Workout');
});

describe('todaysRoutineSession', () => {
  const TODAY = '2026-11-27T00:00:00.000Z';
  const s = (id: number, patch: { session_date?: string; routine_id?: number | null; finished_at?: string | null } = {}) => ({
    id,
    session_date: TODAY,
    created_at: `2026-11-27T0${id}:00:00.000Z`,
    routine_id: 7,
    finished_at: null,
    ...patch,
  });
  it.each<[string, ReturnType<typeof s>[], number | null]>([
    ['none', [], null],
    ['today’s unfinished one of the routine', [s(1)], 1],
    ['the latest of two', [s(2), s(1)], 2],
    ['another routine’s', [s(1, { routine_id: 8 })], null],
    ['a session not from a routine', [s(1, { routine_id: null })], null],
    ['a finished one', [s(1, { finished_at: '2026-11-27T09:00:00.000Z' })], null],
    ['yesterday’s', [s(1, { session_date: '2026-11-26T00:00:00.000Z' })], null],
    ['the unfinished beside a finished one', [s(3, { finished_at: '2026-11-27T09:00:00.000Z' }), s(2)], 2],
  ])('%s', (_case, sessions, id) => {
    expect(todaysRoutineSession(sessions, TODAY, 7)?.id ?? null).toBe(id);
  });
});
