// A kg lifter at a phone's width (issue 29 item 1, docs/product.md §5.10): Quick Log, Manual Add,
// the add-set row and a set's edit all start in the lifter's unit, so a lifter who never touches a
// unit control stores kg on every set; a 40 m sled push stays 40 m set after set (item 5). The
// Repeat leg is in the Repeat journey.
import { expect, test } from '@playwright/test';
import type { Exercise } from '@liftbook/shared/contract';
import { apiAs } from './support/seed';
import { addSessionAndOpen } from './support/sessions';
import { signIn } from './support/sign-in';

test('a kg lifter who never touches a unit control stores kg on every set, and metres stay metres', async ({ page }) => {
  // Four entry paths and a check through the api: more than the 60 s default beside other suites.
  test.setTimeout(150_000);
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 812 });
  const api = await apiAs(page);
  await api.put('/user/profile', { weight_unit: 'kg' });
  await addSessionAndOpen(page, 'kg day');
  const sessionId = Number(new URL(page.url()).pathname.split('/').at(-1));

  // Quick Log: the hint names kg, "@100" previews and saves as 100 kg; "4x40m" answered metres.
  await page.getByRole('button', { name: 'Quick Log' }).click();
  await expect(page.getByText('optional @ weight (kg unless you add lbs)')).toBeVisible();
  await page.getByLabel('One exercise per line').fill(['Bench Press 3x5@100', 'Sled Push 2x40m @90'].join('\n'));
  const preview = page.getByRole('list', { name: 'Will log' });
  await expect(preview.getByText('3×5 @ 100 kg')).toBeVisible();
  await page.getByRole('group', { name: 'Is "40m" minutes or metres?' }).getByRole('radio', { name: '40 metres a set' }).check();
  await page.getByRole('button', { name: 'Log 5 sets' }).click();
  const benchSets = page.getByRole('list', { name: 'Sets of Bench Press' });
  await expect(benchSets.getByRole('listitem')).toHaveCount(3);
  await expect(benchSets.getByRole('listitem').first()).toContainText('100 kg × 5');
  const sledSets = page.getByRole('list', { name: 'Sets of Sled Push' });
  await expect(sledSets.getByRole('listitem').first()).toContainText('90 kg · 40 m');

  // The add-set row: the set before, in kg; the plates are a 20 kg bar's.
  const benchRow = page.getByRole('form', { name: 'Add set to Bench Press' });
  await expect(benchRow.getByText('kg ×')).toBeVisible();
  await benchRow.getByLabel('Weight').fill('105');
  await benchRow.getByRole('button', { name: /^More fields/ }).click();
  await expect(benchRow.getByRole('status', { name: 'Plates per side' })).toHaveText('Per side: 25 + 15 + 2.5 (20 kg bar)');
  await benchRow.getByRole('button', { name: 'Add Set' }).click();
  await expect(benchSets.getByRole('listitem')).toHaveCount(4);
  await expect(benchSets.getByRole('listitem').nth(3)).toContainText('105 kg × 5');

  // The sled's next set is offered as 40 m (never "0.025 mi") and stored as 40 m.
  const sledRow = page.getByRole('form', { name: 'Add set to Sled Push' });
  await sledRow.getByRole('button', { name: /^More fields/ }).click();
  await expect(sledRow.getByLabel('Distance (optional)')).toHaveValue('40');
  await expect(sledRow.getByLabel('Distance unit')).toHaveValue('m');
  await sledRow.getByRole('button', { name: 'Add Set' }).click();
  await expect(sledSets.getByRole('listitem')).toHaveCount(3);
  await expect(sledSets.getByRole('listitem').nth(2)).toContainText('90 kg · 40 m');

  // Manual Add: the card starts in kg; "+ Add set" after a warm-up gives a working set.
  await page.getByRole('button', { name: 'Manual Add Exercises' }).click();
  const cards = page.getByRole('list', { name: 'Exercises to add' });
  await cards.getByRole('listitem', { name: 'Exercise 1' }).getByLabel('Exercise', { exact: true }).fill('Back Squat');
  const squat = cards.getByRole('listitem', { name: 'Back Squat' });
  await expect(squat.getByLabel('Set 1 unit')).toHaveValue('kg');
  await squat.getByLabel('Set 1 weight').fill('60');
  await squat.getByLabel('Set 1 reps').fill('5');
  await squat.getByLabel('Set 1 type').selectOption('warmup');
  await squat.getByRole('button', { name: '+ Add set' }).click();
  await expect(squat.getByLabel('Set 2 type')).toHaveValue('normal');
  await expect(squat.getByLabel('Set 2 unit')).toHaveValue('kg');
  await squat.getByLabel('Set 2 weight').fill('120');
  await page.getByRole('region', { name: 'Manual Add Exercises' }).getByRole('button', { name: 'Save', exact: true }).click();
  const squatSets = page.getByRole('list', { name: 'Sets of Back Squat' });
  await expect(squatSets.getByRole('listitem')).toHaveCount(2);
  // The summary counts the working set only.
  await expect(page.getByRole('list', { name: 'Exercises' }).getByText('1×5', { exact: true })).toBeVisible();

  // A set's edit form keeps kg.
  await squatSets.getByRole('button', { name: 'Edit set 2' }).click();
  const edit = page.getByRole('form', { name: 'Edit set 2' });
  await expect(edit.getByLabel('Unit', { exact: true })).toHaveValue('kg');
  await edit.getByLabel('Reps').fill('6');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(squatSets.getByRole('listitem').nth(1)).toContainText('120 kg × 6');

  // Through the api: every set with a weight is kg; every sled set is 40 m.
  const exercises = await api.get<Exercise[]>(`/sessions/${sessionId}/exercises`);
  const sets = exercises.flatMap((exercise) => exercise.sets.map((set) => ({ name: exercise.name, ...set })));
  expect(sets).toHaveLength(3 + 1 + 2 + 1 + 2);
  const weighted = sets.filter((set) => set.weight !== null);
  expect(weighted).toHaveLength(sets.length);
  expect(weighted.filter((set) => set.weight_unit !== 'kg')).toEqual([]);
  expect(sets.filter((set) => set.name === 'Sled Push').map((set) => set.distance)).toEqual([40, 40, 40]);

  // The sessions list's volume, in kg as entered (warm-up left out): 3 × 5 × 100 + 5 × 105 + 6 × 120.
  await page.goto('/sessions');
  await expect(page.getByText('3 exercises · 9 sets · 2,745 kg')).toBeVisible();
});
