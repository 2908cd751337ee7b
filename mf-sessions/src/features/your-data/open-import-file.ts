// Opens a chosen file for the preview and, later, the import: in the import worker when the browser
// lets one start (kept until the preview closes, so Import reads the file there again, a chunk at
// a time); otherwise (a worker that cannot load) on the main thread, with the same reader loaded
// on demand. A refused file rejects with an ImportFileError whose message the page shows as is.
import type { ImportOverview } from '@liftbook/shared/import';
import { ImportFileError } from '@liftbook/shared/import/plan';
import { checkImportFileSize } from '@liftbook/shared/import/check-size';
import type { ImportChunk } from '../../domain/import/workout-inputs';
import type { ChunkChoice } from './import-file-session';
import type { ImportWorkerReply, ImportWorkerRequest } from './import-worker-protocol';
import { spawnImportWorker } from './spawn-import-worker';

/** Where the file is read, for the page's measurements and tests. */
export type ParsedWhere = 'worker' | 'main-thread';

export interface OpenedImportFile {
  overview: ImportOverview;
  /** SHA-256 of the file's bytes, lower-case hex. */
  checksum: string;
  where: ParsedWhere;
  /** The chunks to send, in order: the next is read when it is asked for. */
  chunks(choice: ChunkChoice): AsyncIterable<ImportChunk>;
  /** Ends the worker (a new file, or the preview closed). */
  close(): void;
}

class WorkerUnavailable extends Error {}

const refusal = (reply: Extract<ImportWorkerReply, { type: 'refused' }>) =>
  reply.code === 'failed' ? new Error(reply.message) : new ImportFileError(reply.code, reply.message);

async function openInWorker(file: File, spawn: () => Worker): Promise<OpenedImportFile> {
  let worker: Worker;
  try {
    worker = spawn();
  } catch (error) {
    throw new WorkerUnavailable(String(error));
  }
  // One request at a time: each answer settles the request before it.
  let pending: { resolve: (reply: ImportWorkerReply) => void; reject: (error: Error) => void } | null = null;
  worker.onmessage = (event: MessageEvent<ImportWorkerReply>) => pending?.resolve(event.data);
  // The worker's script did not load or run (blocked, offline).
  worker.onerror = (event) => {
    event.preventDefault();
    pending?.reject(new WorkerUnavailable(event.message));
  };
  const request = (message: ImportWorkerRequest) =>
    new Promise<ImportWorkerReply>((resolve, reject) => {
      pending = { resolve, reject };
      worker.postMessage(message);
    });

  let reply: ImportWorkerReply;
  try {
    reply = await request({ type: 'read', file });
  } catch (error) {
    worker.terminate();
    throw error;
  }
  if (reply.type !== 'read') {
    worker.terminate();
    throw reply.type === 'refused' ? refusal(reply) : new Error(`The import worker answered ${reply.type}`);
  }
  return {
    overview: reply.overview,
    checksum: reply.checksum,
    where: 'worker',
    async *chunks(choice) {
      for (let next = await request({ type: 'import', ...choice }); next.type !== 'end'; next = await request({ type: 'next' })) {
        if (next.type === 'refused') throw refusal(next);
        if (next.type !== 'chunk') throw new Error(`The import worker answered ${next.type}`);
        yield next.chunk;
      }
    },
    close: () => worker.terminate(),
  };
}

async function openOnMainThread(file: File): Promise<OpenedImportFile> {
  const { ImportFileSession } = await import(/* webpackChunkName: "import-reader" */ './import-file-session');
  const session = new ImportFileSession(file);
  const { overview, checksum } = await session.read();
  return {
    overview,
    checksum,
    where: 'main-thread',
    chunks: (choice) => session.chunks(choice),
    close: () => undefined,
  };
}

export async function openImportFile(file: File, spawn: () => Worker = spawnImportWorker): Promise<OpenedImportFile> {
  checkImportFileSize(file.size);
  try {
    return await openInWorker(file, spawn);
  } catch (error) {
    if (!(error instanceof WorkerUnavailable)) throw error;
    return openOnMainThread(file);
  }
}
