import { finishLines, formatElapsed, recordLabel, workoutBarState, workoutStart } from './workout-clock';

const set = (id: number, created_at: string) => ({ id, created_at });
/** The outbox's rule (shared/src/offline/outbox.ts): a local id is at or above 900 000 000 000 000. */
const UNSAVED_ID = 900_000_000_000_001;
const isUnsaved = (row: { id: number }) => row.id >= 900_000_000_000_000;

describe('workoutStart', () => {
  it.each([
    [
      'the session says when',
      { started_at: '2026-11-27T10:00:00.000Z' },
      [{ sets: [set(1, '2026-11-27T09:00:00.000Z')] }],
      Date.parse('2026-11-27T10:00:00.000Z'),
    ],
    [
      'until the api carries it: the first saved set',
      {},
      [{ sets: [set(2, '2026-11-27T10:05:00.000Z')] }, { sets: [set(1, '2026-11-27T10:01:00.000Z')] }],
      Date.parse('2026-11-27T10:01:00.000Z'),
    ],
    [
      'a saved set goes before a set on its way, stamped by this device',
      { started_at: null },
      [{ sets: [set(UNSAVED_ID, '2026-11-27T10:00:00.000Z'), set(3, '2026-11-27T10:05:00.000Z')] }],
      Date.parse('2026-11-27T10:05:00.000Z'),
    ],
    [
      'a workout logged wholly offline runs by this device',
      { started_at: null },
      [{ sets: [set(UNSAVED_ID + 1, '2026-11-27T10:07:00.000Z'), set(UNSAVED_ID, '2026-11-27T10:05:00.000Z')] }],
      Date.parse('2026-11-27T10:05:00.000Z'),
    ],
    ['nothing logged', {}, [{ sets: [] }], null],
  ])('%s', (_name, session, exercises, expected) => {
    expect(workoutStart(session, exercises, isUnsaved)).toBe(expected);
  });
});

describe('formatElapsed', () => {
  it.each([
    [0, '0:00'],
    [-5_000, '0:00'],
    [45_999, '0:45'],
    [725_000, '12:05'],
    [3_725_000, '1:02:05'],
  ])('%s ms -> %s', (ms, expected) => expect(formatElapsed(ms)).toBe(expected));
});

describe('recordLabel', () => {
  it.each([
    [{ kind: 'e1rm', value: 112.5, unit: 'kg' }, null, 'PR: e1RM 112.5 kg'],
    [{ kind: 'e1rm', value: 250.2, unit: 'lbs' }, null, 'PR: e1RM 250 lbs'],
    [{ kind: 'e1rm', value: 119.58, unit: 'kg' }, null, 'PR: e1RM 119.5 kg'],
    [{ kind: 'weight_for_reps', value: 100, unit: 'kg' }, { weight: 100, weight_unit: 'kg', reps: 5 }, 'PR: 100 kg × 5'],
    [{ kind: 'weight_for_reps', value: 100, unit: 'kg' }, null, 'PR: 100 kg'],
    [{ kind: 'reps_at_weight', value: 8, unit: null }, { weight: 185, weight_unit: 'lbs', reps: 8 }, 'PR: 8 reps at 185 lbs'],
    [{ kind: 'reps_at_weight', value: 12, unit: null }, null, 'PR: 12 reps'],
  ] as const)('%o -> %s', (record, recordSet, expected) => expect(recordLabel(record, recordSet)).toBe(expected));
});

describe('finishLines', () => {
  it.each([
    [{ duration_ms: 3_125_000, volume_lbs: 10_000, set_count: 15 }, 'lbs', { duration: '52:05', volume: '10,000 lbs', sets: '15 sets' }],
    [{ duration_ms: 3_125_000, volume_lbs: 10_000, set_count: 1 }, 'kg', { duration: '52:05', volume: '4,536 kg', sets: '1 set' }],
    [{ duration_ms: null, volume_lbs: 0, set_count: 0 }, 'kg', { duration: '—', volume: '0 kg', sets: '0 sets' }],
  ] as const)('%o in %s', (summary, unit, expected) => expect(finishLines(summary, unit)).toEqual(expected));
});

describe('workoutBarState', () => {
  const NOW = Date.parse('2026-11-27T12:00:00.000Z');
  it.each([
    ['finished: its length', NOW - 3_600_000, NOW - 60_000, 0, { kind: 'finished', ms: 3_540_000 }],
    ['finished with nothing logged', null, NOW, 2, { kind: 'finished', ms: null }],
    ['under way: the clock', NOW - 600_000, null, 3, { kind: 'open', clockMs: 600_000 }],
    ['under way, nothing planned left', NOW - 600_000, null, 0, { kind: 'open', clockMs: 600_000 }],
    ['a plan, nothing logged yet: Finish, no clock', null, null, 3, { kind: 'open', clockMs: null }],
    ['an old session with a plan left: Finish, no clock', NOW - 2 * 86_400_000, null, 1, { kind: 'open', clockMs: null }],
    ['an old session, nothing planned: nothing', NOW - 2 * 86_400_000, null, 0, { kind: 'none' }],
    ['an empty session: nothing', null, null, 0, { kind: 'none' }],
  ] as const)('%s', (_name, start, finishedAt, unchecked, expected) => {
    expect(workoutBarState(start, finishedAt, unchecked, NOW)).toEqual(expected);
  });
});
