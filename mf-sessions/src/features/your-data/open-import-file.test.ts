import { createHash } from 'node:crypto';
import { ImportFileError } from '@liftbook/shared/import';
import type { ImportChunk } from '../../domain/import/workout-inputs';
import { openImportFile } from './open-import-file';
import { PIECE_BYTES, PIECE_STEP_CHARS, filePieces } from './read-file-pieces';
import { TASK_BUDGET_MS } from './task-budget';

const LEGACY = 'Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2017-05-12 19:00:00,"A","Squat",1,50,10\n2017-05-13 19:00:00,"B","Squat",1,55,10';

const file = (text: string) => new File([text], 'export.csv');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

test('the file is read for the preview, then again a chunk at a time when Import asks, with the lifter’s unit and names', async () => {
  const opened = await openImportFile(file(LEGACY));
  expect(opened.overview).toMatchObject({ source: 'strong', needsUnit: true, summary: { workouts: 2, sets: 2 } });
  expect(opened.checksum).toBe(sha256(LEGACY));
  const sent: ImportChunk[] = [];
  for await (const part of opened.chunks({ unit: 'lbs', names: { Squat: 'Back Squat' } })) sent.push(part);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.workouts.map((w) => w.exercises[0]?.name)).toEqual(['Back Squat', 'Back Squat']);
  expect(sent[0]?.workouts[0]?.exercises[0]?.sets[0]).toMatchObject({ weight: 50, weight_unit: 'lbs' });
  expect(sent[0]?.lines.map((l) => l.line)).toEqual([2, 3]);
});

test('a file the reader refuses is refused with its message', async () => {
  const refused = openImportFile(file('Name,Colour\nA,red'));
  await expect(refused).rejects.toBeInstanceOf(ImportFileError);
  await expect(refused).rejects.toThrow(/^Line 1 is not a layout Liftbook knows\..*found "Name, Colour"\.$/);
});

/** A Strong export of 8,000 sets, about 390 KB: a dozen slices. */
function largeExport(): string {
  const rows = Array.from(
    { length: 8000 },
    (_, i) => `2017-05-${String(1 + (i % 28)).padStart(2, '0')} 19:00:00,"A","Squat",${1 + (i % 5)},${50 + (i % 10)},10`,
  );
  return [LEGACY.split('\n')[0], ...rows].join('\n');
}

/** Counts the page's other tasks (timers) that run until `stop` is called. */
function pageTasks() {
  let ticks = 0;
  let running = true;
  const tick = () => {
    ticks += 1;
    if (running) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  return {
    stop: () => {
      running = false;
      return ticks;
    },
  };
}

afterEach(() => jest.restoreAllMocks());

test('a large file is parsed a slice per task at least, the page’s other tasks running between them', async () => {
  const text = largeExport();
  const page = pageTasks();
  const opened = await openImportFile(file(text));
  const ticks = page.stop();
  expect(opened.overview.summary.sets).toBe(8000);
  expect(ticks).toBeGreaterThanOrEqual(Math.floor(text.length / PIECE_BYTES));
});

test('on a slow machine a slice is parsed in steps, a task each once the budget is spent: the same overview and checksum', async () => {
  const text = largeExport();
  const quick = await openImportFile(file(text));
  // Every look at the clock finds the budget spent: each step of a slice gets a task of its own.
  let now = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => (now += TASK_BUDGET_MS));
  const page = pageTasks();
  const slow = await openImportFile(file(text));
  const ticks = page.stop();
  expect(slow).toMatchObject({ overview: quick.overview, checksum: quick.checksum });
  expect(ticks).toBeGreaterThanOrEqual(Math.floor(text.length / PIECE_STEP_CHARS) / 2);
});

test('an empty or oversized file is refused before it is read', async () => {
  await expect(openImportFile(file(''))).rejects.toThrow('The file is empty.');
  const big = file('x');
  Object.defineProperty(big, 'size', { value: 51 * 1024 * 1024 });
  big.slice = () => {
    throw new Error('read');
  };
  await expect(openImportFile(big)).rejects.toThrow('The file is 51.0 MB; the largest file Liftbook imports is 50 MB.');
});

test('a file is read in slices: a character cut by a slice’s end comes out whole, and every byte is shown to the checksum', async () => {
  const text = '\uFEFFtitle,start_time\n"Morning ☀️","8 Apr 2026, 16:50"\n"Früh",x';
  const seen: number[] = [];
  const pieces: string[] = [];
  for await (const piece of filePieces(new Blob([text]), (bytes) => seen.push(bytes.length), 5)) pieces.push(piece);
  expect(pieces.join('')).toBe(text.slice(1));
  expect(seen.reduce((a, b) => a + b, 0)).toBe(new TextEncoder().encode(text).length);
});
