// GET /api/sessions/{id}/records: the records a session holds so far, for the workout screen's PR
// badges while the lifter trains. The same statements and the same pure function as Finish's
// summary (queries.ts, records.ts), so a badge and the summary never disagree.
import type { FastifyPluginAsync } from 'fastify';
import type { SessionRecord } from '@liftbook/shared/contract';
import { inTransaction } from '../../db/transaction.js';
import type { IdParams } from '../../http/params.js';
import { sessionNotFound } from '../sessions/routes.js';
import { findSession } from '../sessions/queries.js';
import { liftHistory, sessionCountedSets } from './queries.js';
import { sessionRecords } from './records.js';
import { sessionRecordsSchema } from './schemas.js';

export const sessionRecordsModule: FastifyPluginAsync = async (app) => {
  app.get<{ Params: IdParams; Reply: SessionRecord[] }>('/sessions/:id/records', { schema: sessionRecordsSchema }, async (request) => {
    const userId = request.user.id;
    // One snapshot: the session's sets and the history they are compared with.
    return inTransaction(request.db, async (trx) => {
      const session = await findSession(trx, userId, request.params.id);
      if (session === undefined) throw sessionNotFound();
      const sets = await sessionCountedSets(trx, userId, session.id);
      const history = await liftHistory(trx, userId, session, [...new Set(sets.map((s) => s.lift))]);
      return sessionRecords(sets, history);
    });
  });
};
