// The progress formula, by tables: each goal kind, clamps, targets already met, the grace
// period and the on-track share, kg sets, the best set, and the worked example; then
// its rules as properties over random goals and sets (fast-check).
import { LBS_PER_KG } from '@liftbook/shared/set-rules';
import fc from 'fast-check';
import {
  bestSet,
  componentProgress,
  daysRemaining,
  goalKind,
  goalProgress,
  isOnTrack,
  roundPercent,
  scoreSet,
  type GoalTargets,
  type LoggedSet,
} from './progress.js';
import type { WeightUnit } from '@liftbook/shared/contract';

/** A weight in lbs, as sets.weight_lbs stores it: kg × LBS_PER_KG, lbs (or no unit) as is. */
const toLbs = (weight: number, unit: WeightUnit | null) => (unit === 'kg' ? weight * LBS_PER_KG : weight);

const goal = (current_weight: number | null, current_reps: number | null, target_weight: number | null, target_reps: number | null): GoalTargets => ({
  current_weight,
  current_reps,
  target_weight,
  target_reps,
});

describe('goalKind', () => {
  test.each([
    [goal(135, 5, 185, null), 'weight'],
    [goal(135, 5, 185, 5), 'weight_and_reps'],
    [goal(null, 8, null, 15), 'reps'],
    [goal(null, null, 0, null), 'weight'],
    [goal(135, 5, null, null), null],
  ])('%j is %p', (g, kind) => {
    expect(goalKind(g)).toBe(kind);
  });
});

describe('componentProgress: clamped to 0–100, a met target is 100', () => {
  test.each([
    [160, 135, 185, 50],
    [135, 135, 185, 0],
    [185, 135, 185, 100],
    [200, 135, 185, 100], // beyond the target: clamped
    [100, 135, 185, 0], // below the start: clamped
    [0, 0, 100, 0],
    [25, 0, 100, 25],
    [150, 200, 185, 0], // target below the start, not met
    [190, 200, 185, 100], // target below the start, met
    [185, 185, 185, 100], // no range, met
    [5, 5, 0, 100], // a zero target is met by anything
  ])('current %p, start %p, target %p -> %p', (current, start, target, expected) => {
    expect(componentProgress(current, start, target)).toBeCloseTo(expected, 10);
  });
});

describe('scoreSet: each goal kind and its weighting', () => {
  test.each<[string, GoalTargets, number, number, { progress: number; strength: number | null; volume: number }]>([
    // The example: 135×5 -> 185×5, a logged 160×5 is 50 %, a logged 185×5 is 100 %.
    ['weight and reps, halfway', goal(135, 5, 185, 5), 160, 5, { progress: 50, strength: 50, volume: 50 }],
    ['weight and reps, met', goal(135, 5, 185, 5), 185, 5, { progress: 100, strength: 100, volume: 100 }],
    // volume (160×3 = 480 − 675) < 0 -> 0; strength 50 -> 50 × 0.5
    ['weight and reps, heavier for fewer reps', goal(135, 5, 185, 5), 160, 3, { progress: 25, strength: 50, volume: 0 }],
    // more reps at the start weight: strength 0, volume (135×8 − 675)/(925 − 675) = 162 % -> 100
    ['weight and reps, reps only move volume', goal(135, 5, 185, 5), 135, 8, { progress: 50, strength: 0, volume: 100 }],
    // weight-only: target reps are the start reps (5); 70 % strength + 30 % volume
    ['weight only, halfway', goal(135, 5, 185, null), 160, 5, { progress: 50, strength: 50, volume: 50 }],
    ['weight only, met for a single', goal(135, 5, 185, null), 185, 1, { progress: 70, strength: 100, volume: 0 }],
    ['weight only, met for the start reps', goal(135, 5, 185, null), 185, 5, { progress: 100, strength: 100, volume: 100 }],
    // weight-only without a start: start 0, target reps 1, so any set at the target weight is 100
    ['weight only, no start', goal(null, null, 200, null), 100, 3, { progress: 65, strength: 50, volume: 100 }],
    ['weight only, no start, met', goal(null, null, 200, null), 200, 1, { progress: 100, strength: 100, volume: 100 }],
    // start weight without reps: start volume 0, target reps 1
    ['weight only, start weight only', goal(100, null, 200, null), 150, 1, { progress: 35 + 30 * 0.75, strength: 50, volume: 75 }],
    // reps-only: (reps − start reps) / (target reps − start reps), weight ignored
    ['reps only, partway', goal(null, 8, null, 20), 0, 14, { progress: 50, strength: null, volume: 50 }],
    ['reps only, weighted set counts its reps', goal(null, 8, null, 20), 45, 11, { progress: 25, strength: null, volume: 25 }],
    ['reps only, no start', goal(null, null, null, 10), 0, 4, { progress: 40, strength: null, volume: 40 }],
    ['reps only, beyond', goal(null, 8, null, 20), 0, 30, { progress: 100, strength: null, volume: 100 }],
    ['reps only, below the start', goal(null, 8, null, 20), 0, 5, { progress: 0, strength: null, volume: 0 }],
    // targets already met at the start count as 100
    ['target already met: weight', goal(200, 5, 185, null), 200, 5, { progress: 100, strength: 100, volume: 100 }],
    ['target already met: reps', goal(null, 20, null, 15), 0, 20, { progress: 100, strength: null, volume: 100 }],
    ['no target at all', goal(135, 5, null, null), 200, 10, { progress: 0, strength: null, volume: 0 }],
    // 95×8 -> 135×5. The target volume (675) is below the start's (760): volume measures
    // nothing, so it is left out and strength counts 100 %. 115×5 is halfway, not 25 %.
    ['target volume below the start: strength alone', goal(95, 8, 135, 5), 115, 5, { progress: 50, strength: 50, volume: 0 }],
    ['target volume below the start, met', goal(95, 8, 135, 5), 135, 5, { progress: 100, strength: 100, volume: 100 }],
    // the reverse: more reps at the start weight (strength target = start): volume alone
    ['target weight = start weight: volume alone', goal(135, 5, 135, 10), 135, 8, { progress: 60, strength: 100, volume: 60 }],
    // every component left out: a set meeting every target is 100 %, any other 0 %
    ['every target at or below the start, a set short of it', goal(200, 5, 185, 5), 180, 5, { progress: 0, strength: 0, volume: 0 }],
  ])('%s', (_case, g, weight, reps, expected) => {
    const score = scoreSet(g, weight, reps);
    expect(score.progress).toBeCloseTo(expected.progress, 10);
    if (expected.strength === null) expect(score.strength).toBeNull();
    else expect(score.strength).toBeCloseTo(expected.strength, 10);
    expect(score.volume).toBeCloseTo(expected.volume, 10);
  });
});

describe('toLbs', () => {
  test.each<[number, 'kg' | 'lbs' | null, number]>([
    [100, 'kg', 220.462],
    [100, 'lbs', 100],
    [100, null, 100],
    [0, 'kg', 0],
  ])('%p %p -> %p lbs', (weight, unit, lbs) => {
    expect(toLbs(weight, unit)).toBeCloseTo(lbs, 10);
  });

  test('a kg set is scored in lbs: 72.5 kg is 159.83 lbs, just short of half of 135 -> 185', () => {
    const score = scoreSet(goal(135, 5, 185, null), toLbs(72.5, 'kg'), 5);
    expect(72.5 * LBS_PER_KG).toBeCloseTo(159.83495, 5);
    expect(score.strength).toBeCloseTo(49.6699, 4);
  });
});

describe('bestSet: the set that scores the highest progress', () => {
  const sets = (...pairs: [number, number, string][]): LoggedSet[] => pairs.map(([weight, reps, day]) => ({ weight, reps, day }));

  test('none logged: undefined', () => {
    expect(bestSet(goal(135, 5, 185, 5), [])).toBeUndefined();
  });

  test('the heaviest is not always the best: volume counts', () => {
    // 170×1: strength 70, volume 0 -> 35; 160×5: 50/50 -> 50
    const best = bestSet(goal(135, 5, 185, 5), sets([170, 1, '2026-03-01'], [160, 5, '2026-03-02'], [140, 6, '2026-03-03']));
    expect(best?.set).toEqual({ weight: 160, reps: 5, day: '2026-03-02' });
    expect(best?.score.progress).toBeCloseTo(50, 10);
  });

  test('for a weight-only goal the heavy single wins (70 % strength)', () => {
    // 185×1: 70; 160×5: 50
    expect(bestSet(goal(135, 5, 185, null), sets([185, 1, '2026-03-01'], [160, 5, '2026-03-02']))?.set.weight).toBe(185);
  });

  test('ties at 100 go to the heavier set, then more reps, then the earlier day', () => {
    const g = goal(null, 5, null, 10);
    expect(bestSet(g, sets([0, 12, '2026-03-01'], [50, 12, '2026-03-02'], [50, 15, '2026-03-03']))?.set).toEqual({ weight: 50, reps: 15, day: '2026-03-03' });
    expect(bestSet(g, sets([50, 15, '2026-03-05'], [50, 15, '2026-03-04']))?.set.day).toBe('2026-03-04');
  });
});

describe('roundPercent: one decimal, rounded down, float noise absorbed', () => {
  test.each([
    [50, 50],
    [0.7 * 50 + 0.3 * 50, 50],
    [33.3333, 33.3],
    [99.96, 99.9],
    [100, 100],
    [0, 0],
  ])('%p -> %p', (input, expected) => {
    expect(roundPercent(input)).toBe(expected);
  });
});

describe('daysRemaining: whole days from today (UTC)', () => {
  test.each([
    ['2026-03-10', '2026-03-01T00:00:00Z', 9],
    ['2026-03-10', '2026-03-01T23:59:59Z', 9],
    ['2026-03-10', '2026-03-10T12:00:00Z', 0],
    ['2026-03-10', '2026-03-12T08:00:00Z', -2],
    ['2026-04-01', '2026-03-29T01:00:00Z', 3], // across the (European) DST change: UTC days
    ['2029-03-01', '2028-02-28T10:00:00Z', 367], // a leap day in between
  ])('due %s, now %s -> %p', (target, now, days) => {
    expect(daysRemaining(target, new Date(now))).toBe(days);
  });
});

describe('isOnTrack: the grace period, then progress against elapsed time', () => {
  const created = new Date('2026-01-01T12:00:00Z');
  test.each([
    ['day 0, no progress', 0, '2026-03-02', '2026-01-01T12:00:00Z', true],
    ['6 days 23 hours in, no progress (grace)', 0, '2026-01-11', '2026-01-08T11:00:00Z', true],
    ['exactly 7 days in, no progress: grace over', 0, '2026-03-02', '2026-01-08T12:00:00Z', false],
    // created at noon, due at midnight of 2026-03-02: 59.5 days; 30 days passed = 50.4 %
    ['halfway through the time, 50 % done: just behind', 50, '2026-03-02', '2026-01-31T12:00:00Z', false],
    ['halfway through the time, 51 % done', 51, '2026-03-02', '2026-01-31T12:00:00Z', true],
    ['a quarter of the time, 30 % done', 30, '2026-05-01', '2026-01-31T12:00:00Z', true],
    ['target date passed, 99.9 %', 99.9, '2026-02-01', '2026-02-20T00:00:00Z', false],
    ['target date passed, 100 %', 100, '2026-02-01', '2026-02-20T00:00:00Z', true],
    ['target date before creation (saved past date), after the grace period', 40, '2025-12-01', '2026-01-20T00:00:00Z', false],
  ])('%s', (_case, progress, target, now, expected) => {
    expect(isOnTrack(progress, created, target, new Date(now))).toBe(expected);
  });
});

describe('goalProgress: the answer of the api', () => {
  const base = { created_at: new Date('2026-01-01T10:00:00Z'), target_date: '2026-03-01' };
  const now = new Date('2026-01-31T10:00:00Z');

  test('the issue example: 135×5 -> 185×5 with 160×5 and 150×5 logged', () => {
    const progress = goalProgress(
      { ...base, ...goal(135, 5, 185, 5) },
      [
        { weight: 150, reps: 5, day: '2026-01-10' },
        { weight: 160, reps: 5, day: '2026-01-20' },
      ],
      now,
    );
    expect(progress).toEqual({
      progress_percentage: 50,
      is_on_track: false, // 30 of 59.6 days passed (50.3 % of the time) with 50 % done
      days_remaining: 29,
      current_weight: 160,
      current_reps: 5,
      target_weight: 185,
      target_reps: 5,
      breakdown: { strength: 50, volume: 50, strength_weight: 50, volume_weight: 50 },
      best_set_date: '2026-01-20T00:00:00.000Z',
    });
  });

  test('nothing logged since it started: 0 %, no Current, no best set date', () => {
    const progress = goalProgress({ ...base, ...goal(135, 5, 185, null) }, [], now);
    expect(progress).toMatchObject({
      progress_percentage: 0,
      current_weight: null,
      current_reps: null,
      best_set_date: null,
      breakdown: { strength: 0, volume: 0, strength_weight: 70, volume_weight: 30 },
    });
  });

  test('nothing logged is 0 % even when a target is at or below the start (95×8 -> 135×5 showed 50 %)', () => {
    expect(goalProgress({ ...base, ...goal(null, 20, null, 15) }, [], now).progress_percentage).toBe(0);
    const progress = goalProgress({ ...base, ...goal(95, 8, 135, 5) }, [], now);
    expect(progress.progress_percentage).toBe(0);
    expect(progress.breakdown).toEqual({ strength: 0, volume: 0, strength_weight: 100, volume_weight: 0 });
    expect(goalProgress({ ...base, ...goal(95, 8, 135, 5) }, [{ weight: 115, reps: 5, day: '2026-01-05' }], now).progress_percentage).toBe(50);
  });

  test('a kg set: Current in lbs, rounded to the hundredth', () => {
    const progress = goalProgress({ ...base, ...goal(135, 5, 185, 5) }, [{ weight: toLbs(80, 'kg'), reps: 5, day: '2026-01-15' }], now);
    expect(progress.current_weight).toBe(176.37);
    expect(progress.progress_percentage).toBe(82.7); // (176.37−135)/50 = 82.74 %, volume the same
    expect(progress.breakdown).toEqual({ strength: 82.7, volume: 82.7, strength_weight: 50, volume_weight: 50 });
  });

  test('reps-only: no strength component', () => {
    const progress = goalProgress({ ...base, ...goal(null, 10, null, 20) }, [{ weight: 0, reps: 13, day: '2026-01-05' }], now);
    // Current is reps only: no "0 lbs × 13".
    expect(progress).toMatchObject({ progress_percentage: 30, current_weight: null, current_reps: 13 });
    expect(progress.breakdown).toEqual({ strength: null, volume: 30, strength_weight: 0, volume_weight: 100 });
  });

  test('on track is judged on the unrounded progress against the share of time passed', () => {
    // 30 days of 59.58 (created 10:00, due at midnight) = 50.35 % of the time: 50 % is behind.
    expect(goalProgress({ ...base, ...goal(135, 5, 185, 5) }, [{ weight: 160, reps: 5, day: '2026-01-20' }], now).is_on_track).toBe(false);
  });
});

describe('rules held over random goals and sets', () => {
  const weight = fc.integer({ min: 0, max: 400 }).map((w) => w * 1.25);
  const reps = fc.integer({ min: 0, max: 30 });
  const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
  const anyGoal = fc
    .record({ current_weight: maybe(weight), current_reps: maybe(reps), target_weight: maybe(weight), target_reps: maybe(reps) })
    .filter((g) => g.target_weight !== null || g.target_reps !== null);
  const set = fc.record({ weight, reps, day: fc.constantFrom('2026-01-02', '2026-01-09', '2026-01-16') });
  const base = { created_at: new Date('2026-01-01T10:00:00Z'), target_date: '2026-06-01' };
  const now = new Date('2026-01-20T10:00:00Z');

  test('nothing logged since the goal started is 0 %, with no Current', () => {
    fc.assert(
      fc.property(anyGoal, (g) => {
        const progress = goalProgress({ ...base, ...g }, [], now);
        expect(progress.progress_percentage).toBe(0);
        expect(progress.current_weight).toBeNull();
        expect(progress.current_reps).toBeNull();
      }),
    );
  });

  test('a set at least as heavy for at least as many reps as every earlier one never lowers progress', () => {
    fc.assert(
      fc.property(anyGoal, fc.array(set, { maxLength: 8 }), weight, reps, (g, earlier, extraWeight, extraReps) => {
        const heaviest = Math.max(0, ...earlier.map((s) => s.weight));
        const most = Math.max(0, ...earlier.map((s) => s.reps));
        const next = { weight: heaviest + extraWeight, reps: most + extraReps, day: '2026-01-19' };
        const before = goalProgress({ ...base, ...g }, earlier, now).progress_percentage;
        const after = goalProgress({ ...base, ...g }, [...earlier, next], now).progress_percentage;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  test('logging any set never lowers progress, and progress stays within 0–100', () => {
    fc.assert(
      fc.property(anyGoal, fc.array(set, { maxLength: 8 }), set, (g, earlier, next) => {
        const before = goalProgress({ ...base, ...g }, earlier, now).progress_percentage;
        const after = goalProgress({ ...base, ...g }, [...earlier, next], now).progress_percentage;
        expect(after).toBeGreaterThanOrEqual(before);
        expect(after).toBeGreaterThanOrEqual(0);
        expect(after).toBeLessThanOrEqual(100);
      }),
    );
  });

  test('a component whose target does not exceed its start is left out and the other weighs 100 %', () => {
    fc.assert(
      fc.property(anyGoal, fc.array(set, { minLength: 1, maxLength: 8 }), (g, sets) => {
        const { breakdown, progress_percentage } = goalProgress({ ...base, ...g }, sets, now);
        expect(breakdown.strength_weight + breakdown.volume_weight).toBe(100);
        const kind = goalKind(g);
        if (kind === 'reps') return;
        const startWeight = g.current_weight ?? 0;
        const startReps = g.current_reps ?? 0;
        const targetReps = kind === 'weight' ? (g.current_reps ?? 1) : g.target_reps!;
        const strengthCounts = g.target_weight! > startWeight;
        const volumeCounts = g.target_weight! * targetReps > startWeight * startReps;
        if (strengthCounts && !volumeCounts) {
          expect(breakdown).toMatchObject({ strength_weight: 100, volume_weight: 0 });
          expect(progress_percentage).toBe(breakdown.strength);
        }
        if (volumeCounts && !strengthCounts) {
          expect(breakdown).toMatchObject({ strength_weight: 0, volume_weight: 100 });
          expect(progress_percentage).toBe(breakdown.volume);
        }
      }),
    );
  });

  test('Current is the best set: no logged set scores more than it', () => {
    fc.assert(
      fc.property(anyGoal, fc.array(set, { minLength: 1, maxLength: 8 }), (g, sets) => {
        const progress = goalProgress({ ...base, ...g }, sets, now);
        const best = Math.max(...sets.map((s) => scoreSet(g, s.weight, s.reps).progress));
        expect(progress.progress_percentage).toBe(roundPercent(best));
        expect(sets.some((s) => s.reps === progress.current_reps && (goalKind(g) === 'reps' || s.weight === progress.current_weight))).toBe(true);
      }),
    );
  });

  test('a reps-only goal has no weight in Current', () => {
    fc.assert(
      fc.property(maybe(reps), reps, fc.array(set, { minLength: 1, maxLength: 8 }), (start, target, sets) => {
        const progress = goalProgress({ ...base, current_weight: null, current_reps: start, target_weight: null, target_reps: target }, sets, now);
        expect(progress.current_weight).toBeNull();
        expect(progress.breakdown.strength).toBeNull();
      }),
    );
  });
});
