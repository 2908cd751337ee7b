// Webpack bundles `new CrossOriginWorker(new URL('./x.worker.ts', import.meta.url))` like
// `new Worker(...)` (module.parser.javascript.worker in webpack.config.cjs); the class starts the
// worker through a blob: trampoline when its script is on another origin (worker-trampoline.ts).
import { workerScriptUrl } from './worker-trampoline';

export class CrossOriginWorker extends Worker {
  constructor(script: URL, options?: WorkerOptions) {
    const url = workerScriptUrl(script, window.location.origin);
    super(url, options);
    // The worker has fetched its script once it answers; the blob is not needed after that.
    if (url.startsWith('blob:')) this.addEventListener('message', () => URL.revokeObjectURL(url), { once: true });
  }
}
