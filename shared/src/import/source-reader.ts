// What each source module (strong.ts, hevy.ts, fitnotes.ts) gives the layout detection: the
// layout it recognised in a header, and how to read one data row of it.
import type { RowReading } from './build-plan';
import type { Columns } from './cells';
import type { SourceApp } from './import-plan';

export interface SourceReader {
  source: SourceApp;
  /** The layout in words, for the preview ("Strong, 12 columns with Duration and RPE"). */
  layout: string;
  /** Reads one data row; throws a CellError for a cell it cannot read. */
  read(row: readonly string[]): RowReading;
}

/** A source module's entry: a reader when the header is one of its layouts, else null. */
export type RecogniseLayout = (columns: Columns) => SourceReader | null;
