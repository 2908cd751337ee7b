// Opens a chosen file for the preview and, later, the import, on the main thread. The reader loads
// on demand and reads the file a small slice per task (read-file-pieces.ts), so no task runs long:
// measured, this needs no Web Worker (mf-sessions/README.md, "Import"). A refused file rejects with
// an ImportFileError whose message the page shows as is.
import type { ImportOverview } from '@liftbook/shared/import';
import { checkImportFileSize } from '@liftbook/shared/import/check-size';
import type { ImportChunk } from '../../domain/import/workout-inputs';
import type { ChunkChoice } from './import-file-session';

export interface OpenedImportFile {
  overview: ImportOverview;
  /** SHA-256 of the file's bytes, lower-case hex. */
  checksum: string;
  /** The chunks to send, in order: the file is read again, and the next chunk read when it is asked for. */
  chunks(choice: ChunkChoice): AsyncIterable<ImportChunk>;
}

export async function openImportFile(file: File): Promise<OpenedImportFile> {
  checkImportFileSize(file.size);
  // "online-": not kept for offline use (import-section.tsx says why when it cannot load).
  const { ImportFileSession } = await import(/* webpackChunkName: "online-import-reader" */ './import-file-session');
  const session = new ImportFileSession(file);
  const { overview, checksum } = await session.read();
  return { overview, checksum, chunks: (choice) => session.chunks(choice) };
}
