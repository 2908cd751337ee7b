// custom-exercises: the lifter's own exercises beside the dictionary (docs/product.md §2 Exercises page,
// §6: they belong to a user). Names are unique per user ignoring case, and a name the dictionary
// already has is refused too: the lift exists, and two entries of one name would split its chart.
import type { FastifyPluginAsync } from 'fastify';
import type { CustomExercise, CustomExerciseInput, CustomExerciseUsage } from '@liftbook/shared/contract';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import type { IdParams } from '../../http/params.js';
import {
  deleteCustomExercise,
  findCustomExerciseByName,
  findDictionaryName,
  insertCustomExercise,
  listCustomExercises,
  listCustomExerciseUsage,
  renameCustomExercise,
} from './queries.js';
import {
  createCustomExerciseSchema,
  customExerciseName,
  customExerciseUsageSchema,
  deleteCustomExerciseSchema,
  listCustomExercisesSchema,
  renameCustomExerciseSchema,
} from './schemas.js';

const duplicate = (name: string) => new ConflictError(`You already have an exercise named ${name}`, 'name');
const inDictionary = (name: string) => new ConflictError(`${name} is already in the exercise dictionary`, 'name');
const notFound = () => new NotFoundError('Custom exercise not found');

export const customExercisesModule: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: CustomExercise[] }>('/custom_exercises', { schema: listCustomExercisesSchema }, async (request) => {
    return listCustomExercises(app.db, request.user.id);
  });

  // Before /:id routes in meaning, not in order: find-my-way prefers the static segment.
  app.get<{ Reply: CustomExerciseUsage[] }>('/custom_exercises/usage', { schema: customExerciseUsageSchema }, async (request) => {
    return listCustomExerciseUsage(app.db, request.user.id);
  });

  app.post<{ Body: CustomExerciseInput; Reply: CustomExercise }>('/custom_exercises', { schema: createCustomExerciseSchema }, async (request, reply) => {
    const userId = request.user.id;
    const name = customExerciseName(request.body);
    const dictionaryName = await findDictionaryName(request.db, name);
    if (dictionaryName !== undefined) throw inDictionary(dictionaryName);
    const created = await insertCustomExercise(request.db, userId, name);
    if (created === undefined) {
      const existing = await findCustomExerciseByName(request.db, userId, name);
      throw duplicate(existing?.name ?? name);
    }
    reply.code(201);
    return created;
  });

  app.put<{ Params: IdParams; Body: CustomExerciseInput; Reply: CustomExercise }>(
    '/custom_exercises/:id',
    { schema: renameCustomExerciseSchema },
    async (request) => {
      const userId = request.user.id;
      const name = customExerciseName(request.body);
      const dictionaryName = await findDictionaryName(app.db, name);
      if (dictionaryName !== undefined) throw inDictionary(dictionaryName);
      const other = await findCustomExerciseByName(app.db, userId, name, request.params.id);
      if (other !== undefined) throw duplicate(other.name);
      const renamed = await renameCustomExercise(app.db, userId, request.params.id, name);
      if (renamed === 'duplicate') throw duplicate(name);
      if (renamed === undefined) throw notFound();
      return renamed;
    },
  );

  app.delete<{ Params: IdParams }>('/custom_exercises/:id', { schema: deleteCustomExerciseSchema }, async (request, reply) => {
    if (!(await deleteCustomExercise(app.db, request.user.id, request.params.id))) throw notFound();
    return reply.code(204).send();
  });
};
