// A lifting write refreshes every view that shows what was lifted: Goals and Exercises
// are looked at first, so their answers sit in the page's store; then Quick Log logs three lines;
// going back to them by the navigation (no reload) shows the new numbers.
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './support/seed';
import { quickLog } from './support/sessions';
import { signIn } from './support/sign-in';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const nav = (page: Page, area: 'Sessions' | 'Exercises' | 'Goals') => page.getByRole('navigation').getByRole('link', { name: area }).click();
const goalCard = (page: Page) => page.getByRole('article', { name: 'Back Squat' });
const records = (page: Page) => page.getByRole('region', { name: 'Personal Records' });

test('Quick Log three lines, then Goals and Exercises show the new numbers without a reload', async ({ page }) => {
  await signIn(page);
  await (
    await apiAs(page)
  ).post('/goals', { exercise_name: 'Back Squat', current_weight: 135, current_reps: 5, target_weight: 235, target_reps: 5, target_date: inDays(60) });

  await page.goto('/goals');
  await expect(goalCard(page).getByText('0%')).toBeVisible();
  await nav(page, 'Exercises');
  await page.getByLabel('Exercise', { exact: true }).selectOption('Back Squat');
  await expect(page.getByText('No progress data found for Back Squat in the selected time period.')).toBeVisible();

  // A session added and filled through the app, still without a reload.
  await nav(page, 'Sessions');
  const form = page.getByRole('form', { name: 'Add Session' });
  await form.getByLabel('Type').fill('legs day');
  await form.getByRole('button', { name: 'Add Session' }).click();
  await page.getByRole('link', { name: /^View legs day session/ }).click();
  await quickLog(page, ['Back Squat 3x5 @185', 'Bench Press 3x8 @135', 'Plank 3×1m'], 9);
  await expect(page.getByRole('list', { name: 'Sets of Back Squat' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'Sets of Plank' }).getByRole('listitem')).toHaveCount(3);

  // 185×5 is halfway from 135×5 to 235×5, in strength and in volume.
  await nav(page, 'Goals');
  await expect(goalCard(page).getByText('50%')).toBeVisible();
  await expect(goalCard(page).getByText('185 lbs × 5')).toBeVisible();

  await nav(page, 'Exercises');
  await page.getByLabel('Exercise', { exact: true }).selectOption('Back Squat');
  await expect(page.getByRole('img', { name: /^Back Squat - Max Weight Progress: 1 day/ })).toBeVisible();
  await expect(records(page)).toContainText('185 lbs × 5');
});
