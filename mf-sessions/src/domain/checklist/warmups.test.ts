import { DEFAULT_BAR_SETUPS } from '../sets/plate-math';
import { nearestLoadable, warmupSets, workingWeight } from './warmups';

const kg = DEFAULT_BAR_SETUPS.kg;
const lbs = DEFAULT_BAR_SETUPS.lbs;
const figures = (sets: ReturnType<typeof warmupSets>) => sets.map((s) => `${s.weight} × ${s.reps}`);

describe('warmupSets', () => {
  it.each<[string, number, string[]]>([
    ['100 kg: every step, on loadable weights', 100, ['20 × 10', '40 × 5', '60 × 3', '80 × 2']],
    ['102.5 kg: 41, 61.5, 82 round to the nearest loadable', 102.5, ['20 × 10', '40 × 5', '62.5 × 3', '82.5 × 2']],
    ['60 kg: 24 and 36 round to 25 and 35, 48 to 47.5', 60, ['20 × 10', '25 × 5', '35 × 3', '47.5 × 2']],
    ['40 kg: 40 % is 16, below the bar: left out', 40, ['20 × 10', '25 × 3', '32.5 × 2']],
    ['25 kg: every % step at or below the bar', 25, ['20 × 10']],
    ['20 kg (the bar): no warm-ups', 20, []],
    ['15 kg (less than the bar): none', 15, []],
    ['200 kg', 200, ['20 × 10', '80 × 5', '120 × 3', '160 × 2']],
  ])('kg, %s', (_name, working, expected) => {
    expect(figures(warmupSets(working, 'kg', kg))).toEqual(expected);
  });

  it.each<[string, number, string[]]>([
    ['225 lbs: 90, 135, 180', 225, ['45 × 10', '90 × 5', '135 × 3', '180 × 2']],
    ['185 lbs: 74, 111, 148 to 5 lb steps', 185, ['45 × 10', '75 × 5', '110 × 3', '150 × 2']],
    ['135 lbs: 54 to 55, 81 to 80, 108 to 110', 135, ['45 × 10', '55 × 5', '80 × 3', '110 × 2']],
    ['95 lbs: 38 below the bar, left out', 95, ['45 × 10', '55 × 3', '75 × 2']],
    ['50 lbs: only the bar', 50, ['45 × 10']],
    ['45 lbs: none', 45, []],
  ])('lbs, %s', (_name, working, expected) => {
    expect(figures(warmupSets(working, 'lbs', lbs))).toEqual(expected);
    expect(warmupSets(working, 'lbs', lbs).every((s) => s.weight_unit === 'lbs')).toBe(true);
  });

  it("follows the lifter's own bar and plates", () => {
    expect(figures(warmupSets(100, 'kg', { bar: 15, plates: [20, 10, 5] }))).toEqual(['15 × 10', '35 × 5', '55 × 3', '75 × 2']);
  });

  it('never repeats a weight, nor reaches the working weight', () => {
    // 50 lbs over a 45 bar with only 25s: 20, 30, 40 are below the bar; nothing but the bar.
    expect(figures(warmupSets(95, 'lbs', { bar: 45, plates: [25] }))).toEqual(['45 × 10']);
  });
});

describe('nearestLoadable', () => {
  it.each<[number, number | null]>([
    [41, 40],
    [61.5, 62.5],
    [61.25, 60],
    [10, null],
  ])('%s kg -> %s', (target, expected) => expect(nearestLoadable(target, kg)).toBe(expected));
});

describe('workingWeight', () => {
  const p = (position: number, kind: string, weight: number | null, weight_unit: 'kg' | 'lbs' | null = 'kg') => ({ position, kind, weight, weight_unit });
  it.each([
    ['the first planned working set', [p(2, 'normal', 100), p(1, 'normal', 90), p(0, 'warmup', 40)], null, { weight: 90, unit: 'kg' }],
    ['a planned set in lbs keeps its unit', [p(1, 'normal', 225, 'lbs')], null, { weight: 225, unit: 'lbs' }],
    [
      'no plan: last time heaviest working set in the lifter unit',
      [],
      [p(1, 'warmup', 120), p(2, 'normal', 100), p(3, 'normal', 105), p(4, 'normal', 300, 'lbs')],
      { weight: 105, unit: 'kg' },
    ],
    ['neither', [p(1, 'normal', null)], null, null],
  ] as const)('%s', (_name, planned, lastTime, expected) => {
    expect(workingWeight(planned, lastTime, 'kg')).toEqual(expected);
  });
});
