// progress: one exercise's history as chart points (docs/product.md §7 GET /api/exercises/progress) and,
// beyond the spec, its personal records. Read-only; every query is scoped to the acting lifter.
// These are static paths beside the exercises module's `/exercises/:id` (PUT and DELETE only):
// Fastify matches a static segment before a parameter, so "progress" never reaches the id schema.
import type { FastifyPluginAsync } from 'fastify';
import type { LoggedLift, PersonalRecords, ProgressPeriod, ProgressPoint } from '@liftbook/shared/contract';
import { calendarDateToIso } from '../../lib/calendar-date.js';
import { loggedLifts, personalRecordRows, progressByDay } from './queries.js';
import { toPersonalRecords } from './records.js';
import { exerciseNameQuery, LOGGED_LIFTS_MAX, loggedLiftsSchema, periodStart, progressSchema, recordsSchema, REP_MAX_COUNT } from './schemas.js';

interface ProgressQuerystring {
  exercise_name: string;
  period?: ProgressPeriod;
}

export const progressModule: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ProgressQuerystring; Reply: ProgressPoint[] }>('/exercises/progress', { schema: progressSchema }, async (request) => {
    const name = exerciseNameQuery(request.query.exercise_name);
    // docs/product.md §7: a caller that gives no period gets all of it.
    const since = periodStart(request.query.period ?? 'all', new Date());
    const rows = await progressByDay(app.db, request.user.id, name, since);
    return rows.map(({ day, ...point }) => ({ date: calendarDateToIso(day), ...point }));
  });

  app.get<{ Querystring: { exercise_name: string }; Reply: PersonalRecords }>('/exercises/records', { schema: recordsSchema }, async (request) => {
    const rows = await personalRecordRows(app.db, request.user.id, exerciseNameQuery(request.query.exercise_name), REP_MAX_COUNT);
    return toPersonalRecords(rows);
  });

  // The exercises page's picker lists these first: what the lifter trains, most recent first.
  app.get<{ Querystring: { limit?: number }; Reply: LoggedLift[] }>('/exercises/logged', { schema: loggedLiftsSchema }, async (request) => {
    const rows = await loggedLifts(app.db, request.user.id, request.query.limit ?? LOGGED_LIFTS_MAX);
    return rows.map((row) => ({ name: row.name, last_date: calendarDateToIso(row.last_day), days: row.days }));
  });
};
