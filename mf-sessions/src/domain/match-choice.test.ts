import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';
import { matchExerciseName } from './exercise-name-matcher';
import { applyMatchChoice, choiceValue, isChoosable, parseChoiceValue, type MatchChoice } from './match-choice';

const dictionary: DictionaryExercise[] = [
  { id: 1, name: 'Zercher Squat', category: 'Legs' },
  { id: 2, name: 'Farmer Carry', category: 'Full Body' },
];
const custom: CustomExercise[] = [{ id: 9, name: 'Sled Push', user_id: 1 }];

describe('applyMatchChoice', () => {
  const partial = matchExerciseName('zercher carry special', dictionary, custom);
  const exact = matchExerciseName('zercher squat', dictionary, custom);

  it("the spec's partial match maps the carry to Zercher Squat: a guess the lifter may overrule", () => {
    expect(partial).toMatchObject({ kind: 'dictionary', match: { id: 1 }, exact: false });
    expect(isChoosable(partial)).toBe(true);
    expect(isChoosable(exact)).toBe(false);
    expect(isChoosable({ kind: 'none', match: null })).toBe(false);
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
