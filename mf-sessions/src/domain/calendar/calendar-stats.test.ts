import type { CalendarExercise, CalendarSession } from '@liftbook/shared/contract';
import { groupSessionsByDate, monthStats, sessionDateKey, summarizeDay } from './calendar-stats';

const T = '2026-11-01T10:00:00.000Z';
let nextId = 1;

/** An exercise as the calendar answers it: its set count and volume in lbs. */
function exercise(name: string, setCount = 0, volumeLbs = 0): CalendarExercise {
  return { id: nextId++, name, variation: null, type: 'weighted', set_count: setCount, volume_lbs: volumeLbs };
}

function session(date: string, exercises: CalendarExercise[] = [], extra: Partial<CalendarSession> = {}): CalendarSession {
  const id = nextId++;
  return {
    id,
    session_date: date,
    session_type: 'push',
    notes: null,
    created_at: T,
    updated_at: T,
    exercises,
    ...extra,
  };
}

const NOV_2026 = { year: 2026, monthIndex: 10 };

describe('sessionDateKey (UTC date)', () => {
  it.each([
    ['2026-11-20T00:00:00.000Z', '2026-11-20'],
    ['2026-11-20T23:59:59.000Z', '2026-11-20'],
    ['2026-11-30T22:00:00-05:00', '2026-12-01'],
    ['not a date', null],
  ])('%p → %p', (date, key) => {
    expect(sessionDateKey({ session_date: date })).toBe(key);
  });
});

describe('monthStats', () => {
  it.each<[string, CalendarSession[], { workoutDays: number; totalSessions: number; exercises: number }]>([
    ['no sessions', [], { workoutDays: 0, totalSessions: 0, exercises: 0 }],
    [
      'two sessions on one day count one workout day',
      [session('2026-11-20T00:00:00.000Z', [exercise('Squat')]), session('2026-11-20T00:00:00.000Z', [exercise('Bench'), exercise('Row')])],
      { workoutDays: 1, totalSessions: 2, exercises: 3 },
    ],
    [
      'dimmed days of the months around are left out',
      [
        session('2026-10-31T00:00:00.000Z', [exercise('Squat')]),
        session('2026-11-01T00:00:00.000Z', [exercise('Squat')]),
        session('2026-11-30T00:00:00.000Z'),
        session('2026-12-01T00:00:00.000Z', [exercise('Squat')]),
      ],
      { workoutDays: 2, totalSessions: 2, exercises: 1 },
    ],
    [
      'days by UTC date, not by local date',
      [session('2026-11-30T23:30:00.000Z'), session('2026-12-01T00:30:00.000+01:00')],
      { workoutDays: 1, totalSessions: 2, exercises: 0 },
    ],
    [
      'the same day of another year is another month',
      [session('2025-11-20T00:00:00.000Z'), session('2026-11-20T00:00:00.000Z')],
      { workoutDays: 1, totalSessions: 1, exercises: 0 },
    ],
    ['an unreadable date is left out', [session('garbage')], { workoutDays: 0, totalSessions: 0, exercises: 0 }],
  ])('%s', (_case, sessions, stats) => {
    expect(monthStats(sessions, NOV_2026)).toEqual(stats);
  });

  it('works for December and January', () => {
    const sessions = [session('2025-12-31T00:00:00.000Z'), session('2026-01-01T00:00:00.000Z')];
    expect(monthStats(sessions, { year: 2025, monthIndex: 11 }).totalSessions).toBe(1);
    expect(monthStats(sessions, { year: 2026, monthIndex: 0 }).totalSessions).toBe(1);
  });
});

describe('groupSessionsByDate', () => {
  it('groups by UTC date, each day in creation order', () => {
    const late = session('2026-11-20T00:00:00.000Z', [], { created_at: '2026-11-20T18:00:00.000Z' });
    const early = session('2026-11-20T00:00:00.000Z', [], { created_at: '2026-11-20T07:00:00.000Z' });
    const other = session('2026-11-21T00:00:00.000Z');
    const days = groupSessionsByDate([late, other, early, session('nope')]);
    expect([...days.keys()].sort()).toEqual(['2026-11-20', '2026-11-21']);
    expect(days.get('2026-11-20')?.map((s) => s.id)).toEqual([early.id, late.id]);
    expect(days.get('2026-11-22')).toBeUndefined();
  });

  it('breaks equal creation times by id', () => {
    const a = session('2026-11-20T00:00:00.000Z');
    const b = session('2026-11-20T00:00:00.000Z');
    expect(
      groupSessionsByDate([b, a])
        .get('2026-11-20')
        ?.map((s) => s.id),
    ).toEqual([a.id, b.id]);
  });
});

describe('summarizeDay', () => {
  const day = '2026-11-20T00:00:00.000Z';
  const squat = exercise('Squat', 3, 3375); // 3 × 225 × 5
  const bench = exercise('Bench', 3, 1058.23); // 60 kg × 8; a set missing weight or reps adds 0
  const plank = exercise('Plank', 1, 0); // a duration set
  const first = session(day, [squat, bench], { session_type: 'legs', notes: 'felt good', created_at: '2026-11-20T07:00:00.000Z' });
  const second = session(day, [plank], { session_type: 'core', created_at: '2026-11-20T19:00:00.000Z' });
  const elsewhere = session('2026-11-21T00:00:00.000Z', [exercise('Row', 1, 1000)]);

  it('counts, totals and lists one day', () => {
    expect(summarizeDay([second, elsewhere, first], '2026-11-20')).toEqual({
      dateKey: '2026-11-20',
      sessionCount: 2,
      exerciseCount: 3,
      // 3375 + 1058.23 lbs, rounded
      totalVolumeLbs: 4433,
      sessions: [
        {
          id: first.id,
          type: 'legs',
          notes: 'felt good',
          exercises: [
            { id: squat.id, name: 'Squat', variation: null, type: 'weighted', set_count: 3, volume_lbs: 3375 },
            { id: bench.id, name: 'Bench', variation: null, type: 'weighted', set_count: 3, volume_lbs: 1058.23 },
          ],
        },
        {
          id: second.id,
          type: 'core',
          notes: null,
          exercises: [{ id: plank.id, name: 'Plank', variation: null, type: 'weighted', set_count: 1, volume_lbs: 0 }],
        },
      ],
    });
  });

  it.each<[string, CalendarSession[], number]>([
    ['rounds half up', [session(day, [exercise('Curl', 2, 40.5)])], 41],
    ['rounds down', [session(day, [exercise('Curl', 2, 40.4)])], 40],
    ['sums before rounding', [session(day, [exercise('Curl', 1, 10.3), exercise('Row', 1, 10.3)]), session(day, [exercise('Dip', 1, 0.4)])], 21],
    ['a session without exercises', [session(day)], 0],
    ['only duration sets', [session(day, [plank])], 0],
  ])('total volume: %s', (_case, sessions, volume) => {
    expect(summarizeDay(sessions, '2026-11-20').totalVolumeLbs).toBe(volume);
  });

  it('a day without sessions is empty', () => {
    expect(summarizeDay([first], '2026-11-22')).toEqual({
      dateKey: '2026-11-22',
      sessionCount: 0,
      exerciseCount: 0,
      totalVolumeLbs: 0,
      sessions: [],
    });
  });
});
