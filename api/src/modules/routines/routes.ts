// routines (issue 30): a lifter's plans kept for reuse. Create, edit (the whole routine, in its
// new order), duplicate and delete; "Save as routine" from a session; Start, which makes that
// day's session with the routine's sets as planned sets (docs/product.md, "Routines"). Finish and
// progression belong to the sessions' finish.
import type { FastifyPluginAsync } from 'fastify';
import type { Routine, RoutineInput, RoutineListItem, SaveAsRoutineInput, StartRoutineInput, StartedSession } from '@liftbook/shared/contract';
import { inTransaction } from '../../db/transaction.js';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import type { IdParams } from '../../http/params.js';
import { resolveExerciseName } from '../exercises/queries.js';
import { readPageParts } from '../session-page/read-page.js';
import { sessionNotFound, toSession } from '../sessions/routes.js';
import { sessionDate } from '../sessions/schemas.js';
import { findWeightUnit } from '../users/queries.js';
import { routineFromSession } from './from-session.js';
import { resolveRoutine } from './resolve.js';
import {
  currentExercises,
  deleteRoutine,
  duplicateRoutine,
  findRoutine,
  insertRoutine,
  listRoutines,
  lockRoutine,
  renameRoutine,
  routineExerciseNames,
  sessionExercisesForRoutine,
  startRoutine,
  writeRoutineExercises,
} from './queries.js';
import {
  copyName,
  createRoutineSchema,
  deleteRoutineSchema,
  duplicateRoutineSchema,
  getRoutineSchema,
  listRoutinesSchema,
  routineValues,
  ROUTINES_MAX,
  saveAsRoutineSchema,
  startRoutineSchema,
  updateRoutineSchema,
} from './schemas.js';

/** The one 404 for a routine that does not exist or is not the user's. */
const routineNotFound = () => new NotFoundError('Routine not found');
export const routinesFull = () => new ConflictError(`You have ${ROUTINES_MAX} routines, the most Liftbook keeps: delete one first`);

export const routinesModule: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: RoutineListItem[] }>('/routines', { schema: listRoutinesSchema }, async (request) => listRoutines(app.db, request.user.id));

  app.post<{ Body: RoutineInput; Reply: Routine }>('/routines', { schema: createRoutineSchema }, async (request, reply) => {
    const userId = request.user.id;
    const values = routineValues(request.body);
    const routine = await inTransaction(request.db, async (trx) => {
      const id = await insertRoutine(trx, userId, values.name, ROUTINES_MAX);
      if (id === undefined) throw routinesFull();
      await writeRoutineExercises(trx, id, await resolveRoutine(trx, userId, values, []));
      return findRoutine(trx, userId, id);
    });
    reply.code(201);
    return routine!;
  });

  app.get<{ Params: IdParams; Reply: Routine }>('/routines/:id', { schema: getRoutineSchema }, async (request) => {
    const routine = await findRoutine(app.db, request.user.id, request.params.id);
    if (routine === undefined) throw routineNotFound();
    return routine;
  });

  app.put<{ Params: IdParams; Body: RoutineInput; Reply: Routine }>('/routines/:id', { schema: updateRoutineSchema }, async (request) => {
    const userId = request.user.id;
    const routineId = request.params.id;
    const values = routineValues(request.body);
    return inTransaction(app.db, async (trx) => {
      if (!(await lockRoutine(trx, userId, routineId))) throw routineNotFound();
      const resolved = await resolveRoutine(trx, userId, values, await currentExercises(trx, routineId));
      await writeRoutineExercises(trx, routineId, resolved);
      await renameRoutine(trx, routineId, values.name);
      return (await findRoutine(trx, userId, routineId))!;
    });
  });

  app.delete<{ Params: IdParams }>('/routines/:id', { schema: deleteRoutineSchema }, async (request, reply) => {
    if (!(await deleteRoutine(app.db, request.user.id, request.params.id))) throw routineNotFound();
    return reply.code(204).send();
  });

  app.post<{ Params: IdParams; Reply: Routine }>('/routines/:id/duplicate', { schema: duplicateRoutineSchema }, async (request, reply) => {
    const userId = request.user.id;
    const routine = await inTransaction(request.db, async (trx) => {
      const copy = await duplicateRoutine(trx, userId, request.params.id, copyName, ROUTINES_MAX);
      if (copy === 'full') throw routinesFull();
      return copy === undefined ? undefined : findRoutine(trx, userId, copy);
    });
    if (routine === undefined) throw routineNotFound();
    reply.code(201);
    return routine;
  });

  // Start: the routine as today's session (the lifter's today, sent by the phone), its sets planned.
  app.post<{ Params: IdParams; Body: StartRoutineInput; Reply: StartedSession }>(
    '/routines/:id/start',
    { schema: startRoutineSchema },
    async (request, reply) => {
      const userId = request.user.id;
      const routineId = request.params.id;
      const date = sessionDate(request.body.session_date);
      const session = await inTransaction(request.db, async (trx) => {
        if (!(await lockRoutine(trx, userId, routineId))) return undefined;
        // A custom lift's name is resolved again, as adding an exercise would: a custom exercise
        // deleted since the routine was saved is made again, so the lift stays chartable.
        const names = new Map<number, { name: string; dictionary_exercise_id: number | null }>();
        for (const exercise of await routineExerciseNames(trx, routineId)) {
          if (exercise.dictionary_exercise_id === null) names.set(exercise.id, await resolveExerciseName(trx, userId, exercise.name));
        }
        const started = await startRoutine(trx, userId, routineId, date, names);
        if (started === undefined) return undefined;
        // The rest of its page, read as GET /api/sessions/{id}/page reads it: the checklist opens
        // from this answer alone (issue 33).
        return { ...toSession(started), ...(await readPageParts(trx, userId, started.id)) };
      });
      if (session === undefined) throw routineNotFound();
      reply.code(201);
      return session;
    },
  );

  // "Save as routine": the session as done becomes a plan to start again.
  app.post<{ Params: IdParams; Body: SaveAsRoutineInput; Reply: Routine }>('/sessions/:id/routine', { schema: saveAsRoutineSchema }, async (request, reply) => {
    const userId = request.user.id;
    const routine = await inTransaction(request.db, async (trx) => {
      const exercises = await sessionExercisesForRoutine(trx, userId, request.params.id);
      if (exercises === undefined) throw sessionNotFound();
      const planned = routineFromSession(exercises, await findWeightUnit(trx, userId));
      if (planned.length === 0) throw new ConflictError('This workout has no sets to plan: log a set first, then save it as a routine');
      const id = await insertRoutine(trx, userId, request.body.name, ROUTINES_MAX);
      if (id === undefined) throw routinesFull();
      await writeRoutineExercises(trx, id, planned);
      return findRoutine(trx, userId, id);
    });
    reply.code(201);
    return routine!;
  });
};
