// A whole export file → an ImportPlan: a CSV of Strong, Hevy, FitNotes or Liftbook, or Liftbook's
// JSON export. Refuses, with a message naming what was expected and where: an empty file, a file
// over 50 MB, a file that is neither CSV nor a Liftbook JSON export, an unknown header. Rows that
// cannot be read are not guessed at: each is listed with its line and reason (a row with more
// fields than the header, such as FitNotes' unquoted commas, is never shifted into place).
import Papa from 'papaparse';

import { PlanBuilder } from './build-plan';
import { CellError } from './cells';
import { EXPECTED_HEADERS, checkImportFileSize } from './check-size';
import { detectLayout } from './detect-layout';
import type { ImportPlan } from './import-plan';
import { ImportFileError } from './import-plan';
import { isLiftbookExport, readLiftbookJson } from './liftbook';

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

/** Reads an export's text (the whole file) into a plan. Throws ImportFileError for a refused file. */
export function parseImportText(text: string): ImportPlan {
  const body = text.replace(/^\uFEFF/, '');
  checkImportFileSize(body.trim() === '' ? 0 : body.length);
  if (body.includes('\u0000')) throw new ImportFileError('not-csv', `This is not a text file. Expected a CSV export: ${EXPECTED_HEADERS}.`);
  const first = body.trimStart()[0];
  if (first === '{' || first === '[') return readJson(body);

  const headerLine = body.slice(0, body.search(/\r?\n|$/));
  const delimiter = guessDelimiter(headerLine);
  if (delimiter === null) throw new ImportFileError('not-csv', `Line 1 has no commas or semicolons, so this is not a CSV file. Expected ${EXPECTED_HEADERS}.`);

  const parsed = Papa.parse<string[]>(body, { delimiter, header: false, skipEmptyLines: false });
  const rows = parsed.data;
  const header = (rows[0] ?? []).map((name) => name.trim());
  const reader = detectLayout(header);
  const builder = new PlanBuilder(reader.source, `${reader.layout}, ${delimiter === ';' ? 'semicolon' : delimiter === ',' ? 'comma' : 'tab'}-separated`);

  const quoteErrors = new Map<number, string>();
  for (const error of parsed.errors) if (error.row !== undefined && !quoteErrors.has(error.row)) quoteErrors.set(error.row, error.message);

  let line = 1 + countNewlines(rows[0] ?? []) + 1;
  let dataRows = 0;
  for (let index = 1; index < rows.length; index += 1) {
    const row = rows[index] ?? [];
    const rowLine = line;
    line += 1 + countNewlines(row);
    if (row.length === 1 && (row[0] ?? '').trim() === '') continue;
    dataRows += 1;
    const quoteError = quoteErrors.get(index);
    if (quoteError !== undefined) {
      builder.skip(rowLine, 'malformed', `Line ${rowLine}: ${quoteError}; expected every quoted cell to be closed.`);
      continue;
    }
    if (row.length !== header.length) {
      const hint = row.length > header.length ? ` — a ${delimiter === ';' ? 'semicolon' : 'comma'} inside a name that is not quoted?` : '';
      builder.skip(rowLine, 'malformed', `Line ${rowLine}: expected ${header.length} fields (${header.join(LIST_SEPARATOR)}), found ${row.length}${hint}`);
      continue;
    }
    try {
      builder.add(rowLine, reader.read(row));
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      builder.skip(rowLine, 'unreadable', `Line ${rowLine}: ${error.message}`);
    }
  }
  if (dataRows === 0)
    throw new ImportFileError(
      'no-rows',
      `The file has the ${header.length > 0 ? 'header line' : 'first line'} of a ${reader.layout.split(',')[0]} export but no rows after it. Expected one row per set from line 2.`,
    );
  return builder.finish();
}
