import { DEFAULT_BAR_SETUPS, formatPlates, plateLoad, readBarSetup, type PlateLoad } from './plate-math';

const lbs = DEFAULT_BAR_SETUPS.lbs;
const kg = DEFAULT_BAR_SETUPS.kg;

describe('plateLoad', () => {
  it.each<[string, number, typeof lbs, PlateLoad]>([
    ['225 lbs: two 45s a side', 225, lbs, { kind: 'loadable', perSide: [45, 45] }],
    ['135 lbs: one 45 a side', 135, lbs, { kind: 'loadable', perSide: [45] }],
    ['315 lbs: three 45s', 315, lbs, { kind: 'loadable', perSide: [45, 45, 45] }],
    ['185 lbs: 45 + 25', 185, lbs, { kind: 'loadable', perSide: [45, 25] }],
    ['190 lbs: 45 + 25 + 2.5', 190, lbs, { kind: 'loadable', perSide: [45, 25, 2.5] }],
    ['45 lbs: the bar alone', 45, lbs, { kind: 'loadable', perSide: [] }],
    ['50 lbs: 2.5 a side', 50, lbs, { kind: 'loadable', perSide: [2.5] }],
    // Greedy would take 45 and be stuck at 15 short; 35 + 25 is the load.
    ['165 lbs: 35 + 25 (fewest plates, not greedy)', 165, lbs, { kind: 'loadable', perSide: [35, 25] }],
    ['227 lbs cannot be loaded: 225 or 230', 227, lbs, { kind: 'not-loadable', below: 225, above: 230 }],
    ['46 lbs: the bar or 50', 46, lbs, { kind: 'not-loadable', below: 45, above: 50 }],
    ['30 lbs is less than the bar', 30, lbs, { kind: 'below-bar', bar: 45 }],
    ['100 kg: 25 + 15 a side', 100, kg, { kind: 'loadable', perSide: [25, 15] }],
    ['60 kg: one 20', 60, kg, { kind: 'loadable', perSide: [20] }],
    ['142.5 kg: 25 + 25 + 10 + 1.25', 142.5, kg, { kind: 'loadable', perSide: [25, 25, 10, 1.25] }],
    ['20 kg: the bar alone', 20, kg, { kind: 'loadable', perSide: [] }],
    ['101 kg: 100 or 102.5', 101, kg, { kind: 'not-loadable', below: 100, above: 102.5 }],
    ['a 15 kg bar with 20s and 10s: 75 kg', 75, { bar: 15, plates: [20, 10] }, { kind: 'loadable', perSide: [20, 10] }],
    ['only 45s: 200 lbs says 135 or 225', 200, { bar: 45, plates: [45] }, { kind: 'not-loadable', below: 135, above: 225 }],
    ['no plates at all: only the bar', 100, { bar: 45, plates: [] }, { kind: 'not-loadable', below: 45, above: null }],
    ['no weight (NaN) is below the bar', Number.NaN, lbs, { kind: 'below-bar', bar: 45 }],
  ])('%s', (_name, target, setup, expected) => {
    expect(plateLoad(target, setup)).toEqual(expected);
  });

  it('loads the heaviest weight a set may carry quickly', () => {
    expect(plateLoad(2000, lbs)).toEqual({ kind: 'loadable', perSide: [...Array<number>(21).fill(45), 25, 5, 2.5] });
  });
});

describe('formatPlates', () => {
  it.each<[number[], string]>([
    [[45, 45], '45 + 45'],
    [[25, 15], '25 + 15'],
    [[], 'Empty bar'],
  ])('%j -> %s', (plates, text) => {
    expect(formatPlates(plates)).toBe(text);
  });
});

describe('readBarSetup', () => {
  it.each<[string, unknown, 'lbs' | 'kg', { bar: number; plates: number[] }]>([
    ['nothing stored: the default', null, 'lbs', { bar: 45, plates: [45, 35, 25, 10, 5, 2.5] }],
    ['a stored setup', { bar: 35, plates: [25, 10] }, 'lbs', { bar: 35, plates: [25, 10] }],
    ['a broken bar: the default bar', { bar: 'x', plates: [10] }, 'kg', { bar: 20, plates: [10] }],
    ['no valid plate: the default plates', { bar: 15, plates: [-5, 'a'] }, 'kg', { bar: 15, plates: [25, 20, 15, 10, 5, 2.5, 1.25] }],
  ])('%s', (_name, stored, unit, expected) => {
    expect(readBarSetup(stored, unit)).toEqual(expected);
  });
});
