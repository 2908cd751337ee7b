import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';
import { nameClash, renameTarget, tidyName } from './custom-exercise-name';

const dictionary: DictionaryExercise[] = [{ id: 1, name: 'Zercher Squat', category: 'Legs', type: 'weighted' }];
const custom: CustomExercise[] = [
  { id: 10, name: 'Zercher Carry', user_id: 7 },
  { id: 11, name: 'Axle Press', user_id: 7 },
];

describe('tidyName', () => {
  it.each([
    ['  Zercher   Carry ', 'Zercher Carry'],
    ['\tAxle\nPress', 'Axle Press'],
    ['   ', ''],
  ])('%p -> %p', (typed, tidy) => expect(tidyName(typed)).toBe(tidy));
});

describe('nameClash', () => {
  it.each([
    ['a new name', 'Sled Push', undefined, null],
    ['the dictionary, any case', 'zercher SQUAT', undefined, 'Zercher Squat is already in the exercise dictionary'],
    ['another of mine, any case and spacing', '  axle   press ', undefined, 'You already have an exercise named Axle Press'],
    ['renaming to its own name in another case is fine', 'zercher carry', custom[0], null],
    ['renaming onto another of mine', 'AXLE PRESS', custom[0], 'You already have an exercise named Axle Press'],
  ])('%s', (_case, name, renaming, message) => {
    expect(nameClash(name, dictionary, custom, renaming)).toBe(message);
  });
});

describe('renameTarget: empty or unchanged renames are ignored', () => {
  it.each([
    ['Axle Press', '', null],
    ['Axle Press', '   ', null],
    ['Axle Press', 'Axle Press', null],
    ['Axle Press', '  Axle  Press ', null],
    ['Axle Press', 'axle press', 'axle press'],
    ['Axle Press', ' Log Press ', 'Log Press'],
  ])('%p typed %p -> %p', (current, typed, target) => expect(renameTarget(current, typed)).toBe(target));
});
