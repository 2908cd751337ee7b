// docs/architecture.md stays true to the code it describes: its list of the api's modules and its
// migration history name exactly the modules and migrations that exist. Adding, renaming or
// removing one fails here until the document says so.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const doc = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');

/** The text from `start` to the first of `ends` after it (throws when the doc lost the passage). */
function passage(start: string, ends: string[]): string {
  const from = doc.indexOf(start);
  if (from < 0) throw new Error(`docs/architecture.md has no passage starting "${start}"`);
  const to = Math.min(...ends.map((end) => doc.indexOf(end, from + start.length)).filter((at) => at >= 0));
  return doc.slice(from + start.length, Number.isFinite(to) ? to : undefined);
}

/** "users (the profile), sessions, …, export (…), and health" -> the names, asides left out. */
function listedNames(text: string): string[] {
  let flat = text.replace(/\s+/g, ' ');
  // Asides may hold commas and parentheses of their own: drop the innermost first.
  for (let before = ''; before !== flat;) [before, flat] = [flat, flat.replace(/\([^()]*\)/g, '')];
  return flat
    .split(/,|\band\b/)
    .map((name) => name.trim().replace(/[.:]$/, ''))
    .filter((name) => name !== '');
}

const folders = (dir: string, pattern: RegExp = /./) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => pattern.test(entry.name))
    .map((entry) => entry.name);

test('the list reader takes names and leaves asides out', () => {
  expect(listedNames('users (the profile), goals (with a formula (pure), and more), planned-sets, and health.')).toEqual([
    'users',
    'goals',
    'planned-sets',
    'health',
  ]);
});

test("the api's modules in docs/architecture.md are the folders of api/src/modules", () => {
  const named = listedNames(passage('**One module per domain** under `api/src/modules/`:', ['. Each has']));
  const modules = folders('api/src/modules').filter((name) => fs.statSync(path.join(ROOT, 'api/src/modules', name)).isDirectory());
  expect([...named].sort()).toEqual([...modules].sort());
});

test('the migration history in docs/architecture.md names every migration, and only those', () => {
  const history = passage('One migration history', ['\n\n']);
  const named = [...new Set([...history.matchAll(/`(\d{4})`/g)].map((m) => m[1]!))];
  const files = folders('api/src/db/migrations', /^\d{4}-.*\.ts$/).map((name) => name.slice(0, 4));
  expect(named.sort()).toEqual(files.sort());
});
