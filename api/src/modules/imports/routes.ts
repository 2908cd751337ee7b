// imports: a lifter's history from another app (Strong, Hevy, FitNotes) or a Liftbook export,
// brought in safely. The page reads the file and sends it as an import: a start with the file's
// checksum (the same file twice is refused), chunks of up to 100 workouts (each row checked as a
// typed one, then staged), and a finish that writes everything in one transaction, skipping
// workouts already in the log. An import can be undone: what it added goes, what the lifter
// logged since stays. All of it is the lifter's own: another lifter's import is a 404.
import type { FastifyPluginAsync } from 'fastify';
import type { ImportCheck, ImportChunkInput, ImportFinishInput, ImportRecord, ImportStartInput, ImportUndoResult } from '@liftbook/shared/contract';
import { inTransaction } from '../../db/transaction.js';
import { ConflictError, NotFoundError, PayloadTooLargeError, TooManyRequestsError, ValidationError } from '../../http/errors.js';
import type { IdParams } from '../../http/params.js';
import {
  checkSummary,
  dropAbandonedImports,
  findDoneImportByChecksum,
  finishImport,
  insertImport,
  listDoneImports,
  lockImport,
  markImportDone,
  matchStagedWorkouts,
  openImportsOf,
  purgeAbandonedImports,
  stagedBytesOf,
  STALE_OPEN_IMPORT_MS,
  stageExtras,
  stageWorkouts,
  undoImport,
} from './queries.js';
import {
  FINISH_DEADLINE_MS,
  IMPORT_SETS_MAX,
  IMPORT_WORKOUTS_MAX,
  checkChunk,
  checkImportSchema,
  finishImportSchema,
  listImportsSchema,
  stageChunkSchema,
  startImportSchema,
  toImportRecord,
  undoImportSchema,
} from './schemas.js';

/**
 * What one lifter may hold staged at once. A lifter imports one file at a time (a retry of the same
 * file replaces its earlier attempt), so three open imports leave room for a second file while an
 * abandoned one waits for the purge; 64 MB is more than the largest real export stages (a 50 MB
 * Strong file). Over either, the start is a 429 (with when the oldest expires) and the chunk a 413.
 */
export const OPEN_IMPORTS_MAX = 3;
export const STAGED_BYTES_MAX = 64 * 1024 * 1024;
/** How often every lifter's abandoned staging is purged (and once when the api starts). */
export const PURGE_EVERY_MS = 10 * 60 * 1000;

/** The one 404 for an import that does not exist or is not the lifter's. */
const importNotFound = () => new NotFoundError('Import not found');
const alreadyFinished = () => new ConflictError('This import is already finished; start a new one to import more');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "24 Nov 2026" (UTC). */
function dayText(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}

/** The 409 for a file imported before: says when, and carries the earlier import. */
function alreadyImported(earlier: ImportRecord): ConflictError {
  const when = earlier.finished_at ?? earlier.created_at;
  const error = new ConflictError(`This file was already imported on ${dayText(new Date(when))}. Nothing was added.`, 'checksum');
  error.details = { import: earlier };
  return error;
}

export const importsModule: FastifyPluginAsync = async (app) => {
  // Abandoned staging goes on a schedule, not only when its lifter imports again: once at start,
  // then every PURGE_EVERY_MS. A plain unref'd interval is enough: the purge is one idempotent
  // DELETE by age, so overlapping or missed runs (several api processes, a restart) do no harm.
  const purge = () =>
    purgeAbandonedImports(app.db)
      .then((dropped) => dropped > 0 && app.log.info({ dropped }, 'abandoned imports purged'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'purging abandoned imports failed'));
  let purging: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void purge();
    purging = setInterval(() => void purge(), PURGE_EVERY_MS);
    purging.unref();
  });
  app.addHook('onClose', async () => clearInterval(purging));

  app.get<{ Reply: ImportRecord[] }>('/imports', { schema: listImportsSchema }, async (request) => {
    const rows = await listDoneImports(app.db, request.user.id);
    return rows.map(toImportRecord);
  });

  app.post<{ Body: ImportStartInput; Reply: ImportRecord }>('/imports', { schema: startImportSchema }, async (request, reply) => {
    const userId = request.user.id;
    const checksum = request.body.checksum.toLowerCase();
    const row = await inTransaction(request.db, async (trx) => {
      const earlier = await findDoneImportByChecksum(trx, userId, checksum);
      if (earlier !== undefined) throw alreadyImported(toImportRecord(earlier));
      await dropAbandonedImports(trx, userId, checksum);
      const open = await openImportsOf(trx, userId);
      if (open.count >= OPEN_IMPORTS_MAX) {
        const expiresInMs = (open.oldest?.getTime() ?? Date.now()) + STALE_OPEN_IMPORT_MS - Date.now();
        const minutes = Math.max(1, Math.ceil(expiresInMs / 60_000));
        throw new TooManyRequestsError(
          `You already have ${open.count} imports in progress (at most ${OPEN_IMPORTS_MAX}). Finish one, or try again in ${minutes} min when the oldest is dropped.`,
          Math.max(1, Math.ceil(expiresInMs / 1000)),
        );
      }
      return insertImport(trx, userId, { source: request.body.source, layout: request.body.layout, file_name: request.body.file_name, checksum });
    });
    reply.code(201);
    return toImportRecord(row);
  });

  app.post<{ Params: IdParams; Body: ImportChunkInput }>('/imports/:id/workouts', { schema: stageChunkSchema }, async (request, reply) => {
    const userId = request.user.id;
    // Every row checked before anything is staged: a bad one refuses the whole chunk.
    const chunk = checkChunk(request.body, new Date());
    await inTransaction(request.db, async (trx) => {
      const found = await lockImport(trx, userId, request.params.id);
      if (found === undefined) throw importNotFound();
      if (found.status !== 'open') throw alreadyFinished();
      const staged = await stageWorkouts(trx, found.id, chunk.workouts);
      if (staged.workouts > IMPORT_WORKOUTS_MAX || staged.sets > IMPORT_SETS_MAX) {
        throw new ValidationError(
          `An import holds at most ${IMPORT_WORKOUTS_MAX} workouts and ${IMPORT_SETS_MAX} sets; this one would hold ${staged.workouts} and ${staged.sets}`,
          'workouts',
        );
      }
      await stageExtras(trx, found.id, chunk.customExercises, chunk.goals, chunk.routines, chunk.programs);
      // Counted after staging, in the same transaction: a chunk that passes the bound is not kept.
      const bytes = await stagedBytesOf(trx, userId);
      if (bytes > STAGED_BYTES_MAX) {
        throw new PayloadTooLargeError(
          `Your imports in progress would hold ${Math.round(bytes / 1024 / 1024)} MB (at most ${STAGED_BYTES_MAX / 1024 / 1024} MB). Finish or restart the import; an abandoned one is dropped within an hour.`,
          'workouts',
        );
      }
    });
    reply.code(204);
    return null;
  });

  // Before the finish, the page asks how the file compares with the log, to let the lifter choose
  // for changed workouts. It writes nothing to the log; it grows with the file as the finish does.
  app.post<{ Params: IdParams; Reply: ImportCheck }>(
    '/imports/:id/check',
    { schema: checkImportSchema, config: { deadlineMs: FINISH_DEADLINE_MS } },
    async (request) => {
      const userId = request.user.id;
      return inTransaction(request.db, async (trx) => {
        const found = await lockImport(trx, userId, request.params.id);
        if (found === undefined) throw importNotFound();
        if (found.status !== 'open') throw alreadyFinished();
        await matchStagedWorkouts(trx, userId, found.id);
        return checkSummary(trx, found.id);
      });
    },
  );

  // The finish grows with the file: it may take longer than other requests (each statement still may not).
  app.post<{ Params: IdParams; Body: ImportFinishInput; Reply: ImportRecord }>(
    '/imports/:id/finish',
    {
      schema: finishImportSchema,
      config: { deadlineMs: FINISH_DEADLINE_MS },
      // A finish without a body (as before changed workouts could be chosen for) keeps the lifter's sessions.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const userId = request.user.id;
      const row = await inTransaction(request.db, async (trx) => {
        const found = await lockImport(trx, userId, request.params.id);
        if (found === undefined) throw importNotFound();
        if (found.status !== 'open') throw alreadyFinished();
        const counts = await finishImport(trx, userId, found.id, request.body);
        return markImportDone(trx, found.id, counts);
      });
      return toImportRecord(row);
    },
  );

  app.delete<{ Params: IdParams; Reply: ImportUndoResult }>('/imports/:id', { schema: undoImportSchema }, async (request) => {
    const result = await app.db.transaction().execute((trx) => undoImport(trx, request.user.id, request.params.id));
    if (result === undefined) throw importNotFound();
    return result;
  });
};
