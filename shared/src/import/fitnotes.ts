// FitNotes' CSV export (Android: Date, Exercise, Category, Weight, Weight Unit, Reps, Distance,
// Distance Unit, Time, sometimes Comment; iOS reportedly Weight (kg) and Weight (lbs) columns and
// Notes). Dates have no time, so every set of one calendar day is one workout.
import type { WeightUnit } from '@liftbook/shared/contract';

import type { RowReading } from './build-plan';
import { CellError, readDate, readDistance, readDuration, readReps, readWeight } from './cells';
import { MAX_SET_DURATION_MS, MS_PER_SECOND } from '../set-rules';
import type { RecogniseLayout, SourceReader } from './source-reader';
import { readDistanceUnit, readWeightUnit } from './strong';

const WEIGHT_COLUMNS: [string, WeightUnit | null][] = [
  ['Weight', null],
  ['Weight (kg)', 'kg'],
  ['Weight (kgs)', 'kg'],
  ['Weight (lbs)', 'lbs'],
];

export const recogniseFitNotes: RecogniseLayout = (columns) => {
  const weightColumns = WEIGHT_COLUMNS.filter(([name]) => columns.has(name));
  if (weightColumns.length === 0 || !['Date', 'Exercise', 'Category', 'Reps'].every((name) => columns.has(name))) return null;
  const notesName = columns.find('Comment', 'Notes');

  const reader: SourceReader = {
    source: 'fitnotes',
    layout: weightColumns.length > 1 ? 'FitNotes, weight in kg and lbs columns' : 'FitNotes, one row per set with its unit',
    read(row): RowReading {
      const cell = (name: string | null): string => columns.cell(row, name);
      const dateText = cell('Date');
      const startedAt = readDate(dateText, 'Date');
      const exerciseName = cell('Exercise');
      if (exerciseName === '') throw new CellError('Exercise is empty');
      // The first weight column that has a value (iOS writes both kg and lbs).
      let weight: number | null = null;
      let weightUnit: WeightUnit | null = null;
      for (const [name, unit] of weightColumns) {
        weight = readWeight(cell(name), name);
        if (weight !== null) {
          weightUnit = unit ?? (columns.has('Weight Unit') ? readWeightUnit(cell('Weight Unit'), 'Weight Unit') : null);
          break;
        }
      }
      const distance = readDistance(cell('Distance'), 'Distance');
      const durationSeconds = readDuration(cell('Time'), 'Time');
      if (durationSeconds !== null && durationSeconds * MS_PER_SECOND > MAX_SET_DURATION_MS)
        throw new CellError(`Time "${cell('Time')}" is longer than 24 hours`);
      const kind = cell('Kind').toLowerCase();
      return {
        kind: 'set',
        workout: { key: startedAt, dateText, startedAt, name: '', notes: '', durationSeconds: null },
        exercise: { name: exerciseName, notes: cell(notesName), superset: null },
        order: null,
        set: {
          kind: kind.startsWith('warm') ? 'warmup' : kind.startsWith('drop') ? 'drop' : kind.startsWith('fail') ? 'failure' : 'normal',
          weight,
          weightUnit,
          reps: readReps(cell('Reps'), 'Reps'),
          durationSeconds,
          distance,
          distanceUnit: distance === null ? null : readDistanceUnit(cell('Distance Unit'), 'Distance Unit'),
          rpe: null,
        },
      };
    },
  };
  return reader;
};
