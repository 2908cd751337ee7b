// The sessions area as a lifter uses it between sets (issue: the sessions area, complete).
import { expect, test } from '@playwright/test';
import { addSessionAndOpen, quickLog } from './support/sessions';
import { signIn } from './support/sign-in';

test('add a session, quick-log three lines, then work sets and exercises', async ({ page }) => {
  await signIn(page);
  await page.goto('/sessions');
  await expect(page.getByText('No sessions yet. Add your first one above!')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add Session' }).getByLabel('Type')).toHaveAttribute('placeholder', 'push / pull / legs');
  await addSessionAndOpen(page, 'push', 'heavy day');
  await expect(page.getByText('heavy day')).toBeVisible();
  await expect(page.getByText('No exercises yet.')).toBeVisible();

  await quickLog(page, ['Bench Press 3x8 @135', 'Plank 3×1m30s', 'Pull-ups 3x8-10'], 9);
  await expect(page.getByRole('list', { name: 'Sets of Bench Press' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'Sets of Plank' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'Sets of Pull-up' }).getByRole('listitem')).toHaveCount(3);
  // The set summaries on the exercise cards read back as logged.
  const exercises = page.getByRole('list', { name: 'Exercises' });
  for (const summary of ['3×8', '3×1:30', '3×8-10']) await expect(exercises.getByText(summary, { exact: true })).toBeVisible();

  // Add a fourth set to the bench press, edit it, delete it (the spec's question first).
  const addSet = page.getByRole('form', { name: 'Add set to Bench Press' });
  await addSet.getByLabel('Weight').fill('140');
  await addSet.getByLabel('Reps').fill('6');
  await addSet.getByRole('button', { name: 'Add Set' }).click();
  const benchSets = page.getByRole('list', { name: 'Sets of Bench Press' });
  await expect(benchSets.getByRole('listitem')).toHaveCount(4);
  await expect(benchSets.getByRole('listitem').nth(3)).toContainText('140');

  await benchSets.getByRole('button', { name: 'Edit set 4' }).click();
  const editSet = page.getByRole('form', { name: 'Edit set 4' });
  await editSet.getByLabel('Reps').fill('5');
  await editSet.getByRole('button', { name: 'Save' }).click();
  await expect(benchSets.getByRole('listitem').nth(3)).toContainText('5');
  await expect(page.getByRole('form', { name: 'Edit set 4' })).toHaveCount(0);

  await benchSets.getByRole('button', { name: 'Delete set 4' }).click();
  const setDialog = page.getByRole('dialog');
  await expect(setDialog).toContainText('Are you sure you want to delete this set?');
  await setDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(benchSets.getByRole('listitem')).toHaveCount(3);

  // Edit an exercise (a dictionary one: its name is not editable), then delete another.
  await page.getByRole('button', { name: 'Edit Pull-up' }).click();
  const editExercise = page.getByRole('form', { name: 'Edit Pull-up' });
  await expect(editExercise.getByLabel('Name')).toBeDisabled();
  await editExercise.getByLabel('Variation (optional)').fill('wide grip');
  await editExercise.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('wide grip')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Plank' }).click();
  const exerciseDialog = page.getByRole('dialog');
  await expect(exerciseDialog).toContainText('Delete this exercise and all its sets?');
  await exerciseDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('list', { name: 'Sets of Plank' })).toHaveCount(0);

  // Everything is really stored: a reload shows the same.
  await page.reload();
  await expect(benchSets.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('wide grip')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sets of Plank' })).toHaveCount(0);
});

test('the countdown runs and stops at zero', async ({ page }) => {
  await signIn(page);
  await addSessionAndOpen(page, 'legs');
  // The timer opens from its button in the add-mode row.
  await page.getByRole('button', { name: 'Stopwatch and timer' }).click();
  const timer = page.getByRole('region', { name: 'Timer' });
  await timer.getByRole('button', { name: 'Timer', exact: true }).click();
  await expect(timer.getByRole('timer')).toHaveText('05:00');
  await timer.getByLabel('Minutes').fill('0');
  await timer.getByLabel('Seconds').fill('2');
  await timer.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(timer.getByRole('timer')).toHaveText('00:02');
  await timer.getByRole('button', { name: 'Start' }).click();
  await expect(timer.getByText("Time's up")).toBeVisible({ timeout: 6_000 });
  await expect(timer.getByRole('timer')).toHaveText('00:00');
});

test('the calendar shows the day, and its summary gives the volume', async ({ page }) => {
  await signIn(page);
  await addSessionAndOpen(page, 'pull', 'back and biceps');
  await quickLog(page, ['Barbell Row 3x8 @135', 'Barbell Curl 2x10 @50'], 5);
  await expect(page.getByRole('list', { name: 'Sets of Barbell Curl' }).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('navigation').getByRole('link', { name: 'Calendar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Workout Calendar' })).toBeVisible();
  const day = page.getByRole('button', { name: /1 session/ });
  await expect(day).toHaveCount(1);
  await expect(day).toHaveAttribute('aria-current', 'date');
  await day.click();
  const summary = page.getByRole('dialog', { name: 'Workout Summary' });
  // 3 × 8 × 135 + 2 × 10 × 50 = 3,240 + 1,000
  await expect(summary).toContainText('4,240');
  await expect(summary).toContainText('pull');
  await expect(summary).toContainText('back and biceps');
  await expect(summary).toContainText('Barbell Row');
  await page.keyboard.press('Escape');
  await expect(summary).toHaveCount(0);
});

test('session detail fits a phone', async ({ page }) => {
  await signIn(page);
  await addSessionAndOpen(page, 'full body');
  await quickLog(page, ['Squat 5x5 @225', 'Dips 3x12', 'Plank 2×45s'], 10);
  await expect(page.getByRole('list', { name: 'Sets of Squat' }).getByRole('listitem')).toHaveCount(5);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Sets of Squat' }).getByRole('listitem')).toHaveCount(5);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('session-detail-375.png'), fullPage: true });
});

test('bulk-add two exercises with their sets; removing a card asks first', async ({ page }) => {
  await signIn(page);
  await addSessionAndOpen(page, 'lower');
  await page.getByRole('button', { name: 'Manual Add Exercises' }).click();
  const cards = page.getByRole('list', { name: 'Exercises to add' });

  const first = cards.getByRole('listitem', { name: 'Exercise 1' });
  await first.getByLabel('Exercise', { exact: true }).fill('Front Squat');
  const squat = cards.getByRole('listitem', { name: 'Front Squat' });
  await squat.getByLabel('Set 1 weight').fill('185');
  await squat.getByLabel('Set 1 reps').fill('5');
  await squat.getByRole('button', { name: '+ Add set' }).click();
  await expect(squat.getByLabel('Set 2 weight')).toHaveValue('185');

  await page.getByRole('button', { name: '+ Add Exercise' }).click();
  const second = cards.getByRole('listitem', { name: 'Exercise 2' });
  await second.getByLabel('Exercise', { exact: true }).fill('Hanging Leg Raise');
  const raise = cards.getByRole('listitem', { name: 'Hanging Leg Raise' });
  await raise.getByRole('radio', { name: 'Reps' }).check();
  await raise.getByLabel('Set 1 reps').fill('12');

  // A third card, removed again: the lifter is asked first.
  await page.getByRole('button', { name: '+ Add Exercise' }).click();
  await page.getByRole('button', { name: 'Remove Exercise 3' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(cards.getByRole('listitem', { name: 'Exercise 3' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Save 2 exercises' }).click();
  await expect(page.getByRole('list', { name: 'Sets of Front Squat' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Sets of Hanging Leg Raise' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Exercises' }).getByText('2×5', { exact: true })).toBeVisible();
});

test.describe('west of UTC', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('a session logged on the 20th shows the 20th', async ({ page }) => {
    await signIn(page);
    await page.goto('/sessions');
    const form = page.getByRole('form', { name: 'Add Session' });
    await form.getByLabel('Date').fill('2026-11-20');
    await form.getByLabel('Type').fill('legs');
    await form.getByRole('button', { name: 'Add Session' }).click();
    const view = page.getByRole('link', { name: /^View legs session of .*Nov 20, 2026/ });
    await expect(view).toBeVisible();
    await view.click();
    await expect(page.getByText('Fri, Nov 20, 2026')).toBeVisible();
  });
});
