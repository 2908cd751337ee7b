// sets: the sets of a logged exercise (docs/product.md §7 Exercises and sets). Numbering is the api's job:
// a new set is number max+1, and deleting one renumbers the rest 1..n, both under a lock on the
// exercise row so concurrent writers never hand out a number twice. Every handler reaches the
// database one way: request.db (the idempotent POST's own transaction, else the pool), with
// inTransaction for the steps that must commit together.
import type { FastifyPluginAsync } from 'fastify';
import type { SetInput, WorkoutSet } from '@liftbook/shared/contract';
import { workoutSet } from '@liftbook/shared/set-rules';
import { inTransaction } from '../../db/transaction.js';
import { NotFoundError } from '../../http/errors.js';
import type { IdParams } from '../../http/params.js';
import { exerciseNotFound } from '../exercises/routes.js';
import { fulfilNextPlannedSet } from '../planned-sets/queries.js';
import { deleteSetAndRenumber, findExerciseForSets, insertSet, lockExercise, updateSet, type SetRecord } from './queries.js';
import { createSetSchema, deleteSetSchema, setValues, updateSetSchema, type SetParams } from './schemas.js';

/** A row as the api answers it: the one WorkoutSet builder, from the row's own column names. */
export function toWorkoutSet(row: SetRecord): WorkoutSet {
  return workoutSet({
    ...row,
    duration: row.duration_ms,
    distance: row.distance_m,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });
}

const setNotFound = () => new NotFoundError('Set not found');

export const setsModule: FastifyPluginAsync = async (app) => {
  app.post<{ Params: IdParams; Body: SetInput; Reply: WorkoutSet }>('/exercises/:id/sets', { schema: createSetSchema }, async (request, reply) => {
    const userId = request.user.id;
    const row = await inTransaction(request.db, async (trx) => {
      const exercise = await lockExercise(trx, userId, request.params.id);
      if (exercise === undefined) throw exerciseNotFound();
      const inserted = await insertSet(trx, userId, exercise.id, setValues(request.body, exercise.type));
      // A set logged onto a planned exercise is that plan's next set done: the plan shrinks.
      if (inserted !== undefined) await fulfilNextPlannedSet(trx, exercise.id, inserted.id, inserted.kind);
      return inserted;
    });
    if (row === undefined) throw exerciseNotFound();
    reply.code(201);
    return toWorkoutSet(row);
  });

  app.put<{ Params: SetParams; Body: SetInput; Reply: WorkoutSet }>('/exercises/:id/sets/:setId', { schema: updateSetSchema }, async (request) => {
    const userId = request.user.id;
    const exercise = await findExerciseForSets(request.db, userId, request.params.id);
    if (exercise === undefined) throw exerciseNotFound();
    const row = await updateSet(request.db, userId, exercise.id, request.params.setId, setValues(request.body, exercise.type));
    if (row === undefined) throw setNotFound();
    return toWorkoutSet(row);
  });

  app.delete<{ Params: SetParams }>('/exercises/:id/sets/:setId', { schema: deleteSetSchema }, async (request, reply) => {
    const userId = request.user.id;
    await inTransaction(request.db, async (trx) => {
      const exercise = await lockExercise(trx, userId, request.params.id);
      if (exercise === undefined) throw exerciseNotFound();
      if (!(await deleteSetAndRenumber(trx, userId, exercise.id, request.params.setId))) throw setNotFound();
    });
    return reply.code(204).send();
  });
};
