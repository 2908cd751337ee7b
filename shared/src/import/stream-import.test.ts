// Reading an export as it streams gives what reading it whole gives: the same plan, row for row,
// whatever the pieces' sizes (a quoted cell, a line break or a multi-byte character cut in two),
// and a survey with the numbers the preview showed from the whole plan.
import { PlanBuilder } from './build-plan';
import type { ImportPlan } from './import-plan';
import { ImportFileError, MAX_SKIPPED_LISTED, summarizePlan } from './import-plan';
import { parseImportText, streamImportText } from './parse-import';
import { CSV_FIRST_COLUMNS } from '../set-rules';
import { PlanSurvey, surveyPlan, type Survey } from './survey';
import { countUnitEvidence, inferWeightUnit } from './unit-inference';
import { readSample, withSamples } from '../../../tools/lib/test/import-samples.cjs';

const SAMPLE_FILES = [
  'strong-2017-legacy-comma.csv',
  'strong-2019-semicolon-unitcols.csv',
  'strong-2024-ios-comma-WDF-rpe.csv',
  'strong-2021-2025-workoutno-semicolon-resttimer.csv',
  'hevy-kg-km-supersets-rpe.csv',
  'hevy-lbs-miles.csv',
  'fitnotes-android-unquoted-commas.csv',
];

/** The text in pieces of `size` characters, handed out asynchronously as a file's are. */
async function* piecesOf(text: string, size: number): AsyncGenerator<string> {
  for (let at = 0; at < text.length; at += size) {
    await Promise.resolve();
    yield text.slice(at, at + size);
  }
}

/** Streams the text into a plan builder and a survey at once. */
async function streamed(text: string, size: number, firstText = 2048): Promise<{ plan: ImportPlan; survey: Survey }> {
  let builder: PlanBuilder | null = null;
  let survey: PlanSurvey | null = null;
  const rows = streamImportText(
    piecesOf(text, size),
    (source, layout) => {
      const plans = new PlanBuilder(source, layout);
      const counts = new PlanSurvey(source, layout);
      builder = plans;
      survey = counts;
      return {
        add: (line, reading) => (plans.add(line, reading), counts.add(line, reading)),
        skip: (line, reason, message) => (plans.skip(line, reason, message), counts.skip(line, reason, message)),
      };
    },
    firstText,
  );
  let step = await rows.next();
  while (!step.done) step = await rows.next();
  if (step.value !== null) return { plan: step.value, survey: surveyPlan(step.value) };
  if (builder === null || survey === null) throw new Error('no header was read');
  return { plan: (builder as PlanBuilder).finish(), survey: (survey as PlanSurvey).finish() };
}

/** What the preview showed from a whole plan. */
function expectSurveyOf(survey: Survey, plan: ImportPlan): void {
  const names = new Map<string, number>();
  for (const workout of plan.workouts)
    for (const exercise of workout.exercises) names.set(exercise.name, (names.get(exercise.name) ?? 0) + exercise.sets.length);
  const sets = plan.workouts.flatMap((workout) => workout.exercises.flatMap((exercise) => exercise.sets));
  // The unit is inferred from the weights the file leaves without one, read whole here.
  const evidence = countUnitEvidence(
    plan.workouts.flatMap((workout) =>
      workout.exercises.flatMap((exercise) =>
        exercise.sets.filter((set) => set.weightUnit === null).map((set) => ({ name: exercise.name, weight: set.weight })),
      ),
    ),
  );
  const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  expect({ ...survey.overview, names: [...survey.overview.names].sort(byName) }).toEqual({
    source: plan.source,
    layout: plan.layout,
    needsUnit: plan.needsUnit,
    unitlessSets: sets.filter((set) => (set.weight !== null && set.weightUnit === null) || (set.distance !== null && set.distanceUnit === null)).length,
    unitEvidence: evidence,
    unitInference: inferWeightUnit(evidence),
    summary: summarizePlan(plan),
    names: [...names].map(([name, count]) => ({ name, sets: count })).sort(byName),
    skipped: plan.skipped.slice(0, MAX_SKIPPED_LISTED),
  });
  expect(survey.workouts.map((workout) => [workout.startedAt, workout.line, workout.sets]).sort()).toEqual(
    plan.workouts.map((workout) => [workout.startedAt, workout.line, workout.exercises.reduce((sum, exercise) => sum + exercise.sets.length, 0)]).sort(),
  );
}

withSamples(() =>
  describe.each(SAMPLE_FILES)('%s streamed', (name) => {
    const text = readSample(name);
    const whole = parseImportText(text);

    test.each([
      ['one piece', text.length + 1, 2048],
      ['pieces of 64 KiB', 65536, 2048],
      ['pieces of 997 characters', 997, 2048],
      ['pieces of 61 characters after a first MiB', 61, 1024 * 1024],
    ])('%s: the same plan and the preview’s numbers', async (_, size, firstText) => {
      const { plan, survey } = await streamed(text, size, firstText);
      expect(plan).toEqual(whole);
      expectSurveyOf(survey, whole);
    });
  }),
);

const FIXTURES: [string, string][] = [
  [
    'a quoted cell never closed, CRLF and a byte-order mark',
    '\uFEFFDate,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes\r\n2017-05-12 19:00:00,"A","Squat",1,50,10,0,0,"",""\r\n2017-05-12 19:00:00,"A","Squat",2,50,10,0,0,"oops,""\r\n',
  ],
  [
    'a workout whose rows are not next to each other, Hevy newest first, supersets, line breaks in notes',
    [
      '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"',
      '"Pull ☀️","9 Apr 2026, 16:50","9 Apr 2026, 17:50","","Row (Cable)",0,"slow\nand low",0,"normal",50,10,,,',
      '"Push","8 Apr 2026, 16:50","8 Apr 2026, 17:50","","Bench Press (Barbell)",,"",0,"warmup",40,10,,,',
      '"Pull ☀️","9 Apr 2026, 16:50","9 Apr 2026, 17:50","","Face Pull",0,"",0,"normal",20,15,,,',
      '"Push","8 Apr 2026, 16:50","8 Apr 2026, 17:50","","Bench Press (Barbell)",,"",1,"failure",80,5,,,9.5',
      '"Pull ☀️","9 Apr 2026, 16:50","9 Apr 2026, 17:50","","Row (Cable)",0,"slow\nand low",1,"nonsense",50,10,,,',
    ].join('\n'),
  ],
  [
    'Liftbook CSV: sessions by number, empty sessions and exercises kept, a line break in notes',
    [
      CSV_FIRST_COLUMNS.join(','),
      '1,2026-03-01,Rest day,,,,,,,,,,,,,,,',
      `2,2026-03-02,Push,"Felt strong\nline two",1,Bench Press,Paused,weighted,'=SUM(1),1,warmup,0,lbs,8,,,,`,
      '2,2026-03-02,Push,"Felt strong\nline two",2,Plank,,duration,,,,,,,,,,',
      '3,2026-03-02,Push,,1,Bench Press,,reps,,1,normal,,,12,,,,',
      '',
    ].join('\r\n'),
  ],
];

describe.each(FIXTURES)('%s', (_, text) => {
  test.each([1, 7, 64])('in pieces of %i characters: the same plan and numbers', async (size) => {
    const whole = parseImportText(text);
    const { plan, survey } = await streamed(text, size, size);
    expect(plan).toEqual(whole);
    expectSurveyOf(survey, whole);
  });
});

test('a Liftbook JSON export is read whole and comes back as a plan', async () => {
  const json = JSON.stringify({ format: 'liftbook', version: 1, sessions: [], custom_exercises: [], goals: [] });
  let whole: ImportPlan | ImportFileError;
  try {
    whole = parseImportText(json);
  } catch (error) {
    whole = error as ImportFileError;
  }
  const result = await streamed(json, 5).catch((error: unknown) => error);
  if (whole instanceof ImportFileError) expect(result).toEqual(whole);
  else expect(result).toMatchObject({ plan: whole });
});

test.each([
  ['an empty file', '  \n '],
  ['a binary file', 'Date,Workout Name\n\u0000\u0001'],
  ['no delimiter', 'hello\nworld'],
  ['an unknown header', 'a,b,c\n1,2,3'],
  ['a header and no rows', 'Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n\n'],
])('%s is refused as when read whole', async (_, text) => {
  expect(() => parseImportText(text)).toThrow(ImportFileError);
  const whole = (() => {
    try {
      parseImportText(text);
    } catch (error) {
      return error;
    }
  })();
  await expect(streamed(text, 3, 1024 * 1024)).rejects.toEqual(whole);
});

withSamples(() =>
  test('the pieces are read only as the consumer asks', async () => {
    const text = readSample('strong-2017-legacy-comma.csv');
    let handedOut = 0;
    async function* counted() {
      for await (const piece of piecesOf(text, 4096)) {
        handedOut += 1;
        yield piece;
      }
    }
    const rows = streamImportText(counted(), () => ({ add: () => undefined, skip: () => undefined }), 4096);
    await rows.next();
    expect(handedOut).toBe(1);
    await rows.next();
    expect(handedOut).toBe(2);
  }),
);
