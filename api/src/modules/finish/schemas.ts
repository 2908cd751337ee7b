// Finish on the wire: the body (what becomes of the planned sets still unchecked) and the summary.
import { WEIGHT_UNITS } from '@liftbook/shared/set-rules';
import { errorSchema } from '../../http/error-handler.js';
import { idParamsSchema } from '../../http/params.js';
import { sessionSchema } from '../sessions/schemas.js';

export const recordSchema = {
  type: 'object',
  required: ['exercise', 'kind', 'value', 'unit', 'set_id'],
  properties: {
    exercise: { type: 'string' },
    kind: { type: 'string', enum: ['e1rm', 'weight_for_reps', 'reps_at_weight'] },
    value: { type: 'number', description: 'e1rm and weight_for_reps: a weight in `unit`, to 0.01; reps_at_weight: the reps.' },
    unit: { type: ['string', 'null'], enum: [...WEIGHT_UNITS, null] },
    set_id: { type: 'integer' },
  },
} as const;

const progressionChangeSchema = {
  type: 'object',
  required: ['exercise', 'summary'],
  properties: { exercise: { type: 'string' }, summary: { type: 'string', examples: ['60 → 62.5 kg'] } },
} as const;

export const finishSummarySchema = {
  type: 'object',
  required: ['session', 'duration_ms', 'volume_lbs', 'set_count', 'records', 'progression'],
  properties: {
    session: sessionSchema,
    duration_ms: { type: ['integer', 'null'], description: 'From the first logged set to Finish; null when no set was logged.' },
    volume_lbs: { type: 'number', description: 'As the session summary counts it: warm-ups left out, in lbs, to 0.01.' },
    set_count: { type: 'integer', description: 'Every logged set, warm-ups included.' },
    records: { type: 'array', items: recordSchema },
    progression: { type: 'array', items: progressionChangeSchema },
  },
} as const;

export const finishSessionSchema = {
  tags: ['sessions'],
  summary: 'Finish: the workout’s summary, its unchecked planned sets dropped or kept as skipped, and its routine progressed',
  description:
    'One transaction with the session locked: finished_at is now; the planned sets still unchecked are deleted (`drop`) or kept as skipped (`skip`: no longer a plan to log); if the session was started from a routine, each routine exercise with a progression rule moves its targets by what was LOGGED against them. Answers the duration (first logged set to Finish), the volume and set count as the session summary counts them, the records set (against every earlier session of each lift; never warm-ups) and what progression changed. Finishing again answers the same summary and changes nothing.',
  params: idParamsSchema,
  body: {
    type: 'object',
    required: ['unchecked'],
    additionalProperties: false,
    properties: { unchecked: { type: 'string', enum: ['drop', 'skip'], description: 'What becomes of the planned sets still unchecked.' } },
  },
  response: { 200: finishSummarySchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

export const sessionRecordsSchema = {
  tags: ['sessions'],
  summary: 'The personal records the session holds so far (the workout screen’s PR badges)',
  description:
    'As Finish counts them (the same function): each of the session’s counted sets (never a warm-up) against every earlier session of its lift; a record is beaten, not matched, and the session’s best set of a kind holds it. Read-only; answered while the workout is under way, so a set that beats the lifter’s best says so as soon as it is logged.',
  params: idParamsSchema,
  response: { 200: { type: 'array', items: recordSchema }, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;
