import type { ImportSet, ImportWorkout } from './import-plan';
import { inferExerciseType, toImportWorkoutInput } from './to-import-input';

const set = (values: Partial<ImportSet>): ImportSet => ({
  line: 2,
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
});

test.each([
  ['weight and reps on every set', [set({ weight: 100, reps: 5 }), set({ weight: 0, reps: 0 })], 'weighted'],
  ['reps on every set, a weight on some', [set({ weight: 20, reps: 10 }), set({ reps: 12 })], 'reps'],
  ['a timed set', [set({ durationSeconds: 60 })], 'duration'],
  ['a distance only (indoor cycling)', [set({ distance: 8000, distanceUnit: 'm', distanceMeters: 8000 })], 'duration'],
] as const)('an exercise of %s is %s', (_, sets, type) => {
  expect(inferExerciseType(sets)).toBe(type);
});

test('a workout as the api takes it: every set field, ms and metres, the duration in the notes, names mapped', () => {
  const workout: ImportWorkout = {
    line: 2,
    dateText: '2024-06-18 11:04:00',
    startedAt: '2024-06-18T11:04:00',
    name: 'Deadlift day',
    notes: ['Felt strong'],
    durationSeconds: 3600,
    exercises: [
      { name: 'Deadlift (Barbell)', notes: [], superset: null, sets: [set({ kind: 'warmup', weight: 60, weightUnit: 'kg', reps: 5, rpe: 6 })] },
      { name: 'Plank', notes: ['Rest timer: 1:00'], superset: null, sets: [set({ durationSeconds: 45.5 })] },
    ],
  };
  expect(toImportWorkoutInput(workout, (name) => (name === 'Deadlift (Barbell)' ? 'Deadlift' : name))).toEqual({
    session_date: '2024-06-18T11:04:00',
    session_type: 'Deadlift day',
    notes: 'Felt strong\nDuration: 1:00:00',
    exercises: [
      {
        name: 'Deadlift',
        type: 'weighted',
        notes: null,
        superset_group: null,
        sets: [{ kind: 'warmup', weight: 60, weight_unit: 'kg', reps: 5, duration: null, distance: null, rpe: 6, notes: null }],
      },
      {
        name: 'Plank',
        type: 'duration',
        notes: 'Rest timer: 1:00',
        superset_group: null,
        sets: [{ kind: 'normal', weight: null, weight_unit: null, reps: null, duration: 45_500, distance: null, rpe: null, notes: null }],
      },
    ],
  });
});
