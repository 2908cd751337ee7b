// planned sets: the plan of an exercise ("Repeat this workout" plans last time's sets), kept
// apart from what was logged. Logging one writes the real set and consumes the plan in one
// transaction; a plan counts nowhere until then (docs/product.md, "Repeat this workout").
import type { FastifyPluginAsync } from 'fastify';
import type { PlannedSetLogInput, WorkoutSet } from '@liftbook/shared/contract';
import { inTransaction } from '../../db/transaction.js';
import { NotFoundError } from '../../http/errors.js';
import { exerciseNotFound } from '../exercises/routes.js';
import { findSet, insertSet, lockExercise } from '../sets/queries.js';
import { toWorkoutSet } from '../sets/routes.js';
import { setValues } from '../sets/schemas.js';
import { deletePlannedSet, lockPlannedSet, markPlannedSetLogged } from './queries.js';
import { deletePlannedSetSchema, logPlannedSetSchema, sendsFigures, type PlannedSetParams } from './schemas.js';

const plannedSetNotFound = () => new NotFoundError('Planned set not found');

export const plannedSetsModule: FastifyPluginAsync = async (app) => {
  app.post<{ Params: PlannedSetParams; Body: PlannedSetLogInput; Reply: WorkoutSet }>(
    '/exercises/:id/planned_sets/:plannedSetId/log',
    { schema: logPlannedSetSchema },
    async (request, reply) => {
      const userId = request.user.id;
      const { set, created } = await inTransaction(request.db, async (trx) => {
        // The exercise's lock first, as every writer of its set numbers takes it; then the plan's.
        const exercise = await lockExercise(trx, userId, request.params.id);
        if (exercise === undefined) throw exerciseNotFound();
        const locked = await lockPlannedSet(trx, exercise.id, request.params.plannedSetId);
        if (locked === undefined) throw plannedSetNotFound();
        if (locked.logged_set_id !== null) {
          // Logged already (a retry, a second device): the set it became, nothing written.
          const done = await findSet(trx, exercise.id, locked.logged_set_id);
          if (done === undefined) throw plannedSetNotFound();
          return { set: done, created: false };
        }
        const values = setValues(sendsFigures(request.body) ? request.body : locked.planned, exercise.type);
        const inserted = await insertSet(trx, userId, exercise.id, values);
        if (inserted === undefined) throw exerciseNotFound();
        await markPlannedSetLogged(trx, locked.planned.id, inserted.id);
        return { set: inserted, created: true };
      });
      reply.code(created ? 201 : 200);
      return toWorkoutSet(set);
    },
  );

  app.delete<{ Params: PlannedSetParams }>('/exercises/:id/planned_sets/:plannedSetId', { schema: deletePlannedSetSchema }, async (request, reply) => {
    if (!(await deletePlannedSet(app.db, request.user.id, request.params.id, request.params.plannedSetId))) throw plannedSetNotFound();
    return reply.code(204).send();
  });
};
