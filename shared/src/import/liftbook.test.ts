// Liftbook's own exports read back: the CSV (recognised by its header) and the JSON (by its
// format and version), with everything other apps' files lack, and the refusals of a JSON that is
// not a Liftbook export or does not read as one.
import type { ImportPlan } from './import-plan';
import { summarizePlan } from './import-plan';
import { CSV_FIRST_COLUMNS, CSV_LATER_COLUMNS } from '../set-rules';
import { liftbookText } from './liftbook';
import { parseImportText } from './parse-import';
import { toImportWorkoutInput } from './to-import-input';

const HEADER = CSV_FIRST_COLUMNS.join(',');
const csv = (...rows: string[]): string => [HEADER, ...rows, ''].join('\r\n');
const allSets = (plan: ImportPlan) => plan.workouts.flatMap((workout) => workout.exercises.flatMap((exercise) => exercise.sets));

describe('Liftbook CSV export', () => {
  const plan = parseImportText(
    csv(
      '1,2026-03-01,Rest day,,,,,,,,,,,,,,,',
      `2,2026-03-02,Push,"Felt strong, ""really""\nline two",1,Bench Press,Paused,weighted,'=SUM(1),1,warmup,0,lbs,8,,,,`,
      `2,2026-03-02,Push,"Felt strong, ""really""\nline two",1,Bench Press,Paused,weighted,'=SUM(1),2,normal,102.5,kg,5,,,8.5,'-2 in reserve`,
      '2,2026-03-02,Push,"Felt strong, ""really""\nline two",2,Farmer Carry,,duration,,1,drop,,,,45.5,40,,',
      '2,2026-03-02,Push,"Felt strong, ""really""\nline two",3,Plank,,duration,,,,,,,,,,',
      `2,2026-03-02,Push,"Felt strong, ""really""\nline two",4,Bench Press,,weighted,,1,failure,225,lbs,1,,,10,''quoted`,
      '3,2026-03-02,Push,,1,Bench Press,,reps,,1,normal,,,12,,,,',
    ),
  );

  test('is recognised by its header; nothing to ask, nothing skipped', () => {
    expect(plan).toMatchObject({ source: 'liftbook', layout: 'Liftbook CSV export, comma-separated', needsUnit: false, skipped: [] });
    expect(summarizePlan(plan)).toMatchObject({ workouts: 3, sets: 5, setsByKind: { normal: 2, warmup: 1, drop: 1, failure: 1 } });
  });

  test('sessions by their number (two of one day and type stay apart), empty ones kept', () => {
    expect(plan.workouts.map((workout) => [workout.startedAt, workout.name, workout.notes, workout.exercises.length])).toEqual([
      ['2026-03-01', 'Rest day', [], 0],
      ['2026-03-02', 'Push', ['Felt strong, "really"\nline two'], 4],
      ['2026-03-02', 'Push', [], 1],
    ]);
  });

  test('exercises by position with variation, type and notes (formulas restored), empty ones kept, a lift twice stays twice', () => {
    expect(plan.workouts[1]?.exercises.map(({ name, variation, type, notes, sets }) => ({ name, variation, type, notes, sets: sets.length }))).toEqual([
      { name: 'Bench Press', variation: 'Paused', type: 'weighted', notes: ['=SUM(1)'], sets: 2 },
      { name: 'Farmer Carry', variation: null, type: 'duration', notes: [], sets: 1 },
      { name: 'Plank', variation: null, type: 'duration', notes: [], sets: 0 },
      { name: 'Bench Press', variation: null, type: 'weighted', notes: [], sets: 1 },
    ]);
  });

  test('every set field: a weight of 0 kept, units, seconds, metres, RPE, notes with one apostrophe removed', () => {
    expect(
      allSets(plan).map(({ line, kind, weight, weightUnit, reps, durationSeconds, distanceMeters, rpe, notes }) => ({
        line,
        kind,
        weight,
        weightUnit,
        reps,
        durationSeconds,
        distanceMeters,
        rpe,
        notes,
      })),
    ).toEqual([
      { line: 3, kind: 'warmup', weight: 0, weightUnit: 'lbs', reps: 8, durationSeconds: null, distanceMeters: null, rpe: null, notes: null },
      { line: 5, kind: 'normal', weight: 102.5, weightUnit: 'kg', reps: 5, durationSeconds: null, distanceMeters: null, rpe: 8.5, notes: '-2 in reserve' },
      { line: 7, kind: 'drop', weight: null, weightUnit: null, reps: null, durationSeconds: 45.5, distanceMeters: 40, rpe: null, notes: null },
      { line: 11, kind: 'failure', weight: 225, weightUnit: 'lbs', reps: 1, durationSeconds: null, distanceMeters: null, rpe: 10, notes: "'quoted" },
      { line: 13, kind: 'normal', weight: null, weightUnit: null, reps: 12, durationSeconds: null, distanceMeters: null, rpe: null, notes: null },
    ]);
  });

  test.each([
    ['1,2026-03-02,Push,,1,Row,,weighted,,1,heavy,100,lbs,5,,,,', 'Line 2: kind "heavy" is not normal, warmup, drop or failure'],
    ['1,2026-03-02,Push,,1,Row,,strength,,1,normal,100,lbs,5,,,,', 'Line 2: exercise_type "strength" is not weighted, reps or duration'],
    ['1,2026-03-02,Push,,1,Row,,weighted,,1,normal,3000,lbs,5,,,,', 'Line 2: weight 3000 is outside 0 to 2000'],
    ['1,2026-03-02,Push,,1,Row,,weighted,,1,normal,100,stone,5,,,,', 'Line 2: weight_unit "stone" is not lbs or kg'],
    ['1,2026-03-02,Push,,1,Row,,weighted,,1,normal,100,lbs,5.5,,,,', 'Line 2: reps "5.5" is not a whole number'],
    ['1,2026-03-02,Push,,1,Row,,weighted,,1,normal,100,lbs,5,,,11,', 'Line 2: rpe "11" is not an RPE from 1 to 10 in halves'],
    ['x,2026-03-02,Push,,1,Row,,weighted,,1,normal,100,lbs,5,,,,', 'Line 2: session "x" is not a session number'],
    ['1,2026-13-02,Push,,,,,,,,,,,,,,,', 'Line 2: session_date "2026-13-02" is not a date'],
    ['1,2026-03-02,Push,,,Row,,,,,,,,,,,,', 'Line 2: exercise_position is empty on a row with an exercise'],
    ['1,2026-03-02,Push,,1,,,weighted,,1,normal,100,lbs,5,,,,', 'Line 2: exercise is empty'],
  ])('a row it cannot read is listed, not guessed: %p', (row, message) => {
    const skipped = parseImportText(csv(row, '2,2026-03-03,Pull,,,,,,,,,,,,,,,')).skipped;
    expect(skipped).toEqual([{ line: 2, reason: 'unreadable', message: expect.stringContaining(message) as string }]);
  });

  test.each([
    ['plain', 'plain'],
    ["'=SUM(1)", '=SUM(1)'],
    ["''kept", "'kept"],
    ['', ''],
  ])('liftbookText(%p) = %p', (cell, text) => {
    expect(liftbookText(cell)).toBe(text);
  });
});

const exportFile = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: 'liftbook',
    version: 1,
    exported_at: '2026-11-25T03:00:00.000Z',
    weight_unit: 'kg',
    custom_exercises: [{ name: 'Zercher Squat' }],
    goals: [
      { exercise_name: 'Bench Press', current_weight: 100, current_reps: 5, target_weight: 120, target_reps: 5, target_date: '2025-01-01', status: 'paused' },
    ],
    sessions: [
      { session_date: '2026-03-01', session_type: 'Rest day', notes: null, exercises: [] },
      {
        session_date: '2026-03-02',
        session_type: 'Push',
        notes: 'a, "b"\nc',
        exercises: [
          {
            name: 'Bench Press',
            variation: 'Paused',
            type: 'weighted',
            notes: '=SUM(1)',
            sets: [
              { kind: 'warmup', weight: 0, weight_unit: 'lbs', reps: 8, duration_ms: null, distance_m: null, rpe: null, notes: null },
              { kind: 'normal', weight: 102.5, weight_unit: 'kg', reps: 5, duration_ms: 1500, distance_m: 12.5, rpe: 8.5, notes: 'top set' },
            ],
          },
          { name: 'Plank', variation: null, type: 'duration', notes: null, sets: [] },
        ],
      },
    ],
    ...overrides,
  });

describe('Liftbook CSV export with the workout clock and superset groups (the columns added at the end)', () => {
  const header = [...CSV_FIRST_COLUMNS, ...CSV_LATER_COLUMNS].join(',');
  const text = [
    header,
    '1,2026-03-01,Rest day,,,,,,,,,,,,,,,,,,',
    '2,2026-03-02,Push,,1,Lateral Raise,,weighted,,1,normal,8,kg,12,,,,,2026-03-02T17:00:00.000Z,2026-03-02T18:05:00.000Z,1',
    '2,2026-03-02,Push,,2,Face Pull,,weighted,,1,normal,20,kg,15,,,,,2026-03-02T17:00:00.000Z,2026-03-02T18:05:00.000Z,1',
    '2,2026-03-02,Push,,3,Plank,,duration,,,,,,,,,,,2026-03-02T17:00:00.000Z,2026-03-02T18:05:00.000Z,',
    '',
  ].join('\r\n');

  test('sessions keep their clock, exercises their superset group; a session without one has none', () => {
    const plan = parseImportText(text);
    expect(plan.skipped).toEqual([]);
    const [rest, push] = plan.workouts.map((workout) => toImportWorkoutInput(workout));
    expect(rest).toMatchObject({ started_at: null, finished_at: null, routine: null });
    expect(push).toMatchObject({ started_at: '2026-03-02T17:00:00.000Z', finished_at: '2026-03-02T18:05:00.000Z', routine: null });
    expect(push?.exercises.map((exercise) => exercise.superset_group)).toEqual([1, 1, null]);
  });

  test('a time that is not one is reported by line', () => {
    const plan = parseImportText(text.replace('2026-03-02T18:05:00.000Z,1\r\n2', 'yesterday,1\r\n2'));
    expect(plan.skipped[0]?.message).toBe('Line 3: session_finished_at "yesterday" is not a time like 2026-03-01T09:30:00.000Z');
  });
});

describe('Liftbook JSON export', () => {
  test('is read whole: sessions (empty ones too), exercises with variation and type, sets, custom exercises and goals', () => {
    const plan = parseImportText(exportFile());
    expect(plan).toMatchObject({
      source: 'liftbook',
      layout: 'Liftbook JSON export, version 1',
      needsUnit: false,
      skipped: [],
      customExercises: ['Zercher Squat'],
      weightUnit: 'kg',
      goals: [
        { exercise_name: 'Bench Press', current_weight: 100, current_reps: 5, target_weight: 120, target_reps: 5, target_date: '2025-01-01', status: 'paused' },
      ],
    });
    expect(plan.workouts).toEqual([
      // An export older than the workout clock: none, no routine, no plan.
      {
        line: 1,
        dateText: '2026-03-01',
        startedAt: '2026-03-01',
        name: 'Rest day',
        notes: [],
        durationSeconds: null,
        exercises: [],
        links: { startedAt: null, finishedAt: null, routine: null },
      },
      {
        line: 2,
        dateText: '2026-03-02',
        startedAt: '2026-03-02',
        name: 'Push',
        notes: ['a, "b"\nc'],
        durationSeconds: null,
        links: { startedAt: null, finishedAt: null, routine: null },
        exercises: [
          {
            name: 'Bench Press',
            variation: 'Paused',
            type: 'weighted',
            notes: ['=SUM(1)'],
            superset: null,
            supersetGroup: null,
            plannedSets: [],
            sets: [
              {
                line: 2,
                kind: 'warmup',
                weight: 0,
                weightUnit: 'lbs',
                reps: 8,
                durationSeconds: null,
                distance: null,
                distanceUnit: null,
                distanceMeters: null,
                rpe: null,
                notes: null,
              },
              {
                line: 2,
                kind: 'normal',
                weight: 102.5,
                weightUnit: 'kg',
                reps: 5,
                durationSeconds: 1.5,
                distance: 12.5,
                distanceUnit: 'm',
                distanceMeters: 12.5,
                rpe: 8.5,
                notes: 'top set',
              },
            ],
          },
          { name: 'Plank', variation: null, type: 'duration', notes: [], superset: null, supersetGroup: null, plannedSets: [], sets: [] },
        ],
      },
    ]);
  });

  test('the workout clock, the routine by name, superset groups, the plan still to log and programs are read and sent as written', () => {
    const planned = { kind: 'normal', weight: 60, weight_unit: 'kg', reps: 5, reps_max: 8, duration_ms: null, distance_m: null, rpe: 8, rest_seconds: 180 };
    const plan = parseImportText(
      exportFile({
        sessions: [
          {
            session_date: '2026-03-03',
            session_type: 'Workout A',
            notes: null,
            started_at: '2026-03-03T17:01:02.345Z',
            finished_at: '2026-03-03T18:00:00.000Z',
            routine: 'Workout A',
            exercises: [
              { name: 'Squat', variation: null, type: 'weighted', notes: null, superset_group: 2, sets: [], planned_sets: [{ ...planned, skipped: true }] },
              { name: 'Row', variation: null, type: 'weighted', notes: null, superset_group: 2, sets: [], planned_sets: [{ ...planned, skipped: false }] },
            ],
          },
        ],
        programs: [{ name: 'StrongLifts', built_in: 'five-by-five', routines: ['Workout A', 'Workout B'], next: 'Workout B' }],
      }),
    );
    expect(plan.programs).toEqual([{ name: 'StrongLifts', built_in: 'five-by-five', routines: ['Workout A', 'Workout B'], next: 'Workout B' }]);
    const [workout] = plan.workouts.map((w) => toImportWorkoutInput(w));
    expect(workout).toMatchObject({ started_at: '2026-03-03T17:01:02.345Z', finished_at: '2026-03-03T18:00:00.000Z', routine: 'Workout A' });
    const wire = { kind: 'normal', weight: 60, weight_unit: 'kg', reps: 5, reps_max: 8, duration: null, distance: null, rpe: 8, rest_seconds: 180 };
    expect(workout?.exercises.map((e) => [e.superset_group, e.planned_sets])).toEqual([
      [2, [{ ...wire, skipped: true }]],
      [2, [{ ...wire, skipped: false }]],
    ]);
  });

  test('is sent to the api as written: the type, variation and set notes taken, not inferred', () => {
    const [, push] = parseImportText(exportFile()).workouts.map((workout) => toImportWorkoutInput(workout));
    expect(push?.exercises.map(({ type, variation, sets }) => ({ type, variation, notes: sets.map((set) => set.notes) }))).toEqual([
      { type: 'weighted', variation: 'Paused', notes: [null, 'top set'] },
      { type: 'duration', variation: null, notes: [] },
    ]);
  });

  test.each([
    ['[]', 'This JSON file is not a layout Liftbook reads. Expected a Liftbook JSON export ("format": "liftbook")'],
    ['{"format": "strong", "sessions": []}', 'This JSON file is not a layout Liftbook reads.'],
    [exportFile({ version: 2 }), 'This Liftbook export is version 2; this Liftbook reads version 1.'],
    [exportFile({ version: undefined }), 'This Liftbook export is version missing; this Liftbook reads version 1.'],
    [exportFile({ sessions: undefined }), 'This Liftbook export cannot be read: sessions is missing; expected a list.'],
    [
      exportFile({ sessions: [{ session_date: '2026-02-30', session_type: 'Push', exercises: [] }] }),
      'sessions[0].session_date is "2026-02-30"; expected a date like 2026-03-01.',
    ],
    [
      exportFile({ sessions: [{ session_date: '2026-13-01', session_type: 'Push', exercises: [] }] }),
      'sessions[0].session_date is "2026-13-01"; expected a date',
    ],
    [exportFile({ sessions: [{ session_date: '2026-03-01', session_type: '', exercises: [] }] }), 'sessions[0].session_type is ""; expected a text.'],
    [
      exportFile({
        sessions: [
          { session_date: '2026-03-01', session_type: 'Push', exercises: [{ name: 'Row', type: 'weighted', sets: [{ kind: 'normal', reps: 'five' }] }] },
        ],
      }),
      'sessions[0].exercises[0].sets[0].reps is "five"; expected a whole number from 0 to 1000, or null.',
    ],
    [
      exportFile({
        sessions: [{ session_date: '2026-03-01', session_type: 'Push', exercises: [{ name: 'Row', type: 'weighted', sets: [{ kind: 'heavy' }] }] }],
      }),
      'sessions[0].exercises[0].sets[0].kind is "heavy"; expected "normal", "warmup", "drop" or "failure".',
    ],
    [
      exportFile({
        sessions: [{ session_date: '2026-03-01', session_type: 'Push', exercises: [{ name: 'Row', type: 'weighted', sets: [{ kind: 'normal', rpe: 0.5 }] }] }],
      }),
      'sessions[0].exercises[0].sets[0].rpe is 0.5; expected a number in halves from 1 to 10, or null.',
    ],
    [
      exportFile({ goals: [{ exercise_name: 'Row', target_date: '2027-01-01', status: 'done' }] }),
      'goals[0].status is "done"; expected "active", "paused" or "completed".',
    ],
    [exportFile({ weight_unit: 'stone' }), 'weight_unit is "stone"; expected "lbs" or "kg".'],
    [
      exportFile({ sessions: [{ session_date: '2026-03-01', session_type: 'Push', started_at: '2026-03-01 10:00', exercises: [] }] }),
      'sessions[0].started_at is "2026-03-01 10:00"; expected a time like "2026-03-01T09:30:00.000Z", or null.',
    ],
    [
      exportFile({
        sessions: [
          {
            session_date: '2026-03-01',
            session_type: 'Push',
            exercises: [{ name: 'Row', type: 'weighted', sets: [], planned_sets: [{ kind: 'normal', skipped: 'no' }] }],
          },
        ],
      }),
      'sessions[0].exercises[0].planned_sets[0].skipped is "no"; expected true or false.',
    ],
    [exportFile({ programs: [{ name: 'P', built_in: 'gzcl', routines: [], next: null }] }), 'programs[0].built_in is "gzcl"; expected'],
    [exportFile({ custom_exercises: ['Zercher'] }), 'custom_exercises[0] is "Zercher"; expected an object.'],
  ])('refused, naming what and where: %#', (text, message) => {
    expect(() => parseImportText(text)).toThrow(message);
  });
});
