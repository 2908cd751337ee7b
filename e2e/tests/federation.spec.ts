// A remote that is down never takes the shell down, and Retry brings it back without a reload;
// a staging preview of one remote is honoured only from an allowed origin (docs/architecture.md §3).
import { expect, test } from '@playwright/test';
import { E2E_ENV, FOREIGN_ORIGIN, PREVIEW_ORIGIN, remoteOrigin } from './support/e2e-env';
import { signIn } from './support/sign-in';

test('a remote that is down shows a fallback, the rest keeps working, and Retry recovers it', async ({ page }) => {
  await signIn(page);
  const goals = remoteOrigin(E2E_ENV.MF_GOALS_PORT);
  // mf-goals is down: every request to its origin fails.
  await page.route(`${goals}/**`, (route) => route.abort('connectionrefused'));
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: 'Goals', exact: true }).click();
  await expect(page.getByText('This area could not be loaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The navbar and the other areas are fine.
  await nav.getByRole('link', { name: 'Calendar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Workout Calendar' })).toBeVisible();
  await nav.getByRole('link', { name: 'Goals', exact: true }).click();
  await expect(page.getByText('This area could not be loaded')).toBeVisible();

  // It comes back: Retry loads it in the same page (no reload).
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.unroute(`${goals}/**`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Goals', exact: true }).first()).toBeVisible();
  await expect(page.getByText('This area could not be loaded')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('a preview from an allowed origin is used for this tab, shown in a banner, and can be cleared', async ({ page }) => {
  await signIn(page);
  const fromPreview: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(PREVIEW_ORIGIN)) fromPreview.push(request.url());
  });
  await page.goto(`/goals?preview=mf_goals=${PREVIEW_ORIGIN}/mf-manifest.json`);
  const banner = page.getByRole('status').filter({ hasText: 'Preview' });
  await expect(banner).toContainText('mf_goals');
  await expect(banner).toContainText(PREVIEW_ORIGIN);
  await expect(page.getByRole('heading', { name: 'Goals', exact: true }).first()).toBeVisible();
  expect(fromPreview.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);

  // Kept for this tab across navigation and reloads.
  await page.reload();
  await expect(banner).toContainText(PREVIEW_ORIGIN);

  await banner.getByRole('button', { name: 'Clear preview' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Goals', exact: true }).first()).toBeVisible();
});

test('a preview from an origin that is not allowed is ignored', async ({ page }) => {
  await signIn(page);
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(FOREIGN_ORIGIN)) foreign.push(request.url());
  });
  await page.goto(`/goals?preview=mf_goals=${FOREIGN_ORIGIN}/mf-manifest.json`);
  await expect(page.getByRole('heading', { name: 'Goals', exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Preview: mf_goals is loaded/)).toHaveCount(0);
  expect(foreign).toEqual([]);
});
