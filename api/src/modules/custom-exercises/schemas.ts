// Custom exercises on the wire: a name, trimmed (inner runs of spaces collapsed in code).
import type { CustomExerciseInput } from '@liftbook/shared/contract';
import { errorSchema } from '../../http/error-handler.js';
import { idParamsSchema, noContentSchema } from '../../http/params.js';
import { EXERCISE_NAME_MAX, typedExerciseName } from '../../lib/exercise-name.js';

export const customExerciseSchema = {
  type: 'object',
  required: ['id', 'name', 'user_id'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    user_id: { type: 'integer' },
  },
} as const;

const customExerciseInputSchema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name: { type: 'string', 'x-trim': true, minLength: 1, maxLength: EXERCISE_NAME_MAX, examples: ['Zercher Squat'] } },
} as const;

export const listCustomExercisesSchema = {
  tags: ['custom exercises'],
  summary: 'Your custom exercises, alphabetically',
  response: { 200: { type: 'array', items: customExerciseSchema }, 401: errorSchema },
} as const;

export const createCustomExerciseSchema = {
  tags: ['custom exercises'],
  summary: 'Add a custom exercise (names are unique per user, ignoring case)',
  body: customExerciseInputSchema,
  response: { 201: customExerciseSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
} as const;

export const renameCustomExerciseSchema = {
  tags: ['custom exercises'],
  summary: 'Rename a custom exercise, with its history (logged exercises and goals take the new name)',
  params: idParamsSchema,
  body: customExerciseInputSchema,
  response: { 200: customExerciseSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
} as const;

export const deleteCustomExerciseSchema = {
  tags: ['custom exercises'],
  summary: 'Delete a custom exercise (what was logged under it stays, and stays chartable)',
  params: idParamsSchema,
  response: { 204: noContentSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

export const customExerciseUsageSchema = {
  tags: ['custom exercises'],
  summary: 'Your own lifts with their logged sets, deleted custom exercises with sets included',
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'logged_sets', 'custom_exercise_id'],
        properties: { name: { type: 'string' }, logged_sets: { type: 'integer' }, custom_exercise_id: { type: ['integer', 'null'] } },
      },
    },
    401: errorSchema,
  },
} as const;

export function customExerciseName(body: CustomExerciseInput): string {
  return typedExerciseName(body.name);
}
