// Layouts the README names without a real sample, and every refused file, as small fixtures.
import type { ImportPlan } from './import-plan';
import { MAX_IMPORT_BYTES, summarizePlan } from './import-plan';
import { checkImportFileSize } from './check-size';
import { guessDelimiter, parseImportText } from './parse-import';
import { toImportWorkoutInput } from './to-import-input';

const csv = (...lines: string[]): string => lines.join('\n');
const allSets = (plan: ImportPlan) => plan.workouts.flatMap((workout) => workout.exercises.flatMap((exercise) => exercise.sets));

describe('Strong layouts without a real sample', () => {
  test('11 columns (RPE appended), non-Latin names, decimal distance', () => {
    const plan = parseImportText(
      csv(
        'Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
        '2019-10-01 08:00:00,"Тренировка, ноги","Squat (Barbell)",1,100,5,0,0,"",""," 8"',
        '2019-10-01 08:00:00,"Тренировка, ноги","Elliptical Machine",1,0,0,2.56,900,"",,',
      ),
    );
    expect(plan).toMatchObject({ source: 'strong', layout: 'Strong, 11 columns with RPE, comma-separated', needsUnit: true });
    expect(plan.workouts[0]?.name).toBe('Тренировка, ноги');
    expect(allSets(plan)).toEqual([
      expect.objectContaining({ line: 2, weight: 100, weightUnit: null, reps: 5, rpe: 8, distance: null }),
      expect.objectContaining({ line: 3, weight: null, reps: null, durationSeconds: 900, distance: 2.56, distanceUnit: null, distanceMeters: null }),
    ]);
  });

  test('10 columns with Duration and no notes, no final newline, float noise in lbs', () => {
    const plan = parseImportText(
      csv(
        'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE',
        '2026-04-02 18:00:00,"Push",1h 3m,"Bench Press (Barbell)",1,149.99999999999997,5,0,0,9',
        '2026-04-02 18:00:00,"Push",1h 3m,"Bench Press (Barbell)",2,245.00000000000003,3,0,0,',
      ),
    );
    expect(plan.layout).toBe('Strong, 10 columns with Duration, without notes, comma-separated');
    expect(plan.workouts[0]?.durationSeconds).toBe(3780);
    expect(allSets(plan).map((set) => set.weight)).toEqual([150, 245]);
  });

  test('14 columns ending in Workout Duration, per-row units', () => {
    const plan = parseImportText(
      csv(
        'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration',
        '2020-03-01 09:00:00;"Legs";"Deadlift (Dumbbell)";1;35.27;lbs;8;;;;0;"grip";"felt good";45m',
        '2020-03-01 09:00:00;"Legs";"Running";1;;;;;5;km;1500;;;45m',
      ),
    );
    expect(plan.layout).toBe('Strong, 14 columns with units per row and Workout Duration, semicolon-separated');
    expect(plan.needsUnit).toBe(false);
    expect(plan.workouts[0]).toMatchObject({ name: 'Legs', notes: ['felt good'], durationSeconds: 2700 });
    expect(plan.workouts[0]?.exercises[0]).toMatchObject({ name: 'Deadlift (Dumbbell)', notes: ['grip'] });
    expect(allSets(plan)[1]).toMatchObject({ distance: 5, distanceUnit: 'km', distanceMeters: 5000, durationSeconds: 1500 });
  });

  test('Workout # layout in lbs and miles, 12-hour dates, WARM_UP and FAILURE, Rest Timer before the first set', () => {
    const plan = parseImportText(
      csv(
        '"Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (lbs)";"Reps";"RPE";"Distance (miles)";"Seconds";"Notes";"Workout Notes"',
        '"7";"2025-01-30 6:34:56\u202fpm";"Pull";"3600";"Row (Barbell)";"Rest Timer";"";"";"";"";"90.0";"";""',
        '"7";"2025-01-30 6:34:56\u202fpm";"Pull";"3600";"Row (Barbell)";"WARM_UP";"95.0";"10";"";"";"";"";""',
        '"7";"2025-01-30 6:34:56\u202fpm";"Pull";"3600";"Row (Barbell)";"1";"135.0";"8";"9.0";"";"";"";""',
        '"7";"2025-01-30 6:34:56\u202fpm";"Pull";"3600";"Row (Barbell)";"FAILURE";"135.0";"0";"";"";"";"";""',
        '"7";"2025-01-30 6:34:56\u202fpm";"Pull";"3600";"Walk";"1";"";"";"";"1.5";"1200";"";""',
      ),
    );
    expect(plan.workouts[0]).toMatchObject({ dateText: '2025-01-30 6:34:56\u202fpm', startedAt: '2025-01-30T18:34:56', durationSeconds: 3600 });
    expect(allSets(plan).map((set) => [set.kind, set.weight, set.weightUnit, set.reps, set.rpe])).toEqual([
      ['warmup', 95, 'lbs', 10, null],
      ['normal', 135, 'lbs', 8, 9],
      ['failure', 135, 'lbs', 0, null],
      ['normal', null, null, null, null],
    ]);
    expect(allSets(plan)[3]?.distanceMeters).toBe(2414.016);
    expect(plan.workouts[0]?.exercises[0]?.notes).toEqual(['Rest timer: 1:30 rest before the first set']);
    expect(plan.skipped).toEqual([
      { line: 2, reason: 'rest-timer', message: 'Rest Timer row, not a set: its 1:30 rest is kept in the notes of Row (Barbell)' },
    ]);
  });

  test('one exercise twice in a workout: numbering restarts, so two blocks in order', () => {
    const plan = parseImportText(
      csv(
        'Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes',
        '2018-01-01 10:00:00,"A","Curl",1,10,10,0,0,"",""',
        '2018-01-01 10:00:00,"A","Curl",2,10,10,0,0,"",""',
        '2018-01-01 10:00:00,"A","Curl",1,12,8,0,0,"",""',
        '2018-01-01 10:00:00,"A","Plank",1,0,0,0,60,"",""',
      ),
    );
    expect(plan.workouts[0]?.exercises.map((exercise) => [exercise.name, exercise.sets.length])).toEqual([
      ['Curl', 2],
      ['Curl', 1],
      ['Plank', 1],
    ]);
    expect(allSets(plan)[3]).toMatchObject({ weight: null, reps: null, durationSeconds: 60 });
    expect(summarizePlan(plan).exercises).toBe(2);
  });

  test('unreadable cells skip their row with the line and the reason; the rest imports', () => {
    const plan = parseImportText(
      csv(
        'Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes',
        '2018-01-01 10:00:00,"A","Curl",1,10,10,0,0,"",""',
        '2018-01-01 10:00:00,"A","Curl",X,10,10,0,0,"",""',
        '2018-01-01 10:00:00,"A","Curl",2,ten,10,0,0,"",""',
        'yesterday,"A","Curl",3,10,10,0,0,"",""',
      ),
    );
    expect(summarizePlan(plan).sets).toBe(1);
    expect(plan.skipped).toEqual([
      { line: 3, reason: 'unreadable', message: 'Line 3: Set Order "X" is not a set number or W, D, F, Rest Timer or Note' },
      { line: 4, reason: 'unreadable', message: 'Line 4: Weight "ten" is not a number' },
      { line: 5, reason: 'unreadable', message: 'Line 5: Date "yesterday" is not a date like 2025-01-30 18:34:56 or 7 Apr 2026, 10:14' },
    ]);
  });
});

describe('Hevy variants', () => {
  const HEADER =
    '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_miles","duration_seconds","rpe"';

  test('weight_kg with distance_miles, US-style dates, a superset kept as a superset group', () => {
    const plan = parseImportText(
      csv(
        HEADER,
        '"Legs","May 15, 2026, 7:26 PM","May 15, 2026, 8:26 PM","","Squat (Barbell)",0,"",0,"warmup",60,5,,,',
        '"Legs","May 15, 2026, 7:26 PM","May 15, 2026, 8:26 PM","","Leg Curl",0,"",0,"dropset",30,12,,,',
        '"Legs","May 15, 2026, 7:26 PM","May 15, 2026, 8:26 PM","","Treadmill",,"",0,"normal",,,2,900,',
      ),
    );
    expect(plan).toMatchObject({ source: 'hevy', layout: 'Hevy, kg and miles, comma-separated', needsUnit: false });
    expect(plan.workouts[0]).toMatchObject({ startedAt: '2026-05-15T19:26:00', durationSeconds: 3600 });
    expect(plan.workouts[0]?.exercises.map((exercise) => [exercise.supersetGroup ?? null, exercise.notes])).toEqual([
      [1, []],
      [1, []],
      [null, []],
    ]);
    expect(allSets(plan).map((set) => set.kind)).toEqual(['warmup', 'drop', 'normal']);
    expect(allSets(plan)[2]).toMatchObject({ distanceUnit: 'mi', distanceMeters: 3218.688, durationSeconds: 900 });
  });

  test('supersets numbered 1..n per workout in the order reached, whatever their ids; an id with one exercise is no superset', () => {
    const row = (start: string, exercise: string, superset: string, index: number) =>
      `"Push","${start}","","","${exercise}",${superset},"",${index},"normal",40,10,,,`;
    const plan = parseImportText(
      csv(
        HEADER,
        // Newest first, as Hevy writes: the later workout's ids restart at 0.
        row('9 Apr 2026, 10:00', 'Bench Press (Barbell)', '', 0),
        row('9 Apr 2026, 10:00', 'Lateral Raise (Dumbbell)', '0', 0),
        row('9 Apr 2026, 10:00', 'Triceps Pushdown', '0', 0),
        row('9 Apr 2026, 10:00', 'Lateral Raise (Dumbbell)', '0', 1),
        row('9 Apr 2026, 10:00', 'Triceps Pushdown', '0', 1),
        row('7 Apr 2026, 10:00', 'Chest Fly', '2', 0),
        row('7 Apr 2026, 10:00', 'Face Pull', '2', 0),
        row('7 Apr 2026, 10:00', 'Curl (Cable)', '1', 0),
        row('7 Apr 2026, 10:00', 'Row (Cable)', '1', 0),
        row('7 Apr 2026, 10:00', 'Crunch', '1', 0),
        row('7 Apr 2026, 10:00', 'Plank', '5', 0),
      ),
    );
    const groups = plan.workouts.map((workout) => workout.exercises.map((exercise) => [exercise.name, exercise.supersetGroup ?? null]));
    expect(groups).toEqual([
      [
        ['Chest Fly', 1],
        ['Face Pull', 1],
        ['Curl (Cable)', 2],
        ['Row (Cable)', 2],
        ['Crunch', 2],
        ['Plank', null],
      ],
      [
        ['Bench Press (Barbell)', null],
        ['Lateral Raise (Dumbbell)', 1],
        ['Triceps Pushdown', 1],
        ['Lateral Raise (Dumbbell)', 1],
        ['Triceps Pushdown', 1],
      ],
    ]);
    // As the api takes them: each exercise with its group, the notes left to the lifter's own.
    expect(toImportWorkoutInput(plan.workouts[0]!).exercises.map((exercise) => [exercise.superset_group, exercise.notes])).toEqual([
      [1, null],
      [1, null],
      [2, null],
      [2, null],
      [2, null],
      [null, null],
    ]);
  });

  test('an unknown set_type is reported', () => {
    const plan = parseImportText(csv(HEADER, '"A","7 Apr 2026, 10:14","","","Row",,"",0,"amrap",50,5,,,'));
    expect(plan.skipped[0]?.message).toBe('Line 2: set_type "amrap" is not normal, warmup, dropset or failure');
  });
});

test('FitNotes iOS layout: kg and lbs columns, Notes, Kind, clock times', () => {
  const plan = parseImportText(
    csv(
      'Date,Exercise,Category,Weight (kg),Weight (lbs),Reps,Distance,Distance Unit,Time,Notes,Kind',
      '2025-05-01,Bench Press,Chest,80,176.37,5,,,,"paused",warmup',
      '2025-05-01,Plank,Core,,,,,,0:01:30,,',
      '2025-05-02,Run,Cardio,,,,3,km,0:20:00,,',
    ),
  );
  expect(plan).toMatchObject({ source: 'fitnotes', layout: 'FitNotes, weight in kg and lbs columns, comma-separated', needsUnit: false });
  expect(plan.workouts.map((workout) => workout.startedAt)).toEqual(['2025-05-01', '2025-05-02']);
  expect(plan.workouts[0]?.exercises[0]).toMatchObject({
    notes: ['paused'],
    sets: [expect.objectContaining({ kind: 'warmup', weight: 80, weightUnit: 'kg', reps: 5 })],
  });
  expect(allSets(plan)[1]).toMatchObject({ durationSeconds: 90, weight: null });
  expect(allSets(plan)[2]).toMatchObject({ distanceMeters: 3000, durationSeconds: 1200 });
});

describe('refused files: what was expected, and where', () => {
  test.each([
    ['', 'The file is empty. Expected the header line of a Strong, Hevy or FitNotes CSV export'],
    ['  \n\n', 'The file is empty.'],
    ['\u0000\u0001PK', 'This is not a text file. Expected a CSV export'],
    [
      '{"sessions": []}',
      'This JSON file is not a layout Liftbook reads. Expected a Liftbook JSON export ("format": "liftbook") or a CSV export from Strong, Hevy or FitNotes.',
    ],
    ['{"sessions": [', 'The file starts like JSON but is not valid JSON.'],
    ['just some words\nmore words', 'Line 1 has no commas or semicolons, so this is not a CSV file.'],
    ['Name,Email\nAda,ada@example.com', 'Line 1 is not a layout Liftbook knows. Expected the header line of a Strong, Hevy or FitNotes CSV export'],
    [
      'Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n',
      'The file has the header line of a Strong export but no rows after it. Expected one row per set from line 2.',
    ],
  ])('%p', (text, message) => {
    expect(() => parseImportText(text)).toThrow(message);
  });

  test('the unknown header is quoted back', () => {
    expect(() => parseImportText('Name,Email\nAda,ada@example.com')).toThrow('found "Name, Email".');
  });

  test('size is checked before reading', () => {
    expect(() => checkImportFileSize(0)).toThrow('The file is empty.');
    expect(() => checkImportFileSize(MAX_IMPORT_BYTES + 1)).toThrow('The file is 50.0 MB; the largest file Liftbook imports is 50 MB.');
    expect(() => checkImportFileSize(62 * 1024 * 1024)).toThrow('The file is 62.0 MB');
    expect(() => checkImportFileSize(MAX_IMPORT_BYTES)).not.toThrow();
  });

  test('a quoted cell never closed is reported by line', () => {
    const plan = parseImportText(
      csv('Date,Workout Name,Exercise Name,Set Order,Weight,Reps', '2018-01-01 10:00:00,"A","Curl",1,10,10', '2018-01-01 10:00:00,"A,"Curl",2,10,10'),
    );
    expect(plan.skipped).toEqual([expect.objectContaining({ line: 3, reason: 'malformed' })]);
    expect(plan.skipped[0]?.message).toMatch(/^Line 3: .*; expected every quoted cell to be closed\.$/);
  });
});

test.each([
  ['Date,Workout Name;x', ','],
  ['"a;b";"c";"d"', ';'],
  ['a\tb\tc', '\t'],
  ['nothing', null],
])('guessDelimiter(%p) → %p', (line, expected) => {
  expect(guessDelimiter(line)).toBe(expected);
});
