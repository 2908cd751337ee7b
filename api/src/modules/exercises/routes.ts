// exercises: the exercises logged in a session (docs/product.md §7 Exercises and sets). An exercise comes
// from the dictionary (dictionary_exercise_id) or by name; a name that matches nothing becomes
// one of the lifter's custom exercises, so every logged lift can be charted later.
import type { FastifyPluginAsync } from 'fastify';
import type { Exercise, ExerciseCreateInput, ExerciseUpdateInput, LastTime, LastTimeQuery } from '@liftbook/shared/contract';
import { inTransaction } from '../../db/transaction.js';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import type { IdParams } from '../../http/params.js';
import { tidyExerciseName, typedExerciseName } from '../../lib/exercise-name.js';
import { sessionNotFound } from '../sessions/routes.js';
import {
  deleteExercise,
  findDictionaryExercise,
  findExerciseJson,
  findExercise,
  insertExercise,
  listLastTimes,
  listSessionExercises,
  lockSession,
  findExistingLift,
  lockSameLift,
  resolveExerciseName,
  updateExercise,
  type ExerciseNaming,
} from './queries.js';
import { renameOwnLift } from '../custom-exercises/queries.js';
import { fulfilNextPlannedSet } from '../planned-sets/queries.js';
import { appendSets, insertNewExerciseSets } from '../sets/queries.js';
import {
  batchSetValues,
  createExerciseSchema,
  deleteExerciseSchema,
  exerciseDetails,
  exerciseSource,
  listExercisesSchema,
  listLastTimesSchema,
  updateExerciseSchema,
} from './schemas.js';

/** The one 404 for an exercise that does not exist or is not the user's (its sets' routes too). */
export const exerciseNotFound = () => new NotFoundError('Exercise not found');
const sameName = (a: string, b: string) => tidyExerciseName(a).toLowerCase() === tidyExerciseName(b).toLowerCase();

export const exercisesModule: FastifyPluginAsync = async (app) => {
  app.get<{ Params: IdParams; Reply: Exercise[] }>('/sessions/:id/exercises', { schema: listExercisesSchema }, async (request) => {
    const exercises = await listSessionExercises(app.db, request.user.id, request.params.id);
    if (exercises === undefined) throw sessionNotFound();
    return exercises;
  });

  // "Last time" for the session page's cards: what the lifter did at each lift the time before.
  app.get<{ Params: IdParams; Querystring: LastTimeQuery; Reply: LastTime[] }>('/sessions/:id/last-time', { schema: listLastTimesSchema }, async (request) => {
    const lastTimes = await listLastTimes(app.db, request.user.id, request.params.id, request.query.lift);
    if (lastTimes === undefined) throw sessionNotFound();
    return lastTimes;
  });

  app.post<{ Params: IdParams; Body: ExerciseCreateInput; Reply: Exercise }>(
    '/sessions/:id/exercises',
    { schema: createExerciseSchema },
    async (request, reply) => {
      const userId = request.user.id;
      const source = exerciseSource(request.body);
      const details = exerciseDetails(request.body);
      const sets = batchSetValues(request.body);
      // One transaction: the exercise, its new custom name if any, and all its sets, or none.
      const exercise = await inTransaction(request.db, async (trx) => {
        if (!(await lockSession(trx, userId, request.params.id))) throw sessionNotFound();
        let naming: ExerciseNaming;
        if (source.kind === 'dictionary') {
          const entry = await findDictionaryExercise(trx, source.id);
          if (entry === undefined) throw new ValidationError(`dictionary_exercise_id ${source.id} is not in the exercise dictionary`, 'dictionary_exercise_id');
          naming = { name: entry.name, dictionary_exercise_id: entry.id };
        } else {
          naming = await resolveExerciseName(trx, userId, source.name);
        }
        if (sets.length > 0) {
          // Sets for a lift the session has already (Quick Log, Manual Add): its card gets them,
          // and they do its plan; one card per lift, whichever way the lifter logs.
          const same = await lockSameLift(trx, userId, request.params.id, { ...naming, ...details });
          if (same !== undefined) {
            const added = await appendSets(trx, same, sets);
            for (const set of added) await fulfilNextPlannedSet(trx, same, set.id, set.kind);
            return findExerciseJson(trx, userId, same);
          }
        }
        const inserted = await insertExercise(trx, userId, request.params.id, { ...naming, ...details });
        if (inserted === undefined || sets.length === 0) return inserted;
        await insertNewExerciseSets(trx, inserted.id, sets);
        return findExerciseJson(trx, userId, inserted.id);
      });
      if (exercise === undefined) throw sessionNotFound();
      reply.code(201);
      return exercise;
    },
  );

  app.put<{ Params: IdParams; Body: ExerciseUpdateInput; Reply: Exercise }>('/exercises/:id', { schema: updateExerciseSchema }, async (request) => {
    const userId = request.user.id;
    const current = await findExercise(app.db, userId, request.params.id);
    if (current === undefined) throw exerciseNotFound();
    const details = exerciseDetails(request.body);
    const requested = request.body.name === undefined ? undefined : typedExerciseName(request.body.name);

    const exercise = await app.db.transaction().execute(async (trx) => {
      let naming: ExerciseNaming = { name: current.name, dictionary_exercise_id: current.dictionary_exercise_id };
      if (requested !== undefined && requested !== current.name) {
        if (current.dictionary_exercise_id !== null) {
          // Sending the unchanged name back (any case) is fine; changing it is not.
          if (!sameName(requested, current.name)) {
            throw new ValidationError(`${current.name} comes from the exercise dictionary; only a custom exercise can be renamed`, 'name');
          }
        } else if (sameName(requested, current.name)) {
          naming = { name: requested, dictionary_exercise_id: null }; // a change of case or spacing only
        } else {
          // To a lift that exists: this entry was mislabelled and moves to it. To a new name: the
          // lift itself is renamed, with its history (the custom exercise, every entry and goal of
          // the old name), rather than leaving the old custom exercise beside a new one.
          naming = (await findExistingLift(trx, userId, requested)) ?? (await renameOwnLift(trx, userId, current.name, requested));
        }
      }
      return updateExercise(trx, userId, current.id, { ...naming, ...details });
    });
    if (exercise === undefined) throw exerciseNotFound();
    return exercise;
  });

  app.delete<{ Params: IdParams }>('/exercises/:id', { schema: deleteExerciseSchema }, async (request, reply) => {
    if (!(await deleteExercise(app.db, request.user.id, request.params.id))) throw exerciseNotFound();
    return reply.code(204).send();
  });
};
