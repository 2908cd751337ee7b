// Goals, end to end in Chromium: a goal made through the form, sets logged in the sessions area
// moving its percent (tags across remotes, the api computing progress), pause / resume /
// complete, the detail view, and delete after a confirmation.
import { expect, test, type Page } from '@playwright/test';
import type { GoalWithProgress } from '@liftbook/shared/contract';
import { apiAs, seedHistory } from './support/seed';
import { addSessionAndOpen, quickLog } from './support/sessions';
import { signIn } from './support/sign-in';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function createGoal(page: Page, goal: { exercise: string; currentWeight?: string; currentReps?: string; targetWeight?: string; targetReps?: string }) {
  await page.goto('/goals');
  await page
    .getByRole('link', { name: /Add New Goal|Create Your First Goal/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/goals\/new$/);
  await page.getByLabel('Exercise').fill(goal.exercise);
  if (goal.currentWeight) await page.getByLabel('Current Weight').fill(goal.currentWeight);
  if (goal.currentReps) await page.getByLabel('Current Reps').fill(goal.currentReps);
  if (goal.targetWeight) await page.getByLabel('Target Weight').fill(goal.targetWeight);
  if (goal.targetReps) await page.getByLabel('Target Reps').fill(goal.targetReps);
  await page.getByLabel('Target Date').fill(inDays(60));
  await page.getByRole('button', { name: 'Create Goal' }).click();
  await expect(page).toHaveURL(/\/goals$/);
}

const card = (page: Page, exercise: string) => page.getByRole('article', { name: exercise });

test('a goal made through the form moves as sets are logged in the sessions area', async ({ page }) => {
  await signIn(page);
  // Last month's heavy bench predates the goal: it must not count towards it.
  await seedHistory(page, [{ date: inDays(-30), type: 'last month', exercises: [{ name: 'Bench Press', sets: [{ weight: 200, reps: 5 }] }] }]);
  await page.goto('/goals');
  await expect(page.getByText('No goals yet')).toBeVisible();
  await createGoal(page, { exercise: 'Bench Press', currentWeight: '135', currentReps: '5', targetWeight: '185', targetReps: '5' });
  await expect(page.getByRole('heading', { name: 'Active Goals (1)' })).toBeVisible();
  await expect(card(page, 'Bench Press').getByText('0%')).toBeVisible();
  await expect(card(page, 'Bench Press').getByText('On track')).toBeVisible();

  // 160×5 is halfway from 135×5 to 185×5.
  await addSessionAndOpen(page, 'push');
  await quickLog(page, ['Bench Press 3x5 @160'], 3);
  await expect(page.getByRole('list', { name: 'Sets of Bench Press' }).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('navigation').getByRole('link', { name: 'Goals' }).click();
  await expect(card(page, 'Bench Press').getByText('50%')).toBeVisible();
  await expect(card(page, 'Bench Press').getByText('160 lbs × 5')).toBeVisible();
  // The api says the same (the server is the source of truth).
  const [saved] = await (await apiAs(page)).get<GoalWithProgress[]>('/goals');
  expect(saved!.progress).toMatchObject({ progress_percentage: 50, current_weight: 160, current_reps: 5 });

  // 185×5 meets it: the card says so and offers Complete; the goal stays active until clicked.
  await addSessionAndOpen(page, 'push again');
  await quickLog(page, ['Bench Press 2x5 @185'], 2);
  await expect(page.getByRole('list', { name: 'Sets of Bench Press' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('navigation').getByRole('link', { name: 'Goals' }).click();
  await expect(card(page, 'Bench Press').getByText('100%')).toBeVisible();
  await expect(card(page, 'Bench Press').getByText('Target reached! Mark it complete when you are ready.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Active Goals (1)' })).toBeVisible();
  await card(page, 'Bench Press').getByRole('button', { name: 'Complete Bench Press' }).click();
  await expect(page.getByRole('heading', { name: 'Completed Goals (1)' })).toBeVisible();
  await expect(card(page, 'Bench Press').getByRole('button')).toHaveText(['Delete']);
});

test('pause, resume, complete; the detail view; delete asks first', async ({ page }) => {
  await signIn(page);
  await createGoal(page, { exercise: 'Pull Up', currentReps: '8', targetReps: '16' });
  await card(page, 'Pull Up').getByRole('button', { name: 'Pause Pull Up' }).click();
  await expect(page.getByRole('heading', { name: 'Paused Goals (1)' })).toBeVisible();
  await card(page, 'Pull Up').getByRole('button', { name: 'Resume Pull Up' }).click();
  await expect(page.getByRole('heading', { name: 'Active Goals (1)' })).toBeVisible();

  // The detail has its own path: a reload keeps it, Back returns to the list.
  await card(page, 'Pull Up').getByRole('link', { name: 'View Details of Pull Up' }).click();
  await expect(page).toHaveURL(/\/goals\/\d+$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pull Up' })).toBeVisible();
  await expect(page.getByRole('img', { name: '0% of the goal reached' })).toBeVisible();
  await expect(page.getByText('No exercise data available yet')).toBeVisible();
  await expect(page.getByText('Volume (100%)')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/goals$/);

  await card(page, 'Pull Up').getByRole('button', { name: 'Complete Pull Up' }).click();
  await expect(page.getByRole('heading', { name: 'Completed Goals (1)' })).toBeVisible();

  await card(page, 'Pull Up').getByRole('button', { name: 'Delete Pull Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete goal' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 'Pull Up')).toBeVisible();
  await card(page, 'Pull Up').getByRole('button', { name: 'Delete Pull Up' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No goals yet')).toBeVisible();
});
