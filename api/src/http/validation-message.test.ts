import type { FastifySchemaValidationError } from 'fastify';
import { describeValidationError, fieldPath } from './validation-message.js';

const error = (keyword: string, instancePath: string, params: Record<string, unknown>, message?: string): FastifySchemaValidationError => ({
  keyword,
  instancePath,
  schemaPath: '#',
  params,
  ...(message === undefined ? {} : { message }),
});

test.each([
  ['required', '', { missingProperty: 'session_type' }, 'session_type is required', 'session_type'],
  ['required', '/sets/0', { missingProperty: 'reps' }, 'sets[0].reps is required', 'sets[0].reps'],
  ['minLength', '/session_type', { limit: 1 }, 'session_type is required', 'session_type'],
  ['minLength', '/password', { limit: 8 }, 'password must be at least 8 characters', 'password'],
  ['maxLength', '/notes', { limit: 2000 }, 'notes must be at most 2000 characters', 'notes'],
  ['type', '/reps', { type: 'integer' }, 'reps must be an integer', 'reps'],
  ['type', '/notes', { type: ['string', 'null'] }, 'notes must be a string or null', 'notes'],
  ['type', '', { type: 'object' }, 'Request body must be a JSON object', undefined],
  ['minimum', '/weight', { limit: 0, comparison: '>=' }, 'weight must be at least 0', 'weight'],
  ['maximum', '/reps', { limit: 1000, comparison: '<=' }, 'reps must be at most 1000', 'reps'],
  ['exclusiveMinimum', '/duration', { limit: 0 }, 'duration must be greater than 0', 'duration'],
  ['enum', '/status', { allowedValues: ['active', 'paused', 'completed'] }, 'status must be one of: active, paused, completed', 'status'],
  ['format', '/target_date', { format: 'date' }, 'target_date must be a valid date', 'target_date'],
  ['multipleOf', '/weight', { multipleOf: 0.5 }, 'weight must be a multiple of 0.5', 'weight'],
  ['additionalProperties', '', { additionalProperty: 'extra' }, 'extra is not an accepted field', 'extra'],
  ['uniqueItems', '/tags', { i: 1, j: 0 }, 'tags must NOT have duplicate items', 'tags'],
])('%s at %j', (keyword, path, params, message, field) => {
  const fallback = keyword === 'uniqueItems' ? 'must NOT have duplicate items' : undefined;
  expect(describeValidationError(error(keyword, path, params, fallback), 'body')).toEqual(field === undefined ? { message } : { message, field });
});

test('the part of the request is named when no field is', () => {
  expect(describeValidationError(error('type', '', { type: 'object' }), 'querystring')).toEqual({ message: 'Query string must be an object' });
});

test.each([
  ['', ''],
  ['/name', 'name'],
  ['/sets/2/weight', 'sets[2].weight'],
  ['/a~1b', 'a/b'],
])('fieldPath(%j) = %j', (path, expected) => {
  expect(fieldPath(path)).toBe(expected);
});
