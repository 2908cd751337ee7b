// A visitor's landing page is the prerendered index.html, and the app (react-dom, the federation
// runtime, shared) starts at the visitor's first interaction, not after the first paint (issue 33,
// Lighthouse's Total Blocking Time): nothing of it runs while nobody acts, and what they do first
// (Tab, the menu toggle, Log In) works as if it had been there all along.
import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from './support/axe';

/** The app's entry script: named by index.html's meta, appended to <head> when the app starts. */
const appScriptRequested = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/main\.[^/]*\.js$/.test(e.name)));

/** Until then boot.js's marks are on <html>; the app's first commit drops them. */
const takenOver = (page: Page) => expect(page.locator('html')).not.toHaveClass(/lb-boot/);

/** What the page did before: the app's script a frame and a task after start.js ran. Waits that long, twice. */
async function pastTheOldStart(page: Page) {
  await page.waitForLoadState('load');
  for (let i = 0; i < 2; i += 1) await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}

test('the landing page runs no app until the visitor acts; the first Tab starts it and focus stays where it went', async ({ page }) => {
  await page.goto('/');
  await pastTheOldStart(page);
  expect(await appScriptRequested(page)).toBe(false);
  await expect(page.getByRole('main').getByRole('button', { name: 'Log In' })).toBeVisible();

  await page.keyboard.press('Tab');
  const brand = page.getByRole('banner').getByRole('link', { name: 'Liftbook - Beta' });
  await expect(brand).toBeFocused();
  await takenOver(page);
  expect(await appScriptRequested(page)).toBe(true);
  // The app's tree replaced the markup; the same control has focus in it.
  await expect(brand).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Home' })).toBeFocused();
  expect(await wcagViolations(page)).toEqual([]);
});

test('at phone width the menu toggle pressed before the app opens the menu, which stays open once the app runs', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await pastTheOldStart(page);
  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  const home = page.getByRole('navigation').getByRole('link', { name: 'Home' });
  await expect(home).toBeHidden();
  await toggle.click();
  await expect(home).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await takenOver(page);
  await expect(home).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await wcagViolations(page)).toEqual([]);
  // Now the app's own toggle.
  await toggle.click();
  await expect(home).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('Log In pressed on the page before any app ran goes to the identity provider', async ({ page }) => {
  await page.goto('/');
  await pastTheOldStart(page);
  expect(await appScriptRequested(page)).toBe(false);
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('Log In held down while the app takes over still goes to the identity provider (the button under the finger is replaced, so no click follows)', async ({
  page,
}) => {
  await page.goto('/');
  await pastTheOldStart(page);
  const box = (await page.getByRole('main').getByRole('button', { name: 'Log In' }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down(); // the press starts the app
  await takenOver(page);
  await page.mouse.up();
  await expect(page.getByLabel('Email')).toBeVisible();
});
