// Strong's CSV exports, every header layout seen (see the README beside this file): 10 columns
// (2017), 11 with RPE, 13 with per-row Weight Unit / Distance Unit (semicolon), 14 with Workout
// Duration, 12 with Duration and RPE, 10 without notes, and 13 all-quoted with Workout # and the
// units in the header. Columns are found by name, so one reader serves them all.
import type { WeightUnit } from '@liftbook/shared/contract';

import type { RowReading, SetValues } from './build-plan';
import type { Columns } from './cells';
import { CellError, readDate, readDistance, readDuration, readReps, readRpe, readSeconds, readWeight } from './cells';
import type { DistanceUnit, SetKind } from '../set-rules';
import type { RecogniseLayout, SourceReader } from './source-reader';

const KIND_BY_MARK: Record<string, SetKind> = {
  w: 'warmup',
  warm_up: 'warmup',
  warmup: 'warmup',
  d: 'drop',
  drop: 'drop',
  drop_set: 'drop',
  dropset: 'drop',
  f: 'failure',
  failure: 'failure',
};

const WEIGHT_COLUMNS: [string, WeightUnit | null][] = [
  ['Weight', null],
  ['Weight (kg)', 'kg'],
  ['Weight (kgs)', 'kg'],
  ['Weight (lbs)', 'lbs'],
  ['Weight (lb)', 'lbs'],
];

const DISTANCE_COLUMNS: [string, DistanceUnit | null][] = [
  ['Distance', null],
  ['Distance (meters)', 'm'],
  ['Distance (m)', 'm'],
  ['Distance (km)', 'km'],
  ['Distance (miles)', 'mi'],
  ['Distance (mi)', 'mi'],
];

/** A per-row unit cell ('kg', 'kgs', 'lbs', 'lb'); blank → null (the file does not say). */
export function readWeightUnit(text: string, column: string): WeightUnit | null {
  const unit = text.toLowerCase().replace(/\.$/, '');
  if (unit === '') return null;
  if (unit === 'kg' || unit === 'kgs') return 'kg';
  if (unit === 'lb' || unit === 'lbs') return 'lbs';
  throw new CellError(`${column} "${text}" is not kg or lbs`);
}

/** A per-row distance unit cell ('km', 'mi.', 'miles', 'm'); blank → null. */
export function readDistanceUnit(text: string, column: string): DistanceUnit | null {
  const unit = text.toLowerCase().replace(/\.$/, '');
  if (unit === '') return null;
  if (unit === 'km' || unit === 'kms') return 'km';
  if (unit === 'mi' || unit === 'mile' || unit === 'miles') return 'mi';
  if (unit === 'm' || unit === 'meters' || unit === 'metres') return 'm';
  throw new CellError(`${column} "${text}" is not km, mi or m`);
}

function describe(columns: Columns): string {
  if (columns.has('Workout #')) return 'Strong, with Workout # and the units in the header';
  if (columns.has('Weight Unit'))
    return columns.has('Workout Duration') ? 'Strong, 14 columns with units per row and Workout Duration' : 'Strong, 13 columns with units per row';
  if (columns.has('Duration')) return columns.has('Notes') ? 'Strong, 12 columns with Duration and RPE' : 'Strong, 10 columns with Duration, without notes';
  return columns.has('RPE') ? 'Strong, 11 columns with RPE' : 'Strong, 10 columns (2017–2019)';
}

export const recogniseStrong: RecogniseLayout = (columns) => {
  const weightColumn = WEIGHT_COLUMNS.find(([name]) => columns.has(name));
  const required = ['Date', 'Workout Name', 'Exercise Name', 'Set Order', 'Reps'];
  if (weightColumn === undefined || !required.every((name) => columns.has(name))) return null;
  const [weightName, headerWeightUnit] = weightColumn;
  const [distanceName, headerDistanceUnit] = DISTANCE_COLUMNS.find(([name]) => columns.has(name)) ?? [null, null];
  const durationName = columns.find('Duration (sec)', 'Duration', 'Workout Duration');
  const hasWorkoutNumber = columns.has('Workout #');

  const reader: SourceReader = {
    source: 'strong',
    layout: describe(columns),
    read(row): RowReading {
      const cell = (name: string | null): string => columns.cell(row, name);
      const dateText = cell('Date');
      const startedAt = readDate(dateText, 'Date');
      const name = cell('Workout Name');
      const workout = {
        key: hasWorkoutNumber ? `#${cell('Workout #')}` : `${startedAt}\u0000${name}`,
        dateText,
        startedAt,
        name,
        notes: cell('Workout Notes'),
        durationSeconds: durationName === null ? null : readDuration(cell(durationName), durationName),
      };
      const exerciseName = cell('Exercise Name');
      if (exerciseName === '') throw new CellError('Exercise Name is empty');
      const setOrder = cell('Set Order');
      const mark = setOrder.toLowerCase().replace(/[\s-]+/g, '_');
      if (mark === 'rest_timer') {
        return { kind: 'rest-timer', workout, exercise: { name: exerciseName, notes: '', superset: null }, seconds: readSeconds(cell('Seconds'), 'Seconds') };
      }
      if (mark === 'note') return { kind: 'note', workout, exercise: { name: exerciseName, notes: '', superset: null }, text: cell('Notes') };

      let kind: SetKind;
      let order: number | null = null;
      if (/^\d+(\.0+)?$/.test(setOrder)) {
        kind = 'normal';
        order = Number(setOrder);
      } else {
        const marked = KIND_BY_MARK[mark];
        if (marked === undefined) throw new CellError(`Set Order "${setOrder}" is not a set number or W, D, F, Rest Timer or Note`);
        kind = marked;
      }
      const weight = readWeight(cell(weightName), weightName);
      const distance = distanceName === null ? null : readDistance(cell(distanceName), distanceName);
      const durationSeconds = readSeconds(cell('Seconds'), 'Seconds');
      const reps = readReps(cell('Reps'), 'Reps');
      const set: SetValues = {
        kind,
        weight,
        weightUnit: weight === null ? null : (headerWeightUnit ?? (columns.has('Weight Unit') ? readWeightUnit(cell('Weight Unit'), 'Weight Unit') : null)),
        // Strong writes 0 reps on a timed or cardio row; on a lift, 0 is a failed attempt.
        reps: reps === 0 && (durationSeconds !== null || distance !== null) ? null : reps,
        durationSeconds,
        distance,
        distanceUnit:
          distance === null ? null : (headerDistanceUnit ?? (columns.has('Distance Unit') ? readDistanceUnit(cell('Distance Unit'), 'Distance Unit') : null)),
        rpe: columns.has('RPE') ? readRpe(cell('RPE'), 'RPE') : null,
      };
      return { kind: 'set', workout, exercise: { name: exerciseName, notes: cell('Notes'), superset: null }, set, order };
    },
  };
  return reader;
};
