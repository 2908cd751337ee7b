import { errorSchema } from '../../http/error-handler.js';
import { EXERCISE_TYPES } from '../exercises/schemas.js';

export const dictionaryExerciseSchema = {
  type: 'object',
  required: ['id', 'name', 'category', 'type'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    category: { type: 'string' },
    type: { type: 'string', enum: EXERCISE_TYPES, description: 'The type a new exercise of this lift starts with' },
  },
} as const;

export const listDictionarySchema = {
  tags: ['exercises'],
  summary: 'The dictionary of common lifts, by category then name (read-only; cacheable for an hour)',
  response: { 200: { type: 'array', items: dictionaryExerciseSchema }, 401: errorSchema },
} as const;
