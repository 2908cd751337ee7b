import { startedPlannedSets, startedWeight } from './started-plan';

const set = (weight: number | null, percent: number | null) => ({ weight, percent_of_tm: percent });

describe('startedWeight: as Start plans it', () => {
  it.each([
    ['an absolute weight as it is', set(60, null), null, 'kg', 60],
    ['an absolute weight even with a training max', set(60, null), 100, 'kg', 60],
    ['a % without a training max: its weight (none)', set(null, 80), null, 'kg', null],
    ['72.5% of 102.5 kg, down to 0.25 kg', set(null, 72.5), 102.5, 'kg', 74.25],
    ['65% of 100 kg exactly', set(null, 65), 100, 'kg', 65],
    ['85% of 102.5 kg: 87.125 -> 87', set(null, 85), 102.5, 'kg', 87],
    ['75% of 225 lbs: 168.75 -> 168.5', set(null, 75), 225, 'lbs', 168.5],
    ['90% of 315 lbs: 283.5 exactly', set(null, 90), 315, 'lbs', 283.5],
    ['65% of 137.5 lbs: 89.375 -> 89', set(null, 65), 137.5, 'lbs', 89],
    ['never over the set bound', set(null, 150), 2000, 'lbs', 2000],
    ['no weight at all', set(null, null), 100, 'kg', null],
    // The api's own table (api/src/modules/routines/routines.test.ts), so the two agree.
    ['137.5 kg at 65%: 89.375 -> 89.25', set(null, 65), 137.5, 'kg', 89.25],
    ['60 kg at 33.33%: 19.998 -> 19.75', set(null, 33.33), 60, 'kg', 19.75],
    ['225 lbs at 72.5%: 163.125 -> 163', set(null, 72.5), 225, 'lbs', 163],
    ['315 lbs at 85%: 267.75 -> 267.5', set(null, 85), 315, 'lbs', 267.5],
  ] as const)('%s', (_name, planned, max, unit, expected) => {
    expect(startedWeight(planned, max, unit)).toBe(expected);
  });
});

describe('startedPlannedSets', () => {
  it('plans each set by position: reps the bottom, reps_max the top, the unit only with a weight', () => {
    const base = { kind: 'normal' as const, duration: null, distance: null, rpe: null, rest_seconds: 90 };
    expect(
      startedPlannedSets({
        weight_unit: 'kg',
        training_max: 102.5,
        sets: [
          { ...base, kind: 'warmup', reps_min: 5, reps_max: null, weight: 20, percent_of_tm: null },
          { ...base, reps_min: 5, reps_max: 8, weight: null, percent_of_tm: 72.5, rpe: 8 },
          { ...base, reps_min: 10, reps_max: null, weight: null, percent_of_tm: null, rest_seconds: null },
        ],
      }),
    ).toEqual([
      { position: 1, kind: 'warmup', weight: 20, weight_unit: 'kg', reps: 5, reps_max: null, duration: null, distance: null, rpe: null, rest_seconds: 90 },
      { position: 2, kind: 'normal', weight: 74.25, weight_unit: 'kg', reps: 5, reps_max: 8, duration: null, distance: null, rpe: 8, rest_seconds: 90 },
      { position: 3, kind: 'normal', weight: null, weight_unit: null, reps: 10, reps_max: null, duration: null, distance: null, rpe: null, rest_seconds: null },
    ]);
  });
});
