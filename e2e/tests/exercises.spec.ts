// The exercises area: progress charts and personal records from a real history, the
// period switch, the no-data state, the custom exercise manager end to end, the choice kept in the
// URL across a reload, and a quick-log partial match kept as typed.
import { expect, test } from '@playwright/test';
import { apiAs, seedHistory } from './support/seed';
import { addSessionAndOpen } from './support/sessions';
import { signIn } from './support/sign-in';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

test('charts and records of a lift, the period switch, no data, and the choice kept across a reload', async ({ page }) => {
  await signIn(page);
  await seedHistory(page, [
    { date: daysAgo(200), type: 'legs', exercises: [{ name: 'Back Squat', sets: [{ weight: 100, weight_unit: 'kg', reps: 1 }] }] },
    {
      date: daysAgo(20),
      type: 'legs',
      exercises: [
        {
          name: 'Back Squat',
          sets: [
            { weight: 185, reps: 5 },
            { weight: 195, reps: 3 },
          ],
        },
      ],
    },
    { date: daysAgo(3), type: 'legs', exercises: [{ name: 'Back Squat', sets: [{ weight: 205, reps: 5 }] }] },
  ]);

  await page.goto('/exercises');
  await expect(page.getByRole('heading', { level: 1, name: 'Exercises' })).toBeVisible();
  await page.getByLabel('Exercise', { exact: true }).selectOption('Back Squat');
  await expect(page).toHaveURL(/exercise=Back\+Squat|exercise=Back%20Squat/);
  for (const title of ['Back Squat - Max Weight Progress', 'Back Squat - Max Reps Progress', 'Back Squat - Total Volume Progress']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  // Last Month (the default) holds two session days; All Time adds the 100 kg single as 220.46 lbs.
  await expect(page.getByRole('img', { name: /^Back Squat - Max Weight Progress: 2 days/ })).toBeVisible();
  await page.getByLabel('Period').selectOption('All Time');
  await expect(page.getByRole('img', { name: /^Back Squat - Max Weight Progress: 3 days/ })).toBeVisible();
  const records = page.getByRole('region', { name: 'Personal Records' });
  await expect(records).toContainText('Est. 1RM');
  // 100 kg is 220.46 lbs, shown to what a plate loads (0.5 lbs).
  await expect(records).toContainText('220.5 lbs');

  await page.reload();
  await expect(page.getByLabel('Period')).toHaveValue('all');
  await expect(page.getByRole('img', { name: /^Back Squat - Max Weight Progress: 3 days/ })).toBeVisible();

  await page.getByLabel('Exercise', { exact: true }).selectOption('Deadlift');
  await page.getByLabel('Period').selectOption('Last Week');
  await expect(page.getByText('No progress data found for Deadlift in the selected time period.')).toBeVisible();
  await expect(page.getByText('Start logging this exercise to see your progress!')).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Period')).toHaveValue('all');
});

test('the custom exercise manager creates, renames and deletes; a duplicate or a dictionary name says so', async ({ page }) => {
  await signIn(page);
  await page.goto('/exercises');
  await page.getByRole('button', { name: 'Manage Custom Exercises' }).click();
  const name = page.getByLabel('New exercise name');
  const create = page.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await name.fill('  Prowler Drive  ');
  await create.click();
  const list = page.getByRole('list', { name: 'Your custom exercises' });
  await expect(list.getByText('Prowler Drive', { exact: true })).toBeVisible();

  // Any letter case: a clear message, not a silent failure; nothing is added.
  await name.fill('prowler drive');
  await create.click();
  await expect(page.getByText(/already/)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await name.fill('Sled Push');
  await create.click();
  await expect(page.getByText('Sled Push is already in the exercise dictionary')).toBeVisible();

  await page.getByRole('button', { name: 'Rename Prowler Drive' }).click();
  await page.getByLabel('New name for Prowler Drive').fill('Prowler Sprint');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByText('Prowler Sprint', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Prowler Sprint' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete custom exercise' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No custom exercises yet')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByLabel('Exercise', { exact: true })).toBeVisible();
});

test("a quick-log partial match kept as typed is logged, and charted, as the lifter's own exercise", async ({ page }) => {
  await signIn(page);
  await addSessionAndOpen(page, 'conditioning');
  await page.getByRole('button', { name: 'Quick Log' }).click();
  await page.getByLabel('One exercise per line').fill('Zercher carry special 2x10 @95');
  const choice = page.getByLabel('Log "Zercher carry special" as');
  await expect(choice).toHaveValue('suggested');
  await choice.selectOption({ label: 'Zercher carry special (keep as typed)' });
  await page.getByRole('button', { name: 'Log 2 sets' }).click();
  await expect(page.getByRole('list', { name: 'Sets of Zercher carry special' }).getByRole('listitem')).toHaveCount(2);

  const api = await apiAs(page);
  const custom = await api.get<{ name: string }[]>('/custom_exercises');
  expect(custom.map((c) => c.name)).toContain('Zercher carry special');
  const squat = await api.get<unknown[]>('/exercises/progress?exercise_name=Zercher%20Squat&period=all');
  expect(squat).toEqual([]);
  const carry = await api.get<{ max_weight: number }[]>('/exercises/progress?exercise_name=zercher%20carry%20special&period=all');
  expect(carry.map((p) => p.max_weight)).toEqual([95]);
});

test.describe('west of Greenwich', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('the x labels, the summary and the table name the same UTC session days, whatever the browser zone', async ({ page }) => {
    await signIn(page);
    const days = [5, 3, 1].map(daysAgo);
    await seedHistory(
      page,
      days.map((date, i) => ({ date, type: 'push', exercises: [{ name: 'Bench Press', sets: [{ weight: 135 + i * 10, reps: 5 }] }] })),
    );
    await page.goto('/exercises?exercise=Bench+Press&period=week');
    const figure = page.getByRole('figure', { name: 'Bench Press - Max Weight Progress' });
    const canvas = figure.getByRole('img');
    await expect(canvas).toHaveAttribute('data-point-x', /\d/);
    const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });
    const week = [6, 5, 4, 3, 2, 1, 0].map((n) => utc({ month: 'short', day: 'numeric' }).format(new Date(`${daysAgo(n)}T00:00:00Z`)));
    const ticks = ((await canvas.getAttribute('data-x-ticks')) ?? '').split('|');
    // The axis is the UTC week: its first label is its first day, none a local day off by one.
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks[0]).toBe(week[0]);
    for (const tick of ticks) expect(week).toContain(tick);
    // The summary and the numbers name the last day as the api dated it.
    const last = utc({ month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(`${days[2]}T00:00:00Z`));
    await expect(canvas).toHaveAccessibleName(new RegExp(`^Bench Press - Max Weight Progress: 3 days from .+ to ${last}, `));
    await figure.getByText('Show the numbers').click();
    await expect(figure.getByRole('table').getByRole('row').last()).toContainText(last);
  });
});
