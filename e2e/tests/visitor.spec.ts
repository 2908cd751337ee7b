// What a visitor who has not signed in sees (docs/product.md §1, §2).
import { expect, test } from '@playwright/test';

test('the landing page shows the title, Get Started, Log In and the feature list', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Liftbook - Beta');
  await expect(page.getByRole('banner').getByText('Liftbook - Beta')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Get Started')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Log In' })).toBeVisible();
  for (const feature of ['Session Tracking', 'Exercise Progress', 'Goal Setting', 'Calendar View', 'Groups', 'Analytics']) {
    await expect(main.getByText(feature, { exact: true })).toBeVisible();
  }
  // Signed out: no area links in the navbar, only Home and a login button.
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sessions' })).toHaveCount(0);
});

test('a visitor on a protected route is asked to log in', async ({ page }) => {
  await page.goto('/sessions');
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await expect(page.getByText('Please log in to access this page.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /log in/i })).toBeVisible();
});

test('any other path shows the 404 page with its two links', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Sessions' })).toHaveAttribute('href', '/sessions');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the landing page works at phone width with the menu toggle', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('button', { name: 'Log In' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});
