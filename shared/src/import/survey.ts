// What the preview needs of a file, read row by row as it streams: counts, dates, exercise names,
// the unit question and the skipped rows (the first MAX_SKIPPED_LISTED of them), and an index of
// the workouts (key, start, lines, sets) from which the import lays out its chunks. The workouts
// themselves are not kept. The same numbers as summarizePlan and the plan's own fields on a whole
// parse (stream-import.test.ts checks it on every sample file).
import type { RowReading, RowSink } from './build-plan';
import { notSetMessage } from './build-plan';
import type { ImportOverview, ImportPlan, PlanSummary, SkipReason, SkippedRow, SourceApp, WorkoutIndexEntry } from './import-plan';
import { MAX_SKIPPED_LISTED, emptyPlanSummary, summarizePlan } from './import-plan';
import { UnitEvidenceCounter, inferWeightUnit, type UnitEvidence } from './unit-inference';

type SetRow = Extract<RowReading, { kind: 'set' }>['set'];
const unitless = (set: Pick<SetRow, 'weight' | 'weightUnit' | 'distance' | 'distanceUnit'>) =>
  (set.weight !== null && set.weightUnit === null) || (set.distance !== null && set.distanceUnit === null);

const unitFields = (unitEvidence: UnitEvidence): Pick<ImportOverview, 'unitEvidence' | 'unitInference'> => ({
  unitEvidence,
  unitInference: inferWeightUnit(unitEvidence),
});

export interface Survey {
  overview: ImportOverview;
  /** In the order first read. */
  workouts: WorkoutIndexEntry[];
}

export class PlanSurvey implements RowSink {
  private readonly workouts = new Map<string, WorkoutIndexEntry>();
  private readonly names = new Map<string, number>();
  private readonly skipped: SkippedRow[] = [];
  private readonly summary: PlanSummary = emptyPlanSummary();
  private unitlessSets = 0;
  /** Only the weights the file gives without a unit: a unit column is the file's word. */
  private readonly unitEvidence = new UnitEvidenceCounter();

  constructor(
    private readonly source: SourceApp,
    private readonly layout: string,
  ) {}

  add(line: number, reading: RowReading): void {
    let workout = this.workouts.get(reading.workout.key);
    if (workout === undefined) {
      workout = { key: reading.workout.key, startedAt: reading.workout.startedAt, line, lastLine: line, sets: 0 };
      this.workouts.set(workout.key, workout);
    }
    workout.lastLine = line;
    if (reading.exercise !== null) this.names.set(reading.exercise.name, this.names.get(reading.exercise.name) ?? 0);
    switch (reading.kind) {
      case 'set':
        workout.sets += 1;
        this.summary.sets += 1;
        this.summary.setsByKind[reading.set.kind] += 1;
        this.names.set(reading.exercise.name, (this.names.get(reading.exercise.name) ?? 0) + 1);
        if (unitless(reading.set)) this.unitlessSets += 1;
        if (reading.set.weightUnit === null) this.unitEvidence.add(reading.exercise.name, reading.set.weight);
        return;
      case 'rest-timer':
      case 'note':
        this.skip(line, reading.kind, notSetMessage(reading));
        return;
      case 'empty':
    }
  }

  skip(line: number, reason: SkipReason, message: string): void {
    this.summary.skippedByReason[reason] += 1;
    if (this.skipped.length < MAX_SKIPPED_LISTED) this.skipped.push({ line, reason, message });
  }

  finish(): Survey {
    const workouts = [...this.workouts.values()];
    let first: string | null = null;
    let last: string | null = null;
    for (const { startedAt } of workouts) {
      if (first === null || startedAt < first) first = startedAt;
      if (last === null || startedAt > last) last = startedAt;
    }
    const summary = {
      ...this.summary,
      workouts: workouts.length,
      exercises: this.names.size,
      dateRange: first !== null && last !== null ? { first, last } : null,
    };
    return {
      overview: {
        source: this.source,
        layout: this.layout,
        needsUnit: this.unitlessSets > 0,
        unitlessSets: this.unitlessSets,
        ...unitFields(this.unitEvidence.finish()),
        summary,
        names: [...this.names].map(([name, sets]) => ({ name, sets })),
        skipped: this.skipped,
      },
      workouts,
    };
  }
}

/** The survey of a plan read whole (a Liftbook JSON export). */
export function surveyPlan(plan: ImportPlan): Survey {
  const names = new Map<string, number>();
  let unitlessSets = 0;
  const evidence = new UnitEvidenceCounter();
  const workouts = plan.workouts.map((workout, index): WorkoutIndexEntry => {
    let sets = 0;
    for (const exercise of workout.exercises) {
      names.set(exercise.name, (names.get(exercise.name) ?? 0) + exercise.sets.length);
      sets += exercise.sets.length;
      unitlessSets += exercise.sets.filter(unitless).length;
      for (const set of exercise.sets) if (set.weightUnit === null) evidence.add(exercise.name, set.weight);
    }
    // Lines of a JSON document are not rows: the workout's place in it stands in for them.
    return { key: String(index), startedAt: workout.startedAt, line: workout.line, lastLine: workout.line, sets };
  });
  return {
    overview: {
      source: plan.source,
      layout: plan.layout,
      needsUnit: plan.needsUnit,
      unitlessSets,
      ...unitFields(evidence.finish()),
      summary: summarizePlan(plan),
      names: [...names].map(([name, sets]) => ({ name, sets })),
      skipped: plan.skipped.slice(0, MAX_SKIPPED_LISTED),
      ...(plan.customExercises === undefined ? {} : { customExercises: plan.customExercises }),
    },
    workouts,
  };
}
