// The unit of a file's unitless weights, inferred from its own numbers: every real export (the
// ones with a unit column read as if they had none, so the answer can be checked against it) and
// synthetic cases at the edges of the rule.
import type { WeightUnit } from '@liftbook/shared/contract';
import { parseImportText } from './parse-import';
import { countUnitEvidence, inferWeightUnit, unitSign, type UnitReason } from './unit-inference';
import { readSample, withSamples } from '../../../tools/lib/test/import-samples.cjs';

/** Every weight of a sample with the unit the file gives it (null where it gives none). */
function weightsOf(file: string) {
  const plan = parseImportText(readSample(file));
  return plan.workouts.flatMap((w) => w.exercises.flatMap((e) => e.sets.map((set) => ({ name: e.name, weight: set.weight, unit: set.weightUnit }))));
}

withSamples(() =>
  describe('the real exports', () => {
    test.each<[string, WeightUnit | null, WeightUnit, UnitReason]>([
      // No unit column: kg by their content.
      ['strong-2017-legacy-comma.csv', null, 'kg', 'kg-steps'],
      ['strong-2024-ios-comma-WDF-rpe.csv', null, 'kg', 'kg-steps'],
      // A unit column, ignored here: the numbers alone agree with it.
      ['strong-2019-semicolon-unitcols.csv', 'kg', 'kg', 'kg-steps'],
      ['strong-2019-semicolon-unitcols.csv', 'lbs', 'lbs', 'kg-amounts-in-lbs'],
      ['strong-2021-2025-workoutno-semicolon-resttimer.csv', 'kg', 'kg', 'kg-steps'],
      ['hevy-kg-km-supersets-rpe.csv', 'kg', 'kg', 'kg-steps'],
      ['hevy-lbs-miles.csv', 'lbs', 'lbs', 'heavy'],
      ['fitnotes-android-unquoted-commas.csv', 'kg', 'kg', 'kg-steps'],
    ])('%s (rows in %s) → %s, for %s', (file, rows, unit, reason) => {
      const sets = weightsOf(file).filter((set) => set.unit === rows);
      expect(sets.length).toBeGreaterThan(0);
      expect(inferWeightUnit(countUnitEvidence(sets))).toMatchObject({ unit, reason });
    });

    test('Strong 2017: the kg steps it names are the file’s own common ones, and the examples its most-trained lifts', () => {
      const evidence = countUnitEvidence(weightsOf('strong-2017-legacy-comma.csv'));
      const inference = inferWeightUnit(evidence);
      expect(inference.count).toBe(evidence.kgSteps);
      expect(inference.signs).toHaveLength(3);
      for (const weight of inference.signs) expect(unitSign(weight)).toBe('kg-steps');
      expect(evidence.examples).toHaveLength(3);
      expect(evidence.heavy).toBe(0);
    });
  }),
);

describe('one weight', () => {
  test.each<[number, ReturnType<typeof unitSign>]>([
    [60, null],
    [62.5, null],
    [61.25, null],
    [135, null],
    [26, 'kg-steps'],
    [14, 'kg-steps'],
    [44.09, 'kg-amounts-in-lbs'], // 20 kg
    [35.27, 'kg-amounts-in-lbs'], // 16 kg
    [13.23, 'kg-amounts-in-lbs'], // 6 kg
    [6.8, 'lbs-amounts-in-kg'], // 15 lbs
    [20.41, 'lbs-amounts-in-kg'], // 45 lbs
    [74.4, null],
  ])('%p → %p', (weight, sign) => {
    expect(unitSign(weight)).toBe(sign);
  });
});

const sets = (...groups: [number, number][]) => groups.flatMap(([weight, count]) => Array.from({ length: count }, () => ({ name: 'Lift', weight })));

describe('synthetic files', () => {
  test.each<[string, ReturnType<typeof sets>, WeightUnit | null, UnitReason]>([
    ['no weights at all', [], null, 'no-weights'],
    ['only body-weight sets (no weight)', [{ name: 'Pull Up', weight: null }] as never, null, 'no-weights'],
    ['round barbell numbers only: could be either', sets([60, 20], [100, 20], [80, 20]), null, 'unclear'],
    ['kg dumbbells among round numbers', sets([60, 40], [14, 5], [26, 5]), 'kg', 'kg-steps'],
    ['too few kg steps to be sure', sets([60, 40], [14, 2], [26, 2]), null, 'unclear'],
    ['a stray 12 in a heavy lbs log', sets([225, 30], [315, 10], [135, 40], [12, 2]), 'lbs', 'heavy'],
    ['heavy numbers and kg steps both: unclear', sets([225, 20], [14, 20], [60, 20]), null, 'unclear'],
    ['kg amounts written in lbs', sets([44.09, 10], [88.18, 10], [50, 10]), 'lbs', 'kg-amounts-in-lbs'],
    ['lbs amounts written in kg', sets([6.8, 10], [20.41, 10], [60, 10]), 'kg', 'lbs-amounts-in-kg'],
  ])('%s', (_, weights, unit, reason) => {
    expect(inferWeightUnit(countUnitEvidence(weights))).toMatchObject({ unit, reason });
  });

  test('the examples: the heaviest set of the names with the most weighted sets', () => {
    const evidence = countUnitEvidence([
      { name: 'Squat', weight: 100 },
      { name: 'Squat', weight: 140 },
      { name: 'Squat', weight: 120 },
      { name: 'Curl', weight: 14 },
      { name: 'Curl', weight: 16 },
      { name: 'Row', weight: 60 },
      { name: 'Plank', weight: null },
      { name: 'Press', weight: 40 },
    ]);
    expect(evidence.examples).toEqual([
      { name: 'Squat', weight: 140 },
      { name: 'Curl', weight: 16 },
      { name: 'Press', weight: 40 },
    ]);
  });
});
