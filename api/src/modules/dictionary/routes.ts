// dictionary: the read-only list of common lifts (docs/product.md §3 Dictionary exercise, §7).
import type { FastifyPluginAsync } from 'fastify';
import type { DictionaryExercise } from '@liftbook/shared/contract';
import { listDictionaryExercises } from './queries.js';
import { listDictionarySchema } from './schemas.js';

/**
 * It changes only with a deployment (a migration), so clients may reuse it for an hour. Private:
 * the call needs a token, and shared caches should not keep authenticated answers.
 */
export const DICTIONARY_CACHE_CONTROL = 'private, max-age=3600';

export const dictionaryModule: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: DictionaryExercise[] }>('/dictionary_exercises', { schema: listDictionarySchema }, async (_request, reply) => {
    const exercises = await listDictionaryExercises(app.db);
    return reply.header('cache-control', DICTIONARY_CACHE_CONTROL).send(exercises);
  });
};
