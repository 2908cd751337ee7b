// The delivery commands and the footer's build list, as the delivery and offline journeys use them.
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_ENV } from './e2e-env';

export const ROOT = path.resolve(__dirname, '../../..');

/** Runs a delivery command (npm run <command> -- ...) against the e2e stack's environment; resolves with its output lines. */
export function liftbook(...args: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'tools/bin/liftbook.cjs'), ...args],
      { cwd: ROOT, env: { ...process.env, ...E2E_ENV } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`liftbook ${args.join(' ')} failed:\n${stdout}${stderr}`));
        else resolve(stdout.trimEnd().split('\n'));
      },
    );
  });
}

/** The footer's build list, opened; the row of one remote. */
export async function buildRow(page: Page, remote: string) {
  const footer = page.locator('footer');
  const build = footer.locator('details');
  if (!(await build.evaluate((d) => (d as HTMLDetailsElement).open))) await footer.getByText('Build', { exact: true }).click();
  return footer
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${remote}$`) }) })
    .locator('dd');
}
