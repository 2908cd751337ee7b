// Starts the whole stack once for the suite (built as `npm start` builds it) and stops it after.
import fs from 'node:fs';
import path from 'node:path';
import { startStack } from '../tools/lib/stack/stack.cjs';
import { E2E_ENV } from './tests/support/e2e-env';

export default async function globalSetup(): Promise<() => Promise<void>> {
  fs.rmSync(E2E_ENV.LIFTBOOK_DATA_DIR, { recursive: true, force: true });
  const stack = await startStack({
    processEnv: { ...process.env, ...E2E_ENV },
    quiet: !process.env.E2E_VERBOSE,
    extraStatic: [
      {
        key: 'mf_goals preview',
        port: Number(E2E_ENV.E2E_PREVIEW_PORT),
        portVar: 'E2E_PREVIEW_PORT',
        root: path.resolve(__dirname, '../mf-goals/dist'),
      },
    ],
  });
  return () => stack.stop();
}
