// The three built-in programs (issue 30) as data: routines with their progression rules, in the
// contract's RoutineInput shape, so starting one is creating its routines through the same calls
// (and the same validation) as a lifter's own. Lifts are named as the dictionary names them.
//
// - 5×5 (linear, A/B alternating): Squat every workout; Bench Press and Barbell Row on A, Overhead
//   Press and a single set of Deadlift on B. +2.5 kg / +5 lbs a workout (Deadlift twice that);
//   10 % off after 3 missed workouts of the routine in a row.
// - Push/pull/legs (double progression): 3 sets in a rep range per lift; when every set reaches
//   the top, the weight goes up (compound +2.5 kg / +5 lbs, isolation +1 kg / +2.5 lbs). Each day
//   ends with a superset of two accessories.
// - 5/3/1 (a training max): one main lift a day, its three sets a % of the lift's training max
//   by the week of the cycle (shared TRAINING_MAX_WEEKS), warm-ups at 40/50/60 %; the training max
//   rises each cycle by +2.5 kg / +5 lbs (presses) or +5 kg / +10 lbs (squat, deadlift).
import type { ProgramKey, ProgressionRule, RoutineExercise, RoutineExerciseInput, RoutineInput, RoutineSet, WeightUnit } from '../contract';
import { formatNumber } from '../format/numbers';
import { loadable, targetWeight, TRAINING_MAX_WEEKS, weightIn } from './progression';

export type { ProgramKey } from '../contract';

/** A starting weight or training max, in the lifter's unit (exclusive of 0): the api's bound and the form's. */
export const PROGRAM_WEIGHT_MAX = 2000;
/** Routines in one program (days of a list). */
export const PROGRAM_ROUTINES_MAX = 30;
/** Programs a lifter keeps. */
export const PROGRAMS_MAX = 50;

export interface BuiltInProgram {
  key: ProgramKey;
  name: string;
  description: string;
  /** Its routines in the order they are done; after the last comes the first again. */
  routines: RoutineInput[];
}

/** A program's numbers: the unit, and per lift (its dictionary name) a starting weight or, for 5/3/1, a training max. */
export interface ProgramStart {
  unit: WeightUnit;
  weights?: Readonly<Record<string, number>>;
}

export const PROGRAMS: readonly { key: ProgramKey; name: string; description: string }[] = [
  { key: 'five-by-five', name: '5×5', description: 'Two workouts, A and B, alternating; the weight goes up every time all 5 sets of 5 were made.' },
  { key: 'push-pull-legs', name: 'Push/Pull/Legs', description: 'Three days in a rep range; the weight goes up once every set reaches the top of its range.' },
  { key: 'five-three-one', name: '5/3/1', description: 'One main lift a day at a % of its training max, by the week of a four-week cycle.' },
];

type Size = 'bar' | 'heavy' | 'light';

/** Where a lift starts when the lifter gives no number: an empty bar, a light deadlift, small dumbbells. */
const DEFAULT_START: Record<Size, Record<WeightUnit, number>> = {
  bar: { kg: 20, lbs: 45 },
  heavy: { kg: 40, lbs: 95 },
  light: { kg: 5, lbs: 10 },
};

/** Increments: a workout's (linear, double) or a cycle's (training max). */
const STEP: Record<'small' | 'normal' | 'big', Record<WeightUnit, number>> = {
  small: { kg: 1, lbs: 2.5 },
  normal: { kg: 2.5, lbs: 5 },
  big: { kg: 5, lbs: 10 },
};

const blank: Omit<RoutineSet, 'kind'> = {
  reps_min: null,
  reps_max: null,
  weight: null,
  percent_of_tm: null,
  duration: null,
  distance: null,
  rpe: null,
  rest_seconds: null,
};

type ExerciseFields = Omit<RoutineExerciseInput, 'name' | 'dictionary_exercise_id'>;

function exercise(name: string, start: ProgramStart, over: Partial<ExerciseFields> & Pick<ExerciseFields, 'sets' | 'progression'>): RoutineExerciseInput {
  return { name, type: 'weighted', variation: null, note: null, superset_group: null, weight_unit: start.unit, training_max: null, ...over };
}

const startWeight = (lift: string, size: Size, start: ProgramStart) => loadable(start.weights?.[lift] ?? DEFAULT_START[size][start.unit], start.unit);

function fiveByFive(start: ProgramStart): RoutineInput[] {
  // `every`: the lift is in both workouts, and each routine moves only at its own Finish. So it
  // rises by two steps a routine, B starting a step above A: 20, 22.5, 25, 27.5 kg as A and B
  // alternate, the lifter's +2.5 every workout.
  const lift = (name: string, sets: number, size: Size, step: 'normal' | 'big', every: 'A' | 'B' | null = null): RoutineExerciseInput => {
    const increment = STEP[step][start.unit] * (every === null ? 1 : 2);
    const rule: ProgressionRule = { kind: 'linear', increment, deload_percent: 10, deload_after: 3 };
    const weight = loadable(startWeight(name, size, start) + (every === 'B' ? STEP[step][start.unit] : 0), start.unit);
    return exercise(name, start, {
      progression: rule,
      sets: Array.from({ length: sets }, () => ({ ...blank, kind: 'normal' as const, reps_min: 5, weight, rest_seconds: 180 })),
    });
  };
  return [
    {
      name: '5×5 Workout A',
      exercises: [lift('Squat', 5, 'bar', 'normal', 'A'), lift('Bench Press', 5, 'bar', 'normal'), lift('Barbell Row', 5, 'bar', 'normal')],
    },
    {
      name: '5×5 Workout B',
      exercises: [lift('Squat', 5, 'bar', 'normal', 'B'), lift('Overhead Press', 5, 'bar', 'normal'), lift('Deadlift', 1, 'heavy', 'big')],
    },
  ];
}

function pushPullLegs(start: ProgramStart): RoutineInput[] {
  const lift = (name: string, low: number, high: number, size: Size, step: 'small' | 'normal', supersetGroup: number | null = null): RoutineExerciseInput => {
    const weight = startWeight(name, size, start);
    const rest = supersetGroup === null ? 120 : 60;
    return exercise(name, start, {
      superset_group: supersetGroup,
      progression: { kind: 'double', increment: STEP[step][start.unit] },
      sets: Array.from({ length: 3 }, () => ({ ...blank, kind: 'normal' as const, reps_min: low, reps_max: high, weight, rest_seconds: rest })),
    });
  };
  return [
    {
      name: 'PPL Push',
      exercises: [
        lift('Bench Press', 8, 12, 'bar', 'normal'),
        lift('Overhead Press', 8, 12, 'bar', 'normal'),
        lift('Lateral Raise', 12, 15, 'light', 'small', 1),
        lift('Triceps Pushdown', 10, 15, 'light', 'small', 1),
      ],
    },
    {
      name: 'PPL Pull',
      exercises: [
        lift('Barbell Row', 8, 12, 'bar', 'normal'),
        lift('Lat Pulldown', 10, 12, 'bar', 'normal'),
        lift('Face Pull', 12, 15, 'light', 'small', 1),
        lift('Barbell Curl', 10, 12, 'light', 'small', 1),
      ],
    },
    {
      name: 'PPL Legs',
      exercises: [
        lift('Squat', 8, 12, 'bar', 'normal'),
        lift('Romanian Deadlift', 8, 12, 'bar', 'normal'),
        lift('Leg Press', 10, 15, 'heavy', 'normal', 1),
        lift('Standing Calf Raise', 12, 15, 'bar', 'small', 1),
      ],
    },
  ];
}

function fiveThreeOne(start: ProgramStart): RoutineInput[] {
  const day = (name: string, size: Size, step: 'normal' | 'big'): RoutineInput => {
    const warmups = [40, 50, 60].map((percent, i) => ({
      ...blank,
      kind: 'warmup' as const,
      reps_min: i === 2 ? 3 : 5,
      percent_of_tm: percent,
      rest_seconds: 60,
    }));
    const main = TRAINING_MAX_WEEKS[0]!.map(({ percent, reps }) => ({
      ...blank,
      kind: 'normal' as const,
      reps_min: reps,
      percent_of_tm: percent,
      rest_seconds: 180,
    }));
    return {
      name: `5/3/1 ${name}`,
      exercises: [
        exercise(name, start, {
          training_max: Math.max(startWeight(name, size, start), DEFAULT_START.bar[start.unit]),
          progression: { kind: 'training_max', increment: STEP[step][start.unit] },
          note: 'The last set is "+": as many good reps as you can.',
          sets: [...warmups, ...main],
        }),
      ],
    };
  };
  return [day('Overhead Press', 'bar', 'normal'), day('Deadlift', 'heavy', 'big'), day('Bench Press', 'bar', 'normal'), day('Squat', 'heavy', 'big')];
}

const BUILDERS: Record<ProgramKey, (start: ProgramStart) => RoutineInput[]> = {
  'five-by-five': fiveByFive,
  'push-pull-legs': pushPullLegs,
  'five-three-one': fiveThreeOne,
};

/** A built-in program's routines in the lifter's unit, from their numbers (or an empty bar's). */
export function builtInProgram(key: ProgramKey, start: ProgramStart): BuiltInProgram {
  const about = PROGRAMS.find((p) => p.key === key)!;
  return { ...about, routines: BUILDERS[key](start) };
}

/**
 * A routine exercise's working sets in a line, as the home page's "Next" shows them: "Squat 3×5 @
 * 102.5 kg", "Bench Press 3×8–12 @ 60 kg"; sets of different targets (5/3/1's 65/75/85 %) show
 * their count and the first: "Squat 3 sets, first 5 @ 91 kg". Null without working sets. Weights
 * are said in `unit` (the lifter's, which may have changed since the routine was made), rounded
 * to what the plates load in that unit.
 */
export function describeWorkingSets(
  exercise: Pick<RoutineExercise, 'name' | 'sets' | 'training_max' | 'weight_unit'>,
  unit: WeightUnit = exercise.weight_unit,
): string | null {
  const working = exercise.sets.filter((set) => set.kind === 'normal');
  const first = working[0];
  if (first === undefined) return null;
  const reps = (set: RoutineSet) =>
    set.reps_min === null ? '' : set.reps_max !== null && set.reps_max !== set.reps_min ? `${set.reps_min}–${set.reps_max}` : `${set.reps_min}`;
  const weight = (set: RoutineSet) => {
    const w = targetWeight(set, exercise.training_max, exercise.weight_unit);
    return w === null ? '' : ` @ ${formatNumber(loadable(weightIn(w, exercise.weight_unit, unit), unit))} ${unit}`;
  };
  if (working.every((set) => reps(set) === reps(first) && weight(set) === weight(first))) {
    return `${exercise.name} ${working.length}${reps(first) === '' ? ' sets' : `×${reps(first)}`}${weight(first)}`;
  }
  return `${exercise.name} ${working.length} sets, first ${reps(first) || 'set'}${weight(first)}`;
}
