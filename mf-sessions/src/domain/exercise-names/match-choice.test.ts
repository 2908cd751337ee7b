import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';
import { matchExerciseName } from './exercise-name-matcher';
import { applyMatchChoice, choiceValue, isChoosable, needsChoice, parseChoiceValue, type MatchChoice } from './match-choice';

const dictionary: DictionaryExercise[] = [
  { id: 1, name: 'Zercher Squat', category: 'Legs', type: 'weighted' },
  { id: 2, name: 'Farmer Carry', category: 'Full Body', type: 'weighted' },
  { id: 3, name: 'Zercher Carry', category: 'Full Body', type: 'weighted' },
];
const custom: CustomExercise[] = [{ id: 9, name: 'Sled Push', user_id: 1 }];

describe('applyMatchChoice', () => {
  const partial = matchExerciseName('zercher squats', dictionary, custom);
  const exact = matchExerciseName('zercher squat', dictionary, custom);
  const ask = matchExerciseName('zercher carry special', dictionary, custom);

  it('a plural is the same lift, suggested: a guess the lifter may overrule', () => {
    expect(partial).toMatchObject({ kind: 'dictionary', match: { id: 1 }, exact: false });
    expect(isChoosable(partial)).toBe(true);
    expect(needsChoice(partial)).toBe(false);
    expect(isChoosable(exact)).toBe(false);
    expect(isChoosable({ kind: 'none', match: null })).toBe(false);
  });

  it('a name with words the lift lacks is asked about: nothing pre-selected until the lifter chooses', () => {
    expect(ask).toMatchObject({ kind: 'ask', candidates: [{ kind: 'dictionary', match: { id: 3 } }] });
    expect(isChoosable(ask)).toBe(true);
    expect(needsChoice(applyMatchChoice(ask, undefined, dictionary, custom))).toBe(true);
    expect(needsChoice(applyMatchChoice(ask, { kind: 'suggested' }, dictionary, custom))).toBe(true);
    expect(applyMatchChoice(ask, { kind: 'dictionary', id: 3 }, dictionary, custom)).toMatchObject({ kind: 'dictionary', match: { id: 3 }, exact: true });
    expect(applyMatchChoice(ask, { kind: 'typed' }, dictionary, custom)).toEqual({ kind: 'none', match: null });
  });

  it.each<[string, MatchChoice | undefined, object]>([
    ['no choice: the suggestion', undefined, { kind: 'dictionary', match: { id: 1 }, exact: false }],
    ['the suggestion', { kind: 'suggested' }, { kind: 'dictionary', match: { id: 1 }, exact: false }],
    ['keep as typed: no match (logged as a custom exercise of the typed name)', { kind: 'typed' }, { kind: 'none', match: null }],
    ['another dictionary lift', { kind: 'dictionary', id: 2 }, { kind: 'dictionary', match: { id: 2, name: 'Farmer Carry' }, exact: true }],
    ["one of the lifter's own", { kind: 'custom', id: 9 }, { kind: 'custom', match: { id: 9, name: 'Sled Push' }, exact: true }],
    ['a lift no longer in the catalog: the suggestion', { kind: 'custom', id: 404 }, { kind: 'dictionary', match: { id: 1 }, exact: false }],
  ])('%s', (_case, choice, expected) => {
    expect(applyMatchChoice(partial, choice, dictionary, custom)).toMatchObject(expected);
  });

  it('an exact match is never overruled', () => {
    expect(applyMatchChoice(exact, { kind: 'typed' }, dictionary, custom)).toBe(exact);
  });
});

describe('choice values', () => {
  it.each<[MatchChoice, string]>([
    [{ kind: 'suggested' }, 'suggested'],
    [{ kind: 'typed' }, 'typed'],
    [{ kind: 'dictionary', id: 12 }, 'dictionary:12'],
    [{ kind: 'custom', id: 3 }, 'custom:3'],
  ])('%p is "%s" and back', (choice, value) => {
    expect(choiceValue(choice)).toBe(value);
    expect(parseChoiceValue(value)).toEqual(choice);
  });

  it('anything else is the suggestion', () => {
    expect(parseChoiceValue('dictionary:x')).toEqual({ kind: 'suggested' });
  });
});
