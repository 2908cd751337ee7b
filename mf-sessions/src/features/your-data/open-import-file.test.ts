import { createHash } from 'node:crypto';
import { ImportFileError, countUnitEvidence, emptyPlanSummary, inferWeightUnit, type ImportOverview } from '@liftbook/shared/import';
import type { ImportChunk } from '../../domain/import/workout-inputs';
import type { ImportWorkerReply, ImportWorkerRequest } from './import-worker-protocol';
import { openImportFile } from './open-import-file';
import { filePieces } from './read-file-pieces';

jest.mock('./spawn-import-worker', () => ({ spawnImportWorker: jest.fn() }));

const OVERVIEW: ImportOverview = {
  source: 'hevy',
  layout: 'Hevy, kg',
  needsUnit: false,
  unitlessSets: 0,
  unitEvidence: countUnitEvidence([]),
  unitInference: inferWeightUnit(countUnitEvidence([])),
  summary: { ...emptyPlanSummary(), workouts: 2, exercises: 1, sets: 2 },
  names: [{ name: 'Squat', sets: 2 }],
  skipped: [],
};
const chunk = (line: number): ImportChunk => ({
  workouts: [{ session_date: '2024-01-01', session_type: 'Legs', notes: null, exercises: [] }],
  lines: [{ line, exercises: [] }],
  sets: 0,
});
const LEGACY = 'Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2017-05-12 19:00:00,"A","Squat",1,50,10\n2017-05-13 19:00:00,"B","Squat",1,55,10';

/** A stand-in worker: answers each request with the next of `replies`, or fails to load. */
function fakeWorker(replies: ImportWorkerReply[] | 'fails to load') {
  const requests: ImportWorkerRequest['type'][] = [];
  const worker = {
    requests,
    onmessage: null as ((event: MessageEvent<ImportWorkerReply>) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    terminate: jest.fn(),
    postMessage: jest.fn((request: ImportWorkerRequest) => {
      requests.push(request.type);
      queueMicrotask(() => {
        const reply = replies === 'fails to load' ? undefined : replies.shift();
        if (reply === undefined) worker.onerror?.({ message: 'blocked', preventDefault: () => undefined } as ErrorEvent);
        else worker.onmessage?.({ data: reply } as MessageEvent<ImportWorkerReply>);
      });
    }),
  };
  return worker;
}

const file = (text: string) => new File([text], 'export.csv');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

test('the worker reads the file for the preview, then hands out a chunk each time the page asks; it ends with the preview', async () => {
  const worker = fakeWorker([
    { type: 'read', overview: OVERVIEW, checksum: 'ab', readMs: 3 },
    { type: 'chunk', chunk: chunk(2) },
    { type: 'chunk', chunk: chunk(3) },
    { type: 'end' },
  ]);
  const opened = await openImportFile(file(LEGACY), () => worker as unknown as Worker);
  expect(opened).toMatchObject({ overview: OVERVIEW, checksum: 'ab', where: 'worker' });
  expect(worker.requests).toEqual(['read']);

  const chunks = opened.chunks({ unit: 'kg', names: { Squat: 'Back Squat' } })[Symbol.asyncIterator]();
  expect((await chunks.next()).value).toEqual(chunk(2));
  expect(worker.postMessage).toHaveBeenLastCalledWith({ type: 'import', unit: 'kg', names: { Squat: 'Back Squat' } });
  // Nothing more is asked for until the page wants the next chunk.
  expect(worker.requests).toEqual(['read', 'import']);
  expect((await chunks.next()).value).toEqual(chunk(3));
  expect(await chunks.next()).toEqual({ done: true, value: undefined });
  expect(worker.requests).toEqual(['read', 'import', 'next', 'next']);
  expect(worker.terminate).not.toHaveBeenCalled();
  opened.close();
  expect(worker.terminate).toHaveBeenCalled();
});

test('a file the worker refuses is refused with its message, and the worker is ended', async () => {
  const worker = fakeWorker([{ type: 'refused', code: 'unknown-layout', message: 'Line 1 is not a layout Liftbook knows.' }]);
  await expect(openImportFile(file(LEGACY), () => worker as unknown as Worker)).rejects.toEqual(
    new ImportFileError('unknown-layout', 'Line 1 is not a layout Liftbook knows.'),
  );
  expect(worker.terminate).toHaveBeenCalled();
});

test.each([
  [
    'cannot start',
    () => {
      throw new Error('SecurityError');
    },
  ],
  ['fails to load its script', () => fakeWorker('fails to load') as unknown as Worker],
])('a worker that %s: the same reader runs on the main thread, streaming too', async (_, spawn) => {
  const opened = await openImportFile(file(LEGACY), spawn);
  expect(opened.where).toBe('main-thread');
  expect(opened.overview).toMatchObject({ source: 'strong', needsUnit: true, summary: { workouts: 2, sets: 2 } });
  expect(opened.checksum).toBe(sha256(LEGACY));
  const sent: ImportChunk[] = [];
  for await (const part of opened.chunks({ unit: 'lbs', names: { Squat: 'Back Squat' } })) sent.push(part);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.workouts.map((w) => w.exercises[0]?.name)).toEqual(['Back Squat', 'Back Squat']);
  expect(sent[0]?.workouts[0]?.exercises[0]?.sets[0]).toMatchObject({ weight: 50, weight_unit: 'lbs' });
  expect(sent[0]?.lines.map((l) => l.line)).toEqual([2, 3]);
});

test('an empty or oversized file is refused before any worker starts', async () => {
  const spawn = jest.fn();
  await expect(openImportFile(file(''), spawn)).rejects.toThrow('The file is empty.');
  const big = file('x');
  Object.defineProperty(big, 'size', { value: 51 * 1024 * 1024 });
  await expect(openImportFile(big, spawn)).rejects.toThrow('The file is 51.0 MB; the largest file Liftbook imports is 50 MB.');
  expect(spawn).not.toHaveBeenCalled();
});

test('a file is read in slices: a character cut by a slice’s end comes out whole, and every byte is shown to the checksum', async () => {
  const text = '\uFEFFtitle,start_time\n"Morning ☀️","8 Apr 2026, 16:50"\n"Früh",x';
  const seen: number[] = [];
  const pieces: string[] = [];
  for await (const piece of filePieces(new Blob([text]), (bytes) => seen.push(bytes.length), 5)) pieces.push(piece);
  expect(pieces.join('')).toBe(text.slice(1));
  expect(seen.reduce((a, b) => a + b, 0)).toBe(new TextEncoder().encode(text).length);
});
