// The checks a file passes before it is read, kept apart from the parser so that the page can
// refuse an empty or oversized file without loading papaparse.
import { ImportFileError, MAX_IMPORT_BYTES } from './import-plan';

export const EXPECTED_HEADERS =
  'the header line of a Strong, Hevy or FitNotes CSV export (it starts with "Date,Workout Name", "Workout #", "title,start_time" or "Date,Exercise,Category"), or a Liftbook export (CSV starting "session,session_date", or JSON)';

const MB = 1024 * 1024;

/** Refuses a file by its size before it is read. */
export function checkImportFileSize(bytes: number): void {
  if (bytes === 0) throw new ImportFileError('empty', `The file is empty. Expected ${EXPECTED_HEADERS}, followed by one row per set.`);
  if (bytes > MAX_IMPORT_BYTES) {
    throw new ImportFileError(
      'too-large',
      `The file is ${(bytes / MB).toFixed(1)} MB; the largest file Liftbook imports is ${MAX_IMPORT_BYTES / MB} MB. Export a shorter date range and import it in parts.`,
    );
  }
}
