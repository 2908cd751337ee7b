// Sends an import: start (the file's checksum), every chunk in order with progress, the check,
// then the finish at once when no workout of the file differs from the lifter's; otherwise it
// stops with the check, for the lifter to choose (finishImport then sends the choice).
// Chunks may come as the file is read (open-import-file.ts): the next is asked for after a send. The
// calls are passed in (the page gives its RTK Query mutations), so this runs in tests with fakes.
// A refusal stops at once and says where: the api's message with the file line the field it names
// came from. The preview stays; pressing Import again starts over (an unfinished import adds nothing).
import type { ImportCheck, ImportChunkInput, ImportFinishInput, ImportRecord, ImportStartInput } from '@liftbook/shared/contract';
import { lineOfField, withinBodyLimit, WorkoutTooLarge, type ImportChunk } from '../../domain/import/workout-inputs';
import { isImportApiError } from '../../api/imports-api';

export interface ImportCalls {
  start: (input: ImportStartInput) => Promise<ImportRecord>;
  send: (importId: number, chunk: ImportChunkInput) => Promise<unknown>;
  check: (importId: number) => Promise<ImportCheck>;
  finish: (importId: number, choice: ImportFinishInput) => Promise<ImportRecord>;
}

export type ImportOutcome =
  { kind: 'done'; record: ImportRecord } | { kind: 'already'; earlier: ImportRecord } | { kind: 'changed'; importId: number; check: ImportCheck };

/** Why an import stopped: the message to show, and the file line it came from when known. */
export class ImportStopped extends Error {
  constructor(
    message: string,
    readonly line: number | null,
  ) {
    super(message);
    this.name = 'ImportStopped';
  }
}

const messageOf = (error: unknown, fallback: string) =>
  isImportApiError(error) ? error.message : error instanceof Error && error.message ? error.message : fallback;

export async function runImport(
  calls: ImportCalls,
  input: ImportStartInput,
  /** In order; the next is asked for once the last is sent, so one chunk is held at a time. */
  chunks: AsyncIterable<ImportChunk> | Iterable<ImportChunk>,
  onProgress: (workoutsSent: number) => void,
): Promise<ImportOutcome> {
  let record: ImportRecord;
  try {
    record = await calls.start(input);
  } catch (error) {
    if (isImportApiError(error) && error.status === 409 && error.earlier) return { kind: 'already', earlier: error.earlier };
    throw new ImportStopped(messageOf(error, 'Could not start the import'), null);
  }
  let sent = 0;
  onProgress(sent);
  for await (const whole of chunks) {
    let pieces: ImportChunk[];
    try {
      // Each request under the one body limit of the api and the shell's proxy.
      pieces = withinBodyLimit(whole);
    } catch (error) {
      if (error instanceof WorkoutTooLarge) throw new ImportStopped(error.message, error.line);
      throw error;
    }
    for (const chunk of pieces) {
      try {
        await calls.send(record.id, { workouts: chunk.workouts, ...chunk.extras });
      } catch (error) {
        const line = isImportApiError(error) ? lineOfField(chunk, error.field) : null;
        throw new ImportStopped(messageOf(error, 'Could not send the workouts'), line);
      }
      sent += chunk.workouts.length;
      onProgress(sent);
    }
  }
  let check: ImportCheck;
  try {
    check = await calls.check(record.id);
  } catch (error) {
    throw new ImportStopped(messageOf(error, 'Could not compare the file with your log'), null);
  }
  if (check.workouts_changed > 0) return { kind: 'changed', importId: record.id, check };
  return finishImport(calls, record.id, {});
}

/** The finish, with the lifter's choice for changed workouts. */
export async function finishImport(calls: Pick<ImportCalls, 'finish'>, importId: number, choice: ImportFinishInput): Promise<ImportOutcome> {
  try {
    return { kind: 'done', record: await calls.finish(importId, choice) };
  } catch (error) {
    throw new ImportStopped(messageOf(error, 'Could not finish the import'), null);
  }
}
