import type { ProgressionRule, RoutineSet, SetKind, WeightUnit } from '../contract';
import { loadable, progress, targetWeight, weightIn, type LoggedSet, type ProgressionState, type TargetSet } from './progression';

const set = (over: Partial<TargetSet>): TargetSet => ({
  kind: 'normal',
  reps_min: 5,
  reps_max: null,
  weight: null,
  percent_of_tm: null,
  duration: null,
  distance: null,
  rpe: null,
  rest_seconds: null,
  ...over,
});
/** n working sets of `reps` (or a range) at `weight`. */
const working = (n: number, weight: number | null, reps: number, repsMax: number | null = null) =>
  Array.from({ length: n }, () => set({ weight, reps_min: reps, reps_max: repsMax }));
const warmup = (weight: number, reps: number) => set({ kind: 'warmup', weight, reps_min: reps });
const pct = (percent: number, reps: number) => set({ percent_of_tm: percent, reps_min: reps });

const log = (weight: number | null, reps: number | null, unit: WeightUnit | null = 'kg', kind: SetKind = 'normal'): LoggedSet => ({
  kind,
  weight,
  weight_unit: unit,
  reps,
});
const logs = (weight: number, reps: number[], unit: WeightUnit = 'kg') => reps.map((r) => log(weight, r, unit));

const state = (over: Partial<ProgressionState> = {}): ProgressionState => ({ weight_unit: 'kg', training_max: null, failures: 0, cycle_week: 1, ...over });
const weights = (sets: RoutineSet[]) => sets.map((s) => s.weight);

const linear: ProgressionRule = { kind: 'linear', increment: 2.5, deload_percent: 10, deload_after: 3 };
const linearLbs: ProgressionRule = { kind: 'linear', increment: 5, deload_percent: 10, deload_after: 3 };
const double: ProgressionRule = { kind: 'double', increment: 2.5 };
const doubleLbs: ProgressionRule = { kind: 'double', increment: 5 };
const tm: ProgressionRule = { kind: 'training_max', increment: 5 };
const tmLbs: ProgressionRule = { kind: 'training_max', increment: 10 };

describe('linear progression', () => {
  it.each<[string, ProgressionRule, ProgressionState, RoutineSet[], LoggedSet[], (number | null)[], number, string]>([
    ['every set made: + increment', linear, state(), working(5, 100, 5), logs(100, [5, 5, 5, 5, 5]), [102.5, 102.5, 102.5, 102.5, 102.5], 0, '100 → 102.5 kg'],
    ['more reps than planned still made', linear, state(), working(3, 60, 5), logs(60, [8, 6, 5]), [62.5, 62.5, 62.5], 0, '60 → 62.5 kg'],
    ['in lbs: + 5 lbs', linearLbs, state({ weight_unit: 'lbs' }), working(3, 225, 5), logs(225, [5, 5, 5], 'lbs'), [230, 230, 230], 0, '225 → 230 lbs'],
    [
      'logged in lbs for a kg plan: converted, made',
      linear,
      state(),
      working(3, 100, 5),
      logs(220.46, [5, 5, 5], 'lbs'),
      [102.5, 102.5, 102.5],
      0,
      '100 → 102.5 kg',
    ],
    [
      'logged in kg for a lbs plan: converted, made',
      linearLbs,
      state({ weight_unit: 'lbs' }),
      working(3, 135, 5),
      logs(61.25, [5, 5, 5], 'kg'),
      [140, 140, 140],
      0,
      '135 → 140 lbs',
    ],
    [
      'a set one rep short: a miss',
      linear,
      state(),
      working(5, 100, 5),
      logs(100, [5, 5, 5, 5, 4]),
      [100, 100, 100, 100, 100],
      1,
      'stays at 100 kg: 4 of 5 sets made (missed 1 of 3 before a deload)',
    ],
    // Liftosaur #357: reps alone do not make a set; a lighter set is not a success.
    [
      'every rep made but lighter than planned: a miss (Liftosaur #357)',
      linear,
      state(),
      working(3, 100, 5),
      logs(95, [5, 5, 5]),
      [100, 100, 100],
      1,
      'stays at 100 kg: 0 of 3 sets made (missed 1 of 3 before a deload)',
    ],
    [
      'one set lighter in lbs: a miss',
      linearLbs,
      state({ weight_unit: 'lbs' }),
      working(3, 185, 5),
      [log(185, 5, 'lbs'), log(185, 5, 'lbs'), log(175, 5, 'lbs')],
      [185, 185, 185],
      1,
      'stays at 185 lbs: 2 of 3 sets made (missed 1 of 3 before a deload)',
    ],
    [
      'a set not logged is a miss',
      linear,
      state(),
      working(5, 100, 5),
      logs(100, [5, 5, 5, 5]),
      [100, 100, 100, 100, 100],
      1,
      'stays at 100 kg: 4 of 5 sets made (missed 1 of 3 before a deload)',
    ],
    [
      'nothing logged is a miss',
      linear,
      state({ failures: 1 }),
      working(3, 100, 5),
      [],
      [100, 100, 100],
      2,
      'stays at 100 kg: 0 of 3 sets made (missed 2 of 3 before a deload)',
    ],
    [
      'third miss in a row: deload 10 %',
      linear,
      state({ failures: 2 }),
      working(5, 102.5, 5),
      logs(102.5, [5, 5, 4, 3, 3]),
      [92.25, 92.25, 92.25, 92.25, 92.25],
      0,
      'deload after 3 missed sessions: 102.5 → 92.25 kg',
    ],
    [
      'deload in lbs rounds to 0.5 lbs',
      linearLbs,
      state({ weight_unit: 'lbs', failures: 2 }),
      working(3, 225, 5),
      logs(225, [3, 3, 3], 'lbs'),
      [202.5, 202.5, 202.5],
      0,
      'deload after 3 missed sessions: 225 → 202.5 lbs',
    ],
    [
      'deload in lbs of an odd weight: loadable',
      linearLbs,
      state({ weight_unit: 'lbs', failures: 2 }),
      working(1, 137.5, 5),
      [log(137.5, 2, 'lbs')],
      [124],
      0,
      'deload after 3 missed sessions: 137.5 → 124 lbs',
    ],
    // After a deload the counter starts again: one failed set is not a second deload.
    [
      'a failed set after a deload: a miss, no second deload',
      linear,
      state({ failures: 0 }),
      working(5, 92.25, 5),
      logs(92.25, [5, 5, 5, 5, 4]),
      [92.25, 92.25, 92.25, 92.25, 92.25],
      1,
      'stays at 92.25 kg: 4 of 5 sets made (missed 1 of 3 before a deload)',
    ],
    ['a made session resets the misses', linear, state({ failures: 2 }), working(3, 100, 5), logs(100, [5, 5, 5]), [102.5, 102.5, 102.5], 0, '100 → 102.5 kg'],
    [
      'warm-ups are never judged nor moved',
      linear,
      state(),
      [warmup(20, 10), warmup(60, 3), ...working(3, 100, 5)],
      [log(20, 2, 'kg', 'warmup'), log(60, 1, 'kg', 'warmup'), ...logs(100, [5, 5, 5])],
      [20, 60, 102.5, 102.5, 102.5],
      0,
      '100 → 102.5 kg',
    ],
    [
      'a logged warm-up does not stand in for a working set',
      linear,
      state(),
      working(2, 100, 5),
      [log(100, 5, 'kg', 'warmup'), log(100, 5)],
      [100, 100],
      1,
      'stays at 100 kg: 1 of 2 sets made (missed 1 of 3 before a deload)',
    ],
    [
      'a drop set is not judged',
      linear,
      state(),
      working(2, 100, 5),
      [log(100, 5), log(70, 12, 'kg', 'drop'), log(100, 5)],
      [102.5, 102.5],
      0,
      '100 → 102.5 kg',
    ],
    [
      'deload after a single miss when deload_after is 1',
      { ...linear, deload_after: 1 },
      state(),
      working(1, 50, 5),
      [log(50, 4)],
      [45],
      0,
      'deload after a missed session: 50 → 45 kg',
    ],
  ])('%s', (_name, rule, before, sets, logged, expected, failures, summary) => {
    const out = progress(rule, before, sets, logged);
    expect(weights(out.sets)).toEqual(expected);
    expect(out.state.failures).toBe(failures);
    expect(out.summary).toBe(summary);
  });

  it('a bodyweight exercise is judged on reps alone', () => {
    const sets = working(3, null, 10);
    expect(progress(linear, state(), sets, logs(0, [10, 10, 10])).state.failures).toBe(0);
    expect(progress(linear, state(), sets, [log(null, 10, null), log(null, 10, null), log(null, 9, null)]).state.failures).toBe(1);
  });
});

describe('double progression', () => {
  const climbing = (weight: number, target: number, bottom: number, n = 3) =>
    Array.from({ length: n }, () => set({ weight, reps_min: target, reps_max: 12, reps_bottom: bottom }));
  it.each<[string, ProgressionRule, ProgressionState, TargetSet[], LoggedSet[], (number | null)[], (number | null)[], string]>([
    [
      'every set at the top: + weight, back to the bottom',
      double,
      state(),
      working(3, 60, 8, 12),
      logs(60, [12, 12, 12]),
      [62.5, 62.5, 62.5],
      [8, 8, 8],
      '60 → 62.5 kg, back to 8 reps',
    ],
    [
      'after climbing, the top returns the reps to the bottom kept beside them',
      double,
      state(),
      climbing(60, 12, 8),
      logs(60, [12, 12, 12]),
      [62.5, 62.5, 62.5],
      [8, 8, 8],
      '60 → 62.5 kg, back to 8 reps',
    ],
    [
      'every set made its target: a rep more next time',
      double,
      state(),
      working(3, 60, 8, 12),
      logs(60, [8, 8, 8]),
      [60, 60, 60],
      [9, 9, 9],
      'next: 9, 9, 9 reps at 60 kg (0 of 3 sets at 12)',
    ],
    // wger #2480: one set at the top is not enough; every working set must reach it.
    [
      'one set at the top is not enough (wger #2480)',
      double,
      state(),
      working(3, 60, 8, 12),
      logs(60, [12, 10, 9]),
      [60, 60, 60],
      [12, 11, 10],
      'next: 12, 11, 10 reps at 60 kg (1 of 3 sets at 12)',
    ],
    [
      'two of three at the top: still waits, the third climbs',
      double,
      state(),
      climbing(60, 11, 8),
      logs(60, [12, 12, 11]),
      [60, 60, 60],
      [12, 12, 12],
      'next: 12, 12, 12 reps at 60 kg (2 of 3 sets at 12)',
    ],
    [
      'a set short of its target keeps its target',
      double,
      state(),
      climbing(60, 10, 8),
      logs(60, [10, 9, 10]),
      [60, 60, 60],
      [11, 10, 11],
      'next: 11, 10, 11 reps at 60 kg (0 of 3 sets at 12)',
    ],
    [
      'a missing set waits',
      double,
      state(),
      working(3, 60, 8, 12),
      logs(60, [12, 12]),
      [60, 60, 60],
      [12, 12, 8],
      'next: 12, 12, 8 reps at 60 kg (2 of 3 sets at 12)',
    ],
    [
      'top reps at a lighter weight: nothing climbs, nothing moves',
      double,
      state(),
      working(3, 60, 8, 12),
      logs(57.5, [12, 12, 12]),
      [60, 60, 60],
      [8, 8, 8],
      'add reps: 12, 12, 12 (0 of 3 sets at 12), every set to the top before weight goes up',
    ],
    ['past the top counts as the top', double, state(), working(2, 40, 10, 15), logs(40, [16, 15]), [42.5, 42.5], [10, 10], '40 → 42.5 kg, back to 10 reps'],
    [
      'in lbs: + 5 lbs',
      doubleLbs,
      state({ weight_unit: 'lbs' }),
      working(3, 135, 8, 12),
      logs(135, [12, 12, 12], 'lbs'),
      [140, 140, 140],
      [8, 8, 8],
      '135 → 140 lbs, back to 8 reps',
    ],
    [
      'in lbs, a rep more',
      doubleLbs,
      state({ weight_unit: 'lbs' }),
      working(2, 135, 8, 12),
      logs(135, [9, 8], 'lbs'),
      [135, 135],
      [10, 9],
      'next: 10, 9 reps at 135 lbs (0 of 2 sets at 12)',
    ],
    [
      'in lbs logged in kg: converted',
      doubleLbs,
      state({ weight_unit: 'lbs' }),
      working(2, 135, 8, 12),
      logs(61.25, [12, 12], 'kg'),
      [140, 140],
      [8, 8],
      '135 → 140 lbs, back to 8 reps',
    ],
    [
      'warm-ups below the range never hold it back',
      double,
      state(),
      [warmup(20, 3), ...working(2, 60, 8, 12)],
      [log(20, 3, 'kg', 'warmup'), ...logs(60, [12, 12])],
      [20, 62.5, 62.5],
      [3, 8, 8],
      '60 → 62.5 kg, back to 8 reps',
    ],
    [
      'a fixed target (no range) is its own top',
      double,
      state(),
      working(3, 80, 6),
      logs(80, [6, 6, 6]),
      [82.5, 82.5, 82.5],
      [6, 6, 6],
      '80 → 82.5 kg, back to 6 reps',
    ],
    [
      'an odd increment rounds to 0.25 kg',
      { kind: 'double', increment: 1.1 },
      state(),
      working(1, 20, 8, 12),
      logs(20, [12]),
      [21],
      [8],
      '20 → 21 kg, back to 8 reps',
    ],
  ])('%s', (_name, rule, before, sets, logged, expected, reps, summary) => {
    const out = progress(rule, before, sets, logged);
    expect(weights(out.sets)).toEqual(expected);
    expect(out.sets.map((s) => s.reps_min)).toEqual(reps);
    expect(out.sets.every((s, i) => s.reps_max === sets[i]!.reps_max)).toBe(true);
    expect(out.summary).toBe(summary);
    expect(out.changed).toBe(expected.join() !== weights(sets).join() || reps.join() !== sets.map((s) => s.reps_min).join());
  });

  it('keeps the bottom beside a climbing target, and forgets it once back there', () => {
    const climbed = progress(double, state(), working(1, 60, 8, 12), logs(60, [8]));
    expect(climbed.sets[0]).toMatchObject({ reps_min: 9, reps_bottom: 8 });
    const again = progress(double, state(), climbed.sets, logs(60, [10]));
    expect(again.sets[0]).toMatchObject({ reps_min: 11, reps_bottom: 8 });
    const top = progress(double, state(), [{ ...again.sets[0]!, reps_min: 12 }], logs(60, [12]));
    expect(top.sets[0]).toMatchObject({ weight: 62.5, reps_min: 8, reps_bottom: null });
  });

  it('a bottom above the target is stale (the lifter edited the range) and is not restored', () => {
    const out = progress(double, state(), [set({ weight: 60, reps_min: 6, reps_max: 10, reps_bottom: 8 })], logs(60, [10]));
    expect(out.sets[0]).toMatchObject({ weight: 62.5, reps_min: 6, reps_bottom: null });
  });
});

describe('training max (5/3/1)', () => {
  const week = (w: number) =>
    [
      [pct(65, 5), pct(75, 5), pct(85, 5)],
      [pct(70, 3), pct(80, 3), pct(90, 3)],
      [pct(75, 5), pct(85, 3), pct(95, 1)],
      [pct(40, 5), pct(50, 5), pct(60, 5)],
    ][w - 1]!;
  const plan = (sets: RoutineSet[]) => sets.map((s) => [s.percent_of_tm, s.reps_min]);

  it.each<[string, ProgressionRule, ProgressionState, LoggedSet[], number, number, number, string]>([
    [
      'week 1 made: week 2 next, same training max',
      tm,
      state({ training_max: 140 }),
      [log(91, 5), log(105, 5), log(119, 7)],
      2,
      140,
      0,
      'week 2 of 4 next (70/80/90 % of 140 kg)',
    ],
    [
      'week 2 made: week 3 next',
      tm,
      state({ training_max: 140, cycle_week: 2 }),
      [log(98, 3), log(112, 3), log(126, 5)],
      3,
      140,
      0,
      'week 3 of 4 next (75/85/95 % of 140 kg)',
    ],
    [
      'week 3 made: the deload week next',
      tm,
      state({ training_max: 140, cycle_week: 3 }),
      [log(105, 5), log(119, 3), log(133, 2)],
      4,
      140,
      0,
      'week 4 of 4 next (40/50/60 % of 140 kg)',
    ],
    [
      'the deload week ends the cycle: training max + increment',
      tm,
      state({ training_max: 140, cycle_week: 4 }),
      [log(56, 5), log(70, 5), log(84, 5)],
      1,
      145,
      0,
      'training max 140 → 145 kg; week 1 of 4 next (65/75/85 % of 145 kg)',
    ],
    [
      'the deload week is not judged',
      tm,
      state({ training_max: 140, cycle_week: 4, failures: 1 }),
      [log(56, 2)],
      1,
      145,
      0,
      'training max 140 → 145 kg; week 1 of 4 next (65/75/85 % of 145 kg)',
    ],
    [
      'a missed + set is counted, the cycle goes on',
      tm,
      state({ training_max: 140, cycle_week: 3 }),
      [log(105, 5), log(119, 3), log(133, 0)],
      4,
      140,
      1,
      '2 of 3 sets made; week 4 of 4 next (40/50/60 % of 140 kg)',
    ],
    [
      'a lighter set is a miss',
      tm,
      state({ training_max: 140 }),
      [log(91, 5), log(100, 5), log(119, 5)],
      2,
      140,
      1,
      '2 of 3 sets made; week 2 of 4 next (70/80/90 % of 140 kg)',
    ],
    [
      'in lbs: + 10 lbs at the end of the cycle',
      tmLbs,
      state({ weight_unit: 'lbs', training_max: 300, cycle_week: 4 }),
      [log(120, 5, 'lbs'), log(150, 5, 'lbs'), log(180, 5, 'lbs')],
      1,
      310,
      0,
      'training max 300 → 310 lbs; week 1 of 4 next (65/75/85 % of 310 lbs)',
    ],
    [
      'in lbs: week 1 at 65 % of 300 is 195 lbs',
      tmLbs,
      state({ weight_unit: 'lbs', training_max: 300 }),
      [log(195, 5, 'lbs'), log(225, 5, 'lbs'), log(255, 8, 'lbs')],
      2,
      300,
      0,
      'week 2 of 4 next (70/80/90 % of 300 lbs)',
    ],
    [
      'logged in lbs for a kg training max: converted',
      tm,
      state({ training_max: 100 }),
      [log(143.5, 5, 'lbs'), log(165.5, 5, 'lbs'), log(187.5, 5, 'lbs')],
      2,
      100,
      0,
      'week 2 of 4 next (70/80/90 % of 100 kg)',
    ],
  ])('%s', (_name, rule, before, logged, nextWeek, nextTm, failures, summary) => {
    const out = progress(rule, before, week(before.cycle_week), logged);
    expect(out.state.cycle_week).toBe(nextWeek);
    expect(out.state.training_max).toBe(nextTm);
    expect(out.state.failures).toBe(failures);
    expect(plan(out.sets)).toEqual(plan(week(nextWeek)));
    expect(out.summary).toBe(summary);
  });

  it('leaves absolute-weight and warm-up sets of the exercise alone', () => {
    const sets = [warmup(40, 5), ...week(1), set({ weight: 70, reps_min: 10 })];
    const out = progress(tm, state({ training_max: 140 }), sets, [log(91, 5), log(105, 5), log(119, 5), log(70, 10)]);
    expect(out.sets[0]).toEqual(sets[0]);
    expect(out.sets[4]).toEqual(sets[4]);
    expect(out.sets.slice(1, 4).map((s) => s.percent_of_tm)).toEqual([70, 80, 90]);
  });

  it('without a training max nothing moves', () => {
    const out = progress(tm, state(), week(1), []);
    expect(out).toMatchObject({ changed: false, summary: 'no training max set' });
  });
});

describe('linear on % of a training max', () => {
  it('raises the training max, not the percentages', () => {
    const out = progress(linear, state({ training_max: 100 }), [pct(80, 5), pct(80, 5)], logs(80, [5, 5]));
    expect(out.state.training_max).toBe(102.5);
    expect(out.sets.map((s) => s.percent_of_tm)).toEqual([80, 80]);
    expect(out.summary).toBe('training max 100 → 102.5 kg');
  });
});

describe('loadable rounding and units', () => {
  it.each<[number, WeightUnit, number]>([
    [92.3, 'kg', 92.25],
    [92.4, 'kg', 92.5],
    [202.6, 'lbs', 202.5],
    [202.8, 'lbs', 203],
    [-5, 'kg', 0],
    [2100, 'lbs', 2000],
  ])('loadable(%p, %s) = %p', (weight, unit, expected) => {
    expect(loadable(weight, unit)).toBe(expected);
  });

  it('converts between units and reads a missing unit as lbs', () => {
    expect(weightIn(100, 'kg', 'lbs')).toBeCloseTo(220.462, 3);
    expect(weightIn(220.462, null, 'kg')).toBeCloseTo(100, 3);
    expect(weightIn(60, 'kg', 'kg')).toBe(60);
  });

  it('a % target is rounded to what loads', () => {
    expect(targetWeight(pct(85, 5), 142.5, 'kg')).toBe(121.25);
    expect(targetWeight(pct(85, 5), 315, 'lbs')).toBe(268);
    expect(targetWeight(pct(85, 5), null, 'kg')).toBeNull();
  });
});
