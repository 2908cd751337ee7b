import {
  distanceField,
  distanceFieldValue,
  distanceUnitFor,
  distanceUnitOf,
  formatDistance,
  fromMetres,
  maxDistanceIn,
  toMetres,
  type DistanceFieldUnit,
  type DistanceUnit,
} from './distance';

describe("the lifter's long unit follows the weight unit", () => {
  it.each([
    ['kg', 'km'],
    ['lbs', 'mi'],
  ] as const)('%s -> %s', (weight, distance) => expect(distanceUnitFor(weight)).toBe(distance));
});

describe('typed distance to metres', () => {
  it.each<[number, DistanceFieldUnit, number]>([
    [5, 'km', 5000],
    [0.5, 'km', 500],
    [2.25, 'km', 2250],
    [1, 'mi', 1609.34],
    [3.1, 'mi', 4988.97],
    [26.2, 'mi', 42164.81],
    [0, 'mi', 0],
    [40, 'm', 40],
    [45.72, 'm', 45.72],
  ])('%s %s = %s m', (value, unit, metres) => expect(toMetres(value, unit)).toBe(metres));
});

describe('a stored distance keeps the unit that reads it exactly (docs/product.md §5.10)', () => {
  it.each<[string, number, DistanceUnit, DistanceFieldUnit, string, string]>([
    ['a sled push stays metres for an lbs lifter (was "0.025 mi")', 40, 'mi', 'm', '40', '40 m'],
    ['a sled push stays metres for a kg lifter', 40, 'km', 'm', '40', '40 m'],
    ['a carry in yards, as metres to the centimetre', 45.72, 'km', 'm', '45.72', '45.7 m'],
    ['a track lap', 400, 'mi', 'm', '400', '400 m'],
    ['just under a kilometre', 999.99, 'mi', 'm', '999.99', '1000 m'],
    ['5 km for a kg lifter', 5000, 'km', 'km', '5', '5.00 km'],
    ['5 km stays km for an lbs lifter (was "3.107 mi")', 5000, 'mi', 'km', '5', '5.00 km'],
    ['a mile for an lbs lifter', 1609.34, 'mi', 'mi', '1', '1.00 mi'],
    ['a mile stays miles for a kg lifter', 1609.34, 'km', 'mi', '1', '1.00 mi'],
    ['3.1 mi as typed', 4988.97, 'mi', 'mi', '3.1', '3.10 mi'],
    ['a marathon in km', 42195, 'mi', 'km', '42.195', '42.20 km'],
    ['reads exactly in neither: metres', 1234.56, 'km', 'm', '1234.56', '1234.6 m'],
    ['exact in both: the lifter’s unit first', 201168, 'mi', 'mi', '125', '125.00 mi'],
    ['exact in both, kg lifter', 201168, 'km', 'km', '201.168', '201.17 km'],
  ])('%s', (_case, metres, preferred, unit, field, shown) => {
    expect(distanceUnitOf(metres, preferred)).toBe(unit);
    expect(distanceField(metres, preferred)).toEqual({ distance: field, distanceUnit: unit });
    expect(formatDistance(metres, preferred)).toBe(shown);
  });

  it('an absent distance is a blank field in the lifter’s unit', () => {
    expect(distanceField(null, 'km')).toEqual({ distance: '', distanceUnit: 'km' });
    expect(distanceField(undefined, 'mi')).toEqual({ distance: '', distanceUnit: 'mi' });
    expect(distanceFieldValue(null, 'm')).toBe('');
  });

  it('a pre-filled distance typed back is the same distance, to the centimetre', () => {
    const typed: Array<[number, DistanceFieldUnit]> = [
      [40, 'm'],
      [40.25, 'm'],
      [5, 'km'],
      [1.5, 'km'],
      [3.1, 'mi'],
      [0.25, 'mi'],
      [26.2, 'mi'],
      [42.195, 'km'],
      [50 * 0.9144, 'm'],
    ];
    for (const [value, unit] of typed) {
      const metres = toMetres(value, unit);
      for (const preferred of ['km', 'mi'] as const) {
        const field = distanceField(metres, preferred);
        expect(toMetres(Number(field.distance), field.distanceUnit)).toBe(metres);
      }
    }
  });
});

describe('limits', () => {
  it('the most a set takes, in each unit', () => {
    expect(maxDistanceIn('km')).toBe(1000);
    expect(maxDistanceIn('mi')).toBe(621.37);
    expect(maxDistanceIn('m')).toBe(1_000_000);
    expect(toMetres(maxDistanceIn('mi'), 'mi')).toBeLessThanOrEqual(1_000_000);
    expect(fromMetres(1000, 'km')).toBe(1);
  });
});
