// The workout screen as a checklist at a phone's width (issue 30): last week's bench repeated as a
// plan, every set checked with one tap each beside "Previous", the rest bar after a check, warm-ups
// worked out on the bar, a PR badge on the set that beats history, and Finish's summary.
import { expect, test } from '@playwright/test';
import type { Exercise } from '@liftbook/shared/contract';
import { wcagViolations as violations } from './support/axe';
import { apiAs, seedHistory } from './support/seed';
import { signIn } from './support/sign-in';

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

test('a kg lifter checks off a repeated workout one tap a set, sees Previous, rests, sets a PR and finishes', async ({ page }) => {
  // Many steps and two accessibility audits on a shared machine: more time than the default, the same checks.
  test.setTimeout(150_000);
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 812 });
  const api = await apiAs(page);
  await api.put('/user/profile', { weight_unit: 'kg' });
  const [before] = await seedHistory(page, [
    {
      date: day(7),
      type: 'Push',
      exercises: [
        {
          name: 'Bench Press',
          sets: [
            { weight: 100, weight_unit: 'kg', reps: 5 },
            { weight: 100, weight_unit: 'kg', reps: 5 },
            { weight: 97.5, weight_unit: 'kg', reps: 6 },
          ],
        },
      ],
    },
  ]);
  await page.goto(`/sessions/${before!.id}`);
  await page.getByRole('button', { name: 'Repeat this workout' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/sessions/${before!.id}$`));
  const todayId = Number(new URL(page.url()).pathname.split('/').pop());

  const bench = page
    .getByRole('list', { name: 'Exercises' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Bench Press' }) });
  const sets = bench.getByRole('list', { name: 'Sets of Bench Press' });
  await expect(sets.getByRole('listitem')).toHaveCount(3);
  // Previous and the target, side by side; the fields hold the target.
  const third = sets.getByRole('listitem').nth(2);
  await expect(third).toContainText('Target 6 × 97.5 kg');
  await expect(third).toContainText('Previous 97.5 kg × 6');
  await expect(third.getByLabel('Weight (kg)')).toHaveValue('97.5');

  // Warm-ups worked out on the 20 kg bar, before the plan.
  await bench.getByRole('button', { name: 'Warm-up sets' }).click();
  await expect(sets.getByRole('listitem')).toHaveCount(7);
  await expect(sets.getByRole('listitem').first()).toContainText('Target 10 × 20 kg');
  // The working sets still face last time's working sets.
  await expect(sets.getByRole('listitem').nth(6)).toContainText('Previous 97.5 kg × 6');

  expect(await violations(page)).toEqual([]);

  // One tap a set; the rest bar after the first check.
  for (const n of [1, 2, 3, 4, 5, 6]) {
    await sets.getByRole('button', { name: `Done set ${n}` }).click();
    if (n === 1) await expect(page.getByRole('region', { name: 'Rest timer' })).toContainText('Rest · Bench Press');
  }
  // The last one heavier than ever: typed, then one tap.
  const last = sets.getByRole('form', { name: 'Set 7 of Bench Press' });
  await last.getByLabel('Weight (kg)').fill('102.5');
  await last.getByLabel('Reps').fill('5');
  await last.getByRole('button', { name: 'Done set 7' }).click();
  await expect(sets.getByRole('button', { name: /^Done set/ })).toHaveCount(0);
  await expect(sets.getByText('Saving…')).toHaveCount(0);
  await expect(sets.getByText('PR: e1RM 119.5 kg')).toBeVisible();
  await expect(sets.getByText(/^PR:/)).toHaveCount(2);
  await expect(page.getByLabel('Workout time')).toHaveText(/^\d+:\d\d$/);

  // No sideways scroll on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: 'Finish' }).click();
  const ask = page.getByRole('dialog', { name: 'Finish workout?' });
  await expect(ask).toContainText('Every planned set is checked off.');
  await ask.getByRole('button', { name: 'Finish' }).click();
  const summary = page.getByRole('dialog', { name: 'Workout finished' });
  await expect(summary).toContainText('7 sets');
  // Warm-ups left out: 100×5 + 100×5 + 102.5×5 = 1512.5 kg.
  await expect(summary).toContainText('1,513 kg');
  await expect(summary.getByRole('list', { name: 'Records set today' })).toContainText('Bench Press PR: e1RM 119.5 kg');
  expect(await violations(page)).toEqual([]);
  await summary.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(/^Finished in \d+:\d\d$/)).toBeVisible();

  // Through the api: warm-ups stored as warm-ups, the plan consumed.
  const exercises = await api.get<Exercise[]>(`/sessions/${todayId}/exercises`);
  expect(exercises[0]!.sets.map((s) => [s.kind, s.weight, s.reps])).toEqual([
    ['warmup', 20, 10],
    ['warmup', 40, 5],
    ['warmup', 60, 3],
    ['warmup', 80, 2],
    ['normal', 100, 5],
    ['normal', 100, 5],
    ['normal', 102.5, 5],
  ]);
});

test('a routine started: rep-range targets, and a superset rests only after its last exercise, for the planned rest', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 812 });
  const api = await apiAs(page);
  await api.put('/user/profile', { weight_unit: 'kg' });
  const working = (weight: number, rest: number) => ({
    kind: 'normal',
    reps_min: 5,
    reps_max: 8,
    weight,
    percent_of_tm: null,
    duration: null,
    distance: null,
    rpe: null,
    rest_seconds: rest,
  });
  const exercise = (name: string, weight: number, rest: number) => ({
    name,
    type: 'weighted',
    variation: null,
    note: null,
    superset_group: 1,
    weight_unit: 'kg',
    training_max: null,
    progression: null,
    sets: [working(weight, rest), working(weight, rest)],
  });
  const routine = await api.post<{ id: number }>('/routines', { name: 'Push A', exercises: [exercise('Bench Press', 60, 0), exercise('Cable Row', 50, 90)] });
  const session = await api.post<{ id: number }>(`/routines/${routine.id}/start`, { session_date: `${day(0)}T00:00:00.000Z` });
  await page.goto(`/sessions/${session.id}`);

  const card = (name: string) =>
    page
      .getByRole('list', { name: 'Exercises' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name }) });
  const benchSets = card('Bench Press').getByRole('list', { name: 'Sets of Bench Press' });
  await expect(benchSets.getByRole('listitem').first()).toContainText('Target 5–8 × 60 kg');
  await benchSets.getByRole('button', { name: 'Done set 1' }).click();
  await expect(benchSets.getByRole('button', { name: 'Done set 2' })).toBeVisible();
  await expect(benchSets.getByText('Saving…')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Rest timer' })).toHaveCount(0);

  await card('Cable Row').getByRole('list', { name: 'Sets of Cable Row' }).getByRole('button', { name: 'Done set 1' }).click();
  const rest = page.getByRole('region', { name: 'Rest timer' });
  await expect(rest).toContainText('Rest · Bench Press + Cable Row');
  await expect(rest.getByRole('timer')).toHaveText(/^1:(2\d|30)$/);
});
