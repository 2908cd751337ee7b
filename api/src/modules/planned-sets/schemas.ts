// Planned sets on the wire: what an exercise answers as its plan, and logging or removing one.
import { errorSchema } from '../../http/error-handler.js';
import { idSchema, noContentSchema } from '../../http/params.js';
import { SET_KINDS, WEIGHT_UNITS } from '@liftbook/shared/set-rules';
import { setInputSchema, setSchema, type SetValues } from '../sets/schemas.js';

export const plannedSetSchema = {
  type: 'object',
  required: ['id', 'position', 'kind', 'weight', 'weight_unit', 'reps', 'duration', 'distance', 'rpe'],
  properties: {
    id: { type: 'integer' },
    position: { type: 'integer', description: '1..n: the order the sets are to be done in.' },
    kind: { type: 'string', enum: SET_KINDS },
    weight: { type: ['number', 'null'] },
    weight_unit: { type: ['string', 'null'], enum: [...WEIGHT_UNITS, null], description: 'Present exactly when weight is: the unit it was planned in.' },
    reps: { type: ['integer', 'null'] },
    duration: { type: ['integer', 'null'], description: 'Milliseconds.' },
    distance: { type: ['number', 'null'], description: 'Metres.' },
    rpe: { type: ['number', 'null'] },
    reps_max: { type: ['integer', 'null'], description: 'The top of a rep range (a routine’s 8-12: reps 8, reps_max 12); null: a fixed target.' },
    rest_seconds: { type: ['integer', 'null'], description: 'Rest after this set as the routine planned it; null: the lifter’s default.' },
  },
  description: 'A plan, not a log: it counts nowhere until logged.',
} as const;

export const plannedSetParamsSchema = {
  type: 'object',
  required: ['id', 'plannedSetId'],
  properties: { id: idSchema, plannedSetId: idSchema },
} as const;

export interface PlannedSetParams {
  id: number;
  plannedSetId: number;
}

export const logPlannedSetSchema = {
  tags: ['sets'],
  summary: 'Log a planned set: a set at its figures (`{}`), or at the figures sent; the planned set is consumed in the same transaction',
  description:
    'Idempotent: logging a planned set that was already logged answers the set it became (200) and writes nothing. The set gets the next set_number.',
  params: plannedSetParamsSchema,
  body: setInputSchema,
  response: { 200: setSchema, 201: setSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

export const deletePlannedSetSchema = {
  tags: ['sets'],
  summary: 'Remove a planned set that has not been logged',
  params: plannedSetParamsSchema,
  response: { 204: noContentSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

/** Whether a log body carries any figure: `{}` means "as planned". */
export const sendsFigures = (body: object | undefined | null): boolean => body !== undefined && body !== null && Object.keys(body).length > 0;

export type { SetValues };
