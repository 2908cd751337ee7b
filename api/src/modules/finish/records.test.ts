import type { SessionRecord, WeightUnit } from '@liftbook/shared/contract';
import { sessionRecords, type HistoryRow, type SessionSet } from './records.js';

let nextId = 1;
const set = (weight: number | null, reps: number | null, unit: WeightUnit | null = 'kg', exercise = 'Bench Press'): SessionSet => ({
  id: nextId++,
  exercise,
  lift: exercise.toLowerCase(),
  weight,
  weight_unit: unit,
  reps,
});
const kgLbs = (kg: number) => kg * 2.20462;
/** History: per rep count, the heaviest lbs lifted before. */
const before = (rows: [reps: number | null, lbs: number | null][], lift = 'bench press'): HistoryRow[] => rows.map(([reps, lbs]) => ({ lift, reps, lbs }));
const kinds = (records: SessionRecord[]) => records.map((r) => [r.kind, r.value, r.unit]);

describe('records set in a session', () => {
  it.each<[string, SessionSet[], HistoryRow[], (string | number | null)[][]]>([
    ['a lift never done before sets nothing', [set(100, 5)], [], []],
    ['matching the best is no record', [set(100, 5)], before([[5, kgLbs(100)]]), []],
    [
      'heavier for the same reps: e1RM and weight for reps, in the set’s unit',
      [set(102.5, 5)],
      before([[5, kgLbs(100)]]),
      [
        ['e1rm', 119.58, 'kg'],
        ['weight_for_reps', 102.5, 'kg'],
      ],
    ],
    [
      'more reps at the same weight: most reps at it, and the e1RM',
      [set(100, 6)],
      before([[5, kgLbs(100)]]),
      [
        ['e1rm', 120, 'kg'],
        ['reps_at_weight', 6, null],
      ],
    ],
    ['lighter for fewer reps than history’s heavier set of more reps: nothing', [set(95, 3)], before([[5, kgLbs(100)]]), []],
    [
      'a heavier triple than ever tripled, below the best e1RM: and more reps than the heavier single',
      [set(105, 3)],
      before([
        [3, kgLbs(100)],
        [1, kgLbs(120)],
      ]),
      [
        ['weight_for_reps', 105, 'kg'],
        ['reps_at_weight', 3, null],
      ],
    ],
    [
      'in lbs against history logged in kg',
      [set(225, 5, 'lbs')],
      before([[5, kgLbs(100)]]),
      [
        ['e1rm', 262.5, 'lbs'],
        ['weight_for_reps', 225, 'lbs'],
      ],
    ],
    [
      'a set without a unit is lbs',
      [set(230, 5, null)],
      before([[5, 225]]),
      [
        ['e1rm', 268.33, 'lbs'],
        ['weight_for_reps', 230, 'lbs'],
      ],
    ],
    [
      'the session’s best set holds the record, not every set above history',
      [set(102.5, 5), set(105, 5)],
      before([[5, kgLbs(100)]]),
      [
        ['e1rm', 122.5, 'kg'],
        ['weight_for_reps', 105, 'kg'],
      ],
    ],
    [
      'equal sets in the session: the earliest holds it',
      [set(102.5, 5), set(102.5, 5)],
      before([[5, kgLbs(100)]]),
      [
        ['e1rm', 119.58, 'kg'],
        ['weight_for_reps', 102.5, 'kg'],
      ],
    ],
    ['bodyweight reps: most reps at no weight', [set(null, 12, null, 'Pull-up')], before([[10, null]], 'pull-up'), [['reps_at_weight', 12, null]]],
    ['bodyweight reps matched: nothing', [set(null, 10, null, 'Pull-up')], before([[10, null]], 'pull-up'), []],
    ['beyond 12 reps there is no e1RM, only reps at the weight', [set(60, 15)], before([[12, kgLbs(60)]]), [['reps_at_weight', 15, null]]],
    ['another lift’s history does not count', [set(100, 5)], before([[5, 100]], 'squat'), []],
  ])('%s', (_name, sets, history, expected) => {
    expect(kinds(sessionRecords(sets, history))).toEqual(expected);
  });

  it('names the set that holds each record', () => {
    const first = set(100, 5);
    const best = set(110, 5);
    const records = sessionRecords([first, best], before([[5, kgLbs(105)]]));
    expect(records.map((r) => [r.kind, r.set_id, r.exercise])).toEqual([
      ['e1rm', best.id, 'Bench Press'],
      ['weight_for_reps', best.id, 'Bench Press'],
    ]);
  });
});
