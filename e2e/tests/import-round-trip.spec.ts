// Liftbook's own export, round trip through the page (docs/product.md §2.12), for CSV and JSON:
// a lifter's log with two look-alike workouts of one day (Squat and Deadlift, 3×5 @ 225 lbs, both
// "Legs"), set kinds, RPE, distance, duration, notes, both units and a custom exercise is
// downloaded from Your data and imported by a second, empty account through the preview; both
// accounts then export the same sessions. The second account then imports a copy with one set
// removed (reported as changed, added beside theirs when they say so), adds a set to an imported
// workout, and undoes the first import, which keeps that workout and says so.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { CalendarSession, Exercise, Session, SetInput } from '@liftbook/shared/contract';
import { apiAs, type ApiClient } from './support/seed';
import { signIn } from './support/sign-in';

const THREE_BY_FIVE: SetInput[] = Array.from({ length: 3 }, () => ({ weight: 225, weight_unit: 'lbs', reps: 5 }));

async function seed(api: ApiClient) {
  const session = async (
    date: string,
    type: string,
    notes: string | null,
    exercises: { name: string; type: Exercise['type']; notes?: string; sets: SetInput[] }[],
  ) => {
    const created = await api.post<Session>('/sessions', { session_date: `${date}T00:00:00.000Z`, session_type: type, notes });
    for (const { sets, ...exercise } of exercises) {
      const made = await api.post<Exercise>(`/sessions/${created.id}/exercises`, { variation: null, notes: null, ...exercise });
      for (const set of sets) await api.post(`/exercises/${made.id}/sets`, set);
    }
  };
  await session('2025-03-01', 'Legs', null, [{ name: 'Squat', type: 'weighted', sets: THREE_BY_FIVE }]);
  await session('2025-03-01', 'Legs', null, [{ name: 'Deadlift', type: 'weighted', sets: THREE_BY_FIVE }]);
  await session('2025-03-02', 'Push', 'Short one, "busy"', [
    {
      name: 'Bench Press',
      type: 'weighted',
      notes: 'paused, 1 s',
      sets: [
        { weight: 20, weight_unit: 'kg', reps: 10, kind: 'warmup' },
        { weight: 100, weight_unit: 'kg', reps: 5, rpe: 8.5, notes: 'felt good' },
        { weight: 80, weight_unit: 'kg', reps: 8, kind: 'drop' },
      ],
    },
    { name: "Farmer's Carry", type: 'duration', sets: [{ weight: 32, weight_unit: 'kg', duration: 45_500, distance: 40 }] },
    { name: 'Zercher Carry', type: 'weighted', sets: [{ weight: 135, weight_unit: 'lbs', reps: 1, kind: 'failure', rpe: 10 }] },
  ]);
}

/** A new lifter in a browser context of their own, on Your data at `width`. */
async function lifterAt(browser: Browser, width: number): Promise<{ page: Page; api: ApiClient }> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page);
  await page.setViewportSize({ width, height: 900 });
  const api = await apiAs(page);
  await page.goto('/data');
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  return { page, api };
}

async function download(page: Page, format: 'csv' | 'json'): Promise<string> {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${format.toUpperCase()}` }).click();
  const file = await saved;
  const where = test.info().outputPath(file.suggestedFilename());
  await file.saveAs(where);
  return where;
}

async function importThrough(page: Page, file: string) {
  await page.getByLabel('Choose a file to import').setInputFiles(file);
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByRole('heading', { name: /^Preview of / })).toBeVisible();
  await preview.getByRole('button', { name: 'Import', exact: true }).click();
  return preview;
}

type Exported = { sessions: unknown[]; custom_exercises: { name: string }[] };

for (const format of ['csv', 'json'] as const) {
  test(`${format.toUpperCase()}: export, then import into an empty account, gives the same log, look-alike workouts included`, async ({ browser }) => {
    // Two lifters, a seeded log, its export, and its import into the second: about 25 s on CI.
    test.setTimeout(90_000);
    const source = await lifterAt(browser, 1280);
    await seed(source.api);
    const file = await download(source.page, format);

    const target = await lifterAt(browser, 375);
    let preview = await importThrough(target.page, file);
    await expect(preview.getByTestId('import-result')).toHaveText('Imported 3 workouts, 11 sets.');

    const before = await source.api.get<Exported>('/export?format=json');
    const after = await target.api.get<Exported>('/export?format=json');
    expect(after.sessions).toEqual(before.sessions);
    expect(after.custom_exercises).toEqual(before.custom_exercises);
    expect(after.custom_exercises).toContainEqual({ name: 'Zercher Carry' });
    const legs = await target.api.get<CalendarSession[]>('/sessions/calendar?start_date=2025-03-01&end_date=2025-03-01');
    expect(legs.map((s) => s.exercises.map((e) => e.name)).sort()).toEqual([['Deadlift'], ['Squat']]);

    // A copy of the file with one Squat set removed: the Squat workout is changed, the rest is there.
    const text = readFileSync(file, 'utf8');
    const copy = test.info().outputPath(`copy.${format}`);
    if (format === 'json') {
      const parsed = JSON.parse(text) as { sessions: { exercises: { name: string; sets: unknown[] }[] }[] };
      parsed.sessions[0]!.exercises[0]!.sets.pop();
      writeFileSync(copy, JSON.stringify(parsed));
    } else {
      const lines = text.split('\r\n');
      const lastSquat = lines.findLastIndex((line) => line.includes(',Squat,'));
      writeFileSync(copy, [...lines.slice(0, lastSquat), ...lines.slice(lastSquat + 1)].join('\r\n'));
    }
    preview = await importThrough(target.page, copy);
    const changed = preview.getByTestId('import-changed');
    await expect(changed.getByRole('heading', { name: 'Changed workouts (1)' })).toBeVisible();
    await expect(changed).toContainText('2 workouts are already in your log: not added again.');
    const squat = changed.getByRole('group', { name: 'Mar 1, 2025 · Legs' });
    await expect(squat).toContainText('Squat · 2 sets');
    await expect(squat).toContainText('Squat · 3 sets');
    await expect(squat.getByRole('radio', { name: 'Keep mine' })).toBeChecked();
    await squat.getByRole('radio', { name: 'Add theirs' }).check();
    await changed.getByRole('button', { name: 'Finish import' }).click();
    await expect(preview.getByTestId('import-result')).toHaveText('Imported 1 workout, 2 sets.2 workouts were already in your log.');
    expect(await target.api.get<Session[]>('/sessions/calendar?start_date=2025-03-01&end_date=2025-03-01')).toHaveLength(3);

    // A set added to an imported workout; then the first import undone: that workout stays, and the message says so.
    const push = (await target.api.get<CalendarSession[]>('/sessions/calendar?start_date=2025-03-02&end_date=2025-03-02'))[0]!;
    await target.api.post(`/exercises/${push.exercises[0]!.id}/sets`, { weight: 60, weight_unit: 'kg', reps: 12 });
    const list = target.page.getByRole('list', { name: 'Imports' });
    await list
      .getByRole('listitem')
      .filter({ hasText: file.split('/').pop()! })
      .getByRole('button', { name: 'Undo import' })
      .click();
    await target.page.getByRole('dialog', { name: 'Undo import?' }).getByRole('button', { name: 'Undo import' }).click();
    await expect(target.page.getByRole('status').filter({ hasText: 'Import undone:' })).toHaveText(
      `${file.split('/').pop()}: Import undone: removed 2 workouts, 11 sets and 1 custom exercise. Kept 1 workout you added to or changed since the import.`,
    );
    const kept = await target.api.get<CalendarSession[]>('/sessions/calendar?start_date=2025-03-01&end_date=2025-03-02');
    const days = kept
      .map((s) => [s.session_date.slice(0, 10), s.exercises.map((e) => `${e.name} ${e.set_count}`)])
      .sort(([a], [b]) => String(a).localeCompare(String(b)));
    expect(days).toEqual([
      ['2025-03-01', ['Squat 2']],
      ['2025-03-02', ['Bench Press 1']],
    ]);
  });
}
