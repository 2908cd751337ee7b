// Sets on the wire, and the rules a set must follow for its exercise's type (docs/product.md §5): weighted
// needs weight and reps, reps-only needs reps, duration needs a duration above 0. Fields a type
// does not need are optional but still range-checked (a weighted plank, a timed set of reps).
import type { ExerciseType, SetInput, SetKind, WeightUnit } from '@liftbook/shared/contract';
import {
  DEFAULT_SET_KIND,
  DEFAULT_WEIGHT_UNIT,
  MAX_SET_DISTANCE_M,
  MAX_SET_DURATION_MS,
  MAX_SET_NOTES_LENGTH,
  MAX_SET_REPS,
  MAX_SET_WEIGHT,
  MIN_SET_DISTANCE_M,
  SET_KINDS,
  SET_RPE,
  WEIGHT_UNITS,
} from '@liftbook/shared/set-rules';
import { errorSchema } from '../../http/error-handler.js';
import { ValidationError } from '../../http/errors.js';
import { idParamsSchema, idSchema, noContentSchema } from '../../http/params.js';
import { blankToNull } from '../../http/trim.js';

// Kinds, units and bounds are the rules of a set (@liftbook/shared/set-rules): the schemas are built from them.

export const setSchema = {
  type: 'object',
  required: ['id', 'set_number', 'weight', 'weight_unit', 'reps', 'duration', 'notes', 'kind', 'rpe', 'distance', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'integer' },
    set_number: { type: 'integer', description: '1..n within the exercise, in logging order.' },
    weight: { type: ['number', 'null'] },
    weight_unit: { type: ['string', 'null'], enum: [...WEIGHT_UNITS, null], description: 'lbs when absent.' },
    reps: { type: ['integer', 'null'] },
    duration: { type: ['integer', 'null'], description: 'Milliseconds.' },
    notes: { type: ['string', 'null'] },
    kind: { type: 'string', enum: SET_KINDS, description: 'A warmup never counts towards records, progress, goals or volume.' },
    rpe: { type: ['number', 'null'], description: `Rate of perceived exertion, ${SET_RPE.min} to ${SET_RPE.max} in steps of ${SET_RPE.step}.` },
    distance: { type: ['number', 'null'], description: 'Metres.' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const setInputSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    weight: { type: ['number', 'null'], minimum: 0, maximum: MAX_SET_WEIGHT },
    weight_unit: { type: ['string', 'null'], enum: [...WEIGHT_UNITS, null] },
    reps: { type: ['integer', 'null'], minimum: 0, maximum: MAX_SET_REPS },
    duration: { type: ['integer', 'null'], exclusiveMinimum: 0, maximum: MAX_SET_DURATION_MS, description: 'Milliseconds.' },
    notes: { type: ['string', 'null'], 'x-trim': true, maxLength: MAX_SET_NOTES_LENGTH },
    kind: { type: 'string', enum: SET_KINDS, description: 'normal when absent.' },
    rpe: {
      type: ['number', 'null'],
      minimum: SET_RPE.min,
      maximum: SET_RPE.max,
      multipleOf: SET_RPE.step,
      description: `${SET_RPE.min} to ${SET_RPE.max} in steps of ${SET_RPE.step}.`,
    },
    distance: { type: ['number', 'null'], minimum: 0, maximum: MAX_SET_DISTANCE_M, description: 'Metres.' },
  },
} as const;

export const setParamsSchema = {
  type: 'object',
  required: ['id', 'setId'],
  properties: { id: idSchema, setId: idSchema },
} as const;

export interface SetParams {
  id: number;
  setId: number;
}

export const createSetSchema = {
  tags: ['sets'],
  summary: 'Add a set to an exercise; it gets the next set_number',
  params: idParamsSchema,
  body: setInputSchema,
  response: { 201: setSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

export const updateSetSchema = {
  tags: ['sets'],
  summary: 'Replace a set’s values (its set_number stays)',
  params: setParamsSchema,
  body: setInputSchema,
  response: { 200: setSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

export const deleteSetSchema = {
  tags: ['sets'],
  summary: 'Delete a set; the remaining sets are renumbered 1..n',
  params: setParamsSchema,
  response: { 204: noContentSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

/** What a set row stores. */
export interface SetValues {
  weight: number | null;
  weight_unit: WeightUnit | null;
  reps: number | null;
  duration_ms: number | null;
  notes: string | null;
  kind: SetKind;
  rpe: number | null;
  distance_m: number | null;
}

const REQUIRED: Record<ExerciseType, { field: 'weight' | 'reps' | 'duration'; message: string }[]> = {
  weighted: [
    { field: 'weight', message: 'weight is required for a weighted exercise' },
    { field: 'reps', message: 'reps is required for a weighted exercise' },
  ],
  reps: [{ field: 'reps', message: 'reps is required for a reps exercise' }],
  duration: [{ field: 'duration', message: 'duration is required for a duration exercise (milliseconds, above 0), unless the set has a distance' }],
};

/** A timed lift's set says how long, or how far: a run of 5 km, a sled push of 40 m. */
const hasDistance = (body: SetInput) => body.distance !== undefined && body.distance !== null && body.distance > 0;

/**
 * A schema-valid body to the values stored, checked against the exercise's type (a duration
 * exercise's set has a duration or a distance). The unit is lbs when a weight comes without one,
 * and dropped when there is no weight to qualify.
 */
export function setValues(body: SetInput, type: ExerciseType): SetValues {
  // Distances are stored to the centimetre (numeric(10, 2)): one that rounds to nothing would be
  // stored as 0, a distance no set may rest on, so it is refused rather than silently lost.
  if (typeof body.distance === 'number' && body.distance > 0 && Math.round(body.distance * 100) === 0) {
    throw new ValidationError(`distance must be at least ${MIN_SET_DISTANCE_M} m (centimetres are the smallest step), or 0`, 'distance');
  }
  for (const { field, message } of REQUIRED[type]) {
    if (field === 'duration' && hasDistance(body)) continue;
    if (body[field] === undefined || body[field] === null) throw new ValidationError(message, field);
  }
  const weight = body.weight ?? null;
  return {
    weight,
    weight_unit: weight === null ? null : (body.weight_unit ?? DEFAULT_WEIGHT_UNIT),
    reps: body.reps ?? null,
    duration_ms: body.duration ?? null,
    notes: blankToNull(body.notes),
    kind: body.kind ?? DEFAULT_SET_KIND,
    rpe: body.rpe ?? null,
    distance_m: body.distance ?? null,
  };
}
