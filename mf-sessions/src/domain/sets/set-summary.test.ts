import type { ExerciseType } from '@liftbook/shared/contract';
import { NO_SETS_LABEL, formatSetLabel, summarizeSets, type SetFigures } from './set-summary';

const reps = (...values: (number | null)[]): SetFigures[] => values.map((r) => ({ reps: r }));
const durations = (...values: (number | null)[]): SetFigures[] => values.map((d) => ({ duration: d }));

describe('summarizeSets', () => {
  it.each<[string, SetFigures[], ExerciseType | undefined, string]>([
    ['no sets', [], undefined, NO_SETS_LABEL],
    ['no sets of a duration exercise', [], 'duration', 'No sets'],
    ['three sets of 8', reps(8, 8, 8), 'reps', '3×8'],
    ['descending 10, 9, 8', reps(10, 9, 8), 'reps', '3×8-10'],
    ['any order within 8..10', reps(9, 10, 8), 'weighted', '3×8-10'],
    ['two ends only', reps(10, 8), undefined, '2×8-10'],
    ['one set', reps(5), 'weighted', '1×5'],
    ['a set without reps still counts', reps(8, null, 8), 'reps', '3×8'],
    ['reps 0 is a value', reps(0, 5), 'reps', '2×0-5'],
    ['sets without any value', reps(null, null), 'reps', '2 sets'],
    ['one set without any value', reps(null), 'weighted', '1 set'],
    ['durations alike', durations(90_000, 90_000, 90_000), 'duration', '3×1:30'],
    ['durations differ', durations(60_000, 90_000), 'duration', '2×1:00-1:30'],
    ['short holds', durations(45_000, 45_000), 'duration', '2×0:45'],
    ['an hour', durations(3_723_000), 'duration', '1×1:02:03'],
    ['durations without a type', durations(30_000, 30_000), undefined, '2×0:30'],
    ['reps win without a type', [{ reps: 8, duration: 30_000 }], undefined, '1×8'],
    ['duration type reads durations', [{ reps: 8, duration: 30_000 }], 'duration', '1×0:30'],
    ['reps type ignores durations', durations(30_000), 'reps', '1 set'],
    [
      'working sets only: two warm-ups before 3×3-5',
      [{ reps: 10, kind: 'warmup' }, { reps: 8, kind: 'warmup' }, { reps: 5 }, { reps: 4, kind: 'normal' }, { reps: 3, kind: 'failure' }],
      'weighted',
      '3×3-5',
    ],
    ['a drop set is a working set', [{ reps: 5 }, { reps: 12, kind: 'drop' }], 'weighted', '2×5-12'],
    [
      'only warm-ups: said so',
      [
        { reps: 5, kind: 'warmup' },
        { reps: 5, kind: 'warmup' },
      ],
      'weighted',
      '2×5 warm-up',
    ],
    ['a warm-up hold', [{ duration: 30_000, kind: 'warmup' }, { duration: 60_000 }], 'duration', '1×1:00'],
  ])('%s', (_case, sets, type, summary) => {
    expect(summarizeSets(sets, type)).toBe(summary);
  });
});

describe('formatSetLabel', () => {
  it.each<[string, SetFigures, string]>([
    ['weight and reps', { weight: 135, weight_unit: 'lbs', reps: 8 }, '135 lbs × 8'],
    ['unit absent shows as lbs', { weight: 135, weight_unit: null, reps: 8 }, '135 lbs × 8'],
    ['unit undefined shows as lbs', { weight: 135, reps: 8 }, '135 lbs × 8'],
    ['kg', { weight: 27.5, weight_unit: 'kg', reps: 12 }, '27.5 kg × 12'],
    ['weight 0', { weight: 0, weight_unit: 'lbs', reps: 10 }, '0 lbs × 10'],
    ['kg shown to the nearest 0.25 (stored exactly)', { weight: 22.6796, weight_unit: 'kg', reps: 5 }, '22.75 kg × 5'],
    ['lbs shown to the nearest 0.5', { weight: 225.25, reps: 3 }, '225.5 lbs × 3'],
    ['a loadable half kept', { weight: 100.5, reps: 3 }, '100.5 lbs × 3'],
    // As the calendar writes its Total Volume: one way to write a weight in the whole app.
    ['thousands grouped', { weight: 1500, weight_unit: 'lbs', reps: 1 }, '1,500 lbs × 1'],
    ['reps only', { weight: null, reps: 8 }, '8 reps'],
    ['one rep', { reps: 1 }, '1 rep'],
    ['zero reps', { reps: 0 }, '0 reps'],
    ['duration', { duration: 90_000 }, '1:30'],
    ['short duration', { duration: 45_000 }, '0:45'],
    ['weighted hold', { weight: 45, weight_unit: 'lbs', duration: 60_000 }, '45 lbs × 1:00'],
    ['weight only', { weight: 135 }, '135 lbs'],
    ['reps and a duration', { reps: 8, duration: 40_000 }, '8 reps · 0:40'],
    ['duration 0 is no duration', { reps: 8, duration: 0 }, '8 reps'],
    ['empty set', {}, '—'],
    ['all null', { weight: null, weight_unit: null, reps: null, duration: null }, '—'],
  ])('%s', (_case, set, label) => {
    expect(formatSetLabel(set)).toBe(label);
  });

  it.each<[string, SetFigures, string, string]>([
    ['a run: duration and distance', { duration: 1_200_000 }, '5.00 km', '20:00 · 5.00 km'],
    ['a carry: weight and distance', { weight: 100, weight_unit: 'lbs' }, '0.03 mi', '100 lbs · 0.03 mi'],
    ['distance only', {}, '2.00 km', '2.00 km'],
    ['reps, duration and distance', { reps: 8, duration: 40_000 }, '0.10 km', '8 reps · 0:40 · 0.10 km'],
  ])('with a distance: %s', (_case, set, distance, label) => {
    expect(formatSetLabel(set, distance)).toBe(label);
  });
});
