// Which lift an exported exercise name is, when it is one the lifter already has: the name as
// written, or the same lift once the app's way of writing equipment is read. Strong and Hevy put
// the equipment in parentheses after the lift ("Lat Pulldown (Cable)", "Chin Up (Assisted)",
// "Triceps Pushdown (Cable - Straight Bar)"), FitNotes writes it as a word of the name ("Flat
// Barbell Bench Press", "Leg Extension Machine"), and the dictionary names a lift's usual equipment
// not at all ("Lat Pulldown", "Bench Press") and any other as a first word ("Dumbbell Bench Press").
// Only these readings count: a different lift that merely shares words ("Flat Leg Raise" and
// "Hanging Leg Raise") is never a match here (the page may still offer it, never preselect it).
// Pure: no React, no I/O.
import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';

export type Equipment =
  'barbell' | 'dumbbell' | 'kettlebell' | 'cable' | 'machine' | 'smith machine' | 'ez bar' | 'trap bar' | 'band' | 'bodyweight' | 'assisted' | 'weighted';

/** Equipment as the apps write it (lower case, words), longest first so "smith machine" wins over "machine". */
const EQUIPMENT_WORDS: readonly [string[], Equipment][] = [
  [['smith', 'machine'], 'smith machine'],
  [['plate', 'loaded'], 'machine'],
  [['ez', 'bar'], 'ez bar'],
  [['trap', 'bar'], 'trap bar'],
  [['hex', 'bar'], 'trap bar'],
  [['barbell'], 'barbell'],
  [['dumbbell'], 'dumbbell'],
  [['dumbbells'], 'dumbbell'],
  [['kettlebell'], 'kettlebell'],
  [['cable'], 'cable'],
  [['machine'], 'machine'],
  [['band'], 'band'],
  [['bodyweight'], 'bodyweight'],
  [['assisted'], 'assisted'],
  [['weighted'], 'weighted'],
];

/** Handles on a cable (Strong's "Triceps Pushdown (Cable - Straight Bar)"): they do not make another lift. */
const CABLE_ATTACHMENTS = new Set(['straight bar', 'rope', 'v bar', 'bar']);

/**
 * The equipment a dictionary lift is done with when its name names none (by its name, lower case).
 * A file's "Bench Press (Barbell)" is the dictionary's Bench Press; "Deadlift (Dumbbell)" is not its
 * Deadlift. A lift that is not listed here matches only a file name without equipment.
 */
export const USUAL_EQUIPMENT: Readonly<Record<string, readonly Equipment[]>> = Object.entries({
  barbell: [
    'Bench Press',
    'Incline Bench Press',
    'Decline Bench Press',
    'Close-Grip Bench Press',
    'Floor Press',
    'Deadlift',
    'Rack Pull',
    'Good Morning',
    'Shrug',
    'Squat',
    'Back Squat',
    'Front Squat',
    'Box Squat',
    'Pause Squat',
    'Zercher Squat',
    'Overhead Squat',
    'Romanian Deadlift',
    'Stiff-Leg Deadlift',
    'Sumo Deadlift',
    'Hip Thrust',
    'Glute Bridge',
    'Overhead Press',
    'Push Press',
    'Z Press',
    'Behind-the-Neck Press',
    'Upright Row',
    'Preacher Curl',
    'Reverse Curl',
    'Skull Crusher',
    'JM Press',
    'Wrist Curl',
    'Reverse Wrist Curl',
    'Pendlay Row',
    'T-Bar Row',
    'Landmine Press',
    'Power Clean',
    'Hang Clean',
    'Clean and Jerk',
    'Snatch',
    'Power Snatch',
    'Hang Snatch',
    'Clean Pull',
    'Snatch Pull',
    'Push Jerk',
    'Split Jerk',
    'Muscle Snatch',
    'Thruster',
    'Standing Calf Raise',
  ],
  'ez bar': ['Preacher Curl', 'Skull Crusher', 'Reverse Curl'],
  dumbbell: [
    'Lateral Raise',
    'Front Raise',
    'Rear Delt Fly',
    'Hammer Curl',
    'Concentration Curl',
    'Spider Curl',
    'Zottman Curl',
    'Triceps Kickback',
    'Arnold Press',
    'Overhead Triceps Extension',
    'Goblet Squat',
    'Y Raise',
    'Wrist Curl',
    'Reverse Wrist Curl',
    'Standing Calf Raise',
    'Bulgarian Split Squat',
    'Split Squat',
    'Walking Lunge',
    'Reverse Lunge',
    'Step-up',
    'Suitcase Carry',
    'Single-Leg Romanian Deadlift',
  ],
  kettlebell: ['Goblet Squat', 'Turkish Get-up', 'Suitcase Carry'],
  cable: [
    'Lat Pulldown',
    'Close-Grip Lat Pulldown',
    'Straight-Arm Pulldown',
    'Face Pull',
    'Triceps Pushdown',
    'Rope Pushdown',
    'Overhead Triceps Extension',
    'Pallof Press',
    'Woodchopper',
  ],
  machine: [
    'Lat Pulldown',
    'Leg Press',
    'Hack Squat',
    'Leg Extension',
    'Lying Leg Curl',
    'Seated Leg Curl',
    'Hip Abduction',
    'Hip Adduction',
    'Pec Deck',
    'Reverse Pec Deck',
    'Seated Calf Raise',
    'Standing Calf Raise',
    'Belt Squat',
  ],
  // Body-weight lifts: the app's "(Assisted)" or "(Bodyweight)" is the same lift, lighter or as is.
  bodyweight: [
    'Pull-up',
    'Chin-up',
    'Push-up',
    'Dips',
    'Bench Dip',
    'Inverted Row',
    'Back Extension',
    'Hyperextension',
    'Hanging Leg Raise',
    'Hanging Knee Raise',
    'Crunch',
    'Sit-up',
    'Decline Sit-up',
    'Russian Twist',
    'Plank',
    'Side Plank',
    'Glute Bridge',
    'Walking Lunge',
    'Reverse Lunge',
    'Split Squat',
    'Bulgarian Split Squat',
    'Step-up',
    'Pistol Squat',
    'Nordic Hamstring Curl',
    'Toes-to-Bar',
  ],
  assisted: ['Pull-up', 'Chin-up', 'Dips', 'Pistol Squat', 'Nordic Hamstring Curl'],
  // Loaded forms of body-weight lifts that have no "Weighted …" entry of their own.
  weighted: [
    'Dips',
    'Bench Dip',
    'Back Extension',
    'Hyperextension',
    'Russian Twist',
    'Crunch',
    'Sit-up',
    'Decline Sit-up',
    'Hanging Leg Raise',
    'Hanging Knee Raise',
    'Plank',
    'Side Plank',
    'Glute Bridge',
    'Step-up',
  ],
} satisfies Partial<Record<Equipment, string[]>>).reduce<Record<string, Equipment[]>>((byLift, [equipment, lifts]) => {
  for (const lift of lifts) (byLift[lift.toLowerCase()] ??= []).push(equipment as Equipment);
  return byLift;
}, {});

/**
 * The apps' names of a lift that the dictionary names otherwise, as lift keys (see liftKey):
 * Strong's and Hevy's "Bent Over Row (Barbell)" is the Barbell Row, "Bicep Curl (Dumbbell)" the
 * Dumbbell Curl, "Chest Fly (Dumbbell)" the Dumbbell Fly; a dumbbell "Incline Bench Press" is the
 * Incline Dumbbell Press.
 */
const APP_LIFT_NAMES: readonly { from: string; to: string; with?: Equipment }[] = [
  { from: 'bentoverrow', to: 'row' },
  { from: 'bicepscurl', to: 'curl' },
  { from: 'chestfly', to: 'fly' },
  { from: 'inclinebenchpress', to: 'inclinepress', with: 'dumbbell' },
  { from: 'declinebenchpress', to: 'declinepress', with: 'dumbbell' },
];

/** Spellings of one word: Hevy's "Hip Abductor (Machine)" is the Hip Abduction. */
const WORD_SPELLINGS: Readonly<Record<string, string>> = {
  tricep: 'triceps',
  bicep: 'biceps',
  abductor: 'abduction',
  adductor: 'adduction',
};

/** A word in its singular: curls → curl, dips → dip, flies → fly, presses → press; triceps, press stay. */
function singular(word: string): string {
  if (word.length <= 3 || word === 'triceps' || word === 'biceps') return word;
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/['’´`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');

/** Takes the equipment words out of `words`; returns what they name. */
function takeEquipment(words: string[]): Equipment[] {
  const found: Equipment[] = [];
  for (let at = 0; at < words.length;) {
    const known = EQUIPMENT_WORDS.find(([phrase]) => phrase.every((word, i) => words[at + i] === word));
    if (known === undefined) at += 1;
    else {
      words.splice(at, known[0].length);
      found.push(known[1]);
    }
  }
  return found;
}

/** A parenthesised part read as equipment ("Cable - Straight Bar" → cable), or null when it says something else ("Each Side"). */
function equipmentOf(part: string): Equipment[] | null {
  const pieces = part.split(/\s+-\s+|,/).map((piece) => wordsOf(piece));
  const found: Equipment[] = [];
  for (const words of pieces) {
    if (words.length === 0) continue;
    if (found.includes('cable') && CABLE_ATTACHMENTS.has(words.join(' '))) continue;
    const rest = [...words];
    const equipment = takeEquipment(rest);
    if (rest.length > 0 || equipment.length === 0) return null;
    found.push(...equipment);
  }
  return found.length > 0 ? found : null;
}

/** A name read as lift words and equipment; null when a part in parentheses is not equipment. */
export interface ReadName {
  /** The lift's words without the equipment, in one spelling, run together ("chinup", "latpulldown"). */
  keys: string[];
  /** Sorted, each once. */
  equipment: Equipment[];
}

const liftKey = (words: readonly string[]) =>
  words
    .map((word) => WORD_SPELLINGS[word] ?? word)
    .map(singular)
    .join('');

export function readExerciseName(name: string): ReadName | null {
  let text = name.trim();
  const equipment: Equipment[] = [];
  // Parenthesised parts at the end, last first: "Squat (Barbell)", "X (Each Side) (Smith Machine)".
  for (let part = /\s*\(([^()]*)\)\s*$/.exec(text); part !== null; part = /\s*\(([^()]*)\)\s*$/.exec(text)) {
    const read = equipmentOf(part[1] ?? '');
    if (read === null) return null;
    equipment.push(...read);
    text = text.slice(0, part.index);
  }
  if (/[()]/.test(text)) return null;
  // Strong's "Lat Pulldown - Close Grip (Cable)": the part after the dash says which form of the lift.
  const [lift = '', form = ''] = text.split(/\s+-\s+/, 2);
  const words = wordsOf(lift);
  const formWords = wordsOf(form);
  equipment.push(...takeEquipment(words), ...takeEquipment(formWords));
  // FitNotes' "Flat Barbell Bench Press", "Flat Dumbbell Fly": flat is the plain bench (not "Flat Leg Raise").
  if (words[0] === 'flat' && (words.includes('bench') || words.includes('fly'))) words.shift();
  if (words.length === 0) return null;
  const sorted = [...new Set(equipment)].sort();
  const keys = [liftKey([...formWords, ...words])];
  for (const alias of APP_LIFT_NAMES) {
    if (keys[0] === alias.from && (alias.with === undefined || sorted.includes(alias.with))) keys.push(alias.to);
  }
  return { keys, equipment: sorted };
}

const sameEquipment = (a: readonly Equipment[], b: readonly Equipment[]) => a.length === b.length && a.every((e, i) => e === b[i]);

/**
 * A catalogue lift's name read, once per name: an import matches a hundred file names against the
 * same two hundred lifts, and reading each lift again for every file name took most of the
 * preview's first render. The catalogue is bounded (the dictionary and the lifter's own lifts).
 */
const liftReadings = new Map<string, ReadName | null>();
function readLiftName(liftName: string): ReadName | null {
  let reading = liftReadings.get(liftName);
  if (reading === undefined) {
    reading = readExerciseName(liftName);
    liftReadings.set(liftName, reading);
  }
  return reading;
}

function sameLift(file: ReadName | null, liftName: string): boolean {
  const lift = readLiftName(liftName);
  if (file === null || lift === null) return false;
  const liftKeyText = lift.keys[0];
  if (!file.keys.some((key) => key === liftKeyText)) return false;
  if (sameEquipment(file.equipment, lift.equipment)) return true;
  // The dictionary names no equipment: the file's must be what the lift is usually done with.
  if (lift.equipment.length > 0 || file.equipment.length === 0) return false;
  const usual = USUAL_EQUIPMENT[liftName.trim().toLowerCase()] ?? [];
  return file.equipment.every((equipment) => usual.includes(equipment));
}

/** Whether a file's name is the catalogue lift `liftName` once its equipment is read. */
export function isSameLift(fileName: string, liftName: string): boolean {
  return sameLift(readExerciseName(fileName), liftName);
}

export type ExactLift = { kind: 'dictionary'; match: DictionaryExercise } | { kind: 'custom'; match: CustomExercise };

const written = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The lift a file's exercise name maps to, or null (then it becomes a custom exercise of its own
 * name). First the name as written (case and spacing aside), the dictionary's before the lifter's
 * own; then the same lift once the app's equipment is read, the dictionary's first. Of several
 * equal candidates, the lowest id, so the answer never depends on the catalogue's order.
 */
export function exactLiftFor(fileName: string, dictionary: readonly DictionaryExercise[], custom: readonly CustomExercise[]): ExactLift | null {
  const byId = <T extends { id: number }>(lifts: T[]) => lifts.sort((a, b) => a.id - b.id)[0];
  const asWritten = written(fileName);
  const dictionaryWritten = byId(dictionary.filter((lift) => written(lift.name) === asWritten));
  if (dictionaryWritten) return { kind: 'dictionary', match: dictionaryWritten };
  const customWritten = byId(custom.filter((lift) => written(lift.name) === asWritten));
  if (customWritten) return { kind: 'custom', match: customWritten };
  const read = readExerciseName(fileName);
  const dictionaryRead = byId(dictionary.filter((lift) => sameLift(read, lift.name)));
  if (dictionaryRead) return { kind: 'dictionary', match: dictionaryRead };
  const customRead = byId(custom.filter((lift) => sameLift(read, lift.name)));
  if (customRead) return { kind: 'custom', match: customRead };
  return null;
}

/** The longest variation the api takes. */
export const IMPORT_VARIATION_MAX = 100;

/**
 * What a file's name says in parentheses that the lift it is imported as does not: kept as the
 * exercise's variation, so mapping loses nothing ("Chin Up (Assisted)" as Chin-up: "Assisted";
 * "Triceps Pushdown (Cable - Rope)": "Cable - Rope"). A part the lift's name already says ("Bench
 * Press (Dumbbell)" as Dumbbell Bench Press), or usual equipment of the lift ("Bench Press
 * (Barbell)", "Lat Pulldown (Machine)"), adds nothing. Null when the name is imported as written,
 * or nothing is left.
 */
export function equipmentVariation(fileName: string, liftName: string): string | null {
  if (written(fileName) === written(liftName)) return null;
  const liftWords = new Set(wordsOf(liftName));
  // Assistance is kept: it turns the weight into help, not load.
  const usual: readonly string[] = (USUAL_EQUIPMENT[written(liftName)] ?? []).filter((equipment) => equipment !== 'assisted');
  const parts: string[] = [];
  let text = fileName.trim();
  for (let part = /\s*\(([^()]*)\)\s*$/.exec(text); part !== null; part = /\s*\(([^()]*)\)\s*$/.exec(text)) {
    const inside = (part[1] ?? '').trim().replace(/\s+/g, ' ');
    const words = wordsOf(inside);
    if (words.length > 0 && !words.every((word) => liftWords.has(word)) && !usual.includes(words.join(' '))) parts.unshift(inside);
    text = text.slice(0, part.index);
  }
  const variation = parts.join(', ');
  return variation === '' ? null : variation.slice(0, IMPORT_VARIATION_MAX);
}
