import type { DictionaryExercise, Routine, RoutineExercise } from '@liftbook/shared/contract';
import {
  ROUTINE_MESSAGES,
  emptyRoutineForm,
  formFieldOf,
  moveItem,
  newExerciseForm,
  newSetForm,
  routineToForm,
  supersetGroups,
  validateRoutineForm,
  type RoutineExerciseForm,
  type RoutineForm,
  type RoutineSetForm,
} from './routine-form';
import { routineSummaryLine } from './routine-summary';

let key = 0;
const nextKey = () => (key += 1);
const DICTIONARY: DictionaryExercise[] = [
  { id: 1, name: 'Bench Press', category: 'Chest', type: 'weighted' },
  { id: 2, name: 'Plank', category: 'Core', type: 'duration' },
];

const set = (patch: Partial<RoutineSetForm> = {}): RoutineSetForm => ({ ...newSetForm(nextKey), repsMin: '5', ...patch });
const exercise = (patch: Partial<RoutineExerciseForm> = {}): RoutineExerciseForm => ({
  ...newExerciseForm(nextKey, 'kg'),
  name: 'Bench Press',
  sets: [set()],
  ...patch,
});
const form = (patch: Partial<RoutineForm> = {}): RoutineForm => ({ name: 'Push A', exercises: [exercise()], ...patch });

describe('supersetGroups: "Superset with next" links to groups', () => {
  it.each([
    [[], []],
    [[false], [null]],
    [[true], [null]],
    [
      [false, false, false],
      [null, null, null],
    ],
    [
      [true, false],
      [1, 1],
    ],
    [
      [false, true, false],
      [null, 1, 1],
    ],
    [
      [true, true, false],
      [1, 1, 1],
    ],
    [
      [true, false, true, false],
      [1, 1, 2, 2],
    ],
    [
      [false, true, true],
      [null, 1, 1],
    ],
  ] as [boolean[], (number | null)[]][])('%j -> %j', (links, groups) => {
    expect(supersetGroups(links)).toEqual(groups);
  });
});

describe('validateRoutineForm: field messages', () => {
  const errorsOf = (f: RoutineForm) => {
    const checked = validateRoutineForm(f, DICTIONARY);
    return checked.ok ? {} : checked.errors;
  };
  it.each<[string, RoutineForm, Record<string, string>]>([
    ['a blank name', form({ name: '  ' }), { name: ROUTINE_MESSAGES.nameRequired }],
    ['a name over 100 characters', form({ name: 'x'.repeat(101) }), { name: ROUTINE_MESSAGES.nameMax }],
    ['no exercise', form({ exercises: [] }), { exercises: ROUTINE_MESSAGES.exercisesRequired }],
    ['a blank exercise name', form({ exercises: [exercise({ name: ' ' })] }), { 'exercises.0.name': ROUTINE_MESSAGES.exerciseNameRequired }],
    ['no set', form({ exercises: [exercise({ sets: [] })] }), { 'exercises.0.sets': ROUTINE_MESSAGES.setsRequired }],
    ['blank reps', form({ exercises: [exercise({ sets: [set({ repsMin: '' })] })] }), { 'exercises.0.sets.0.reps': ROUTINE_MESSAGES.repsRequired }],
    ['reps 0', form({ exercises: [exercise({ sets: [set({ repsMin: '0' })] })] }), { 'exercises.0.sets.0.reps': ROUTINE_MESSAGES.repsMin }],
    ['reps 5.5', form({ exercises: [exercise({ sets: [set({ repsMin: '5.5' })] })] }), { 'exercises.0.sets.0.reps': ROUTINE_MESSAGES.repsWhole }],
    ['reps 1001', form({ exercises: [exercise({ sets: [set({ repsMin: '1001' })] })] }), { 'exercises.0.sets.0.reps': ROUTINE_MESSAGES.repsMax }],
    [
      'a range upside down (8 up to 5)',
      form({ exercises: [exercise({ sets: [set({ repsMin: '8', repsMax: '5' })] })] }),
      { 'exercises.0.sets.0.repsMax': ROUTINE_MESSAGES.repsRange },
    ],
    ['a weight over 2000', form({ exercises: [exercise({ sets: [set({ load: '2000.5' })] })] }), { 'exercises.0.sets.0.load': ROUTINE_MESSAGES.weightMax }],
    ['a negative weight', form({ exercises: [exercise({ sets: [set({ load: '-5' })] })] }), { 'exercises.0.sets.0.load': ROUTINE_MESSAGES.weightNegative }],
    ['a weight of words', form({ exercises: [exercise({ sets: [set({ load: 'heavy' })] })] }), { 'exercises.0.sets.0.load': ROUTINE_MESSAGES.weightNumber }],
    [
      '151 % of the training max',
      form({ exercises: [exercise({ trainingMax: '100', sets: [set({ load: '151', loadMode: 'percent' })] })] }),
      { 'exercises.0.sets.0.load': ROUTINE_MESSAGES.percent },
    ],
    [
      'a % target without a training max',
      form({ exercises: [exercise({ sets: [set({ load: '75', loadMode: 'percent' })] })] }),
      { 'exercises.0.trainingMax': ROUTINE_MESSAGES.trainingMaxRequired },
    ],
    [
      'the training max rule without a training max',
      form({ exercises: [exercise({ rule: 'training_max', increment: '5' })] }),
      { 'exercises.0.trainingMax': ROUTINE_MESSAGES.trainingMaxRequired },
    ],
    ['a training max of 0', form({ exercises: [exercise({ trainingMax: '0' })] }), { 'exercises.0.trainingMax': ROUTINE_MESSAGES.trainingMax }],
    ['RPE 10.5', form({ exercises: [exercise({ sets: [set({ rpe: '10.5' })] })] }), { 'exercises.0.sets.0.rpe': ROUTINE_MESSAGES.rpe }],
    ['RPE 7.3', form({ exercises: [exercise({ sets: [set({ rpe: '7.3' })] })] }), { 'exercises.0.sets.0.rpe': ROUTINE_MESSAGES.rpe }],
    ['rest 3601 s', form({ exercises: [exercise({ sets: [set({ rest: '3601' })] })] }), { 'exercises.0.sets.0.rest': ROUTINE_MESSAGES.rest }],
    ['rest 90.5 s', form({ exercises: [exercise({ sets: [set({ rest: '90.5' })] })] }), { 'exercises.0.sets.0.rest': ROUTINE_MESSAGES.rest }],
    ['a double rule without increment', form({ exercises: [exercise({ rule: 'double' })] }), { 'exercises.0.increment': ROUTINE_MESSAGES.increment }],
    [
      'a linear rule with a 60 % deload after 0 sessions',
      form({ exercises: [exercise({ rule: 'linear', increment: '2.5', deloadPercent: '60', deloadAfter: '0' })] }),
      { 'exercises.0.deloadPercent': ROUTINE_MESSAGES.deloadPercent, 'exercises.0.deloadAfter': ROUTINE_MESSAGES.deloadAfter },
    ],
    [
      'a linear rule with deload after 2.5 sessions',
      form({ exercises: [exercise({ rule: 'linear', increment: '2.5', deloadPercent: '7.5', deloadAfter: '2.5' })] }),
      { 'exercises.0.deloadAfter': ROUTINE_MESSAGES.deloadAfter },
    ],
    [
      'a timed set without seconds',
      form({ exercises: [exercise({ name: 'Plank', type: 'duration', sets: [set({ repsMin: '' })] })] }),
      { 'exercises.0.sets.0.seconds': ROUTINE_MESSAGES.secondsRequired },
    ],
    ['31 exercises', form({ exercises: Array.from({ length: 31 }, () => exercise()) }), { exercises: ROUTINE_MESSAGES.exercisesMax }],
    ['31 sets', form({ exercises: [exercise({ sets: Array.from({ length: 31 }, () => set()) })] }), { 'exercises.0.sets': ROUTINE_MESSAGES.setsMax }],
  ])('%s', (_case, f, expected) => {
    expect(errorsOf(f)).toEqual(expected);
  });
});

describe('validateRoutineForm: the body sent', () => {
  it('Push A: bench 3 × 5–8 with double progression (dictionary id), then a superset of two accessories (by name)', () => {
    const bench = exercise({
      rule: 'double',
      increment: '2.5',
      note: ' seat 4 ',
      sets: [1, 2, 3].map(() => set({ repsMin: '5', repsMax: '8', load: '60', rest: '120' })),
    });
    const fly = exercise({ name: 'Cable Fly', supersetWithNext: true, sets: [set({ repsMin: '12', load: '15', rpe: '8.5' })] });
    const dips = exercise({ name: 'Bench Dip', type: 'reps', sets: [set({ repsMin: '10', kind: 'warmup' })] });
    const checked = validateRoutineForm(form({ exercises: [bench, fly, dips] }), DICTIONARY);
    expect(checked).toEqual({
      ok: true,
      value: {
        name: 'Push A',
        exercises: [
          {
            dictionary_exercise_id: 1,
            type: 'weighted',
            variation: null,
            note: 'seat 4',
            superset_group: null,
            weight_unit: 'kg',
            training_max: null,
            progression: { kind: 'double', increment: 2.5 },
            sets: [1, 2, 3].map(() => ({
              kind: 'normal',
              reps_min: 5,
              reps_max: 8,
              weight: 60,
              percent_of_tm: null,
              duration: null,
              distance: null,
              rpe: null,
              rest_seconds: 120,
            })),
          },
          expect.objectContaining({
            name: 'Cable Fly',
            superset_group: 1,
            progression: null,
            sets: [expect.objectContaining({ reps_min: 12, reps_max: 12, weight: 15, rpe: 8.5 })],
          }),
          expect.objectContaining({
            name: 'Bench Dip',
            type: 'reps',
            superset_group: 1,
            sets: [expect.objectContaining({ kind: 'warmup', reps_min: 10, weight: null })],
          }),
        ],
      },
    });
  });

  it('a % target and a linear rule; a timed set in milliseconds', () => {
    const squat = exercise({
      name: 'squat',
      trainingMax: '140',
      rule: 'linear',
      increment: '5',
      deloadPercent: '10',
      deloadAfter: '3',
      sets: [set({ load: '75', loadMode: 'percent' })],
    });
    const plank = exercise({ name: 'plank', type: 'duration', sets: [set({ repsMin: '', seconds: '60' })] });
    const checked = validateRoutineForm(form({ exercises: [squat, plank] }), DICTIONARY);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    expect(checked.value.exercises[0]).toMatchObject({
      name: 'squat',
      training_max: 140,
      progression: { kind: 'linear', increment: 5, deload_percent: 10, deload_after: 3 },
      sets: [{ weight: null, percent_of_tm: 75 }],
    });
    expect(checked.value.exercises[1]).toMatchObject({ dictionary_exercise_id: 2, sets: [{ reps_min: null, reps_max: null, duration: 60_000 }] });
  });
});

const routineExercise = (patch: Partial<RoutineExercise>): RoutineExercise => ({
  id: 1,
  position: 1,
  name: 'Bench Press',
  type: 'weighted',
  dictionary_exercise_id: 1,
  variation: null,
  note: null,
  superset_group: null,
  weight_unit: 'kg',
  training_max: null,
  progression: null,
  failures: 2,
  cycle_week: 3,
  sets: [{ kind: 'normal', reps_min: 5, reps_max: 8, weight: 60, percent_of_tm: null, duration: null, distance: null, rpe: null, rest_seconds: 90 }],
  ...patch,
});
const ROUTINE: Routine = {
  id: 4,
  name: 'Push A',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  // Out of order on purpose: the position decides.
  exercises: [
    routineExercise({ id: 3, position: 3, name: 'Bench Dip', dictionary_exercise_id: null, type: 'reps', superset_group: 1 }),
    routineExercise({ id: 1, position: 1, progression: { kind: 'linear', increment: 2.5, deload_percent: 10, deload_after: 3 } }),
    routineExercise({ id: 2, position: 2, name: 'Cable Fly', dictionary_exercise_id: null, superset_group: 1 }),
  ],
};

describe('a saved routine', () => {
  it('opens in the editor in its order, with its rule, ranges and superset links', () => {
    const f = routineToForm(nextKey, ROUTINE);
    expect(f.exercises.map((e) => [e.name, e.rule, e.increment, e.deloadPercent, e.deloadAfter, e.supersetWithNext])).toEqual([
      ['Bench Press', 'linear', '2.5', '10', '3', false],
      ['Cable Fly', 'none', '', '', '', true],
      ['Bench Dip', 'none', '', '', '', false],
    ]);
    expect(f.exercises[0]!.sets[0]).toMatchObject({ repsMin: '5', repsMax: '8', load: '60', loadMode: 'weight', rest: '90' });
  });

  it('a fixed target shows once ("5", not "5" up to "5")', () => {
    const fixed = routineToForm(nextKey, {
      ...ROUTINE,
      exercises: [routineExercise({ sets: [{ ...ROUTINE.exercises[1]!.sets[0]!, reps_max: 5, reps_min: 5 }] })],
    });
    expect(fixed.exercises[0]!.sets[0]).toMatchObject({ repsMin: '5', repsMax: '' });
  });

  it('goes back through the editor as it was: each exercise with its id (its progression state stays), in order', () => {
    const checked = validateRoutineForm(routineToForm(nextKey, ROUTINE), DICTIONARY);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    expect(checked.value.exercises.map((e) => [e.id, e.dictionary_exercise_id ?? e.name, e.superset_group, e.progression?.kind ?? null])).toEqual([
      [1, 1, null, 'linear'],
      [2, 'Cable Fly', 1, null],
      [3, 'Bench Dip', 1, null],
    ]);
    expect(checked.value.exercises[0]).toMatchObject({
      progression: { kind: 'linear', increment: 2.5, deload_percent: 10, deload_after: 3 },
      sets: ROUTINE.exercises[1]!.sets,
    });
    expect(checked.value.exercises[0]).not.toHaveProperty('failures');
  });

  it('a new exercise is sent without an id', () => {
    const checked = validateRoutineForm(form(), DICTIONARY);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    expect(checked.value.exercises[0]).not.toHaveProperty('id');
  });
});

describe('formFieldOf: the field a 400 names, in the form', () => {
  it.each([
    ['name', 'name'],
    ['exercises', 'exercises'],
    ['exercises[1].sets[0].reps_max', 'exercises.1.sets.0.repsMax'],
    ['exercises[0].sets[2].reps_min', 'exercises.0.sets.2.reps'],
    ['exercises[0].sets[2].percent_of_tm', 'exercises.0.sets.2.load'],
    ['exercises[0].sets[2].rest_seconds', 'exercises.0.sets.2.rest'],
    ['exercises[0].sets[2]', 'exercises.0.sets.2.reps'],
    ['exercises[3].training_max', 'exercises.3.trainingMax'],
    ['exercises[3].progression.deload_after', 'exercises.3.deloadAfter'],
    ['exercises[3].dictionary_exercise_id', 'exercises.3.name'],
    ['exercises[3]', 'exercises.3.name'],
    ['exercises[3].sets', 'exercises.3.sets'],
    ['exercises[3].something_new', null],
    ['session_date', null],
    [undefined, null],
  ])('%s -> %s', (apiField, field) => {
    expect(formFieldOf(apiField)).toBe(field);
  });
});

it.each([
  [['a', 'b', 'c'], 0, 1, ['b', 'a', 'c']],
  [['a', 'b', 'c'], 2, 1, ['a', 'c', 'b']],
  [['a', 'b', 'c'], 0, 2, ['b', 'c', 'a']],
  [['a', 'b', 'c'], 0, -1, ['a', 'b', 'c']],
  [['a', 'b', 'c'], 2, 3, ['a', 'b', 'c']],
])('moveItem(%j, %i, %i)', (items, from, to, moved) => {
  expect(moveItem(items, from, to)).toEqual(moved);
});

it.each([
  [{ exercise_count: 4, set_count: 14 }, '4 exercises · 14 sets'],
  [{ exercise_count: 1, set_count: 1 }, '1 exercise · 1 set'],
])('routineSummaryLine(%j)', (counts, line) => {
  expect(routineSummaryLine(counts)).toBe(line);
});

it('a new routine starts with one exercise in the lifter’s unit, and a new set copies the one before', () => {
  const f = emptyRoutineForm(nextKey, 'kg');
  expect(f.exercises).toHaveLength(1);
  expect(f.exercises[0]!.weightUnit).toBe('kg');
  const first = set({ repsMin: '5', repsMax: '8', load: '60' });
  const copy = newSetForm(nextKey, first);
  expect(copy).toEqual({ ...first, key: copy.key });
  expect(copy.key).not.toBe(first.key);
});
