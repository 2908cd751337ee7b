import { CSV_COLUMNS, CSV_FIRST_COLUMNS, CSV_LATER_COLUMNS, DEFAULT_SET_KIND, LBS_PER_KG, METRES_PER, ROUTINE_SET_KINDS, SET_KINDS, workoutSet } from '.';

const at = '2026-11-27T10:00:00.000Z';

describe('workoutSet', () => {
  test.each([
    [
      'a bare set: every figure null, the kind normal, updated when made',
      { id: -1, set_number: 3, created_at: at },
      {
        id: -1,
        set_number: 3,
        weight: null,
        weight_unit: null,
        reps: null,
        duration: null,
        notes: null,
        kind: 'normal',
        rpe: null,
        distance: null,
        created_at: at,
        updated_at: at,
      },
    ],
    [
      'every figure as sent',
      {
        id: 7,
        set_number: 1,
        created_at: at,
        updated_at: '2026-11-28T00:00:00.000Z',
        weight: 100,
        weight_unit: 'kg',
        reps: 5,
        duration: 30_000,
        notes: 'easy',
        kind: 'drop',
        rpe: 8.5,
        distance: 40,
      },
      {
        id: 7,
        set_number: 1,
        weight: 100,
        weight_unit: 'kg',
        reps: 5,
        duration: 30_000,
        notes: 'easy',
        kind: 'drop',
        rpe: 8.5,
        distance: 40,
        created_at: at,
        updated_at: '2026-11-28T00:00:00.000Z',
      },
    ],
    [
      "a row's other columns stay behind; a 0 stays 0",
      { id: 2, set_number: 2, created_at: at, weight: 0, reps: 0, exercise_id: 9, weight_lbs: 0, user_id: 4 },
      {
        id: 2,
        set_number: 2,
        weight: 0,
        weight_unit: null,
        reps: 0,
        duration: null,
        notes: null,
        kind: 'normal',
        rpe: null,
        distance: null,
        created_at: at,
        updated_at: at,
      },
    ],
  ] as const)('%s', (_name, parts, expected) => {
    expect(workoutSet(parts as Parameters<typeof workoutSet>[0])).toStrictEqual(expected);
  });
});

test('the rules hold together', () => {
  expect(SET_KINDS).toContain(DEFAULT_SET_KIND);
  expect(ROUTINE_SET_KINDS.every((kind) => (SET_KINDS as readonly string[]).includes(kind))).toBe(true);
  expect(CSV_COLUMNS).toEqual([...CSV_FIRST_COLUMNS, ...CSV_LATER_COLUMNS]);
  expect(new Set(CSV_COLUMNS).size).toBe(CSV_COLUMNS.length);
  expect(LBS_PER_KG).toBe(2.20462);
  expect(METRES_PER).toEqual({ m: 1, km: 1000, mi: 1609.344 });
});
