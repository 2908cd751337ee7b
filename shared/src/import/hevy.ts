// Hevy's CSV export: one row per set, the workout (title, start_time, end_time, description)
// repeated on every row, newest workout first. Weight and distance units are in the header and
// follow separate settings (weight_kg with distance_miles happens), so each is read on its own.
import type { WeightUnit } from '@liftbook/shared/contract';

import type { RowReading } from './build-plan';
import { CellError, readDate, readDistance, readReps, readRpe, readSeconds, readWeight, secondsBetween } from './cells';
import type { DistanceUnit, SetKind } from '../set-rules';
import type { RecogniseLayout, SourceReader } from './source-reader';

const KIND_BY_TYPE: Record<string, SetKind> = { normal: 'normal', warmup: 'warmup', dropset: 'drop', failure: 'failure' };

export const recogniseHevy: RecogniseLayout = (columns) => {
  const weight: [string, WeightUnit] | null = columns.has('weight_kg') ? ['weight_kg', 'kg'] : columns.has('weight_lbs') ? ['weight_lbs', 'lbs'] : null;
  const distance: [string, DistanceUnit] | null = columns.has('distance_km')
    ? ['distance_km', 'km']
    : columns.has('distance_miles')
      ? ['distance_miles', 'mi']
      : null;
  const required = ['title', 'start_time', 'exercise_title', 'set_type', 'reps'];
  if (weight === null || !required.every((name) => columns.has(name))) return null;
  const [weightName, weightUnit] = weight;

  const reader: SourceReader = {
    source: 'hevy',
    layout: `Hevy, ${weightUnit === 'kg' ? 'kg' : 'lbs'}${distance === null ? '' : ` and ${distance[1] === 'km' ? 'km' : 'miles'}`}`,
    read(row): RowReading {
      const cell = (name: string | null): string => columns.cell(row, name);
      const dateText = cell('start_time');
      const startedAt = readDate(dateText, 'start_time');
      const endText = cell('end_time');
      const elapsed = endText === '' ? null : secondsBetween(startedAt, readDate(endText, 'end_time'));
      const title = cell('title');
      const workout = {
        key: `${startedAt}\u0000${title}`,
        dateText,
        startedAt,
        name: title,
        notes: cell('description'),
        durationSeconds: elapsed !== null && elapsed > 0 ? elapsed : null,
      };
      const exerciseName = cell('exercise_title');
      if (exerciseName === '') throw new CellError('exercise_title is empty');
      const setType = cell('set_type').toLowerCase();
      const kind = KIND_BY_TYPE[setType === '' ? 'normal' : setType];
      if (kind === undefined) throw new CellError(`set_type "${cell('set_type')}" is not normal, warmup, dropset or failure`);
      const index = cell('set_index');
      const superset = cell('superset_id');
      const setWeight = readWeight(cell(weightName), weightName);
      const setDistance = distance === null ? null : readDistance(cell(distance[0]), distance[0]);
      return {
        kind: 'set',
        workout,
        exercise: { name: exerciseName, notes: cell('exercise_notes'), superset: superset === '' ? null : superset },
        order: /^\d+$/.test(index) ? Number(index) : null,
        set: {
          kind,
          weight: setWeight,
          weightUnit: setWeight === null ? null : weightUnit,
          reps: readReps(cell('reps'), 'reps'),
          durationSeconds: readSeconds(cell('duration_seconds'), 'duration_seconds'),
          distance: setDistance,
          distanceUnit: setDistance === null || distance === null ? null : distance[1],
          rpe: readRpe(cell('rpe'), 'rpe'),
        },
      };
    },
  };
  return reader;
};
