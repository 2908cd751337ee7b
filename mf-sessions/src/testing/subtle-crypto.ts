// Test helper (never imported by app code): jsdom has no SubtleCrypto, so the page's file checksum
// uses Node's. Bytes are copied into a Node Buffer first (jsdom's ArrayBuffers are of another realm).
import { webcrypto } from 'node:crypto';

export function installSubtleCrypto(): void {
  if (globalThis.crypto.subtle) return;
  const subtle = { digest: (algorithm: string, data: ArrayBuffer) => webcrypto.subtle.digest(algorithm, Buffer.from(new Uint8Array(data))) };
  Object.defineProperty(globalThis.crypto, 'subtle', { value: subtle, configurable: true });
}
