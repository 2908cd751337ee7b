// GET /api/sessions/{id}/records: the records a session holds so far, for the workout screen's PR
// badges while the lifter trains. The same reader as Finish's summary (session-records.ts), so a
// badge and the summary never disagree.
import type { FastifyPluginAsync } from 'fastify';
import type { SessionRecord } from '@liftbook/shared/contract';
import { inTransaction } from '../../db/transaction.js';
import type { IdParams } from '../../http/params.js';
import { sessionNotFound } from '../sessions/routes.js';
import { findSession } from '../sessions/queries.js';
import { recordsOf } from './session-records.js';
import { sessionRecordsSchema } from './schemas.js';

export const sessionRecordsModule: FastifyPluginAsync = async (app) => {
  app.get<{ Params: IdParams; Reply: SessionRecord[] }>('/sessions/:id/records', { schema: sessionRecordsSchema }, async (request) => {
    const userId = request.user.id;
    // One snapshot: the session's sets and the history they are compared with.
    return inTransaction(request.db, async (trx) => {
      const session = await findSession(trx, userId, request.params.id);
      if (session === undefined) throw sessionNotFound();
      return (await recordsOf(trx, [session.id])).get(session.id)!;
    });
  });
};
