import { distanceFieldValue, distanceUnitFor, formatDistance, fromMetres, maxDistanceIn, toMetres, type DistanceUnit } from './distance';

describe('distance unit follows the weight unit', () => {
  it.each([
    ['kg', 'km'],
    ['lbs', 'mi'],
  ] as const)('%s -> %s', (weight, distance) => expect(distanceUnitFor(weight)).toBe(distance));
});

describe('typed distance to metres', () => {
  it.each<[number, DistanceUnit, number]>([
    [5, 'km', 5000],
    [0.5, 'km', 500],
    [2.25, 'km', 2250],
    [1, 'mi', 1609.34],
    [3.1, 'mi', 4988.97],
    [26.2, 'mi', 42164.81],
    [0, 'mi', 0],
  ])('%s %s = %s m', (value, unit, metres) => expect(toMetres(value, unit)).toBe(metres));
});

describe('metres shown', () => {
  it.each<[number, DistanceUnit, string, string]>([
    [5000, 'km', '5.00 km', '5'],
    [500, 'km', '500 m', '0.5'],
    [40, 'mi', '40 m', '0.025'],
    [45.72, 'km', '45.7 m', '0.046'],
    [999.99, 'mi', '1000 m', '0.621'],
    [1000, 'km', '1.00 km', '1'],
    [1609.344, 'mi', '1.00 mi', '1'],
    [5000, 'mi', '3.11 mi', '3.107'],
    [42195, 'mi', '26.22 mi', '26.219'],
    [0, 'km', '0 m', '0'],
  ])('%s m in %s: "%s", field "%s"', (metres, unit, shown, field) => {
    expect(formatDistance(metres, unit)).toBe(shown);
    expect(distanceFieldValue(metres, unit)).toBe(field);
  });

  it('an absent distance is a blank field', () => {
    expect(distanceFieldValue(null, 'km')).toBe('');
    expect(distanceFieldValue(undefined, 'mi')).toBe('');
  });

  it('a field value typed back is the same distance to the metre', () => {
    for (const metres of [5000, 1609.344, 42195, 123.45]) {
      for (const unit of ['km', 'mi'] as const) expect(Math.abs(toMetres(Number(distanceFieldValue(metres, unit)), unit) - metres)).toBeLessThan(1);
    }
  });

  it('the most a set takes, in each unit', () => {
    expect(maxDistanceIn('km')).toBe(1000);
    expect(maxDistanceIn('mi')).toBe(621.37);
    expect(toMetres(maxDistanceIn('mi'), 'mi')).toBeLessThanOrEqual(1_000_000);
    expect(fromMetres(1000, 'km')).toBe(1);
  });
});
