// Shared routines on the wire (issue 31): the list item, the share body, the params. Bounded
// inputs: ids as everywhere; a group holds at most SHARED_ROUTINES_MAX shared routines.
import { errorSchema } from '../../http/error-handler.js';
import { idSchema, noContentSchema } from '../../http/params.js';
import { routineSchema } from '../routines/schemas.js';

/** The most routines one group holds shared (each a snapshot of up to 30 × 30 sets). */
export const SHARED_ROUTINES_MAX = 100;

const tags = ['groups'];

export interface SharedRoutineParams {
  id: number;
  sharedId: number;
}

const groupParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;
const sharedRoutineParams = { type: 'object', required: ['id', 'sharedId'], properties: { id: idSchema, sharedId: idSchema } } as const;

export const sharedRoutineSchema = {
  type: 'object',
  required: ['id', 'group_id', 'name', 'exercises', 'exercise_count', 'set_count', 'shared_by_name', 'shared_at', 'can_unshare'],
  properties: {
    id: { type: 'integer' },
    group_id: { type: 'integer' },
    name: { type: 'string' },
    exercises: {
      type: 'array',
      description: 'Each exercise with its number of planned sets (warm-ups included), in order.',
      items: { type: 'object', required: ['name', 'set_count'], properties: { name: { type: 'string' }, set_count: { type: 'integer' } } },
    },
    exercise_count: { type: 'integer' },
    set_count: { type: 'integer' },
    shared_by_name: { type: ['string', 'null'], description: "The sharer's display name, null once they are no longer a member; never an email." },
    shared_at: { type: 'string', format: 'date-time' },
    can_unshare: { type: 'boolean', description: 'The viewer shared it, or is a group admin.' },
  },
} as const;

export const listSharedRoutinesSchema = {
  tags,
  summary: "The group's shared routines (members), newest first",
  params: groupParams,
  response: { 200: { type: 'array', maxItems: SHARED_ROUTINES_MAX, items: sharedRoutineSchema }, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

export const shareRoutineSchema = {
  tags,
  summary: 'Share one of your routines to a group you are a member of: a snapshot of it as it is now (201)',
  description:
    'Later edits to the routine, or deleting it, do not change what was shared. A routine that is not yours and a group you are not in are both 404. Send an Idempotency-Key: a retry answers the same share.',
  params: groupParams,
  body: {
    type: 'object',
    required: ['routine_id'],
    additionalProperties: false,
    properties: { routine_id: { ...idSchema, description: 'One of your routines.' } },
  },
  response: { 201: sharedRoutineSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
} as const;

export const copySharedRoutineSchema = {
  tags,
  summary: 'Copy a shared routine into your routines (members): a routine of yours to change (201)',
  description:
    'Named as shared, or "Name (copy)" when you already have a routine of that name. Rules and training maxes come as shared; progression state starts afresh. 409 when you already keep 200 routines.',
  params: sharedRoutineParams,
  response: { 201: routineSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
} as const;

export const unshareRoutineSchema = {
  tags,
  summary: 'Unshare a routine (the member who shared it, or a group admin); copies already made stay',
  params: sharedRoutineParams,
  response: { 204: noContentSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
} as const;
