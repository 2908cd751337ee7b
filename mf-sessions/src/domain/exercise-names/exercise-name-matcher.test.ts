import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';
import { isPartialMatch, matchExerciseName, normalizeExerciseName, sharedPrefixLength } from './exercise-name-matcher';

const dict = (id: number, name: string): DictionaryExercise => ({ id, name, category: 'test', type: 'weighted' });
const mine = (id: number, name: string): CustomExercise => ({ id, name, user_id: 7 });

const dictionary: DictionaryExercise[] = [
  dict(1, 'Bench Press'),
  dict(2, 'Incline Bench Press'),
  dict(3, 'Squat'),
  dict(4, 'Front Squat'),
  dict(5, 'Deadlift'),
  dict(6, 'Romanian Deadlift'),
  dict(7, 'Pull-ups'),
  dict(8, 'Barbell Curl'),
  dict(9, 'Bent Over Barbell Row'),
  dict(10, 'Plank'),
  dict(11, 'Row'),
  dict(12, 'Squat Jump'),
];
const custom: CustomExercise[] = [
  mine(101, 'Zercher Squat'),
  mine(102, 'Landmine Press'),
  mine(103, 'My  Plank   Variation'),
  mine(104, 'Deadlift'),
  mine(105, 'Cable Fly High'),
  mine(106, 'Cable Fly Low'),
  mine(107, 'Ab'),
];

describe('normalizeExerciseName', () => {
  it.each([
    ['Bench Press', 'bench press'],
    ['  BENCH   press ', 'bench press'],
    ['Bench\tPress', 'bench press'],
    ['bench\n press', 'bench press'],
    ['', ''],
    ['   ', ''],
  ])('%p → %p', (name, normal) => {
    expect(normalizeExerciseName(name)).toBe(normal);
  });
});

describe('sharedPrefixLength', () => {
  it.each([
    ['bench press', 'bench dip', 6],
    ['squat', 'squats', 5],
    ['row', 'deadlift', 0],
    ['', 'abc', 0],
    ['abc', 'abc', 3],
  ])('%p, %p → %i', (a, b, n) => {
    expect(sharedPrefixLength(a, b)).toBe(n);
  });
});

describe('isPartialMatch', () => {
  it.each([
    ['bench', 'Bench Press', true], // containment and prefix
    ['Bench Press', 'bench', true], // either order
    ['press', 'Bench Press', true], // containment only
    ['Benchpress', 'Bench Press', true], // shared prefix "bench" only
    ['Ben', 'Bench Press', true], // exactly 3 characters
    ['Be', 'Bench Press', false], // typed name under 3
    ['Ab', 'Ab Wheel', false], // 2 characters, even if contained
    ['Ab Wheel', 'Ab', false], // the other name under 3
    ['Squ', 'Front Squat', true], // contained, 3 characters
    ['Sqx', 'Squat', false], // prefix of 2
    ['Row', 'Deadlift', false],
    ['  b e n', 'B E N C H', true], // whitespace collapsed, still ≥ 3 characters
  ])('%p ~ %p → %p', (a, b, expected) => {
    expect(isPartialMatch(a, b)).toBe(expected);
  });
});

describe('matchExerciseName', () => {
  it.each<[string, string, 'dictionary' | 'custom' | 'ask' | 'none', number | null, boolean | null]>([
    // exact (case and whitespace insensitive)
    ['exact', 'Bench Press', 'dictionary', 1, true],
    ['exact, other case and spaces', '  bench    PRESS ', 'dictionary', 1, true],
    ['exact with a tab', 'Bench\tPress', 'dictionary', 1, true],
    ['exact custom', 'landmine press', 'custom', 102, true],
    ['exact custom with collapsed spaces', 'my plank variation', 'custom', 103, true],
    ['exact in both lists: the dictionary wins', 'deadlift', 'dictionary', 5, true],
    ['exact beats a longer-prefix partial', 'Squat', 'dictionary', 3, true],
    ['exact custom beats a dictionary partial', 'Ab', 'custom', 107, true],
    ['exact short names match', 'Row', 'dictionary', 11, true],
    // partial
    ['prefix: bench → Bench Press over Incline Bench Press', 'bench', 'dictionary', 1, false],
    ['"barbell" is the implement left out: barbell row → Row', 'barbell row', 'dictionary', 11, false],
    ['containment and prefix: squats → Squat, not Squat Jump', 'squats', 'dictionary', 3, false],
    ['containment only', 'romanian', 'dictionary', 6, false],
    ['typed two words longer than the exercise: asked', 'Incline Bench Press Wide Grip', 'ask', null, null],
    ['shared prefix only', 'Pull ups', 'dictionary', 7, false],
    ['partial into custom', 'zercher', 'custom', 101, false],
    ['two customs equally likely: asked', 'Cable Fly', 'ask', null, null],
    ['a shared prefix of 3 only: asked, not guessed', 'pla', 'ask', null, null],
    // none
    ['no match', 'Hip Thrust', 'none', null, null],
    ['typed under 3 characters, no exact', 'Sq', 'none', null, null],
    ['empty', '', 'none', null, null],
    ['blank', '   ', 'none', null, null],
    ['prefix of 2 is not enough', 'Sqx', 'none', null, null],
  ])('%s: %p', (_case, typed, kind, id, exact) => {
    const result = matchExerciseName(typed, dictionary, custom);
    expect(result.kind).toBe(kind);
    expect(result.match?.id ?? null).toBe(id);
    expect(result.kind === 'none' || result.kind === 'ask' ? null : result.exact).toBe(exact);
  });

  it('does not depend on the order of the lists', () => {
    const reversed = matchExerciseName('bench', [...dictionary].reverse(), [...custom].reverse());
    expect(reversed).toEqual(matchExerciseName('bench', dictionary, custom));
  });

  it.each<[string, DictionaryExercise[], CustomExercise[], 'dictionary' | 'custom', number]>([
    ['dictionary over custom on a full tie', [dict(1, 'Cable Row')], [mine(2, 'Cable Row!')], 'dictionary', 1],
    ['closer length wins before the list', [dict(1, 'Cable Rows Seated')], [mine(2, 'Cable Rows')], 'custom', 2],
    ['lowest id on identical names', [dict(9, 'Cable Rows'), dict(4, 'Cable Rows')], [], 'dictionary', 4],
    ['lowest id on identical exact names', [dict(9, 'Cable Row'), dict(4, 'cable row')], [], 'dictionary', 4],
  ])('tie-break: %s', (_case, dictionaryList, customList, kind, id) => {
    const result = matchExerciseName('cable row', dictionaryList, customList);
    expect(result.kind).toBe(kind);
    expect(result.match?.id).toBe(id);
  });

  it('asks, listing both, when two names are one typo away alike', () => {
    const result = matchExerciseName('cable row', [dict(2, 'Cable Rox'), dict(1, 'Cable Roz')], []);
    expect(result.kind === 'ask' ? result.candidates.map((c) => c.match.id) : result).toEqual([2, 1]);
  });

  it('matches nothing against empty lists', () => {
    expect(matchExerciseName('Bench Press', [], [])).toEqual({ kind: 'none', match: null });
  });
});
