// A whole export file → an ImportPlan: a CSV of Strong, Hevy, FitNotes or Liftbook, or Liftbook's
// JSON export. Refuses, with a message naming what was expected and where: an empty file, a file
// over 50 MB, a file that is neither CSV nor a Liftbook JSON export, an unknown header. Rows that
// cannot be read are not guessed at: each is listed with its line and reason (a row with more
// fields than the header, such as FitNotes' unquoted commas, is never shifted into place).
import Papa from 'papaparse';

import { PlanBuilder, type RowSink } from './build-plan';
import { CellError } from './cells';
import { EXPECTED_HEADERS, checkImportFileSize } from './check-size';
import { detectLayout } from './detect-layout';
import type { ImportPlan, SourceApp } from './import-plan';
import { ImportFileError } from './import-plan';
import { isLiftbookExport, readLiftbookJson } from './liftbook';
import type { SourceReader } from './source-reader';

/** `,`, `;` or tab: whichever appears most in the header line outside quotes. */
export function guessDelimiter(headerLine: string): string | null {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [delimiter, count] of counts) if (count > 0 && (best === null || count > (counts.get(best) ?? 0))) best = delimiter;
  return best;
}

const JSON_EXPECTED = 'Expected a Liftbook JSON export ("format": "liftbook") or a CSV export from Strong, Hevy or FitNotes.';

/** A JSON file: Liftbook's own export is read; anything else is refused, saying what was expected. */
function readJson(text: string): ImportPlan {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ImportFileError('not-csv', `The file starts like JSON but is not valid JSON. ${JSON_EXPECTED}`);
  }
  if (isLiftbookExport(value)) return readLiftbookJson(value);
  throw new ImportFileError('unknown-layout', `This JSON file is not a layout Liftbook reads. ${JSON_EXPECTED}`);
}

const countNewlines = (row: readonly string[]): number => row.reduce((sum, field) => sum + (field.split('\n').length - 1), 0);

const LIST_SEPARATOR = ', ';

/** Opens where a CSV's rows go, once its header says which app and layout wrote it. */
export type OpenRowSink = (source: SourceApp, layout: string) => RowSink;

/**
 * A CSV export's rows, fed in order (the whole file at once, or batch by batch while it streams):
 * the first row is the header, which picks the reader; every later row goes to the sink as a
 * reading or as a skipped row, with its file line (line breaks inside quoted cells counted).
 */
export class CsvRows {
  private header: string[] | null = null;
  private reader: SourceReader | null = null;
  private sink: RowSink | null = null;
  private line = 1;
  private dataRows = 0;

  constructor(
    private readonly delimiter: string,
    private readonly open: OpenRowSink,
  ) {}

  /** One batch of papaparse's rows, with the errors it found in them (`row` indexes the batch). */
  feed(rows: readonly string[][], errors: readonly Papa.ParseError[]): void {
    const quoteErrors = new Map<number, string>();
    for (const error of errors) if (error.row !== undefined && !quoteErrors.has(error.row)) quoteErrors.set(error.row, error.message);
    for (let index = 0; index < rows.length; index += 1) this.row(rows[index] ?? [], quoteErrors.get(index));
  }

  /** After the last row: a file with a header and no rows is refused. */
  end(): void {
    if (this.dataRows > 0) return;
    const header = this.header ?? [];
    const layout = this.reader?.layout ?? detectLayout(header).layout;
    throw new ImportFileError(
      'no-rows',
      `The file has the ${header.length > 0 ? 'header line' : 'first line'} of a ${layout.split(',')[0]} export but no rows after it. Expected one row per set from line 2.`,
    );
  }

  private row(row: string[], quoteError: string | undefined): void {
    const rowLine = this.line;
    this.line += 1 + countNewlines(row);
    if (this.header === null || this.reader === null || this.sink === null) {
      this.header = row.map((name) => name.trim());
      this.reader = detectLayout(this.header);
      const { delimiter } = this;
      this.sink = this.open(this.reader.source, `${this.reader.layout}, ${delimiter === ';' ? 'semicolon' : delimiter === ',' ? 'comma' : 'tab'}-separated`);
      return;
    }
    const { header, reader, sink, delimiter } = this;
    if (row.length === 1 && (row[0] ?? '').trim() === '') return;
    this.dataRows += 1;
    if (quoteError !== undefined) {
      sink.skip(rowLine, 'malformed', `Line ${rowLine}: ${quoteError}; expected every quoted cell to be closed.`);
      return;
    }
    if (row.length !== header.length) {
      const hint = row.length > header.length ? ` — a ${delimiter === ';' ? 'semicolon' : 'comma'} inside a name that is not quoted?` : '';
      sink.skip(rowLine, 'malformed', `Line ${rowLine}: expected ${header.length} fields (${header.join(LIST_SEPARATOR)}), found ${row.length}${hint}`);
      return;
    }
    try {
      sink.add(rowLine, reader.read(row));
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      sink.skip(rowLine, 'unreadable', `Line ${rowLine}: ${error.message}`);
    }
  }
}

/** The checks on a file's beginning (its text after any byte-order mark): not empty, not binary, a delimiter in line 1. */
function csvDelimiter(body: string): string {
  const headerLine = body.slice(0, body.search(/\r?\n|$/));
  const delimiter = guessDelimiter(headerLine);
  if (delimiter === null) throw new ImportFileError('not-csv', `Line 1 has no commas or semicolons, so this is not a CSV file. Expected ${EXPECTED_HEADERS}.`);
  return delimiter;
}

const NOT_TEXT = `This is not a text file. Expected a CSV export: ${EXPECTED_HEADERS}.`;
const startsLikeJson = (body: string) => /^\s*[{[]/.test(body);

/** Reads an export's text (the whole file) into a plan. Throws ImportFileError for a refused file. */
export function parseImportText(text: string): ImportPlan {
  const body = text.replace(/^\uFEFF/, '');
  checkImportFileSize(body.trim() === '' ? 0 : body.length);
  if (body.includes('\u0000')) throw new ImportFileError('not-csv', NOT_TEXT);
  if (startsLikeJson(body)) return readJson(body);

  const delimiter = csvDelimiter(body);
  const parsed = Papa.parse<string[]>(body, { delimiter, header: false, skipEmptyLines: false });
  const opened: { builder?: PlanBuilder } = {};
  const rows = new CsvRows(delimiter, (source, layout) => (opened.builder = new PlanBuilder(source, layout)));
  rows.feed(parsed.data, parsed.errors);
  rows.end();
  // end() refuses a file without data rows, so the header has opened the builder.
  if (opened.builder === undefined) throw new Error('The CSV header opened no plan');
  return opened.builder.finish();
}

/** How much text the stream parses first: papaparse guesses the line ending from the first MiB, as it does for a whole file. */
const FIRST_TEXT = 1024 * 1024;

/**
 * Reads an export from its text in pieces (in order, as a file streams), with the same results as
 * parseImportText on the whole text: a CSV's rows go to the sink `open` gives once the header is
 * read, batch by batch, and the generator yields after each batch, so its consumer sets the pace
 * (nothing more is read until it asks). A Liftbook JSON export is read whole and returned as a plan
 * (it is at most 50 MB); a CSV returns null. Throws ImportFileError for a refused file. `firstText`
 * is for tests: how much text is gathered before the first parse.
 */
export async function* streamImportText(pieces: AsyncIterable<string>, open: OpenRowSink, firstText = FIRST_TEXT): AsyncGenerator<void, ImportPlan | null> {
  const iterator = pieces[Symbol.asyncIterator]();
  const nextPiece = async (): Promise<string | null> => {
    const step = await iterator.next();
    if (step.done) return null;
    if (step.value.includes('\u0000')) throw new ImportFileError('not-csv', NOT_TEXT);
    return step.value;
  };
  let first = '';
  let ended = false;
  // At least the header line, and more than blanks.
  while (!ended && (first.length < firstText || !first.includes('\n') || first.trim() === '')) {
    const piece = await nextPiece();
    if (piece === null) ended = true;
    else first += piece;
  }
  first = first.replace(/^\uFEFF/, '');
  if (ended && first.trim() === '') checkImportFileSize(0);
  if (startsLikeJson(first)) {
    const parts = [first];
    for (let piece = await nextPiece(); piece !== null; piece = await nextPiece()) parts.push(piece);
    return readJson(parts.join(''));
  }

  const delimiter = csvDelimiter(first);
  const rows = new CsvRows(delimiter, open);
  let failure: { error: unknown } | null = null;
  // papaparse reads a Node-style stream: each 'data' is parsed at once (the last, partial row kept
  // for the next), and 'end' parses what is left; this one is fed a piece at a time, on demand.
  const listeners = new Map<string, (data?: string) => void>();
  const stream = {
    readable: true,
    read: () => null,
    on: (event: string, listener: (data?: string) => void) => listeners.set(event, listener),
    removeListener: (event: string) => listeners.delete(event),
    pause: () => undefined,
    resume: () => undefined,
  };
  Papa.parse<string[]>(stream as unknown as Papa.LocalFile, {
    delimiter,
    header: false,
    skipEmptyLines: false,
    chunk: (results) => {
      if (failure !== null) return;
      try {
        rows.feed(results.data, results.errors);
      } catch (error) {
        failure = { error };
      }
    },
    error: (error: unknown) => {
      failure ??= { error };
    },
    // Rows are taken batch by batch above; the end is where the generator stops.
    complete: () => undefined,
  });
  const emit = (event: 'data' | 'end', data?: string) => {
    listeners.get(event)?.(data);
    if (failure !== null) throw (failure as { error: unknown }).error;
  };
  emit('data', first);
  yield;
  if (!ended)
    for (let piece = await nextPiece(); piece !== null; piece = await nextPiece()) {
      emit('data', piece);
      yield;
    }
  emit('end');
  rows.end();
  yield;
  return null;
}
