// Every distinct exercise name of the seven real exports (../shared/import-samples, read at test
// time: a name missing from the table below fails) mapped the way a new lifter's preview defaults
// it, against the real dictionary: the same lift (as written, or once the app's equipment is read),
// else a custom exercise of the file's name. Lifts that merely share words are never the default.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { DictionaryExercise, ExerciseType } from '@liftbook/shared/contract';
import { USUAL_EQUIPMENT, parseImportText, surveyPlan } from '@liftbook/shared/import';

import { suggestMappings } from './exercise-mapping';
import { readSample, withSamples } from '../../../../tools/lib/test/import-samples.cjs';

const SAMPLE_FILES = [
  'strong-2017-legacy-comma.csv',
  'strong-2019-semicolon-unitcols.csv',
  'strong-2024-ios-comma-WDF-rpe.csv',
  'strong-2021-2025-workoutno-semicolon-resttimer.csv',
  'hevy-kg-km-supersets-rpe.csv',
  'hevy-lbs-miles.csv',
  'fitnotes-android-unquoted-commas.csv',
];

// The dictionary is the api's seed. Browser code may not import the api, so its source is read as
// text: one `{ name, category, type }` line per lift.
const SEED = path.resolve(__dirname, '../../../../api/src/db/seed/dictionary-exercises.ts');
const seedText = readFileSync(SEED, 'utf8');
const dictionary: DictionaryExercise[] = [...seedText.matchAll(/\{ name: (['"])(.+?)\1, category: '([^']+)', type: '([a-z]+)' \}/g)].map((m, i) => ({
  id: i + 1,
  name: m[2] ?? '',
  category: m[3] ?? '',
  type: m[4] as ExerciseType,
}));

/** Each file's names (as its preview's survey lists them) with the sets under them. */
const namesOf = (file: string) => surveyPlan(parseImportText(readSample(file))).overview.names;

// The same lift: the dictionary's name it maps to.
const MAPS: Record<string, string> = {
  'Arnold Press (Dumbbell)': 'Arnold Press',
  'Back Extension': 'Back Extension',
  'Barbell Curl': 'Barbell Curl',
  'Behind The Neck Press': 'Behind-the-Neck Press',
  'Bench Dip': 'Bench Dip',
  'Bench Press (Barbell)': 'Bench Press',
  'Bench Press (Dumbbell)': 'Dumbbell Bench Press',
  'Bench Press (Smith Machine)': 'Smith Machine Bench Press',
  'Bench Press - Close Grip (Barbell)': 'Close-Grip Bench Press',
  'Bent Over Row (Barbell)': 'Barbell Row',
  'Bent Over Row (Dumbbell)': 'Dumbbell Row',
  'Bicep Curl (Barbell)': 'Barbell Curl',
  'Bicep Curl (Cable)': 'Cable Curl',
  'Bicep Curl (Dumbbell)': 'Dumbbell Curl',
  'Bulgarian Split Squat': 'Bulgarian Split Squat',
  Burpee: 'Burpee',
  'Cable Crossover': 'Cable Crossover',
  'Cable Crunch': 'Cable Crunch',
  'Cable Face Pull': 'Face Pull',
  'Cable Overhead Triceps Extension': 'Overhead Triceps Extension',
  'Chest Fly (Dumbbell)': 'Dumbbell Fly',
  'Chest Press (Machine)': 'Machine Chest Press',
  'Chest Press Machine': 'Machine Chest Press',
  'Chin Up': 'Chin-up',
  'Chin Up (Assisted)': 'Chin-up',
  'Concentration Curl (Dumbbell)': 'Concentration Curl',
  Crunch: 'Crunch',
  Cycling: 'Cycling',
  'Dead Bug': 'Dead Bug',
  'Dead Hang': 'Dead Hang',
  'Deadlift (Barbell)': 'Deadlift',
  'Decline Bench Press (Barbell)': 'Decline Bench Press',
  'Decline Bench Press (Dumbbell)': 'Decline Dumbbell Press',
  'Diamond Push Up': 'Diamond Push-up',
  'Dumbbell Row': 'Dumbbell Row',
  'EZ Bar Biceps Curl': 'EZ-Bar Curl',
  'Face Pull': 'Face Pull',
  'Face Pull (Cable)': 'Face Pull',
  'Farmers Carry': "Farmer's Carry",
  'Flat Dumbbell Fly': 'Dumbbell Fly',
  'Front Raise (Dumbbell)': 'Front Raise',
  'Front Squat': 'Front Squat',
  'Front Squat (Barbell)': 'Front Squat',
  'Goblet Squat (Kettlebell)': 'Goblet Squat',
  'Good Morning (Barbell)': 'Good Morning',
  'Hack Squat (Machine)': 'Hack Squat',
  'Hammer Curl (Dumbbell)': 'Hammer Curl',
  'Hang Snatch': 'Hang Snatch',
  'Hanging Knee Raise': 'Hanging Knee Raise',
  'Hanging Leg Raise': 'Hanging Leg Raise',
  'Hip Abduction (Machine)': 'Hip Abduction',
  'Hip Abductor (Machine)': 'Hip Abduction',
  'Hip Adduction (Machine)': 'Hip Adduction',
  'Hip Adductor (Machine)': 'Hip Adduction',
  'Hip Thrust (Barbell)': 'Hip Thrust',
  'Incline Bench Press (Barbell)': 'Incline Bench Press',
  'Incline Bench Press (Dumbbell)': 'Incline Dumbbell Press',
  'Incline Curl (Dumbbell)': 'Incline Dumbbell Curl',
  'Incline Dumbbell Bench Press': 'Incline Dumbbell Press',
  'Inverted Row': 'Inverted Row',
  'JM Press (Barbell)': 'JM Press',
  'Kettlebell Swing': 'Kettlebell Swing',
  'Lat Pulldown': 'Lat Pulldown',
  'Lat Pulldown (Cable)': 'Lat Pulldown',
  'Lat Pulldown (Machine)': 'Lat Pulldown',
  'Lat Pulldown - Close Grip (Cable)': 'Close-Grip Lat Pulldown',
  'Lateral Raise (Cable)': 'Cable Lateral Raise',
  'Lateral Raise (Dumbbell)': 'Lateral Raise',
  'Leg Extension (Machine)': 'Leg Extension',
  'Leg Extension Machine': 'Leg Extension',
  'Leg Press': 'Leg Press',
  'Leg Press (Machine)': 'Leg Press',
  'Leg Press Machine': 'Leg Press',
  'Lying Leg Curl (Machine)': 'Lying Leg Curl',
  'Lying Leg Curl Machine': 'Lying Leg Curl',
  'Nordic Hamstrings Curls': 'Nordic Hamstring Curl',
  'Overhead Press (Barbell)': 'Overhead Press',
  'Overhead Squat': 'Overhead Squat',
  'Overhead Triceps Extension (Cable)': 'Overhead Triceps Extension',
  'Pause Squat (Barbell)': 'Pause Squat',
  'Pec Deck (Machine)': 'Pec Deck',
  'Pendlay Row': 'Pendlay Row',
  'Pendlay Row (Barbell)': 'Pendlay Row',
  Plank: 'Plank',
  'Power Clean': 'Power Clean',
  'Power Snatch': 'Power Snatch',
  'Preacher Curl (Barbell)': 'Preacher Curl',
  'Pull Up': 'Pull-up',
  'Pull Up (Assisted)': 'Pull-up',
  'Pull Up (Weighted)': 'Weighted Pull-up',
  'Push Up': 'Push-up',
  'Push Up (Weighted)': 'Weighted Push-up',
  'Reverse Lunge': 'Reverse Lunge',
  'Romanian Deadlift': 'Romanian Deadlift',
  'Romanian Deadlift (Barbell)': 'Romanian Deadlift',
  'Rope Push Down': 'Rope Pushdown',
  Running: 'Running',
  'Russian Twist': 'Russian Twist',
  'Russian Twist (Weighted)': 'Russian Twist',
  'Seated Cable Row': 'Seated Cable Row',
  'Seated Calf Raise': 'Seated Calf Raise',
  'Seated Calf Raise (Machine)': 'Seated Calf Raise',
  'Seated Calf Raise (Plate Loaded)': 'Seated Calf Raise',
  'Seated Leg Curl (Machine)': 'Seated Leg Curl',
  'Seated Leg Curl Machine': 'Seated Leg Curl',
  'Seated Row (Cable)': 'Seated Cable Row',
  'Shoulder Press (Machine)': 'Machine Shoulder Press',
  'Shrug (Barbell)': 'Shrug',
  'Shrug (Dumbbell)': 'Dumbbell Shrug',
  'Side Plank': 'Side Plank',
  'Sit Up': 'Sit-up',
  'Skullcrusher (Barbell)': 'Skull Crusher',
  'Sled Push': 'Sled Push',
  Snatch: 'Snatch',
  'Squat (Barbell)': 'Squat',
  'Squat (Smith Machine)': 'Smith Machine Squat',
  'Standing Calf Raise (Barbell)': 'Standing Calf Raise',
  'Standing Calf Raise (Dumbbell)': 'Standing Calf Raise',
  'Standing Calf Raise (Machine)': 'Standing Calf Raise',
  'Standing Calf Raise Machine': 'Standing Calf Raise',
  'Sumo Deadlift': 'Sumo Deadlift',
  Swimming: 'Swimming',
  'T Bar Row': 'T-Bar Row',
  'Triceps Pushdown': 'Triceps Pushdown',
  'Triceps Pushdown (Cable - Rope)': 'Triceps Pushdown',
  'Triceps Pushdown (Cable - Straight Bar)': 'Triceps Pushdown',
  Walking: 'Walking',
  'Wall Ball': 'Wall Ball',
};
// Nothing fits exactly: a custom exercise of the file's name. Judgement calls (the same lift by
// another name, or a form that may be another lift), left to the lifter, who is offered the
// matcher's guesses: Chest Dip / Triceps Dip (Dips), Farmers Walk (Farmer's Carry), Triceps Rope
// Pushdown / Rope Tricep Pushdown (Rope Pushdown), Rope Face Pull (Face Pull), Strict Military
// Press (Overhead Press), Straight Leg Deadlift (Stiff-Leg Deadlift), Bent Over One Arm Row
// (Dumbbell Row), Seated Cable Row - V Grip (Seated Cable Row), Knee Raise (Captain's Chair)
// (Hanging Knee Raise), Reverse Fly (Dumbbell) (Rear Delt Fly), Rear Delt Reverse Fly (Machine)
// (Reverse Pec Deck), Running (Treadmill) (Treadmill Run), Cycling (Indoor) (Stationary Bike).
const CUSTOM: readonly string[] = [
  'Back Extension (Machine)',
  'Back Extension (Weighted Hyperextension)',
  'Ball Side Throw',
  'Ball Slams',
  'Barbell Squat (Each Side)',
  'Bayesian Curl',
  'Behind the Back Bicep Wrist Curl (Barbell)',
  'Behind the Back Curl (Cable)',
  'Bench Press Eccentric',
  'Bent Over One Arm Row (Dumbbell)',
  'Bent Over Row (Band)',
  'Bicep Curl (Machine)',
  'Bicycle Crunch',
  'Butterfly (Pec Deck)',
  'Cable Fly Crossovers',
  'Cable Kickback',
  'Cable Lateral Raise (Each Side)',
  'Cable Overhead Tricep Extension (Hard Cable)',
  'Cable Pull-Over',
  'Cable Twist',
  'Calf Extension (Machine)',
  'Calf Press (Machine)',
  'Calf Press on Seated Leg Press',
  'Cardio (any)',
  'Chest Dip',
  'Chest Dip (Assisted)',
  'Chest Dip (Weighted)',
  'Chest Fly',
  'Chest Fly (Band)',
  'Chest Fly (Machine)',
  'Chest Press',
  'Chest Press (loaded)',
  'chest press pulley',
  'Chest Supported Incline Row (Dumbbell)',
  'Chin Up Eccentric',
  'Clean',
  'Climbing',
  'Cross Body Hammer Curl',
  'Crunch (Machine)',
  'Crunch (Stability Ball)',
  'Crunch Against Wall',
  'Crunch Machine Czech',
  'Crunch With Weight',
  'Cycling (Indoor)',
  'Deadlift (Dumbbell)',
  'Deadlift (Smith Machine)',
  'Decline Bench Press (Machine)',
  'Decline Bench Press (Smith Machine)',
  'Decline Crunch',
  'Decline Crunch (Weighted)',
  'Decline Hammer Strength Chest Press(Each Side)',
  'Decline Push Up',
  'Decline Seated Row Cable',
  'Deficit Deadlift (Barbell)',
  'Dumbbell Back Forearms (Each Side)',
  'Dumbbell Curl (Each Side)',
  'Dumbbell Hammer Curl (Each Side)',
  'Dumbbell Preacher Curl (Each Side)',
  'Elliptical Trainer',
  'EZ Bar Strict Bicep Curl',
  'Farmers Walk',
  'Flat Barbell Bench Press (Each Side) (Smith Machine)',
  'Flat Leg Raise',
  'Flutter Kick',
  'Front Cable Raise',
  'Front Raise (Cable)',
  'Front Squat Eccentric',
  'Frontier Forearms (Kittie)',
  'GHD Hypertension',
  'GHD Sit Up',
  'GHD With Weight',
  'Hammer Curl (Band)',
  'Hammer Curl (Cable)',
  'High-Incline Dumbell Press',
  'Hip Thrust (Machine)',
  'Incline Barbell Bench Press Smith Machine (Each Side) (Smith Machine)',
  'Incline Bench Press (Smith Machine)',
  'Incline Chest Press (Each Side)',
  'Incline Chest Press (Machine)',
  'Incline Hammer Strength Chest Press',
  'Incline Row (Dumbbell)',
  'Inclined Bench Eccentric',
  'Inclined Leg Raise',
  'Iso-Lateral Chest Press (Machine)',
  'Iso-lateral Incline Chest Press',
  'Iso-Lateral Low Row',
  'Iso-Lateral Row (Machine)',
  'Jump Squat',
  'Jumping Jack',
  'kettlebell',
  "Knee Raise (Captain's Chair)",
  'Landmine Row',
  'Lat Pulldown (Single Arm)',
  'Lat Pulldown - Underhand (Cable)',
  'Lat Pulldown Closed Grip',
  'Lat Pulldown Reverse Close Grip',
  'Lat Pullover (Cable)',
  'Lateral Dumbbell Raise (Each Side)',
  'Lateral Raise (Machine)',
  'Leaning Pull Up Smith Machine',
  'Leg Press Horizontal (Machine)',
  'Leg Raise (Captain´s Chair)',
  'Leg Raise Parallel Bars',
  'Low Cable Fly Crossovers',
  'Low-to-High Cable Fly',
  'Lu Raise',
  'Lunge (Barbell)',
  'Lunge (Bodyweight)',
  'Lunge (Dumbbell)',
  'Lying Neck Curls (Weighted)',
  'Machine Overhead Press',
  'Machine Row (Each Side)',
  'Muscle Up',
  'Oblique Crunch',
  'One Arm Push Up',
  'One Arm Row Cable',
  'Overhead Press (Dumbbell)',
  'Paused Bench Press',
  'Pin Press',
  'Preacher Curl (Dumbbell)',
  'Preacher Curl (Machine)',
  'Preacher Hammer Curl',
  'Pulldown',
  'Pullover (Machine)',
  'Push Up (Knees)',
  'Rear Delt Cable Pull (Each Side)',
  'Rear Delt Machine Fly',
  'Rear Delt Reverse Fly (Cable)',
  'Rear Delt Reverse Fly (Machine)',
  'Reverse Curl (Cable)',
  'Reverse Fly (Cable)',
  'Reverse Fly (Dumbbell)',
  'Reverse Fly (Machine)',
  'Reverse Fly Single Arm (Cable)',
  'Reverse Triceps Cable Pushdown',
  'Ring Dips',
  'Romanian Deadlift (Dumbbell)',
  'Rope Curls (Each Side)',
  'Rope Face Pull',
  'Rope Straight Arm Pulldown',
  'Rope Tricep Pushdown',
  'Rope Triceps Overhead',
  'Running (Treadmill)',
  'Seated Cable Row - Bar Grip',
  'Seated Cable Row - V Grip (Cable)',
  'Seated Calf Raise Machine (Each Side)',
  'Seated Chest Fly (cable)',
  'Seated Chest Press',
  'Seated Dip Machine',
  'Seated Incline Curl (Dumbbell)',
  'Seated Incline Dumbbell Curl (Each Side)',
  'Seated Incline Hammer Curl (Dumbbell)',
  'Seated Lateral Raise (Dumbbell)',
  'Seated Leg Press (Machine)',
  'Seated Machine Fly',
  'Seated Overhead Press (Barbell)',
  'Seated Overhead Press (Dumbbell)',
  'Seated Palms Up Wrist Curl',
  'Seated Reverse Fly (cable)',
  'Seated Row (Machine)',
  'Seated Shoulder Press (Machine)',
  'Seated Tricep Press',
  'Seated Wrist Extension (Barbell)',
  'Short Grip Pulldown',
  'Shoulder Press (Dumbbell)',
  'Shrug (Smith Machine)',
  'Side Bend (Dumbbell)',
  'Single Arm Cable Row',
  'Single Arm Curl (Cable)',
  'Single Arm Lat Pulldown',
  'Single Arm Lateral Raise (Cable)',
  'Single Arm Tricep Extension (Dumbbell)',
  'Single Arm Triceps Pushdown (Cable)',
  'Single Leg Extensions',
  'Single Leg Press (Machine)',
  'Single Leg Squat (Smith Machine)',
  'Single Leg Standing Calf Raise',
  'Single Leg Standing Calf Raise (Machine)',
  'Skull Crushers (Smith Machine)',
  'Skullcrusher (Dumbbell)',
  'Smith Bulgarian Squat',
  'Smith Machine Overhead Press',
  'Split Squat (Kettlebell)',
  'Squat (Bodyweight)',
  'Squat Machine (Each Side)',
  'Stiff Leg Deadlift (Dumbbell)',
  'Straight Arm Lat Pulldown (Cable)',
  'Straight Leg Deadlift',
  'Straight-Arm Cable Pushdown',
  'Strict Military Press (Barbell)',
  'Total Abdominal',
  'Treadmill',
  'Tricep Extension (Rope)',
  'Triceps Dip',
  'Triceps Dip (Assisted)',
  'Triceps Dip (Weighted)',
  'Triceps Extension',
  'Triceps Extension (Barbell)',
  'Triceps Extension (Cable)',
  'Triceps Extension (Dumbbell)',
  'Triceps Extension (Machine)',
  'Triceps Extension (Suspension)',
  'Triceps Kickback (Cable)',
  'Triceps Overhead Cable',
  'Triceps Push Up',
  'Triceps Pushdown (Easy Cable)',
  'Triceps Rope Pushdown',
  'Upper back',
  'Upper Back Machine',
  'Upright Row (Cable)',
  'V-Bar Push Down',
  'Vertical Traction',
  'Walking Lunges (Each Side)',
  'Wide Grip Seated Row',
  'Wrist Curl Cable',
  'Wrist Curl Palm Down (Cable)',
  'Wrist Flexion (Cable)',
  'Yoga',
];

test('the dictionary is the seed’s, whole', () => {
  expect(dictionary.length).toBe(seedText.match(/^\s*\{ name: /gm)?.length);
  expect(dictionary.length).toBeGreaterThanOrEqual(178);
});

test('every lift the equipment table names is in the dictionary', () => {
  const names = new Set(dictionary.map((lift) => lift.name.toLowerCase()));
  expect(Object.keys(USUAL_EQUIPMENT).filter((lift) => !names.has(lift))).toEqual([]);
});

test('every lift the table maps to is in the dictionary, and no name is in both lists', () => {
  const names = new Set(dictionary.map((lift) => lift.name));
  expect(Object.values(MAPS).filter((lift) => !names.has(lift))).toEqual([]);
  expect(CUSTOM.filter((name) => name in MAPS)).toEqual([]);
});

// Without the samples beside the clone the table still holds: each name alone defaults as listed.
test('each name of the table, alone, defaults to its lift or to a custom exercise of its own name', () => {
  const names = [...Object.keys(MAPS), ...CUSTOM];
  expect(names.length).toBeGreaterThan(300);
  const got = Object.fromEntries(
    names.map((name) => {
      const suggestion = suggestMappings({ names: [{ name, sets: 1 }] }, dictionary, [])[0]?.suggestion;
      return [name, suggestion?.kind === 'dictionary' ? suggestion.match.name : suggestion?.kind];
    }),
  );
  expect(got).toEqual(Object.fromEntries(names.map((name) => [name, MAPS[name] ?? 'none'])));
});

withSamples(() => {
  test('the table has every name of the seven files, and none they do not have', () => {
    const namesByFile = new Map(SAMPLE_FILES.map((file) => [file, namesOf(file)]));
    const inFiles = new Set([...namesByFile.values()].flatMap((names) => names.map(({ name }) => name)));
    const inTable = new Set([...Object.keys(MAPS), ...CUSTOM]);
    expect([...inFiles].filter((name) => !inTable.has(name)).sort()).toEqual([]);
    expect([...inTable].filter((name) => !inFiles.has(name)).sort()).toEqual([]);
  });

  describe.each(SAMPLE_FILES)('%s', (file) => {
    test('each name defaults to its lift in the table, or to a custom exercise of its own name', () => {
      const mappings = suggestMappings({ names: namesOf(file) }, dictionary, []);
      const got = Object.fromEntries(mappings.map((m) => [m.name, m.suggestion.kind === 'dictionary' ? m.suggestion.match.name : m.suggestion.kind]));
      const expected = Object.fromEntries(mappings.map((m) => [m.name, MAPS[m.name] ?? (CUSTOM.includes(m.name) ? 'none' : 'missing from the table')]));
      expect(got).toEqual(expected);
    });
  });
});

test('the issue’s cases: shared words are only offered; the equipment suffix is read', () => {
  const mapping = (name: string) => suggestMappings({ names: [{ name, sets: 1 }] }, dictionary, [])[0];
  expect(mapping('Flat Leg Raise')).toMatchObject({ suggestion: { kind: 'none' }, couldBe: [{ match: { name: 'Hanging Leg Raise' } }] });
  expect(mapping('Triceps Extension')).toMatchObject({ suggestion: { kind: 'none' }, couldBe: [{ match: { name: 'Overhead Triceps Extension' } }] });
  expect(mapping('Lat Pulldown (Cable)')?.suggestion).toMatchObject({ kind: 'dictionary', match: { name: 'Lat Pulldown' }, exact: true });
  expect(mapping('Bent Over Row (Barbell)')?.suggestion).toMatchObject({ kind: 'dictionary', match: { name: 'Barbell Row' } });
  expect(mapping('Chin Up (Assisted)')?.suggestion).toMatchObject({ kind: 'dictionary', match: { name: 'Chin-up' } });
});
