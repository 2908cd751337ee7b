// The seven real exports beside the checkout (../shared/import-samples, never copied into the
// repository), read whole and checked against the counts in their facts.json.
import type { SetKind } from '../set-rules';
import type { ImportPlan } from './import-plan';
import { applyUnit, summarizePlan } from './import-plan';
import { parseImportText } from './parse-import';
import { surveyPlan } from './survey';
import { toImportWorkoutInput } from './to-import-input';
import { readSample as readText, sampleFacts, withSamples } from '../../../tools/lib/test/import-samples.cjs';

interface Facts {
  data_rows: number;
  workouts?: number;
  distinct_dates?: number;
  rows_with_wrong_field_count: number;
  set_type_values?: Record<string, number>;
  set_order_values?: Record<string, number>;
  date_range?: [string, string];
}

function readSample(name: string): { plan: ImportPlan; facts: Facts } {
  const facts = (sampleFacts() as Record<string, Facts>)[name];
  if (facts === undefined) throw new Error(`facts.json has no entry for ${name}`);
  return { plan: parseImportText(readText(name)), facts };
}

const noKinds = (): Record<SetKind, number> => ({ normal: 0, warmup: 0, drop: 0, failure: 0 });

/** Sets by kind the facts imply: Strong's Set Order values, Hevy's set_type values. */
function expectedKinds(facts: Facts): Record<SetKind, number> {
  const kinds = noKinds();
  const strong: Record<string, SetKind> = { number: 'normal', W: 'warmup', D: 'drop', F: 'failure' };
  const hevy: Record<string, SetKind> = { normal: 'normal', warmup: 'warmup', dropset: 'drop', failure: 'failure' };
  for (const [value, count] of Object.entries(facts.set_order_values ?? {})) {
    const kind = strong[value];
    if (kind !== undefined) kinds[kind] += count;
  }
  for (const [value, count] of Object.entries(facts.set_type_values ?? {})) {
    const kind = hevy[value];
    if (kind !== undefined) kinds[kind] += count;
  }
  return kinds;
}

// Without the samples beside the clone: one skipped test that says so (CI fails instead).
withSamples(() => {
  describe.each([
    // The unit the preview preselects for the weights the file leaves unsaid: kg by their content
    // for both Strong files without a unit column; none to infer where the file says it.
    ['strong-2017-legacy-comma.csv', 'strong', true, 0, 'kg'],
    ['strong-2019-semicolon-unitcols.csv', 'strong', false, 0, null],
    ['strong-2024-ios-comma-WDF-rpe.csv', 'strong', true, 0, 'kg'],
    ['strong-2021-2025-workoutno-semicolon-resttimer.csv', 'strong', false, 118 + 6, null],
    ['hevy-kg-km-supersets-rpe.csv', 'hevy', false, 0, null],
    ['hevy-lbs-miles.csv', 'hevy', false, 0, null],
  ])('%s', (name, source, needsUnit, skipped, inferred) => {
    const { plan, facts } = readSample(name);
    const summary = summarizePlan(plan);

    test('is recognised', () => {
      expect(plan.source).toBe(source);
      expect(plan.needsUnit).toBe(needsUnit);
    });

    test('its unitless weights point to the unit the file is in', () => {
      expect(surveyPlan(plan).overview.unitInference.unit).toBe(inferred);
    });

    test('has the workouts, sets by kind and skipped rows of facts.json', () => {
      expect(summary.workouts).toBe(facts.workouts);
      expect(summary.setsByKind).toEqual(expectedKinds(facts));
      expect(summary.sets + plan.skipped.length).toBe(facts.data_rows);
      expect(plan.skipped).toHaveLength(skipped);
    });

    test('spans the date range of facts.json', () => {
      if (facts.date_range === undefined) return;
      expect(summary.dateRange).toEqual({ first: facts.date_range[0].replace(' ', 'T'), last: facts.date_range[1].replace(' ', 'T') });
    });
  });

  test('Strong with Workout #: Rest Timer and Note rows are counted, and their content kept in the exercise notes', () => {
    const { plan } = readSample('strong-2021-2025-workoutno-semicolon-resttimer.csv');
    const summary = summarizePlan(plan);
    expect(summary.skippedByReason).toEqual({ 'rest-timer': 118, note: 6, malformed: 0, unreadable: 0 });
    const crunch = plan.workouts
      .flatMap((workout) => workout.exercises)
      .find((exercise) => exercise.notes.includes('Its lateral one then legs up then normal'));
    expect(crunch?.name).toBe('Crunch');
    expect(plan.skipped.find((row) => row.line === 1627)?.message).toBe('Note row, not a set: its text is kept in the notes of Crunch');
    const rests = plan.workouts.flatMap((workout) => workout.exercises.flatMap((exercise) => exercise.notes)).filter((note) => note.startsWith('Rest timer: '));
    expect(rests).toHaveLength(118);
    // Cycling (Indoor) on line 2: 8000 m in the header's metres.
    expect(plan.workouts[0]?.exercises[0]?.sets[0]).toMatchObject({
      line: 2,
      distance: 8000,
      distanceUnit: 'm',
      distanceMeters: 8000,
      weight: null,
      reps: null,
    });
    expect(plan.workouts[0]?.durationSeconds).toBe(32);
    // 4 calendar days hold two workouts: Workout # keeps them apart.
    const days = new Set(plan.workouts.map((workout) => workout.startedAt.slice(0, 10)));
    expect(plan.workouts.length - days.size).toBe(4);
  });

  test('Strong 2024: W, D and F rows, RPE, text durations, failed lifts with 0 reps', () => {
    const { plan } = readSample('strong-2024-ios-comma-WDF-rpe.csv');
    const first = plan.workouts[0];
    expect(first).toMatchObject({ dateText: '2024-06-18 11:04:00', startedAt: '2024-06-18T11:04:00', name: 'Deadlift 1RPM', durationSeconds: 3600 });
    expect(first?.exercises[0]?.sets[0]).toMatchObject({ kind: 'normal', weight: 60, weightUnit: null, reps: 5, durationSeconds: null, distance: null });
    const sets = plan.workouts.flatMap((workout) => workout.exercises.flatMap((exercise) => exercise.sets));
    expect(sets.filter((set) => set.rpe !== null).length).toBe(2492);
    expect(sets.some((set) => set.kind === 'failure' && set.reps === 0 && set.weight !== null)).toBe(true);
    const kg = applyUnit(plan, 'kg');
    expect(kg.needsUnit).toBe(false);
    expect(kg.workouts[0]?.exercises[0]?.sets[0]?.weightUnit).toBe('kg');
  });

  test('Strong 2019: units per row, mixed inside one workout; Plank rows are timed sets', () => {
    const { plan } = readSample('strong-2019-semicolon-unitcols.csv');
    const sets = plan.workouts.flatMap((workout) => workout.exercises.flatMap((exercise) => exercise.sets));
    expect(sets.filter((set) => set.weightUnit === 'kg').length).toBeGreaterThan(0);
    expect(sets.filter((set) => set.weightUnit === 'lbs').length).toBeGreaterThan(0);
    const mixed = plan.workouts.filter((workout) => {
      const units = new Set(workout.exercises.flatMap((exercise) => exercise.sets.map((set) => set.weightUnit)).filter((unit) => unit !== null));
      return units.size === 2;
    });
    expect(mixed).toHaveLength(45);
    const plank = sets.find((set) => set.durationSeconds === 60 && set.weight === null);
    expect(plank).toMatchObject({ reps: null, distance: null, distanceMeters: null });
    expect(plan.workouts.some((workout) => workout.name === 'Back, Core, Biceps')).toBe(true);
  });

  test('Hevy metric: supersets kept as superset groups, line breaks in notes, newest-first turned oldest-first', () => {
    const { plan } = readSample('hevy-kg-km-supersets-rpe.csv');
    const exercises = plan.workouts.flatMap((workout) => workout.exercises);
    const inSupersets = exercises.filter((exercise) => exercise.superset !== null);
    expect(inSupersets.reduce((sum, exercise) => sum + exercise.sets.length, 0)).toBe(2394);
    // Every superset of the file has two or more exercises: each is a group, numbered 1..n per workout as the api takes it.
    expect(inSupersets.every((exercise) => exercise.supersetGroup !== undefined && exercise.supersetGroup !== null)).toBe(true);
    expect(exercises.filter((exercise) => exercise.superset === null).every((exercise) => (exercise.supersetGroup ?? null) === null)).toBe(true);
    for (const workout of plan.workouts) {
      const groups = [...new Set(toImportWorkoutInput(workout).exercises.flatMap((exercise) => exercise.superset_group ?? []))];
      expect(groups).toEqual(groups.map((_, index) => index + 1));
    }
    expect(plan.workouts.reduce((sum, workout) => sum + new Set(workout.exercises.flatMap((exercise) => exercise.supersetGroup ?? [])).size, 0)).toBe(250);
    expect(exercises.some((exercise) => exercise.notes.some((note) => /^Superset \d+/.test(note)))).toBe(false);
    expect(exercises.some((exercise) => exercise.notes.some((note) => note.includes('\n')))).toBe(true);
    expect(plan.workouts[0]?.dateText).toBe('24 Aug 2024, 16:22');
    expect(plan.workouts.at(-1)).toMatchObject({
      dateText: '7 Apr 2026, 10:14',
      startedAt: '2026-04-07T10:14:00',
      name: 'Morning workout ☀️',
      durationSeconds: 3600,
    });
    const sets = exercises.flatMap((exercise) => exercise.sets);
    expect(sets.filter((set) => set.rpe !== null)).toHaveLength(62);
    expect(sets.some((set) => set.distanceUnit === 'km' && set.distanceMeters !== null && set.weight === null)).toBe(true);
    // Lines count the line breaks inside quoted cells: the last row sits on the file's last line.
    const text = readText('hevy-kg-km-supersets-rpe.csv');
    const lastLine = text.trimEnd().split('\n').length;
    expect(Math.max(...sets.map((set) => set.line))).toBe(lastLine);
  });

  test('Hevy imperial: lbs and miles from the header; body-weight rows carry no weight', () => {
    const { plan } = readSample('hevy-lbs-miles.csv');
    const sets = plan.workouts.flatMap((workout) => workout.exercises.flatMap((exercise) => exercise.sets));
    expect(new Set(sets.map((set) => set.weightUnit))).toEqual(new Set(['lbs', null]));
    expect(sets.filter((set) => set.weight === null)).toHaveLength(126);
    expect(sets.filter((set) => set.rpe !== null)).toHaveLength(17);
  });

  test('FitNotes: the 99 rows with unquoted commas are reported by line, never shifted; one day is one workout', () => {
    const { plan, facts } = readSample('fitnotes-android-unquoted-commas.csv');
    const summary = summarizePlan(plan);
    expect(plan.source).toBe('fitnotes');
    expect(plan.needsUnit).toBe(false);
    expect(summary.skippedByReason).toEqual({ 'rest-timer': 0, note: 0, malformed: facts.rows_with_wrong_field_count, unreadable: 0 });
    expect(summary.sets).toBe(facts.data_rows - facts.rows_with_wrong_field_count);
    expect(summary.workouts).toBe(facts.distinct_dates);
    expect(summary.dateRange).toEqual({ first: facts.date_range?.[0], last: facts.date_range?.[1] });
    const text = readText('fitnotes-android-unquoted-commas.csv').split('\n');
    const first = plan.skipped[0];
    expect(text[(first?.line ?? 0) - 1]).toContain('Overhead Press (Each Side, Dumbbells)');
    expect(first?.message).toBe(
      `Line ${first?.line}: expected 9 fields (Date, Exercise, Category, Weight, Weight Unit, Reps, Distance, Distance Unit, Time), found 10 — a comma inside a name that is not quoted?`,
    );
  });
});
