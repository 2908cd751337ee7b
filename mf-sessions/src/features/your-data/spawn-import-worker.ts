// Starts the import worker. Alone in its file because `import.meta.url` is for the bundler: tests
// replace this module.
import { CrossOriginWorker } from './cross-origin-worker';

export function spawnImportWorker(): Worker {
  return new CrossOriginWorker(new URL('./import.worker.ts', import.meta.url));
}
