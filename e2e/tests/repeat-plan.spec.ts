// "Repeat this workout" for a kg lifter at a phone's width: last time's sets come back as a plan in
// kg, one tap on Done logs a planned set at its figures, editing its fields first logs what was typed, and the api
// then holds kg on every set and counts only the exercises with logged sets.
import { expect, test } from '@playwright/test';
import type { CalendarSession, Exercise, SessionListItem } from '@liftbook/shared/contract';
import { apiAs, seedHistory } from './support/seed';
import { signIn } from './support/sign-in';

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

test('a kg lifter repeats a workout: a plan in kg, logged a tap a set, kg stored, only logged exercises counted', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 812 });
  const api = await apiAs(page);
  await api.put('/user/profile', { weight_unit: 'kg' });
  const [before] = await seedHistory(page, [
    {
      date: day(3),
      type: 'Push',
      exercises: [
        {
          name: 'Bench Press',
          sets: [
            { weight: 60, weight_unit: 'kg', reps: 8, kind: 'warmup' },
            { weight: 100, weight_unit: 'kg', reps: 5 },
            { weight: 100, weight_unit: 'kg', reps: 5 },
          ],
        },
        { name: 'Overhead Press', sets: [{ weight: 50, weight_unit: 'kg', reps: 6 }] },
      ],
    },
  ]);
  await page.goto(`/sessions/${before!.id}`);

  // One tap, no question: today's session with last time's sets as the plan.
  await page.getByRole('button', { name: 'Repeat this workout' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/sessions/${before!.id}$`));
  const todayId = Number(new URL(page.url()).pathname.split('/').pop());
  const bench = page
    .getByRole('list', { name: 'Exercises' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Bench Press' }) });
  const sets = bench.getByRole('list', { name: 'Sets of Bench Press' });
  await expect(sets.getByRole('listitem')).toHaveCount(3);
  await expect(sets).toContainText('Target 8 × 60 kg');
  await expect(bench.getByText('No sets')).toBeVisible();

  // The checklist, one tap a set at its figures; the last edited first: what was typed is logged.
  await sets.getByRole('button', { name: 'Done set 1' }).click();
  await sets.getByRole('button', { name: 'Done set 2' }).click();
  const third = sets.getByRole('form', { name: 'Set 3 of Bench Press' });
  await third.getByLabel('Weight (kg)').fill('102.5');
  await third.getByRole('button', { name: 'Done set 3' }).click();
  await expect(sets.getByRole('listitem')).toHaveCount(3);
  await expect(sets).toContainText('102.5 kg × 5');
  await expect(sets.getByRole('button', { name: /^Done set/ })).toHaveCount(0);
  await expect(sets.getByText('Saving…')).toHaveCount(0);

  // Through the api: every stored set is kg; Overhead Press, never logged, keeps its plan and counts nowhere.
  const exercises = await api.get<Exercise[]>(`/sessions/${todayId}/exercises`);
  expect(exercises.map((e) => [e.name, e.sets.length, e.planned_sets.length])).toEqual([
    ['Bench Press', 3, 0],
    ['Overhead Press', 0, 1],
  ]);
  expect(exercises.flatMap((e) => e.sets).map((s) => [s.weight, s.weight_unit, s.reps])).toEqual([
    [60, 'kg', 8],
    [100, 'kg', 5],
    [102.5, 'kg', 5],
  ]);
  expect(exercises[1]!.planned_sets[0]).toMatchObject({ weight: 50, weight_unit: 'kg', reps: 6 });
  const listed = await api.get<SessionListItem[]>('/sessions');
  expect(listed.find((s) => s.id === todayId)?.summary).toMatchObject({ exercise_count: 1, set_count: 3 });
  const calendar = await api.get<CalendarSession[]>(`/sessions/calendar?start_date=${day(0)}&end_date=${day(0)}`);
  expect(calendar.find((s) => s.id === todayId)?.exercises.map((e) => [e.name, e.set_count])).toEqual([['Bench Press', 3]]);

  // Repeating again opens the same session and plans nothing twice.
  await page.goto(`/sessions/${before!.id}`);
  await page.getByRole('button', { name: 'Repeat this workout' }).click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${todayId}$`));
  expect((await api.get<SessionListItem[]>('/sessions')).map((s) => s.id)).toEqual([todayId, before!.id]);
  expect((await api.get<Exercise[]>(`/sessions/${todayId}/exercises`)).map((e) => e.planned_sets.length)).toEqual([0, 1]);
});
