import { errorSchema } from '../../http/error-handler.js';
import { idParamsSchema } from '../../http/params.js';
import { exerciseSchema, lastTimeSchema } from '../exercises/schemas.js';
import { recordSchema } from '../finish/schemas.js';
import { sessionSchema } from '../sessions/schemas.js';

export const sessionPageSchema = {
  tags: ['sessions'],
  summary: 'The session page in one answer: the session, its exercises with their sets and plans, last time for each lift, and its records',
  description:
    'What GET /api/sessions/{id}, /exercises, /last-time and /records answer, each part the same, read in one repeatable-read snapshot, so the parts agree with each other. A session that does not exist or is not yours is the same 404.',
  params: idParamsSchema,
  response: {
    200: {
      type: 'object',
      required: ['session', 'exercises', 'last_times', 'records'],
      additionalProperties: false,
      properties: {
        session: sessionSchema,
        exercises: { type: 'array', items: exerciseSchema },
        last_times: { type: 'array', items: lastTimeSchema },
        records: { type: 'array', items: recordSchema },
      },
    },
    400: errorSchema,
    401: errorSchema,
    404: errorSchema,
  },
} as const;
