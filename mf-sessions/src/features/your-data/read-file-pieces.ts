// A chosen file as text, a piece at a time: read in slices of PIECE_BYTES and decoded with one
// streaming TextDecoder (a character cut by a slice's end is joined to the next slice), each slice's
// bytes shown to `onBytes` first (the checksum). Only one slice is held at a time. Slices rather
// than Blob.stream(): a slice reads through FileReader where Blob has no arrayBuffer (jsdom).

/**
 * 32 KiB a slice. Each slice is read in a task of its own (the read resolves in a later task) and
 * parsed at once on the main thread, checksum included. 64 KiB slices took 8 to 35 ms of CPU in
 * Chromium, the first (code not yet optimised) up to 44 ms, too near a long task (50 ms) on a
 * loaded machine; half that leaves room (import-preview-tasks.spec.ts holds every task under 50 ms).
 */
export const PIECE_BYTES = 32 * 1024;

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

export async function* filePieces(file: Blob, onBytes?: (bytes: Uint8Array) => void, pieceBytes = PIECE_BYTES): AsyncGenerator<string, void, undefined> {
  // UTF-8, a byte-order mark dropped, as Blob.text() reads it.
  const decoder = new TextDecoder();
  for (let at = 0; at < file.size; at += pieceBytes) {
    const bytes = new Uint8Array(await bytesOf(file.slice(at, at + pieceBytes)));
    onBytes?.(bytes);
    const text = decoder.decode(bytes, { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}
