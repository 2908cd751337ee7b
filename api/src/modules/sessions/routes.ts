// sessions: a lifter's training sessions (spec §2 Sessions list, §7 Sessions).
// Read, update, delete and the calendar arrive with their own issues.
import type { FastifyPluginAsync } from 'fastify';
import type { Session, SessionInput } from '@liftbook/shared/contract';
import { calendarDateToIso } from '../../lib/calendar-date.js';
import { createSession, listSessions, type SessionRecord } from './queries.js';
import { createSessionSchema, listSessionsSchema, sessionValues } from './schemas.js';

export function toSession(row: SessionRecord): Session {
  return {
    id: row.id,
    session_date: calendarDateToIso(row.session_date),
    session_type: row.session_type,
    notes: row.notes,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export const sessionsModule: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: Session[] }>('/sessions', { schema: listSessionsSchema }, async (request) => {
    const rows = await listSessions(app.db, request.user.id);
    return rows.map(toSession);
  });

  app.post<{ Body: SessionInput; Reply: Session }>('/sessions', { schema: createSessionSchema }, async (request, reply) => {
    const values = sessionValues(request.body);
    const row = await createSession(app.db, request.user.id, values);
    return reply.code(201).send(toSession(row));
  });
};
