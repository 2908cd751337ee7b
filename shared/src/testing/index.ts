// Test helpers for every workspace's jest tests: `import '@liftbook/shared/testing'` FIRST in a
// test file (before react-router) installs what jsdom lacks. Never imported by app code.
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as unknown as Record<string, unknown>;
// react-router encodes with TextEncoder at module load; jsdom has none.
if (typeof g.TextEncoder === 'undefined') g.TextEncoder = TextEncoder;
if (typeof g.TextDecoder === 'undefined') g.TextDecoder = TextDecoder;

export { mockFetch, type MockReply, type MockRoutes } from './mock-fetch';
