// A chosen file as text, a piece at a time: read in slices of PIECE_BYTES and decoded with one
// streaming TextDecoder (a character cut by a slice's end is joined to the next slice), each slice's
// bytes shown to `onBytes` first (the checksum). Only one slice is held at a time. Slices rather
// than Blob.stream(): a slice reads through FileReader where Blob has no arrayBuffer (jsdom).
import { taskBudget, type TaskBudget } from './task-budget';

/**
 * 32 KiB a slice. Each slice is read in a task of its own (the read resolves in a later task) and
 * parsed on the main thread, checksum included. A slice parsed whole took 8 to 35 ms of CPU in
 * Chromium at 64 KiB (the first, its code not yet optimised, up to 44 ms), and a fixed amount of
 * work a task is only short on a quiet machine: so a slice's text is handed on in steps
 * (PIECE_STEP_CHARS), and once a task has run its budget (task-budget.ts) the page gets the thread
 * back before the next step (import-preview-tasks.spec.ts holds every task under 50 ms).
 */
export const PIECE_BYTES = 32 * 1024;

/** Text handed on (and parsed) at a time: about 40 rows of a Strong export. */
export const PIECE_STEP_CHARS = 4 * 1024;

/** A blob's bytes; through FileReader where Blob has no arrayBuffer (older engines, jsdom). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('the browser could not read it'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * `text` in steps of PIECE_STEP_CHARS, a new task before a step once the budget is spent. A step may
 * end inside a row (or between the halves of a surrogate pair): the parser keeps a row's start until
 * the rest of it comes, as it does at a slice's end.
 */
async function* inSteps(text: string, budget: TaskBudget): AsyncGenerator<string, void, undefined> {
  for (let at = 0; at < text.length; at += PIECE_STEP_CHARS) {
    if (at > 0) await budget.pause();
    yield text.slice(at, at + PIECE_STEP_CHARS);
  }
}

export async function* filePieces(
  file: Blob,
  onBytes?: (bytes: Uint8Array) => void,
  pieceBytes = PIECE_BYTES,
  budget: TaskBudget = taskBudget(),
): AsyncGenerator<string, void, undefined> {
  // UTF-8, a byte-order mark dropped, as Blob.text() reads it.
  const decoder = new TextDecoder();
  for (let at = 0; at < file.size; at += pieceBytes) {
    const bytes = new Uint8Array(await bytesOf(file.slice(at, at + pieceBytes)));
    // The read resolved in a task of its own: the budget counts from here.
    budget.restart();
    onBytes?.(bytes);
    yield* inSteps(decoder.decode(bytes, { stream: true }), budget);
  }
  yield* inSteps(decoder.decode(), budget);
}
