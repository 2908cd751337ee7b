// This week's board of a group (issue 31). A group exists only for its members (404 "Group not
// found" otherwise, as every group route); membership is read at every request, so a removal
// takes effect on the next one. Four statements whatever the group's size: the viewer, the
// board, and the records of the week's sessions (one, finish/session-records.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { BoardQuery, WeeklyBoard } from '@liftbook/shared/contract';
import { workoutRecordsOf } from '../finish/session-records.js';
import type { IdParams } from '../../http/params.js';
import { calendarDateToIso } from '../../lib/calendar-date.js';
import { groupNotFound } from '../groups/access.js';
import { boardRows, viewerOfGroup } from './queries.js';
import { boardSchema, timeZoneOf } from './schemas.js';
import { weekOf } from './week.js';

export const boardModule: FastifyPluginAsync = async (app) => {
  app.get<{ Params: IdParams; Querystring: BoardQuery; Reply: WeeklyBoard }>('/groups/:id/board', { schema: boardSchema }, async (request) => {
    const groupId = request.params.id;
    const zone = timeZoneOf(request.query.tz);
    const viewer = await viewerOfGroup(app.db, groupId, request.user.id);
    if (viewer === undefined) throw groupNotFound();
    const week = weekOf(new Date(), zone);
    const rows = await boardRows(app.db, groupId, week, viewer.weight_unit);
    const records = await workoutRecordsOf(
      app.db,
      rows.flatMap((row) => row.session_ids),
    );
    return {
      week_start: calendarDateToIso(week.start),
      week_end: calendarDateToIso(week.end),
      time_zone: zone,
      unit: viewer.weight_unit,
      members: rows.map(({ session_ids, ...member }) => ({ ...member, records: session_ids.flatMap((id) => records.get(id) ?? []) })),
    };
  });
};
