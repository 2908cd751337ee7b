// Programs on the wire: starting a built-in one, and what is next.
import { errorSchema } from '../../http/error-handler.js';
import { PROGRAM_ROUTINES_MAX, PROGRAM_WEIGHT_MAX, PROGRAMS_MAX } from '@liftbook/shared/training';
import { idParamsSchema } from '../../http/params.js';
import { ROUTINE_EXERCISES_MAX, ROUTINE_NAME_MAX } from '../routines/schemas.js';

export { PROGRAM_ROUTINES_MAX, PROGRAM_WEIGHT_MAX, PROGRAMS_MAX };

export const PROGRAM_KEYS = ['five-by-five', 'push-pull-legs', 'five-three-one'] as const;

export const programSchema = {
  type: 'object',
  required: ['id', 'name', 'built_in', 'routines', 'next_routine_id', 'created_at'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    built_in: { type: ['string', 'null'], enum: [...PROGRAM_KEYS, null] },
    routines: {
      type: 'array',
      items: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } },
    },
    next_routine_id: { type: ['integer', 'null'], description: 'The routine to do next; null: the first.' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const programNextSchema = {
  type: ['object', 'null'],
  required: ['program_id', 'program_name', 'routine_id', 'routine_name', 'first_exercise'],
  properties: {
    program_id: { type: 'integer' },
    program_name: { type: 'string' },
    routine_id: { type: 'integer' },
    routine_name: { type: 'string' },
    first_exercise: { type: ['string', 'null'], examples: ['Squat 3×5 @ 102.5 kg'] },
  },
} as const;

const builtInBody = {
  type: 'object',
  title: 'A built-in program',
  required: ['key'],
  additionalProperties: false,
  properties: {
    key: { type: 'string', enum: PROGRAM_KEYS },
    weights: {
      type: 'object',
      maxProperties: ROUTINE_EXERCISES_MAX,
      propertyNames: { minLength: 1, maxLength: ROUTINE_NAME_MAX },
      additionalProperties: { type: 'number', exclusiveMinimum: 0, maximum: PROGRAM_WEIGHT_MAX },
    },
  },
} as const;

// The lifter's own program: their routines in the order they are done (A, B; or a list of days).
const ownBody = {
  type: 'object',
  title: 'The lifter’s own program',
  required: ['name', 'routine_ids'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: ROUTINE_NAME_MAX, pattern: '\\S' },
    routine_ids: {
      type: 'array',
      minItems: 1,
      maxItems: PROGRAM_ROUTINES_MAX,
      uniqueItems: true,
      items: { type: 'integer', minimum: 1, maximum: 2147483647 },
    },
  },
} as const;

export const startProgramSchema = {
  tags: ['routines'],
  summary: 'Start a program: a built-in one (its routines are made in the lifter’s unit, with their rules), or one of the lifter’s own routines in order',
  description:
    'Two bodies. `{key, weights}`: 5×5 (A/B, linear), push/pull/legs (double progression) or 5/3/1 (a training max per lift); `weights` gives per lift (its dictionary name) a starting working weight, or for 5/3/1 a training max, in the lifter’s unit; an empty bar’s when absent; the routines (each counts towards the routine limit) are made in the same transaction. `{name, routine_ids}`: the lifter’s own routines in the order they are done (each at most once; a routine that is not theirs is a 404 naming `routine_ids[i]`). Either way the program’s first routine is next; a lifter keeps at most `PROGRAMS_MAX` programs (409).',
  // if/then/else rather than oneOf: a refused body is judged against the one form it is in, so the
  // 400 names that form's field (oneOf would report the first form's "key is required" first).
  body: {
    type: 'object',
    if: { anyOf: [{ required: ['name'] }, { required: ['routine_ids'] }] },
    then: ownBody,
    else: builtInBody,
  },
  response: { 201: programSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
} as const;

export const listProgramsSchema = {
  tags: ['routines'],
  summary: 'Your programs, newest first, each with its routines in order and which is next',
  response: { 200: { type: 'array', maxItems: PROGRAMS_MAX, items: programSchema }, 401: errorSchema },
} as const;

export const getProgramSchema = {
  tags: ['routines'],
  summary: 'One of your programs',
  params: idParamsSchema,
  response: { 200: programSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

export const nextProgramSchema = {
  tags: ['routines'],
  summary: 'What the lifter’s program has next (the home page’s “Next: Workout B — Squat 3×5 @ 102.5 kg”); null when they follow none',
  response: { 200: programNextSchema, 401: errorSchema },
} as const;
