import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';
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
    expect(exerciseGroups(dictionary, custom, filter, selected)).toEqual({ dictionary: dictionaryNames, custom: customNames });
  });
});
