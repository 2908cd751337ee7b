// Reads an export off the main thread (import-file-session.ts): the preview's survey when the page
// posts the File, then, on Import, one chunk per request, so a large file neither freezes the page
// nor sits in its memory.
import { ImportFileError } from '@liftbook/shared/import';
import { ImportFileSession } from './import-file-session';
import type { ImportWorkerReply, ImportWorkerRequest } from './import-worker-protocol';
import type { ImportChunk } from '../../domain/import/workout-inputs';

// A dedicated worker's global scope (the DOM lib types `self` as a Window).
const scope = self as unknown as { onmessage: ((event: MessageEvent<ImportWorkerRequest>) => void) | null; postMessage(reply: ImportWorkerReply): void };

let session: ImportFileSession | null = null;
let chunks: AsyncIterator<ImportChunk> | null = null;

async function answer(request: ImportWorkerRequest): Promise<ImportWorkerReply> {
  switch (request.type) {
    case 'read': {
      const started = performance.now();
      session = new ImportFileSession(request.file);
      chunks = null;
      return { type: 'read', ...(await session.read()), readMs: Math.round(performance.now() - started) };
    }
    case 'import':
      if (session === null) throw new Error('no file was read');
      chunks = session.chunks(request);
      return nextChunk(chunks);
    case 'next':
      if (chunks === null) throw new Error('no import was started');
      return nextChunk(chunks);
  }
}

async function nextChunk(from: AsyncIterator<ImportChunk>): Promise<ImportWorkerReply> {
  const step = await from.next();
  return step.done ? { type: 'end' } : { type: 'chunk', chunk: step.value };
}

scope.onmessage = (event) => {
  void answer(event.data)
    .catch((error: unknown): ImportWorkerReply =>
      error instanceof ImportFileError
        ? { type: 'refused', code: error.code, message: error.message }
        : { type: 'refused', code: 'failed', message: `The file could not be read: ${error instanceof Error ? error.message : String(error)}` },
    )
    .then((reply) => scope.postMessage(reply));
};
