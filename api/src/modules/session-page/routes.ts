// session-page: GET /api/sessions/{id}/page, the session page's data in one request (issue 33).
// It adds no SQL of its own: the readers behind the four routes the page used to call, run in one
// snapshot, so the page's parts agree (a set's PR badge and its row come from the same moment) and
// the statement count stays fixed whatever the session holds.
import type { FastifyPluginAsync } from 'fastify';
import type { SessionPage } from '@liftbook/shared/contract';
import type { IdParams } from '../../http/params.js';
import { findSession } from '../sessions/queries.js';
import { sessionNotFound, toSession } from '../sessions/routes.js';
import { readPageParts } from './read-page.js';
import { sessionPageSchema } from './schemas.js';

export const sessionPageModule: FastifyPluginAsync = async (app) => {
  app.get<{ Params: IdParams; Reply: SessionPage }>('/sessions/:id/page', { schema: sessionPageSchema }, async (request) => {
    const userId = request.user.id;
    const sessionId = request.params.id;
    return app.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const row = await findSession(trx, userId, sessionId);
        if (row === undefined) throw sessionNotFound();
        return { session: toSession(row), ...(await readPageParts(trx, userId, sessionId)) };
      });
  });
};
