// The lifter's unit, at a phone's width: kg chosen in the navbar redraws the open page without a
// reload, and the charts, personal records and goals read kg; the charts and records of a reps
// and a timed lift follow the type the lift is stored as. (Plate math for 225 lbs and 100 kg is
// in logging.spec.ts.)
import { expect, test, type Page } from '@playwright/test';
import { apiAs, seedHistory } from './support/seed';
import { signIn } from './support/sign-in';

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const future = (offset: number) => `${day(-offset)}T00:00:00.000Z`;

/** Opens the phone's menu (a tap that lands while the page is still settling may not: tap again). */
async function openMenu(page: Page) {
  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass();
}

/** The navbar's unit, from the phone's menu. */
async function chooseUnit(page: Page, unit: 'kg' | 'lbs') {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/user/profile') && response.request().method() === 'PUT');
  await openMenu(page);
  await page.getByLabel('Weight unit').selectOption(unit);
  expect((await saved).ok()).toBe(true);
  await page.getByRole('button', { name: 'Toggle menu' }).click();
}

/** The rows of a chart's "Show the numbers" table, opened. */
async function chartRows(page: Page, title: string): Promise<string[]> {
  const figure = page.getByRole('figure', { name: title });
  const details = figure.locator('details');
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await figure.getByText('Show the numbers').click();
  return figure.getByRole('row').allInnerTexts();
}

test('kg in the navbar: charts, records and goals in kg at once; charts and records by the lift type', async ({ page }) => {
  // Three lifts, a goal and four screens: more than the 60 s default when the whole suite shares the machine.
  test.setTimeout(150_000);
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await seedHistory(page, [
    {
      date: day(3),
      type: 'full body',
      exercises: [
        // 225 lbs × 5 and 100 kg × 3: in kg, 102.06 × 5 and 100 × 3.
        {
          name: 'Back Squat',
          type: 'weighted',
          sets: [
            { weight: 225, reps: 5 },
            { weight: 100, weight_unit: 'kg', reps: 3 },
          ],
        },
        // Dips with a belt on every set, stored as a reps lift: reps charts first, never an estimated 1RM.
        {
          name: 'Dips',
          type: 'reps',
          sets: [
            { weight: 25, reps: 10 },
            { weight: 25, reps: 8 },
          ],
        },
        { name: 'Plank', type: 'duration', sets: [{ duration: 60_000 }, { duration: 90_000 }] },
      ],
    },
  ]);
  const api = await apiAs(page);
  await api.post('/goals', { exercise_name: 'Back Squat', current_weight: 225, current_reps: 5, target_weight: 315, target_reps: 5, target_date: future(60) });

  await page.goto('/exercises?exercise=Back%20Squat&period=all');
  await expect(
    page.getByRole('img', { name: /^Back Squat - Max Weight Progress: 1 day, [A-Z][a-z]{2} \d{1,2}, \d{4}, highest 225 lbs, latest 225 lbs$/ }),
  ).toBeVisible();
  const records = page.getByRole('region', { name: 'Personal Records' });
  await expect(records).toContainText('225 lbs × 5');

  // The switch: the open page redraws in kg, no reload.
  await chooseUnit(page, 'kg');
  await expect(
    page.getByRole('img', { name: /^Back Squat - Max Weight Progress: 1 day, [A-Z][a-z]{2} \d{1,2}, \d{4}, highest 102 kg, latest 102 kg$/ }),
  ).toBeVisible();
  await expect(records).toContainText('All time, in kg');
  // Charts and records show weights to what a plate loads (0.25 kg): 225 lbs is 102.06 kg, shown 102 kg.
  await expect(records).toContainText('102 kg × 5');
  await expect(records).not.toContainText('lbs');
  // 225 × 5 + 220.46 × 3 = 1,786.38 lbs = 810.29 kg, read as a whole 810 kg.
  expect(await chartRows(page, 'Back Squat - Total Volume Progress')).toEqual(['Date\tTotal Volume (kg)', expect.stringMatching(/\t810 kg$/)]);

  // A reps lift: max and total reps, and the added weight in kg; its records without a 1RM.
  await page.getByLabel('Exercise', { exact: true }).selectOption('Dips');
  await expect(page.getByRole('heading', { name: 'Dips - Max Reps Progress' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dips - Total Reps Progress' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Dips - Added Weight Progress: 1 day, [A-Z][a-z]{2} \d{1,2}, \d{4}, highest 11\.25 kg, latest 11\.25 kg$/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dips - Estimated 1RM' })).toHaveCount(0);
  await expect(records).toContainText('Added Weight');
  await expect(records).not.toContainText('Est. 1RM');

  // A timed lift: the longest hold and the total time, in seconds; its record is the hold.
  await page.getByLabel('Exercise', { exact: true }).selectOption('Plank');
  await expect(
    page.getByRole('img', { name: /^Plank - Longest Hold Progress: 1 day, [A-Z][a-z]{2} \d{1,2}, \d{4}, highest 90 sec, latest 90 sec$/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Plank - Total Time Progress: 1 day, [A-Z][a-z]{2} \d{1,2}, \d{4}, highest 150 sec, latest 150 sec$/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plank - Max Weight Progress' })).toHaveCount(0);
  await expect(records).toContainText('Longest Hold');
  await expect(records).toContainText('1:30');
  await expect(records).not.toContainText('in kg');

  // Goals: stored in lbs, read in kg; a new goal typed in kg is saved in lbs.
  await openMenu(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Goals' }).click();
  const card = page.getByRole('article', { name: 'Back Squat' });
  await expect(card).toContainText('102 kg × 5');
  await expect(card).toContainText('143 kg × 5');
  await card.getByRole('link', { name: /Edit/ }).click();
  await expect(page.getByLabel('Unit', { exact: true })).toHaveValue('kg');
  await expect(page.getByLabel('Target Weight')).toHaveValue('142.88');
  await page.getByLabel('Target Weight').fill('150');
  await page.getByRole('button', { name: 'Update Goal' }).click();
  await expect(card).toContainText('150 kg × 5');
  const [goal] = await api.get<{ current_weight: number; target_weight: number }[]>('/goals');
  expect(goal).toMatchObject({ current_weight: 225, target_weight: 330.69 });

  // And back to lbs: the goal list redraws at once.
  await chooseUnit(page, 'lbs');
  await expect(card).toContainText('225 lbs × 5');
  await expect(card).toContainText('330.5 lbs × 5');
});
