// Test helpers for every workspace's jest tests: `import '@liftbook/shared/testing'` FIRST in a
// test file (before react-router): its first import installs what jsdom lacks. Never imported by
// app code.
import './polyfills';

export { mockFetch, type MockReply, type MockRoutes } from './mock-fetch';
export { settled } from './settled';
export { renderArea, TEST_LIFTER, TEST_TOKEN, type RenderAreaOptions, type RenderAreaResult } from './render-area';
export * from './fixtures';
export { outboxHolding, type HeldChange, type HeldOutbox, type RefusedChange } from '../offline/outbox-testing';
export { pageOutboxInMemory } from '../offline/outbox-testing';
