import { TODAY_SESSION_TYPE, todaySessionInput, todaysSession } from './today-session';

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
