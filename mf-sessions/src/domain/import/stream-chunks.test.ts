// The chunks built while the file streams are the chunks of the whole plan: every real sample (and
// the fixtures of layouts without one), at the api's chunk sizes and at small ones that put many
// workouts on a boundary, with the lifter's unit and names applied and every file line kept.
import type { WeightUnit } from '@liftbook/shared/contract';
import { PlanSurvey, applyUnit, parseImportText, streamImportText, type Survey } from '@liftbook/shared/import';
import { planChunks, streamImportChunks, type ImportChoice } from './stream-chunks';
import { preselectedUnit } from './unit-choice';
import { applyVariations, toImportChunks, type ImportChunk, type VariationOf } from './workout-inputs';
import { readSample, withSamples } from '../../../../tools/lib/test/import-samples.cjs';

async function* piecesOf(text: string, size: number): AsyncGenerator<string> {
  for (let at = 0; at < text.length; at += size) {
    await Promise.resolve();
    yield text.slice(at, at + size);
  }
}

/** The preview's survey of a text, read as it streams (the page's first parse is one piece: `firstText`). */
async function surveyOf(text: string, pieceSize = 65536, firstText?: number): Promise<Survey> {
  let survey: PlanSurvey | null = null;
  const rows = streamImportText(piecesOf(text, pieceSize), (source, layout) => (survey = new PlanSurvey(source, layout)), firstText);
  for (let step = await rows.next(); !step.done; step = await rows.next());
  if (survey === null) throw new Error('no header');
  return (survey as PlanSurvey).finish();
}

async function collect(chunks: AsyncIterable<ImportChunk>): Promise<ImportChunk[]> {
  const all: ImportChunk[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all;
}

const shouted: ImportChoice['mapName'] = (name) => `${name.toUpperCase()}!`;
const bracketed: VariationOf = (name) => (name.endsWith(')') ? `from ${name}` : null);

withSamples(() => {
  describe.each([
    ['strong-2017-legacy-comma.csv', 'lbs'],
    ['strong-2019-semicolon-unitcols.csv', 'kg'],
    ['strong-2024-ios-comma-WDF-rpe.csv', 'kg'],
    ['strong-2021-2025-workoutno-semicolon-resttimer.csv', 'kg'],
    ['hevy-kg-km-supersets-rpe.csv', 'kg'],
    ['hevy-lbs-miles.csv', 'lbs'],
    ['fitnotes-android-unquoted-commas.csv', 'kg'],
  ] as const)('%s', (name, unit: WeightUnit) => {
    const text = readSample(name);
    const whole = applyUnit(parseImportText(text), unit);

    test.each([
      ['the api’s sizes, pieces of 64 KiB, the first parse of 1 MiB', 100, 2000, 65536, undefined],
      ['the api’s sizes, the page’s pieces of 64 KiB, each parsed on its own', 100, 2000, 65536, 65536],
      ['7 workouts or 40 sets a chunk, pieces of 1,000 characters', 7, 40, 1000, 1000],
    ])('%s: the chunks of the whole plan', async (_, size, maxSets, pieceSize, firstText) => {
      const survey = await surveyOf(text, pieceSize, firstText);
      const streamed = await collect(
        streamImportChunks(piecesOf(text, pieceSize), survey.workouts, { unit, mapName: shouted, variationOf: bracketed }, { size, maxSets, firstText }),
      );
      expect(streamed).toEqual(toImportChunks(applyVariations(whole, bracketed), shouted, size, maxSets));
    });
  });

  describe.each(['strong-2017-legacy-comma.csv', 'strong-2024-ios-comma-WDF-rpe.csv'])('%s, no unit in the file', (name) => {
    test('the survey read in the page’s 64 KiB slices points to kg, and an lbs lifter who keeps it sends every weight as kg', async () => {
      const text = readSample(name);
      const survey = await surveyOf(text, 65536, 65536);
      expect(survey.overview.unitInference).toMatchObject({ unit: 'kg', reason: 'kg-steps' });
      const unit = preselectedUnit(survey.overview.unitInference, 'lbs');
      const chunks = await collect(streamImportChunks(piecesOf(text, 65536), survey.workouts, { unit, mapName: (n) => n }, { firstText: 65536 }));
      const sets = chunks.flatMap((chunk) => chunk.workouts.flatMap((w) => w.exercises.flatMap((e) => e.sets))).filter((set) => set.weight !== null);
      expect(sets.length).toBeGreaterThan(2000);
      expect(new Set(sets.map((set) => set.weight_unit))).toEqual(new Set(['kg']));
    });
  });
});

const STRONG_HEADER =
  '"Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"';
/** A set row of workout `workout` on the `day`th day from March 1, 2024. */
const row = (workout: number, day: number, exercise: string, order: string, weight: string) =>
  `"${workout}";"${new Date(Date.UTC(2024, 2, day)).toISOString().slice(0, 10)} 10:00:00";"W${workout}";"3600";"${exercise}";"${order}";"${weight}";"5";"";"";"";"";""`;

describe('the chunker', () => {
  // Workout 1: 3 sets; 2: 2 sets (its rows split by workout 3's); 3: 1 set; 4: 4 sets.
  const text = [
    STRONG_HEADER,
    row(1, 1, 'Squat', '1', '100'),
    row(1, 1, 'Squat', '2', '100'),
    row(1, 1, 'Bench', '1', '60'),
    row(2, 2, 'Row', '1', '50'),
    row(3, 3, 'Dip', '1', ''),
    row(2, 2, 'Row', '2', '50'),
    row(4, 4, 'Curl', '1', '20'),
    row(4, 4, 'Curl', '2', '20'),
    row(4, 4, 'Curl', '3', '20'),
    row(4, 4, 'Curl', '4', '20'),
  ].join('\n');
  const choice: ImportChoice = { unit: 'lbs', mapName: (name) => (name === 'Squat' ? 'Back Squat' : name) };

  test('a chunk closes at the set bound; a workout is never split; a workout larger than the bound goes alone', async () => {
    const survey = await surveyOf(text);
    const chunks = await collect(streamImportChunks(piecesOf(text, 16), survey.workouts, choice, { size: 100, maxSets: 3 }));
    expect(chunks.map((chunk) => chunk.workouts.map((workout) => workout.session_type))).toEqual([['W1'], ['W2', 'W3'], ['W4']]);
    expect(chunks.map((chunk) => chunk.sets)).toEqual([3, 3, 4]);
  });

  test('a workout whose rows are apart comes whole, with the line of every set; names mapped and units applied', async () => {
    const survey = await surveyOf(text);
    const [first, second] = await collect(streamImportChunks(piecesOf(text, 5), survey.workouts, choice, { size: 2 }));
    expect(first?.workouts[0]?.exercises.map((exercise) => exercise.name)).toEqual(['Back Squat', 'Bench']);
    expect(first?.workouts[0]?.exercises[0]?.sets[0]).toMatchObject({ weight: 100, weight_unit: 'lbs' });
    expect(first?.lines).toEqual([
      { line: 2, exercises: [[2, 3], [4]] },
      { line: 5, exercises: [[5, 7]] },
    ]);
    expect(second?.lines).toEqual([
      { line: 6, exercises: [[6]] },
      { line: 8, exercises: [[8, 9, 10, 11]] },
    ]);
  });

  test('nothing more is read than the next chunk needs', async () => {
    // 3,000 workouts of 10 sets, about 3 MB: the first parse takes 1 MiB, then a piece at a time.
    const big = [
      STRONG_HEADER,
      ...Array.from({ length: 30_000 }, (_, i) => row(Math.floor(i / 10) + 1, 1 + Math.floor(i / 10), 'Squat', String((i % 10) + 1), '100')),
    ].join('\n');
    const survey = await surveyOf(big);
    const piece = 65536;
    let piecesRead = 0;
    async function* counted() {
      for await (const text of piecesOf(big, piece)) {
        piecesRead += 1;
        yield text;
      }
    }
    const chunks = streamImportChunks(counted(), survey.workouts, choice, { size: 100, maxSets: 2000 });
    const first = await chunks.next();
    expect(first.value).toMatchObject({ sets: 1000 });
    // The first MiB holds the first 100 workouts: nothing after it has been read.
    expect(piecesRead).toBe((1024 * 1024) / piece);
    let count = 1;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) count += 1;
    expect(count).toBe(30);
    expect(piecesRead).toBe(Math.ceil(big.length / piece));
  });

  test('a Liftbook plan read whole is handed out a chunk at a time too', async () => {
    const plan = parseImportText([STRONG_HEADER, row(1, 1, 'Squat', '1', '100'), row(2, 2, 'Row', '1', '50')].join('\n'));
    const chunks = await collect(planChunks({ ...plan, source: 'liftbook' }, { unit: 'kg', mapName: (name) => name }));
    expect(chunks).toEqual(toImportChunks(applyUnit({ ...plan, source: 'liftbook' }, 'kg'), (name) => name));
  });
});
