// Real-world Quick Log lines (gym shorthand, typos, plurals) against the real dictionary's names:
// which lift each one logs. Parser and matcher together, as the panel runs them.
import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';
import { matchExerciseName, type ExerciseMatch } from './exercise-name-matcher';
import { parseQuickLogLine } from '../quick-log/quick-log-parser';

// Names as the api's seed has them (a subset: every lift a case below could be confused with).
const DICTIONARY_NAMES = [
  'Bench Press',
  'Incline Bench Press',
  'Decline Bench Press',
  'Close-Grip Bench Press',
  'Dumbbell Bench Press',
  'Incline Dumbbell Press',
  'Dumbbell Fly',
  'Cable Fly',
  'Pec Deck',
  'Push-up',
  'Weighted Push-up',
  'Diamond Push-up',
  'Landmine Press',
  'Smith Machine Bench Press',
  'Deadlift',
  'Pull-up',
  'Chin-up',
  'Weighted Pull-up',
  'Lat Pulldown',
  'Close-Grip Lat Pulldown',
  'Barbell Row',
  'Pendlay Row',
  'Dumbbell Row',
  'Seated Cable Row',
  'T-Bar Row',
  'Machine Row',
  'Seal Row',
  'Shrug',
  'Dumbbell Shrug',
  'Face Pull',
  'Squat',
  'Back Squat',
  'Front Squat',
  'Goblet Squat',
  'Hack Squat',
  'Leg Press',
  'Bulgarian Split Squat',
  'Split Squat',
  'Walking Lunge',
  'Reverse Lunge',
  'Romanian Deadlift',
  'Stiff-Leg Deadlift',
  'Sumo Deadlift',
  'Trap Bar Deadlift',
  'Leg Extension',
  'Lying Leg Curl',
  'Seated Leg Curl',
  'Hip Thrust',
  'Standing Calf Raise',
  'Seated Calf Raise',
  'Zercher Squat',
  'Single-Leg Romanian Deadlift',
  'Overhead Press',
  'Seated Dumbbell Press',
  'Arnold Press',
  'Push Press',
  'Lateral Raise',
  'Cable Lateral Raise',
  'Rear Delt Fly',
  'Barbell Curl',
  'Dumbbell Curl',
  'Hammer Curl',
  'Preacher Curl',
  'Cable Curl',
  'EZ-Bar Curl',
  'Triceps Pushdown',
  'Rope Pushdown',
  'Overhead Triceps Extension',
  'Skull Crusher',
  'Dips',
  'Bench Dip',
  'Triceps Kickback',
  'Plank',
  'Side Plank',
  'Hanging Leg Raise',
  'Hanging Knee Raise',
  'Crunch',
  'Cable Crunch',
  'Sit-up',
  'Power Clean',
  'Hang Clean',
  'Thruster',
  'Kettlebell Swing',
  'Sled Push',
  'Sled Pull',
  'Burpee',
  'Running',
  'Rowing Machine',
  'Face Pull',
];
const dictionary: DictionaryExercise[] = DICTIONARY_NAMES.map((name, i) => ({ id: i + 1, name, category: 'test', type: 'weighted' }));
const custom: CustomExercise[] = [
  { id: 501, name: 'Meadows Row Paused', user_id: 7 },
  { id: 502, name: 'Spoto Press', user_id: 7 },
];

/** What a result reads as in the table: the lift's name, "ask: A | B", or "new". */
function read(match: ExerciseMatch): string {
  if (match.kind === 'none') return 'new';
  if (match.kind === 'ask') return `ask: ${match.candidates.map((c) => c.match.name).join(' | ')}`;
  return match.match.name;
}

function logs(line: string, recent: string[] = []): string {
  const parsed = parseQuickLogLine(line, 'lbs');
  if (!parsed.ok) throw new Error(`${line} did not parse`);
  return read(matchExerciseName(parsed.entry.name, dictionary, custom, recent));
}

describe('Quick Log names a lifter types → the lift logged', () => {
  it.each<[string, string]>([
    // The three reports
    ['Bench 3x5@200', 'Bench Press'],
    ['Tricep Pushdown 3x12 @50', 'Triceps Pushdown'],
    ['Tricep Pushdowns 3x12 @50', 'Triceps Pushdown'],
    // Plurals, hyphens and spacing
    ['Pull-ups 3x8', 'Pull-up'],
    ['Pullups 3x8', 'Pull-up'],
    ['pull ups 4x6-8', 'Pull-up'],
    ['Chinups 3x10', 'Chin-up'],
    ['Chins 3x10', 'Chin-up'],
    ['Push ups 3x20', 'Push-up'],
    ['Situps 3x20', 'Sit-up'],
    ['Squats 5x5 @225', 'Squat'],
    ['Deadlifts 1x5 @315', 'Deadlift'],
    ['Hip thrusts 3x10 @185', 'Hip Thrust'],
    ['Skullcrushers 3x12 @60', 'Skull Crusher'],
    ['Lateral raises 3x15 @20', 'Lateral Raise'],
    ['Walking lunges 3x12 @40', 'Walking Lunge'],
    ['Cable crunches 3x15 @80', 'Cable Crunch'],
    ['Dip 3x10', 'Dips'],
    ['Thrusters 5x5 @95', 'Thruster'],
    ['Burpees 5x10', 'Burpee'],
    ['Lat pull downs 3x10 @120', 'Lat Pulldown'],
    ['Face pulls 3x15 @40', 'Face Pull'],
    ['Front squats 5x3 @185', 'Front Squat'],
    ['Hammer curls 3x10 @35', 'Hammer Curl'],
    // "Barbell" is the implement a lifter leaves out: a row or curl is the barbell one
    ['Curls 3x10 @30', 'Barbell Curl'],
    // Gym shorthand
    ['OHP 5x5 @115', 'Overhead Press'],
    ['ohp 3x8@95', 'Overhead Press'],
    ['RDL 3x8 @225', 'Romanian Deadlift'],
    ['RDLs 3x8 @225', 'Romanian Deadlift'],
    ['SLDL 3x10 @185', 'Stiff-Leg Deadlift'],
    ['DB Bench 4x10 @70', 'Dumbbell Bench Press'],
    ['DB row 3x10 @80', 'Dumbbell Row'],
    ['DB curls 3x12 @30', 'Dumbbell Curl'],
    ['BB Row 4x8 @155', 'Barbell Row'],
    ['BB curl 3x10 @65', 'Barbell Curl'],
    ['Incline bench 4x8 @155', 'Incline Bench Press'],
    ['Close grip bench 3x8 @185', 'Close-Grip Bench Press'],
    ['Flat bench 5x5 @205', 'Bench Press'],
    ['Flat barbell bench press 3x5 @225', 'Bench Press'],
    ['KB swings 5x20 @53', 'Kettlebell Swing'],
    ['BSS 3x8 @50', 'Bulgarian Split Squat'],
    ['EZ bar curl 3x10 @60', 'EZ-Bar Curl'],
    ['Benchpress 3x5 @185', 'Bench Press'],
    // Typos
    ['Deadlfit 1x5 @315', 'Deadlift'],
    ['Romanain Deadlift 3x8 @185', 'Romanian Deadlift'],
    ['Sqauts 5x5 @225', 'Squat'],
    ['Overhed Press 5x5 @115', 'Overhead Press'],
    ['Hammer Crul 3x10 @30', 'Hammer Curl'],
    ['Bulgarian Split Sqaut 3x8 @40', 'Bulgarian Split Squat'],
    // Exact names and a lifter's own lifts
    ['Bench Dip 3x15', 'Bench Dip'],
    ['Spoto press 3x5 @185', 'Spoto Press'],
    ['spoto presses 3x5 @185', 'Spoto Press'],
    // Equally likely: asked, not guessed
    ['Landmine Thrusters 3x8 @65', 'ask: Thruster'],
    ['Leg curls 3x12 @90', 'ask: Lying Leg Curl | Seated Leg Curl'],
    ['Calf raises 4x15 @135', 'ask: Seated Calf Raise | Standing Calf Raise'],
    ['Lunges 3x10 @40', 'ask: Reverse Lunge | Walking Lunge'],
    // Nothing like it: a new lift of the lifter's own
    ['Farmers walk 3x40', 'new'],
    ['Nordic curls 3x5', 'ask: Barbell Curl'],
  ])('%p logs %p', (line, expected) => {
    expect(logs(line)).toBe(expected);
  });

  it.each<[string, string[], string]>([
    ['Curls 3x10 @30', ['Hammer Curl', 'Bench Press'], 'Hammer Curl'],
    ['Leg curls 3x12 @90', ['Seated Leg Curl'], 'Seated Leg Curl'],
    ['Row 4x8 @135', ['Pendlay Row'], 'Pendlay Row'],
    ['Row 4x8 @135', [], 'Barbell Row'],
    ['Bench 3x5 @200', ['Bench Dip'], 'Bench Press'],
    ['Meadows row 3x10 @70', ['Meadows Row Paused'], 'Meadows Row Paused'],
    ['Curls 3x10 @30', ['Hammer Curl', 'Preacher Curl'], 'ask: Hammer Curl | Preacher Curl | Barbell Curl | Cable Curl | Dumbbell Curl'],
  ])("%p with recent lifts %p logs %p (the lifter's own recent lifts first)", (line, recent, expected) => {
    expect(logs(line, recent)).toBe(expected);
  });
});
