// Nothing the lifter typed is lost when the phone discards the backgrounded tab (music, camera
// between sets) and reloads it on return: Quick Log, Manual Add and a running timer come back.
import { expect, test } from '@playwright/test';
import { addSessionAndOpen } from './support/sessions';
import { signIn } from './support/sign-in';

/** "01:23" or "1:01:23" (countdown) or "01:23.4" (stopwatch) → seconds. */
function seconds(text: string): number {
  return text
    .replace(/\.\d$/, '')
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}

test('a half-typed quick log comes back after a reload, and goes once logged', async ({ page }) => {
  await signIn(page);
  await addSessionAndOpen(page, 'pull');
  await page.getByRole('button', { name: 'Quick Log' }).click();
  const box = page.getByLabel('One exercise per line');
  await box.fill('Pull-ups 3x8-10\nBarbell Row 3x8 @135');
  // The tab goes to the background first, as a phone's does before it is discarded.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.reload();

  await expect(page.getByText('Restored what you typed before')).toBeVisible();
  await expect(box).toHaveValue('Pull-ups 3x8-10\nBarbell Row 3x8 @135');
  await expect(page.getByRole('button', { name: 'Quick Log' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Log 6 sets' }).click();
  // Logged in full: the panel closes (the list refreshes after each call, so wait for this).
  await expect(page.getByRole('button', { name: 'Quick Log' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('list', { name: 'Sets of Barbell Row' }).getByRole('listitem')).toHaveCount(3);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Sets of Pull-up' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Quick Log' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Restored what you typed before')).toHaveCount(0);
});

test('Manual Add cards come back after a reload (even one typed a moment before it)', async ({ page }) => {
  await signIn(page);
  await addSessionAndOpen(page, 'legs');
  await page.getByRole('button', { name: 'Manual Add Exercises' }).click();
  const card = page.getByRole('listitem', { name: 'Exercise 1' });
  await card.getByLabel('Exercise', { exact: true }).fill('Back Squat');
  const squat = page.getByRole('listitem', { name: 'Back Squat' });
  await squat.getByLabel('Set 1 weight').fill('225');
  await squat.getByLabel('Set 1 reps').fill('5');
  // No wait for the 300 ms save: leaving the page (pagehide) saves at once.
  await page.reload();

  await expect(page.getByText('Restored what you typed before')).toBeVisible();
  await expect(squat.getByLabel('Exercise', { exact: true })).toHaveValue('Back Squat');
  await expect(squat.getByLabel('Set 1 weight')).toHaveValue('225');
  await expect(squat.getByLabel('Set 1 reps')).toHaveValue('5');
});

test('a running countdown is still running, and right, after a reload; a finished one says so', async ({ page }) => {
  // The countdown runs out in real time across a reload, and a reload under CI load took 20 s.
  test.setTimeout(120_000);
  await signIn(page);
  await addSessionAndOpen(page, 'push');
  // Opened once: it stays open across the reloads below, as the lifter left it.
  await page.getByRole('button', { name: 'Stopwatch and timer' }).click();
  const timer = page.getByRole('region', { name: 'Timer' });
  await timer.getByRole('button', { name: 'Timer', exact: true }).click();
  await timer.getByLabel('Minutes').fill('0');
  // 20 s: a reload of the page on a loaded machine can take several seconds, and the countdown
  // must still be running when the page is back.
  await timer.getByLabel('Seconds').fill('20');
  await timer.getByRole('button', { name: 'Set', exact: true }).click();
  await timer.getByRole('button', { name: 'Start' }).click();
  await expect(timer.getByRole('timer')).toHaveText('00:19', { timeout: 3_000 });
  const before = seconds((await timer.getByRole('timer').textContent()) ?? '');

  await page.reload();
  // Still the countdown, still running, and less left than before (time kept passing).
  await expect(timer.getByRole('button', { name: 'Timer', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(timer.getByRole('button', { name: 'Pause' })).toBeVisible();
  const shown = async () => seconds((await timer.getByRole('timer').textContent()) ?? '');
  // Not started over at 00:20: at most what was left before the reload, and still counting down.
  expect(await shown()).toBeLessThanOrEqual(before);
  await expect.poll(shown, { timeout: 3_000 }).toBeLessThan(before);

  await expect(timer.getByText("Time's up")).toBeVisible({ timeout: 25_000 });
  await page.reload();
  await expect(timer.getByText("Time's up")).toBeVisible();
  await expect(timer.getByRole('timer')).toHaveText('00:00');

  // Reset clears it: a reload shows a fresh countdown of the length that was set.
  await timer.getByRole('button', { name: 'Reset' }).click();
  await page.reload();
  await expect(timer.getByRole('timer')).toHaveText('00:20');
  await expect(timer.getByRole('button', { name: 'Start' })).toBeVisible();
});

test('a running stopwatch keeps counting across a reload', async ({ page }) => {
  await signIn(page);
  await addSessionAndOpen(page, 'core');
  await page.getByRole('button', { name: 'Stopwatch and timer' }).click();
  const timer = page.getByRole('region', { name: 'Timer' });
  await timer.getByRole('button', { name: 'Start' }).click();
  await expect(timer.getByRole('timer')).toHaveText(/^00:0[2-9]\.\d$/, { timeout: 5_000 });
  const before = seconds((await timer.getByRole('timer').textContent()) ?? '');
  await page.reload();
  await expect(timer.getByRole('button', { name: 'Pause' })).toBeVisible();
  const after = seconds((await timer.getByRole('timer').textContent()) ?? '');
  expect(after).toBeGreaterThanOrEqual(before);
  await expect(timer.getByRole('timer')).not.toHaveText(/^00:00\.\d$/);
});
