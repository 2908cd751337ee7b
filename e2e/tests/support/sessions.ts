import { expect, type Page } from '@playwright/test';

/** Adds a session on /sessions (date: the form's default, today) and opens its detail page. */
export async function addSessionAndOpen(page: Page, type: string, notes = '') {
  await page.goto('/sessions');
  const form = page.getByRole('form', { name: 'Add Session' });
  await form.getByLabel('Type').fill(type);
  if (notes) await form.getByLabel('Notes (optional)').fill(notes);
  await form.getByRole('button', { name: 'Add Session' }).click();
  const view = page.getByRole('link', { name: new RegExp(`^View ${type} session`) });
  await expect(view).toBeVisible();
  await view.click();
  await expect(page.getByRole('heading', { name: type })).toBeVisible();
}

/** Logs lines through Quick Log and waits for the exercises to appear. */
export async function quickLog(page: Page, lines: string[], setCount: number) {
  await page.getByRole('button', { name: 'Quick Log' }).click();
  await page.getByLabel('One exercise per line').fill(lines.join('\n'));
  await page.getByRole('button', { name: `Log ${setCount} sets` }).click();
}
