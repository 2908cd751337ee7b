// By keyboard only, at a phone's width: sign in, start today's workout, log three sets, edit one,
// delete one, and open a chart's numbers. Every control is reached with Tab (never clicked) and
// shows a visible focus ring when reached; a route change puts focus on the new page's heading
// and retitles the document; the set row's actions are 44 px targets.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newLifter } from './support/sign-in';

/** The focused element draws a ring: an outline or a box shadow (what :focus-visible gives it). */
async function expectVisibleFocus(page: Page, what: string) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return { outline, shadow: style.boxShadow !== 'none', matches: el.matches(':focus-visible') };
  });
  expect(ring, `${what}: something has focus`).not.toBeNull();
  expect(ring!.matches && (ring!.outline || ring!.shadow), `${what}: focus is visible`).toBe(true);
}

/** Presses Tab until `target` has focus (at most `max` times), then checks its ring. */
async function tabTo(page: Page, target: Locator, what: string, max = 60) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(page, what);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`${what}: not reached with ${max} presses of Tab`);
}

test('keyboard only: sign in, start today, log three sets, edit one, delete one, open a chart’s numbers', async ({ page }) => {
  // Every step is Tab presses, each awaited: about 20 s on CI.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const lifter = newLifter('keys');

  // Sign in through the identity provider's page.
  await page.goto('/');
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Log In' }), 'Log In');
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Email'), 'Email');
  await page.keyboard.type(lifter.email);
  await tabTo(page, page.getByLabel('Name'), 'Name');
  await page.keyboard.type(lifter.name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

  // Start today's workout: the new page's heading takes focus, and the title names it.
  await tabTo(page, page.getByRole('link', { name: "Start today's workout" }), "Start today's workout");
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: 'Workout' });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(/^Workout - /);

  // Reduced motion is honoured: a button has no transition left.
  const transition = await page.getByRole('button', { name: 'Quick Log' }).evaluate((el) =>
    getComputedStyle(el)
      .transitionDuration.split(',')
      .map((d) => parseFloat(d)),
  );
  expect(Math.max(...transition)).toBeLessThan(0.01);

  // Three sets through Quick Log.
  await tabTo(page, page.getByRole('button', { name: 'Quick Log' }), 'Quick Log');
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('One exercise per line'), 'Quick Log lines');
  await page.keyboard.type('Bench Press 3x8 @135');
  await tabTo(page, page.getByRole('button', { name: 'Log 3 sets' }), 'Log 3 sets');
  await page.keyboard.press('Enter');
  const sets = page.getByRole('list', { name: 'Sets of Bench Press' });
  await expect(sets.getByRole('listitem')).toHaveCount(3);

  // The set row's actions are 44 × 44 px.
  const edit = sets.getByRole('button', { name: 'Edit set 2' });
  const box = await edit.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);

  // Edit set 2: 6 reps instead of 8.
  await tabTo(page, edit, 'Edit set 2');
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Edit set 2' });
  await tabTo(page, form.getByLabel('Reps'), 'Reps of set 2');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('6');
  await page.keyboard.press('Enter');
  await expect(form).toHaveCount(0);
  await expect(sets.getByRole('listitem').nth(1)).toContainText('135 lbs × 6');

  // Delete set 3, confirmed in the dialog.
  await tabTo(page, sets.getByRole('button', { name: 'Delete set 3' }), 'Delete set 3');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Delete', exact: true }), 'Delete in the dialog', 10);
  await page.keyboard.press('Enter');
  await expect(sets.getByRole('listitem')).toHaveCount(2);

  // The chart's numbers: Exercises from the menu, the lift chosen, "Show the numbers" opened.
  await tabTo(page, page.getByRole('button', { name: 'Toggle menu' }), 'Toggle menu');
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('navigation').getByRole('link', { name: 'Exercises', exact: true }), 'Exercises link');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Exercises' })).toBeFocused();
  await expect(page).toHaveTitle(/^Exercises - /);
  const picker = page.getByLabel('Exercise', { exact: true });
  await tabTo(page, picker, 'Exercise picker');
  // A focused select takes the first letters typed.
  await page.keyboard.type('Bench Press');
  await expect(picker).toHaveValue('Bench Press');
  const figure = page.getByRole('figure', { name: /Bench Press - Max Weight Progress/ });
  await expect(figure).toBeVisible();
  await tabTo(page, figure.getByText('Show the numbers'), 'Show the numbers');
  await page.keyboard.press('Enter');
  await expect(figure.getByRole('table')).toBeVisible();
  await expect(figure.getByRole('row')).not.toHaveCount(0);
});
