import type { WeightUnit } from '@liftbook/shared/contract';
import { displayUnit, formatWeight, formatWeightWithUnit, toLbs } from './weight';

describe('displayUnit (absent shows as lbs)', () => {
  it.each<[WeightUnit | null | undefined, WeightUnit]>([
    ['lbs', 'lbs'],
    ['kg', 'kg'],
    [null, 'lbs'],
    [undefined, 'lbs'],
  ])('%p → %p', (unit, expected) => {
    expect(displayUnit(unit)).toBe(expected);
  });
});

describe('toLbs', () => {
  it.each<[number, WeightUnit | null, number]>([
    [135, 'lbs', 135],
    [135, null, 135],
    [100, 'kg', 220.46226218],
    [0, 'kg', 0],
  ])('%p %p → %p lbs', (weight, unit, lbs) => {
    expect(toLbs(weight, unit)).toBeCloseTo(lbs, 6);
  });
});

describe('formatWeight', () => {
  it.each([
    [135, '135'],
    [27.5, '27.5'],
    [225.25, '225.25'],
    [22.6796, '22.68'],
    [0, '0'],
    [100.1, '100.1'],
  ])('%p → %p', (weight, text) => {
    expect(formatWeight(weight)).toBe(text);
  });
});

describe('formatWeightWithUnit', () => {
  it.each<[number, WeightUnit | null, string]>([
    [135, 'lbs', '135 lbs'],
    [135, null, '135 lbs'],
    [27.5, 'kg', '27.5 kg'],
  ])('%p %p → %p', (weight, unit, text) => {
    expect(formatWeightWithUnit(weight, unit)).toBe(text);
  });
});
