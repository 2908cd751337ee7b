// Shared routines (issue 31): a member shares one of their routines to a group, any member copies
// it into their own routines, the sharer or an admin unshares it. A group and what it holds exist
// only for its members (the groups' one 404), read at every request: a removed member loses access
// on their next request. What they shared stays in the group, shown without their name
// (docs/product.md, "Shared routines").
import type { FastifyPluginAsync } from 'fastify';
import type { Routine, ShareRoutineInput, SharedRoutine } from '@liftbook/shared/contract';
import { inTransaction } from '../../db/transaction.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/errors.js';
import type { IdParams } from '../../http/params.js';
import { viewerRole } from '../feed/queries.js';
import { groupNotFound } from '../groups/access.js';
import { routinesFull } from '../routines/routes.js';
import { resolveRoutine } from '../routines/resolve.js';
import { findRoutine, hasRoutineNamed, insertRoutine, writeRoutineExercises } from '../routines/queries.js';
import { copyName, ROUTINES_MAX } from '../routines/schemas.js';
import { deleteSharedRoutine, findSharedRoutine, insertSharedRoutine, listSharedRoutines } from './queries.js';
import {
  copySharedRoutineSchema,
  listSharedRoutinesSchema,
  SHARED_ROUTINES_MAX,
  shareRoutineSchema,
  unshareRoutineSchema,
  type SharedRoutineParams,
} from './schemas.js';
import { copyValuesOf, snapshotOf } from './snapshot.js';

const sharedRoutineNotFound = () => new NotFoundError('Shared routine not found');

export const sharedRoutinesModule: FastifyPluginAsync = async (app) => {
  app.get<{ Params: IdParams; Reply: SharedRoutine[] }>('/groups/:id/routines', { schema: listSharedRoutinesSchema }, async (request) => {
    const role = await viewerRole(app.db, request.params.id, request.user.id);
    if (role === undefined) throw groupNotFound();
    return listSharedRoutines(app.db, request.params.id, { id: request.user.id, role }, SHARED_ROUTINES_MAX);
  });

  app.post<{ Params: IdParams; Body: ShareRoutineInput; Reply: SharedRoutine }>(
    '/groups/:id/routines',
    { schema: shareRoutineSchema },
    async (request, reply) => {
      const userId = request.user.id;
      const groupId = request.params.id;
      // request.db: with an Idempotency-Key, the checks, the share and the stored answer are one transaction.
      const shared = await inTransaction(request.db, async (trx) => {
        const role = await viewerRole(trx, groupId, userId);
        if (role === undefined) throw groupNotFound();
        const routine = await findRoutine(trx, userId, request.body.routine_id);
        if (routine === undefined) throw new NotFoundError('Routine not found');
        const id = await insertSharedRoutine(trx, groupId, userId, snapshotOf(routine), SHARED_ROUTINES_MAX);
        if (id === undefined) throw new ConflictError(`This group holds ${SHARED_ROUTINES_MAX} shared routines, the most it keeps: unshare one first`);
        return (await listSharedRoutines(trx, groupId, { id: userId, role }, 1, id))[0]!;
      });
      reply.code(201);
      return shared;
    },
  );

  app.post<{ Params: SharedRoutineParams; Reply: Routine }>(
    '/groups/:id/routines/:sharedId/copy',
    { schema: copySharedRoutineSchema },
    async (request, reply) => {
      const userId = request.user.id;
      const { id: groupId, sharedId } = request.params;
      const routine = await inTransaction(request.db, async (trx) => {
        if ((await viewerRole(trx, groupId, userId)) === undefined) throw groupNotFound();
        const shared = await findSharedRoutine(trx, groupId, sharedId);
        if (shared === undefined) throw sharedRoutineNotFound();
        const name = (await hasRoutineNamed(trx, userId, shared.name)) ? copyName(shared.name) : shared.name;
        const id = await insertRoutine(trx, userId, name, ROUTINES_MAX);
        if (id === undefined) throw routinesFull();
        await writeRoutineExercises(trx, id, await resolveRoutine(trx, userId, copyValuesOf(name, shared.exercises), []));
        return (await findRoutine(trx, userId, id))!;
      });
      reply.code(201);
      return routine;
    },
  );

  app.delete<{ Params: SharedRoutineParams }>('/groups/:id/routines/:sharedId', { schema: unshareRoutineSchema }, async (request, reply) => {
    const userId = request.user.id;
    const { id: groupId, sharedId } = request.params;
    const role = await viewerRole(app.db, groupId, userId);
    if (role === undefined) throw groupNotFound();
    const shared = await findSharedRoutine(app.db, groupId, sharedId);
    if (shared === undefined) throw sharedRoutineNotFound();
    if (shared.shared_by !== userId && role !== 'admin') throw new ForbiddenError('Only the member who shared it or a group admin can unshare it');
    await deleteSharedRoutine(app.db, groupId, sharedId);
    return reply.code(204).send();
  });
};
