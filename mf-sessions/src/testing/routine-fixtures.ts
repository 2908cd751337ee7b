// Test helpers (never imported by app code) for the routines screens: a saved routine as the api
// answers it, and the bodies of the calls a screen made.
import type { Routine, RoutineExercise, RoutineListItem, RoutineSet, Session } from '@liftbook/shared/contract';

export const plannedSet = (patch: Partial<RoutineSet> = {}): RoutineSet => ({
  kind: 'normal',
  reps_min: 5,
  reps_max: 8,
  weight: 60,
  percent_of_tm: null,
  duration: null,
  distance: null,
  rpe: null,
  rest_seconds: 120,
  ...patch,
});

export const routineExercise = (patch: Partial<RoutineExercise> = {}): RoutineExercise => ({
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
  progression: { kind: 'double', increment: 2.5 },
  failures: 0,
  cycle_week: 1,
  sets: [plannedSet(), plannedSet(), plannedSet()],
  ...patch,
});

/** "Push A": bench 3 × 5–8 (double progression), then Cable Fly and Bench Dip as a superset. */
export const pushA = (id = 4): Routine => ({
  id,
  name: 'Push A',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  exercises: [
    routineExercise(),
    routineExercise({
      id: 2,
      position: 2,
      name: 'Cable Fly',
      dictionary_exercise_id: null,
      superset_group: 1,
      progression: null,
      sets: [plannedSet({ reps_min: 12, reps_max: 12, weight: 15 })],
    }),
    routineExercise({
      id: 3,
      position: 3,
      name: 'Bench Dip',
      dictionary_exercise_id: null,
      type: 'reps',
      superset_group: 1,
      progression: null,
      sets: [plannedSet({ reps_min: 10, reps_max: 10, weight: null })],
    }),
  ],
});

export const listItem = (routine: Routine): RoutineListItem => ({
  id: routine.id,
  name: routine.name,
  exercise_count: routine.exercises.length,
  set_count: routine.exercises.reduce((n, e) => n + e.sets.length, 0),
  updated_at: routine.updated_at,
});

export const startedSession = (id: number, date: string): Session => ({
  id,
  session_date: date,
  session_type: 'Push A',
  notes: null,
  created_at: '2026-11-27T08:00:00.000Z',
  updated_at: '2026-11-27T08:00:00.000Z',
  routine_id: 4,
});

/** The requests the screen made to "METHOD /api/path", in order. */
export const requestsTo = (fetch: jest.Mock, key: string): Request[] =>
  fetch.mock.calls.map(([r]) => r as Request).filter((r) => `${r.method} ${new URL(r.url).pathname}` === key);

/** The JSON body of the first request to "METHOD /api/path". */
export const bodyOf = async (fetch: jest.Mock, key: string): Promise<unknown> => requestsTo(fetch, key)[0]?.json();
