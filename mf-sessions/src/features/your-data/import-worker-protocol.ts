// The messages between the page and import.worker.ts. The page posts the chosen File; the worker
// reads it and answers with what the preview shows and the file's checksum. On Import the page
// posts the lifter's choices and then asks for each next chunk once it has sent the last, so the
// page holds one chunk at a time and the worker reads no further ahead than that.
import type { ImportErrorCode, ImportOverview } from '@liftbook/shared/import';
import type { ImportChunk } from '../../domain/import/workout-inputs';
import type { ChunkChoice } from './import-file-session';

export type ImportWorkerRequest = { type: 'read'; file: Blob } | ({ type: 'import' } & ChunkChoice) | { type: 'next' };

export type ImportWorkerReply =
  | { type: 'read'; overview: ImportOverview; checksum: string; readMs: number }
  | { type: 'chunk'; chunk: ImportChunk }
  | { type: 'end' }
  | { type: 'refused'; code: ImportErrorCode | 'failed'; message: string };
