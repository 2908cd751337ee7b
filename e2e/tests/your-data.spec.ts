// Your data, end to end in Chromium at phone width: two real exports (Strong's iOS layout and
// FitNotes) imported through the page with the counts the sample facts give, the same file again
// adding nothing, undo taking every imported workout away again, and the export saved as a file.
// The real exports are read from the import samples beside the checkout (never copied in).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { CustomExercise, Exercise, Session } from '@liftbook/shared/contract';
import { apiAs, seedHistory } from './support/seed';
import { signIn } from './support/sign-in';
import { sampleFacts, samplePath, samplesAvailable } from '../../tools/lib/test/import-samples.cjs';

interface Facts {
  data_rows: number;
  rows_with_wrong_field_count: number;
  workouts?: number;
  distinct_dates?: number;
  set_order_values?: Record<string, number>;
}
const facts = () => sampleFacts() as Record<string, Facts>;

const STRONG = 'strong-2024-ios-comma-WDF-rpe.csv';
const FITNOTES = 'fitnotes-android-unquoted-commas.csv';

/** Sets a file holds: Strong's numbered and W/D/F rows; FitNotes' rows less the unreadable ones. */
function setsOf(name: string): number {
  const fact = facts()[name]!;
  if (fact.set_order_values) return ['number', 'W', 'D', 'F'].reduce((sum, key) => sum + (fact.set_order_values![key] ?? 0), 0);
  return fact.data_rows - fact.rows_with_wrong_field_count;
}
const workoutsOf = (name: string) => facts()[name]!.workouts ?? facts()[name]!.distinct_dates!;
const thousands = (n: number) => n.toLocaleString('en-US');

async function choose(page: Page, name: string) {
  await page.getByLabel('Choose a file to import').setInputFiles(samplePath(name));
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByRole('heading', { name: `Preview of ${name}` })).toBeVisible();
  return preview;
}

test('two real exports import with their counts; the same file again adds nothing; undo takes them away', async ({ page }) => {
  test.skip(!samplesAvailable(), 'the real import samples are not beside this clone');
  // Two real exports (thousands of sets) imported, one again, and undone: about 55 s on CI.
  test.setTimeout(180_000);
  // Signed in at the default width (the navbar shows the name there), then the phone's.
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/data');
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await expect(page.getByText(/No imports yet/)).toBeVisible();

  // Strong (iOS): the file gives no unit; its numbers are kg's, so kg is preselected for this lbs
  // lifter, who presses Import unchanged.
  let preview = await choose(page, STRONG);
  await expect(preview.getByText('Workouts', { exact: true }).locator('..').getByRole('definition')).toHaveText(thousands(workoutsOf(STRONG)));
  await expect(preview.getByRole('radio', { name: /kg/ })).toBeChecked();
  await expect(preview.getByText(/^kg is preselected: /)).toBeVisible();
  await expect(preview.getByRole('table', { name: /read both ways/ }).getByRole('row')).toHaveCount(4);
  // Strong's equipment suffix is read; a lift that only shares words is not preselected.
  await expect(preview.getByRole('combobox', { name: 'Import "Lat Pulldown (Cable)" as' }).getByRole('option', { selected: true })).toHaveText(
    'Lat Pulldown (dictionary)',
  );
  // Its 66 names: the 25 with the most sets drawn first, "Triceps Extension" among the next ones.
  await preview.getByRole('button', { name: 'Show 25 more names' }).click();
  await expect(preview.getByRole('combobox', { name: 'Import "Triceps Extension" as' }).getByRole('option', { selected: true })).toHaveText(
    'New custom exercise "Triceps Extension"',
  );
  await preview.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(preview.getByTestId('import-result')).toHaveText(`Imported ${thousands(workoutsOf(STRONG))} workouts, ${thousands(setsOf(STRONG))} sets.`, {
    timeout: 60_000,
  });
  const list = page.getByRole('list', { name: 'Imports' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText(STRONG)).toBeVisible();
  // Stored as the api has them: every weight in kg, the names mapped.
  const strongApi = await apiAs(page);
  const [latest] = await strongApi.get<Session[]>('/sessions?limit=1');
  const exercises = await strongApi.get<Exercise[]>(`/sessions/${latest!.id}/exercises`);
  const weighted = exercises.flatMap((exercise) => exercise.sets).filter((set) => set.weight !== null);
  expect(weighted.length).toBeGreaterThan(0);
  expect(new Set(weighted.map((set) => set.weight_unit))).toEqual(new Set(['kg']));
  const custom = (await strongApi.get<CustomExercise[]>('/custom_exercises')).map((exercise) => exercise.name);
  expect(custom).toContain('Triceps Extension');
  expect(custom).not.toContain('Lat Pulldown (Cable)');
  // The api client took its token from the sessions page: back to Your data.
  await page.goto('/data');
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // The same file again: refused by its checksum, nothing added.
  preview = await choose(page, STRONG);
  await preview.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(preview.getByTestId('import-result')).toHaveText(/^Already imported on [A-Z][a-z]{2} \d{1,2}, \d{4}\. Nothing was added\.$/);
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // FitNotes: the 99 rows with unquoted commas are listed, not imported.
  preview = await choose(page, FITNOTES);
  await expect(preview.getByText(`${facts()[FITNOTES]!.rows_with_wrong_field_count} rows with the wrong number of fields: not imported.`)).toBeVisible();
  await preview.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(preview.getByTestId('import-result')).toHaveText(`Imported ${workoutsOf(FITNOTES)} workouts, ${thousands(setsOf(FITNOTES))} sets.`, {
    timeout: 60_000,
  });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // The sessions list shows them (newest first: FitNotes' 2025 workouts).
  // The sessions are there (a full page of the api's list), FitNotes' nameless days as "Workout"s.
  const api = await apiAs(page);
  expect(await api.get<Session[]>('/sessions?limit=100')).toHaveLength(100);
  expect(await api.get<Session[]>('/sessions/calendar?start_date=2025-04-29&end_date=2025-04-29')).toContainEqual(
    expect.objectContaining({ session_type: 'Workout' }),
  );

  // Undo both, each behind its confirmation (by keyboard for the second).
  await page.goto('/data');
  for (const [name, removed] of [
    [FITNOTES, `Import undone: removed ${workoutsOf(FITNOTES)} workouts, ${thousands(setsOf(FITNOTES))} sets`],
    [STRONG, `Import undone: removed ${workoutsOf(STRONG)} workouts, ${thousands(setsOf(STRONG))} sets`],
  ] as const) {
    await list.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: 'Undo import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Undo import?' });
    await expect(dialog).toBeVisible();
    if (name === STRONG) {
      await dialog.getByRole('button', { name: 'Undo import' }).focus();
      await page.keyboard.press('Enter');
    } else {
      await dialog.getByRole('button', { name: 'Undo import' }).click();
    }
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: `${name}: ${removed}` })).toBeVisible();
  }
  await expect(page.getByText(/No imports yet/)).toBeVisible();
  await page.goto('/sessions');
  await expect(page.getByText('No sessions yet. Add your first one above!')).toBeVisible();
  expect(await api.get<Session[]>('/sessions?limit=100')).toEqual([]);
});

test('the export is saved as a file', async ({ page }) => {
  await signIn(page);
  await seedHistory(page, [{ date: '2025-03-01', type: 'Push', exercises: [{ name: 'Bench Press', sets: [{ weight: 135, reps: 5 }] }] }]);
  await page.goto('/data');
  for (const [button, extension] of [
    ['Download CSV', 'csv'],
    ['Download JSON', 'json'],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${extension}$`));
    const saved = readFileSync((await file.path())!, 'utf8');
    expect(saved).toContain('Bench Press');
    await expect(page.getByRole('status').filter({ hasText: `Saved ${file.suggestedFilename()}.` })).toBeVisible();
  }
});
