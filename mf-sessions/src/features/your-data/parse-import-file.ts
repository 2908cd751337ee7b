// Parses a chosen file into an import plan, off the main thread when the browser lets a worker
// start; otherwise (a worker that cannot load) on the main thread, with the same parser loaded on
// demand. A refused file rejects with an ImportFileError whose message the page shows as is.
import type { ImportPlan } from '@liftbook/shared/import';
import { ImportFileError } from '@liftbook/shared/import/plan';
import { checkImportFileSize } from '@liftbook/shared/import/check-size';
import type { ImportWorkerReply } from './import-worker-protocol';
import { spawnImportWorker } from './spawn-import-worker';

/** Where the parse ran, for the page's measurements and tests. */
export type ParsedWhere = 'worker' | 'main-thread';

class WorkerUnavailable extends Error {}

function parseInWorker(file: File, spawn: () => Worker): Promise<ImportPlan> {
  let worker: Worker;
  try {
    worker = spawn();
  } catch (error) {
    return Promise.reject(new WorkerUnavailable(String(error)));
  }
  return new Promise<ImportPlan>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<ImportWorkerReply>) => {
      const reply = event.data;
      if (reply.ok) resolve(reply.plan);
      else reject(reply.code === 'failed' ? new Error(reply.message) : new ImportFileError(reply.code, reply.message));
    };
    // The worker's script did not load or run (blocked, offline): fall back, do not fail.
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new WorkerUnavailable(event.message));
    };
    worker.postMessage(file);
  }).finally(() => worker.terminate());
}

/** A file's text through FileReader, which every browser (and jsdom) has. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the browser could not read it'));
    reader.readAsText(file);
  });
}

async function parseOnMainThread(file: File): Promise<ImportPlan> {
  const [{ parseImportText }, text] = await Promise.all([import(/* webpackChunkName: "import-parser" */ '@liftbook/shared/import'), readText(file)]);
  return parseImportText(text);
}

export async function parseImportFile(file: File, spawn: () => Worker = spawnImportWorker): Promise<{ plan: ImportPlan; where: ParsedWhere }> {
  checkImportFileSize(file.size);
  try {
    return { plan: await parseInWorker(file, spawn), where: 'worker' };
  } catch (error) {
    if (!(error instanceof WorkerUnavailable)) throw error;
    return { plan: await parseOnMainThread(file), where: 'main-thread' };
  }
}
