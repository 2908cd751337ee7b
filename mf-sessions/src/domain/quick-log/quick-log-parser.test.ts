import type { ExerciseType, WeightUnit } from '@liftbook/shared/contract';
import {
  answerMinutesOrMetres,
  withLiftType,
  NO_VALID_LINES_MESSAGE,
  expandQuickLogEntry,
  parseQuickLog,
  parseQuickLogLine,
  repsForSet,
  type DropReason,
  type QuickLogEntry,
  type QuickLogWarning,
} from './quick-log-parser';
import { summarizeSets } from '../sets/set-summary';

// An lbs lifter's quick log, unless a case says otherwise (the kg lifter's: 'the lifter's unit').
const lbsLine = (line: string) => parseQuickLogLine(line, 'lbs');
const lbsLog = (text: string) => parseQuickLog(text, 'lbs');

type Parsed = {
  name: string;
  sets: number;
  type: ExerciseType;
  reps: [number, number] | null;
  durationMs: number | null;
  weight: number | null;
  weightUnit: WeightUnit | null;
};

describe('parseQuickLogLine: valid lines', () => {
  it.each<[string, Parsed]>([
    ['Bench Press 3x8 @135', { name: 'Bench Press', sets: 3, type: 'weighted', reps: [8, 8], durationMs: null, weight: 135, weightUnit: 'lbs' }],
    ['Plank 3×1m30s', { name: 'Plank', sets: 3, type: 'duration', reps: null, durationMs: 90_000, weight: null, weightUnit: null }],
    ['Pull-ups 3x8-10', { name: 'Pull-ups', sets: 3, type: 'reps', reps: [8, 10], durationMs: null, weight: null, weightUnit: null }],
    ['Squat 5 x 5 @ 225.5', { name: 'Squat', sets: 5, type: 'weighted', reps: [5, 5], durationMs: null, weight: 225.5, weightUnit: 'lbs' }],
    ['Curl 3x12@27.5kg', { name: 'Curl', sets: 3, type: 'weighted', reps: [12, 12], durationMs: null, weight: 27.5, weightUnit: 'kg' }],
    // separators: ×, X, x with and without spaces
    ['Row 4X10 @ 60 kgs', { name: 'Row', sets: 4, type: 'weighted', reps: [10, 10], durationMs: null, weight: 60, weightUnit: 'kg' }],
    ['Dips 3 × 12', { name: 'Dips', sets: 3, type: 'reps', reps: [12, 12], durationMs: null, weight: null, weightUnit: null }],
    ['Dips 3 X 12', { name: 'Dips', sets: 3, type: 'reps', reps: [12, 12], durationMs: null, weight: null, weightUnit: null }],
    // units
    ['Deadlift 1x5 @315lbs', { name: 'Deadlift', sets: 1, type: 'weighted', reps: [5, 5], durationMs: null, weight: 315, weightUnit: 'lbs' }],
    ['Deadlift 1x5 @315 lb', { name: 'Deadlift', sets: 1, type: 'weighted', reps: [5, 5], durationMs: null, weight: 315, weightUnit: 'lbs' }],
    ['Deadlift 1x5 @140 KG', { name: 'Deadlift', sets: 1, type: 'weighted', reps: [5, 5], durationMs: null, weight: 140, weightUnit: 'kg' }],
    // decimals
    ['Press 3x5 @ 27,5 kg', { name: 'Press', sets: 3, type: 'weighted', reps: [5, 5], durationMs: null, weight: 27.5, weightUnit: 'kg' }],
    ['Press 3x5 @102.25', { name: 'Press', sets: 3, type: 'weighted', reps: [5, 5], durationMs: null, weight: 102.25, weightUnit: 'lbs' }],
    ['Push-ups 3x20 @0', { name: 'Push-ups', sets: 3, type: 'weighted', reps: [20, 20], durationMs: null, weight: 0, weightUnit: 'lbs' }],
    // ranges
    ['Lunges 3x8 - 12', { name: 'Lunges', sets: 3, type: 'reps', reps: [8, 12], durationMs: null, weight: null, weightUnit: null }],
    ['Lunges 3x8–12', { name: 'Lunges', sets: 3, type: 'reps', reps: [8, 12], durationMs: null, weight: null, weightUnit: null }],
    ['Lunges 3x12-8', { name: 'Lunges', sets: 3, type: 'reps', reps: [8, 12], durationMs: null, weight: null, weightUnit: null }],
    ['Lunges 3x8-8', { name: 'Lunges', sets: 3, type: 'reps', reps: [8, 8], durationMs: null, weight: null, weightUnit: null }],
    ['Bench 4x6-8 @185', { name: 'Bench', sets: 4, type: 'weighted', reps: [6, 8], durationMs: null, weight: 185, weightUnit: 'lbs' }],
    // durations
    ['Run 1x1h2m3s', { name: 'Run', sets: 1, type: 'duration', reps: null, durationMs: 3_723_000, weight: null, weightUnit: null }],
    ['Plank 3x90s', { name: 'Plank', sets: 3, type: 'duration', reps: null, durationMs: 90_000, weight: null, weightUnit: null }],
    ['Plank 3x 1m 30s', { name: 'Plank', sets: 3, type: 'duration', reps: null, durationMs: 90_000, weight: null, weightUnit: null }],
    ['Bike 1x1h', { name: 'Bike', sets: 1, type: 'duration', reps: null, durationMs: 3_600_000, weight: null, weightUnit: null }],
    // duration wins over weight (docs/product.md §5 order); the weight is kept for a weighted hold
    ['Weighted Plank 3x1m @45', { name: 'Weighted Plank', sets: 3, type: 'duration', reps: null, durationMs: 60_000, weight: 45, weightUnit: 'lbs' }],
    // whitespace: tabs, runs of spaces, leading and trailing space
    ['\tBench   Press\t3x8  @  135  ', { name: 'Bench Press', sets: 3, type: 'weighted', reps: [8, 8], durationMs: null, weight: 135, weightUnit: 'lbs' }],
    // digits inside names stay in the name; the last "<sets> x" is the one used
    ['Romanian Deadlift 2 3x8', { name: 'Romanian Deadlift 2', sets: 3, type: 'reps', reps: [8, 8], durationMs: null, weight: null, weightUnit: null }],
    ['21s 3x7', { name: '21s', sets: 3, type: 'reps', reps: [7, 7], durationMs: null, weight: null, weightUnit: null }],
    ['Leg Press 10x10 @ 400', { name: 'Leg Press', sets: 10, type: 'weighted', reps: [10, 10], durationMs: null, weight: 400, weightUnit: 'lbs' }],
    ['Bench Press3x8', { name: 'Bench Press', sets: 3, type: 'reps', reps: [8, 8], durationMs: null, weight: null, weightUnit: null }],
    // a list marker pasted from notes
    ['- Squat 5x5 @225', { name: 'Squat', sets: 5, type: 'weighted', reps: [5, 5], durationMs: null, weight: 225, weightUnit: 'lbs' }],
    ['• Squat 5x5', { name: 'Squat', sets: 5, type: 'reps', reps: [5, 5], durationMs: null, weight: null, weightUnit: null }],
    // bounds, inclusive
    ['Calf Raise 100x1000', { name: 'Calf Raise', sets: 100, type: 'reps', reps: [1000, 1000], durationMs: null, weight: null, weightUnit: null }],
    ['Carry 1x1s @2000', { name: 'Carry', sets: 1, type: 'duration', reps: null, durationMs: 1000, weight: 2000, weightUnit: 'lbs' }],
    ['Walk 1x24h', { name: 'Walk', sets: 1, type: 'duration', reps: null, durationMs: 86_400_000, weight: null, weightUnit: null }],
    ['Single 1x1', { name: 'Single', sets: 1, type: 'reps', reps: [1, 1], durationMs: null, weight: null, weightUnit: null }],
  ])('%p', (line, expected) => {
    const result = lbsLine(line);
    const { reps, ...rest } = expected;
    expect(result).toEqual({
      ok: true,
      entry: { ...rest, reps: reps === null ? null : { min: reps[0], max: reps[1] }, warnings: expect.any(Array) },
    });
  });
});

describe('parseQuickLogLine: lines the preview asks about before logging', () => {
  it.each<[string, QuickLogWarning[]]>([
    ['Squat 100x5 @225', [{ kind: 'many-sets', sets: 100 }]],
    ['Squat 21x5 @225', [{ kind: 'many-sets', sets: 21 }]],
    ['Squat 20x5 @225', []],
    ['Squat 5x225 @100', [{ kind: 'many-reps', reps: 225 }]],
    ['Squat 3x90-101 @100', [{ kind: 'many-reps', reps: 101 }]],
    ['Squat 3x100 @100', []],
    // reps-only lifts do high reps: 150 jump rope skips is no typo
    ['Jump Rope 3x150', []],
    ['Calf Raise 100x1000', [{ kind: 'many-sets', sets: 100 }]],
    ['Sled Push 4x40m', [{ kind: 'minutes-or-metres', minutes: 40 }]],
    ['Sled Push 4x40 M @90', [{ kind: 'minutes-or-metres', minutes: 40 }]],
    ['Plank 3x2m', []],
    ['Plank 3x40m0s', []],
    ['Run 1x40min', []],
    ['Bench Press 3x8 @135', []],
  ])('%p', (line, warnings) => {
    const result = lbsLine(line);
    expect(result.ok && result.entry.warnings).toEqual(warnings);
  });
});

describe('parseQuickLogLine: distances, with their unit said', () => {
  it.each<[string, number, number | null]>([
    ['Run 1x5km', 5000, null],
    ['Run 1x5.2 km', 5200, null],
    ['Run 1x5,25km', 5250, null],
    ['Run 1x3 miles', 4828.03, null],
    ['Run 1x1mi', 1609.34, null],
    ['Row 1x2000 metres', 2000, null],
    ['Sled Push 4x40 meters @90', 40, 90],
    ['Farmer Carry 3x50yd @70', 45.72, 70],
    ['Farmer Carry 3x50 yards @ 32kg', 45.72, 32],
  ])('%p is %p m a set', (line, metres, weight) => {
    const result = lbsLine(line);
    expect(result.ok && result.entry).toMatchObject({ type: 'duration', durationMs: null, reps: null, distance: metres, weight, warnings: [] });
  });

  it.each(['Run 1x0km', 'Run 1x1001km'])('%p is out of range', (line) => expect(lbsLine(line)).toEqual({ ok: false, reason: 'out-of-range' }));

  it('each set of a distance line carries the distance', () => {
    const result = lbsLog('Sled Push 2x40 metres @90');
    expect(result.ok && expandQuickLogEntry(result.entries[0]!)).toEqual([
      { weight: 90, weight_unit: 'lbs', reps: null, duration: null, distance: 40 },
      { weight: 90, weight_unit: 'lbs', reps: null, duration: null, distance: 40 },
    ]);
  });
});

describe('answerMinutesOrMetres: the lifter says what a bare "40m" was', () => {
  const parse = (line: string) => {
    const result = lbsLine(line);
    if (!result.ok) throw new Error(`${line} did not parse`);
    return result.entry;
  };

  it('metres: each set a distance, no duration, the question settled', () => {
    const entry = parse('Sled Push 4x40m @90');
    expect(entry).toMatchObject({ durationMs: 2_400_000, warnings: [{ kind: 'minutes-or-metres', minutes: 40 }] });
    const metres = answerMinutesOrMetres(entry, 'metres');
    expect(metres).toMatchObject({ type: 'duration', durationMs: null, distance: 40, weight: 90, warnings: [] });
    expect(expandQuickLogEntry({ lineNumber: 1, ...metres })[0]).toEqual({ weight: 90, weight_unit: 'lbs', reps: null, duration: null, distance: 40 });
  });

  it('minutes: the line as the notation reads it, the question settled', () => {
    const minutes = answerMinutesOrMetres(parse('Sled Push 4x40m @90'), 'minutes');
    expect(minutes).toMatchObject({ type: 'duration', durationMs: 2_400_000, warnings: [] });
    expect(minutes.distance).toBeUndefined();
  });

  it('keeps any other question, and leaves a line without the question as it is', () => {
    expect(answerMinutesOrMetres(parse('Sled Push 40x40m'), 'metres').warnings).toEqual([{ kind: 'many-sets', sets: 40 }]);
    const plain = parse('Plank 3x1m');
    expect(answerMinutesOrMetres(plain, 'metres')).toBe(plain);
  });
});

describe('parseQuickLogLine: dropped lines', () => {
  it.each<[string, DropReason]>([
    ['Bench Press', 'unrecognized'],
    ['Bench Press 3', 'unrecognized'],
    ['Bench Press 3x', 'unrecognized'],
    ['Bench Press x8', 'unrecognized'],
    ['3x8', 'unrecognized'],
    ['Bench 3x8 @', 'unrecognized'],
    ['Bench 3x8 @heavy', 'unrecognized'],
    ['Bench 3x8 @135 pounds', 'unrecognized'],
    ['Bench 3x8 @1,000', 'unrecognized'],
    ['Bench 3x8 reps', 'unrecognized'],
    ['Bench 3xeight', 'unrecognized'],
    ['Bench 3*8', 'unrecognized'],
    ['Bench 3x8x2', 'unrecognized'],
    ['Bench 3x8.5', 'unrecognized'],
    ['Run 1x5k', 'unrecognized'],
    ['Plank 3x30s1m', 'unrecognized'],
    ['Plank 3x1.5m', 'unrecognized'],
    ['Plank 3x1m-2m', 'unrecognized'],
    ['135 3x8', 'numeric-name'],
    ['5 3x5 @225', 'numeric-name'],
    ['1 000 3x5', 'numeric-name'],
    ['22.5 3x5', 'numeric-name'],
    ['Bench 0x8', 'out-of-range'],
    ['Bench 101x8', 'out-of-range'],
    ['Bench 3x0', 'out-of-range'],
    ['Bench 3x0-5', 'out-of-range'],
    ['Bench 3x1001', 'out-of-range'],
    ['Bench 3x8-1001', 'out-of-range'],
    ['Bench 3x8 @2000.5', 'out-of-range'],
    ['Plank 3x0s', 'out-of-range'],
    ['Plank 3x0m0s', 'out-of-range'],
    ['Walk 1x24h1s', 'out-of-range'],
  ])('%p → %s', (line, reason) => {
    expect(lbsLine(line)).toEqual({ ok: false, reason });
  });
});

describe('parseQuickLog: whole text', () => {
  const names = (text: string): string[] => {
    const result = lbsLog(text);
    return result.ok ? result.entries.map((e) => e.name) : [];
  };

  it.each<[string, string, string[], number[]]>([
    ['one line', 'Bench Press 3x8 @135', ['Bench Press'], []],
    ['LF', 'Squat 5x5 @225\nBench 3x8 @135', ['Squat', 'Bench'], []],
    ['CRLF', 'Squat 5x5 @225\r\nBench 3x8 @135\r\n', ['Squat', 'Bench'], []],
    ['CR', 'Squat 5x5\rBench 3x8', ['Squat', 'Bench'], []],
    ['empty and blank lines are ignored, not dropped', '\n\nSquat 5x5\n   \n\t\nBench 3x8\n\n', ['Squat', 'Bench'], []],
    ['bad lines dropped with their line numbers', 'Squat 5x5\nwarm up\nBench 3x8\n135 3x8\nPlank 3x0s', ['Squat', 'Bench'], [2, 4, 5]],
    ['line numbers count blank lines', '\nnotes\n\nDips 3x12', ['Dips'], [2]],
    ['the same exercise twice stays twice', 'Curl 3x12\nCurl 2x10', ['Curl', 'Curl'], []],
  ])('%s', (_case, text, expectedNames, droppedLines) => {
    const result = lbsLog(text);
    expect(result.ok).toBe(true);
    expect(names(text)).toEqual(expectedNames);
    expect(result.dropped.map((d) => d.lineNumber)).toEqual(droppedLines);
  });

  it('keeps each entry’s line number', () => {
    const result = lbsLog('\r\nSquat 5x5\r\n\r\nBench 3x8');
    expect(result.ok && result.entries.map((e) => e.lineNumber)).toEqual([2, 4]);
  });

  it.each<[string, string, number[]]>([
    ['empty text', '', []],
    ['only blank lines', '\n \r\n\t\n', []],
    ['nothing parses', 'warm up\n135 3x8\nBench 0x8', [1, 2, 3]],
  ])('%s → "No valid lines found"', (_case, text, droppedLines) => {
    const result = lbsLog(text);
    expect(result).toEqual({ ok: false, error: NO_VALID_LINES_MESSAGE, dropped: expect.any(Array) });
    expect(result.dropped.map((d) => d.lineNumber)).toEqual(droppedLines);
    expect(NO_VALID_LINES_MESSAGE).toBe('No valid lines found');
  });

  it('reports the dropped line’s text (trimmed) and reason', () => {
    expect(lbsLog('Squat 5x5\n  135 3x8  ').dropped).toEqual([{ lineNumber: 2, text: '135 3x8', reason: 'numeric-name' }]);
  });
});

describe('repsForSet: a range is a descending pyramid from max to min', () => {
  it.each<[number, number, number, number[]]>([
    [8, 10, 3, [10, 9, 8]],
    [8, 10, 2, [10, 8]],
    [8, 10, 1, [10]],
    [8, 10, 5, [10, 10, 9, 9, 8]],
    [8, 12, 3, [12, 10, 8]],
    [6, 8, 4, [8, 7, 7, 6]],
    [5, 5, 3, [5, 5, 5]],
    [1, 1000, 2, [1000, 1]],
  ])('%i-%i over %i sets → %p', (min, max, sets, expected) => {
    expect(Array.from({ length: sets }, (_, i) => repsForSet({ min, max }, sets, i))).toEqual(expected);
  });
});

describe('expandQuickLogEntry', () => {
  const entryOf = (line: string): QuickLogEntry => {
    const result = lbsLog(line);
    if (!result.ok) throw new Error(`expected ${line} to parse`);
    const [entry] = result.entries;
    if (!entry) throw new Error('no entry');
    return entry;
  };

  it('weighted: weight, unit and reps on every set', () => {
    expect(expandQuickLogEntry(entryOf('Bench Press 3x8 @135'))).toEqual([
      { weight: 135, weight_unit: 'lbs', reps: 8, duration: null },
      { weight: 135, weight_unit: 'lbs', reps: 8, duration: null },
      { weight: 135, weight_unit: 'lbs', reps: 8, duration: null },
    ]);
  });

  it('kg stays kg', () => {
    expect(expandQuickLogEntry(entryOf('Curl 2x12@27.5kg'))).toEqual([
      { weight: 27.5, weight_unit: 'kg', reps: 12, duration: null },
      { weight: 27.5, weight_unit: 'kg', reps: 12, duration: null },
    ]);
  });

  it('reps-only: no weight and no unit', () => {
    expect(expandQuickLogEntry(entryOf('Pull-ups 3x8-10'))).toEqual([
      { weight: null, weight_unit: null, reps: 10, duration: null },
      { weight: null, weight_unit: null, reps: 9, duration: null },
      { weight: null, weight_unit: null, reps: 8, duration: null },
    ]);
  });

  it('duration: milliseconds on every set', () => {
    expect(expandQuickLogEntry(entryOf('Plank 2×1m30s'))).toEqual([
      { weight: null, weight_unit: null, reps: null, duration: 90_000 },
      { weight: null, weight_unit: null, reps: null, duration: 90_000 },
    ]);
  });

  it('weighted hold: duration with weight', () => {
    expect(expandQuickLogEntry(entryOf('Weighted Plank 1x1m @45'))).toEqual([{ weight: 45, weight_unit: 'lbs', reps: null, duration: 60_000 }]);
  });

  // The round trip the exercise card shows: what was typed is what the summary reads.
  it.each([
    ['Pull-ups 3x8-10', '3×8-10'],
    ['Pull-ups 2x8-10', '2×8-10'],
    ['Pull-ups 5x8-10', '5×8-10'],
    ['Bench 4x6-8 @185', '4×6-8'],
    ['Bench Press 3x8 @135', '3×8'],
    ['Plank 3×1m30s', '3×1:30'],
    ['Run 1x1h2m3s', '1×1:02:03'],
    ['Pull-ups 1x8-10', '1×10'],
  ])('%p reads back as %p', (line, summary) => {
    const entry = entryOf(line);
    expect(summarizeSets(expandQuickLogEntry(entry), entry.type)).toBe(summary);
  });
});

describe('withLiftType: a bare count of a timed dictionary lift is seconds', () => {
  const line = (text: string) => {
    const parsed = lbsLine(text);
    if (!parsed.ok) throw new Error(text);
    return parsed.entry;
  };
  it.each<[string, ExerciseType | null, ExerciseType, number | null, number | null]>([
    // line, the dictionary lift's type, then the type, reps and duration (ms) logged
    ['Plank 3x60', 'duration', 'duration', null, 60_000],
    ['Dead Hang 2 x 45', 'duration', 'duration', null, 45_000],
    ['Plank 3x1m', 'duration', 'duration', null, 60_000],
    ['Plank 3x30-45', 'duration', 'reps', 45, null], // a range is no one hold: as typed
    ['Plank 3x60 @25', 'duration', 'weighted', 60, null], // a weight says weighted
    ['Hanging Leg Raise 3x12', 'reps', 'reps', 12, null],
    ['Pull-up 3x8 @25', 'reps', 'weighted', 8, null],
    ['Bench 3x5', 'weighted', 'reps', 5, null], // no weight given: reps, as the line says
    ['Sandbag Hold 3x60', null, 'reps', 60, null], // not a dictionary lift: as typed
  ])('%s (%s) -> %s', (text, liftType, type, reps, durationMs) => {
    const entry = withLiftType(line(text), liftType);
    expect([entry.type, entry.reps?.max ?? null, entry.durationMs]).toEqual([type, reps, durationMs]);
  });
});

describe("a weight without a unit is the lifter's unit (docs/product.md §5.6)", () => {
  it.each<[string, WeightUnit, WeightUnit | null, number | null]>([
    ['Bench 3x5@100', 'kg', 'kg', 100],
    ['Bench 3x5@100', 'lbs', 'lbs', 100],
    ['Bench 3x5 @ 225 lbs', 'kg', 'lbs', 225],
    ['Bench 3x5 @ 225 lb', 'kg', 'lbs', 225],
    ['Bench 3x5 @100kg', 'lbs', 'kg', 100],
    ['Bench 3x5 @ 60 kgs', 'lbs', 'kg', 60],
    ['Squat 2x5@60 warmup', 'kg', 'kg', 60],
    ['Pull-ups 3x8', 'kg', null, null],
  ])('%p for a %s lifter: %s', (line, lifter, unit, weight) => {
    const result = parseQuickLogLine(line, lifter);
    if (!result.ok) throw new Error(`${line} did not parse`);
    expect([result.entry.weightUnit, result.entry.weight]).toEqual([unit, weight]);
  });

  it("every set of a kg lifter's line is stored in kg", () => {
    const result = parseQuickLog('Bench 3x5@100\nRow 3x8-10 @ 70', 'kg');
    if (!result.ok) throw new Error('did not parse');
    const sets = result.entries.flatMap(expandQuickLogEntry);
    expect(sets).toHaveLength(6);
    expect(new Set(sets.map((set) => set.weight_unit))).toEqual(new Set(['kg']));
  });
});
