// Independent delivery (docs/deployment.md), in Chromium against the running stack:
// a remote released twice and deployed by pointer without touching the shell, rolled back; a
// remote built against an incompatible shared; a preview in one tab only; a preview manifest
// that redirects to a foreign origin.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildRow, liftbook, ROOT } from './support/delivery';
import { E2E_ENV, FOREIGN_ORIGIN, PREVIEW_ORIGIN, remoteOrigin } from './support/e2e-env';
import { signIn } from './support/sign-in';

const GOALS = remoteOrigin(E2E_ENV.MF_GOALS_PORT);

const shellFiles = () =>
  fs
    .readdirSync(path.join(ROOT, 'shell/dist'), { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(ROOT, 'shell/dist', file)).isFile())
    .sort()
    .map(
      (file) =>
        `${file} ${crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(ROOT, 'shell/dist', file)))
          .digest('hex')}`,
    );

test('a remote released twice is deployed by pointer, seen in the footer with the shell untouched, and rolled back', async ({ page }) => {
  // Two webpack builds of mf-goals (one per release): about 80 s of the CI run on 2 cores.
  test.setTimeout(420_000);
  const before = shellFiles();
  const first = (await liftbook('release', 'mf-goals')).at(-1)!;
  const second = (await liftbook('release', 'mf-goals')).at(-1)!;
  expect(first).toMatch(/^0\.1\.0-\d{8}T\d{6}-[0-9a-f]{8}$/);
  expect(second).not.toBe(first);
  expect((await liftbook('releases', 'mf-goals')).join('\n')).toContain(`  ${second}`);

  await signIn(page);
  try {
    await liftbook('deploy', 'mf-goals', first);
    await liftbook('deploy', 'mf-goals', second);
    const fromSecond: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${GOALS}/releases/${second}/`)) fromSecond.push(request.url());
    });
    // The next page load uses it: no shell rebuild, no restart.
    await page.goto('/goals');
    await expect(page.getByRole('heading', { name: 'Goals', exact: true }).first()).toBeVisible();
    expect(fromSecond.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    await expect(await buildRow(page, 'mf_goals')).toHaveText(`0.1.0 · release ${second}`);
    // The other remotes still serve what they served (their working-tree builds here).
    await expect(await buildRow(page, 'mf_sessions')).not.toContainText('release');
    const remotes = (await (await page.request.get('/remotes.json')).json()) as { remotes: Record<string, string> };
    expect(remotes.remotes.mf_goals).toBe(`${GOALS}/releases/${second}/mf-manifest.json`);
    expect(remotes.remotes.mf_sessions).toBe(`${remoteOrigin(E2E_ENV.MF_SESSIONS_PORT)}/mf-manifest.json`);

    expect((await liftbook('rollback', 'mf-goals')).join('\n')).toContain(`rolled back from ${second} to ${first}`);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Goals', exact: true }).first()).toBeVisible();
    await expect(await buildRow(page, 'mf_goals')).toHaveText(`0.1.0 · release ${first}`);
  } finally {
    // Leave the environment as it was for the other journeys: mf-goals' working-tree build.
    const live = JSON.parse(fs.readFileSync(path.join(E2E_ENV.LIFTBOOK_DATA_DIR, 'releases', 'live.json'), 'utf8')) as Record<string, string[]>;
    for (let n = live.mf_goals?.length ?? 0; n > 0; n -= 1) await liftbook('rollback', 'mf-goals');
  }
  expect(shellFiles()).toEqual(before);
});

test('a remote whose manifest declares an incompatible shared shows "This area needs an update"; the rest works', async ({ page }) => {
  await page.route(new RegExp(`^${GOALS}/.*mf-manifest\\.json$`), async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    manifest.metaData.buildInfo.sharedVersion = '99.0.0';
    await route.fulfill({ response, json: manifest });
  });
  const fromGoals: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(GOALS) && !request.url().endsWith('mf-manifest.json')) fromGoals.push(request.url());
  });
  await signIn(page);
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: 'Goals', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'This area needs an update' })).toBeVisible();
  await expect(page.getByText('Goals was built for another version of Liftbook and cannot open here.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  // None of its code ran.
  expect(fromGoals).toEqual([]);
  await expect(await buildRow(page, 'mf_goals')).toContainText('needs an update');

  await nav.getByRole('link', { name: 'Calendar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Workout Calendar' })).toBeVisible();
  await nav.getByRole('link', { name: 'Sessions', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sessions', exact: true }).first()).toBeVisible();
});

test('a preview from the preview origin applies to the tab it was opened in, and to no other', async ({ page, context }) => {
  await signIn(page);
  await page.goto(`/goals?preview=mf_goals=${PREVIEW_ORIGIN}/mf-manifest.json`);
  await expect(page.getByRole('status').filter({ hasText: 'Preview: mf_goals is loaded from' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Goals', exact: true }).first()).toBeVisible();
  await expect(await buildRow(page, 'mf_goals')).toContainText('· preview');

  // Another tab of the same browser (same sign-in, its own sessionStorage): no preview.
  const other = await context.newPage();
  const fromPreview: string[] = [];
  other.on('request', (request) => {
    if (request.url().startsWith(PREVIEW_ORIGIN)) fromPreview.push(request.url());
  });
  await other.goto('/goals');
  await expect(other.getByRole('heading', { name: 'Goals', exact: true }).first()).toBeVisible();
  await expect(other.getByRole('status').filter({ hasText: 'Preview' })).toHaveCount(0);
  await expect(await buildRow(other, 'mf_goals')).not.toContainText('preview');
  expect(fromPreview).toEqual([]);

  // The first tab keeps it across a reload.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Preview: mf_goals is loaded from' })).toBeVisible();
});

test("a preview whose manifest redirects to a foreign origin is refused, and the area runs the environment's release", async ({ page }) => {
  await signIn(page);
  const redirecting = `${PREVIEW_ORIGIN}/moved/mf-manifest.json`;
  // The allowed preview origin answers with a redirect to an origin that is not allowed.
  await page.route(redirecting, (route) => route.fulfill({ status: 302, headers: { Location: `${FOREIGN_ORIGIN}/mf-manifest.json` } }));
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(FOREIGN_ORIGIN)) foreign.push(request.url());
  });
  await page.goto(`/goals?preview=mf_goals=${redirecting}`);
  const banner = page.getByRole('status').filter({ hasText: 'Preview refused for mf_goals' });
  await expect(banner).toContainText('redirects');
  await expect(page.getByRole('heading', { name: 'Goals', exact: true }).first()).toBeVisible();
  await expect(await buildRow(page, 'mf_goals')).not.toContainText('preview');
  expect(foreign).toEqual([]);
});
