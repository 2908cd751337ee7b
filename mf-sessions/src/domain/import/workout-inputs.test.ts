import type { ImportExercise, ImportPlan, ImportSet, ImportWorkout } from '@liftbook/shared/import';
import { applyVariations, lineOfField, sessionType, toImportChunks, toWorkoutInput, UNNAMED_WORKOUT_TYPE } from './workout-inputs';

let nextLine = 2;
function set(values: Partial<ImportSet> = {}): ImportSet {
  return {
    line: nextLine++,
    kind: 'normal',
    weight: null,
    weightUnit: null,
    reps: null,
    durationSeconds: null,
    distance: null,
    distanceUnit: null,
    distanceMeters: null,
    rpe: null,
    ...values,
  };
}
function exercise(name: string, sets: ImportSet[], notes: string[] = []): ImportExercise {
  return { name, notes, superset: null, sets };
}
function workout(startedAt: string, exercises: ImportExercise[], values: Partial<ImportWorkout> = {}): ImportWorkout {
  return { line: exercises[0]?.sets[0]?.line ?? 2, dateText: startedAt, startedAt, name: 'Push', notes: [], durationSeconds: null, exercises, ...values };
}
function plan(workouts: ImportWorkout[]): ImportPlan {
  return { source: 'strong', layout: 'Strong', needsUnit: false, workouts, skipped: [] };
}
const asWritten = (name: string) => name;

describe('session type and notes', () => {
  test.each([
    ['Push Day', 'Push Day'],
    ['  Leg   day ', 'Leg day'],
    ['', UNNAMED_WORKOUT_TYPE],
    ['   ', UNNAMED_WORKOUT_TYPE],
    ['x'.repeat(150), 'x'.repeat(100)],
  ])('%j → %j', (name, type) => {
    expect(sessionType(name)).toBe(type);
  });

  test('notes longer than the api takes are cut with an ellipsis; blank notes are none', () => {
    const long = toWorkoutInput(workout('2024-01-01', [exercise('Squat', [set({ reps: 5 })], ['n'.repeat(2500)])], { notes: ['w'.repeat(2500)] }), asWritten);
    expect(long.notes).toHaveLength(2000);
    expect(long.notes?.endsWith('…')).toBe(true);
    expect(long.exercises[0]?.notes).toHaveLength(2000);
    expect(toWorkoutInput(workout('2024-01-01', [exercise('Squat', [set({ reps: 5 })], ['  '])], { notes: [' '] }), asWritten)).toMatchObject({
      notes: null,
      exercises: [{ notes: null }],
    });
  });
});

describe('toWorkoutInput', () => {
  test('date as written, mapped names, exercise notes, empty exercises left out', () => {
    const input = toWorkoutInput(
      workout(
        '2024-06-18T11:04:00',
        [
          exercise('Bench Press (Barbell)', [set({ weight: 60, weightUnit: 'kg', reps: 5 })], ['Superset 1 with Row', 'Rest timer: 2m after set 1']),
          exercise('Empty', []),
          exercise('Plank', [set({ durationSeconds: 60 })]),
        ],
        { name: '', notes: ['Morning'], durationSeconds: 3600 },
      ),
      (name) => (name === 'Bench Press (Barbell)' ? 'Bench Press' : name),
    );
    expect(input).toEqual({
      session_date: '2024-06-18T11:04:00',
      session_type: 'Workout',
      notes: 'Morning\nDuration: 1:00:00',
      exercises: [
        {
          name: 'Bench Press',
          type: 'weighted',
          notes: 'Superset 1 with Row\nRest timer: 2m after set 1',
          superset_group: null,
          sets: [{ kind: 'normal', weight: 60, weight_unit: 'kg', reps: 5, duration: null, distance: null, rpe: null, notes: null }],
        },
        { name: 'Plank', type: 'duration', notes: null, superset_group: null, sets: [expect.objectContaining({ duration: 60000 })] },
      ],
    });
  });
});

describe('toImportChunks', () => {
  const workouts = Array.from({ length: 5 }, (_, i) =>
    workout(`2024-01-0${5 - i}`, [exercise('Squat', [set({ weight: 100, weightUnit: 'kg', reps: 5 }), set({ weight: 100, weightUnit: 'kg', reps: 5 })])]),
  );

  test.each([
    [100, [5]],
    [2, [2, 2, 1]],
    [5, [5]],
    [1, [1, 1, 1, 1, 1]],
  ])('chunks of %d: %j workouts', (size, lengths) => {
    const chunks = toImportChunks(plan(workouts), asWritten, size);
    expect(chunks.map((c) => c.workouts.length)).toEqual(lengths);
    expect(chunks.map((c) => c.sets)).toEqual(lengths.map((n) => n * 2));
  });

  test('a chunk also ends before it would pass maxSets sets; a workout bigger than that goes alone', () => {
    const big = workout('2024-02-01', [
      exercise(
        'Row',
        Array.from({ length: 7 }, () => set({ reps: 10 })),
      ),
    ]);
    const chunks = toImportChunks(plan([...workouts, big]), asWritten, 100, 5);
    expect(chunks.map((c) => c.sets)).toEqual([4, 4, 2, 7]);
    expect(chunks.map((c) => c.workouts.length)).toEqual([2, 2, 1, 1]);
  });

  test('oldest first, however the file orders them', () => {
    const dates = toImportChunks(plan(workouts), asWritten, 2).flatMap((c) => c.workouts.map((w) => w.session_date));
    expect(dates).toEqual(['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05']);
  });

  test('a plan without workouts is no chunks', () => {
    expect(toImportChunks(plan([]), asWritten)).toEqual([]);
  });

  test('a Liftbook export keeps its exercises without sets and sends its custom exercises and goals (as written) on the first chunk only', () => {
    const goal = { exercise_name: 'Zombie Squat', target_weight: 225, target_reps: 5, target_date: '2026-12-31' } as never;
    const liftbook: ImportPlan = {
      ...plan([workout('2024-01-01', [exercise('Squat', []), exercise('Zombie Squat', [set({ reps: 5 })])]), ...workouts]),
      source: 'liftbook',
      customExercises: ['Zombie Squat', 'Never Logged'],
      goals: [goal],
    };
    const chunks = toImportChunks(liftbook, () => 'Mapped', 2);
    expect(chunks[0]?.workouts[0]?.exercises.map((e) => e.sets.length)).toEqual([0, 1]);
    expect(chunks[0]?.extras).toEqual({ custom_exercises: [{ name: 'Zombie Squat' }, { name: 'Never Logged' }], goals: [goal] });
    expect(chunks.slice(1).map((c) => c.extras)).toEqual([undefined, undefined]);
  });

  test('custom exercises and goals alone make one chunk without workouts', () => {
    const chunks = toImportChunks({ ...plan([]), source: 'liftbook', customExercises: ['Never Logged'], goals: [] }, asWritten);
    expect(chunks).toEqual([{ workouts: [], lines: [], sets: 0, extras: { custom_exercises: [{ name: 'Never Logged' }], goals: [] } }]);
  });

  test('an export’s routines ride on the first chunk as read, alone too', () => {
    const routine = {
      name: 'Push A',
      exercises: [
        {
          name: 'Bench Press',
          type: 'weighted' as const,
          variation: null,
          note: null,
          superset_group: null,
          weight_unit: 'kg' as const,
          training_max: null,
          progression: null,
          failures: 0,
          cycle_week: 1,
          sets: [
            {
              kind: 'normal' as const,
              reps_min: 5,
              reps_max: 8,
              weight: 60,
              percent_of_tm: null,
              duration: null,
              distance: null,
              rpe: null,
              rest_seconds: 120,
            },
          ],
        },
      ],
    };
    const chunks = toImportChunks({ ...plan([]), source: 'liftbook', customExercises: [], goals: [], routines: [routine] }, asWritten);
    expect(chunks).toEqual([{ workouts: [], lines: [], sets: 0, extras: { custom_exercises: [], goals: [], routines: [routine] } }]);
  });
});

describe('lineOfField', () => {
  const chunk = {
    lines: [
      { line: 2, exercises: [[2, 3], [4]] },
      { line: 10, exercises: [[10, 11, 12]] },
    ],
  };
  test.each([
    ['workouts.1.exercises.0.sets.2.reps', 12],
    ['/workouts/0/exercises/1/sets/0/weight', 4],
    ['workouts[0].exercises[0].sets[1]', 3],
    ['workouts.1.exercises.0.name', 10],
    ['workouts.1.session_date', 10],
    ['workouts.0.exercises.0.sets.9.reps', 2],
    ['workouts.7.notes', null],
    ['checksum', null],
    [undefined, null],
  ])('%s → line %s', (field, line) => {
    expect(lineOfField(chunk, field)).toBe(line);
  });
});

describe('applyVariations', () => {
  const variationOf = (name: string) => (name === 'Chin Up (Assisted)' ? 'Assisted' : null);
  const mapName = (name: string) => (name === 'Chin Up (Assisted)' ? 'Chin-up' : name);

  test('another app’s exercise takes its mapped name’s variation; one without gets null', () => {
    const chunk = toImportChunks(
      applyVariations(
        plan([workout('2024-01-01T10:00:00', [exercise('Chin Up (Assisted)', [set({ reps: 5 })]), exercise('Plank', [set({ durationSeconds: 60 })])])]),
        variationOf,
      ),
      mapName,
    )[0];
    expect(chunk?.workouts[0]?.exercises.map((e) => [e.name, e.variation])).toEqual([
      ['Chin-up', 'Assisted'],
      ['Plank', null],
    ]);
  });

  test('a Liftbook export keeps its own variations, and no function changes nothing', () => {
    const own: ImportPlan = {
      ...plan([workout('2024-01-01T10:00:00', [{ ...exercise('Chin Up (Assisted)', [set({ reps: 5 })]), variation: 'paused' }])]),
      source: 'liftbook',
    };
    expect(applyVariations(own, variationOf)).toBe(own);
    const other = plan([]);
    expect(applyVariations(other, undefined)).toBe(other);
  });
});
