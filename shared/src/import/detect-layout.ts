// Which app and which of its layouts wrote a file, from the header line alone.
import { Columns } from './cells';
import { EXPECTED_HEADERS } from './check-size';
import { recogniseFitNotes } from './fitnotes';
import { recogniseHevy } from './hevy';
import { ImportFileError } from './import-plan';
import { recogniseLiftbookCsv } from './liftbook';
import type { SourceReader } from './source-reader';
import { recogniseStrong } from './strong';

/** The reader for a header, or an unknown-layout error that shows what line 1 holds. */
export function detectLayout(header: readonly string[]): SourceReader {
  const columns = new Columns(header);
  const reader = recogniseLiftbookCsv(columns) ?? recogniseStrong(columns) ?? recogniseHevy(columns) ?? recogniseFitNotes(columns);
  if (reader !== null) return reader;
  const found = header.join(', ');
  throw new ImportFileError(
    'unknown-layout',
    `Line 1 is not a layout Liftbook knows. Expected ${EXPECTED_HEADERS}; found "${found.length > 120 ? `${found.slice(0, 120)}…` : found}".`,
  );
}
