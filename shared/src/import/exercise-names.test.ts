// Reading an export's exercise name as a lift and its equipment, the way each app writes it, and
// which catalogue lift it is exactly (a table of cases; the seven real files are covered in
// mf-sessions' exercise-mapping-samples.test.ts against the real dictionary).
import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';
import { equipmentVariation, exactLiftFor, isSameLift, readExerciseName } from './exercise-names';

describe('readExerciseName', () => {
  test.each<[string, ReturnType<typeof readExerciseName>]>([
    // Strong and Hevy: equipment in parentheses.
    ['Lat Pulldown (Cable)', { keys: ['latpulldown'], equipment: ['cable'] }],
    ['Chin Up (Assisted)', { keys: ['chinup'], equipment: ['assisted'] }],
    ['Squat (Smith Machine)', { keys: ['squat'], equipment: ['smith machine'] }],
    ['Triceps Pushdown (Cable - Straight Bar)', { keys: ['tricepspushdown'], equipment: ['cable'] }],
    ['Seated Calf Raise (Plate Loaded)', { keys: ['seatedcalfraise'], equipment: ['machine'] }],
    ['Bent Over Row (Barbell)', { keys: ['bentoverrow', 'row'], equipment: ['barbell'] }],
    ['Incline Bench Press (Dumbbell)', { keys: ['inclinebenchpress', 'inclinepress'], equipment: ['dumbbell'] }],
    ['Incline Bench Press (Barbell)', { keys: ['inclinebenchpress'], equipment: ['barbell'] }],
    ['Lat Pulldown - Close Grip (Cable)', { keys: ['closegriplatpulldown'], equipment: ['cable'] }],
    // FitNotes and the dictionary: equipment as a word of the name.
    ['Flat Barbell Bench Press', { keys: ['benchpress'], equipment: ['barbell'] }],
    ['Leg Extension Machine', { keys: ['legextension'], equipment: ['machine'] }],
    ['EZ-Bar Curl', { keys: ['curl'], equipment: ['ez bar'] }],
    ["Farmer's Carry", { keys: ['farmercarry'], equipment: [] }],
    // Spelling: hyphens, spaces, plurals, tricep/triceps.
    ['Nordic Hamstrings Curls', { keys: ['nordichamstringcurl'], equipment: [] }],
    ['Rope Tricep Pushdown', { keys: ['ropetricepspushdown'], equipment: [] }],
    // "Flat" of a leg raise is part of the lift.
    ['Flat Leg Raise', { keys: ['flatlegraise'], equipment: [] }],
    // A part in parentheses that is not equipment: not read.
    ['Push Up (Knees)', null],
    ['Barbell Squat (Each Side)', null],
    ["Knee Raise (Captain's Chair)", null],
    ['Bench Press (With Bar', null],
    ['kettlebell', null],
  ])('%p', (name, read) => {
    expect(readExerciseName(name)).toEqual(read);
  });
});

describe('isSameLift', () => {
  test.each<[string, string, boolean]>([
    ['Lat Pulldown (Cable)', 'Lat Pulldown', true],
    ['Lat Pulldown (Machine)', 'Lat Pulldown', true],
    ['Bench Press (Barbell)', 'Bench Press', true],
    ['Bench Press (Dumbbell)', 'Bench Press', false],
    ['Bench Press (Dumbbell)', 'Dumbbell Bench Press', true],
    ['Deadlift (Dumbbell)', 'Deadlift', false],
    ['Squat (Bodyweight)', 'Squat', false],
    ['Chin Up (Assisted)', 'Chin-up', true],
    ['Pull Up (Weighted)', 'Pull-up', false],
    ['Pull Up (Weighted)', 'Weighted Pull-up', true],
    ['Bent Over Row (Barbell)', 'Barbell Row', true],
    ['Bent Over Row (Band)', 'Barbell Row', false],
    ['Bicep Curl (Cable)', 'Cable Curl', true],
    ['Seated Row (Cable)', 'Seated Cable Row', true],
    ['Chest Press Machine', 'Machine Chest Press', true],
    ['Cable Face Pull', 'Face Pull', true],
    ['Hip Abductor (Machine)', 'Hip Abduction', true],
    ['Incline Dumbbell Bench Press', 'Incline Dumbbell Press', true],
    ['Incline Bench Press (Smith Machine)', 'Incline Bench Press', false],
    ['T Bar Row', 'T-Bar Row', true],
    ['Deadlift (Trap Bar)', 'Trap Bar Deadlift', true],
    // Shared words are not the same lift.
    ['Flat Leg Raise', 'Hanging Leg Raise', false],
    ['Triceps Extension', 'Overhead Triceps Extension', false],
    ['Triceps Extension (Cable)', 'Overhead Triceps Extension', false],
    ['Leg Press Horizontal (Machine)', 'Leg Press', false],
  ])('%p is %p: %p', (file, lift, same) => {
    expect(isSameLift(file, lift)).toBe(same);
  });
});

describe('exactLiftFor', () => {
  const dictionary: DictionaryExercise[] = [
    { id: 2, name: 'Lat Pulldown', category: 'Back', type: 'weighted' },
    { id: 1, name: 'Bench Press', category: 'Chest', type: 'weighted' },
  ];
  const custom: CustomExercise[] = [
    { id: 9, name: 'Lat Pulldown (Cable)', user_id: 1 },
    { id: 8, name: 'Zercher Carry (Barbell)', user_id: 1 },
    { id: 7, name: 'zercher carry', user_id: 1 },
  ];

  test.each<[string, string | null]>([
    // As written first, the dictionary's before the lifter's own.
    ['bench  press', 'dictionary:1'],
    ['Lat Pulldown (Cable)', 'custom:9'],
    // Then once the equipment is read.
    ['Bench Press (Barbell)', 'dictionary:1'],
    ['Lat Pulldown (Machine)', 'dictionary:2'],
    ['Zercher Carry (Barbell)', 'custom:8'],
    ['Zercher Carry', 'custom:7'],
    ['Flat Bench', null],
    ['Bench Press (Dumbbell)', null],
  ])('%p → %p', (name, expected) => {
    const found = exactLiftFor(name, dictionary, custom);
    expect(found === null ? null : `${found.kind}:${found.match.id}`).toBe(expected);
  });
});

describe('equipmentVariation', () => {
  test.each<[string, string, string | null]>([
    ['Chin Up (Assisted)', 'Chin-up', 'Assisted'],
    ['Lat Pulldown (Machine)', 'Lat Pulldown', null],
    ['Lat Pulldown (Cable)', 'Lat Pulldown', null],
    ['Standing Calf Raise (Machine)', 'Standing Calf Raise', null],
    ['Russian Twist (Weighted)', 'Russian Twist', null],
    ['Lat Pulldown (Single Arm)', 'Lat Pulldown', 'Single Arm'],
    ['Bench Press (Barbell)', 'Bench Press', null],
    ['Pull Up (Assisted)', 'Pull-up', 'Assisted'],
    ['Seated Calf Raise (Plate Loaded)', 'Seated Calf Raise', 'Plate Loaded'],
    ['Triceps Pushdown (Cable - Straight Bar)', 'Triceps Pushdown', 'Cable - Straight Bar'],
    ['Bench Press (Dumbbell)', 'Dumbbell Bench Press', null],
    ['Squat (Smith Machine)', 'Smith Machine Squat', null],
    ['Flat Barbell Bench Press (Each Side) (Smith Machine)', 'Smith Machine Bench Press', 'Each Side'],
    ['Push Up (Knees)', 'Push-up', 'Knees'],
    ['Leg Extension Machine', 'Leg Extension', null],
    ['Lat Pulldown (Cable)', 'lat pulldown (cable)', null],
    ['Triceps Extension', 'Triceps Extension', null],
  ])('%p as %p → %p', (file, lift, variation) => {
    expect(equipmentVariation(file, lift)).toBe(variation);
  });
});
