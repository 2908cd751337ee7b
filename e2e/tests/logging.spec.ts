// Logging like a lifter, at a phone's width: a set equal to last time in two taps,
// the rest bar that starts itself and survives a reload, a warm-up that moves no record, plate math.
import { expect, test } from '@playwright/test';
import { apiAs, seedHistory } from './support/seed';
import { signIn } from './support/sign-in';

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

test('last time in two taps, the rest bar across a reload, a warm-up that changes no record, plate math', async ({ page }) => {
  // Signed in at the default width (the navbar shows the name there), then the phone's.
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 812 });
  const [, today] = await seedHistory(page, [
    {
      date: day(4),
      type: 'legs',
      exercises: [
        {
          name: 'Back Squat',
          sets: [
            { weight: 185, reps: 5 },
            { weight: 185, reps: 5 },
            { weight: 190, reps: 4 },
          ],
        },
      ],
    },
    { date: day(0), type: 'legs', exercises: [{ name: 'Back Squat', type: 'weighted', sets: [] }] },
  ]);
  await page.goto(`/sessions/${today!.id}`);

  // Last time, its date and sets; the row holds last time's first set: one tap logs it.
  const card = page.getByRole('list', { name: 'Exercises' }).getByRole('listitem').filter({ hasText: 'Back Squat' }).first();
  await expect(card.getByText('185 × 5, 185 × 5, 190 × 4 lbs')).toBeVisible();
  const row = page.getByRole('form', { name: 'Add set to Back Squat' });
  await expect(row.getByLabel('Weight')).toHaveValue('185');
  await expect(row.getByLabel('Reps')).toHaveValue('5');
  await row.getByRole('button', { name: 'Add Set' }).click();
  const sets = page.getByRole('list', { name: 'Sets of Back Squat' });
  await expect(sets.getByRole('listitem')).toHaveCount(1);
  await expect(sets.getByRole('listitem').first()).toContainText('185 lbs × 5');
  // The second tap logs last time's second set.
  await page.getByRole('form', { name: 'Add set to Back Squat' }).getByRole('button', { name: 'Add Set' }).click();
  await expect(sets.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('form', { name: 'Add set to Back Squat' }).getByLabel('Weight')).toHaveValue('190');

  // The rest bar started itself; after a reload it is still counting, below 2:00.
  const rest = page.getByRole('region', { name: 'Rest timer' });
  await expect(rest.getByRole('timer')).toHaveText(/^[12]:\d\d$/);
  await expect(rest.getByRole('timer')).toBeInViewport();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Rest timer' }).getByRole('timer')).toHaveText(/^1:\d\d$/);
  await expect(page.getByRole('list', { name: 'Sets of Back Squat' }).getByRole('listitem').first()).not.toContainText('Saving');

  // Plate math beside the weight: 225 lbs, then 100 kg.
  const form = page.getByRole('form', { name: 'Add set to Back Squat' });
  await form.getByRole('button', { name: /More fields/ }).click();
  await form.getByLabel('Weight').fill('225');
  await expect(form.getByRole('status', { name: 'Plates per side' })).toHaveText('Per side: 45 + 45 (45 lbs bar)');
  await form.getByLabel('Unit').selectOption('kg');
  await form.getByLabel('Weight').fill('100');
  await expect(form.getByRole('status', { name: 'Plates per side' })).toHaveText('Per side: 25 + 15 (20 kg bar)');

  // A heavy set marked warm-up: it shows with its W, and the records do not move.
  await form.getByLabel('Unit').selectOption('lbs');
  await form.getByLabel('Weight').fill('405');
  await form.getByLabel('Reps').fill('5');
  await form.getByLabel('Set type').selectOption('warmup');
  await form.getByRole('button', { name: 'Add Set' }).click();
  await expect(sets.getByRole('listitem')).toHaveCount(3);
  await expect(sets.getByRole('listitem').nth(2)).toContainText('W405 lbs × 5');
  const api = await apiAs(page);
  await expect
    .poll(async () => (await api.get<{ heaviest_set: { weight: number } | null }>('/exercises/records?exercise_name=Back%20Squat')).heaviest_set?.weight)
    .toBe(190);
  await page.goto('/exercises');
  await page.getByLabel('Exercise', { exact: true }).selectOption('Back Squat');
  await page.getByLabel('Period').selectOption('All Time');
  const records = page.getByRole('region', { name: 'Personal Records' });
  await expect(records).toContainText('190 lbs');
  await expect(records).not.toContainText('405');
});
