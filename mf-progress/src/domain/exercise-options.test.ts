import type { CustomExercise, DictionaryExercise, LoggedLift } from '@liftbook/shared/contract';
import { exerciseGroups, matchesFilter } from './exercise-options';

const dictionary: DictionaryExercise[] = ['Bench Press', 'Incline Bench Press', 'Back Squat', 'Zercher Squat', 'Deadlift'].map((name, i) => ({
  id: i + 1,
  name,
  category: 'Any',
  type: 'weighted',
}));
const custom: CustomExercise[] = [
  { id: 1, name: 'zercher carry', user_id: 7 },
  { id: 2, name: 'Axle Press', user_id: 7 },
];

describe('matchesFilter', () => {
  it.each([
    ['Incline Bench Press', '', true],
    ['Incline Bench Press', 'bench', true],
    ['Incline Bench Press', '  BENCH   press ', true],
    ['Incline Bench Press', 'press inc', true],
    ['Incline Bench Press', 'squat', false],
    ['Back Squat', 'back  squat', true],
    ['Back Squat', 'backsquat', false],
  ])('%p with %p -> %p', (name, filter, expected) => {
    expect(matchesFilter(name, filter)).toBe(expected);
  });
});

describe('exerciseGroups', () => {
  it.each([
    [
      'no filter: both groups, alphabetical ignoring case',
      '',
      '',
      ['Back Squat', 'Bench Press', 'Deadlift', 'Incline Bench Press', 'Zercher Squat'],
      ['Axle Press', 'zercher carry'],
    ],
    ['a filter keeps both groups', 'zercher', '', ['Zercher Squat'], ['zercher carry']],
    ['a filter that empties one group', 'bench', '', ['Bench Press', 'Incline Bench Press'], []],
    ['the chosen lift stays whatever the filter', 'squat', 'Axle Press', ['Back Squat', 'Zercher Squat'], ['Axle Press']],
    ['a chosen name in neither list (renamed since) is listed as custom', 'squat', 'Old Carry', ['Back Squat', 'Zercher Squat'], ['Old Carry']],
    [
      'an unknown chosen name with no filter sorts among the custom lifts',
      '',
      'Bear Crawl',
      dictionary.map((d) => d.name).sort(),
      ['Axle Press', 'Bear Crawl', 'zercher carry'],
    ],
  ])('%s', (_case, filter, selected, dictionaryNames, customNames) => {
    expect(exerciseGroups(dictionary, custom, filter, selected)).toEqual({ logged: [], dictionary: dictionaryNames, custom: customNames });
  });
});

describe('exerciseGroups with logged lifts: those first, most recent first, then the rest', () => {
  const logged: LoggedLift[] = [
    { name: 'Zercher Carry', last_date: '2026-11-20T00:00:00.000Z', days: 3 },
    { name: 'Back Squat', last_date: '2024-04-15T00:00:00.000Z', days: 40 },
  ];

  it('lists them in the api’s order with their last day, and leaves them out of the other groups (any letter case)', () => {
    expect(exerciseGroups(dictionary, custom, '', '', logged)).toEqual({
      logged: [
        { name: 'Zercher Carry', label: 'Zercher Carry, last Nov 20, 2026' },
        { name: 'Back Squat', label: 'Back Squat, last Apr 15, 2024' },
      ],
      dictionary: ['Bench Press', 'Deadlift', 'Incline Bench Press', 'Zercher Squat'],
      custom: ['Axle Press'],
    });
  });

  it('the filter narrows them too, the chosen one stays', () => {
    expect(exerciseGroups(dictionary, custom, 'squat', 'Zercher Carry', logged)).toEqual({
      logged: [
        { name: 'Zercher Carry', label: 'Zercher Carry, last Nov 20, 2026' },
        { name: 'Back Squat', label: 'Back Squat, last Apr 15, 2024' },
      ],
      dictionary: ['Zercher Squat'],
      custom: [],
    });
  });

  it('a logged lift no longer in the catalog (a deleted custom exercise) is known: not listed again as custom', () => {
    const gone: LoggedLift[] = [{ name: 'Old Carry', last_date: '2025-01-02T00:00:00.000Z', days: 1 }];
    expect(exerciseGroups(dictionary, custom, '', 'Old Carry', gone).custom).toEqual(['Axle Press', 'zercher carry']);
  });
});
