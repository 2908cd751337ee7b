// Gym Wi-Fi drops: a quick log whose response is lost after the api committed it is
// sent again by the outbox with the same key, without a duplicate, and Log Out during a slow save asks first instead of cutting it.
import { expect, test } from '@playwright/test';
import { addSessionAndOpen } from './support/sessions';
import { signIn } from './support/sign-in';

test('a quick log whose response is lost after commit is kept and sent again with its key: each set logged once', async ({ page }) => {
  await signIn(page);
  await addSessionAndOpen(page, 'push');
  const keys: string[] = [];
  let dropped = false;
  await page.route('**/api/sessions/*/exercises', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    if (dropped) return route.fallback();
    dropped = true;
    // The request reaches the api and is committed; its answer never reaches the phone.
    await route.fetch();
    await route.abort('connectionreset');
  });

  await page.getByRole('button', { name: 'Quick Log' }).click();
  await page.getByLabel('One exercise per line').fill('Bench Press 3x8 @135');
  await page.getByRole('button', { name: 'Log 3 sets' }).click();
  // No answer is no error: the outbox keeps the write, shows it, and sends it again.
  await expect(page.getByRole('list', { name: 'Sets of Bench Press' }).getByRole('listitem')).toHaveCount(3);
  await expect.poll(() => keys.length).toBe(2);
  expect(keys[1]).toBe(keys[0]);
  await expect(page.getByText(/waiting to sync/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Sets of Bench Press' }).getByRole('listitem')).toHaveCount(3);
  // One exercise, not two: the second try was answered from the first write.
  await expect(page.getByRole('list', { name: 'Sets of Bench Press' })).toHaveCount(1);
});

test('Log Out during a slow save asks first; waiting lets the save finish, then logs out', async ({ page }) => {
  await signIn(page);
  await addSessionAndOpen(page, 'legs');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/sessions/*/exercises', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await held;
    return route.fallback();
  });
  await page.getByRole('button', { name: 'Quick Log' }).click();
  await page.getByLabel('One exercise per line').fill('Back Squat 2x5 @225');
  await page.getByRole('button', { name: 'Log 2 sets' }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).click();
  const dialog = page.getByRole('dialog', { name: 'A save is still running' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).click();
  await dialog.getByRole('button', { name: 'Log Out When Saved' }).click();
  await expect(dialog.getByRole('button', { name: 'Log Out When Saved...' })).toBeVisible();
  release();
  // The save finished (the api has it), then the lifter was logged out.
  await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeVisible({ timeout: 15_000 });
});
