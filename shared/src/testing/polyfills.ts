// What jsdom lacks and the app's libraries need at module load: react-router encodes with
// TextEncoder. Imported first by the testing entry, before anything that loads react-router.
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as unknown as Record<string, unknown>;
if (typeof g.TextEncoder === 'undefined') g.TextEncoder = TextEncoder;
if (typeof g.TextDecoder === 'undefined') g.TextDecoder = TextDecoder;
