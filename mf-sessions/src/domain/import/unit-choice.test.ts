import type { WeightUnit } from '@liftbook/shared/contract';
import type { UnitInference } from '@liftbook/shared/import';
import { countUnitEvidence, inferWeightUnit } from '@liftbook/shared/import';
import { preselectedUnit, unitExampleRows, unitReasonText } from './unit-choice';

const inference = (unit: WeightUnit | null, reason: UnitInference['reason'], count = 0, signs: number[] = []): UnitInference => ({
  unit,
  reason,
  count,
  signs,
});

describe('preselectedUnit: the file’s unit when its numbers are clear, else the lifter’s', () => {
  test.each<[UnitInference, WeightUnit, WeightUnit]>([
    [inference('kg', 'kg-steps', 10), 'lbs', 'kg'],
    [inference('lbs', 'heavy', 10), 'kg', 'lbs'],
    [inference(null, 'unclear'), 'lbs', 'lbs'],
    [inference(null, 'unclear'), 'kg', 'kg'],
    [inference(null, 'no-weights'), 'kg', 'kg'],
  ])('%p with a lifter in %p → %p', (given, lifter, unit) => {
    expect(preselectedUnit(given, lifter)).toBe(unit);
  });
});

describe('unitReasonText', () => {
  test.each<[UnitInference, string]>([
    [
      inference('kg', 'kg-steps', 512, [14, 26, 32]),
      'kg is preselected: 512 of the file’s 2,543 weights (such as 14, 26 and 32) are whole numbers between steps of 2.5, as kg dumbbells and plates make them. lbs weights go up in 5s.',
    ],
    [
      inference('kg', 'lbs-amounts-in-kg', 20, [6.8, 20.41]),
      'kg is preselected: 20 of the file’s 2,543 weights (such as 6.8 and 20.41) are round lbs amounts written in kg, as an app that converts to kg writes them.',
    ],
    [
      inference('lbs', 'kg-amounts-in-lbs', 650, [13.23, 35.27, 44.09]),
      'lbs is preselected: 650 of the file’s 2,543 weights (such as 13.23, 35.27 and 44.09) are round kg amounts written in lbs, as an app that converts to lbs writes them.',
    ],
    [inference('lbs', 'heavy', 700, [225, 315]), 'lbs is preselected: 700 of the file’s 2,543 weights are 200 or more, which is heavy for kg.'],
    [inference(null, 'unclear'), 'Your unit (lbs) is preselected: the file’s numbers do not tell kg from lbs clearly. Check the examples.'],
    [inference(null, 'no-weights'), 'Your unit (lbs) is preselected: the file has no weights to tell by.'],
  ])('%p', (given, text) => {
    expect(unitReasonText(given, { weights: 2543 }, 'lbs')).toBe(text);
  });
});

test('the examples, read both ways (the other unit rounded to whole numbers)', () => {
  const evidence = countUnitEvidence([
    { name: 'Squat (Barbell)', weight: 160 },
    { name: 'Squat (Barbell)', weight: 100 },
    { name: 'Curl', weight: 12.5 },
  ]);
  expect(inferWeightUnit(evidence).unit).toBeNull();
  expect(unitExampleRows(evidence)).toEqual([
    { name: 'Squat (Barbell)', weight: '160', asKg: '160 kg (353 lbs)', asLbs: '160 lbs (73 kg)' },
    { name: 'Curl', weight: '12.5', asKg: '12.5 kg (28 lbs)', asLbs: '12.5 lbs (6 kg)' },
  ]);
});
