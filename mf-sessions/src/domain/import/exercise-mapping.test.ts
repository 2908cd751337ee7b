import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';

import type { ExerciseMatch } from '../exercise-names/exercise-name-matcher';
import { importedName, mappingSlices, resolveMapping, suggestMappings } from './exercise-mapping';

const dictionary: DictionaryExercise[] = [
  { id: 1, name: 'Bench Press', category: 'Chest', type: 'weighted' },
  { id: 2, name: 'Squat', category: 'Legs', type: 'weighted' },
  { id: 3, name: 'Hanging Leg Raise', category: 'Core', type: 'reps' },
  { id: 4, name: 'Chest-Supported Row', category: 'Back', type: 'weighted' },
];
const custom: CustomExercise[] = [{ id: 7, name: 'Zercher Carry', user_id: 3 }];

// The names as a file's survey gives them, in the order first read.
const names = [
  { name: 'Bench Press (Barbell)', sets: 2 },
  { name: 'Face Pull', sets: 1 },
  { name: 'Squat', sets: 3 },
  { name: 'Flat Leg Raise', sets: 2 },
  { name: 'Chest Fly (Machine)', sets: 1 },
];

test('every distinct name, most sets first: the same lift is the default, a lift that only shares words is offered', () => {
  expect(suggestMappings({ names }, dictionary, custom)).toEqual([
    { name: 'Squat', sets: 3, suggestion: { kind: 'dictionary', match: dictionary[1], exact: true }, couldBe: [] },
    // Strong's equipment suffix read: the same lift.
    { name: 'Bench Press (Barbell)', sets: 2, suggestion: { kind: 'dictionary', match: dictionary[0], exact: true }, couldBe: [] },
    // Another lift that shares words: a custom exercise by default, the dictionary's lift only offered.
    { name: 'Flat Leg Raise', sets: 2, suggestion: { kind: 'none', match: null }, couldBe: [{ kind: 'dictionary', match: dictionary[2] }] },
    // Sharing only a first word (Chest-Supported Row) is not offered.
    { name: 'Chest Fly (Machine)', sets: 1, suggestion: { kind: 'none', match: null }, couldBe: [] },
    { name: 'Face Pull', sets: 1, suggestion: { kind: 'none', match: null }, couldBe: [] },
  ]);
});

test("a Liftbook export's own custom exercise stays as written, however close a dictionary lift is", () => {
  expect(suggestMappings({ names, customExercises: ['squat'] }, dictionary, custom).find((m) => m.name === 'Squat')?.suggestion).toEqual({
    kind: 'none',
    match: null,
  });
});

test.each([
  [undefined, 'dictionary', 1],
  [{ kind: 'suggested' } as const, 'dictionary', 1],
  [{ kind: 'typed' } as const, 'none', null],
  [{ kind: 'dictionary', id: 2 } as const, 'dictionary', 2],
  [{ kind: 'custom', id: 7 } as const, 'custom', 7],
  [{ kind: 'custom', id: 99 } as const, 'dictionary', 1],
])('choice %p → %p %p', (choice, kind, id) => {
  const suggestion = { kind: 'dictionary', match: dictionary[0]!, exact: false } as const;
  const resolved = resolveMapping(suggestion, choice, dictionary, custom);
  expect(resolved.kind).toBe(kind);
  expect(resolved.match?.id ?? null).toBe(id);
});

describe('importedName', () => {
  test.each<[string, ExerciseMatch, string]>([
    ['a dictionary lift', { kind: 'dictionary', match: dictionary[0]!, exact: false }, dictionary[0]!.name],
    ['a custom lift', { kind: 'custom', match: custom[0]!, exact: true }, 'Zercher Carry'],
    ['no match', { kind: 'none', match: null }, 'Bench (Dumbbell, Incline)'],
    ['a choice left to the lifter', { kind: 'ask', match: null, candidates: [] }, 'Bench (Dumbbell, Incline)'],
  ])('%s', (_label, mapping, name) => {
    expect(importedName(mapping, 'Bench (Dumbbell, Incline)')).toBe(name);
  });
});

test.each([1, 2, 3, 5, 8])('in slices of %p names: the same mappings, in the same order, no slice larger', (size) => {
  const slices = [...mappingSlices({ names, customExercises: ['squat'] }, dictionary, custom, size)];
  expect(slices.every((slice) => slice.length > 0 && slice.length <= size)).toBe(true);
  expect(slices).toHaveLength(Math.ceil(names.length / size));
  expect(slices.flat()).toEqual(suggestMappings({ names, customExercises: ['squat'] }, dictionary, custom));
});
