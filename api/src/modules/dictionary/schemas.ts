import { errorSchema } from '../../http/error-handler.js';

export const dictionaryExerciseSchema = {
  type: 'object',
  required: ['id', 'name', 'category'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    category: { type: 'string' },
  },
} as const;

export const listDictionarySchema = {
  tags: ['exercises'],
  summary: 'The dictionary of common lifts, by category then name (read-only; cacheable for an hour)',
  response: { 200: { type: 'array', items: dictionaryExerciseSchema }, 401: errorSchema },
} as const;
