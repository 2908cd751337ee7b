import type { RoutineExerciseInput, RoutineInput, WeightUnit } from '../contract';
import { MAX_SET_REPS, MAX_SET_WEIGHT } from '../set-rules';
import { builtInProgram, describeWorkingSets, PROGRAMS, type ProgramKey } from './programs';
import { progress, targetWeight, type LoggedSet, type ProgressionState } from './progression';

const KEYS = PROGRAMS.map((p) => p.key);

/** A routine exercise as Start copies it, with the api's starting state. */
interface Tracked {
  exercise: RoutineExerciseInput;
  state: ProgressionState;
}
const track = (exercise: RoutineExerciseInput): Tracked => ({
  exercise,
  state: { weight_unit: exercise.weight_unit, training_max: exercise.training_max, failures: 0, cycle_week: 1 },
});

/** The working weights the lifter is asked for next time. */
const plan = ({ exercise, state }: Tracked) =>
  exercise.sets.filter((s) => s.kind === 'normal').map((s) => targetWeight(s, state.training_max, state.weight_unit));

/** A lifter who lifts what was planned, each working set for `repsFor` its target reps (the target itself by default). */
function doPlanned({ exercise, state }: Tracked, repsFor: (planned: number, i: number) => number = (r) => r): LoggedSet[] {
  return exercise.sets.map((set, i) => ({
    kind: set.kind,
    weight: targetWeight(set, state.training_max, state.weight_unit),
    weight_unit: state.weight_unit,
    reps: set.kind === 'warmup' ? set.reps_min : repsFor(set.reps_min ?? 0, i),
  }));
}

/** Finish: the exercise's next targets from what was logged. */
function finish(tracked: Tracked, logged: LoggedSet[]): Tracked {
  const out = progress(tracked.exercise.progression!, tracked.state, tracked.exercise.sets, logged);
  return { exercise: { ...tracked.exercise, sets: out.sets }, state: out.state };
}

const lift = (routine: RoutineInput, name: string) => routine.exercises.find((e) => e.name === name)!;

describe('the built-in programs as data', () => {
  it.each(KEYS.flatMap((key) => (['kg', 'lbs'] as WeightUnit[]).map((unit) => [key, unit] as const)))(
    '%s in %s keeps the bounds a routine has',
    (key, unit) => {
      const program = builtInProgram(key, { unit });
      expect(program.routines.length).toBeGreaterThan(1);
      for (const routine of program.routines) {
        expect(routine.name.length).toBeGreaterThanOrEqual(1);
        expect(routine.name.length).toBeLessThanOrEqual(100);
        expect(routine.exercises.length).toBeGreaterThanOrEqual(1);
        expect(routine.exercises.length).toBeLessThanOrEqual(30);
        for (const exercise of routine.exercises) {
          expect(exercise.weight_unit).toBe(unit);
          expect(exercise.progression).not.toBeNull();
          expect(exercise.sets.length).toBeGreaterThanOrEqual(1);
          expect(exercise.sets.length).toBeLessThanOrEqual(30);
          for (const set of exercise.sets) {
            expect(set.reps_min).toBeGreaterThanOrEqual(1);
            expect(set.reps_min).toBeLessThanOrEqual(MAX_SET_REPS);
            if (set.reps_max !== null) expect(set.reps_max).toBeGreaterThanOrEqual(set.reps_min!);
            // One weight or the other, a % only with a training max to take it of.
            expect((set.weight === null) !== (set.percent_of_tm === null)).toBe(true);
            if (set.percent_of_tm !== null) expect(exercise.training_max).not.toBeNull();
            const weight = targetWeight(set, exercise.training_max, unit)!;
            expect(weight).toBeGreaterThan(0);
            expect(weight).toBeLessThanOrEqual(MAX_SET_WEIGHT);
          }
          // Exercises of a superset sit next to each other.
          if (exercise.superset_group !== null) {
            const members = routine.exercises.map((e, i) => (e.superset_group === exercise.superset_group ? i : -1)).filter((i) => i >= 0);
            expect(members.length).toBeGreaterThanOrEqual(2);
            expect(members[members.length - 1]! - members[0]!).toBe(members.length - 1);
          }
        }
      }
    },
  );

  it('keeps a starting weight at the top of the bounds within them (B starts a step above A)', () => {
    const [a, b] = builtInProgram('five-by-five', { unit: 'lbs', weights: { Squat: 2000 } }).routines;
    expect([lift(a!, 'Squat').sets[0]!.weight, lift(b!, 'Squat').sets[0]!.weight]).toEqual([2000, 2000]);
  });

  it('takes the lifter’s numbers, rounded to what loads', () => {
    const program = builtInProgram('five-three-one', { unit: 'kg', weights: { Squat: 140.1 } });
    expect(lift(program.routines[3]!, 'Squat').training_max).toBe(140);
  });
});

describe('progression over simulated weeks', () => {
  it('5×5 in kg: the squat rises 2.5 kg every workout as A and B alternate; the deadlift 5 kg', () => {
    const [a, b] = builtInProgram('five-by-five', { unit: 'kg', weights: { Squat: 60, Deadlift: 80 } }).routines;
    let squatA = track(lift(a!, 'Squat'));
    let squatB = track(lift(b!, 'Squat'));
    let deadlift = track(lift(b!, 'Deadlift'));
    const squats: (number | null)[] = [];
    for (let week = 0; week < 3; week += 1) {
      squats.push(plan(squatA)[0]!);
      squatA = finish(squatA, doPlanned(squatA));
      squats.push(plan(squatB)[0]!);
      squatB = finish(squatB, doPlanned(squatB));
      deadlift = finish(deadlift, doPlanned(deadlift));
    }
    expect(squats).toEqual([60, 62.5, 65, 67.5, 70, 72.5]);
    expect(plan(deadlift)).toEqual([95]);
  });

  it('5×5 in lbs: three missed workouts of a lift deload it 10 %, and it climbs again from there', () => {
    const [a] = builtInProgram('five-by-five', { unit: 'lbs', weights: { 'Bench Press': 185 } }).routines;
    let bench = track(lift(a!, 'Bench Press'));
    bench = finish(bench, doPlanned(bench));
    expect(plan(bench)).toEqual([190, 190, 190, 190, 190]);
    const stuck = (t: Tracked) => doPlanned(t, (reps, i) => (i >= 3 ? reps - 2 : reps));
    bench = finish(bench, stuck(bench));
    bench = finish(bench, stuck(bench));
    expect(plan(bench)[0]).toBe(190);
    bench = finish(bench, stuck(bench));
    expect(plan(bench)[0]).toBe(171);
    bench = finish(bench, doPlanned(bench));
    expect(plan(bench)[0]).toBe(176);
  });

  it('push/pull/legs in kg: a rep a week on each set, then +2.5 kg at the top and back to 8', () => {
    const [push] = builtInProgram('push-pull-legs', { unit: 'kg', weights: { 'Bench Press': 60 } }).routines;
    let bench = track(lift(push!, 'Bench Press'));
    const asked: string[] = [];
    for (let week = 0; week < 7; week += 1) {
      const first = bench.exercise.sets[0]!;
      asked.push(`${plan(bench)[0]} kg × ${first.reps_min}–${first.reps_max}`);
      // The lifter makes exactly what they are asked for.
      bench = finish(bench, doPlanned(bench));
    }
    expect(asked).toEqual(['60 kg × 8–12', '60 kg × 9–12', '60 kg × 10–12', '60 kg × 11–12', '60 kg × 12–12', '62.5 kg × 8–12', '62.5 kg × 9–12']);
  });

  it('push/pull/legs in lbs: one set short of the top holds the weight (wger #2480)', () => {
    const [push] = builtInProgram('push-pull-legs', { unit: 'lbs', weights: { 'Overhead Press': 95 } }).routines;
    let press = track(lift(push!, 'Overhead Press'));
    press = finish(
      press,
      doPlanned(press, (_r, i) => (i === 2 ? 11 : 12)),
    );
    expect(plan(press)).toEqual([95, 95, 95]);
    press = finish(
      press,
      doPlanned(press, () => 12),
    );
    expect(plan(press)).toEqual([100, 100, 100]);
  });

  it.each<[WeightUnit, number, (number | null)[][], number]>([
    [
      'kg',
      100,
      [
        [65, 75, 85],
        [70, 80, 90],
        [75, 85, 95],
        [40, 50, 60],
        [68.25, 78.75, 89.25],
      ],
      105,
    ],
    [
      'lbs',
      300,
      [
        [195, 225, 255],
        [210, 240, 270],
        [225, 255, 285],
        [120, 150, 180],
        [201.5, 232.5, 263.5],
      ],
      310,
    ],
  ])('5/3/1 squat in %s: a cycle of weeks by %% of the training max, then the training max rises', (unit, trainingMax, expected, nextMax) => {
    const routines = builtInProgram('five-three-one', { unit, weights: { Squat: trainingMax } }).routines;
    let squat = track(lift(routines[3]!, 'Squat'));
    const seen: (number | null)[][] = [];
    for (let week = 0; week < 5; week += 1) {
      seen.push(plan(squat));
      squat = finish(squat, doPlanned(squat));
    }
    expect(seen).toEqual(expected);
    expect(squat.state.training_max).toBe(nextMax);
  });
});

it.each<ProgramKey>(['five-by-five', 'push-pull-legs', 'five-three-one'])('%s is listed once', (key) => {
  expect(PROGRAMS.filter((p) => p.key === key)).toHaveLength(1);
});

describe('describeWorkingSets', () => {
  const routines = (key: ProgramKey, unit: WeightUnit, weights: Record<string, number>) => builtInProgram(key, { unit, weights }).routines;
  const describeFirst = (routine: RoutineInput) => describeWorkingSets({ ...routine.exercises[0]!, name: routine.exercises[0]!.name! });
  it.each<[string, RoutineInput, string | null]>([
    ['5×5 B in kg', routines('five-by-five', 'kg', { Squat: 100 })[1]!, 'Squat 5×5 @ 102.5 kg'],
    ['push/pull/legs in lbs', routines('push-pull-legs', 'lbs', { 'Bench Press': 135 })[0]!, 'Bench Press 3×8–12 @ 135 lbs'],
    ['5/3/1 week 1 in kg', routines('five-three-one', 'kg', { Squat: 140 })[3]!, 'Squat 3 sets, first 5 @ 91 kg'],
    ['warm-ups only', { name: 'W', exercises: [{ ...routines('five-by-five', 'kg', {})[0]!.exercises[0]!, sets: [] }] }, null],
  ])('%s', (_name, routine, expected) => {
    expect(describeFirst(routine)).toBe(expected);
  });

  // A lifter who changed unit since starting the program reads the line in their unit now,
  // rounded to a weight the plates of that unit load.
  it.each<[string, RoutineInput, WeightUnit, string]>([
    ['kg routine read in lbs', routines('five-by-five', 'kg', { Squat: 100 })[1]!, 'lbs', 'Squat 5×5 @ 226 lbs'],
    ['lbs routine read in kg', routines('five-by-five', 'lbs', { Squat: 225 })[0]!, 'kg', 'Squat 5×5 @ 102 kg'],
    ['5/3/1 kg read in lbs', routines('five-three-one', 'kg', { Squat: 140 })[3]!, 'lbs', 'Squat 3 sets, first 5 @ 200.5 lbs'],
  ])('%s', (_name, routine, unit, expected) => {
    const first = routine.exercises[0]!;
    expect(describeWorkingSets({ ...first, name: first.name! }, unit)).toBe(expected);
  });
});
