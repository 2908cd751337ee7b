import type { ImportPlan } from '@liftbook/shared/import';
import { ImportFileError } from '@liftbook/shared/import';
import type { ImportWorkerReply } from './import-worker-protocol';
import { parseImportFile } from './parse-import-file';

jest.mock('./spawn-import-worker', () => ({ spawnImportWorker: jest.fn() }));

const PLAN: ImportPlan = { source: 'hevy', layout: 'Hevy, kg', needsUnit: false, workouts: [], skipped: [] };
const LEGACY = 'Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2017-05-12 19:00:00,"A","Squat",1,50,10';

/** A stand-in worker: answers the posted file with `reply`, or fails to load. */
function fakeWorker(answer: { reply: ImportWorkerReply } | 'fails to load') {
  const worker = {
    onmessage: null as ((event: MessageEvent<ImportWorkerReply>) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    terminate: jest.fn(),
    postMessage: jest.fn(() => {
      queueMicrotask(() => {
        if (answer === 'fails to load') worker.onerror?.({ message: 'blocked', preventDefault: () => undefined } as ErrorEvent);
        else worker.onmessage?.({ data: answer.reply } as MessageEvent<ImportWorkerReply>);
      });
    }),
  };
  return worker;
}

const file = (text: string) => new File([text], 'export.csv');

test('the worker’s plan comes back, and the worker is ended', async () => {
  const worker = fakeWorker({ reply: { ok: true, plan: PLAN, parseMs: 5 } });
  await expect(parseImportFile(file(LEGACY), () => worker as unknown as Worker)).resolves.toEqual({ plan: PLAN, where: 'worker' });
  expect(worker.postMessage).toHaveBeenCalledWith(expect.any(File));
  expect(worker.terminate).toHaveBeenCalled();
});

test('a file the worker refuses is refused with its message', async () => {
  const worker = fakeWorker({ reply: { ok: false, code: 'unknown-layout', message: 'Line 1 is not a layout Liftbook knows.' } });
  await expect(parseImportFile(file(LEGACY), () => worker as unknown as Worker)).rejects.toEqual(
    new ImportFileError('unknown-layout', 'Line 1 is not a layout Liftbook knows.'),
  );
});

test.each([
  [
    'cannot start',
    () => {
      throw new Error('SecurityError');
    },
  ],
  ['fails to load its script', () => fakeWorker('fails to load') as unknown as Worker],
])('a worker that %s: the same parser runs on the main thread', async (_, spawn) => {
  const { plan, where } = await parseImportFile(file(LEGACY), spawn);
  expect(where).toBe('main-thread');
  expect(plan.source).toBe('strong');
  expect(plan.workouts).toHaveLength(1);
});

test('an empty or oversized file is refused before any worker starts', async () => {
  const spawn = jest.fn();
  await expect(parseImportFile(file(''), spawn)).rejects.toThrow('The file is empty.');
  const big = file('x');
  Object.defineProperty(big, 'size', { value: 51 * 1024 * 1024 });
  await expect(parseImportFile(big, spawn)).rejects.toThrow('The file is 51.0 MB; the largest file Liftbook imports is 50 MB.');
  expect(spawn).not.toHaveBeenCalled();
});
