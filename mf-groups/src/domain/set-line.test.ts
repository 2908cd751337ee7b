import type { WorkoutSet } from '@liftbook/shared/contract';
import { clock, distanceIn, memberSetLine, weightIn } from './set-line';

const set = (figures: Partial<WorkoutSet>) => ({
  weight: null,
  weight_unit: null,
  reps: null,
  duration: null,
  distance: null,
  rpe: null,
  kind: 'normal' as const,
  ...figures,
});

test.each([
  ['kg in kg', set({ weight: 100, weight_unit: 'kg', reps: 5 }), 'kg', '100 kg × 5'],
  ['kg for a lbs lifter', set({ weight: 100, weight_unit: 'kg', reps: 5 }), 'lbs', '220.46 lbs × 5'],
  ['lbs for a kg lifter', set({ weight: 225, weight_unit: 'lbs', reps: 3 }), 'kg', '102.06 kg × 3'],
  ['no unit reads as lbs', set({ weight: 135, reps: 8 }), 'lbs', '135 lbs × 8'],
  ['reps only', set({ reps: 12 }), 'kg', '12 reps'],
  ['one rep', set({ reps: 1 }), 'kg', '1 rep'],
  ['a timed hold with a weight', set({ weight: 20, weight_unit: 'kg', duration: 45_000 }), 'kg', '20 kg × 0:45'],
  ['reps and a time', set({ reps: 8, duration: 40_000 }), 'kg', '8 reps · 0:40'],
  ['a warm-up row', set({ duration: 300_000, distance: 1000, kind: 'warmup' }), 'kg', '5:00 · 1.00 km · warm-up'],
  ['to failure with an RPE, in miles', set({ duration: 480_000, distance: 2000, rpe: 9.5, kind: 'failure' }), 'lbs', '8:00 · 1.24 mi · RPE 9.5 · to failure'],
  ['a drop set', set({ weight: 60, weight_unit: 'kg', reps: 10, kind: 'drop', rpe: 8 }), 'kg', '60 kg × 10 · RPE 8 · drop set'],
  ['a short carry', set({ weight: 32, weight_unit: 'kg', distance: 40 }), 'kg', '32 kg · 40 m'],
  ['nothing logged', set({}), 'kg', '—'],
] as const)('%s', (_case, figures, unit, line) => {
  expect(memberSetLine(figures, unit)).toBe(line);
});

test.each([
  [100, 'kg', 'kg', 100],
  [100, 'kg', 'lbs', 220.46],
  [225, 'lbs', 'kg', 102.06],
  [135, null, 'lbs', 135],
] as const)('weightIn(%s, %s, %s) is %s', (weight, from, to, expected) => {
  expect(weightIn(weight, from, to)).toBe(expected);
});

test.each([
  [45_000, '0:45'],
  [480_000, '8:00'],
  [3_723_000, '1:02:03'],
])('clock(%s) is %s', (ms, text) => {
  expect(clock(ms)).toBe(text);
});

test.each([
  [40, 'kg', '40 m'],
  [999.5, 'lbs', '999.5 m'],
  [5000, 'kg', '5.00 km'],
  [5000, 'lbs', '3.11 mi'],
] as const)('distanceIn(%s, %s) is %s', (metres, unit, text) => {
  expect(distanceIn(metres, unit)).toBe(text);
});
