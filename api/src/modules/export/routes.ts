// export: GET /api/export?format=csv|json, everything the lifter owns as a download, streamed as
// it is read (queries.ts: keyset pages, each one statement, asked for at the client's pace;
// export-format.ts: the text). The small parts are read before the answer starts, so a database
// that is down is still a 503; once the file is under way a failure can only cut it short. A
// client that stops reading holds no database connection, and the server's socket timeout
// (SOCKET_IDLE_TIMEOUT_MS) cuts it off.
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { addDays } from '../../lib/calendar-date.js';
import { CSV_HEADER_LINE, CsvRows, JSON_CLOSING, JsonSessions, jsonOpening } from './export-format.js';
import { openExport, type OpenExport } from './queries.js';
import { CONTENT_TYPES, exportSchema, type ExportFormat, type ExportQuery } from './schemas.js';

// One piece of text per page (PAGE_SESSIONS sessions): few writes, bounded memory.
async function* csvText(open: OpenExport): AsyncGenerator<string> {
  yield CSV_HEADER_LINE;
  const rows = new CsvRows();
  for await (const batch of open.batches()) yield batch.map((row) => rows.line(row)).join('');
}

async function* jsonText(open: OpenExport, exportedAt: Date): AsyncGenerator<string> {
  yield jsonOpening({
    exportedAt,
    weightUnit: open.weightUnit,
    customExercises: open.customExercises,
    goals: open.goals,
    routines: open.routines,
    programs: open.programs,
  });
  const sessions = new JsonSessions();
  for await (const batch of open.batches()) yield batch.map((row) => sessions.add(row)).join('');
  yield `${sessions.flush()}${JSON_CLOSING}`;
}

export const exportModule: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ExportQuery }>('/export', { schema: exportSchema }, async (request, reply) => {
    const format: ExportFormat = request.query.format;
    const now = new Date();
    const open = await openExport(app.db, request.user.id);
    const body = Readable.from(format === 'csv' ? csvText(open) : jsonText(open, now), { objectMode: false });
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="liftbook-export-${addDays(now, 0)}.${format}"`)
      .send(body);
  });
};
