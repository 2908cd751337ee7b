import { durationLabel, recordLabel, topSetLine, volumeLabel } from './feed-lines';

describe('recordLabel', () => {
  test.each([
    [{ kind: 'e1rm', weight_lbs: 225.97, reps: 5, e1rm_lbs: 263.64 }, 'kg', 'PR: e1RM 119.5 kg'],
    [{ kind: 'e1rm', weight_lbs: 225.97, reps: 5, e1rm_lbs: 263.64 }, 'lbs', 'PR: e1RM 263.5 lbs'],
    [{ kind: 'weight_for_reps', weight_lbs: 225.97, reps: 5, e1rm_lbs: null }, 'kg', 'PR: 102.5 kg × 5'],
    [{ kind: 'reps_at_weight', weight_lbs: 132.28, reps: 12, e1rm_lbs: null }, 'kg', 'PR: 12 reps at 60 kg'],
    [{ kind: 'reps_at_weight', weight_lbs: null, reps: 15, e1rm_lbs: null }, 'kg', 'PR: 15 reps'],
    [{ kind: 'reps_at_weight', weight_lbs: 0, reps: 1, e1rm_lbs: null }, 'lbs', 'PR: 1 rep'],
  ] as const)('%j in %s → %s', (record, unit, expected) => {
    expect(recordLabel(record, unit)).toBe(expected);
  });
});

describe('topSetLine', () => {
  test.each([
    [{ exercise: 'Squat', weight_lbs: 242.51, reps: 3, duration: null }, 'kg', 'Squat 110 kg × 3'],
    [{ exercise: 'Squat', weight_lbs: 242.51, reps: 3, duration: null }, 'lbs', 'Squat 242.5 lbs × 3'],
    [{ exercise: 'Pull-up', weight_lbs: null, reps: 12, duration: null }, 'kg', 'Pull-up 12 reps'],
    [{ exercise: 'Plank', weight_lbs: null, reps: null, duration: 90_000 }, 'kg', 'Plank 1:30'],
    [{ exercise: 'Carry', weight_lbs: 100, reps: null, duration: 30_000 }, 'lbs', 'Carry 100 lbs × 0:30'],
  ] as const)('%j in %s → %s', (set, unit, expected) => {
    expect(topSetLine(set, unit)).toBe(expected);
  });
});

test.each([
  [5313.13, 'kg', 'Volume 2,410 kg'],
  [5313.13, 'lbs', 'Volume 5,313 lbs'],
  [0, 'kg', 'Volume 0 kg'],
] as const)('volumeLabel(%d, %s) → %s', (lbs, unit, expected) => {
  expect(volumeLabel(lbs, unit)).toBe(expected);
});

test.each([
  ['2026-03-02T10:00:00.000Z', '2026-03-02T10:45:00.000Z', '45 min'],
  ['2026-03-02T10:00:00.000Z', '2026-03-02T11:05:20.000Z', '1 h 5 min'],
  ['2026-03-02T10:00:00.000Z', '2026-03-02T12:00:00.000Z', '2 h'],
  ['2026-03-02T10:00:00.000Z', null, null],
  [null, '2026-03-02T10:45:00.000Z', null],
  [undefined, undefined, null],
  ['2026-03-02T11:00:00.000Z', '2026-03-02T10:00:00.000Z', null],
])('durationLabel(%s, %s) → %s', (start, finish, expected) => {
  expect(durationLabel(start, finish)).toBe(expected);
});
