// A chosen file as text, a piece at a time: read in slices of PIECE_BYTES and decoded with one
// streaming TextDecoder (a character cut by a slice's end is joined to the next slice), each slice's
// bytes shown to `onBytes` first (the checksum). Only one slice is held at a time. Slices rather
// than Blob.stream(): a slice reads through FileReader where Blob has no arrayBuffer (jsdom).

/**
 * 64 KiB a slice. Each slice is read in a task of its own (the read resolves in a later task) and
 * parsed at once on the main thread: 64 KiB of CSV took 10 to 27 ms of CPU in Chromium, 1 MiB 160
 * to 260 ms (mf-sessions/README.md, "Import"), so a slice never makes a long task (50 ms).
 */
export const PIECE_BYTES = 64 * 1024;

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
