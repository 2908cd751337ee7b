// sessions: a lifter's training sessions (docs/product.md §2 Sessions list, §7 Sessions).
// A session's exercises and sets have their own modules (exercises, sets); the calendar returns
// sessions with their exercises' set counts and volume, in one database query.
import type { FastifyPluginAsync } from 'fastify';
import type { CalendarQuery, CalendarSession, RepeatSessionInput, Session, SessionInput, SessionListItem, SessionsPageQuery } from '@liftbook/shared/contract';
import { inTransaction } from '../../db/transaction.js';
import { NotFoundError } from '../../http/errors.js';
import type { IdParams } from '../../http/params.js';
import { calendarDateToIso } from '../../lib/calendar-date.js';
import { createSession, deleteSession, findSession, listSessions, listSessionsBetween, repeatSession, updateSession, type SessionRecord } from './queries.js';
import {
  calendarRange,
  calendarSchema,
  createSessionSchema,
  deleteSessionSchema,
  getSessionSchema,
  listSessionsSchema,
  repeatSessionSchema,
  sessionDate,
  SESSIONS_PAGE_DEFAULT,
  sessionValues,
  updateSessionSchema,
} from './schemas.js';

export function toSession(row: SessionRecord): Session {
  return {
    id: row.id,
    session_date: calendarDateToIso(row.session_date),
    session_type: row.session_type,
    notes: row.notes,
    private: row.private,
    ...(row.routine_id !== undefined && { routine_id: row.routine_id }),
    ...(row.started_at !== undefined && { started_at: row.started_at?.toISOString() ?? null }),
    ...(row.finished_at !== undefined && { finished_at: row.finished_at?.toISOString() ?? null }),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The one 404 for a session that does not exist or is not the user's (its exercises' routes too). */
export const sessionNotFound = () => new NotFoundError('Session not found');

export const sessionsModule: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: SessionsPageQuery; Reply: SessionListItem[] }>('/sessions', { schema: listSessionsSchema }, async (request) => {
    const { before, limit = SESSIONS_PAGE_DEFAULT } = request.query;
    const rows = await listSessions(app.db, request.user.id, before, limit);
    return rows.map((row) => ({ ...toSession(row), summary: row.summary }));
  });

  app.post<{ Body: SessionInput; Reply: Session }>('/sessions', { schema: createSessionSchema }, async (request, reply) => {
    const values = sessionValues(request.body);
    const row = await createSession(request.db, request.user.id, values);
    reply.code(201);
    return toSession(row);
  });

  // Static segment: matched before /sessions/:id.
  app.get<{ Querystring: CalendarQuery; Reply: CalendarSession[] }>('/sessions/calendar', { schema: calendarSchema }, async (request) => {
    const { start, end } = calendarRange(request.query);
    const rows = await listSessionsBetween(app.db, request.user.id, start, end);
    return rows.map((row) => ({ ...toSession(row), exercises: row.exercises }));
  });

  app.get<{ Params: IdParams; Reply: Session }>('/sessions/:id', { schema: getSessionSchema }, async (request) => {
    const row = await findSession(app.db, request.user.id, request.params.id);
    if (row === undefined) throw sessionNotFound();
    return toSession(row);
  });

  app.put<{ Params: IdParams; Body: SessionInput; Reply: Session }>('/sessions/:id', { schema: updateSessionSchema }, async (request) => {
    const values = sessionValues(request.body);
    const row = await updateSession(app.db, request.user.id, request.params.id, values);
    if (row === undefined) throw sessionNotFound();
    return toSession(row);
  });

  // "Repeat this workout": last time's sets as today's plan (the client's today), in today's session
  // if there is one: 201 when the session is new, 200 when it is today's existing one.
  app.post<{ Params: IdParams; Body: RepeatSessionInput; Reply: Session }>('/sessions/:id/repeat', { schema: repeatSessionSchema }, async (request, reply) => {
    const date = sessionDate(request.body.session_date);
    const result = await inTransaction(request.db, (trx) => repeatSession(trx, request.user.id, request.params.id, date, request.body.session_type));
    if (result === undefined) throw sessionNotFound();
    reply.code(result.created ? 201 : 200);
    return toSession(result.session);
  });

  app.delete<{ Params: IdParams }>('/sessions/:id', { schema: deleteSessionSchema }, async (request, reply) => {
    if (!(await deleteSession(app.db, request.user.id, request.params.id))) throw sessionNotFound();
    return reply.code(204).send();
  });
};
