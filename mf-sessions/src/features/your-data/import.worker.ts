// Parses an export off the main thread: the page posts the File, this reads and parses it and
// posts the plan back (structured clone), so a large file never freezes the page.
import { ImportFileError } from '@liftbook/shared/import';
import { parseImportText } from '@liftbook/shared/import';
import type { ImportWorkerReply } from './import-worker-protocol';

// A dedicated worker's global scope (the DOM lib types `self` as a Window).
const scope = self as unknown as { onmessage: ((event: MessageEvent<File>) => void) | null; postMessage(reply: ImportWorkerReply): void };

scope.onmessage = (event) => {
  const started = performance.now();
  void event.data
    .text()
    .then((text) => scope.postMessage({ ok: true, plan: parseImportText(text), parseMs: Math.round(performance.now() - started) }))
    .catch((error: unknown) =>
      scope.postMessage(
        error instanceof ImportFileError
          ? { ok: false, code: error.code, message: error.message }
          : { ok: false, code: 'failed', message: `The file could not be read: ${error instanceof Error ? error.message : String(error)}` },
      ),
    );
};
