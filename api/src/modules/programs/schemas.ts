// Programs on the wire: starting a built-in one, and what is next.
import { errorSchema } from '../../http/error-handler.js';
import { ROUTINE_EXERCISES_MAX, ROUTINE_NAME_MAX } from '../routines/schemas.js';

export const PROGRAM_KEYS = ['five-by-five', 'push-pull-legs', 'five-three-one'] as const;
/** A starting weight or training max, in the lifter's unit. */
export const PROGRAM_WEIGHT_MAX = 2000;

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

export const startProgramSchema = {
  tags: ['routines'],
  summary: 'Start a built-in program: its routines are made in the lifter’s unit, in order, with their rules',
  description:
    '5×5 (A/B, linear), push/pull/legs (double progression) or 5/3/1 (a training max per lift). `weights` gives per lift (its dictionary name) a starting working weight, or for 5/3/1 a training max, in the lifter’s unit; an empty bar’s when absent. One transaction: the routines (each counts towards the routine limit) and the program, its first routine next.',
  body: {
    type: 'object',
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
  },
  response: { 201: programSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
} as const;

export const nextProgramSchema = {
  tags: ['routines'],
  summary: 'What the lifter’s program has next (the home page’s “Next: Workout B — Squat 3×5 @ 102.5 kg”); null when they follow none',
  response: { 200: programNextSchema, 401: errorSchema },
} as const;
