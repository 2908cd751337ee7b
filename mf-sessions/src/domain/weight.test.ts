import type { WeightUnit } from '@liftbook/shared/contract';
import { toLbs } from './weight';

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
