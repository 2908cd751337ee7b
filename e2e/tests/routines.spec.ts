// Routines at a phone's width (issue 30): build "Push A" from the navbar (bench 3 × 5–8 with double
// progression, then a superset of two accessories, reordered by keyboard), see it in the list,
// duplicate it, and start it: today's session opens with the routine's sets as its plan.
import { expect, test } from '@playwright/test';
import type { Exercise, Routine, RoutineListItem } from '@liftbook/shared/contract';
import { apiAs } from './support/seed';
import { signIn } from './support/sign-in';

test('a lifter builds Push A, duplicates it and starts it: the session page shows the planned sets', async ({ page }) => {
  // Three exercises' worth of fields typed at a phone's width, then the list and a session.
  test.setTimeout(120_000);
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 812 });
  const api = await apiAs(page);
  await api.put('/user/profile', { weight_unit: 'kg' });

  // From the folded menu, like any area.
  await page.goto('/');
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Routines', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Routines', exact: true })).toBeVisible();
  await expect(page.getByText('No routines yet')).toBeVisible();
  await page.getByRole('link', { name: 'Create Routine' }).click();
  await expect(page.getByRole('heading', { name: 'New routine' })).toBeVisible();

  await page.getByLabel('Routine name').fill('Push A');
  const exercise = (n: number) => page.getByRole('group', { name: new RegExp(`^Exercise ${n}\\b`) });

  // The accessories first, to move the bench to the top by keyboard afterwards.
  let card = exercise(1);
  await card.getByLabel('Exercise', { exact: true }).fill('Cable Fly');
  await card.getByLabel('Set 1 Reps').fill('12');
  await card.getByLabel('Set 1 Weight').fill('15');
  await page.getByRole('button', { name: 'Add exercise' }).click();
  card = exercise(2);
  await card.getByLabel('Exercise', { exact: true }).fill('Bench Dip');
  await card.getByLabel('Type').selectOption('reps');
  await card.getByLabel('Set 1 Reps').fill('10');
  await exercise(1).getByRole('checkbox', { name: 'Superset with next' }).check();

  await page.getByRole('button', { name: 'Add exercise' }).click();
  card = exercise(3);
  await card.getByLabel('Exercise', { exact: true }).fill('Bench Press');
  await expect(card.getByLabel('Weight unit')).toHaveValue('kg');
  await card.getByLabel('Set 1 Reps').fill('5');
  await card.getByLabel('Set 1 Up to').fill('8');
  await card.getByLabel('Set 1 Weight').fill('60');
  await card.getByLabel('Set 1 Rest (s)').fill('120');
  await card.getByRole('button', { name: 'Add set' }).click();
  await card.getByRole('button', { name: 'Add set' }).click();
  await card.getByLabel('Progression').selectOption('double');
  await card.getByLabel('Increment (kg)').fill('2.5');

  // Move the bench up twice with the keyboard: focus stays on the moved exercise's button.
  await card.getByRole('button', { name: 'Move up' }).focus();
  await page.keyboard.press('Enter');
  await expect(exercise(2)).toHaveAccessibleName('Exercise 2: Bench Press');
  await expect(exercise(2).getByRole('button', { name: 'Move up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(exercise(1)).toHaveAccessibleName('Exercise 1: Bench Press');
  await expect(exercise(1).getByRole('button', { name: 'Move down' })).toBeFocused();
  await expect(page.getByTestId('live-announcer')).toHaveText('Bench Press moved to position 1 of 3');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the editor scrolls sideways at 375 px').toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Save Routine' }).click();

  // The list: one line per routine.
  await expect(page).toHaveURL(/\/routines$/);
  const list = page.getByRole('list', { name: 'Routines' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('Push A');
  await expect(list.getByRole('listitem').first()).toContainText('3 exercises · 5 sets');

  // What the api keeps: the order, the rule, the range and the superset.
  const [listed] = await api.get<RoutineListItem[]>('/routines');
  const saved = await api.get<Routine>(`/routines/${listed!.id}`);
  expect(saved.exercises.map((e) => [e.name, e.superset_group === null ? null : 'grouped', e.progression?.kind ?? null])).toEqual([
    ['Bench Press', null, 'double'],
    ['Cable Fly', 'grouped', null],
    ['Bench Dip', 'grouped', null],
  ]);
  expect(saved.exercises[0]!.sets.map((s) => [s.reps_min, s.reps_max, s.weight, s.rest_seconds])).toEqual([
    [5, 8, 60, 120],
    [5, 8, 60, 120],
    [5, 8, 60, 120],
  ]);

  // Duplicate: a second line, "Push A (copy)".
  await list.getByRole('button', { name: 'Duplicate Push A' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('Push A (copy)')).toBeVisible();

  // Start: today's session opens, with the routine's sets as its plan.
  await list.getByRole('button', { name: 'Start Push A', exact: true }).click();
  await expect(page).toHaveURL(/\/sessions\/\d+$/);
  const sessionId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: 'Bench Press' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cable Fly' })).toBeVisible();
  const exercises = await api.get<Exercise[]>(`/sessions/${sessionId}/exercises`);
  expect(exercises.map((e) => [e.name, (e.planned_sets ?? []).length, e.sets.length])).toEqual([
    ['Bench Press', 3, 0],
    ['Cable Fly', 1, 0],
    ['Bench Dip', 1, 0],
  ]);
});
