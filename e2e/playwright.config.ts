// End-to-end tests in Debian's Chromium (never a downloaded browser) against the same stack
// `npm start` runs, on ports of their own so a running `npm start` is not disturbed.
import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/lib/test/chromium.cjs';
import { E2E_ENV } from './tests/support/e2e-env';

Object.assign(process.env, E2E_ENV);

export default defineConfig({
  testDir: './tests',
  globalSetup: path.join(__dirname, 'global-setup.ts'),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  outputDir: path.join(__dirname, '../test-results/e2e'),
  use: {
    baseURL: `http://localhost:${E2E_ENV.SHELL_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // The shell's service worker would answer requests a spec routes (a remote "down"); only the
    // offline journeys (offline.spec.ts) run with it.
    serviceWorkers: 'block',
  },
});
