import { workoutDifferences, setText, type ComparedSet, type ComparedWorkout } from './differences.js';

const set = (values: Partial<ComparedSet> = {}): ComparedSet => ({
  kind: 'normal',
  weight: 225,
  weight_unit: 'lbs',
  reps: 5,
  duration_ms: null,
  distance_m: null,
  rpe: null,
  notes: null,
  ...values,
});
const lift = (name: string, sets: ComparedSet[], extra: Partial<ComparedWorkout['exercises'][number]> = {}) => ({
  name,
  type: 'weighted',
  notes: null,
  sets,
  ...extra,
});
const workout = (exercises: ComparedWorkout['exercises'], notes: string | null = null): ComparedWorkout => ({ type: 'Legs', notes, exercises });
const squat = () => lift('Squat', [set(), set(), set()]);

test.each([
  ['a set removed', workout([lift('Squat', [set(), set()])]), workout([squat()]), ['Squat: 2 sets in the file, 3 in your log']],
  [
    'a set changed',
    workout([lift('Squat', [set({ reps: 4 }), set(), set()])]),
    workout([squat()]),
    ['Squat set 1: 4 × 225 lbs in the file, 5 × 225 lbs in your log'],
  ],
  [
    'the unit, an RPE, a kind and a note',
    workout([lift('Squat', [set({ weight_unit: 'kg' }), set({ rpe: 8 }), set({ kind: 'warmup', notes: 'belt' })])]),
    workout([squat()]),
    [
      'Squat set 1: 5 × 225 kg in the file, 5 × 225 lbs in your log',
      'Squat set 2: 5 × 225 lbs, RPE 8 in the file, 5 × 225 lbs in your log',
      'Squat set 3: 5 × 225 lbs, warm-up, note "belt" in the file, 5 × 225 lbs in your log',
    ],
  ],
  [
    'lifts on one side',
    workout([squat(), lift('Leg Press', [set()])]),
    workout([squat(), lift('Leg Curl', [set()])]),
    ['Only in the file: Leg Press', 'Only in your log: Leg Curl'],
  ],
  [
    'notes',
    workout([lift('Squat', [set(), set(), set()], { notes: 'low bar' })], 'tired'),
    workout([squat()]),
    ['The workout notes differ', 'Squat: the notes differ'],
  ],
  ['names in another case are the same lift', workout([lift('squat', [set(), set()])]), workout([squat()]), ['Squat: 2 sets in the file, 3 in your log']],
  ['only the order', workout([squat(), lift('Deadlift', [set()])]), workout([lift('Deadlift', [set()]), squat()]), ['The order of the exercises differs']],
  [
    'more than three: the rest counted',
    workout([lift('Squat', [set({ reps: 1 }), set({ reps: 2 }), set({ reps: 3 })])], 'x'),
    workout([squat()]),
    [
      'The workout notes differ',
      'Squat set 1: 1 × 225 lbs in the file, 5 × 225 lbs in your log',
      'Squat set 2: 2 × 225 lbs in the file, 5 × 225 lbs in your log',
      '…and 1 more difference',
    ],
  ],
])('%s', (_label, theirs, mine, expected) => {
  expect(workoutDifferences(theirs, mine)).toEqual(expected);
});

test.each([
  [set({ weight: null, reps: 12 }), '12 reps'],
  [set({ weight: 32, weight_unit: 'kg', reps: null, duration_ms: 45_500, distance_m: 40 }), '32 kg, 45.5 s, 40 m'],
  [set({ weight: null, reps: null }), 'empty'],
  [set({ kind: 'failure', rpe: 9.5 }), '5 × 225 lbs, failure, RPE 9.5'],
])('a set in words: %j', (value, text) => {
  expect(setText(value)).toBe(text);
});
