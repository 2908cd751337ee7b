import { expect, type Page } from '@playwright/test';

let counter = 0;
/** A fresh lifter for each test, so tests never share data. */
export function newLifter(label = 'lifter') {
  counter += 1;
  const id = `${label}-${Date.now().toString(36)}-${process.pid}-${counter}`;
  return { email: `${id}@example.com`, name: `Lifter ${id.slice(-6)}` };
}

/** Signs in through the real identity provider's page, starting from the landing page. */
export async function signIn(page: Page, lifter = newLifter()) {
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  await page.getByLabel('Email').fill(lifter.email);
  await page.getByLabel('Name').fill(lifter.name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation').getByText(lifter.name)).toBeVisible();
  return lifter;
}
